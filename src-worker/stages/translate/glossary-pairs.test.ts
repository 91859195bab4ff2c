import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CONCEPTS, GLOSSARIES, LANGS, type ConceptId, type Lang } from '../../vocabulary/glossary';
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
