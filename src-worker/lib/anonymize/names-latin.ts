import { GIVEN_NAMES, NAME_PARTICLES, NOT_NAME_WORDS, SALUTATIONS } from './vocab-people';

export { NOT_NAME_WORDS };

/**
 * Building blocks for people's names in Latin script, shared by the person and party detectors
 * (the residual scan writes its own). A name word is capitalised (Smith, O'Connor, McDonald,
 * Müller-Lüdenscheidt) or written in capitals (SMITH); initials (J.) and particles (van, de) may
 * sit between.
 */

export const esc = (w: string): string => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Longest first, so "Managing director" wins over "Director". */
export const alt = (words: readonly string[]): string => [...words].sort((a, b) => b.length - a.length).join('|');
/** First letter in either case, for labels at a sentence start or inside one. */
export function ciFirst(word: string): string {
  const first = word[0] ?? '';
  if (first.toUpperCase() === first.toLowerCase()) return word;
  return `[${first.toUpperCase()}${first.toLowerCase()}]${word.slice(1)}`;
}

/**
 * A label pattern in the cases documents write it: as listed, in capitals, in title case and in
 * lower case ("Bill to", "BILL TO", "Bill To", "bill to"). Letters inside escapes (\\p{L}, \\s)
 * and character classes are left alone, so a label may hold regex syntax. Acronyms (all capitals:
 * EIN, PAN, TIN) stay as they are: in lower case they are ordinary words.
 */
export function caseVariants(label: string): string[] {
  const parts = label.match(/\\p\{[^}]*\}|\\.|\[(?:\\.|[^\]])*\]|[^\\[]+/gu) ?? [label];
  const plain = parts.filter((p) => !/^[\\[]/u.test(p)).join('');
  if (plain === plain.toUpperCase()) return [label];
  const map = (f: (p: string, atWordStart: () => boolean) => string): string => {
    let prev = ' ';
    return parts.map((p) => {
      if (/^[\\[]/u.test(p)) {
        prev = 'x';
        return p;
      }
      return [...p].map((ch) => {
        const out = f(ch, () => /[\s/(-]/u.test(prev));
        prev = ch;
        return out;
      }).join('');
    }).join('');
  };
  const upper = map((ch) => ch.toUpperCase());
  const lower = map((ch) => ch.toLowerCase());
  const title = map((ch, start) => (start() ? ch.toUpperCase() : ch));
  const sentence = map((ch, start) => (start() && ch === label[0] ? ch.toUpperCase() : ch.toLowerCase()));
  return [...new Set([label, upper, lower, title, sentence])];
}

/** The top-level alternatives of a pattern ("Steuer-?Nr\\.?|Steuernummer" → two), groups and classes kept whole. */
export function alternatives(pattern: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let inClass = false;
  let current = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i] ?? '';
    if (ch === '\\') {
      current += ch + (pattern[i + 1] ?? '');
      i++;
      continue;
    }
    if (inClass) inClass = ch !== ']';
    else if (ch === '[') inClass = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === '|' && depth === 0) {
      out.push(current);
      current = '';
      continue;
    }
    current += ch;
  }
  out.push(current);
  return out.filter(Boolean);
}

/** An alternation of labels in all their cases, longest first. */
export function labelAlt(labels: readonly string[]): string {
  return alt(labels.flatMap(alternatives).flatMap(caseVariants));
}


const PARTICLE = `(?:${alt(NAME_PARTICLES.map(esc))})`;
/** A capitalised name word, hyphenated or with an apostrophe; never a word of NOT_NAME_WORDS. */
const WORD = "\\p{Lu}(?:\\p{Ll}[\\p{L}'’]*|['’]\\p{Lu}\\p{Ll}+)(?:-\\p{Lu}\\p{Ll}[\\p{L}'’]*)*";
const UPPER = '\\p{Lu}{2,}(?:[-\'’]\\p{Lu}{2,})*';
const INITIAL = '\\p{Lu}\\.';
/**
 * A name of 1 to 4 capitalised words, with initials and particles between: "Jan de Vries", "J. R.
 * Smith", "Anne-Marie du Pont". The patterns take any capitalised words; `nameSpan` then cuts the
 * run at the first word of NOT_NAME_WORDS (a stop list inside every pattern would make each of
 * them huge and slow).
 */
export const NAME = `(?:${INITIAL}[ \\t]?){0,2}${WORD}(?:[ \\t]+(?:${INITIAL}|(?:${PARTICLE}[ \\t]+){0,2}${WORD})){0,3}`;
/** The same in capitals: "JOHN SMITH", "VAN DER BERG". */
export const NAME_UPPER = `${UPPER}(?:[ \\t]+(?:${INITIAL}|${UPPER})){1,3}`;
/** Any name shape after a strong cue (a title, a label): one capitalised word is enough there. */
export const ANY_NAME = `(?:${NAME_UPPER}|${NAME}|${UPPER})`;

const isStop = (word: string): boolean => NOT_NAME_WORDS.has(word) || NOT_NAME_WORDS.has(word[0] + word.slice(1).toLowerCase());

/** The part of a matched name before its first stop word ("John Smith Total" → "John Smith"); null when it starts with one. */
export function nameSpan(text: string, start: number, end: number): { start: number; end: number } | null {
  const value = text.slice(start, end);
  let cut = value.length;
  for (const m of value.matchAll(/[\p{L}'’-]+/gu)) {
    if (!isStop(m[0])) continue;
    cut = m.index ?? 0;
    break;
  }
  const kept = value.slice(0, cut).replace(/[\s,.;:]+$/u, '');
  return /\p{L}{2}/u.test(kept) ? { start, end: start + kept.length } : null;
}

/** Titles that may stand without a dot (Herr, Frau, Mrs, Monsieur); the short ones (M, Hr, Me) need their dot. */
const DOT_REQUIRED = new Set(['M', 'MM', 'Me', 'Hr', 'Fr', 'Mw', 'Sr', 'Sra', 'Srta', 'Ir', 'Ing', 'Mag', 'Sig', 'Avv', 'Dott', 'Drs', 'Mx']);
/** …in lower case too when three letters or longer ("mevr.", "herr"); "m." in lower case is a metre. */
export const TITLE = `(?:${alt(SALUTATIONS.flatMap((s) => (s.replace(/\\./gu, '').length >= 3 ? [s, s.toLowerCase()] : [s])).map((s) => (DOT_REQUIRED.has(s) ? `${s}\\.` : `${s}\\.?`)))})`;

/** The given name of a word, if it is one: "John", "JOHN", "Klaus-Peter" (by its first part). */
export function isGivenName(word: string): boolean {
  const first = word.split('-')[0] ?? '';
  if (first.length < 2) return false;
  const cased = first[0] + first.slice(1).toLowerCase();
  return GIVEN_NAMES.has(first) || (first === first.toUpperCase() && GIVEN_NAMES.has(cased));
}

const NAME_WORD = new RegExp(`^(?:${WORD}|${UPPER})$`, 'u');

export function isNameWord(word: string): boolean {
  return NAME_WORD.test(word) && !isStop(word);
}

export const PARTICLES: ReadonlySet<string> = new Set(NAME_PARTICLES);
