import { FORM_AT_END } from './detect-companies';
import { domainLabel } from './detect-web';
import { NOT_NAME_WORDS } from './names-latin';
import type { Category, Hit } from './types';

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
/** Shorter values are too likely to be ordinary words. */
const MIN_CHARS = 3;
/** Values up to this length must match in their own case ("OYO", not "oyo" inside a word). */
const CASE_SENSITIVE_UP_TO = 3;
/** A domain label is matched with optional spaces between its letters only when this long. */
const MIN_SPACED_LABEL = 6;
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
    if (category === 'org') {
      const core = value.replace(FORM_AT_END, '').trim();
      // A one-word core may be an ordinary word ("Kunden" of "Kunden AG"): only a coined one
      // ("QualityHosting", "ACME") is looked for alone.
      if (core !== value.trim() && (/\s/u.test(core) || /^\p{Lu}\p{Ll}+\p{Lu}/u.test(core) || /^\p{Lu}{4,}$/u.test(core))) add('org', core);
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

/** Every further occurrence of a known value, as hits of its category (whole words only). */
export function propagate(text: string, known: readonly Known[]): Hit[] {
  const hits: Hit[] = [];
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
