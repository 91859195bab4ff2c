import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Box } from '../../../src-shared/document/geometry';
import type { Page, Table, TextItem } from '../../../src-shared/document/model';
import { groupLines } from '../layout/lines';
import { detectTables } from './index';
import { withLines } from '../layout/lines';

/**
 * An items table without rules as a browser or office suite prints it: names flush left, figures
 * flush right (right edges given), 9 pt type at 4.5 pt per character, rows 13 pt apart.
 */
interface Cell { text: string; left?: number; right?: number }
function page(rows: Cell[][]): Page {
  const items: TextItem[] = [];
  rows.forEach((cells, r) => cells.forEach((c, k) => {
    const w = c.text.length * 4.5;
    const x0 = c.left ?? (c.right as number) - w;
    const y = 100 + r * 13;
    const box: Box = [x0, y, x0 + w, y + 9];
    items.push({ id: `i${r}_${k}`, text: c.text, box, fontSize: 9, eol: false });
  }));
  return withLines({ no: 1, widthPt: 595, heightPt: 842, rotation: 0, layer: 'vector', items });
}

const texts = (t: Table): string[][] => Array.from({ length: t.nRows }, (_, r) => Array.from({ length: t.nCols }, (_, c) => t.cells.find((x) => x.row === r && x.col === c)?.text ?? ''));

/** Rows of (number, name, quantity, price, amount) in several shapes: names of every length, some ending a few points short of the quantity. */
function itemsRows(names: string[], qtyRight: number): Cell[][] {
  return names.map((name, i) => [{ text: String(i + 1), right: 48 }, { text: name, left: 58 }, { text: String((i + 1) * 3), right: qtyRight }, { text: '12.50', right: 400 }, { text: `${(i + 1) * 37.5}.00`, right: 470 }]);
}

