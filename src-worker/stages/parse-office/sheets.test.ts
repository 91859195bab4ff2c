import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import CFB from 'cfb';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { AppError } from '../../../src-shared/contract/app-error';
import { corpusBytes } from '../../../test/helpers/corpus';
import { readSheetJsCells } from '../../adapters/xls';
import { formatDate, formatNumber } from '../../lib/sheets/cells';
import { parseXls, parseXlsx, readSheets } from './index';

function input(bytes: Uint8Array, fileName: string): Parameters<typeof parseXlsx>[0] {
  return { bytes, fileName, fileHash: null, language: null, progress: () => {} };
}

const GOODS = [
  ['№', 'Наименование', 'Кол-во', 'Цена', 'Дата'],
  ['1', 'Бумага офисная А4', '100', '450', '2024-03-12'],
  ['2', 'Картридж лазерный', '5', '3200', '2024-03-13'],
  ['3', 'Папка-регистратор', '20', '180.5', '2024-03-14'],
  ['', '', '125', '', ''],
];
const CHINESE = [
  ['项目', '金额'],
  ['合同总金额', '125400'],
];

async function xlsxOf(build: (wb: ExcelJS.Workbook) => void): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  build(wb);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

/** Rewrites one part of a ZIP package (cfb reads and writes ZIP too). */
function patchZip(bytes: Uint8Array, part: RegExp, edit: (xml: string) => string): Uint8Array {
  const container = CFB.read(bytes, { type: 'buffer' });
  const i = container.FullPaths.findIndex((p) => part.test(p));
  const entry = container.FileIndex[i];
  assert.ok(entry, `no part ${part}`);
  entry.content = Buffer.from(edit(Buffer.from(entry.content).toString('utf8')), 'utf8');
  return new Uint8Array(CFB.write(container, { fileType: 'zip', type: 'buffer' }) as Buffer);
}

describe('spreadsheets: synthetic sheets.xlsx and sheets.xls', () => {
  for (const [name, parse, format] of [['sheets.xlsx', parseXlsx, 'xlsx'], ['sheets.xls', parseXls, 'xls']] as const) {
    it(`${name}: one logical page per sheet, ISO dates, cached formula result, numbers as written`, async () => {
      const doc = await parse(input(corpusBytes(`synthetic/${name}`), name));
      assert.equal(doc.source.format, format);
      assert.deepEqual(doc.pages.map((p) => p.no), [1, 2]);
      const md = doc.markdown;
      assert.ok(md.startsWith('## Товары\n\n| № | Наименование | Кол-во | Цена | Дата |\n| --- | --- | --- | --- | --- |\n'));
      assert.ok(md.includes('| 1 | Бумага офисная А4 | 100 | 450 | 2024-03-12 |'));
      assert.ok(md.includes('| 3 | Папка-регистратор | 20 | 180.5 | 2024-03-14 |'));
      assert.ok(md.includes('|  |  | 125 |  |  |'));
      assert.ok(md.includes('## 中文\n\n| 项目 | 金额 |\n| --- | --- |\n| 合同总金额 | 125400 |'));
      assert.deepEqual(doc.tables.map((t) => [t.id, t.nRows, t.nCols, t.pages]), [['t1', 5, 5, [1]], ['t2', 2, 2, [2]]]);
      assert.equal(doc.tables[0]?.cells.find((c) => c.row === 2 && c.col === 1)?.text, 'Картридж лазерный');
      assert.equal(doc.stats.sheets, 2);
      const sheetMd = md.split('\n\n## ');
      assert.deepEqual(doc.stats.perSheet, [{ chars: [...(sheetMd[0] ?? '')].length, areaA4: 1 }, { chars: [...`## ${sheetMd[1]}`].length, areaA4: 1 }]);
    });
  }
  it('readSheets returns the rows of both workbooks, header first', async () => {
    for (const name of ['sheets.xlsx', 'sheets.xls']) {
      const sheets = await readSheets(corpusBytes(`synthetic/${name}`), name);
      assert.deepEqual(sheets, [{ name: 'Товары', rows: GOODS }, { name: '中文', rows: CHINESE }]);
    }
  });
});

