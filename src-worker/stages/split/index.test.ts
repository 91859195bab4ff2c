import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { planSplit } from './index';
import type { PageSignals } from './page-signals';
import { body, CYRILLIC_WORDS, testDocument, testPage } from './test-pages';

/** Titles for these tests: a line of large type naming a kind. The pipeline uses the document-kind finder. */
const titles = (p: PageSignals): string | null => {
  const big = p.lines.find((l) => l.fontSize >= 14 && l.box[1] < p.heightPt * 0.35);
  if (!big) return null;
  if (/invoice|rechnung|facture|сч[её]т/iu.test(big.text)) return 'invoice';
  if (/акт/iu.test(big.text)) return 'act';
  return null;
};

const ranges = (doc: ReturnType<typeof testDocument>): [number, number][] => planSplit(doc, titles).sections.map((s) => [s.first, s.last]);

describe('splitting a composite file', () => {
  it('one document per titled page with its own number', () => {
    const doc = testDocument([
      testPage(1, [['INVOICE', 60, 18], ['Invoice No. 1001 Date: 03.02.2024', 90], ...body(200, 20)]),
      testPage(2, [['INVOICE', 60, 18], ['Invoice No. 1002 Date: 05.02.2024', 90], ...body(200, 20)]),
      testPage(3, [['Rechnung', 60, 18], ['Rechnung Nr. 77-A vom 01.03.2024', 90], ...body(200, 20)]),
    ]);
    assert.deepEqual(ranges(doc), [[1, 1], [2, 2], [3, 3]]);
  });

  it('a running header with the same number keeps pages together, a new number starts a document', () => {
    const page = (no: number, n: string): ReturnType<typeof testPage> => testPage(no, [['Счёт', 60, 18], [`Счёт № ${n} от 12.03.2024`, 90], ...body(200, 20, CYRILLIC_WORDS)]);
    const doc = testDocument([page(1, '15'), page(2, '15'), page(3, '15'), page(4, '16'), page(5, '16')]);
    assert.deepEqual(ranges(doc), [[1, 3], [4, 5]]);
  });

  it('pagination decides: "Page 1" opens a document, "Page 2 of 2" continues it, "N of N" ends it', () => {
    const marked = (no: number, mark: string): ReturnType<typeof testPage> => testPage(no, [...body(80, 30), [mark, 800]]);
    const doc = testDocument([marked(1, 'Page 1 of 2'), marked(2, 'Page 2 of 2'), marked(3, 'Seite 1 von 3'), marked(4, 'Seite 2 von 3'), marked(5, 'Seite 3 von 3'), marked(6, 'Page 1 / 1')]);
    assert.deepEqual(ranges(doc), [[1, 2], [3, 5], [6, 6]]);
  });

  it('untitled pages without evidence stay one document', () => {
    const doc = testDocument(Array.from({ length: 6 }, (_, i) => testPage(i + 1, body(60, 40))));
    assert.deepEqual(ranges(doc), [[1, 6]]);
  });

  it('blank separator sheets split and belong to no section', () => {
    const doc = testDocument([
      testPage(1, body(60, 30)), testPage(2, body(60, 30)), testPage(3, []),
      testPage(4, body(60, 30)), testPage(5, [['.', 400]], { layer: 'ocr' }), testPage(6, body(60, 30)),
    ]);
    assert.deepEqual(ranges(doc), [[1, 2], [4, 4], [6, 6]]);
  });

  it('another writing system set another way is a new document; a landscape annex alone is not', () => {
    const doc = testDocument([
      testPage(1, body(60, 30)), testPage(2, body(60, 30)),
      testPage(3, body(60, 30, CYRILLIC_WORDS, 12)),
      testPage(4, body(60, 30, CYRILLIC_WORDS, 12)),
      testPage(5, body(60, 30, CYRILLIC_WORDS, 12), { width: 842, height: 595 }),
    ]);
    assert.deepEqual(ranges(doc), [[1, 2], [3, 5]]);
  });

  it('a bilingual contract (the same letterhead and footer, the text in another script) stays together', () => {
    const print = (lines: ReturnType<typeof body>): ReturnType<typeof body> => [['Northwind Traders Ltd  Contract 15/24', 30], ['Registered office London  Company number 01234567', 60], ...lines, ['Northwind Traders Ltd  Initials of the parties', 800]];
    const doc = testDocument([testPage(1, print(body(90, 30))), testPage(2, print(body(90, 30, CYRILLIC_WORDS)))]);
    assert.deepEqual(ranges(doc), [[1, 2]]);
  });

  it('an all-blank file is one section', () => {
    assert.deepEqual(ranges(testDocument([testPage(1, []), testPage(2, [])])), [[1, 2]]);
  });

  it('confidence is the weakest edge: high for marked restarts, lower for a guess', () => {
    const doc = testDocument([
      testPage(1, [...body(80, 30), ['Page 1 of 1', 800]]), testPage(2, [...body(80, 30), ['Page 1 of 1', 800]]),
      testPage(3, [['Annual report', 50, 16], ...body(80, 30)]), testPage(4, body(80, 30, CYRILLIC_WORDS, 12)),
    ]);
    const plan = planSplit(doc, titles);
    assert.deepEqual(plan.sections.map((s) => [s.first, s.last]), [[1, 1], [2, 2], [3, 3], [4, 4]]);
    assert.ok(plan.sections[1]!.confidence >= 0.85, `between two "1 of 1" pages: ${plan.sections[1]!.confidence}`);
    assert.ok(plan.sections[3]!.confidence < plan.sections[1]!.confidence, `a change of script, print and words is less sure than pagination: ${plan.sections[3]!.confidence}`);
    assert.ok(plan.gaps.every((g) => g.evidence.reasons.some((r) => r.name === 'prior')), 'every gap explains itself');
  });
});
