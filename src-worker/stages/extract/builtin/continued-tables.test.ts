import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ParsedDocument } from '../../../../src-shared/document/model';
import { parseText } from '../../parse-text';
import { extractFrom, items } from './test-helpers';
import { byHeaderWords } from './table-continuation';

type Rows = string[][];

/** A table on a page, its columns at the given left edges (each page's table laid out anew). */
function table(id: string, page: number, rows: Rows, lefts: number[]): ParsedDocument['tables'][number] {
  const cells = rows.flatMap((r, row) => r.map((text, col) => {
    const x0 = lefts[col] as number;
    const x1 = (lefts[col + 1] ?? 560) - 4;
    return { row, col, rowSpan: 1, colSpan: 1, text, header: false, itemIds: [], page, box: [x0, 100 + row * 14, x1, 110 + row * 14] as const };
  }));
  return { id, pages: [page], nRows: rows.length, nCols: Math.max(...rows.map((r) => r.length)), cells };
}

/**
 * A long invoice over two pages: the first page's header wraps over two rows ("Unit" over "price"),
 * the second page's table repeats it on one row under a running head ("Acme Ltd · Invoice 17 · Page 2
 * of 2"), with its columns at other places, and carried-forward sums at the foot of the first page
 * and the head of the second.
 */
function longInvoice(words: { head: string[][]; head2: string[]; carried: string; brought: string; running: string }): ParsedDocument {
  const doc = parseText('Invoice 17');
  const first: Rows = [...words.head, ['Bolt M8', '4', '2.50', '10.00'], ['Nut M8', '10', '0.40', '4.00'], [words.carried, '', '', '14.00']];
  const second: Rows = [[words.running, '', '', ''], words.head2, [words.brought, '', '', '14.00'], ['Washer', '100', '0.05', '5.00'], ['Cable tie', '3', '1.00', '3.00']];
  doc.tables = [table('t0', 1, first, [40, 300, 380, 470]), table('t1', 2, second, [40, 260, 350, 450])];
  return doc;
}

describe('a table continued over pages', () => {
  const cases = [
    { head: [['Description', 'Qty', 'Unit', 'Amount'], ['', '', 'price', '']], head2: ['Description', 'Qty', 'Unit price', 'Amount'], carried: 'Carried forward', brought: 'Brought forward', running: 'Acme Ltd · Invoice 17 · Page 2 of 2' },
    { head: [['Bezeichnung', 'Menge', 'Einzel-', 'Betrag'], ['', '', 'preis', '']], head2: ['Bezeichnung', 'Menge', 'Einzel- preis', 'Betrag'], carried: 'Übertrag', brought: 'Übertrag', running: 'Stahl GmbH · Rechnung 17 · Seite 2 von 2' },
    { head: [['Désignation', 'Qté', 'Prix', 'Montant'], ['', '', 'unitaire', '']], head2: ['Désignation', 'Qté', 'Prix unitaire', 'Montant'], carried: 'À reporter', brought: 'Report', running: 'Lumière SARL · Facture 17 · Page 2 / 2' },
  ];
  for (const words of cases) {
    it(`reads every item once, its quantity on the next page too, and no carried sum as an item (${words.carried})`, async () => {
      const r = await extractFrom(longInvoice(words), 'invoice');
      const got = items(r).map((i) => [i.name, i.quantity, i.amount_net ?? i.amount_gross ?? i.amount]);
      assert.deepEqual(got, [['Bolt M8', 4, 10], ['Nut M8', 10, 4], ['Washer', 100, 5], ['Cable tie', 3, 3]], JSON.stringify(items(r)));
    });
  }

  it('reads the first page by its header words where a later page\'s header is the one chosen (OCR garbled the first page\'s "#")', async () => {
    const doc = parseText('Invoice 17');
    const first: Rows = [['+', 'Description', 'Qty', 'Unit price', 'Amount'], ['1', 'Bolt M8', '4', '2.50', '10.00'], ['2', 'Nut M8', '10', '0.40', '4.00'], ['', 'Carried forward', '', '', '14.00']];
    const second: Rows = [['Acme Ltd · Invoice 17 · Page 2 of 2', '', '', '', ''], ['#', 'Description', 'Qty', 'Unit price', 'Amount'], ['', 'Brought forward', '', '', '14.00'],
      ['3', 'Washer', '100', '0.05', '5.00'], ['4', 'Cable tie', '3', '1.00', '3.00']];
    doc.tables = [table('t0', 1, first, [40, 60, 330, 400, 480]), table('t1', 2, second, [40, 60, 280, 360, 450])];
    const r = await extractFrom(doc, 'invoice');
    assert.deepEqual(items(r).map((i) => [i.name, i.quantity, i.price]), [['Bolt M8', 4, 2.5], ['Nut M8', 10, 0.4], ['Washer', 100, 0.05], ['Cable tie', 3, 1]], JSON.stringify(items(r)));
  });
});