describe('columns of an unruled table', () => {
  // The longest name (47 characters) ends at 269.5; its quantity ("15", 9 pt wide) is 4, 7 or 11 pt away.
  const names = ['Bolt M8', 'Installation of CCTV system, colour: graphite', 'Hex nut', 'Cable tie 200 mm, pack of 100 pieces, black', 'USB-C docking station, made in EU, as per order', 'Washer'];
  for (const qtyRight of [282.5, 285.5, 289.5]) {
    it(`keeps a right-aligned quantity apart from a name that ends just before it (quantity edge at ${qtyRight})`, () => {
      const header: Cell[] = [{ text: '#', right: 48 }, { text: 'Description', left: 58 }, { text: 'Qty', right: qtyRight }, { text: 'Price', right: 400 }, { text: 'Amount', right: 470 }];
      const totals: Cell[][] = [[{ text: 'Sub-total', left: 250 }, { text: '787.50', right: 470 }], [{ text: 'Total excl. VAT', left: 250 }, { text: '787.50', right: 470 }],
        [{ text: 'VAT 20%', left: 250 }, { text: '157.50', right: 470 }], [{ text: 'Grand total', left: 250 }, { text: '945.00', right: 470 }]];
      const p = page([header, ...itemsRows(names, qtyRight), ...totals]);
      const t = detectTables(p, groupLines(p.items), 't').tables[0] as Table;
      const rows = texts(t);
      const body = rows.slice(1, 1 + names.length);
      const qtyCol = rows[0]?.indexOf('Qty') ?? -1;
      const nameCol = rows[0]?.indexOf('Description') ?? -1;
      assert.ok(qtyCol > nameCol && nameCol > 0, JSON.stringify(rows[0]));
      assert.deepEqual(body.map((r) => r[nameCol]), names);
      assert.deepEqual(body.map((r) => r[qtyCol]), names.map((_, i) => String((i + 1) * 3)));
      assert.deepEqual(body.map((r) => r[0]), names.map((_, i) => String(i + 1)), 'the line numbers stay in their own column');
    });
  }

  it('does not split a column of names that only some rows fill to the right', () => {
    const header: Cell[] = [{ text: 'Product', left: 50 }, { text: 'Qty', right: 330 }, { text: 'Amount', right: 470 }];
    const rows = ['Office cleaning', 'Freight transport', 'Roof repair works, including installation, packed in cartons', 'Bookkeeping', 'Consulting services, packed in cartons of 12', 'Rent']
      .map((n, i): Cell[] => [{ text: n, left: 50 }, { text: String(i + 2), right: 330 }, { text: `${i + 1}00.00`, right: 470 }]);
    const p = page([header, ...rows]);
    const t = detectTables(p, groupLines(p.items), 't').tables[0] as Table;
    assert.equal(t.nCols, 3);
    assert.deepEqual(texts(t).map((r) => r[0]), ['Product', 'Office cleaning', 'Freight transport', 'Roof repair works, including installation, packed in cartons', 'Bookkeeping', 'Consulting services, packed in cartons of 12', 'Rent']);
  });

  for (const [headerX, label] of [[250, 'Qty'], [262, 'Menge'], [255, 'Qté']] as const) {
    it(`joins a header set apart from its flush-right figures to them ("${label}" at ${headerX})`, () => {
      const header: Cell[] = [{ text: 'Code', left: 40 }, { text: 'Description', left: 100 }, { text: label, left: headerX }, { text: 'Net amount', right: 470 }];
      const rows = [['ART-1', 'Hand sanitiser', '5', '$1425.00'], ['0798', 'Bolts M8x40', '139', '$2638.22'], ['K134', 'Copper wire', '12.71', '$6750.54']]
        .map(([code, name, qty, amount]): Cell[] => [{ text: code as string, left: 40 }, { text: name as string, left: 100 }, { text: qty as string, right: 320 }, { text: amount as string, right: 470 }]);
      const p = page([header, ...rows]);
      const t = detectTables(p, groupLines(p.items), 't').tables[0] as Table;
      assert.deepEqual(texts(t), [['Code', 'Description', label, 'Net amount'], ['ART-1', 'Hand sanitiser', '5', '$1425.00'], ['0798', 'Bolts M8x40', '139', '$2638.22'], ['K134', 'Copper wire', '12.71', '$6750.54']]);
    });
  }

  for (const [seller, buyer, place, label] of [['Verkäufer', 'Käufer', '70173 Stuttgart', 'Anzahl'], ['Seller', 'Buyer', '10115 Berlin', 'Qty'], ['Vendeur', 'Client', '75001 Paris', 'Qté']] as const) {
    it(`joins a header set apart from its figures when a parties block above joined the table (${label})`, () => {
      // The parties block shares the table's columns; its postcodes are figures, but no run of data rows.
      const parties: Cell[][] = [[{ text: seller, left: 40 }, { text: buyer, left: 262 }], [{ text: 'Weber GmbH', left: 40 }, { text: 'Stahl AG', left: 262 }],
        [{ text: place.split(' ')[0] as string, left: 40 }, { text: place.split(' ')[1] as string, left: 70 }, { text: '8001', left: 262 }, { text: 'Zürich', left: 290 }]];
      const header: Cell[] = [{ text: 'Nr.', left: 40 }, { text: 'Description', left: 100 }, { text: label, left: 262 }, { text: 'Amount', right: 470 }];
      const rows = [['1', 'Hand sanitiser', '5', '1425.00'], ['2', 'Bolts M8x40', '139', '2638.22'], ['3', 'Copper wire', '12', '6750.54']]
        .map(([n, name, qty, amount]): Cell[] => [{ text: n as string, left: 40 }, { text: name as string, left: 100 }, { text: qty as string, right: 320 }, { text: amount as string, right: 470 }]);
      const p = page([...parties, header, ...rows]);
      const t = detectTables(p, groupLines(p.items), 't').tables.find((x) => texts(x).some((r) => r.includes('Hand sanitiser'))) as Table;
      const grid = texts(t);
      const head = grid.findIndex((r) => r.includes('Nr.'));
      const qty = grid[head]?.indexOf(label) ?? -1;
      assert.ok(qty >= 0, JSON.stringify(grid));
      assert.deepEqual(grid.slice(head + 1).map((r) => r[qty]), ['5', '139', '12'], JSON.stringify(grid));
    });
  }

  for (const labels of [['金额合计:', '税额合计:', '应付总额:'], ['Subtotal:', 'VAT 20%:', 'Total due:'], ['Итого:', 'НДС:', 'Всего:']]) {
    it(`joins a header set apart from its figures even with totals labels under it (${labels[0]})`, () => {
      const header: Cell[] = [{ text: 'Name', left: 40 }, { text: 'Qty', right: 250 }, { text: 'Price', right: 320 }, { text: 'Amount', left: 340 }];
      const rows = [['Bolts', '491', '23.52', '11548.32'], ['Nuts', '8', '277.38', '2219.04'], ['Washers', '92', '6.31', '580.52']]
        .map(([n, q, p, a]): Cell[] => [{ text: n as string, left: 40 }, { text: q as string, right: 250 }, { text: p as string, right: 320 }, { text: a as string, right: 470 }]);
      const totals = labels.map((l, i): Cell[] => [{ text: l, left: 340 }, { text: ['14347.88', '2869.58', '17217.46'][i] as string, right: 470 }]);
      const p = page([header, ...rows, ...totals]);
      const t = detectTables(p, groupLines(p.items), 't').tables[0] as Table;
      assert.deepEqual(texts(t).slice(0, 4), [['Name', 'Qty', 'Price', 'Amount'], ['Bolts', '491', '23.52', '11548.32'], ['Nuts', '8', '277.38', '2219.04'], ['Washers', '92', '6.31', '580.52']]);
    });
  }

  it('reads a header whose words sit close over narrow columns word by word, each into its column', () => {
    const header: Cell[] = [{ text: 'Nr.', left: 40 }, { text: 'Artikel', left: 60 }, { text: 'Menge', left: 230 }, { text: 'E-Preis', left: 259 }, { text: 'MwSt.', left: 293 }, { text: 'Netto', right: 420 }];
    const rows = [['1', 'Bolts', '6', '659,00', '8,1%', '3.954,00'], ['2', 'Nuts', '2', '979,56', '8,1%', '1.959,12'], ['3', 'Washers', '12', '8,30', '8,1%', '99,60']]
      .map(([n, name, q, p, v, a]): Cell[] => [{ text: n as string, right: 48 }, { text: name as string, left: 60 }, { text: q as string, right: 255 }, { text: p as string, right: 290 }, { text: v as string, right: 320 }, { text: a as string, right: 420 }]);
    const p = page([header, ...rows]);
    const t = detectTables(p, groupLines(p.items), 't').tables[0] as Table;
    assert.deepEqual(texts(t)[0], ['Nr.', 'Artikel', 'Menge', 'E-Preis', 'MwSt.', 'Netto']);
    assert.deepEqual(texts(t).map((r) => r[2]), ['Menge', '6', '2', '12']);
  });

  for (const qtys of [['9', '119'], ['1', '1 250'], ['12', '3']]) {
    it(`keeps two short rows' flush-right figures in one column (${qtys.join(', ')})`, () => {
      const header: Cell[] = [{ text: 'Pos', left: 40 }, { text: 'Bezeichnung', left: 70 }, { text: 'Menge', left: 262 }, { text: 'Preis', right: 360 }, { text: 'Netto', right: 440 }, { text: 'Code', left: 460 }];
      const rows = qtys.map((q, i): Cell[] => [{ text: String(i + 1), right: 48 }, { text: `Artikel ${i + 1}`, left: 70 }, { text: q, right: 290 }, { text: '10,00', right: 360 }, { text: '99,00', right: 440 }, { text: `A-${i}`, left: 460 }]);
      const p = page([header, ...rows, [{ text: 'Nettobetrag', left: 262 }, { text: '198,00', right: 440 }]]);
      const t = detectTables(p, groupLines(p.items), 't').tables[0] as Table;
      const col = texts(t)[0]?.indexOf('Menge') ?? -1;
      assert.deepEqual(texts(t).slice(1, 3).map((r) => r[col]), qtys, JSON.stringify(texts(t)));
    });
  }
});

