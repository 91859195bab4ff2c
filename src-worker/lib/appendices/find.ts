import type { AppendixType } from '../../../src-shared/contract/older';
import type { Block, ParsedDocument } from '../../../src-shared/document/model';
import { APPENDICES } from '../../tuning/chunks';
import { APPENDIX_TYPE_WORDS, NUMBER_MARKS, RELATION_WORDS } from '../vocabulary/appendices';

/** An appendix found by its heading: the blocks from the heading to the next appendix (or the end). */
export interface FoundAppendix {
  type: AppendixType;
  title: string;
  /** Its number as printed ("1", "2.1", "A"), or null. */
  number: string | null;
  blocks: Block[];
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A word matched in either case without the `i` flag, which would let `[A-Z]` take a lower-case preposition. */
const caseless = (w: string): string => [...w].map((c) => (/\p{L}/u.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : escape(c))).join('');
const MARK = `(?:${NUMBER_MARKS.map(caseless).join('|')})`;
// A number or a letter after the word: "№ 1", "No. 2.1", "A", "1-А"; "к договору" may follow.
const NUMBER = `\\s*(?:${MARK}\\s*)?([0-9]+(?:[.\\-][0-9]+)*(?:-?[A-Za-zА-Яа-я])?|[A-ZА-Я](?![\\p{L}]))`;

/**
 * Appendices, specifications, annexes and supplementary agreements of a contract, found by their
 * headings: a short line that starts with one of the vocabulary's words followed by a number, or
 * that is the word alone. A block that lists several appendices ("Приложения: 1. …; 2. …") is a list,
 * not a heading; a heading repeated on the next pages (a running header) continues the same appendix.
 */
export function findAppendices(doc: ParsedDocument): FoundAppendix[] {
  const found: (FoundAppendix & { content: number })[] = [];
  let open: (FoundAppendix & { content: number }) | null = null;
  for (const [i, block] of doc.blocks.entries()) {
    const candidate = block.kind === 'table' ? null : appendixHeading(block.text);
    // "…являются неотъемлемой частью Договора:" then "Приложение № 1 – Смета;": entries of a list of appendices, not appendices.
    const previous = doc.blocks[i - 1]?.text.trim() ?? '';
    const heading = candidate && !isListEntry(block.text) && !previous.endsWith(':') ? candidate : null;
    const next = doc.blocks[i + 1];
    // "Приложение № 1" / "к договору № 5 от …": the line that says what it belongs to is part of the title.
    const relation = heading && next && next.kind !== 'table' && relatesTo(next.text) ? next : null;
    if (heading && relation) heading.title = `${heading.title} ${plain(relation.text)}`;
    if (heading && open && open.content === 0) {
      // "Приложение № 1 / к договору … / Спецификация № 1": one appendix, of the more specific type.
      if (heading.type !== 'appendix' && open.type === 'appendix') open.type = heading.type;
      open.blocks.push(block);
      continue;
    }
    if (heading) {
      const repeated = open && open.type === heading.type && open.number === heading.number && heading.number !== null;
      if (!repeated) {
        open = { ...heading, blocks: [], content: 0 };
        found.push(open);
      }
      open!.blocks.push(block);
      if (relation) open!.blocks.push(relation);
      continue;
    }
    if (!open || block === open.blocks[open.blocks.length - 1]) continue;
    open.blocks.push(block);
    open.content++;
  }
  return found.map(({ content: _content, ...a }) => a);
}

/** "Приложение № 1 – Локальная смета;", "Annex 2 - Price list.": an entry of a list that names appendices. */
function isListEntry(text: string): boolean {
  const t = text.trim();
  return /[;,]$/u.test(t) || (/\s[–—-]\s/u.test(t) && /\.$/u.test(t));
}

/** Text as printed: markdown escapes undone ("к договору № \\_\\_" → "к договору № __"), spaces folded. */
function plain(text: string): string {
  return text.replace(/\\([\\`*_{}[\]()#+\-.!|])/gu, '$1').replace(/\s+/g, ' ').trim();
}

function relatesTo(text: string): boolean {
  const t = text.trim();
  return t.length <= APPENDICES.maxHeadingChars && new RegExp(`^(?:${RELATION_WORDS.map(escape).join('|')})\\s`, 'iu').test(t);
}

/** The type, title and number of an appendix heading, or null when the text is no such heading. */
export function appendixHeading(text: string): { type: AppendixType; title: string; number: string | null } | null {
  const lines = text.split('\n').map((l) => l.trim()).filter((l) => l !== '');
  const first = lines[0];
  if (!first || text.length > APPENDICES.maxHeadingChars || lines.length > 3) return null;
  const opening = lines.filter((l) => openingWord(l) !== null).length;
  if (opening > 1) return null;
  const word = openingWord(first);
  if (!word) return null;
  const rest = first.slice(word.end);
  const numbered = new RegExp(`^${NUMBER}`, 'u').exec(rest);
  const alone = /^[\s:.]*$/u.test(rest);
  const related = new RegExp(`^\\s+(?:${RELATION_WORDS.map(escape).join('|')})\\s`, 'iu').test(rest);
  if (!numbered && !alone && !related && !isUpperHeading(first)) return null;
  const title = plain(lines.join(' ')).replace(/^#+\s*/u, '');
  // "Приложение № 1. Спецификация": a specific word later in the heading names the type.
  const specific = word.specific ? word.type : specificTypeIn(lines.join(' ').slice(word.end)) ?? word.type;
  return { type: specific, title, number: numbered?.[1] ?? null };
}

/** The vocabulary word a line opens with, and where it ends in the line (after any markdown `#`). */
function openingWord(line: string): { end: number; type: AppendixType; specific: boolean } | null {
  const start = /^#*\s*/u.exec(line)![0].length;
  const lower = line.slice(start).toLowerCase();
  for (const entry of APPENDIX_TYPE_WORDS) {
    for (const word of entry.words) {
      if (lower.startsWith(word) && !/[\p{L}]/u.test(lower.charAt(word.length))) return { end: start + word.length, type: entry.type, specific: entry.specific };
    }
  }
  return null;
}

function specificTypeIn(text: string): AppendixType | null {
  const lower = text.toLowerCase();
  for (const entry of APPENDIX_TYPE_WORDS) {
    if (!entry.specific) continue;
    if (entry.words.some((w) => new RegExp(`(^|[^\\p{L}])${escape(w)}($|[^\\p{L}])`, 'u').test(lower))) return entry.type;
  }
  return null;
}

/** "СПЕЦИФИКАЦИЯ ПОСТАВЛЯЕМОГО ТОВАРА": a heading in capitals. */
function isUpperHeading(line: string): boolean {
  const letters = line.replace(/[^\p{L}]/gu, '');
  return letters.length >= 4 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
}
