import { test } from 'node:test';
import assert from 'node:assert/strict';
import { translateByGlossary } from './glossary';
import { HELD_OUT, type HeldOutCase } from './held-out-cases';

/**
 * The held-out line items (held-out-cases.ts, written before the glossary and never tuned on):
 * how many of their unit, packaging and Incoterms terms come out right, how many identifiers
 * survive, how many false units are avoided. The figures are pinned so a change that loses terms
 * shows here; they are the measurement reported in docs/decisions.md ("Translation").
 *
 * History, so the figure is read honestly: the first measurement (commit "Held-out score…") was
 * 98/104. Three misses were one bug of the mechanism, a full-width comma not ending a figure's token
 * ("M6×20，1000个"); fixed with tests of its own, the set gives 101/104, which is therefore no longer a
 * held-out figure. The three misses left are words the glossary does not have (ведро/pail, ream).
 */

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Start offsets of a spelling in the output: a whole word, a word prefix (`*`), or a Chinese substring. */
function occurrences(output: string, spelling: string): number[] {
  const prefix = spelling.endsWith('*');
  const word = prefix ? spelling.slice(0, -1) : spelling;
  const edge = /\p{Script=Han}/u.test(word) ? '' : '(?<![\\p{L}])';
  const tail = prefix || /\p{Script=Han}/u.test(word) ? '' : '(?![\\p{L}])';
  return [...output.matchAll(new RegExp(`${edge}${escape(word)}${tail}`, 'giu'))].map((m) => m.index);
}

interface Score { terms: number; right: number; keep: number; kept: number; never: number; avoided: number; misses: string[] }

function score(cases: readonly HeldOutCase[]): Score {
  const s: Score = { terms: 0, right: 0, keep: 0, kept: 0, never: 0, avoided: 0, misses: [] };
  for (const c of cases) {
    const { text } = translateByGlossary(c.text, c.to, c.from);
    const used = new Set<number>();
    for (const alternatives of c.terms) {
      s.terms++;
      const ok = c.exact
        ? alternatives.some((a) => a.toLowerCase() === text.trim().toLowerCase())
        : alternatives.some((a) => {
          const at = occurrences(text, a).find((i) => !used.has(i));
          if (at === undefined) return false;
          used.add(at);
          return true;
        });
      if (ok) s.right++;
      else s.misses.push(`${c.from}→${c.to} ${JSON.stringify(c.text)} → ${JSON.stringify(text)}: wanted ${alternatives.join(' | ')}`);
    }
    for (const k of c.keep ?? []) {
      s.keep++;
      if (text.includes(k)) s.kept++;
      else s.misses.push(`${c.from}→${c.to} ${JSON.stringify(text)} lost ${JSON.stringify(k)}`);
    }
    for (const n of c.never ?? []) {
      s.never++;
      if (!text.includes(n)) s.avoided++;
      else s.misses.push(`${c.from}→${c.to} ${JSON.stringify(text)} holds ${JSON.stringify(n)}`);
    }
  }
  return s;
}

test('held-out line items: unit, packaging and Incoterms terms right, identifiers kept, no false units', () => {
  const s = score(HELD_OUT);
  console.log(`held-out: ${s.right}/${s.terms} terms right, ${s.kept}/${s.keep} identifiers kept, ${s.avoided}/${s.never} false units avoided, ${HELD_OUT.length} values`);
  for (const miss of s.misses) console.log(`  miss: ${miss}`);
  assert.deepEqual({ right: s.right, terms: s.terms, kept: s.kept, keep: s.keep, avoided: s.avoided, never: s.never }, { right: 101, terms: 104, kept: 95, keep: 95, avoided: 7, never: 7 });
});