describe('spaces inside a cell', () => {
  /** One row of words as OCR gives them (each a word, `ocr` set) or as a text layer does, with their own gaps and a line size. */
  function row(words: [string, number][], ocr: boolean, fontSize: number): Page {
    const items: TextItem[] = [];
    const rows = [['Code', 'Description', 'Qty'], ['A1', null, '5'], ['A2', 'Nut', '7'], ['A3', 'Pin', '9']] as const;
    rows.forEach((cells, r) => cells.forEach((text, k) => {
      const y = 100 + r * 13;
      if (text === null) {
        for (const [w, x] of words) items.push({ id: `w${r}_${x}`, text: w, box: [x, y, x + w.length * 4.5, y + 9], fontSize, eol: false, ...(ocr ? { ocrConfidence: 90 } : {}) });
        return;
      }
      const x = [40, 90, 400][k] as number;
      items.push({ id: `i${r}_${k}`, text, box: [x, y, x + text.length * 4.5, y + 9], fontSize, eol: false, ...(ocr ? { ocrConfidence: 90 } : {}) });
    }));
    return withLines({ no: 1, widthPt: 595, heightPt: 842, rotation: 0, layer: ocr ? 'ocr' : 'vector', items });
  }
  const nameOf = (p: Page): string => texts(detectTables(p, groupLines(p.items), 't').tables[0] as Table)[1]?.[1] ?? '';

  it('OCR words keep their spaces however large their line\'s size (a skewed scan\'s line box grows by the skew)', () => {
    // "USB-C docking station": gaps of 1.5 pt between words, the line's size inflated to 20 pt.
    const words: [string, number][] = [['USB-C', 90], ['docking', 90 + 5 * 4.5 + 1.5], ['station', 90 + 12 * 4.5 + 3]];
    assert.equal(nameOf(row(words, true, 20)), 'USB-C docking station');
  });

  it('OCR words whose boxes touch or overlap (blur, italics) keep their space, as the line reads them', () => {
    for (const overlap of [0, 0.3, 1.2]) {
      const words: [string, number][] = [['Cartouche', 90], ["d'encre", 90 + 9 * 4.5 + 2], ['noire', 90 + 16 * 4.5 + 2 - overlap]];
      assert.equal(nameOf(row(words, true, 9)), "Cartouche d'encre noire", `overlap ${overlap}`);
    }
  });

  it('pieces of a text layer\'s word set close stay one word; a space-sized gap is a space', () => {
    assert.equal(nameOf(row([['Kabel', 90], ['kanal', 90 + 5 * 4.5 + 0.3], ['weiß', 90 + 10 * 4.5 + 2.5]], false, 9)), 'Kabelkanal weiß');
  });

  it('Han words OCR read apart are one name; a Latin word beside them keeps its space', () => {
    // "人体工学办公椅" read as 人 / 体 / 工学 / 办 / 公椅, a third of a character apart, at 9 pt.
    const han: [string, number][] = [['人', 90], ['体', 97.5], ['工学', 105], ['办', 117], ['公椅', 124.5]];
    assert.equal(nameOf(row(han.map(([w, x]) => [w, x]), true, 9)), '人体工学办公椅');
    // Beside a Latin word or a figure OCR's word break stands.
    assert.equal(nameOf(row([['螺栓', 90], ['M8x40', 101]], true, 9)), '螺栓 M8x40');
  });
});

