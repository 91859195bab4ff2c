import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import CFB from 'cfb';
import { AppError } from '../../../src-shared/contract/app-error';
import { corpusBytes } from '../../../test/helpers/corpus';
import { cfbKind } from '../../adapters/office';
import { parseDocx } from './index';
import { buildZip } from './zip-fixture';

function input(bytes: Uint8Array, fileName = 'file.docx'): Parameters<typeof parseDocx>[0] {
  return { bytes, fileName, fileHash: 'h1', language: null, progress: () => {} };
}

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/** The smallest DOCX mammoth accepts, with the given body XML and optional docProps/app.xml. */
function minimalDocx(body: string, appXml?: string): Uint8Array {
  return buildZip([
    {
      name: '[Content_Types].xml',
      data: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    },
    {
      name: '_rels/.rels',
      data: '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    },
    { name: 'word/document.xml', data: `<?xml version="1.0"?><w:document xmlns:w="${W}"><w:body>${body}</w:body></w:document>` },
    ...(appXml ? [{ name: 'docProps/app.xml', data: appXml }] : []),
  ]);
}

const para = (text: string): string => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;

describe('parseDocx: synthetic/table.docx', () => {
  it('keeps the heading, the paragraphs and the 4×4 table as GFM markdown', async () => {
    const doc = await parseDocx(input(corpusBytes('synthetic/table.docx'), 'table.docx'));
    const md = doc.markdown;
    assert.match(md, /^# Спецификация к договору № 17\/2024$/m);
    assert.ok(md.includes('Настоящая спецификация является неотъемлемой частью договора.'));
    assert.ok(md.includes('| № | Наименование | Кол-во | Цена, руб. |\n| --- | --- | --- | --- |'));
    assert.ok(md.includes('| 1 | Бумага офисная А4 | 100 | 450,00 |'));
    assert.ok(md.includes('| 2 | Картридж лазерный | 5 | 3 200,00 |'));
    assert.ok(md.includes('| 3 | Папка-регистратор | 20 | 180,50 |'));
    assert.ok(md.includes('Итого: 125 400 рублей 00 копеек. English: Total 125400 RUB. 中文：合同总金额。'));
    assert.equal(doc.source.format, 'docx');
    assert.equal(doc.source.fileHash, 'h1');
    assert.deepEqual(doc.pages.map((p) => [p.no, p.layer]), [[1, 'logical']]);
    assert.deepEqual(doc.blocks.map((b) => b.kind), ['heading', 'paragraph', 'table', 'paragraph']);
  });
  it('fills a 4×4 Table whose first row is the header', async () => {
    const doc = await parseDocx(input(corpusBytes('synthetic/table.docx')));
    assert.equal(doc.tables.length, 1);
    const [table] = doc.tables;
    assert.ok(table);
    assert.deepEqual([table.id, table.nRows, table.nCols, table.cells.length, table.pages], ['t1', 4, 4, 16, [1]]);
    const at = (r: number, c: number): string | undefined => table.cells.find((x) => x.row === r && x.col === c)?.text;
    assert.deepEqual([at(0, 0), at(0, 3), at(2, 1), at(3, 3)], ['№', 'Цена, руб.', 'Картридж лазерный', '180,50']);
    assert.ok(table.cells.every((c) => c.header === (c.row === 0) && c.rowSpan === 1 && c.colSpan === 1 && c.box === null));
  });
  it('bills max(1, ceil(chars/3000)) A4 pages when app.xml has no <Pages>', async () => {
    const doc = await parseDocx(input(corpusBytes('synthetic/table.docx')));
    assert.deepEqual(doc.stats.perSheet, [{ chars: doc.stats.chars, areaA4: 1 }]);
    assert.equal(doc.stats.sheets, 1);
  });
});

describe('parseDocx: structure', () => {
  it('uses <Pages> of docProps/app.xml and spreads the characters evenly', async () => {
    const app = '<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Pages>3</Pages></Properties>';
    const doc = await parseDocx(input(minimalDocx(para('Hello world, ten chars') + para('x'), app)));
    assert.equal(doc.stats.perSheet.length, 3);
    assert.equal(doc.stats.perSheet.reduce((n, s) => n + s.chars, 0), doc.stats.chars);
    assert.ok(doc.stats.perSheet.every((s) => s.areaA4 === 1 && Math.abs(s.chars - doc.stats.chars / 3) < 1));
  });
  it('resolves row and column spans into grid positions', async () => {
    const cell = (text: string, props = ''): string => `<w:tc><w:tcPr>${props}</w:tcPr>${para(text)}</w:tc>`;
    const row = (...cells: string[]): string => `<w:tr>${cells.join('')}</w:tr>`;
    const body = `<w:tbl>${row(cell('A'), cell('B'), cell('C'))}${row(cell('wide', '<w:gridSpan w:val="2"/>'), cell('tall', '<w:vMerge w:val="restart"/>'))}${row(cell('x'), cell('y'), cell('', '<w:vMerge/>'))}</w:tbl>`;
    const doc = await parseDocx(input(minimalDocx(body)));
    const [table] = doc.tables;
    assert.ok(table);
    assert.deepEqual([table.nRows, table.nCols], [3, 3]);
    const wide = table.cells.find((c) => c.text === 'wide');
    const tall = table.cells.find((c) => c.text === 'tall');
    assert.deepEqual([wide?.row, wide?.col, wide?.colSpan], [1, 0, 2]);
    assert.deepEqual([tall?.row, tall?.col, tall?.rowSpan], [1, 2, 2]);
    assert.ok(doc.markdown.includes('| wide |  | tall |\n| x | y |  |'));
  });
  it('gives an empty document an empty markdown and one billed page, without throwing', async () => {
    const doc = await parseDocx(input(minimalDocx('')));
    assert.equal(doc.markdown, '');
    assert.deepEqual(doc.tables, []);
    assert.deepEqual(doc.stats.perSheet, [{ chars: 0, areaA4: 1 }]);
  });
  it('refuses a password-protected DOCX (CFB with EncryptedPackage) as encrypted', async () => {
    const container = CFB.utils.cfb_new();
    CFB.utils.cfb_add(container, 'EncryptionInfo', Buffer.alloc(256, 1));
    CFB.utils.cfb_add(container, 'EncryptedPackage', Buffer.alloc(8192, 2));
    const bytes = new Uint8Array(CFB.write(container, { type: 'buffer' }) as Buffer);
    assert.equal(cfbKind(bytes), 'encrypted-ooxml');
    await assert.rejects(parseDocx(input(bytes)), (err: unknown) => err instanceof AppError && err.details.reason === 'encrypted' && err.message === 'the document is password-protected');
  });
  it('reports a damaged file as PARSING_ERROR', async () => {
    const docx = corpusBytes('synthetic/table.docx');
    await assert.rejects(parseDocx(input(docx.subarray(0, 3000))), (err: unknown) => err instanceof AppError && err.code === 'PARSING_ERROR');
    const notWord = buildZip([{ name: 'hello.txt', data: 'hello' }]);
    await assert.rejects(parseDocx(input(notWord)), (err: unknown) => err instanceof AppError && err.details.reason === 'corrupt_document');
  });
});
