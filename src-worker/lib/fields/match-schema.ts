import { CONCEPTS, DOCUMENT_FIELDS, ITEM_FIELDS, PARTY_FIELDS, PARTY_ROLES } from './concepts';
import type { Concept, PartyRole } from './concepts';
import { isNumeric } from './schema';
import type { SchemaArray, SchemaLeaf, SchemaNode, SchemaObject } from './schema';
import { memo } from '../util/memo';

/**
 * Which concept each leaf of a caller's schema asks for, decided from the words of the leaf and of
 * the objects around it: `seller: {inn}`, `seller_inn`, `ИНН продавца` and `supplier.tax_id` all
 * land on `seller.inn`; leaves inside an array of objects are line-item fields. Leaves that match
 * no concept are kept as free leaves and looked up by their own words.
 */
export interface LeafMatch {
  leaf: SchemaLeaf;
  /** `seller.inn`, `items[].quantity`, `totals.gross`…; null for a free leaf. */
  concept: string | null;
  /** The array of line items the leaf belongs to, if any. */
  array: SchemaArray | null;
}

/** The first of the fields that means `concept` (`items[].name`, `totals.net` …). */
export function fieldOf(fields: readonly LeafMatch[], concept: string): LeafMatch | undefined {
  return fields.find((f) => f.concept === concept);
}

export function matchSchema(root: SchemaObject): LeafMatch[] {
  const out: LeafMatch[] = [];
  const walk = (n: SchemaNode, context: string[], role: PartyRole | null, array: SchemaArray | null): void => {
    if (n.kind === 'object') {
      const r = roleOf(n.words) ?? role;
      for (const c of n.children) walk(c, [...context, n.words], r, array);
      return;
    }
    if (n.kind === 'array') {
      if (n.item.kind === 'object') {
        for (const c of n.item.children) walk(c, [...context, n.words], null, n);
      } else {
        out.push({ leaf: n.item, concept: null, array: n });
      }
      return;
    }
    out.push({ leaf: n, concept: conceptFor(n, role, array), array });
  };
  for (const c of root.children) walk(c, [], null, null);
  return out;
}

function conceptFor(leaf: SchemaLeaf, role: PartyRole | null, array: SchemaArray | null): string | null {
  const words = normalise(leaf.words);
  if (array) return best(ITEM_FIELDS, words, leaf)?.id ?? null;
  const ownRole = roleOf(leaf.words);
  const partyRole = ownRole ?? role;
  if (partyRole) {
    const field = best(PARTY_FIELDS, stripRole(words, partyRole), leaf);
    if (field) return `${partyRole}.${field.id}`;
    // A bare party leaf ("seller": "string") is the party's name.
    if (ownRole && leaf.type === 'string') return `${partyRole}.name`;
    if (role && !ownRole) return null;
  }
  return best(DOCUMENT_FIELDS, words, leaf)?.id ?? null;
}

/** The concept whose label matches the most specific part of the words and whose kind fits the type. */
function best(concepts: Concept[], words: string, leaf: SchemaLeaf): Concept | null {
  let winner: Concept | null = null;
  let score = 0;
  const key = normalise(leaf.key.replace(/([a-z])([A-Z])/g, '$1 $2'));
  const named = normalise(`${key} ${leaf.title ?? ''}`);
  for (const c of concepts) {
    if (!kindFits(c, leaf)) continue;
    for (const label of c.labels) {
      if (!containsLabel(words, label)) continue;
      // A generic word in a description names something qualified ("vehicle registration number"),
      // not the document's number; in the key or title it is the leaf's own.
      if (GENERIC_WORDS.has(label) && !containsLabel(named, label)) continue;
      // The key itself counts most; a label found in a description counts less.
      const inKey = containsLabel(key, label) ? 2 : 1;
      const s = label.length * inKey;
      if (s > score) { score = s; winner = c; }
    }
  }
  return winner;
}

const GENERIC_WORDS = new Set(['number', 'date', 'номер', 'дата', '№', 'от', 'no', 'n', 'nummer', 'datum', 'numéro']);

function kindFits(c: Concept, leaf: SchemaLeaf): boolean {
  const numeric = isNumeric(leaf);
  if (leaf.format === 'date' || leaf.format === 'date-time') return c.kind === 'date';
  if (numeric) return ['amount', 'number', 'percent'].includes(c.kind);
  if (leaf.type === 'boolean') return false;
  return true;
}