describe('a figure with its currency code', () => {
  /** OCR's words of a table: each word an item; price and amount are a figure and its code a word space apart ("1421.85" "CHF"), flush right. */
  function ocrPage(rows: [string, string, string, string, string][], unitLeft: number, code: string): Page {
    const items: TextItem[] = [];
    rows.forEach((cells, r) => {
      const y = 100 + r * 13;
      const put = (text: string, x0: number): void => { items.push({ id: `w${r}_${items.length}`, text, box: [x0, y, x0 + text.length * 4.5, y + 9], fontSize: 9, eol: false, ocrConfidence: 90 }); };
      const [name, qty, unit, price, amount] = cells;
      name.split(' ').reduce((x, w) => { put(w, x); return x + w.length * 4.5 + 2.5; }, 58);
      put(qty, 300 - qty.length * 4.5);
      put(unit, unitLeft);
      for (const [fig, right] of [[price, 386], [amount, 470]] as const) {
        if (r === 0) { put(fig, right - fig.length * 4.5); continue; }
        put(fig, right - 13.5 - 2.5 - fig.length * 4.5);
        put(code, right - 13.5);
      }
    });
    return withLines({ no: 1, widthPt: 595, heightPt: 842, rotation: 0, layer: 'ocr', items });
  }

  // The unit set left in its column, the prices flush right in theirs: a price of seven characters
  // comes within a word space or two of the unit and reads as one piece with it.
  for (const [unitLeft, code] of [[318, 'CHF'], [316, 'EUR'], [319, 'USD']] as const) {
    it(`keeps a unit apart from a price that ends with its code (${code}, unit at ${unitLeft})`, () => {
      const rows: [string, string, string, string, string][] = [['Description', 'Qty', 'Unit', 'Price', 'Amount'],
        ['Palette bois', '2', 'pce', '1583.00', '3166.00'], ['Gants taille 9', '1', 'set', '1421.85', '1421.85'],
        ['Fauteuil de bureau', '3', 'pcs', '3931.00', '11793.00'], ['Ampoule LED E27', '6', 'pce', '4410.00', '26460.00']];
      const t = detectTables(ocrPage(rows, unitLeft, code), groupLines(ocrPage(rows, unitLeft, code).items), 't').tables[0] as Table;
      const body = texts(t).slice(1);
      const unitCol = texts(t)[0]?.indexOf('Unit') ?? -1;
      assert.ok(unitCol > 0, JSON.stringify(texts(t)));
      assert.deepEqual(body.map((r) => r[unitCol]), ['pce', 'set', 'pcs', 'pce'], JSON.stringify(body));
      assert.deepEqual(body.map((r) => r[unitCol + 1]), ['1583.00', '1421.85', '3931.00', '4410.00'].map((f) => `${f} ${code}`));
    });
  }
});

