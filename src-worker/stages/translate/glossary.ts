import { CONCEPTS, LANGS, type Lang } from '../../lib/vocabulary/glossary';
import { endsCleanly, isYearOrDate, numberBefore, slashBefore, startsCleanly } from './context';
import { glossaryIndex, wholeKey, type Entry } from './glossary-index';
import { keepsTokenAt, protectedSpans, TOKEN, type Span } from './keep';
import { renderMatches, replacementFor, type Match } from './render';
import { foldedView, isCjk, isDigit, isWordChar, plainView } from './text-view';

/**
 * Translation of one string by the glossary alone (SPEC rule 4): units, packaging, Incoterms,
 * payment terms, document kinds and the field words of our schemas, with no model call.
 *
 * A whole value is looked up first ("шт." → "pcs", "H87" → "Stk."); otherwise the terms inside the
 * value are replaced, leftmost and longest first ("10 упак. по 20 шт" → "10 pack of 20 pcs").
 * Numbers, dates, codes, e-mails and URLs are never touched (keep.ts).
 *
 * `complete`: every word of the value is a glossary term or something kept as written, so nothing is
 * left for a model. `changed`: the text differs from the value.
 */
export interface GlossaryResult {
  text: string;
  complete: boolean;
  changed: boolean;
}

export { isKeepAsIs } from './keep';
export type { Lang } from '../../lib/vocabulary/glossary';

/** Whose words are read: the target's first (a value may already be in it), then the source's. */
function languageOrder(to: Lang, from: Lang | null): Lang[] {
  if (from) return from === to ? [to] : [to, from];
  return [to, ...LANGS.filter((l) => l !== to)];
}

const langRank = (e: Entry, order: readonly Lang[]): number => (e.lang === null ? 0 : order.indexOf(e.lang));

/** Ranking of two candidates of the same length inside a value: a term proven by its number, then by language. */
function rank(e: Entry, order: readonly Lang[]): number {
  const role = e.role === 'afterNumber' || e.role === 'code' ? 0 : 1;
  return role * 10 + langRank(e, order);
}

const needsNumber = (e: Entry): boolean => e.role === 'afterNumber' || (e.role === 'code' && CONCEPTS[e.concept].kind !== 'incoterm');

function wholeValue(value: string, to: Lang, order: readonly Lang[]): GlossaryResult | null {
  const core = value.trim();
  if (core === '') return null;
  const index = glossaryIndex();
  const exactKey = `=${plainView(core).replace(/\s+/g, '').replace(/\.$/, '')}`;
  // A lone capital is a size or a grade ("L", "M"), not a unit, when nothing else stands with it.
  const exact = /^\p{Lu}$/u.test(core) ? [] : (index.whole.get(exactKey) ?? []);
  // The target's reading first (the value may already be in it), then a word before a short spelling
  // of the same language ("упаковка" is the field "packaging" before it is a unit).
  const candidates = [...exact, ...(index.whole.get(wholeKey(core)) ?? [])]
    .filter((e) => e.lang === null || order.includes(e.lang))
    .sort((a, b) => langRank(a, order) - langRank(b, order) || (a.role === 'form' ? 0 : 1) - (b.role === 'form' ? 0 : 1));
  const best = candidates[0];
  if (!best) return null;
  const m: Match = { start: 0, end: core.length, entry: best, groups: [], count: null };
  const word = replacementFor(m, core, to);
  if (word === null) return { text: value, complete: true, changed: false };
  const text = value.replace(core, () => word);
  return { text, complete: true, changed: text !== value };
}

function matchAt(plain: string, folded: string, at: number, order: readonly Lang[]): Match | null {
  const index = glossaryIndex();
  let best: Match | null = null;
  let bestRank = Infinity;
  for (const e of index.buckets.get(folded[at] ?? '') ?? []) {
    if (e.lang !== null && !order.includes(e.lang)) continue;
    const view = e.exact ? plain : folded;
    if (!view.startsWith(e.head, at)) continue;
    e.regex.lastIndex = at;
    const r = e.regex.exec(view);
    if (!r || r[0].length === 0) continue;
    const end = at + r[0].length;
    if (best && end - at < best.end - best.start) continue;
    if (!startsCleanly(plain, at, e.unitLike) || !endsCleanly(plain, end)) continue;
    const count = numberBefore(plain, at);
    if (isDigit(plain[at - 1]) && count === null) continue;
    if (needsNumber(e) && count === null && !slashBefore(plain, at)) continue;
    if (e.lang && e.unitLike && count && isYearOrDate(count) && index.yearMarks[e.lang].has(foldedView(e.spelling))) continue;
    const r2 = rank(e, order);
    if (best && end - at === best.end - best.start && r2 >= bestRank) continue;
    best = { start: at, end, entry: e, groups: r.slice(1), count: count?.text ?? null };
    bestRank = r2;
  }
  return best;
}

/**
 * Whether `at` is inside a word of a spaced script, where no term can start (startsCleanly would
 * refuse every candidate): skipping these positions spares most of the regular expressions.
 */
function insideWord(plain: string, at: number): boolean {
  const prev = plain[at - 1];
  const cur = plain[at];
  if (!isWordChar(prev) || !isWordChar(cur) || isCjk(prev) || isCjk(cur)) return false;
  return !(isDigit(prev) && !isDigit(cur));
}

function findMatches(value: string, order: readonly Lang[], kept: readonly Span[]): Match[] {
  const plain = plainView(value);
  const folded = foldedView(value);
  const matches: Match[] = [];
  let at = 0;
  while (at < value.length) {
    const inside = kept.find((s) => s.start <= at && at < s.end);
    if (inside) {
      at = inside.end;
      continue;
    }
    if (insideWord(plain, at)) {
      at++;
      continue;
    }
    const m = matchAt(plain, folded, at, order);
    if (m && !kept.some((s) => s.start < m.end && m.start < s.end)) {
      matches.push(m);
      at = m.end;
    } else at++;
  }
  return matches;
}

/** Whether every letter-bearing token outside the matches is one kept as written. */
function isComplete(value: string, covered: readonly Span[]): boolean {
  let rest = plainView(value);
  for (const s of covered) rest = rest.slice(0, s.start) + ' '.repeat(s.end - s.start) + rest.slice(s.end);
  for (const t of rest.matchAll(TOKEN)) {
    if (/\p{L}/u.test(t[0]) && !keepsTokenAt(rest, t.index, t[0])) return false;
  }
  return true;
}

export function translateByGlossary(value: string, to: Lang, from: Lang | null = null): GlossaryResult {
  const order = languageOrder(to, from);
  const whole = wholeValue(value, to, order);
  if (whole) return whole;
  const kept = protectedSpans(value);
  const matches = findMatches(value, order, kept);
  const text = renderMatches(value, matches, to);
  return { text, complete: isComplete(value, [...matches, ...kept]), changed: text !== value };
}
