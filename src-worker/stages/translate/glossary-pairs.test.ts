import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CONCEPTS, GLOSSARIES, LANGS, type ConceptId, type Lang } from '../../lib/vocabulary/glossary';
import { CATALOG } from '../../../src-shared/catalog';
import { translateByGlossary } from './glossary';
import { wholeKey } from './glossary-index';
import { countedWord } from './render';

/**
 * Every concept between every ordered pair of the five languages, generated from the vocabulary
 * files: the source language's `out`, as a whole value, becomes the target's `out` (or stays, where
 * the target spells it the same way), and nothing is left for a model. Patterns are filled with
 * figures and units first.
 */

const ids = Object.keys(CONCEPTS) as ConceptId[];

/** A pattern's text with its placeholders filled: figures, and the language's own box and piece words. */
function instantiate(out: string, lang: Lang): string {
  const t = GLOSSARIES[lang].terms;
  const counted = out.includes('{n}');
  const words: Record<string, string> = { n: '10', count: '20', days: '30', pct: '2', pack: countedWord(t['packaging.box'], lang, counted ? '10' : null), unit: t['unit.piece'].out };
  return out.replace(/\{(\w+)\}/g, (_, name: string) => words[name] ?? '');
}

/** Whether `lang` spells the concept this way (a whole value: case, spaces and a final dot aside). */
function recognises(id: ConceptId, lang: Lang, value: string): boolean {
  const t = GLOSSARIES[lang].terms[id];
  return [...t.forms, ...(t.afterNumber ?? [])].some((s) => wholeKey(s) === wholeKey(value));
}

test('every concept translates between every pair of languages, complete', () => {
  const failures: string[] = [];
  let pairs = 0;
  for (const id of ids) {
    for (const from of LANGS) {
      for (const to of LANGS) {
        if (from === to) continue;
        pairs++;
        const source = instantiate(GLOSSARIES[from].terms[id].out, from);
        const want = recognises(id, to, source) ? source : instantiate(GLOSSARIES[to].terms[id].out, to);
        const got = translateByGlossary(source, to, from);
        if (got.text !== want || !got.complete) failures.push(`${id} ${from}→${to}: ${JSON.stringify(source)} gave ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);
      }
    }
  }
  assert.equal(pairs, ids.length * 20);
  assert.deepEqual(failures, []);
});

test('every out, in its own language, comes back unchanged and complete', () => {
  const failures: string[] = [];
  for (const id of ids) {
    for (const lang of LANGS) {
      const own = instantiate(GLOSSARIES[lang].terms[id].out, lang);
      const got = translateByGlossary(own, lang);
      if (got.text !== own || !got.complete || got.changed) failures.push(`${id} ${lang}: ${JSON.stringify(own)} gave ${JSON.stringify(got)}`);
    }
  }
  assert.deepEqual(failures, []);
});

/** Every `title` of a catalog schema, at any depth (they are Russian: Excel headers). */
function titles(node: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => titles(n, into));
  else if (node !== null && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === 'title' && typeof v === 'string') into.add(v);
      else titles(v, into);
    }
  }
  return into;
}

test('every title of the schema catalog, and every catalog name, translates whole into the other four languages', () => {
  const all = new Set<string>();
  for (const c of CATALOG) {
    titles(c.schema, all);
    all.add(c.title_ru);
  }
  assert.ok(all.size >= 60, `${all.size} titles`);
  const failures: string[] = [];
  for (const title of all) {
    const own = translateByGlossary(title, 'ru', 'ru');
    if (own.changed || !own.complete) failures.push(`ru ${title}: ${JSON.stringify(own)}`);
    for (const to of ['en', 'zh', 'de', 'fr'] as const) {
      const got = translateByGlossary(title, to, 'ru');
      if (!got.complete || (!got.changed && /\p{Script=Cyrillic}/u.test(title))) failures.push(`${to} ${title}: ${JSON.stringify(got)}`);
    }
  }
  assert.deepEqual(failures, []);
});

test('catalog titles read naturally in English', () => {
  const en = (s: string): string => translateByGlossary(s, 'en', 'ru').text;
  assert.deepEqual(
    ['Номер документа', 'Продавец', 'Позиции', 'Сумма НДС', 'Ед. изм.', 'Основание (договор)', 'Работы, услуги', 'Товарная накладная ТОРГ-12', 'Акт выполненных работ (оказанных услуг)', 'УПД / счёт-фактура', 'Международная товарно-транспортная накладная CMR', '№'].map(en),
    ['Document number', 'Seller', 'Line items', 'VAT amount', 'Unit', 'Basis (contract)', 'Works, services', 'Delivery note TORG-12', 'Certificate of completed work', 'UPD / VAT invoice', 'CMR consignment note', 'No.'],
  );
});
