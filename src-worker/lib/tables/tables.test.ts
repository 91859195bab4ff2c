import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Box } from '../../../src-shared/document/geometry';
import type { Page, Table, TextItem } from '../../../src-shared/document/model';
import { groupLines } from '../layout/lines';
import { detectTables } from './index';
import { mergeContinuedTables } from './merge';
import { withLines } from '../layout/lines';

/** Items laid out like a PDF text layer: one item per cell, 10 pt text, rows 14 pt apart. */
function page(rows: string[][], opts: { top?: number; colX?: number[]; no?: number } = {}): Page {
  const colX = opts.colX ?? [50, 200, 330, 450];
  const items: TextItem[] = [];
  rows.forEach((cells, r) => cells.forEach((text, c) => {
    if (!text) return;
    const y = (opts.top ?? 100) + r * 14;
    const x = colX[c] ?? 0;
    const box: Box = [x, y, x + text.length * 5, y + 10];
    items.push({ id: `i${r}_${c}`, text, box, fontSize: 10, eol: c === cells.length - 1 });
  }));
  return withLines({ no: opts.no ?? 1, widthPt: 595, heightPt: 842, rotation: 0, layer: 'vector', items });
}

const GRID = [['№', 'Наименование', 'Кол-во', 'Цена'], ['1', 'Бумага офисная', '100', '450,00'], ['2', 'Картридж', '5', '3 200,00'], ['3', 'Папка', '20', '180,50']];

describe('detectTables', () => {
  it('finds an unruled table from aligned cells, header first', () => {
    const p = page(GRID);
    const found = detectTables(p, groupLines(p.items), 't');
    assert.equal(found.tables.length, 1);
    const t = found.tables[0] as Table;
    assert.equal(t.nRows, 4);
    assert.equal(t.nCols, 4);
    assert.equal(t.cells.find((c) => c.row === 2 && c.col === 3)?.text, '3 200,00');
    assert.ok(t.cells.filter((c) => c.row === 0).every((c) => c.header));
    assert.equal(found.remainingLines.length, 0);
    assert.equal(found.blocks[0]?.kind, 'table');
  });
  it('leaves prose alone', () => {
    const p = page([['Настоящий договор заключён между сторонами'], ['и действует до полного исполнения обязательств.'], ['Споры решаются в суде.']]);
    assert.equal(detectTables(p, groupLines(p.items), 't').tables.length, 0);
  });
  it('a single-cell line inside a table continues the row above', () => {
    const p = page([...GRID.slice(0, 2), ['', 'формата А4', '', ''], ...GRID.slice(2)]);
    const t = detectTables(p, groupLines(p.items), 't').tables[0] as Table;
    assert.equal(t.nRows, 4);
    assert.equal(t.cells.find((c) => c.row === 1 && c.col === 1)?.text, 'Бумага офисная формата А4');
  });
});

describe('mergeContinuedTables', () => {
  it('a table at the bottom of one page and the top of the next is one table; a repeated header is dropped', () => {
    const first = page(GRID, { top: 700 });
    const second = page([GRID[0] as string[], ['4', 'Скрепки', '50', '12,00'], ['5', 'Ручка', '10', '35,00'], ['6', 'Блокнот', '3', '99,00']], { top: 60, no: 2 });
    const a = detectTables(first, groupLines(first.items), 'a').tables;
    const b = detectTables(second, groupLines(second.items), 'b').tables;
    assert.equal(a[0]?.edges?.bottom, true);
    assert.equal(b[0]?.edges?.top, true);
    const aliases = new Map<string, string>();
    const merged = mergeContinuedTables([...a, ...b], aliases);
    assert.equal(merged.length, 1);
    assert.deepEqual(merged[0]?.pages, [1, 2]);
    assert.equal(merged[0]?.nRows, 7);
    assert.equal(merged[0]?.cells.find((c) => c.row === 6 && c.col === 1)?.text, 'Блокнот');
    assert.equal(aliases.get(b[0]?.id ?? ''), a[0]?.id);
  });
  it('tables with different columns stay apart', () => {
    const first = page(GRID, { top: 700 });
    const second = page([['A', 'B', 'C'], ['1', '2', '3'], ['4', '5', '6'], ['7', '8', '9']], { top: 60, no: 2, colX: [50, 250, 450] });
    const tables = [...detectTables(first, groupLines(first.items), 'a').tables, ...detectTables(second, groupLines(second.items), 'b').tables];
    assert.equal(mergeContinuedTables(tables, new Map()).length, 2);
  });
});

