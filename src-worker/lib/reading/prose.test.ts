import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { continuesSentence } from './prose';
import type { ViewLine } from './text-view';

const line = (index: number, text: string, x: number, y: number): ViewLine => ({ index, text, page: 1, box: [x, y, x + text.length * 5, y + 10] });

describe('a wrapped line of a paragraph', () => {
  const long = 'This certificate is made between Summit Solutions Limited and Bright Partners, under';
  it('carries on a long line above it that ends mid-sentence, at the same x, within the leading', () => {
    const lines = [line(0, long, 40, 100), line(1, 'agreement No. 16/2021 of February 4, 2021.', 40, 111)];
    assert.equal(continuesSentence(lines, lines[1] as ViewLine), true);
  });
  for (const [why, above, x, y] of [
    ['the line above ends its sentence', `${long}.`, 40, 100],
    ['the line above ends with a colon (a lead-in)', `${long}:`, 40, 100],
    ['the line above is short (a caption)', 'Details', 40, 100],
    ['the line above holds columns', 'Invoice No.  186  Date  24.03.2021  Customer  Bright Partners Corp. under', 40, 100],
    ['the line above starts elsewhere', long, 90, 100],
    ['the line above is farther than the leading (a heading apart)', long, 40, 80],
  ] as const) {
    it(`does not when ${why}`, () => {
      const lines = [line(0, above, x, y), line(1, 'Invoice No. 186 of 24.03.2021', 40, 111)];
      assert.equal(continuesSentence(lines, lines[1] as ViewLine), false);
    });
  }
  it('does not when set in larger type than the line above: a title under a party\'s line', () => {
    for (const [title, size] of [['Rechnung 45871 vom 2024-09-11', 15], ['Invoice 45871 dated 2024-09-11', 14], ['Facture F-31 du 11/09/2024', 18]] as const) {
      const above = line(0, 'Rechnungsadresse: Alpenvertrieb UG (haftungsbeschränkt), Seestraße 4, 80331 München', 40, 100);
      const heading: ViewLine = { index: 1, text: title, page: 1, box: [40, 112, 40 + title.length * 8, 112 + size] };
      assert.equal(continuesSentence([above, heading], heading), false, title);
    }
    // The same words in the paragraph's own type do carry on from it.
    const wrapped = line(1, 'agreement No. 16/2021 of February 4, 2021.', 40, 111);
    assert.equal(continuesSentence([line(0, long, 40, 100), { ...wrapped, box: [40, 111, 250, 122] }], { ...wrapped, box: [40, 111, 250, 122] }), true);
  });

  it('needs positions: a markdown line continues nothing', () => {
    const lines: ViewLine[] = [{ index: 0, text: long, page: 1, box: null }, { index: 1, text: 'agreement No. 1', page: 1, box: null }];
    assert.equal(continuesSentence(lines, lines[1] as ViewLine), false);
  });
});
