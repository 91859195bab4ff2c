import type { JsonObject, JsonValue } from '../../../src-shared/contract/envelope';
import { parseDate, scanDates } from '../../lib/scanners/dates';
import { parseNumber } from '../../lib/scanners/amounts';
import { isBirthDateKey, isDateKey } from './keys';
import { isObject, joinPath, tokens, walk } from './tree';
import { warn } from './warn';
import type { Warning } from '../../../src-shared/contract/warnings';

/** Checks on single values: unreadable characters, dates out of range, net weight above gross. */

const REPLACEMENT = '\uFFFD';

/**
 * ocr_noise on every result string with U+FFFD, at its path. The parse text itself is checked
 * by the quality stage (`$document`), so it is not repeated here.
 */
export function checkOcrNoise(result: JsonObject): Warning[] {
  const out: Warning[] = [];
  walk(result, (node) => {
    if (typeof node.value !== 'string' || !node.value.includes(REPLACEMENT)) return;
    const n = [...node.value].filter((c) => c === REPLACEMENT).length;
    out.push(warn('ocr_noise', `${n} unreadable character(s) (U+FFFD) in the value`, node.path));
  });
  return out;
}

export const DATE_MIN = '1990-01-01';
export const DATE_MAX = '2100-12-31';

/**
 * date_out_of_range: a value that is wholly a date (ISO, `12.03.2024`, `12 марта 2024 г.` …), or
 * any date inside a date-named field, outside 1990-01-01 … 2100-12-31. Birth dates are exempt: a
 * signatory born in 1975 is no error.
 */
export function checkDates(result: JsonObject): Warning[] {
  const out: Warning[] = [];
  walk(result, (node) => {
    if (typeof node.value !== 'string' || isBirthDateKey(node.key)) return;
    const whole = parseDate(node.value);
    const dates = whole !== null ? [whole] : isDateKey(node.key) ? scanDates(node.value).map((h) => h.value) : [];
    const bad = dates.find((d) => d < DATE_MIN || d > DATE_MAX);
    if (bad) out.push(warn('date_out_of_range', `date ${bad} is outside ${DATE_MIN} … ${DATE_MAX}`, node.path));
  });
  return out;
}

type WeightRole = 'net' | 'gross';
const WEIGHT = ['weight', 'weights', 'вес', 'масса', 'gewicht', 'poids', '重量'];
const NET = ['net', 'netto', 'нетто', 'nett'];
const GROSS = ['gross', 'brutto', 'брутто', 'brut'];

/**
 * Net/gross weight keys: `net_weight`, `weightGross`, `масса_нетто`, `Nettogewicht`, `净重`; Russian
 * `нетто`/`брутто` alone mean weight. English `net`/`gross` alone mean money, unless the
 * enclosing key is a weight (`weight: {net, gross}`).
 */
function weightRole(key: string, parentKey: string): WeightRole | null {
  const t = tokens(key);
  const joined = t.join('_');
  if (/净重/u.test(joined)) return 'net';
  if (/毛重/u.test(joined)) return 'gross';
  if (t.includes('нетто') || t.includes('nettogewicht')) return 'net';
  if (t.includes('брутто') || t.includes('bruttogewicht')) return 'gross';
  const weighty = t.some((x) => WEIGHT.includes(x)) || tokens(parentKey).some((x) => WEIGHT.includes(x));
  if (!weighty) return null;
  if (t.some((x) => NET.includes(x))) return 'net';
  if (t.some((x) => GROSS.includes(x))) return 'gross';
  return null;
}

/** A weight in kilograms: numbers as they are, strings with their unit (`1,5 т`, `800 g`, `12,5 кг`). */
function kilograms(v: JsonValue | undefined): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string') return null;
  const m = /^\s*(\d[\d\s\u00a0.,]*)\s*(\p{L}*)/u.exec(v);
  if (!m) return null;
  const n = parseNumber((m[1] ?? '').trim());
  if (n === null) return null;
  const unit = (m[2] ?? '').toLowerCase();
  if (/^(?:t|т|тн|тонн\p{L}*|tonnes?|tons?)$/u.test(unit)) return n * 1000;
  if (/^(?:g|г|гр|грамм\p{L}*|grams?)$/u.test(unit)) return n / 1000;
  return n;
}

/** weight_invariant_violation: in any object (the document, its totals, each line), net weight above gross. */
export function checkWeights(result: JsonObject): Warning[] {
  const out: Warning[] = [];
  const inspect = (obj: JsonObject, path: string, key: string): void => {
    let net: { kg: number; path: string } | null = null;
    let gross: { kg: number; path: string } | null = null;
    for (const [k, v] of Object.entries(obj)) {
      const role = weightRole(k, key);
      const kg = role ? kilograms(v) : null;
      if (role === 'net' && kg !== null) net ??= { kg, path: joinPath(path, k) };
      if (role === 'gross' && kg !== null) gross ??= { kg, path: joinPath(path, k) };
    }
    if (net && gross && net.kg > gross.kg + 1e-9) {
      out.push(warn('weight_invariant_violation', `net weight ${net.kg} kg is above gross weight ${gross.kg} kg`, net.path));
    }
  };
  inspect(result, '', '');
  walk(result, (node) => { if (isObject(node.value)) inspect(node.value, node.path, node.key); });
  return out;
}