/** Items placed by hand: [text, x, y], 10 pt text, 5 pt a character. */
function placed(cells: [string, number, number][]): Page {
  const items: TextItem[] = cells.map(([text, x, y], i) => ({ id: `p${i}`, text, box: [x, y, x + text.length * 5, y + 10] as Box, fontSize: 10, eol: false }));
  return withLines({ no: 1, widthPt: 595, heightPt: 842, rotation: 0, layer: 'vector', items });
}

/** A parties block in two columns whose lines run over the items' gutters, a blank line, then the items. */
function partiesOverItems(words: { parties: [string, string][]; header: string[]; rows: string[][]; wrap?: string }): Page {
  const colX = [50, 70, 260, 320, 380, 470];
  const cells: [string, number, number][] = [];
  words.parties.forEach(([a, b], r) => { cells.push([a, 50, 60 + r * 14]); cells.push([b, 290, 60 + r * 14]); });
  const top = 60 + words.parties.length * 14 + 26;
  words.header.forEach((h, c) => cells.push([h, colX[c] as number, top]));
  words.rows.forEach((row, r) => row.forEach((t, c) => { if (t) cells.push([t, colX[c] as number, top + (r + 1) * 14]); }));
  if (words.wrap) cells.push([words.wrap, 70, top + words.rows.length * 14 + 11]);
  return placed(cells);
}

describe('a table set apart from the block above it', () => {
  const cases = [
    { parties: [['Supplier', 'Customer'], ['Summit Foods Limited', 'Oak Partners Ltd'], ['191 Mill Road', '192 Station Lane London'], ['VAT ID: IE8244592Y', 'VAT ID: GB115964636']] as [string, string][],
      header: ['#', 'Product', 'Unit', 'Qty', 'Price', 'Total'], rows: [['1', 'Safety gloves', 'pair', '1', '450,24', '450,24'], ['2', 'Toner TN-2420', 'pcs', '4', '1 438,37', '5 753,48'], ['3', 'Safety gloves, size L,', 'pair', '263', '38,34', '10 083,42']],
      wrap: 'including testing' },
    { parties: [['Поставщик', 'Покупатель'], ['ООО «Северный Ветер»', 'ПАО «Технотрейд» Москва'], ['ИНН 5245533132', 'ИНН 5260828028']] as [string, string][],
      header: ['№', 'Товар', 'Ед.', 'Кол-во', 'Цена', 'Сумма'], rows: [['1', 'Бумага офисная', 'пач', '10', '450,00', '4 500,00'], ['2', 'Картридж', 'шт', '5', '3 200,00', '16 000,00'], ['3', 'Папка', 'шт', '20', '180,50', '3 610,00']],
      wrap: 'с зажимом' },
    { parties: [['Verkäufer', 'Käufer'], ['Müller Bau GmbH', 'Schmidt Handel AG Berlin'], ['Hauptstraße 5', 'Lindenweg 12 10115 Berlin']] as [string, string][],
      header: ['Pos', 'Artikel', 'Einh.', 'Menge', 'Preis', 'Betrag'], rows: [['1', 'Holzpalette', 'Stk', '2', '12,00', '24,00'], ['2', 'Schrauben M8', 'Pck', '10', '3,50', '35,00'], ['3', 'Kabel NYM', 'm', '100', '1,20', '120,00']] },
  ];
  for (const c of cases) {
    it(`keeps the items' columns apart from a parties block over them (${c.header[1]})`, () => {
      const p = partiesOverItems(c);
      const found = detectTables(p, p.lines, 't');
      const items = found.tables.find((t) => t.cells.some((cell) => cell.text === c.header[3])) as Table;
      assert.ok(items, 'an items table');
      assert.equal(items.nCols, 6, 'every column of the items on its own');
      assert.deepEqual(items.cells.filter((cell) => cell.row === 0).map((cell) => cell.text), c.header);
      assert.ok(!items.cells.some((cell) => cell.text === c.parties[1]?.[0]), 'the parties are not rows of the items');
      const last = items.cells.filter((cell) => cell.row === items.nRows - 1).map((cell) => cell.text);
      assert.equal(last[1], c.wrap ? `${c.rows[2]?.[1]} ${c.wrap}` : c.rows[2]?.[1], 'the last name keeps its wrapped line');
    });
  }

  it('a header of two rows over its figures, and a numbering row, stay one table', () => {
    const colX = [50, 70, 260, 320, 380, 470];
    const cells: [string, number, number][] = [];
    ['№', 'Товар', 'Единица', 'Количество', 'Цена', 'Сумма'].forEach((t, c) => cells.push([t, colX[c] as number, 100]));
    ['', 'наименование', 'изм.', 'мест', 'руб.', 'руб.'].forEach((t, c) => { if (t) cells.push([t, colX[c] as number, 114]); });
    ['1', '2', '3', '4', '5', '6'].forEach((t, c) => cells.push([t, colX[c] as number, 128]));
    [['1', 'Бумага', 'пач', '10', '450,00', '4 500,00'], ['2', 'Картридж', 'шт', '5', '3 200,00', '16 000,00']].forEach((row, r) => row.forEach((t, c) => cells.push([t, colX[c] as number, 142 + r * 14])));
    const p = placed(cells);
    const found = detectTables(p, p.lines, 't');
    assert.equal(found.tables.length, 1);
    assert.equal(found.tables[0]?.nRows, 5);
  });
});

