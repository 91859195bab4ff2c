import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { ParsedDocument, XmlElement } from '../../../src-shared/document/model';
import { corpusBytes, corpusPath } from '../../../test/helpers/corpus';
import { parseXml } from './index';
import { renderXml } from './render';

function parse(bytes: Uint8Array | string, fileName = 'input.xml'): Promise<ParsedDocument> {
  const b = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes;
  return parseXml({ bytes: b, fileName, fileHash: null, language: null, progress: () => undefined });
}

function countElements(el: XmlElement): number {
  return 1 + el.children.reduce((n, c) => n + countElements(c), 0);
}

function el(name: string, attrs: Record<string, string> = {}, text = '', children: XmlElement[] = []): XmlElement {
  return { name, ns: null, attrs, text, children };
}

describe('parseXml on the synthetic invoice', () => {
  it('keeps values, attributes, Cyrillic names and CDATA in the markdown', async () => {
    const doc = await parse(corpusBytes('synthetic/invoice.xml'), 'invoice.xml');
    const md = doc.markdown;
    assert.match(md, /^# Документ$/m);
    assert.match(md, /^- Итого: 125400\.00\n {2}- валюта: RUB$/m);
    for (const name of ['Поставщик', 'Покупатель', 'Строки', 'Строка', 'Товар', 'Сумма', 'Примечание']) assert.ok(md.includes(name), name);
    assert.ok(md.includes('- Примечание: Текст <без> разметки & спецсимволы'));
    assert.ok(md.includes('北京贸易有限公司'));
    // Repeated nodes are all kept, in order.
    assert.equal(md.match(/^ {2}- Строка$/gm)?.length, 2);
    assert.ok(md.indexOf('45000.00') < md.indexOf('16000.00'));
  });

  it('builds the element tree with local names, namespaces and no xmlns attributes', async () => {
    const doc = await parse(corpusBytes('synthetic/invoice.xml'));
    const root = doc.xml;
    assert.ok(root);
    assert.equal(countElements(root), 12);
    assert.equal(root.name, 'Документ');
    assert.equal(root.ns, null);
    assert.deepEqual(root.attrs, { Номер: '17/2024' });
    assert.deepEqual(root.children.map((c) => [c.name, c.ns]), [
      ['Поставщик', 'urn:example:invoice'], ['Покупатель', 'urn:example:invoice'], ['Строки', 'urn:example:invoice'],
      ['Итого', null], ['Примечание', null],
    ]);
    assert.deepEqual(root.children[3], el('Итого', { валюта: 'RUB' }, '125400.00'));
    assert.equal(root.children[4]?.text, 'Текст <без> разметки & спецсимволы');
    assert.equal(root.children[2]?.text, '', 'whitespace between children is not text');
  });

  it('is one logical page with no physical sheets', async () => {
    const doc = await parse(corpusBytes('synthetic/invoice.xml'), 'invoice.xml');
    assert.equal(doc.source.format, 'xml');
    assert.equal(doc.source.fileName, 'invoice.xml');
    assert.equal(doc.stats.sheets, null);
    assert.deepEqual(doc.stats.perSheet, []);
    assert.equal(doc.pages.length, 1);
    assert.equal(doc.pages[0]?.layer, 'logical');
    assert.deepEqual(doc.blocks.map((b) => b.kind), ['heading', 'list']);
    assert.ok(doc.blocks.every((b) => b.page === 1 && doc.markdown.includes(b.text)));
  });
});

describe('parseXml on real FNS files', () => {
  const dir = corpusPath('external/xml/fns');
  const files = readdirSync(dir).filter((f) => f.endsWith('.xml'));

  it('finds the corpus files (UTF-16 and windows-1251 among them)', () => {
    assert.ok(files.length >= 6);
    assert.ok(files.some((f) => f.includes('utf16')));
  });

  for (const file of files) {
    it(`parses ${file} and keeps every ground-truth value`, async () => {
      const doc = await parse(new Uint8Array(readFileSync(`${dir}/${file}`)), file);
      assert.ok(doc.xml);
      assert.ok(doc.markdown.startsWith(`# ${doc.xml.name}\n`));
      assert.doesNotMatch(doc.markdown, /\uFFFD/, 'no undecodable characters');
      const gtFile = `${dir}/${file.replace(/\.xml$/, '.gt.json')}`;
      let gt: unknown;
      try {
        gt = JSON.parse(readFileSync(gtFile, 'utf8'));
      } catch {
        return; // request bodies without a summary: parsing is the test
      }
      for (const value of gtValues(gt)) {
        // The summary derives a few values from parts: "18%" from a rate of 18, a full name
        // from surname/name/patronymic, a name with a line break (continued on an indented line).
        const parts = value.split(/\s+/).map((p) => p.replace(/%$/, '')).filter(Boolean);
        assert.ok(doc.markdown.includes(value) || parts.every((p) => doc.markdown.includes(p)), `${file}: ${JSON.stringify(value)}`);
      }
    });
  }

  it('reads the key values of the UTF-16 invoice exactly', async () => {
    const doc = await parse(corpusBytes('external/xml/fns/fazyloff_ON_SFAKT_utf16_5.01.xml'));
    for (const line of ['- НомерСчФ: 10016137436', '- ДатаСчФ: 13.09.2016', '- ИННЮЛ: 7721546864', '- КПП: 500301001',
      '- СтТовБезНДСВсего: 78711.88', '- СтТовУчНалВсего: 92880', '- СумНДС: 14168.12']) {
      assert.ok(doc.markdown.includes(line), line);
    }
    assert.equal(doc.markdown.match(/^- СведТов$/gm)?.length, 31, 'every line item is kept');
  });

  it('decodes windows-1251 and keeps character-reference line breaks in the tree', async () => {
    const doc = await parse(corpusBytes('external/xml/fns/fazyloff_DP_OTORG12_torg12.xml'));
    assert.ok(doc.markdown.includes('- НомФорм: ТОРГ-12'));
    assert.ok(doc.markdown.includes('- НаимТов: VS Табер_промо_08_тушь_FF\n        134059'), 'continuation is indented under its item');
    const found: string[] = [];
    const walk = (e: XmlElement): void => {
      if (e.attrs['НаимТов']) found.push(e.attrs['НаимТов']);
      e.children.forEach(walk);
    };
    assert.ok(doc.xml);
    walk(doc.xml);
    assert.equal(found[0], 'VS Табер_промо_08_тушь_FF\n134059');
  });
});

function gtValues(v: unknown, key = ''): string[] {
  if (typeof v === 'string') return key === '_ground_truth' ? [] : [v];
  if (v && typeof v === 'object') return Object.entries(v).flatMap(([k, x]) => gtValues(x, k));
  return [];
}

describe('renderXml', () => {
  it('uses sub-headings only when no plain item would follow a section', () => {
    const tree = el('Root', { id: '1' }, '', [
      el('Head', {}, 'x'),
      el('A', {}, '', [el('B', {}, '', [el('C', { k: 'v' })]), el('D', {}, 'd')]),
      el('E', {}, '', [el('F', {}, 'f')]),
    ]);
    const { markdown, blocks } = renderXml(tree);
    assert.equal(markdown, [
      '# Root', '- id: 1\n- Head: x', '## A', '- B\n  - C\n    - k: v\n- D: d', '## E', '- F: f',
    ].join('\n\n'));
    assert.deepEqual(blocks.map((b) => b.kind), ['heading', 'list', 'heading', 'list', 'heading', 'list']);

    const trailing = renderXml(el('Root', {}, '', [el('A', {}, '', [el('B', {}, 'b')]), el('Total', {}, '9')]));
    assert.equal(trailing.markdown, '# Root\n\n- A\n  - B: b\n- Total: 9');
  });

  it('shows empty attributes, empty elements, mixed text and multi-line values', () => {
    const { markdown } = renderXml(el('R', {}, 'intro', [el('P', { empty: ' ' }, 'one\r\ntwo'), el('Q')]));
    assert.equal(markdown, '# R\n\nintro\n\n- P: one\n  two\n  - empty:\n- Q');
  });

  it('keeps repeated siblings and chunks long lists into blocks of whole items', () => {
    const items = Array.from({ length: 300 }, (_, i) => el('Item', { n: String(i) }, 'same value'));
    const { markdown, blocks } = renderXml(el('R', {}, '', items));
    assert.equal(markdown.match(/^- Item: same value$/gm)?.length, 300);
    const lists = blocks.filter((b) => b.kind === 'list');
    assert.ok(lists.length > 1);
    assert.ok(lists.every((b) => b.text.startsWith('- Item: same value') && b.text.length <= 1600));
    assert.equal(lists.map((b) => b.text).join('\n'), markdown.slice('# R\n\n'.length));
  });
});