describe('columns of a skewed scan', () => {
  // A page turned by 1.3°-1.7°: each column's edge drifts across the rows (x = x₀ − y·skew), the
  // rows rise along x (y = y₀ + x·skew), and OCR gives each word its line's height, which the skew
  // inflates (20 pt for 9 pt type): a column gap of 9 pt is then narrower than the line's "type". The
  // amount's right edges, levelled by the skew, still make a column edge, and the rate after it is a
  // cell of its own.
  for (const skew of [-0.025, 0.022, -0.03]) {
    it(`keeps a right-aligned amount apart from the rate just after it (skew ${skew})`, () => {
      const items: TextItem[] = [];
      const put = (text: string, x0: number, y0: number, r: number): void => {
        const x = x0 - y0 * skew;
        const y = y0 + (x + text.length * 2.25) * skew;
        items.push({ id: `w${r}_${items.length}`, text, box: [x, y, x + text.length * 4.5, y + 9], fontSize: 20, eol: false, ocrConfidence: 90 });
      };
      const rows = Array.from({ length: 18 }, (_, i) => [`Item ${i + 1}`, String(i + 2), `${(i + 1) * 111}.00`, i % 2 ? '23%' : '13.5%', `${i + 7}.50`]);
      put('Description', 60, 100, 0); put('Qty', 236.5, 100, 0); put('Amount', 343, 100, 0); put('VAT', 385, 100, 0); put('Tax', 456.5, 100, 0);
      rows.forEach(([name, qty, amount, rate, tax], i) => {
        const y = 120 + i * 14;
        put(name as string, 60, y, i + 1);
        put(qty as string, 250 - (qty as string).length * 4.5, y, i + 1);
        put(amount as string, 370 - (amount as string).length * 4.5, y, i + 1);
        put(rate as string, 379, y, i + 1);
        put(tax as string, 470 - (tax as string).length * 4.5, y, i + 1);
      });
      const p = withLines({ no: 1, widthPt: 595, heightPt: 842, rotation: 0, layer: 'ocr', items });
      const t = detectTables(p, groupLines(p.items, skew), 't', [], skew).tables[0] as Table;
      const body = texts(t).slice(1);
      assert.deepEqual(body.map((r) => r.filter((c) => c !== '')), rows, JSON.stringify(texts(t).slice(0, 4)));
    });
  }
});

describe('a page of repeated prose', () => {
  it('is no table though the same sentence with its figures is printed again and again', () => {
    const sentences = ['Договор поставки № 17/2024 заключён в городе Москве.', 'Поставщик обязуется передать товар в течение 30 дней.',
      'Общая сумма договора составляет 125 400 рублей 00 копеек.', 'Стороны несут ответственность в соответствии с законом.'];
    const items: TextItem[] = [];
    for (let r = 0; r < 24; r++) {
      const text = sentences[r % sentences.length] as string;
      let x = 36;
      for (const w of text.split(' ')) {
        items.push({ id: `w${r}_${items.length}`, text: w, box: [x, 20 + r * 15, x + w.length * 5, 30 + r * 15], fontSize: 10, eol: false, ocrConfidence: 90 });
        x += w.length * 5 + 4;
      }
    }
    const p = withLines({ no: 1, widthPt: 595, heightPt: 842, rotation: 0, layer: 'ocr', items });
    assert.deepEqual(detectTables(p, groupLines(p.items), 't').tables.map((t) => t.nRows), []);
  });
});