describe('an invoice of one item under a parties block', () => {
  const cases = [
    { parties: [['Käufer', 'Verkäufer'], ['Stahlsysteme UG (haftungsbeschränkt)', 'Alpenservice UG (haftungsbeschränkt)'], ['Gartenweg 60', '70173 Stuttgart Gartenweg 67']] as [string, string][],
      header: ['Nr.', 'Bezeichnung', 'Menge', 'Einheit', 'Preis', 'Gesamt'], row: ['1', 'Kopierpapier A4', '5,00', 'Pkg.', '230,00', '1150,00'] },
    { parties: [['Seller', 'Buyer'], ['Summit Foods Limited Bristol', 'Oak Partners Ltd Manchester'], ['191 Mill Road', '192 Station Lane']] as [string, string][],
      header: ['No.', 'Description', 'Qty', 'Unit', 'Price', 'Total'], row: ['1', 'Office chair', "1'000", 'pcs', "1'266.18", "1'266'180.00"] },
  ];
  for (const c of cases) {
    it(`finds the header and its one row, the quantity apart from its unit set close beside it (${c.header[1]})`, () => {
      const colX = [50, 70, 260, 300, 380, 470];
      const cells: [string, number, number][] = [];
      c.parties.forEach(([a, b], r) => { cells.push([a, 50, 60 + r * 14]); cells.push([b, 290, 60 + r * 14]); });
      const top = 60 + c.parties.length * 14 + 26;
      c.header.forEach((h, k) => cells.push([h, colX[k] as number, top]));
      // The quantity flush right just past its header's end, the unit just left of its header's start:
      // 8 pt apart, less than the gap that parts two cells of 10 pt type.
      const at = (t: string, k: number): number => (k === 2 ? 288 - t.length * 5 : k === 3 ? 296 : colX[k] as number);
      c.row.forEach((t, k) => cells.push([t, at(t, k), top + 14]));
      const p = placed(cells);
      const items = detectTables(p, p.lines, 't').tables.find((t) => t.cells.some((cell) => cell.text === c.header[2])) as Table;
      assert.ok(items, 'a table of the header and its row');
      assert.deepEqual(items.cells.filter((cell) => cell.row === 1).map((cell) => cell.text), c.row);
    });
  }
});

describe('an invoice of one item with its totals lines under the table', () => {
  const cases: { header: string[]; row: string[]; totals: [string, string][] }[] = [
    { header: ['N°', 'Libellé', 'Quantité', 'Taux TVA', 'Montant HT'], row: ['1', 'Fauteuil de bureau ergonomique', '9', '20%', '6 435,00'], totals: [['Total HT:', '6 435,00'], ['Montant TVA 20 %:', '1 287,00'], ['Montant TTC:', '7 722,00']] },
    { header: ['No.', 'Description', 'Qty', 'VAT rate', 'Net amount'], row: ['1', 'Ergonomic office chair', '12', '19%', '2 400,00'], totals: [['Subtotal:', '2 400,00'], ['VAT amount 19 %:', '456,00'], ['Total due:', '2 856,00']] },
  ];
  for (const c of cases) {
    it(`keeps the header's columns, which the wider totals labels would have joined, and its quantity under its header (${c.header[1]})`, () => {
      const colX = [50, 80, 300, 380, 470];
      const top = 100;
      const cells: [string, number, number][] = c.header.map((h, k) => [h, colX[k] as number, top]);
      // The quantity flush right past its left-set header; the figures of the last column flush right at 560.
      c.row.forEach((t, k) => cells.push([t, k === 2 ? 360 - t.length * 5 : k === 4 ? 560 - t.length * 5 : colX[k] as number, top + 14]));
      // Totals labels flush right at 500, reaching under the last two headers; their amounts flush right at 560.
      c.totals.forEach(([label, amount], r) => { cells.push([label, 500 - label.length * 5, top + 34 + r * 12]); cells.push([amount, 560 - amount.length * 5, top + 34 + r * 12]); });
      const p = placed(cells);
      const t = detectTables(p, p.lines, 't').tables[0] as Table;
      assert.ok(t, 'a table');
      assert.deepEqual(t.cells.filter((cell) => cell.row === 0).map((cell) => cell.text), c.header);
      assert.deepEqual(t.cells.filter((cell) => cell.row === 1).map((cell) => cell.text), c.row);
    });
  }
});

