import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fixLostNumeroSign, fixLostSquares } from './superscripts';

describe('a unit of area read with a mark for its "²"', () => {
  it('gets its square back, in Latin and Cyrillic units, before punctuation', () => {
    for (const [read, want] of [['mm?', 'mm²'], ['mm°', 'mm²'], ['m*,', 'm²,'], ['м?', 'м²'], ['г/м*', 'г/м²'], ['2,5mm?', '2,5mm²'], ['см°)', 'см²)']] as const) assert.equal(fixLostSquares(read), want, read);
  });
  it('leaves words and other marks alone', () => {
    for (const kept of ['Item?', 'mm', '20°', 'Form?', 'Summ?', 'm³', 'Total*']) assert.equal(fixLostSquares(kept), kept, kept);
  });
});

describe('a number sign read with a cent sign for its "°"', () => {
  it('gets its raised o back after a lone N', () => {
    for (const [read, want] of [['N¢', 'N°'], ['n¢:', 'n°:'], ['N¢.', 'N°.']] as const) assert.equal(fixLostNumeroSign(read), want, read);
  });
  it('leaves cents and words alone', () => {
    for (const kept of ['99¢', 'IN¢', 'N°', 'Nº', 'ACN¢']) assert.equal(fixLostNumeroSign(kept), kept, kept);
  });
});
