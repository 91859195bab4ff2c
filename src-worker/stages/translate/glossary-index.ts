import { CONCEPTS, GLOSSARIES, LANGS, type ConceptId, type Lang, type Term } from '../../lib/vocabulary/glossary';
import { foldedView, isCapitalised, letterCount, plainView } from './text-view';

/**
 * The vocabulary files compiled for matching: every spelling of every language as a sticky regular
 * expression, bucketed by its first (folded) character, and a table of whole values. Built once.
 */

export type Role = 'form' | 'afterNumber' | 'code' | 'pattern';
export type Slot = 'n' | 'count' | 'days' | 'pct' | 'pack' | 'unit';

export interface Entry {
  concept: ConceptId;
  /** null for a code (UN/ECE, Incoterms), which belongs to no language. */
  lang: Lang | null;
  spelling: string;
  role: Role;
  /** Matched on the plain view, case-sensitive: one-letter spellings and capitals ("m", "L", "EXW"). */
  exact: boolean;
  regex: RegExp;
  /** Placeholders of a pattern, in the order of its capture groups. */
  slots: readonly Slot[];
  /** A unit or packaging term: it may follow its number without a space ("5kg"). */
  unitLike: boolean;
  /** Letters every match begins with, in the view it is matched on: a cheap test before the regex. */
  head: string;
}

/** Up to three leading letters or digits of a spelling, before any space, dot or placeholder. */
const headOf = (view: string): string => /^[\p{L}\p{N}]{0,3}/u.exec(view)?.[0] ?? '';

const SLOT = /\{(n|count|days|pct|pack|unit)\}/;
const NUMBER_SOURCE = '(\\d+(?:[.,]\\d+)?)';
/** After a Latin or Cyrillic unit inside a pattern the word must end; Chinese units run on. */
const UNIT_END = '(?!(?<=[\\p{Script=Latin}\\p{Script=Cyrillic}])[\\p{L}\\p{N}])';

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Regex source of a literal spelling: a space matches any run of spaces, a dot may be followed by
 * spaces or not ("кв.м" = "кв. м"), a percent sign may stand apart from its figure ("2 %").
 */
function literalSource(spelling: string): string {
  let src = '';
  const chars = [...spelling];
  chars.forEach((ch, i) => {
    const prev = chars[i - 1];
    if (ch === ' ') src += prev === '.' || prev === ',' ? '\\s*' : '\\s+';
    else if (ch === '%') src += '\\s*%';
    else src += escape(ch);
    if (ch === '.' && i + 1 < chars.length && chars[i + 1] !== ' ') src += '\\s*';
  });
  return src;
}

/** A spelling without spaces, folded: the key under which a unit of a pattern is looked up. */
export const compact = (s: string): string => foldedView(s).replace(/\s+/g, '');
const isUnitLike = (id: ConceptId): boolean => CONCEPTS[id].kind === 'unit' || CONCEPTS[id].kind === 'packaging';
const termsOf = (lang: Lang): [ConceptId, Term][] => Object.entries(GLOSSARIES[lang].terms) as [ConceptId, Term][];
const spellingsOf = (term: Term): string[] => [...term.forms, ...(term.afterNumber ?? [])];

/** Every unit and packaging spelling of a language, keyed by its compact folded form. */
function unitSpellings(lang: Lang): Map<string, ConceptId> {
  const map = new Map<string, ConceptId>();
  for (const [id, term] of termsOf(lang)) {
    if (isUnitLike(id)) for (const s of spellingsOf(term)) map.set(compact(s), id);
  }
  return map;
}

function patternSource(spelling: string, unitAlternation: string): { source: string; slots: Slot[] } {
  const slots: Slot[] = [];
  const pieces = spelling.split(new RegExp(SLOT.source, 'g'));
  let source = '';
  pieces.forEach((piece, i) => {
    if (i % 2 === 1) {
      slots.push(piece as Slot);
      source += piece === 'pack' || piece === 'unit' ? `(${unitAlternation})${UNIT_END}` : NUMBER_SOURCE;
      return;
    }
    // Around a placeholder spaces are optional ("10упак.", "10 упак."); Chinese writes none.
    const literal = foldedView(piece);
    const core = literal.trim();
    const lead = i > 0 ? '\\s*' : '';
    const trail = i < pieces.length - 1 ? '\\s*' : '';
    source += core === '' ? (i > 0 && i < pieces.length - 1 ? '\\s*' : '') : lead + literalSource(core) + trail;
  });
  return { source, slots };
}

