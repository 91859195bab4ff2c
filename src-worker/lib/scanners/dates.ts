import type { Hit } from './types';

/**
 * Dates in the notations our documents use, normalised to ISO `YYYY-MM-DD`. Every candidate is
 * checked against the calendar, so `31.02.2024` or a version number `1.2.3` never becomes a date.
 */

/** Month words (lower case) → month number. Genitive and nominative forms, common abbreviations. */
const MONTHS: Record<string, number> = {};
function addMonths(words: string[][]): void {
  words.forEach((forms, i) => forms.forEach((w) => { MONTHS[w] = i + 1; }));
}
// Russian: nominative, genitive, abbreviations.
addMonths([
  ['январь', 'января', 'янв'], ['февраль', 'февраля', 'фев', 'февр'], ['март', 'марта', 'мар'],
  ['апрель', 'апреля', 'апр'], ['май', 'мая'], ['июнь', 'июня', 'июн'], ['июль', 'июля', 'июл'],
  ['август', 'августа', 'авг'], ['сентябрь', 'сентября', 'сен', 'сент'], ['октябрь', 'октября', 'окт'],
  ['ноябрь', 'ноября', 'ноя', 'нояб'], ['декабрь', 'декабря', 'дек'],
]);
// English.
addMonths([
  ['january', 'jan'], ['february', 'feb'], ['march', 'mar'], ['april', 'apr'], ['may'], ['june', 'jun'],
  ['july', 'jul'], ['august', 'aug'], ['september', 'sep', 'sept'], ['october', 'oct'], ['november', 'nov'], ['december', 'dec'],
]);
// German (with the Austrian Jänner and the ASCII spelling of März).
addMonths([
  ['januar', 'jänner', 'jaenner'], ['februar'], ['märz', 'maerz', 'mär', 'mrz'], ['april'], ['mai'], ['juni'],
  ['juli'], ['august'], ['september'], ['oktober', 'okt'], ['november'], ['dezember', 'dez'],
]);
// French (with and without accents, as OCR often drops them).
addMonths([
  ['janvier', 'janv'], ['février', 'fevrier', 'févr', 'fevr'], ['mars'], ['avril', 'avr'], ['mai'], ['juin'],
  ['juillet', 'juil'], ['août', 'aout'], ['septembre'], ['octobre'], ['novembre'], ['décembre', 'decembre', 'déc'],
]);
// Dutch, Spanish and Italian: invoices from those markets are common in the corpus and elsewhere.
addMonths([
  ['januari'], ['februari'], ['maart'], ['april'], ['mei'], ['juni'], ['juli'], ['augustus'], ['september'], ['oktober'], ['november'], ['december'],
]);
addMonths([
  ['enero'], ['febrero'], ['marzo'], ['abril'], ['mayo'], ['junio'], ['julio'], ['agosto'], ['septiembre', 'setiembre'], ['octubre'], ['noviembre'], ['diciembre'],
]);
addMonths([
  ['gennaio'], ['febbraio'], ['marzo'], ['aprile'], ['maggio'], ['giugno'], ['luglio'], ['agosto'], ['settembre'], ['ottobre'], ['novembre'], ['dicembre'],
]);

// Longest first, so `марта` wins over `мар` and `sept` over `sep`.
const MONTH_ALT = Object.keys(MONTHS).sort((a, b) => b.length - a.length).join('|');
const L = '\\p{L}';

/** Two-digit years: 00–69 are 2000s, 70–99 are 1900s (documents are recent; birth years are not read this way). */
export function expandYear(year: number, digits: number): number {
  if (digits > 2) return year;
  return year < 70 ? 2000 + year : 1900 + year;
}

