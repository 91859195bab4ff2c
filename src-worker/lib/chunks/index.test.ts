import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseText } from '../../stages/parse-text';
import { chunkDocument } from './index';

const para = (n: number, word = 'слово'): string => Array.from({ length: n }, (_, i) => `${word}${i}`).join(' ') + '.';

test('paragraphs are packed up to the target and never cut when they fit', () => {
  const doc = parseText([para(10), para(10), para(10), para(10)].join('\n\n'));
  const chunks = chunkDocument(doc, 200);
  assert.ok(chunks.length >= 2);
  for (const c of chunks) assert.ok(c.text.length <= 200, `${c.text.length}`);
  assert.equal(chunks.map((c) => c.text).join('\n\n'), doc.blocks.map((b) => b.text.trim()).join('\n\n'));
  assert.deepEqual(chunks.map((c) => c.index), chunks.map((_, i) => i + 1));
  assert.deepEqual([chunks[0]!.page_start, chunks[0]!.page_end], [null, null]);
});

test('a heading goes with the text it introduces', () => {
  const doc = parseText(['# Раздел один', '', para(12), '', '# Раздел два', '', para(12)].join('\n'));
  const chunks = chunkDocument(doc, 120);
  for (const c of chunks) assert.ok(!/Раздел (один|два)\s*$/u.test(c.text), c.text);
});

test('a long table is cut between rows, each part with its header', () => {
  const rows = Array.from({ length: 40 }, (_, i) => `| Позиция ${i} | ${i * 10} |`);
  const doc = parseText(['| Наименование | Сумма |', '|---|---|', ...rows].join('\n'));
  const chunks = chunkDocument(doc, 300);
  assert.ok(chunks.length > 1);
  for (const c of chunks) {
    assert.equal(c.kind, 'table');
    assert.ok(c.text.startsWith('| Наименование | Сумма |'), c.text.slice(0, 40));
  }
  const body = chunks.flatMap((c) => c.text.split('\n').slice(2));
  assert.deepEqual(body, rows);
});

test('a paragraph longer than the target is cut at sentence ends, a sentence without ends at spaces', () => {
  const sentences = Array.from({ length: 8 }, (_, i) => `Это предложение номер ${i} в длинном абзаце.`).join(' ');
  const chunks = chunkDocument(parseText(sentences), 100);
  for (const c of chunks) assert.match(c.text, /\.$/u);
  const words = chunkDocument(parseText(para(200)), 100);
  for (const c of words) assert.ok(c.text.length <= 100);
  assert.equal(words.map((c) => c.text).join(' '), para(200));
});