describe('one table read over two pages, its header printed on each', () => {
  // A form's items table the reader took as one over both pages: the first page's header read
  // with slips (small print), the second page's read cleanly and so chosen. The rows under the
  // first header are the table's too. Russian, German and English headers, the slips differing.
  const cases = [
    { first: ['№', 'Наиметчование товара (олисание работ)', 'Количество', 'Цена за едимицу', 'Стоимость без налога'], second: ['№', 'Наименование товара (описание работ)', 'Количество (объем)', 'Цена за единицу', 'Стоимость без налога - всего'], schema: 'invoice' },
    { first: ['Pos.', 'Beschrelbung der Leistung', 'Menqe', 'Einzelpreis', 'Gesamtbetraq'], second: ['Pos.', 'Beschreibung der Leistung', 'Menge', 'Einzelpreis', 'Gesamtbetrag'], schema: 'invoice' },
    { first: ['No.', 'Descriptlon of goods', 'Quantlty', 'Unit prlce', 'Amount'], second: ['No.', 'Description of goods', 'Quantity', 'Unit price', 'Amount'], schema: 'invoice' },
  ];
  for (const c of cases) {
    it(`reads the rows under both headers (${c.second[1]})`, async () => {
      const doc = parseText('Invoice 17');
      const rows: Rows = [c.first, ['1', 'Bolt M8', '4', '2.50', '10.00'], ['2', 'Nut M8', '10', '0.40', '4.00'],
        c.second, ['3', 'Washer', '100', '0.05', '5.00'], ['4', 'Cable tie', '3', '1.00', '3.00']];
      doc.tables = [table('t0', 1, rows, [40, 60, 330, 400, 480])];
      const r = await extractFrom(doc, c.schema);
      assert.deepEqual(items(r).map((i) => [i.name, i.quantity, i.price]), [['Bolt M8', 4, 2.5], ['Nut M8', 10, 0.4], ['Washer', 100, 0.05], ['Cable tie', 3, 1]], JSON.stringify(items(r)));
    });
  }
});

describe('a continued table whose page is laid out anew, read by position', () => {
  // The second page repeats no header; its quantity column sits a few points right of the first
  // page's, so a one-digit quantity flush right lies mostly outside the first page's column.
  function narrowTable(id: string, page: number, rows: Rows, rights: number[], lefts: number[]): ParsedDocument['tables'][number] {
    const cells = rows.flatMap((r, row) => r.map((text, col) => {
      const figure = /^[\d.,]+$/.test(text);
      const x1 = figure ? rights[col] as number : (lefts[col] as number) + text.length * 4.5;
      const x0 = figure ? x1 - text.length * 4.5 : lefts[col] as number;
      return { row, col, rowSpan: 1, colSpan: 1, text, header: false, itemIds: [], page, box: [x0, 100 + row * 14, x1, 110 + row * 14] as const };
    }));
    return { id, pages: [page], nRows: rows.length, nCols: 4, cells };
  }
  for (const shift of [4, 6, 9]) {
    it(`gives one-digit quantities their column when the page moved it ${shift} pt`, async () => {
      const doc = parseText('Invoice 17');
      const first: Rows = [['Description', 'Quantity', 'Price', 'Amount'], ['Bolt M8', '40', '2.50', '100.00'], ['Nut M8', '10', '0.40', '4.00'], ['Washer', '100', '0.05', '5.00']];
      const second: Rows = [['Cable tie', '3', '1.00', '3.00'], ['Coffee beans', '9', '550.00', '4950.00'], ['Software', '5.46', '398.00', '2173.08']];
      doc.tables = [narrowTable('t0', 1, first, [0, 290, 380, 470], [40, 250, 340, 420]), narrowTable('t1', 2, second, [0, 290 + shift, 380, 470], [40, 250, 340, 420])];
      const r = await extractFrom(doc, 'invoice');
      assert.deepEqual(items(r).map((i) => [i.name, i.quantity]), [['Bolt M8', 40], ['Nut M8', 10], ['Washer', 100], ['Cable tie', 3], ['Coffee beans', 9], ['Software', 5.46]], JSON.stringify(items(r)));
    });
  }
});

