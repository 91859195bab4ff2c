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
  it('a row of small labels set tight over its values stays a line of its own', () => {
    // Boxes as OCR gave them for "Artikel … Prijs … Bedrag" over "E103184 … 49,99 … 49,99" (points).
    const at = (id: string, text: string, x0: number, y0: number, x1: number, y1: number): TextItem =>
      ({ id, text, box: [x0, y0, x1, y1], fontSize: 10, eol: false, ocrConfidence: 90 });
    const lines = groupLines([
      at('a', 'Artikel', 48, 328, 76, 339), at('b', 'Prijs', 405, 333, 421, 342), at('c', 'Bedrag', 527, 333, 555, 344),
      at('g', 'Omschrijving', 108, 329, 160, 340), at('h', 'Hoeveelheid', 452, 333, 501, 340),
      at('d', 'E103184', 50, 340, 81, 346), at('i', 'Onderhoudsset', 108, 340, 166, 347), at('j', 'CA6707/10', 168, 341, 208, 348),
      at('e', '49,99', 401, 344, 421, 351), at('k', '21%', 432, 344, 449, 350), at('f', '49,99', 534, 345, 554, 352),
    ]);
    assert.deepEqual(lines.map((l) => l.text.replace(/\s+/g, ' ')), ['Artikel Omschrijving Prijs Hoeveelheid Bedrag', 'E103184 Onderhoudsset CA6707/10 49,99 21% 49,99']);
  });
  it('a word that overlaps two lines joins the one whose band it shares most, not the first opened', () => {
    // Boxes as OCR gave them for a form's margin code "а 1" set a little above "Продавец:  АО «Первая Линия»  (2)".
    const at = (id: string, text: string, x0: number, y0: number, x1: number, y1: number): TextItem =>
      ({ id, text, box: [x0, y0, x1, y1], fontSize: 10, eol: false, ocrConfidence: 90 });
    const lines = groupLines([
      at('a', 'а', 55, 84, 83, 91), at('b', '1', 91, 84, 95, 89),
      at('c', 'Продавец:', 177, 87, 223, 98), at('d', 'АО', 562, 88, 575, 96), at('e', '«Первая', 578, 88, 617, 97),
      at('f', 'Линия»', 620, 88, 653, 96), at('g', '(2)', 773, 88, 784, 97),
    ]);
    assert.deepEqual(lines.map((l) => l.text.replace(/\s+/g, ' ')), ['а 1', 'Продавец: АО «Первая Линия» (2)']);
  });

  it('two small lines stacked beside one tall title stay two lines, in any script', () => {
    const at = (id: string, text: string, x0: number, y0: number, x1: number, y1: number): TextItem =>
      ({ id, text, box: [x0, y0, x1, y1], fontSize: y1 - y0, eol: false });
    for (const [title, first, second] of [['电子发票', '发票号码：20220697', '开票日期：2022年10月22日'], ['RECHNUNG', 'Rechnungs-Nr. 4711', 'Datum 01.02.2024'], ['СЧЁТ', 'Номер 15', 'Дата 03.04.2024']] as const) {
      for (const shift of [0, 2]) {
        const lines = groupLines([at('t', title, 200, 34, 330, 49), at('a', first, 360 + shift, 34, 470, 41), at('b', second, 360, 42, 480, 49)]);
        assert.deepEqual(lines.map((l) => l.text.replace(/\s+/g, ' ')), [`${title} ${first}`, second], `${title} shift ${shift}`);
      }
    }
    // Bold simulated by drawing a word twice, a fraction apart, stays one line.
    assert.equal(groupLines([at('a', 'Total', 50, 100, 75, 110), at('b', 'Total', 50.3, 100.2, 75.3, 110.2), at('c', '12,00', 120, 100, 145, 110)]).length, 1);
  });

  it('Han words a typed space apart keep it in a text layer; OCR characters set apart do not', () => {
    const at = (id: string, text: string, x0: number, x1: number, ocr: boolean): TextItem =>
      ({ id, text, box: [x0, 100, x1, 107.5], fontSize: 7.5, eol: false, ...(ocr ? { ocrConfidence: 90 } : {}) });
    assert.equal(groupLines([at('a', '咖啡豆', 47.3, 67.7, false), at('b', '中度烘焙', 74.5, 101.7, false)])[0]?.text, '咖啡豆 中度烘焙');
    assert.equal(groupLines([at('a', '无线鼠标', 47.3, 74.1, false), at('b', '黑色', 78.5, 92, false)])[0]?.text, '无线鼠标 黑色');
    assert.equal(groupLines([at('a', '合', 47, 54.5, false), at('b', '计', 55, 62.5, false)])[0]?.text, '合计');
    assert.equal(groupLines([at('a', '发', 47, 54.5, true), at('b', '票', 59, 66.5, true)])[0]?.text, '发票');
  });
});
