import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import CFB from 'cfb';
import { AppError } from '../../../src-shared/contract/app-error';
import { corpusBytes } from '../../../test/helpers/corpus';
import { cfbKind, docInfo } from '../../adapters/office';
import { docTextToMarkdown } from './doc';
import { parseDoc, parseDocx } from './index';

function input(bytes: Uint8Array, fileName = 'file.doc'): Parameters<typeof parseDoc>[0] {
  return { bytes, fileName, fileHash: null, language: null, progress: () => {} };
}

describe('parseDoc: synthetic/table.doc', () => {
  it('gives the text and rebuilds the tab-separated rows into a 4×4 table', async () => {
    const doc = await parseDoc(input(corpusBytes('synthetic/table.doc'), 'table.doc'));
    const md = doc.markdown;
    assert.ok(md.startsWith('Спецификация к договору № 17/2024\n\nНастоящая спецификация является неотъемлемой частью договора.'));
    assert.ok(md.includes('| № | Наименование | Кол-во | Цена, руб. |\n| --- | --- | --- | --- |\n| 1 | Бумага офисная А4 | 100 | 450,00 |'));
    assert.ok(md.includes('| 3 | Папка-регистратор | 20 | 180,50 |'));
    assert.ok(md.includes('Итого: 125 400 рублей 00 копеек. English: Total 125400 RUB. 中文：合同总金额。'));
    assert.ok(!md.includes('\uFFFD'));
    assert.equal(doc.source.format, 'doc');
    const [table] = doc.tables;
    assert.deepEqual([table?.nRows, table?.nCols, table?.cells.length], [4, 4, 16]);
    assert.equal(table?.cells.find((c) => c.row === 2 && c.col === 3)?.text, '3 200,00');
  });
  it('estimates the pages when SummaryInformation has no page count', async () => {
    const bytes = corpusBytes('synthetic/table.doc');
    assert.deepEqual(docInfo(bytes), { encrypted: false, pages: null });
    const doc = await parseDoc(input(bytes));
    assert.deepEqual(doc.stats.perSheet, [{ chars: doc.stats.chars, areaA4: 1 }]);
  });
  it('routes by content: a .doc that is really DOCX, and a .docx that is really DOC', async () => {
    const fromDocx = await parseDoc(input(corpusBytes('synthetic/table.docx'), 'misnamed.doc'));
    assert.equal(fromDocx.source.format, 'docx');
    const fromDoc = await parseDocx(input(corpusBytes('synthetic/table.doc'), 'misnamed.docx'));
    assert.equal(fromDoc.source.format, 'doc');
  });
  it('refuses a DOC whose FIB says it is encrypted', async () => {
    const container = CFB.read(corpusBytes('synthetic/table.doc'), { type: 'buffer' });
    const word = CFB.find(container, 'WordDocument');
    assert.ok(word);
    const content = Buffer.from(word.content);
    content[11] = (content[11] ?? 0) | 0x01;
    word.content = content;
    const bytes = new Uint8Array(CFB.write(container, { type: 'buffer' }) as Buffer);
    assert.equal(cfbKind(bytes), 'doc');
    await assert.rejects(parseDoc(input(bytes)), (err: unknown) => err instanceof AppError && err.details.reason === 'encrypted');
  });
  it('reports garbage as PARSING_ERROR', async () => {
    await assert.rejects(parseDoc(input(new Uint8Array(2048).fill(65))), (err: unknown) => err instanceof AppError && err.code === 'PARSING_ERROR');
  });
});

describe('cfbKind', () => {
  it('tells DOC, XLS and other bytes apart', () => {
    assert.equal(cfbKind(corpusBytes('synthetic/table.doc')), 'doc');
    assert.equal(cfbKind(corpusBytes('synthetic/sheets.xls')), 'xls');
    assert.equal(cfbKind(corpusBytes('external/office/ru-waybills-xls/af_3902401_RN-0110107.xls')), 'xls');
    assert.equal(cfbKind(corpusBytes('synthetic/table.docx')), 'unknown');
    assert.equal(cfbKind(new Uint8Array(0)), 'unknown');
  });
});

describe('docTextToMarkdown', () => {
  it('keeps lines without tabs as paragraphs and a consistent tab run as a table', () => {
    const { markdown, tables } = docTextToMarkdown(['Title\nA\tB\t\n1\t2\t\nEnd\n']);
    assert.equal(markdown, 'Title\n\n| A | B |\n| --- | --- |\n| 1 | 2 |\n\nEnd');
    assert.equal(tables.length, 1);
  });
  it('leaves a single tabbed line, or an inconsistent run, as text', () => {
    assert.equal(docTextToMarkdown(['Подпись\t\tИванов']).markdown, 'Подпись Иванов');
    const { markdown, tables } = docTextToMarkdown(['a\tb\nc\td\te\tf\ng\th\ti\tj\tk']);
    assert.equal(tables.length, 0);
    assert.equal(markdown, 'a b\n\nc d e f\n\ng h i j k');
  });
  it('tolerates a shorter row (merged cells) within a mostly consistent table', () => {
    const { tables, markdown } = docTextToMarkdown(['h1\th2\th3\t\n1\t2\t3\t\nИтого\t5\t\n4\t5\t6\t']);
    assert.deepEqual([tables[0]?.nRows, tables[0]?.nCols], [4, 3]);
    assert.ok(markdown.includes('| Итого | 5 |  |'));
  });
  it('appends the extra sections (footnotes…) as paragraphs', () => {
    assert.equal(docTextToMarkdown(['Body', '', 'Footnote 1']).markdown, 'Body\n\nFootnote 1');
  });
});