export function roleOf(words: string): PartyRole | null {
  const w = normalise(words);
  let found: { role: PartyRole; at: number } | null = null;
  for (const [role, labels] of Object.entries(PARTY_ROLES) as [PartyRole, readonly string[]][]) {
    for (const label of labels) {
      const at = labelIndex(w, label);
      if (at >= 0 && (found === null || at < found.at)) found = { role, at };
    }
  }
  return found?.role ?? null;
}

function stripRole(words: string, role: PartyRole): string {
  let w = ` ${words} `;
  for (const label of PARTY_ROLES[role]) w = w.split(` ${label} `).join(' ');
  // Russian genitive forms: "инн продавца", "наименование покупателя".
  return w.replace(/\s(продавца|поставщика|покупателя|заказчика|исполнителя|подрядчика|плательщика|грузоотправителя|грузополучателя|перевозчика)\s/g, ' ').trim();
}

export function normalise(s: string): string {
  // "Коли- чество" (a word hyphenated across lines of a printed header) is one word again.
  // Accents on Latin letters are dropped (scans and capitals lose them: "DESIGNATION" is "désignation");
  // Cyrillic keeps its marks (й is not и). Chinese is written without spaces: one set between its
  // characters ("数 量", spaced out to fill a header cell) is no word break.
  return s.replace(/(\p{Script=Han})\s+(?=\p{Script=Han})/gu, '$1').toLowerCase().normalize('NFD').replace(/([a-z])\p{M}+/gu, '$1').normalize('NFC').replace(/ё/g, 'е').replace(/(\p{L})-\s+(\p{L})/gu, '$1$2').replace(/[|/\\,;:()[\]{}"«»'`]+/g, ' ').replace(/\s+/g, ' ').trim();
}

/** Every label of the concepts and party roles, normalised: what a form prints to name a field. */
export const CONCEPT_LABELS: ReadonlySet<string> = new Set([...CONCEPTS.flatMap((c) => c.labels), ...Object.values(PARTY_ROLES).flat()].map(normalise));

/** Chinese characters: labels without word breaks. */
export const CJK = /[\u3400-\u9fff]/;

/** Whole-word containment (substring for Chinese labels, which have no word breaks). */
export function containsLabel(words: string, label: string): boolean {
  return labelIndex(words, label) >= 0;
}

/** A label's normalised form and its inflection pattern, made once: headers are matched against the same labels many times. */
interface LabelForm { norm: string; stem: RegExp | null }
// Callers' schemas bring labels of their own: the cache is bounded.
const formOf = memo((label: string): LabelForm => {
  const norm = normalise(label);
  return { norm, stem: /^[а-я]{5,}$/.test(norm) ? new RegExp(`(^|\\s)${norm.slice(0, -1)}[а-я]{0,3}(\\s|$)`) : null };
}, 10_000);

/** Full stops at the ends of words dropped ("p.u." → "p.u", "qté." → "qté"). */
function endDots(s: string): string {
  return s.replace(/\.(?=\s|$)/g, '');
}

function labelIndex(words: string, label: string): number {
  const { norm: l, stem } = formOf(label);
  if (!l) return -1;
  if (CJK.test(l)) return words.indexOf(l);
  const hay = ` ${words} `;
  const at = hay.indexOf(` ${l} `);
  if (at >= 0) return at;
  // An abbreviation's full stop ends a word ("qté." is "qté", "Anz." is "anz"), in the header and in the label alike.
  if (/\.(?=\s|$)/.test(words) || l.endsWith('.')) {
    const bare = ` ${endDots(words)} `.indexOf(` ${endDots(l)} `);
    if (bare >= 0) return bare;
  }
  // Russian inflection: a label word followed by a case ending ("продавца" for "продавец" is handled
  // above; "поставщика", "покупателя" here by stem).
  if (stem) {
    const m = stem.exec(words);
    return m ? m.index : -1;
  }
  // OCR drops the space between the words of a label set in small type ("датасоставления"): a
  // label of two or more words still matches as one word without them.
  if (l.includes(' ') && l.length >= 8) {
    const joined = hay.indexOf(` ${l.replace(/ /g, '')} `);
    if (joined >= 0) return joined;
  }
  return -1;
}

