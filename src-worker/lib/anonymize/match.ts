import type { Category, Hit } from './types';

/** Regex helpers shared by the primary detectors (the residual scan has its own patterns). */

/** No letter or digit before / after: JS `\b` is ASCII-only and useless for Cyrillic. */
export const NB = '(?<![\\p{L}\\d])';
export const NA = '(?![\\p{L}\\d])';
/** No letter before / after. */
export const NLB = '(?<!\\p{L})';
export const NLA = '(?!\\p{L})';

/** Capitalised Russian word, optionally double-barrelled (Римский-Корсаков). */
export const CAP_RU = '[А-ЯЁ][а-яё]+(?:-[А-ЯЁ][а-яё]+)?';

/** Case-insensitive first letter only: `ci('директор')` → `[Дд]иректор`. */
export function ci(word: string): string {
  const first = word[0] ?? '';
  return `[${first.toUpperCase()}${first.toLowerCase()}]${word.slice(1)}`;
}

export function re(source: string, flags = 'gud'): RegExp {
  return new RegExp(source, flags);
}

/**
 * Every match of `pattern` as a hit; with `group`, only that capture group (the value after a
 * label, for instance). The pattern must carry the `g` flag, and `d` when a group is used.
 */
export function hitsOf(pattern: RegExp, text: string, category: Category, group?: number | string): Hit[] {
  const hits: Hit[] = [];
  for (const m of text.matchAll(pattern)) {
    const span = spanOf(m, group);
    if (span && span[1] > span[0]) hits.push({ start: span[0], end: span[1], category });
  }
  return hits;
}

function spanOf(m: RegExpMatchArray, group: number | string | undefined): [number, number] | null {
  if (group === undefined) return [m.index ?? 0, (m.index ?? 0) + m[0].length];
  const indices = m.indices;
  if (!indices) throw new Error('pattern needs the d flag for group spans');
  const span = typeof group === 'number' ? indices[group] : indices.groups?.[group];
  return span ? [span[0], span[1]] : null;
}

/** Trims whitespace and the given trailing punctuation off a hit. */
export function trimHit(text: string, hit: Hit, trailing = ',.;:'): Hit | null {
  let { start, end } = hit;
  while (start < end && /\s/u.test(text[start] ?? '')) start++;
  while (end > start && (/\s/u.test(text[end - 1] ?? '') || trailing.includes(text[end - 1] ?? ''))) end--;
  return end > start ? { ...hit, start, end } : null;
}

export function digitCount(s: string): number {
  return (s.match(/\d/g) ?? []).length;
}