describe('rows of a narrow name column', () => {
  /** Rows of [ordinal+name lines…, figures…]: the name's first line beside the figures, its other lines under it. */
  function rows(list: { name: string[]; figures: string[] }[], header: string[] | null): Page {
    const cells: [string, number, number][] = [];
    let y = 60;
    const figX = [200, 260, 330, 400];
    if (header) { header.forEach((h, k) => cells.push([h, k === 0 ? 50 : figX[k - 1] as number, y])); y += 16; }
    list.forEach((r, n) => {
      cells.push([`${n + 18} ${r.name[0]}`, 50, y]);
      r.figures.forEach((f, k) => cells.push([f, (figX[k] as number) + 40 - f.length * 5, y]));
      for (const more of r.name.slice(1)) { y += 11; cells.push([more, 65, y]); }
      y += 16;
    });
    return placed(cells);
  }
  const long = { name: ['Holzpalette EUR', '1200x800, Farbe', 'anthrazit, inklusive', 'Montage und', 'Inbetriebnahme,', 'hergestellt in', 'Deutschland'], figures: ['205.00', '35.62', '8.1%', "7'302.10"] };
  const short = { name: ['Kaffee Crema,', 'ganze Bohne'], figures: ['157.90', '33.52', '8.1%', "5'292.81"] };

  it('keeps a name wrapped over six lines, some longer than its first, in its row, the table\'s last', () => {
    const p = rows([short, short, long], ['Artikel', 'Menge', 'Preis', 'MwSt.', 'Betrag']);
    const t = detectTables(p, p.lines, 't').tables[0] as Table;
    assert.deepEqual(t.cells.filter((c) => c.col === 0).map((c) => c.text),
      ['Artikel', '18 Kaffee Crema, ganze Bohne', '19 Kaffee Crema, ganze Bohne', '20 Holzpalette EUR 1200x800, Farbe anthrazit, inklusive Montage und Inbetriebnahme, hergestellt in Deutschland']);
  });

  it('a table continued from the page before opens with a row of data: its wrapped name is no row of its own', () => {
    const p = rows([long, short, short], null);
    const t = detectTables(p, p.lines, 't').tables[0] as Table;
    assert.equal(t.nRows, 3);
    assert.equal(t.cells.find((c) => c.row === 0 && c.col === 0)?.text, '18 Holzpalette EUR 1200x800, Farbe anthrazit, inklusive Montage und Inbetriebnahme, hergestellt in Deutschland');
  });
});

describe('figures set close in neighbouring columns', () => {
  it('"869.62 CHF" set 6 pt from "11\'605.62 CHF" in the next column are two cells', () => {
    const header: [string, number, number][] = [['Artikel', 50, 60], ['Menge', 200, 60], ['Netto', 280, 60], ['MwSt.', 360, 60], ['Brutto', 420, 60]];
    const row = (y: number, name: string, vat: string, gross: string): [string, number, number][] =>
      [[name, 50, y], ['305.00', 200, y], ["10'736.00 CHF", 280, y], [vat, 405 - vat.length * 5, y], [gross, 476 - gross.length * 5, y]];
    const p = placed([...header, ...row(76, 'Druckerpatrone', '869.62 CHF', "11'605.62 CHF"), ...row(92, 'Kaffee Crema', '42.72 CHF', '521.53 CHF'),
      ...row(108, 'Holzpalette', '80.68 CHF', '976.68 CHF')]);
    const t = detectTables(p, p.lines, 't').tables[0] as Table;
    assert.deepEqual(t.cells.filter((c) => c.row === 1).map((c) => c.text), ['Druckerpatrone', '305.00', "10'736.00 CHF", '869.62 CHF', "11'605.62 CHF"]);
  });
});

