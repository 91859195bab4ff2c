/**
 * The scoring of the extraction benches (bench/extract.ts on the corpus, bench/extract-generated.ts on
 * generated documents): the canonical fields of a ground truth and of our result, the comparison
 * (case, space, quote and ё/е normalisation; numbers to the cent), the row matching, and one file run
 * through the real pipeline with no model.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { catalogSchema } from '../src-shared/catalog';
import type { FieldOut, JsonObject } from '../src-shared/contract/envelope';
import { BUILTIN_ONLY } from '../src-shared/worker-protocol';
import type { JobInput } from '../src-shared/worker-protocol';
import { runJob } from '../src-worker/pipeline/run';
import { currencyOf } from '../src-worker/lib/scanners';

export interface Canon {
  fields: Record<string, string | number | null>;
  lines: { name: string | null; quantity: number | null; amount: number | null }[];
}

export const str = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));
export const numOf = (v: unknown): number | null => {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim())) return Number(v);
  return null;
};
export const isoDate = (v: unknown): string | null => {
  const s = str(v);
  if (!s) return null;
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(s);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : s.slice(0, 10);
};
export const pick = (o: Record<string, unknown>, ...paths: string[]): unknown => {
  for (const p of paths) {
    const v = p.split('.').reduce<unknown>((x, k) => (x && typeof x === 'object' ? (x as Record<string, unknown>)[k] : undefined), o);
    if (v !== undefined && v !== null && v !== '') return v;
  }
  return null;
};
const CURRENCY: Record<string, string> = { '643': 'RUB', '840': 'USD', '978': 'EUR', '156': 'CNY' };

export function canonGt(raw: unknown): Canon {
  const gt = (Array.isArray(raw) ? raw[0] : raw) as Record<string, unknown>;
  const nameOf = (v: unknown): string | null => (v && typeof v === 'object' ? str((v as Record<string, unknown>).name) : str(v));
  const lines = (pick(gt, 'lines') as Record<string, unknown>[] | null) ?? [];
  const currency = str(pick(gt, 'currency', 'currency_code'));
  return {
    fields: {
      number: str(pick(gt, 'number', 'invoice_number', 'document_number')),
      date: isoDate(pick(gt, 'date', 'issue_date', 'document_date')),
      seller_name: nameOf(pick(gt, 'seller', 'seller_name', 'supplier', 'contractor', 'issuer')),
      seller_inn: str(pick(gt, 'seller.inn', 'supplier.inn', 'supplier_inn', 'contractor.inn')),
      buyer_name: nameOf(pick(gt, 'buyer', 'buyer_name', 'payer', 'customer')),
      buyer_inn: str(pick(gt, 'buyer.inn', 'payer.inn', 'customer.inn')),
      currency: currency ? CURRENCY[currency] ?? currencyOf(currency) ?? currency : null,
      total: numOf(pick(gt, 'total_gross', 'total_with_vat', 'totals.amount_with_vat', 'amount', 'total', 'price', 'total_amount')),
      total_net: numOf(pick(gt, 'total_net', 'total_without_vat', 'totals.amount_without_vat', 'amount_untaxed')),
      total_vat: numOf(pick(gt, 'total_tax', 'total_vat', 'totals.vat_amount', 'vat_amount')),
    },
    // invoice2data's truth has note-only lines ({line_note}) between items: they are no rows.
    lines: lines.map((l) => ({
      name: str(pick(l, 'name')),
      quantity: numOf(pick(l, 'quantity', 'qty')),
      amount: numOf(pick(l, 'amount_with_vat', 'line_total_net', 'amount', 'price_subtotal')),
    })).filter((l) => l.name !== null || l.quantity !== null || l.amount !== null),
  };
}

export function canonOurs(r: JsonObject | null): Canon {
  const o = (r ?? {}) as Record<string, unknown>;
  const items = (pick(o, 'items') as Record<string, unknown>[] | null) ?? [];
  return {
    fields: {
      number: str(pick(o, 'number')),
      date: str(pick(o, 'date')),
      seller_name: str(pick(o, 'seller.name', 'supplier.name', 'contractor.name')),
      seller_inn: str(pick(o, 'seller.inn', 'supplier.inn', 'contractor.inn')),
      buyer_name: str(pick(o, 'buyer.name', 'payer.name', 'customer.name')),
      buyer_inn: str(pick(o, 'buyer.inn', 'payer.inn', 'customer.inn')),
      currency: str(pick(o, 'currency')),
      total: numOf(pick(o, 'total', 'price')),
      total_net: numOf(pick(o, 'total_net')),
      total_vat: numOf(pick(o, 'total_vat', 'vat')),
    },
    lines: items.map((l) => ({ name: str(l.name), quantity: numOf(l.quantity), amount: numOf(pick(l, 'amount_gross', 'amount_net')) })),
  };
}

export const norm = (s: string): string => s.normalize('NFKC').toLowerCase().replace(/ё/g, 'е').replace(/^[#№]\s*/, '').replace(/[«»"“”„'`]/g, '').replace(/\s+/g, ' ').trim();

export function same(a: string | number | null, b: string | number | null): boolean {
  if (a === null || b === null) return false;
  if (typeof a === 'number' || typeof b === 'number') return Math.abs(Number(a) - Number(b)) < 0.011;
  return norm(String(a)) === norm(String(b));
}

/**
 * The lenient comparison of names: spaces dropped and Latin/Cyrillic look-alikes read as one letter
 * in lower case (а/a, е/e, о/o, р/p, с/c, у/y, х/x: names are compared in lower case), the
 * differences no reader of the page can see. What is left of a miss is then
 * OCR's letters, not its spacing or its choice of script.
 */
const LOOKALIKES: Record<string, string> = { а: 'a', е: 'e', о: 'o', р: 'p', с: 'c', у: 'y', х: 'x' };
export const spaceless = (s: string | number | null): string | number | null =>
  (typeof s === 'string' ? norm(s).replace(/\s+/g, '').replace(/[аеорсух]/g, (c) => LOOKALIKES[c] ?? c) : s);

/** Row misses listed per file by `--misses` (MISSES_SHOWN=200 for all of them). */
export const MISSES_SHOWN = Number(process.env.MISSES_SHOWN ?? 12);

export function score(gt: Canon, ours: Canon): { fields: number; exact: number; misses: string[]; rows: number; rowsExact: number; rowsSpaceless: number } {
  let fields = 0;
  let exact = 0;
  const misses: string[] = [];
  for (const [k, v] of Object.entries(gt.fields)) {
    if (v === null) continue;
    fields++;
    if (same(v, ours.fields[k] ?? null)) exact++;
    else misses.push(`${k}: ${JSON.stringify(v)} ≠ ${JSON.stringify(ours.fields[k] ?? null)}`);
  }
  // A truth row is matched to our row at its index when that one fits, else to any unused row of
  // ours that fits: invoice2data's truth lists some rows out of the page's order (coolblue2 moves a
  // levy line to the end).
  const fits = (l: Canon['lines'][number], o: Canon['lines'][number], name: (s: string | null) => string | number | null): boolean =>
    (l.name === null || same(name(l.name), name(o.name))) && (l.quantity === null || same(l.quantity, o.quantity)) && (l.amount === null || same(l.amount, o.amount));
  const countMatches = (name: (s: string | null) => string | number | null): boolean[] => {
    const used = new Set<number>();
    const matched = gt.lines.map((l, i) => {
      const o = ours.lines[i];
      if (o && fits(l, o, name)) { used.add(i); return true; }
      return false;
    });
    gt.lines.forEach((l, i) => {
      if (matched[i]) return;
      const j = ours.lines.findIndex((o, k) => !used.has(k) && fits(l, o, name));
      if (j >= 0) { used.add(j); matched[i] = true; }
    });
    return matched;
  };
  const exactRows = countMatches((s) => s);
  const rowsExact = exactRows.filter(Boolean).length;
  const rowsSpaceless = countMatches(spaceless).filter(Boolean).length;
  gt.lines.forEach((l, i) => {
    if (!exactRows[i] && misses.length < MISSES_SHOWN) misses.push(`row ${i}: ${JSON.stringify(l)} ≠ ${JSON.stringify(ours.lines[i] ?? null)}`);
  });
  return { fields, exact, misses, rows: gt.lines.length, rowsExact, rowsSpaceless };
}

/** One run of the real pipeline on a file (built-in extractor, no model): its result and its fields' provenance (PDF only). */
export interface Extracted {
  result: JsonObject | null;
  fields: FieldOut[];
}

export async function extractFile(path: string, schemaType: string): Promise<Extracted> {
  const bytes = new Uint8Array(readFileSync(path)).buffer;
  const schema = catalogSchema(schemaType)?.schema ?? null;
  const job: JobInput = { jobId: basename(path), source: { kind: 'file', fileName: basename(path), bytes }, fileHash: null, cachedDoc: null,
    include: ['fields'], outputSchema: schema, prompt: null, language: null, documentType: schemaType, model: BUILTIN_ONLY, match: null, split: null, translate: null, outboundLog: null };
  const outcome = await runJob(job, { progress: () => undefined });
  return outcome.ok ? { result: outcome.output.result, fields: outcome.output.fields ?? [] } : { result: null, fields: [] };
}

/** The result paths each core field is read from (as canonOurs reads them), to find the level that gave it. */
const CORE_PATHS: Record<string, string[]> = {
  number: ['number'], date: ['date'], currency: ['currency'], total: ['total', 'price'], total_net: ['total_net'], total_vat: ['total_vat', 'vat'],
  seller_name: ['seller.name', 'supplier.name', 'contractor.name'], seller_inn: ['seller.inn', 'supplier.inn', 'contractor.inn'],
  buyer_name: ['buyer.name', 'payer.name', 'customer.name'], buyer_inn: ['buyer.inn', 'payer.inn', 'customer.inn'],
};

/**
 * Each core field of the truth: right or wrong, and the level (xml/rule/layout/table) that gave our
 * value; `none` when we gave none, `unplaced` when a value has no place on the page (no provenance).
 */
export function coreLevels(gt: Canon, ours: Canon, fields: FieldOut[]): { field: string; right: boolean; level: string }[] {
  const out: { field: string; right: boolean; level: string }[] = [];
  for (const [k, v] of Object.entries(gt.fields)) {
    if (v === null) continue;
    const mine = ours.fields[k] ?? null;
    const f = mine === null ? null : fields.find((x) => (CORE_PATHS[k] ?? [k]).includes(x.name));
    out.push({ field: k, right: same(v, mine), level: mine === null ? 'none' : f?.level ?? 'unplaced' });
  }
  return out;
}
