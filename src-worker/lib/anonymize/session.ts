import type { JsonObject, JsonValue } from '../../../src-shared/contract/envelope';
import { addressLabels, ruAddressRuns } from './detect-address';
import { companies } from './detect-companies';
import { classifierCodes, digitRuns, email, iban, labelledIds, phone, swift, vat } from './detect-ids';
import { ibans, intlIds } from './detect-ids-intl';
import { orgLabels, orgs, partyLabels, personLabels, persons } from './detect-names';
import { partyBlocks, partyColumns, partyNeighbours } from './detect-party';
import { chinesePersons, latinPersons } from './detect-persons';
import { intlPhones } from './detect-phones';
import { postcodes, streets } from './detect-places';
import { web } from './detect-web';
import { propagate } from './propagate';
import type { Known } from './propagate';
import { residual } from './residual';
import { CATEGORIES, isCategory } from './types';
import type { Category, CategoryCounts, Detector, Hit, Scrubbed } from './types';

/**
 * A scrub session: one per request, so the same value always gets the same placeholder in the
 * document, the prompt and the schema, and the answer can be restored from the same table.
 * The table never leaves the worker.
 */
export interface ScrubSession {
  scrub(text: string): Scrubbed<string>;
  /** Scrubs the human-readable strings of a JSON Schema (title, description, examples, enum…). */
  scrubSchema(schema: JsonObject): Scrubbed<JsonObject>;
  /** The independent residual scan (see residual.ts). */
  residual(text: string): CategoryCounts;
  /** Puts the original strings back wherever a placeholder appears in the model's answer. */
  restore(value: JsonValue): JsonValue;
  /** Distinct values replaced so far, per category. */
  counts(): CategoryCounts;
}

export interface ScrubberOptions {
  /**
   * Categories the primary pass leaves alone. Only for tests: it simulates a detector that
   * misses, so the residual scan and fail_closed can be proven to stop the request.
   */
  skip?: readonly Category[];
}

/**
 * Order matters: identifiers before the digit catch-all, companies before people (a name inside
 * «…» stays with its company), streets before given names ("avenue Jean Jaurès" is a street),
 * labels after the shapes, and the party detectors last: they cover what is left of a party's
 * lines around the placeholders already there. Then every value found is hidden wherever else it
 * occurs (propagate.ts).
 */
const PIPELINE: Detector[] = [
  email, web, iban, vat, ibans, swift, labelledIds, classifierCodes, intlIds, phone, intlPhones, digitRuns,
  personLabels, orgs, companies, orgLabels, persons, chinesePersons,
  addressLabels, ruAddressRuns, streets, postcodes,
  latinPersons,
  partyLabels, partyColumns, partyBlocks, partyNeighbours,
];

const TAGS = Object.values(CATEGORIES).join('|');
const TOKEN = /\[([A-Z]+)_(\d+)\]/g;
// What a model may hand back: the token, with stray spaces inside the brackets or with no brackets.
const LOOSE_TOKEN = new RegExp(`\\[\\s*(${TAGS})_(\\d+)\\s*\\]|(?<![A-Za-z0-9_])(${TAGS})_(\\d+)(?![A-Za-z0-9_])`, 'g');
const NUMERIC: ReadonlySet<Category> = new Set(['inn', 'kpp', 'ogrn', 'okpo', 'bic', 'account', 'iban', 'vat', 'phone', 'id']);
const SCHEMA_TEXT_KEYS = new Set(['title', 'description', 'examples', 'default', 'const', 'enum', '$comment']);