describe('a long name set close to the next column', () => {
  const header: [string, number, number][] = [['Nr.', 40, 60], ['Artikelbezeichnung', 60, 60], ['Artikelnummer', 330, 60], ['Menge', 420, 60], ['Betrag', 480, 60]];
  const rows = (name: string, code: string, codeX: number): [string, number, number][] => [
    ['1', 40, 76], ['Netzwerkswitch 24 Port', 60, 76], ['45540', 330, 76], ['4', 420, 76], ["2'617.72", 480, 76],
    ['2', 40, 92], [name, 60, 92], [code, codeX, 92], ['1', 420, 92], ['341.42', 480, 92],
    ['3', 40, 108], ['Reinigungsmittel 5 l', 60, 108], ['A296-72', 330, 108], ['318', 420, 108], ["11'686.50", 480, 108]];
  it('a text layer\'s run of name and the code beside it are two cells where the columns part', () => {
    // "…, Lieferung" ends 4 pt before the code: one segment by its gap, two runs of the text layer.
    const name = 'Netzwerkswitch, gemäß Angebot 2024-117, Lieferung';
    const p = placed([...header, ...rows(name, 'I952-50', 60 + name.length * 5 + 4)]);
    const t = detectTables(p, p.lines, 't').tables[0] as Table;
    assert.deepEqual(t.cells.filter((c) => c.row === 2).map((c) => c.text), ['2', name, 'I952-50', '1', '341.42']);
  });
  it('OCR\'s words of a long name over the next column stay with the name', () => {
    const name = 'Netzwerkswitch, gemäß Angebot 2024-117, Lieferung frei';
    const words: [string, number, number][] = [];
    let x = 60;
    for (const w of name.split(' ')) { words.push([w, x, 92]); x += w.length * 5 + 5; }
    const cells = [...header, ...rows('', '', 0).filter(([t, , y]) => !(y === 92 && (t === '' || t === 'I952-50'))), ...words];
    const items: TextItem[] = cells.filter(([t]) => t !== '').map(([text, x0, y], i) => ({ id: `o${i}`, text, box: [x0, y, x0 + text.length * 5, y + 10] as Box, fontSize: 10, eol: false, ocrConfidence: 90 }));
    const p = withLines({ no: 1, widthPt: 595, heightPt: 842, rotation: 0, layer: 'ocr', items });
    const t = detectTables(p, p.lines, 't').tables[0] as Table;
    assert.equal(t.cells.find((c) => c.row === 2 && c.col === 1)?.text, name);
  });
});

/** Cells at their own x, 5 pt per character, rows 14 pt apart. */
function rowsAt(rows: [string, number][][]): Page {
  const items: TextItem[] = [];
  rows.forEach((cells, r) => cells.forEach(([text, x], c) => {
    const y = 100 + r * 14;
    items.push({ id: `i${r}_${c}`, text, box: [x, y, x + text.length * 5, y + 10], fontSize: 10, eol: c === cells.length - 1 });
  }));
  return withLines({ no: 1, widthPt: 595, heightPt: 842, rotation: 0, layer: 'vector', items });
}

describe('a table of one item', () => {
  it('gives a figure under no header to the header beside it with nothing under it, a totals line under the item or not', () => {
    for (const totals of [false, true]) {
      const p = rowsAt([
        [['No', 50], ['Item description', 80], ['Quantity', 260], ['Rate', 380], ['Amount', 460]],
        [['1', 50], ['USB-C docking station', 80], ['494', 320], ['48.11', 380], ['23766.34', 460]],
        ...(totals ? [[['Subtotal', 260], ['23766.34', 460]] as [string, number][]] : []),
      ]);
      const t = detectTables(p, groupLines(p.items), 't').tables[0] as Table;
      const quantity = t.cells.find((c) => c.row === 0 && c.text === 'Quantity');
      assert.ok(quantity, `totals ${totals}`);
      assert.equal(t.cells.find((c) => c.row === 1 && c.col === quantity.col)?.text, '494', `totals ${totals}`);
    }
  });
});

