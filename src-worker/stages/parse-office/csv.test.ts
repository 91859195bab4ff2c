import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import iconv from 'iconv-lite';
import { corpusBytes } from '../../../test/helpers/corpus';
import { decodeText } from '../../adapters/csv';
import { parseCsv, readSheets } from './index';

function input(bytes: Uint8Array, fileName = 'data.csv'): Parameters<typeof parseCsv>[0] {
  return { bytes, fileName, fileHash: null, language: null, progress: () => {} };
}

const CP1251_ROWS = [
  ['Номер', 'Наименование', 'Количество', 'Цена', 'Дата'],
  ['1', 'Бумага офисная А4', '100', '450,00', '12.03.2024'],
  ['2', 'Картридж "лазерный"; чёрный', '5', '3 200,00', '13.03.2024'],
  ['3', 'Папка-регистратор', '20', '180,50', '14.03.2024'],
];

const encode = (text: string, encoding: string): Uint8Array => new Uint8Array(iconv.encode(text, encoding));

describe('parseCsv: synthetic/cp1251.csv', () => {
  it('detects windows-1251 and `;`, keeps the quoted field with "" and ; intact', async () => {
    const doc = await parseCsv(input(corpusBytes('synthetic/cp1251.csv'), 'cp1251.csv'));
    assert.equal(doc.source.format, 'csv');
    assert.ok(doc.markdown.startsWith('| Номер | Наименование | Количество | Цена | Дата |\n| --- | --- | --- | --- | --- |\n'));
    assert.ok(doc.markdown.includes('| 2 | Картридж "лазерный"; чёрный | 5 | 3 200,00 | 13.03.2024 |'));
    assert.deepEqual(doc.tables.map((t) => [t.nRows, t.nCols]), [[4, 5]]);
    assert.deepEqual(doc.stats.perSheet, [{ chars: doc.stats.chars, areaA4: 1 }]);
    assert.equal(doc.pages.length, 1);
  });
  it('readSheets gives the rows and the encoding (the registry accepts UTF-8 only)', async () => {
    assert.deepEqual(await readSheets(corpusBytes('synthetic/cp1251.csv'), 'cp1251.csv'), [{ name: 'cp1251', rows: CP1251_ROWS, encoding: 'windows-1251' }]);
  });
});

describe('CSV encodings', () => {
  const text = 'Номер;Наименование\r\n1;Бумага офисная А4\r\n2;Картридж лазерный чёрный\r\n';
  const rows = [['Номер', 'Наименование'], ['1', 'Бумага офисная А4'], ['2', 'Картридж лазерный чёрный']];
  for (const [label, bytes, encoding] of [
    ['UTF-8', encode(text, 'utf-8'), 'utf-8'],
    ['UTF-8 with BOM', new Uint8Array([0xef, 0xbb, 0xbf, ...encode(text, 'utf-8')]), 'utf-8'],
    ['UTF-16LE with BOM', new Uint8Array([0xff, 0xfe, ...encode(text, 'utf-16le')]), 'utf-16le'],
    ['UTF-16BE with BOM', new Uint8Array([0xfe, 0xff, ...encode(text, 'utf-16be')]), 'utf-16be'],
    ['KOI8-R', encode(text.repeat(20), 'koi8-r'), 'koi8-r'],
  ] as const) {
    it(`reads ${label}`, async () => {
      const [sheet] = await readSheets(bytes, 'e.csv');
      assert.equal(sheet?.encoding, encoding);
      assert.deepEqual(sheet?.rows.slice(0, 3), rows);
    });
  }
  it('reads GB18030 Chinese', () => {
    const zh = '项目,金额\n合同总金额,125400\n供货方应在三十天内将货物交付给购买方,1\n本合同一式两份双方各执一份具有同等效力,2\n';
    const decoded = decodeText(encode(zh.repeat(5), 'gb18030'));
    assert.equal(decoded.encoding, 'gb18030');
    assert.ok(decoded.text.startsWith(zh));
  });
});

describe('CSV delimiters and quoting', () => {
  it('finds comma, tab and pipe delimiters', async () => {
    for (const d of [',', '\t', '|']) {
      const [sheet] = await readSheets(encode(`a${d}b${d}c\n1${d}2${d}3\n4${d}5${d}6\n`, 'utf-8'), 'd.csv');
      assert.deepEqual(sheet?.rows, [['a', 'b', 'c'], ['1', '2', '3'], ['4', '5', '6']], JSON.stringify(d));
    }
  });
  it('keeps commas inside quotes (docling csv-comma-in-cell)', async () => {
    const doc = await parseCsv(input(corpusBytes('external/office/docling/csv-comma-in-cell.csv')));
    assert.ok(doc.markdown.includes('| a | , | c | d |'));
    assert.deepEqual(doc.tables.map((t) => [t.nRows, t.nCols]), [[5, 4]]);
  });
  it('keeps line breaks inside quoted fields in the cell, escapes pipes in the markdown', async () => {
    const [sheet] = await readSheets(encode('name;note\n"x";"line 1\nline 2"\n"a|b";c\n', 'utf-8'), 'q.csv');
    assert.deepEqual(sheet?.rows, [['name', 'note'], ['x', 'line 1\nline 2'], ['a|b', 'c']]);
    const doc = await parseCsv(input(encode('name;note\n"x";"line 1\nline 2"\n"a|b";c\n', 'utf-8')));
    assert.ok(doc.markdown.includes('| x | line 1 line 2 |\n| a\\|b | c |'));
  });
  it('an empty file gives an empty document, not an error', async () => {
    const doc = await parseCsv(input(new Uint8Array(0)));
    assert.equal(doc.markdown, '');
    assert.deepEqual([doc.tables, doc.stats.perSheet], [[], []]);
    assert.deepEqual(await readSheets(encode('\r\n   \r\n\r\n', 'utf-8'), 'blank.csv'), []);
  });
  it('a CSV that is really an XLSX is read as one', async () => {
    const doc = await parseCsv(input(corpusBytes('synthetic/sheets.xlsx'), 'misnamed.csv'));
    assert.equal(doc.source.format, 'xlsx');
  });
});

describe('parseCsv: the page ceiling (issue 16)', () => {
  const withCeiling = (text: string, pageCeiling: number): Parameters<typeof parseCsv>[0] => ({ ...input(new TextEncoder().encode(text)), pageCeiling });
  const refused = (pages: number, atLeast: boolean) => (err: unknown): boolean => {
    assert.equal((err as { code?: string }).code, 'PAYLOAD_TOO_LARGE');
    assert.deepEqual((err as { details?: unknown }).details, { pages, max_pages_per_document: 2 });
    assert.equal((err as Error).message.includes('at least'), atLeast);
    return true;
  };
  it('refuses from the text alone when its characters already pass the ceiling, before splitting it into fields', async () => {
    await assert.rejects(parseCsv(withCeiling(`${'abcdefghi,'.repeat(1000)}\n`, 2)), refused(5, true));
  });
  it('refuses on the exact count when the markdown passes the ceiling though the text did not', async () => {
    // 1,000 one-digit fields: 1,000 characters of text, but "| 1 " and "| --- " per column in the markdown.
    await assert.rejects(parseCsv(withCeiling(`${'1,'.repeat(1000)}\n`, 2)), refused(6, false));
  });
  it('parses what fits', async () => {
    const doc = await parseCsv(withCeiling('a,b\n1,2\n', 2));
    assert.equal(doc.tables.length, 1);
  });
});