describe('figures grouped in thousands by spaces', () => {
  // French, Russian and Swiss figures print their thousands apart ("13 393,16"), and a text layer or
  // OCR may give each group as a word of its own. The quantity stands flush right a little before
  // the amount, about a word space from its first group: the groups stay one figure, the quantity
  // a cell of its own. Rows with and without thousands, with and without a currency code, text
  // layer and OCR, the group mark a space or a thin space.
  for (const [layer, mark, code, qtyGap] of [['vector', 2.9, ' EUR', 7.5], ['ocr', 2.2, '', 6], ['vector', 1.6, ' €', 9], ['ocr', 3.4, ' CHF', 7]] as const) {
    it(`keeps "13 393,16${code}" one amount beside its quantity (${layer}, group mark ${mark} pt)`, () => {
      const items: TextItem[] = [];
      const put = (text: string, x0: number, r: number): number => {
        const w = text.length * 4.9;
        items.push({ id: `w${r}_${items.length}`, text, box: [x0, 100 + r * 14, x0 + w, 109 + r * 14], fontSize: 9.75, eol: false, ...(layer === 'ocr' ? { ocrConfidence: 90 } : {}) });
        return x0 + w;
      };
      const rows: [string, string, string][] = [['Fauteuil', '499', '13 393,16'], ['Gants', '4', '130,00'], ['Câble', '214,6', '7 695,56'],
        ['Eau minérale', '388', '3 705,40'], ['Cartouche', '308', '6 283,20'], ['Détergent', '3', '689,00'], ['Café', '351', '112 702,70']];
      put('Libellé', 60, 0); put('Quantité', 420, 0); put('Montant', 500, 0);
      const amountRight = 552 - code.trim().length * 4.9 - (code ? 3 : 0);
      rows.forEach(([name, qty, amount], i) => {
        const r = i + 1;
        put(name, 60, r);
        const groups = amount.split(' ');
        const width = groups.reduce((w, g) => w + g.length * 4.9, 0) + (groups.length - 1) * mark;
        const amountLeft = amountRight - width;
        // Quantities flush right at the edge that leaves a word space before the widest amount.
        put(qty, 552 - 3 - 10 * 4.9 - 2 * mark - qtyGap - qty.length * 4.9 - (code ? 3 + code.trim().length * 4.9 : 0) , r);
        groups.reduce((x, g) => put(g, x, r) + mark, amountLeft);
        if (code) put(code.trim(), amountRight + 3, r);
      });
      const p = withLines({ no: 1, widthPt: 595, heightPt: 842, rotation: 0, layer, items });
      const t = detectTables(p, groupLines(p.items), 't').tables[0] as Table;
      assert.ok(t, 'a table');
      const body = texts(t).slice(1).map((r) => r.filter((c) => c !== ''));
      assert.deepEqual(body, rows.map(([name, qty, amount]) => [name, qty, `${amount}${code}`]), JSON.stringify(texts(t)));
    });
  }
});

describe('a sentence under a table', () => {
  // Payment terms printed under the items and the totals, then the footer's company data in three
  // columns: the sentence crosses the table's gutters, and ends it. Read with the table, the
  // footer's lines would bridge the gutter between the line numbers and the names and glue them.
  for (const sentence of ['En cas de retard de paiement, une indemnité forfaitaire de 40 € sera due.', 'Payable within 30 days of the invoice date without deduction.',
    'Zahlbar innerhalb von 14 Tagen ohne Abzug.']) {
    it(`keeps the line numbers a column of their own (${sentence.slice(0, 20)}…)`, () => {
      const names = ['Détergent multi-usage', 'Ampoule LED E27', 'Fauteuil de bureau', 'Vis inox A2 6x40', 'Palette bois 120x80', 'Eau minérale'];
      const rows: Cell[][] = [[{ text: 'N°', left: 40 }, { text: 'Libellé', left: 58 }, { text: 'Qté', right: 330 }, { text: 'Prix', right: 400 }, { text: 'Montant', right: 470 }],
        ...itemsRows(names, 330), [{ text: 'Total', left: 360 }, { text: '999.00', right: 470 }],
        [{ text: sentence, left: 40 }],
        [{ text: 'Moreau Conseil SA', left: 40 }, { text: 'BNP Paribas', left: 200 }, { text: 'Gérant: Sophie Bernard', left: 380 }],
        [{ text: '31 rue de la République', left: 40 }, { text: 'IBAN FR90414618496057', left: 200 }, { text: 'TVA FR13303855330', left: 380 }],
        [{ text: '44000 Nantes', left: 40 }, { text: 'BIC SOGEFRPP', left: 200 }, { text: '+33 149676315', left: 380 }]];
      const p = page(rows);
      const t = detectTables(p, p.lines, 't').tables[0] as Table;
      assert.deepEqual(texts(t)[0]?.slice(0, 2), ['N°', 'Libellé'], JSON.stringify(texts(t).slice(0, 3)));
      assert.deepEqual(texts(t).slice(1, 7).map((r) => r.slice(0, 2)), names.map((n, i) => [String(i + 1), n]));
    });
  }
});