describe('a one-item table whose name fell left of its header', () => {
  it('joins the name to the header beside it, a totals line with a label under the item', () => {
    for (const [head, name] of [['Libellé', 'Palette bois 120x80'], ['Bezeichnung', 'Holzpalette EUR'], ['Наименование', 'Поддон деревянный']] as const) {
      const p = rowsAt([
        [[head, 140], ['PU HT', 260], ['Qté.', 340], ['Montant HT', 440]],
        [[name, 40], ['676,44 EUR', 260], ['8', 350], ['5 411,52', 450], ['EUR', 510]],
        [['Total brut HT:', 330], ['5 411,52', 450], ['EUR', 510]],
      ]);
      const t = detectTables(p, groupLines(p.items), 't').tables[0] as Table;
      const col = t.cells.find((c) => c.row === 0 && c.text === head)?.col;
      assert.equal(t.cells.find((c) => c.row === 1 && c.col === col)?.text, name, head);
    }
  });
});

describe('a header centred over a column of left-aligned names', () => {
  for (const [lang, head, names] of [
    ['en', 'Description of goods', ['Coffee beans', 'Laptop docking station, grey, boxed', 'Copper wire']],
    ['ru', 'Наименование товара', ['Сахар-песок', 'Бумага офисная А4 80 г/м², 500 листов', 'Клей ПВА 1 л']],
  ] as const) {
    it(`keeps short names falling left of the header and long ones under it in one column (${lang})`, () => {
      const p = rowsAt([
        [[head, 115], ['Qty', 300], ['Price', 380], ['Amount', 460]],
        [[names[0], 50], ['67.1', 300], ['16.31', 380], ['1,094.40', 460]],
        [[names[1], 50], ['7', 300], ['255.00', 380], ['1,785.00', 460]],
        [[names[2], 50], ['193.1', 300], ['49.83', 380], ['9,622.17', 460]],
      ]);
      const t = detectTables(p, groupLines(p.items), 't').tables[0] as Table;
      assert.equal(t.nCols, 4);
      assert.deepEqual([0, 1, 2, 3].map((r) => t.cells.find((c) => c.row === r && c.col === 0)?.text), [head, ...names]);
    });
  }
  it('does so in a table of two items, one name on each side of the header', () => {
    const p = rowsAt([
      [['No', 50], ['Description of goods', 115], ['Qty', 300], ['Price', 380], ['Amount', 460]],
      [['1', 50], ['Gloves L', 70], ['2', 300], ['753.00', 380], ['1506.00', 460]],
      [['2', 50], ['Laptop docking station, grey, boxed', 70], ['6', 300], ['631.00', 380], ['3786.00', 460]],
    ]);
    const t = detectTables(p, groupLines(p.items), 't').tables[0] as Table;
    assert.deepEqual([1, 2].map((r) => t.cells.find((c) => c.row === r && c.col === 1)?.text), ['Gloves L', 'Laptop docking station, grey, boxed']);
  });
  it('keeps a column of codes under no header apart from the names beside it', () => {
    const p = rowsAt([
      [['Description', 135], ['Qty', 300], ['Amount', 460]],
      [['A-100', 50], ['Coffee beans', 135], ['67', 300], ['1,094.40', 460]],
      [['B-220', 50], ['Copper wire', 135], ['7', 300], ['1,785.00', 460]],
    ]);
    const t = detectTables(p, groupLines(p.items), 't').tables[0] as Table;
    assert.equal(t.nCols, 4);
    assert.equal(t.cells.find((c) => c.row === 1 && c.col === 0)?.text, 'A-100');
  });
});

