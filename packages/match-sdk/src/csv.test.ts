import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readSheets } from '../../../src-worker/lib/sheets/workbook';
import { rowsToGrid } from '../../../src-worker/lib/sheets/cells';
import { CsvEncodingError, guessDelimiter, readCsvRows } from './csv';

/** The SDK's rows, the registry bytes cut into pieces of `size` bytes (boundaries inside characters, quotes, CRLF). */
async function sdkRows(bytes: Uint8Array, size: number): Promise<string[][]> {
  const pieces: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size));
  const rows: string[][] = [];
  for await (const row of readCsvRows(pieces)) rows.push(row);
  return rows;
}

/** Registries written the ways people save them; the server's reader (papaparse) is the reference. */
const VARIANTS: Record<string, string> = {
  semicolon: 'sku;title;price\nA-100;Бумага офисная;10,5\nB-200;Картридж;7\n',
  'comma, quotes with delimiters, doubled quotes and line breaks': 'sku,title\n"A,1","Бумага ""Снегурочка"", А4"\n"B\n2",plain\nC," spaced "\n',
  tab: 'sku\ttitle\nA\tx y\nB\t"q\tq"\n',
  pipe: 'sku|title\nA|1\nB|2\nC|3\n',
  'CRLF endings, a quoted CRLF': 'sku;note\r\nA;"line1\r\nline2"\r\nB;x\r\n',
  'CR endings': 'sku,n\rA,1\rB,2\r',
  'UTF-8 BOM': '\ufeffsku;n\nA;1\n',
  'blank and whitespace lines, a trailing delimiter, no final newline': '\n  \nsku;n;\nA;1;\n\n ; \nB;2;',
  'one column: no delimiter to guess': 'sku\nA-1\nB-2\n',
  'uneven rows': 'sku;a;b\nA;1\nB;1;2;3\nC\n',
  'a quote inside a plain field': 'sku,t\nA,5" disk\nB,x\n',
  'text after a closing quote': 'sku,t\n"A"x,1\nB,2\n',
  'spaces after a closing quote': 'sku,t\n"A"  ,1\n"B" \nC,3\n',
  'quotes inside a quoted field that do not close it': 'sku,t\n"A"x"y",1\n"B" "q",2\nC,3\n',
  'an escaped quote before the closing one': 'sku;t\n"A""";"""x"""\nB;2\n',
  'a quote left open to the end': 'sku,t\nA,1\n"B,2\nC,3\n',
  'commas inside a semicolon file': 'sku;title\nA;Бумага, А4, 500 л.\nB;Ручка, синяя\nC;Папка\n',
};

describe('readCsvRows reads as the server reads', () => {
  for (const [name, text] of Object.entries(VARIANTS)) {
    it(name, async () => {
      const bytes = new TextEncoder().encode(text);
      const server = (await readSheets(bytes, 'r.csv'))[0]?.rows ?? [];
      for (const size of [1, 3, 7, 64, 1 << 20]) {
        assert.deepEqual(rowsToGrid(await sdkRows(bytes, size)), server, `pieces of ${size} bytes`);
      }
    });
  }

  it('a registry over a megabyte (the guessing sample) reads the same past it', async () => {
    const lines = ['sku;title'];
    for (let i = 0; i < 40_000; i++) lines.push(`K-${i};"Товар; ""${i}"""`);
    const bytes = new TextEncoder().encode(`${lines.join('\r\n')}\r\n`);
    const server = (await readSheets(bytes, 'r.csv'))[0]?.rows ?? [];
    assert.equal(server.length, 40_001);
    assert.deepEqual(rowsToGrid(await sdkRows(bytes, 65_536)), server);
  });

  it('bytes that are not UTF-8 (cp1251) are refused, as the server refuses them', async () => {
    const cp1251 = Uint8Array.from([0xf1, 0xea, 0xf3, 0x3b, 0x6e, 0x0a, 0xc0, 0x3b, 0x31, 0x0a]);
    await assert.rejects(sdkRows(cp1251, 4), CsvEncodingError);
  });

  it('the delimiter with the most even field counts wins, ties to the most fields', () => {
    assert.equal(guessDelimiter('a;b,c\n1;2,3\n4;5,6\n', '\n'), ',');
    assert.equal(guessDelimiter('a;b;c,d\n1;2;3,4\n', '\n'), ';');
    assert.equal(guessDelimiter('a\nb\n', '\n'), ',');
  });
});