describe('figures grouped in thousands in a font with wide spaces', () => {
  // The group mark is a space, and this font's space is 0.6 of its size: as wide as the gap
  // between the words of a name. The quantity before the amount stands a cell's gap away.
  for (const space of [5.6, 4.8, 6.4]) {
    it(`keeps "12 266,02" one amount where a word space is ${space} pt`, () => {
      const items: TextItem[] = [];
      const put = (text: string, x0: number, r: number): number => {
        const w = text.length * 5.6;
        items.push({ id: `w${r}_${items.length}`, text, box: [x0, 100 + r * 14, x0 + w, 109 + r * 14], fontSize: 9.37, eol: false });
        return x0 + w;
      };
      const rows: [string, string, string][] = [['Clavier sans fil AZERTY', '494', '12 266,02'], ['Gants de protection taille 9', '6', '5 166,00'],
        ['Café en grains torréfaction', '34,9', '426,48'], ['Câble électrique H07V-U', '4,89', '1 249,35'], ['Eau minérale pack de 6', '3', '2 551,05']];
      put('Description', 60, 0); put('Qté.', 390, 0); put('Montant', 490, 0);
      rows.forEach(([name, qty, amount], i) => {
        const r = i + 1;
        name.split(' ').reduce((x, w) => put(w, x, r) + space, 60);
        put(qty, 416 - qty.length * 5.6, r);
        const groups = amount.split(' ');
        const width = groups.reduce((w, g) => w + g.length * 5.6, 0) + (groups.length - 1) * space;
        groups.reduce((x, g) => put(g, x, r) + space, 559 - width);
      });
      const p = withLines({ no: 1, widthPt: 595, heightPt: 842, rotation: 0, layer: 'vector', items });
      const t = detectTables(p, groupLines(p.items), 't').tables[0] as Table;
      assert.deepEqual(texts(t).slice(1).map((r) => r.filter((c) => c !== '')), rows, JSON.stringify(texts(t)));
    });
  }
});

describe('a long name wrapped under its cell', () => {
  // The header "Product" centred over a wide name column, short names in the rows, one of them
  // wrapped onto a second line longer than the first, reaching past where the names end and past
  // the header's left: the row's own name, not a sentence ending the table.
  for (const wrap of ['graphite grey, as per purchase order PO-4471', 'coloris gris anthracite, selon devis n° D-2024-088', 'in Graphitgrau, gemäß Bestellung Nr. 4471 vom Mai']) {
    it(`keeps "${wrap.slice(0, 24)}…" in its row and the rows after it in the table`, () => {
      const rows: Cell[][] = [[{ text: 'No.', left: 41 }, { text: 'Product', left: 179 }, { text: 'QTY', right: 349 }, { text: 'Amount', right: 470 }],
        [{ text: '1', left: 45 }, { text: 'Safety gloves, size L', left: 64 }, { text: '127', right: 353 }, { text: '4,694.99', right: 470 }],
        [{ text: '2', left: 45 }, { text: 'Steel bolts M8x40', left: 64 }, { text: '472', right: 353 }, { text: '5,948.90', right: 470 }],
        [{ text: '3', left: 45 }, { text: 'Steel bolts M8x40,', left: 64 }, { text: '1', right: 353 }, { text: '320.76', right: 470 }],
        [{ text: wrap, left: 64 }],
        [{ text: '4', left: 45 }, { text: 'Office chair', left: 64 }, { text: '3', right: 353 }, { text: '1,519.56', right: 470 }],
        [{ text: '5', left: 45 }, { text: 'Hand sanitiser', left: 64 }, { text: '2', right: 353 }, { text: '1,638.27', right: 470 }]];
      const p = page(rows);
      const t = detectTables(p, p.lines, 't').tables[0] as Table;
      const body = texts(t).map((r) => r.filter((c) => c !== ''));
      assert.equal(body.length, 6, JSON.stringify(body));
      assert.equal(body[3]?.[1], `Steel bolts M8x40, ${wrap}`);
    });
  }
});