describe('a one-cell line under a row of a padded table', () => {
  /** Rows 14 pt apart (10 pt high: 4 pt of padding between them); a wrapped line follows 11 pt under its row. */
  function rows(lines: [string[], number][]): Page {
    const colX = [50, 300, 380, 460];
    const items: TextItem[] = [];
    lines.forEach(([cells, y], r) => cells.forEach((text, c) => {
      if (!text) return;
      items.push({ id: `i${r}_${c}`, text, box: [colX[c] as number, y, (colX[c] as number) + text.length * 5, y + 10], fontSize: 10, eol: c === cells.length - 1 });
    }));
    return withLines({ no: 1, widthPt: 595, heightPt: 842, rotation: 0, layer: 'vector', items });
  }
  for (const [lang, caption, wrapped] of [['fr', 'Non alimentaire', 'fabriqué en France'], ['de', 'Verbrauchsmaterial', 'aus Edelstahl'], ['ru', 'Расходные материалы', 'производство Россия']] as const) {
    it(`is a row of its own at a row's distance, and the name's next line close under it (${lang})`, () => {
      const p = rows([
        [['Name', 'Qty', 'Price', 'Amount'], 100],
        [['Ampoule LED E27 9 W', '9', '869,20', '7 822,80'], 114],
        [[caption], 128],
        [['Eau minérale 1,5 L', '5', '948,00', '4 740,00'], 142],
        [['Ramette papier A4 80 g,', '6', '650,61', '3 903,66'], 156],
        [[wrapped], 167],
        [['Clavier sans fil', '1', '1 094,80', '1 094,80'], 181],
        [['Vis inox A2 6x40', '1', '1 032,22', '1 032,22'], 195],
      ]);
      const t = detectTables(p, groupLines(p.items), 't').tables[0] as Table;
      const names = Array.from({ length: t.nRows }, (_, r) => t.cells.find((c) => c.row === r && c.col === 0)?.text);
      assert.deepEqual(names, ['Name', 'Ampoule LED E27 9 W', caption, 'Eau minérale 1,5 L', `Ramette papier A4 80 g, ${wrapped}`, 'Clavier sans fil', 'Vis inox A2 6x40']);
    });
  }
});

describe('a lower-case line at a row\'s distance under a name', () => {
  // Scans measure gaps from uneven ink: a wrapped line can stand as far below as rows do.
  for (const [lang, name, rest, caption] of [
    ['en', 'Printer toner cartridge, including installation', 'and testing', 'Services'],
    ['fr', 'Palette bois 120x80, pose et mise en service', 'comprises, fabriqué en France', 'Non alimentaire'],
    ['ru', 'Труба стальная ВГП 20х2,8, с доставкой', 'до склада покупателя', 'Расходные материалы'],
  ] as const) {
    it(`carries the name on; a capitalised line there is a row of its own (${lang})`, () => {
      const build = (line: string): Page => {
        const items: TextItem[] = [];
        const at = (id: string, text: string, x: number, y: number): void => { items.push({ id, text, box: [x, y, x + text.length * 4, y + 10], fontSize: 10, eol: false }); };
        [['Name', 'Qty', 'Price', 'Amount'], ['Bolts M8', '7', '192,42', '1 346,94'], ['Cable 5 m', '2', '262,00', '524,00'], [name, '10', '91,00', '910,00']].forEach((cells, r) => cells.forEach((t, c) => at(`r${r}c${c}`, t, [50, 300, 380, 460][c] as number, 100 + r * 14)));
        at('wrap', line, 50, 156);
        at('next0', 'Wireless mouse', 50, 170); at('next1', '7', 300, 170); at('next2', '20,00', 380, 170); at('next3', '140,00', 460, 170);
        return withLines({ no: 1, widthPt: 595, heightPt: 842, rotation: 0, layer: 'vector', items });
      };
      const namesOf = (p: Page): (string | undefined)[] => {
        const t = detectTables(p, groupLines(p.items), 't').tables[0] as Table;
        return Array.from({ length: t.nRows }, (_, r) => t.cells.find((c) => c.row === r && c.col === 0)?.text);
      };
      assert.deepEqual(namesOf(build(rest)), ['Name', 'Bolts M8', 'Cable 5 m', `${name} ${rest}`, 'Wireless mouse']);
      assert.deepEqual(namesOf(build(caption)), ['Name', 'Bolts M8', 'Cable 5 m', name, caption, 'Wireless mouse']);
    });
  }
});