describe('spreadsheets: values', () => {
  it('drops float noise, keeps dates and times apart, shows a percent format', async () => {
    const bytes = await xlsxOf((wb) => {
      const ws = wb.addWorksheet('V');
      ws.addRow(['n', 'd', 't', 'p', 'f']);
      ws.addRow([180.50000000000003, new Date(Date.UTC(2024, 2, 12)), new Date(Date.UTC(2024, 2, 12, 10, 33, 2)), 0.1, { formula: '0.1+0.2', result: 0.30000000000000004 }]);
      ws.getCell('D2').numFmt = '0%';
    });
    const [sheet] = await readSheets(bytes, 'v.xlsx');
    assert.deepEqual(sheet?.rows[1], ['180.5', '2024-03-12', '2024-03-12 10:33:02', '10%', '0.3']);
  });
  it('tells a literal percent sign (1C writes VAT 18 as `0\\%`) from a percent format', async () => {
    const literal = await xlsxOf((wb) => {
      const ws = wb.addWorksheet('L');
      ws.addRow(['vat', 18]);
      ws.getCell('B1').numFmt = '0\\%';
    });
    assert.deepEqual((await readSheets(literal, 'l.xlsx'))[0]?.rows, [['vat', '18%']]);
    const both = await xlsxOf((wb) => {
      const ws = wb.addWorksheet('B');
      ws.addRow([0.1, 18]);
      ws.getCell('A1').numFmt = '0%';
      ws.getCell('B1').numFmt = '0\\%';
    });
    // exceljs reads both back as `0%`; when the workbook uses both, the number is shown as stored.
    assert.deepEqual((await readSheets(both, 'b.xlsx'))[0]?.rows, [['0.1', '18']]);
  });
  it('formats numbers and dates without locale or float noise', () => {
    assert.deepEqual([formatNumber(0.1 + 0.2), formatNumber(4606471153038), formatNumber(-3.86), formatNumber(1e21)], ['0.3', '4606471153038', '-3.86', '1e+21']);
    assert.equal(formatDate(new Date(Date.UTC(1899, 11, 30, 10, 33, 2))), '10:33:02');
    assert.equal(formatDate(new Date(Date.UTC(2016, 0, 1, 0, 0, 0, 1))), '2016-01-01');
    assert.equal(formatDate(new Date(Date.UTC(2016, 0, 1, 9, 30))), '2016-01-01 09:30');
  });
  it('reads SheetJS dates by their calendar fields, whatever the time zone', () => {
    // The process time zone must not move the day (sheet_to_json would shift to local time).
    const sheets = readSheetJsCells(corpusBytes('synthetic/sheets.xls'));
    const dates = sheets[0]?.cells.filter((c) => c.value instanceof Date).map((c) => (c.value as Date).toISOString());
    assert.deepEqual(dates, ['2024-03-12T00:00:00.000Z', '2024-03-13T00:00:00.000Z', '2024-03-14T00:00:00.000Z']);
  });
  it('an empty workbook gives an empty markdown and no billed sheet, without throwing', async () => {
    const bytes = await xlsxOf((wb) => {
      wb.addWorksheet('Empty');
    });
    const doc = await parseXlsx(input(bytes, 'empty.xlsx'));
    assert.equal(doc.markdown, '');
    assert.deepEqual([doc.tables, doc.stats.perSheet, doc.pages.length], [[], [], 1]);
  });
  it('skips empty sheets and drops empty rows and columns', async () => {
    const bytes = await xlsxOf((wb) => {
      wb.addWorksheet('Blank');
      const ws = wb.addWorksheet('Data');
      ws.getCell('C3').value = 'h1';
      ws.getCell('E3').value = 'h2';
      ws.getCell('C6').value = 1;
      ws.getCell('E6').value = 2;
    });
    const sheets = await readSheets(bytes, 'x.xlsx');
    assert.deepEqual(sheets, [{ name: 'Data', rows: [['h1', 'h2'], ['1', '2']] }]);
  });
});

describe('spreadsheets: hostile input', () => {
  it('a sheet named __proto__ and a comment ref __proto__ do not pollute Object.prototype (exceljs and SheetJS)', async () => {
    const plain = await xlsxOf((wb) => {
      const ws = wb.addWorksheet('__proto__');
      ws.getCell('A1').value = 'polluted';
      ws.getCell('A1').note = 'polluted';
      wb.addWorksheet('constructor').getCell('A1').value = 'ok';
    });
    const crafted = patchZip(plain, /comments1\.xml$/, (xml) => xml.replace('ref="A1"', 'ref="__proto__"'));
    const doc = await parseXlsx(input(crafted, 'poc.xlsx'));
    assert.ok(doc.markdown.includes('## constructor'));
    const viaSheetJs = readSheetJsCells(crafted);
    assert.deepEqual(viaSheetJs.map((s) => s.name), ['__proto__', 'constructor']);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['x', 1]]), '__proto__');
    const xls = new Uint8Array(XLSX.write(book, { bookType: 'biff8', type: 'buffer' }) as Buffer);
    assert.deepEqual(await readSheets(xls, 'p.xls'), [{ name: '__proto__', rows: [['x', '1']] }]);
    const probe: Record<string, unknown> = {};
    assert.equal(probe.polluted, undefined);
    assert.equal(probe.c, undefined);
    assert.equal(probe.t, undefined);
  });
  it('falls back to SheetJS when exceljs rejects the workbook', async () => {
    const base = await xlsxOf((wb) => {
      const ws = wb.addWorksheet('M');
      ws.getCell('A1').value = 'kept';
    });
    // Overlapping merges: exceljs "Cannot merge already merged cells" unless mergeCells is skipped.
    const merged = patchZip(base, /sheet1\.xml$/, (xml) => xml.replace('</sheetData>', '</sheetData><mergeCells count="2"><mergeCell ref="A1:B2"/><mergeCell ref="B2:C3"/></mergeCells>'));
    assert.deepEqual(await readSheets(merged, 'm.xlsx'), [{ name: 'M', rows: [['kept']] }]);
  });
  it('refuses a password-protected XLS and reports garbage as PARSING_ERROR', async () => {
    const truncated = corpusBytes('synthetic/sheets.xls').subarray(0, 3000);
    await assert.rejects(parseXls(input(truncated, 'cut.xls')), (err: unknown) => err instanceof AppError && err.code === 'PARSING_ERROR');
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['secret']]), 'S');
    const xls = Buffer.from(XLSX.write(book, { bookType: 'biff8', type: 'buffer' }) as Buffer);
    // BOF record of the globals substream, then a FILEPASS (0x002F) record as Excel writes for a password.
    const container = CFB.read(xls, { type: 'buffer' });
    const wbEntry = container.FileIndex.find((e) => e.name === 'Workbook');
    assert.ok(wbEntry);
    const stream = Buffer.from(wbEntry.content);
    const bofLen = 4 + stream.readUInt16LE(2);
    const filepass = Buffer.from([0x2f, 0x00, 0x06, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00]);
    wbEntry.content = Buffer.concat([stream.subarray(0, bofLen), filepass, stream.subarray(bofLen)]);
    const encrypted = new Uint8Array(CFB.write(container, { type: 'buffer' }) as Buffer);
    await assert.rejects(parseXls(input(encrypted, 'enc.xls')), (err: unknown) => err instanceof AppError && err.details.reason === 'encrypted');
  });
});
