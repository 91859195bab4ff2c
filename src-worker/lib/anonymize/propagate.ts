import { FORM_AT_END } from './detect-companies';
import { domainLabel } from './detect-web';
import { NOT_NAME_WORDS, alternatives } from './names-latin';
import { ADDRESS_LABELS, ID_LABELS, PARTY_LABELS, PERSON_LABELS } from './vocab-labels';
import type { Category, Hit } from './types';
import { FUNCTION_MAILBOXES } from './vocab-web';

/**
 * Once a value is known to be a party, it is hidden wherever else it is written in the same
 * request: "Amazon Web Services, Inc." found by its legal form also hides "Greetings from Amazon
 * Web Services"; "LE CLIENT" found under a label hides it in the running text; the company name
 * inside a web or mail domain (flipkart of www.flipkart.com, majolieboutique of
 * sav@majolieboutique.net) hides "At Flipkart" and "Ma jolie boutique". Matching ignores case
 * and spacing; short values must match whole words in their own case.
 */

export interface Known {
  category: Category;
  value: string;
}

const PROPAGATED: ReadonlySet<Category> = new Set(['org', 'person', 'address']);
/** Identifiers are looked for again only as the same digits ("0123456" in another cell), whole. */
const DIGIT_CATEGORIES: ReadonlySet<Category> = new Set(['inn', 'kpp', 'ogrn', 'okpo', 'account', 'id', 'vat', 'phone']);
/** A shorter number is too likely to be a quantity or a price. */
const MIN_DIGITS = 6;
/** Shorter values are too likely to be ordinary words. */
const MIN_CHARS = 3;
/** Values up to this length must match in their own case ("OYO", not "oyo" inside a word). */
const CASE_SENSITIVE_UP_TO = 3;
/** A domain label is matched with optional spaces between its letters only when this long. */
const MIN_SPACED_LABEL = 6;
/** A one-word company name without its form shorter than this ("AB", "Max") is not looked for alone. */
const MIN_CORE = 5;
const LABEL_WORDS: ReadonlySet<string> = new Set([...PARTY_LABELS, ...PERSON_LABELS, ...ADDRESS_LABELS, ...ID_LABELS.flatMap((l) => alternatives(l.label))].map((l) => l.toLowerCase()));
/** A longer value is a whole block line; it is not looked for elsewhere. */
const MAX_CHARS = 80;

const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const flexible = (s: string): string => s.trim().split(/\s+/u).map(esc).join('[\\s\\u00a0]+');

/** The searchable forms of what the registry holds: values, company names without their form, domain labels. */
interface Form { category: Category; source: string; exactCase: boolean; length: number }

export function forms(known: readonly Known[]): Form[] {
  const out = new Map<string, Form>();
  const add = (category: Category, value: string): void => {
    const v = value.trim();
    const letters = (v.match(/\p{L}/gu) ?? []).length;
    if (letters < MIN_CHARS || v.length > MAX_CHARS || /\[[A-Z]+_\d+\]/u.test(v) || NOT_NAME_WORDS.has(v)) return;
    const key = v.toLowerCase().replace(/\s+/gu, ' ');
    if (!out.has(key)) out.set(key, { category, source: flexible(v), exactCase: v.length <= CASE_SENSITIVE_UP_TO, length: v.length });
  };
  for (const { category, value } of known) {
    if (PROPAGATED.has(category)) add(category, value);
    if (DIGIT_CATEGORIES.has(category) && /^\d+$/u.test(value.trim()) && value.trim().length >= MIN_DIGITS) {
      out.set(`#${value.trim()}`, { category, source: `(?<!\\d)${value.trim()}(?!\\d)`, exactCase: true, length: value.trim().length });
    }
    if (category === 'org') {
      const core = value.replace(FORM_AT_END, '').trim();
      // A one-word core is looked for alone unless it is one of our label words ("Lieferant" of
      // "Lieferant GmbH" would hide every "Lieferant:" label).
      if (core !== value.trim() && (/\s/u.test(core) || (core.length >= MIN_CORE && !LABEL_WORDS.has(core.toLowerCase())))) add('org', core);
    }
    if (category === 'web' || category === 'email') {
      const label = domainLabel(value);
      if (!label) continue;
      add('org', label);
      if (label.length >= MIN_SPACED_LABEL) {
        out.set(`~${label}`, { category: 'org', source: [...label].map(esc).join('[ \\t-]?'), exactCase: false, length: label.length });
      }
    }
  }
  return [...out.values()];
}

/** A name part shorter than this inside a mailbox ("jo" of "jo.smith") could be anything. */
const MIN_MAIL_NAME = 4;

/**
 * People whose mailbox is built from their name: "Sammy Maystone" beside smaystone4@…, "Tony
 * Dubois" beside tony.dubois@…. A capitalised word contained in a person-like mailbox is a name,
 * with the capitalised word before it (the given name).
 */
export function mailNames(text: string, known: readonly Known[]): Hit[] {
  const parts = known.filter((k) => k.category === 'email').flatMap((k) => (k.value.split(/[@＠([]/u)[0] ?? '').toLowerCase().split(/[^\p{L}]+/u))
    .filter((p) => p.length >= MIN_MAIL_NAME && !FUNCTION_MAILBOXES.has(p));
  if (!parts.length) return [];
  const hits: Hit[] = [];
  for (const m of text.matchAll(/(?<![\p{L}\d])(?:(\p{Lu}\p{Ll}+)[ \t])?(\p{Lu}\p{Ll}{3,}|\p{Lu}{4,})(?![\p{L}\d])/gu)) {
    const word = (m[2] ?? '').toLowerCase();
    if (NOT_NAME_WORDS.has(m[2] ?? '') || LABEL_WORDS.has(word) || !parts.some((p) => p.includes(word))) continue;
    hits.push({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, category: 'person' });
  }
  return hits;
}

/** Every further occurrence of a known value, as hits of its category (whole words only). */
export function propagate(text: string, known: readonly Known[]): Hit[] {
  const hits: Hit[] = mailNames(text, known);
  // Longest value first, so "Amazon Web Services" wins over the domain label "amazon".
  const all = forms(known).sort((a, b) => b.length - a.length);
  for (const exactCase of [false, true]) {
    const group = all.filter((f) => f.exactCase === exactCase);
    if (!group.length) continue;
    const pattern = new RegExp(`(?<![\\p{L}\\d])(?:${group.map((f, i) => `(?<f${i}>${f.source})`).join('|')})(?![\\p{L}\\d])`, exactCase ? 'gu' : 'giu');
    for (const m of text.matchAll(pattern)) {
      const index = Object.keys(m.groups ?? {}).find((k) => m.groups?.[k] !== undefined);
      const form = group[Number(index?.slice(1))];
      if (form && m[0]) hits.push({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, category: form.category });
    }
  }
  return hits;
}