export function isValidCalendarDate(y: number, m: number, d: number): boolean {
  if (!Number.isInteger(y) || !Number.isInteger(m) || !Number.isInteger(d)) return false;
  if (y < 1 || y > 9999 || m < 1 || m > 12 || d < 1) return false;
  const days = [31, (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return d <= (days[m - 1] ?? 0);
}

function iso(y: number, m: number, d: number): string | null {
  if (!isValidCalendarDate(y, m, d)) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Full-width digits (`２０２４年`) become ASCII; one character for one, so offsets stay valid. */
function asciiDigits(text: string): string {
  return text.replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xff10 + 48));
}

interface Rule {
  re: RegExp;
  read: (m: RegExpExecArray) => string | null;
}

const RULES: Rule[] = [
  // ISO and year-first: 2024-03-12, 2024.03.12, 2024/03/12, also the date part of 2024-03-12T10:00.
  {
    re: /(?<![\d./-])(\d{4})([-./])(\d{1,2})\2(\d{1,2})(?![\d]|[./-]\d)/gu,
    read: (m) => iso(Number(m[1]), Number(m[3]), Number(m[4])),
  },
  // Numeric day-first: 12.03.2024, 12/03/2024, 12-03-2024, 12.03.24. Month-first only when day-first is impossible.
  {
    re: /(?<![\d./-])(\d{1,2})([./-])(\d{1,2})\2(\d{4}|\d{2})(?!\d|[./-]\d)/gu,
    read: (m) => {
      // `12-03-24` is far more often a phone tail (`495 12-03-24`) than a date.
      if (m[2] === '-' && (m[4] ?? '').length === 2) return null;
      const a = Number(m[1]);
      const b = Number(m[3]);
      const y = expandYear(Number(m[4]), (m[4] ?? '').length);
      return iso(y, b, a) ?? iso(y, a, b);
    },
  },
  // Day, month word, year: 12 марта 2024 г., «12» марта 2024, 12 March 2024, 12. März 2024, 1er mars 2024, 3rd of August 2014;
  // set with dashes or slashes as accounting systems print them: 23-Oct-2024, 23-OCT-24, 23/Oct/2024.
  {
    re: new RegExp(
      `(?<![\\d${L}])[«"“]?(\\d{1,2})(?:st|nd|rd|th|er|-?го)?[»"”]?(?:\\.?\\s*|[-/])(?:of\\s+)?(${MONTH_ALT})(?!${L})\\.?(?:,?\\s*|[-/])(\\d{4}|\\d{2})(?!\\d)(?:\\s*(?:года|год|г\\.|г(?!${L})))?`,
      'giu',
    ),
    read: (m) => {
      const month = MONTHS[(m[2] ?? '').toLowerCase()];
      if (month === undefined) return null;
      return iso(expandYear(Number(m[3]), (m[3] ?? '').length), month, Number(m[1]));
    },
  },
  // Month word first: March 12, 2024; August 3 , 2014; Aug. 3rd 2014.
  {
    re: new RegExp(`(?<!${L})(${MONTH_ALT})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\s*,?\\s*(\\d{4})(?!\\d)`, 'giu'),
    read: (m) => {
      const month = MONTHS[(m[1] ?? '').toLowerCase()];
      if (month === undefined) return null;
      return iso(Number(m[3]), month, Number(m[2]));
    },
  },
  // Chinese / Japanese: 2024年3月12日 (spaces allowed around the signs, as OCR inserts them).
  {
    re: /(?<!\d)(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]/gu,
    read: (m) => iso(Number(m[1]), Number(m[2]), Number(m[3])),
  },
];

/** Every date in the text, in text order; overlapping candidates keep the longest. */
export function scanDates(text: string): Hit<string>[] {
  const src = asciiDigits(text);
  const found: Hit<string>[] = [];
  for (const rule of RULES) {
    rule.re.lastIndex = 0;
    for (let m = rule.re.exec(src); m; m = rule.re.exec(src)) {
      const value = rule.read(m);
      if (value === null) continue;
      const raw = text.slice(m.index, m.index + m[0].length).trimEnd();
      found.push({ value, raw, start: m.index, end: m.index + raw.length });
    }
  }
  return dropOverlaps(found);
}

/** Longest first, then earliest; a candidate overlapping an already kept one is dropped. */
export function dropOverlaps<T extends { start: number; end: number }>(hits: T[]): T[] {
  const byLength = [...hits].sort((a, b) => (b.end - b.start) - (a.end - a.start) || a.start - b.start);
  const kept: T[] = [];
  for (const h of byLength) {
    if (!kept.some((k) => h.start < k.end && k.start < h.end)) kept.push(h);
  }
  return kept.sort((a, b) => a.start - b.start);
}

/**
 * One value that is wholly a date (`2024-03-12`, `2024-03-12T10:00:00Z`, `12.03.2024`, `12 марта 2024 г.`)
 * → ISO, else null. Surrounding text other than the date itself makes it "not a date".
 */
export function parseDate(raw: string): string | null {
  const s = raw.trim();
  const isoTime = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(s);
  if (isoTime) return iso(Number(isoTime[1]), Number(isoTime[2]), Number(isoTime[3]));
  const hits = scanDates(s);
  const only = hits.length === 1 ? hits[0] : undefined;
  if (!only) return null;
  const rest = (s.slice(0, only.start) + s.slice(only.end)).replace(/[\s,.]/g, '');
  return rest === '' ? only.value : null;
}
