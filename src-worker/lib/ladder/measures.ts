import { parseNumber } from '../scanners';
import { caseless } from '../scanners/id-scan';
import { MAX_WORDS, MIN_WORDS, RANGE_FROM_WORDS, RANGE_TO_WORDS, UNITS } from '../vocabulary/ladder';
import type { UnitWord } from '../vocabulary/ladder';
import type { GrammarHit } from './types';

/**
 * Quantities with units: a single value (`12,5 кВт`), a range (`10–20 мм`, `от 5 до 10 кг`,
 * `−40…+60 °C`), a bound (`не более 5 кг`), a tolerance (`50±0,5 мм`, `50 +0,2/−0,1 мм`), a
 * diameter with its fit (`Ø20 h7`, millimetres implied as on a drawing, ГОСТ 2.307) and dimensions
 * (`100×200×50 мм`). Units are data (vocabulary/ladder.ts), reported by their SI symbol.
 */
export type MeasureKind = 'single' | 'range' | 'max' | 'min' | 'tolerance' | 'dimensions';

export type MeasureValue = {
  kind: MeasureKind;
  /** The value (single, bounds, tolerance's nominal); null for a range and dimensions. */
  value: number | null;
  min: number | null;
  max: number | null;
  /** Deviations from the nominal value: `±0,5` → +0.5 / −0.5. */
  tolerance: { upper: number; lower: number } | null;
  /** Dimensions: each extent in order. */
  values: number[] | null;
  /** ISO 286 tolerance class after a diameter (`h7`, `H7`, `js6`). */
  fit: string | null;
  diameter: boolean;
  unit: string;
  quantity: string;
  unit_as_written: string | null;
  /** The unit was not printed: a diameter on a drawing is in millimetres. */
  unit_implied: boolean;
};

const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** Words matched in any case, the number and unit after them still case-sensitive (`МВт` is not `мВт`). */
const words = (list: readonly string[]): string => caseless([...list].sort((a, b) => b.length - a.length).map((w) => esc(w).replace(/ /g, '\\s+')).join('|'));

const BY_SPELLING = new Map<string, UnitWord>();
for (const u of UNITS) for (const w of u.written) BY_SPELLING.set(w, u);
const UNIT = `(?<unit>${[...BY_SPELLING.keys()].sort((a, b) => b.length - a.length).map(esc).join('|')})(?![\\p{L}\\d²³])`;

/**
 * A number: optional sign, thousands grouped by spaces in threes (`1 500 кг` is 1500, as Russian
 * text writes it; reading `500 кг` there would be wrong), decimal comma or point.
 */
const NUM = '[+\\-−]?(?:\\d{1,3}(?:[ \\u00a0\\u2009\\u202f]\\d{3})+|\\d+)(?:[.,]\\d+)?';
const START = '(?<![\\p{L}\\d.,/\\-−+])';
const S = '[ \\u00a0]*';
const n = (name: string): string => `(?<${name}>${NUM})`;

const PATTERNS: { kind: MeasureKind | 'diameter'; re: RegExp }[] = [
  { kind: 'diameter', re: new RegExp(`(?<![\\p{L}\\d])[Ø⌀](?:${S})${n('a')}(?:${S}(?<fit>[A-Za-z]{1,2}\\d{1,2})(?![\\p{L}\\d]))?(?:${S}${UNIT})?`, 'gu') },
  { kind: 'tolerance', re: new RegExp(`${START}${n('a')}${S}(?:±${S}${n('pm')}|(?<up>[+]${NUM})${S}/?${S}(?<down>[\\-−]${NUM}))${S}${UNIT}`, 'gu') },
  { kind: 'dimensions', re: new RegExp(`${START}${n('a')}${S}[×xх*]${S}${n('b')}(?:${S}[×xх*]${S}${n('c')})?${S}${UNIT}`, 'gu') },
  { kind: 'range', re: new RegExp(`(?<![\\p{L}])(?:${words(RANGE_FROM_WORDS)})\\s+${n('a')}(?:${S}(?<unit1>\\p{L}{1,4}\\.?))?\\s+(?:${words(RANGE_TO_WORDS)})\\s+${n('b')}${S}${UNIT}`, 'gu') },
  { kind: 'range', re: new RegExp(`${START}${n('a')}(?:${S}(?<unit1>\\p{L}{1,4}))?${S}(?:[–—-]|\\.\\.\\.?|…)${S}${n('b')}${S}${UNIT}`, 'gu') },
  { kind: 'max', re: new RegExp(`(?<![\\p{L}])(?:${words(MAX_WORDS)})${S}${n('a')}${S}${UNIT}`, 'gu') },
  { kind: 'min', re: new RegExp(`(?<![\\p{L}])(?:${words(MIN_WORDS)})${S}${n('a')}${S}${UNIT}`, 'gu') },
  { kind: 'single', re: new RegExp(`${START}${n('a')}${S}${UNIT}`, 'gu') },
];