describe('a continued table whose long names run past their column', () => {
  // Short names on the first page make a narrow name column beside a wide one (long article codes);
  // on the next page a long name runs far into it. Its own column holds it whole: it is still that
  // column's cell, however much more of the neighbour's span it covers.
  it('keeps the long names in the name column', async () => {
    const cell = (row: number, col: number, text: string, x0: number, x1: number, page: number) => ({ row, col, rowSpan: 1, colSpan: 1, text, header: false, itemIds: [], page, box: [x0, 100 + row * 14, x1, 110 + row * 14] as const });
    const doc = parseText('Invoice 17');
    const head = [cell(0, 0, 'Name', 40, 60, 1), cell(0, 1, 'Article', 130, 160, 1), cell(0, 2, 'Qty', 380, 395, 1), cell(0, 3, 'Amount', 440, 470, 1)];
    const rows1 = [['Bolt', 'WU-0001-DE-8800-XL-40-ZN', '4', '10.00'], ['Nut', 'WU-0002-DE-8800-XL-08-ZN', '10', '4.00'], ['Pin', 'FI-0203-DE-1200-SM-02-ST', '2', '1.00']]
      .flatMap(([n, m, q, a], r) => [cell(r + 1, 0, n as string, 40, 60, 1), cell(r + 1, 1, m as string, 130, 330, 1), cell(r + 1, 2, q as string, 385, 395, 1), cell(r + 1, 3, a as string, 445, 470, 1)]);
    const rows2 = [['Hexagon bolts M8 x 40 zinc plated, box of 100 pieces', '', '3', '30.00'], ['Washer', 'FI-0300', '100', '5.00']]
      .flatMap(([n, m, q, a], r) => [cell(r, 0, n as string, 40, n === 'Washer' ? 70 : 290, 2), ...(m ? [cell(r, 1, m, 300, 330, 2)] : []), cell(r, 2, q as string, 385, 395, 2), cell(r, 3, a as string, 445, 470, 2)]);
    doc.tables = [{ id: 't0', pages: [1], nRows: 4, nCols: 4, cells: [...head, ...rows1] }, { id: 't1', pages: [2], nRows: 2, nCols: 4, cells: rows2 }];
    const r = await extractFrom(doc, 'invoice');
    assert.deepEqual(items(r).map((i) => i.name), ['Bolt', 'Nut', 'Pin', 'Hexagon bolts M8 x 40 zinc plated, box of 100 pieces', 'Washer'], JSON.stringify(items(r)));
  });
});