describe('a name whose figures line up with other rows\' figures', () => {
  // A column a few words wide wraps names where it can: several lines end on a figure at its right
  // edge ("… 500", "… 5"), an edge of figures that cuts the name column there.
  for (const [lang, paper, wrap, soap, unit] of [
    ['de', 'Kopierpapier A4, 80 g/m², 500', 'Blatt, hergestellt in Deutschland', 'Reinigungsmittel Konzentrat 5', 'l'],
    ['en', 'Copy paper A4, 80 gsm, 500', 'sheets, made in Germany, boxed', 'Cleaning agent concentrate 5', 'l'],
    ['ru', 'Бумага офисная А4, 80 г/м², 500', 'листов, производство Россия', 'Средство моющее, канистра 5', 'л'],
  ] as const) {
    it(`keeps the word after such a figure and the name's wrapped line with the name (${lang})`, () => {
      const items: TextItem[] = [];
      const at = (id: string, text: string, x: number, y: number, width = text.length * 5): void => { items.push({ id, text, box: [x, y, x + width, y + 10], fontSize: 10, eol: false }); };
      // A long line's words from x = 50 to x = 240, a space (4 pt) between them, letters as wide as
      // they must be; a short one in 5 pt letters.
      const words = (id: string, text: string, y: number): void => {
        const ws = text.split(' ');
        const chars = ws.reduce((n, w) => n + w.length, 0);
        const per = text.length > 20 ? (190 - 4 * (ws.length - 1)) / chars : 5;
        let x = 50;
        ws.forEach((w, i) => { at(`${id}w${i}`, w, x, y, w.length * per); x += w.length * per + 4; });
      };
      at('h0', 'Description', 100, 100); at('h1', 'Qty', 280, 100); at('h2', 'Price', 340, 100); at('h3', 'Amount', 420, 100);
      const rows = [soap, 'Network switch 24 Port', 'Coffee beans', paper, 'Gloves size 10', 'Drill 18 V', 'Cable duct white', paper, 'Printer ink black', paper];
      let y = 114;
      rows.forEach((name, k) => {
        const r = k + 1;
        words(`r${r}`, name, y);
        if (r === 1) at('unit', unit, 245, y);
        // Each row's number set close before its name; a group caption under the third row's number.
        at(`n${r}`, String(r), 38, y);
        if (r === 3) { y += 11; at('caption', 'Material', 38, y); }
        at(`q${r}`, String(r * 3), 280, y); at(`p${r}`, '2,00', 340, y); at(`s${r}`, `${r * 6},00`, 420, y);
        if (r === 8) { y += 11; at('wrap', wrap, 50, y); }
        y += 14;
      });
      const p = withLines({ no: 1, widthPt: 595, heightPt: 842, rotation: 0, layer: 'vector', items });
      const t = detectTables(p, groupLines(p.items), 't').tables[0] as Table;
      const names = Array.from({ length: t.nRows }, (_, r) => t.cells.filter((c) => c.row === r && c.col <= 1).map((c) => c.text).join(' ').trim());
      assert.deepEqual(names, ['Description', `1 ${soap} ${unit}`, ...rows.slice(1, 3).map((n, i) => `${i + 2} ${n}`), 'Material',
        ...rows.slice(3, 7).map((n, i) => `${i + 4} ${n}`), `8 ${paper} ${wrap}`, ...rows.slice(8).map((n, i) => `${i + 9} ${n}`)]);
    });
  }
});

describe('a heading under a small table set tight', () => {
  for (const [lang, labels, values, heading] of [
    ['de', ['Rechnung Nr.', 'Datum', 'Fällig am'], ['2024/902', '12.02.2024', '22.02.2024'], 'VERKÄUFER'],
    ['en', ['Invoice No.', 'Date', 'Due date'], ['2024-17', '03.04.2024', '03.05.2024'], 'SELLER'],
    ['ru', ['Номер', 'Дата', 'Срок оплаты'], ['77/1', '12.02.2024', '22.02.2024'], 'ПОСТАВЩИК'],
  ] as const) {
    it(`is no wrapped line of the value above it, a wrapped value at the leading is (${lang})`, () => {
      const cells = (y: number, texts: readonly string[]): [string, number, number][] => texts.map((t, i) => [t, 40 + i * 90, y]);
      const p = placed([...cells(58, labels), ...cells(69, values), [heading, 40, 86]]);
      const t = detectTables(p, p.lines, 't').tables[0] as Table;
      assert.equal(t.cells.find((c) => c.row === 1 && c.col === 0)?.text, values[0]);
      // OCR sets lines unevenly: the heading as close under the values as a wrapped line would be.
      const close = placed([...cells(58, labels), ...cells(66, values), [heading, 40, 78]]);
      assert.equal((detectTables(close, close.lines, 't').tables[0] as Table).cells.find((c) => c.row === 1 && c.col === 0)?.text, values[0]);
      const wrapped = placed([...cells(58, labels), ...cells(69, values), ['(Teil 2)', 40, 80]]);
      const w = detectTables(wrapped, wrapped.lines, 't').tables[0] as Table;
      assert.equal(w.cells.find((c) => c.row === 1 && c.col === 0)?.text, `${values[0]} (Teil 2)`);
    });
  }
});