export function createScrubber(options: ScrubberOptions = {}): ScrubSession {
  const skip = new Set(options.skip ?? []);
  const registry = new Registry();

  const scrub = (text: string): Scrubbed<string> => {
    registry.reserveLiterals(text);
    let out = text;
    for (const detect of [...PIPELINE, (t: string) => propagate(t, registry.known())]) {
      const hits = detect(out).filter((h) => !skip.has(h.category));
      if (hits.length) out = apply(out, accept(out, hits), registry);
    }
    return out as Scrubbed<string>;
  };

  const scrubJson = (node: JsonValue, text: boolean): JsonValue => {
    if (typeof node === 'string') return text ? scrub(node) : node;
    if (Array.isArray(node)) return node.map((v) => scrubJson(v, text));
    if (node && typeof node === 'object') {
      const out: JsonObject = {};
      for (const [k, v] of Object.entries(node)) out[k] = scrubJson(v, text || SCHEMA_TEXT_KEYS.has(k));
      return out;
    }
    return node;
  };

  const restore = (value: JsonValue): JsonValue => {
    if (typeof value === 'string') return registry.expand(value);
    if (Array.isArray(value)) return value.map(restore);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, restore(v)]));
    return value;
  };

  return {
    scrub,
    scrubSchema: (schema) => scrubJson(schema, false) as Scrubbed<JsonObject>,
    residual,
    restore,
    counts: () => registry.counts(),
  };
}

/**
 * Keeps hits in detector order, dropping any that overlap an earlier one or cut a placeholder
 * (a hit may contain a whole placeholder). Linear in the text: registries of thousands of rows
 * produce tens of thousands of hits.
 */
function accept(text: string, hits: Hit[]): Hit[] {
  const covered = new Uint8Array(text.length);
  const tokenStart = new Int32Array(text.length).fill(-1);
  const tokenEnd = new Int32Array(text.length).fill(-1);
  for (const m of text.matchAll(TOKEN)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    tokenStart.fill(start, start, end);
    tokenEnd.fill(end, start, end);
  }
  const taken: Hit[] = [];
  for (const h of hits) {
    const s = tokenStart[h.start] ?? -1;
    const e = tokenEnd[h.end - 1] ?? -1;
    if ((s >= 0 && s !== h.start) || (e >= 0 && e !== h.end)) continue;
    if (covered.subarray(h.start, h.end).some((c) => c === 1)) continue;
    covered.fill(1, h.start, h.end);
    taken.push(h);
  }
  return taken.sort((a, b) => a.start - b.start);
}

function apply(text: string, hits: Hit[], registry: Registry): string {
  let out = '';
  let at = 0;
  for (const h of hits) {
    out += text.slice(at, h.start) + registry.placeholder(h.category, text.slice(h.start, h.end));
    at = h.end;
  }
  return out + text.slice(at);
}

class Registry {
  private readonly byKey = new Map<string, string>();
  private readonly originals = new Map<string, string>();
  private readonly perCategory = new Map<Category, number>();

  /** A document that already contains `[ORG_1]` keeps it: that number is never handed out. */
  reserveLiterals(text: string): void {
    for (const m of text.matchAll(TOKEN)) if (!this.originals.has(m[0])) this.originals.set(m[0], m[0]);
  }

  placeholder(category: Category, raw: string): string {
    const original = this.expand(raw);
    const key = `${category}\u0000${NUMERIC.has(category) ? original.replace(/[^\p{L}\d]/gu, '').toUpperCase() : original.replace(/\s+/gu, ' ').trim()}`;
    const known = this.byKey.get(key);
    if (known) return known;
    let n = this.perCategory.get(category) ?? 0;
    let token: string;
    do token = `[${CATEGORIES[category]}_${++n}]`;
    while (this.originals.has(token));
    this.perCategory.set(category, n);
    this.byKey.set(key, token);
    this.originals.set(token, original);
    return token;
  }

  /** Originals are stored already expanded, so one pass restores nested placeholders too. */
  expand(text: string): string {
    return text.replace(LOOSE_TOKEN, (whole, t1?: string, n1?: string, t2?: string, n2?: string) => {
      const token = `[${t1 ?? t2}_${n1 ?? n2}]`;
      return this.originals.get(token) ?? whole;
    });
  }

  /** Every distinct value replaced so far, with its category (for propagate.ts; never leaves the worker). */
  known(): Known[] {
    const out: Known[] = [];
    for (const [key, token] of this.byKey) {
      const category = key.split('\u0000')[0] ?? '';
      if (isCategory(category)) out.push({ category, value: this.originals.get(token) ?? '' });
    }
    return out;
  }

  counts(): CategoryCounts {
    const out: CategoryCounts = {};
    for (const key of this.byKey.keys()) {
      const category = key.split('\u0000')[0] ?? '';
      if (isCategory(category)) out[category] = (out[category] ?? 0) + 1;
    }
    return out;
  }
}