function entry(concept: ConceptId, lang: Lang | null, spelling: string, role: Role, unitAlternation: string): Entry {
  if (role === 'pattern') {
    const { source, slots } = patternSource(spelling, unitAlternation);
    return { concept, lang, spelling, role, exact: false, regex: new RegExp(source, 'uy'), slots, unitLike: false, head: headOf(foldedView(spelling)) };
  }
  const exact = letterCount(spelling) === 1 || isCapitalised(spelling);
  const view = exact ? plainView(spelling) : foldedView(spelling);
  return { concept, lang, spelling, role, exact, regex: new RegExp(literalSource(view), 'uy'), slots: [], unitLike: isUnitLike(concept), head: headOf(view) };
}

export interface GlossaryIndex {
  /** Entries by the folded first character they can start with. */
  buckets: Map<string, Entry[]>;
  /** Whole values: compact folded key (trailing dot dropped) → entries. */
  whole: Map<string, Entry[]>;
  /** Unit and packaging spellings per language, to read the {pack}/{unit} of a pattern. */
  units: Record<Lang, Map<string, ConceptId>>;
  yearMarks: Record<Lang, Set<string>>;
}

/** First characters a pattern can start with: a digit, a unit spelling, or its literal text. */
function firstChars(e: Entry, units: Map<string, ConceptId>): string[] {
  if (e.role !== 'pattern') return [foldedView(e.spelling)[0] ?? ''];
  const head = /^\{(\w+)\}/.exec(e.spelling)?.[1];
  if (head === 'pack' || head === 'unit') return [...new Set([...units.keys()].map((k) => k[0] ?? ''))];
  if (head) return [...'0123456789'];
  return [foldedView(e.spelling)[0] ?? ''];
}

export const wholeKey = (s: string): string => compact(s).replace(/\.$/, '');

function build(): GlossaryIndex {
  const units = Object.fromEntries(LANGS.map((l) => [l, unitSpellings(l)])) as Record<Lang, Map<string, ConceptId>>;
  const entries: Entry[] = [];
  for (const lang of LANGS) {
    // {pack}/{unit} of a pattern: any unit or packaging spelling of the language, longest first.
    const alt = [...new Set(termsOf(lang).filter(([id]) => isUnitLike(id)).flatMap(([, t]) => spellingsOf(t).map(foldedView)))]
      .sort((a, b) => b.length - a.length).map(literalSource).join('|');
    for (const [id, term] of termsOf(lang)) {
      for (const s of term.forms) entries.push(entry(id, lang, s, SLOT.test(s) ? 'pattern' : 'form', alt));
      for (const s of term.afterNumber ?? []) entries.push(entry(id, lang, s, 'afterNumber', alt));
    }
  }
  for (const [id, info] of Object.entries(CONCEPTS) as [ConceptId, { codes?: readonly string[] }][]) {
    for (const code of info.codes ?? []) entries.push(entry(id, null, code, 'code', ''));
  }
  const buckets = new Map<string, Entry[]>();
  const whole = new Map<string, Entry[]>();
  for (const e of entries) {
    const unitMap = e.lang ? units[e.lang] : new Map<string, ConceptId>();
    for (const ch of firstChars(e, unitMap)) buckets.set(ch, [...(buckets.get(ch) ?? []), e]);
    if (e.role !== 'pattern') {
      const key = e.exact ? `=${plainView(e.spelling).replace(/\s+/g, '').replace(/\.$/, '')}` : wholeKey(e.spelling);
      whole.set(key, [...(whole.get(key) ?? []), e]);
    }
  }
  const yearMarks = Object.fromEntries(LANGS.map((l) => [l, new Set(GLOSSARIES[l].yearMarks.map(foldedView))])) as Record<Lang, Set<string>>;
  return { buckets, whole, units, yearMarks };
}

let built: GlossaryIndex | null = null;
/** The compiled glossary (compiled on first use, then shared). */
export function glossaryIndex(): GlossaryIndex {
  built ??= build();
  return built;
}