describe('a repeated header whose words OCR garbled on one page', () => {
  it('pairs the garbled cells between two that match, in order', () => {
    const chosen = ['Libellé', 'Prix unitaire', 'Unité', 'Qté', 'TVA%', 'Montant TTC'];
    assert.deepEqual([...(byHeaderWords(chosen, ['Libellé', 'Prix unitaire', 'ERGs', 'Qté', 'TVA', 'Montant TTC']) ?? [])].sort((a, b) => a[0] - b[0]), [[0, 0], [1, 1], [2, 2], [3, 3], [4, 4], [5, 5]]);
    // An empty column of the other page's layout is no column of the header.
    assert.deepEqual([...(byHeaderWords(chosen, ['Libellé', 'Prix unitaire', 'Unité', 'Qté', 'TVA', '', 'Montant TTC']) ?? [])].sort((a, b) => a[0] - b[0]), [[0, 0], [1, 1], [2, 2], [3, 3], [4, 4], [5, 6]]);
    assert.deepEqual([...(byHeaderWords(['№', 'Наименование', 'Кол-во', 'Цена', 'Сумма'], ['No', 'Наимеиование', 'Кол-во', 'Ц0на', 'Сумма']) ?? [])].sort((a, b) => a[0] - b[0]), [[0, 0], [1, 1], [2, 2], [3, 3], [4, 4]]);
  });
  it('leaves unpaired the cells of a gap whose two sides differ in number, and pairs nothing with no anchor or when most stay unpaired', () => {
    const wide = ['Pos', 'Description', 'Code', 'Qty', 'Unit', 'VAT', 'Price', 'Discount', 'Amount', 'Total'];
    const map = byHeaderWords(wide, ['Pos', 'Description', 'Code', 'Qty', 'Uml VAI', 'Price', 'Discount', 'Amount', 'Total']);
    assert.deepEqual([...(map ?? [])].sort((a, b) => a[0] - b[0]), [[0, 0], [1, 1], [2, 2], [3, 3], [6, 5], [7, 6], [8, 7], [9, 8]], 'two cells against one: neither is guessed');
    assert.equal(byHeaderWords(['Description', 'Qty', 'Unit', 'VAT', 'Amount'], ['Description', 'Qty', 'Uml VAI', 'Amount']), null, 'three of five paired are not most');
    assert.equal(byHeaderWords(['Description', 'Qty', 'Price', 'Amount'], ['Descr1ption', 'Qtv', 'Prlce', 'Arnount']), null, 'with no cell read alike on both pages nothing is paired');
    assert.equal(byHeaderWords(['Description', 'Qty', 'Price', 'Amount'], ['Descr1ption', 'Qtv', 'Prlce', 'Amount'])?.get(1), 1, 'one that is anchors the rest');
  });

  it('reads the first page by the chosen header\'s columns where the first page\'s header is garbled and laid out anew', async () => {
    const doc = parseText('Facture 17');
    const first: Rows = [['Libellé', 'Prix unitaire', 'ERGs', 'Qté', 'TVA', 'Montant TTC'], ['Vis inox A2', '772,92', '', '2', '5,5%', '1630,86'],
      ['Cartouche', '6,76', 'PINCE', '72', '10%', '535,39'], ['', '', '', '', 'Report', '2166,25']];
    const second: Rows = [['Lumière SARL · Facture 17 · Page 2 / 2', '', '', '', '', ''], ['Libellé', 'Prix unitaire', 'Unité', 'Qté', 'TVA%', 'Montant TTC'],
      ['Palette bois', '527,25', 'pce', '2', '20%', '1265,40'], ['Gants', '227,59', 'paire', '8', '10%', '2002,79']];
    // Figures stand flush right in their columns; the first page's quantity column ends 30 pt left of the second page's.
    const flushRight = (id: string, page: number, rows: Rows, rights: number[]): ParsedDocument['tables'][number] => {
      const cells = rows.flatMap((r, row) => r.map((text, col) => {
        const x1 = rights[col] as number;
        return { row, col, rowSpan: 1, colSpan: 1, text, header: false, itemIds: [], page, box: [x1 - Math.max(1, text.length) * 5, 100 + row * 14, x1, 110 + row * 14] as const };
      }));
      return { id, pages: [page], nRows: rows.length, nCols: 6, cells };
    };
    doc.tables = [flushRight('t0', 1, first, [220, 290, 330, 360, 410, 500]), flushRight('t1', 2, second, [220, 290, 330, 390, 430, 500])];
    const r = await extractFrom(doc, 'invoice');
    assert.deepEqual(items(r).map((i) => [i.name, i.quantity]), [['Vis inox A2', 2], ['Cartouche', 72], ['Palette bois', 2], ['Gants', 8]], JSON.stringify(items(r)));
  });
});
