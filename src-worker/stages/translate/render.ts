import { CONCEPTS, GLOSSARIES, type Counted, type Lang, type Term } from '../../lib/vocabulary/glossary';
import { compact, glossaryIndex, type Entry, type Slot } from './glossary-index';
import { isCapitalised, isCjk, isWordChar } from './text-view';

/**
 * Writing a match in the target language: the word chosen by the number before it ("1 box",
 * "10 boxes", "5 коробок"), the source's capitals carried over for words (not for unit symbols),
 * and the joins each script wants ("10件" in Chinese, "10 pcs" elsewhere, no doubled dots).
 */

export interface Match {
  start: number;
  end: number;
  entry: Entry;
  /** Captures of a pattern, in the order of its slots. */
  groups: readonly (string | undefined)[];
  /** The figure right before the term, which chooses the plural of the target word. */
  count: string | null;
}

const pluralRules = new Map<Lang, Intl.PluralRules>();

/** "1 000", "1,000" and "1.000" with three digits after the separator are thousands, not a fraction. */
function numericValue(figure: string): number {
  return Number(/^\d{1,3}(?:[.,]\d{3})+$/.test(figure) ? figure.replace(/[.,]/g, '') : figure.replace(',', '.'));
}

export function countedWord(term: Term, to: Lang, count: string | null | undefined): string {
  if (!term.counted || count == null) return term.out;
  const n = numericValue(count);
  if (!Number.isFinite(n)) return term.out;
  let rules = pluralRules.get(to);
  if (!rules) pluralRules.set(to, (rules = new Intl.PluralRules(to)));
  const category = rules.select(n) as keyof Counted;
  return term.counted[category] ?? term.counted.other ?? term.out;
}

/** Capitals of the source carried over: "Коробка" → "Box", "СЧЁТ-ФАКТУРА" → "VAT INVOICE". */
export function transferCase(source: string, spelling: string, word: string): string {
  if (isCapitalised(source) && !isCapitalised(spelling)) return word.toUpperCase();
  const first = /\p{L}/u.exec(source)?.[0];
  const spelled = /\p{L}/u.exec(spelling.replace(/\{\w+\}/g, ''))?.[0];
  const upper = (ch: string): boolean => ch !== ch.toLowerCase();
  if (first && spelled && upper(first) && !upper(spelled)) return word.replace(/^\p{Ll}/u, (l) => l.toUpperCase());
  return word;
}

function fillPattern(m: Match, target: Term, to: Lang): string {
  const values = new Map<Slot, string>();
  m.groups.forEach((g, i) => {
    const slot = m.entry.slots[i];
    if (slot && g !== undefined && !values.has(slot)) values.set(slot, g);
  });
  const units = m.entry.lang ? glossaryIndex().units[m.entry.lang] : undefined;
  const unitWord = (slot: 'pack' | 'unit', countSlot: Slot): string => {
    const source = values.get(slot) ?? '';
    const concept = units?.get(compact(source));
    return concept ? countedWord(GLOSSARIES[to].terms[concept], to, values.get(countSlot) ?? m.count) : source;
  };
  return target.out.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'pack' ? unitWord('pack', 'n') : name === 'unit' ? unitWord('unit', 'count') : values.get(name as Slot) ?? '');
}

/** The target-language text of a match, or null when the source stays (target words, Incoterms codes). */
export function replacementFor(m: Match, source: string, to: Lang): string | null {
  const e = m.entry;
  const kind = CONCEPTS[e.concept].kind;
  if (e.lang === to || (e.role === 'code' && kind === 'incoterm')) return null;
  const target = GLOSSARIES[to].terms[e.concept];
  const word = e.role === 'pattern' ? fillPattern(m, target, to) : countedWord(target, to, m.count);
  return kind === 'unit' || kind === 'quantity' ? word : transferCase(source, e.spelling, word);
}

const LATIN_PUNCTUATION: Record<string, string> = { '，': ', ', '、': ', ', '：': ': ', '；': '; ', '。': '. ', '！': '! ', '？': '? ', '（': ' (', '）': ') ' };

/** Chinese full-width punctuation as a Latin-script text writes it, once Chinese terms became words. */
function latinPunctuation(text: string): string {
  return text.replace(/[，、：；。！？（）]/gu, (ch) => LATIN_PUNCTUATION[ch] ?? ch)
    .replace(/ {2,}/g, ' ').replace(/ ([,.:;!?)])/g, '$1').replace(/\( /g, '(').trim();
}

/** What a word from a Chinese term needs a space after in Latin script: "10 pcs", "100% prepayment". */
const ENDS_WORD = /[\p{L}\p{N}%)\]]$/u;

/** After a number, a digit or a Chinese character, a Chinese term joins without a space. */
const JOINS_CHINESE = /[\d%\p{Script=Han}\u3000-\u303f\uff00-\uffef]$/u;

export function renderMatches(value: string, matches: readonly Match[], to: Lang): string {
  let out = '';
  let pos = 0;
  let fromChinese = false;
  let join: 'none' | 'trimBeforeChinese' | 'spaceBeforeWord' = 'none';
  const appendGap = (gap: string): void => {
    let g = gap;
    if (join === 'trimBeforeChinese') g = g.replace(/^\s+(?=\p{Script=Han})/u, '');
    if (join === 'spaceBeforeWord' && isWordChar(g[0])) g = ` ${g}`;
    out += g;
    join = 'none';
  };
  for (const m of matches) {
    appendGap(value.slice(pos, m.start));
    const source = value.slice(m.start, m.end);
    const word = replacementFor(m, source, to);
    pos = m.end;
    if (word === null) {
      out += source;
      continue;
    }
    if (word.endsWith('.') && value[pos] === '.') pos++;
    if (to === 'zh' && isCjk(word[0])) {
      const trimmed = out.replace(/\s+$/u, '');
      if (JOINS_CHINESE.test(trimmed)) out = trimmed;
    }
    if (to !== 'zh' && (isCjk(source[0]) || isCjk(source[source.length - 1]))) {
      fromChinese = true;
      if (ENDS_WORD.test(out)) out += ' ';
      join = 'spaceBeforeWord';
    }
    out += word;
    if (to === 'zh' && isCjk(word[word.length - 1])) join = 'trimBeforeChinese';
  }
  appendGap(value.slice(pos));
  return fromChinese ? latinPunctuation(out) : out;
}