function num(raw: string | undefined): number | null {
  if (raw === undefined) return null;
  const t = raw.trim();
  const sign = /^[-−]/.test(t) ? -1 : 1;
  const v = parseNumber(t.replace(/^[+\-−]/, ''));
  return v === null ? null : sign * v;
}

/** A unit that is also a word counts only with no word after it; `г`/`g` after a year is the year's abbreviation (`2024 г.`). */
function believable(text: string, end: number, unitWord: string, unit: UnitWord, numbers: (number | null)[]): boolean {
  const after = text.slice(end, end + 3);
  if (unit.clashes?.includes(unitWord) && /^\.?[ \u00a0]?\p{L}/u.test(after)) return false;
  if (unit.unit === 'g' && numbers.some((v) => v !== null && Number.isInteger(v) && v >= 1900 && v <= 2100)) return false;
  // `л.` and `т.` with a dot are the abbreviations of лист and тонна-less words (`на 5 л.`, `т.е.`); SI symbols take no dot.
  if ((unitWord === 'л' || unitWord === 'т') && after.startsWith('.')) return false;
  return true;
}

export function scanMeasures(text: string): GrammarHit<MeasureValue>[] {
  const hits: GrammarHit<MeasureValue>[] = [];
  for (const { kind, re } of PATTERNS) {
    for (const m of text.matchAll(re)) {
      const start = m.index;
      const end = start + m[0].length;
      if (hits.some((h) => start < h.end && h.start < end)) continue;
      const g = m.groups ?? {};
      const written = g.unit ?? null;
      const unit = written ? BY_SPELLING.get(written) : BY_SPELLING.get('мм');
      if (!unit) continue;
      const [a, b, c] = [num(g.a), num(g.b), num(g.c)];
      if (a === null || (g.b !== undefined && b === null) || (g.c !== undefined && c === null)) continue;
      if (written && !believable(text, end, written, unit, [a, b, c])) continue;
      // A first unit in a range must be the same unit (`5 кг – 10 кг`), not a word (`стр 5 - 10 кг`).
      // Extents are lengths: `20 x 0,5 l` is a pack of twenty bottles, not a shape.
      if (kind === 'dimensions' && unit.quantity !== 'length') continue;
      if (g.unit1 !== undefined && g.unit1.replace(/\.$/, '') !== written?.replace(/\.$/, '')) continue;
      const value: MeasureValue = {
        kind: kind === 'diameter' ? 'single' : kind, value: a, min: null, max: null, tolerance: null, values: null, fit: g.fit ?? null,
        diameter: kind === 'diameter', unit: unit.unit, quantity: unit.quantity, unit_as_written: written, unit_implied: written === null,
      };
      if (kind === 'range') {
        if (b === null || b <= a) continue;
        Object.assign(value, { value: null, min: a, max: b });
      } else if (kind === 'max') value.max = a;
      else if (kind === 'min') value.min = a;
      else if (kind === 'tolerance') {
        const pm = num(g.pm);
        const upper = pm ?? num(g.up);
        const lower = pm !== null ? -pm : num(g.down);
        if (upper === null || lower === null) continue;
        value.tolerance = { upper, lower };
        value.min = round(a + lower);
        value.max = round(a + upper);
      } else if (kind === 'dimensions') {
        Object.assign(value, { value: null, values: [a, b, c].filter((v): v is number => v !== null) });
      }
      hits.push({ start, end, text: m[0], value });
    }
  }
  return hits.sort((x, y) => x.start - y.start);
}

/** Sums of decimal deviations without binary noise (50 − 0.1 = 49.9, not 49.900000000000006). */
function round(v: number): number {
  return Math.round(v * 1e9) / 1e9;
}
