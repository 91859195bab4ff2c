import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { TextItem } from '../../../src-shared/document/model';
import { groupLines } from './lines';

const item = (id: string, text: string, x0: number, x1: number, ocr: boolean): TextItem =>
  ({ id, text, box: [x0, 100, x1, 110], fontSize: 10, eol: false, ...(ocr ? { ocrConfidence: 90 } : {}) });

describe('groupLines', () => {
  it('OCR words keep a space however narrow the gap; PDF pieces that touch are one word', () => {
    assert.equal(groupLines([item('a', '128', 50, 65, true), item('b', 'шт', 65.5, 75, true)])[0]?.text, '128 шт');
    assert.equal(groupLines([item('a', 'Рекви', 50, 75, false), item('b', 'зиты', 75.5, 95, false)])[0]?.text, 'Реквизиты');
  });

  it('knows where each piece sits in the line text', () => {
    const [line] = groupLines([item('a', 'Netto', 50, 75, true), item('b', 'EUR', 80, 95, true)]);
    assert.deepEqual(line?.spans.map((s) => [line.text.slice(s.start, s.end), s.box[0]]), [['Netto', 50], ['EUR', 80]]);
  });
});
