import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fixCurrencySigns } from './currency-signs';

describe('fixCurrencySigns', () => {
  it('reads a look-alike letter glued before a money figure as the sign the page\'s other amounts carry', () => {
    assert.deepEqual(fixCurrencySigns(['Subtotal:', '£65,007.21', 'VAT', '20%:', '£10,139.45', 'Total', 'VAT:', 'Е10,854.95', 'Grand', 'total:', 'E75,862.16']),
      ['Subtotal:', '£65,007.21', 'VAT', '20%:', '£10,139.45', 'Total', 'VAT:', '£10,854.95', 'Grand', 'total:', '£75,862.16']);
    assert.deepEqual(fixCurrencySigns(['€1.200,00', '€228,00', 'C1.428,00']), ['€1.200,00', '€228,00', '€1.428,00']);
    assert.deepEqual(fixCurrencySigns(['€804.08', '€7,236.72', '©2,840.00', '©67.43']), ['€804.08', '€7,236.72', '€2,840.00', '€67.43'], 'the sign read as ©');
  });
  it('leaves codes, figures without two places and pages with no sign alone', () => {
    assert.deepEqual(fixCurrencySigns(['£12.00', '£3.50', 'E27', 'E12', 'F-100.00', 'E1.5']), ['£12.00', '£3.50', 'E27', 'E12', 'F-100.00', 'E1.5']);
    assert.deepEqual(fixCurrencySigns(['E75,862.16', 'Total']), ['E75,862.16', 'Total'], 'no sign on the page');
    assert.deepEqual(fixCurrencySigns(['£12.00', 'E75,862.16']), ['£12.00', 'E75,862.16'], 'one signed amount may be a stray mark');
  });
});
