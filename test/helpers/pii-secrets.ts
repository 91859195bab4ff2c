import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { CORPUS_DIR } from './corpus';

/**
 * The personal and company data each corpus document holds, derived from its ground truth, and
 * the checks a test runs on what a recording model server received. Shared by every test that
 * sends corpus documents to a model (extraction, translation): the same secrets, the same
 * normalisation, the same notion of a leak.
 *
 * Where the secrets come from:
 * - `*.json` / `*.gt.json`: party names (issuer, partner_name, seller_name, buyer_name, supplier,
 *   buyer, shipper, consignee, payer, name/short_name inside a party), people (signatory),
 *   identifiers (inn, kpp, ogrn, okpo, vat ids, gstin, cin, chamber of commerce, iban, accounts,
 *   bic of the Russian bank, ИКЗ), addresses (address, work_site, partner_street, partner_zip with
 *   partner_city), contacts (e-mail, telephone, website);
 * - a Factur-X `*.embedded.xml` beside the document (or beside the PDF a scan was made from):
 *   every trade party's name, contact person, street line, postcode with town, e-mail, phone and
 *   registration ids, and the payee's IBAN and account;
 * - a composite's `documents[].gt`: the secrets of each part whose ground truth is in the corpus.
 * Towns and countries alone, bank names and product data are not secrets: they identify nobody.
 */
export type SecretKind = 'org' | 'person' | 'address' | 'id' | 'contact';

export interface PiiSecret {
  kind: SecretKind;
  value: string;
}

export const EXTERNAL_DIR = join(CORPUS_DIR, 'external');

// ---------------------------------------------------------------------------------------------
// Which files are documents.

/** What /v1/process accepts as a file (SPEC formats); plain text goes in as `text`. */
const FILE_DOC = /\.(pdf|docx?|xlsx?|csv|png|jpe?g|tiff?|webp|xml)$/iu;
const TEXT_DOC = /\.txt$/iu;
/** Ground truths and schemas, not documents: gt files, table-structure annotations, XSDs, the Diadoc parse of a document. */
const NOT_DOC = /\.gt\.(?:json|md|html|txt)$|\.(?:json|md|html|tsv|xsd)$|-(?:str|reg)\.xml$|_parse_.*\.xml$/iu;

export interface CorpusDocument {
  /** Path relative to corpus/external. */
  rel: string;
  path: string;
  /** Sent as `text` (a plain-text document) instead of a file. */
  asText: boolean;
  /** `language` to send: Chinese scans need `zh` (SPEC). */
  language: 'zh' | null;
}

/** Every document of corpus/external, in every folder and language; ground truths, schemas and CSV truths of tables left out. */
export function corpusPiiDocuments(root = EXTERNAL_DIR): CorpusDocument[] {
  const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
  return walk(root)
    .map((path) => ({ path, rel: relative(root, path) }))
    .filter(({ rel }) => !NOT_DOC.test(rel) && (FILE_DOC.test(rel) || TEXT_DOC.test(rel)) && !isTableTruth(root, rel))
    .map(({ path, rel }) => ({ rel, path, asText: TEXT_DOC.test(rel), language: rel.includes('/chi_sim/') ? 'zh' as const : null }))
    .sort((a, b) => a.rel.localeCompare(b.rel));
}

/** tabula's expected CSVs sit beside their PDFs: they are answers, not inputs. */
function isTableTruth(root: string, rel: string): boolean {
  return /\.csv$/iu.test(rel) && existsSync(join(root, rel.replace(/\.csv$/iu, '.pdf')));
}

// ---------------------------------------------------------------------------------------------
// Secrets from ground truth.

const ID_KEYS = /^(?:inn|supplier_inn|shipper_inn|kpp|kpp_as_printed|ogrn|okpo|okpo_\w+|account|corr_account|bik|ikz|vat|static_vat|seller_vat_id|buyer_vat_id|gstin|cin|partner_coc|iban)$/u;
const ORG_KEYS = /^(?:issuer|partner_name|seller_name|buyer_name)$/u;
const PARTY_KEYS = /^(?:customer|contractor|seller|buyer|shipper|consignee|supplier|payer)$/u;
const ADDRESS_KEYS = /^(?:address|work_site|delivery_address|partner_street)$/u;
const CONTACT_KEYS = /^(?:partner_website|partner_email|telephone|email|phone)$/u;
const SKIP_KEYS = /^(?:_.*|lines|line_items|upstream_expected|desc|note|narration|sums)$/u;

/** A template's issuer label may carry a suffix ("Sammy Maystone - For Lines testing"): the name is what precedes it. */
const nameOf = (value: string): string => value.split(/\s+-\s+/u)[0]?.trim() ?? value;

export function secretsOfTruth(gt: unknown, key = '', inParty = false): PiiSecret[] {
  if (Array.isArray(gt)) return key === '' ? gt.flatMap((g) => secretsOfTruth(g, '', inParty)) : [];
  if (gt && typeof gt === 'object') {
    const obj = gt as Record<string, unknown>;
    const out = Object.entries(obj).filter(([k]) => !SKIP_KEYS.test(k)).flatMap(([k, v]) => secretsOfTruth(v, k, inParty || PARTY_KEYS.test(key)));
    if (typeof obj.partner_zip === 'string') out.push({ kind: 'address', value: `${obj.partner_zip} ${String(obj.partner_city ?? '')}`.trim() });
    return out;
  }
  if ((typeof gt !== 'string' && typeof gt !== 'number') || String(gt).trim() === '') return [];
  const value = String(gt).trim();
  // An identifier has digits (a Russian "vat": "Без НДС" is a rate, not an id).
  if (ID_KEYS.test(key)) return /\d{4}/u.test(value.replace(/\s/gu, '')) ? [{ kind: 'id', value }] : [];
  if (key === 'signatory') return [{ kind: 'person', value }];
  if (ADDRESS_KEYS.test(key)) return [{ kind: 'address', value }];
  if (CONTACT_KEYS.test(key)) return [{ kind: 'contact', value }];
  if (ORG_KEYS.test(key)) return [{ kind: 'org', value: nameOf(value) }];
  if ((inParty && (key === 'name' || key === 'short_name')) || PARTY_KEYS.test(key)) {
    return [{ kind: /^[А-ЯЁ][а-яё]+ [А-ЯЁ][а-яё]+ [А-ЯЁ][а-яё]+(?:вич|вна)$/u.test(value) ? 'person' : 'org', value }];
  }
  return [];
}

/** The parties of a Factur-X / ZUGFeRD CII document (any *TradeParty element) and its payee account. */
export function secretsOfCii(xml: string): PiiSecret[] {
  const out: PiiSecret[] = [];
  const text = (s: string): string => s.replace(/&amp;/gu, '&').replace(/&lt;/gu, '<').replace(/&gt;/gu, '>').replace(/&quot;/gu, '"').replace(/&apos;/gu, "'").trim();
  const tag = (block: string, name: string): string[] => [...block.matchAll(new RegExp(`<(?:\\w+:)?${name}(?:\\s[^>]*)?>([^<]*)</`, 'gu'))].map((m) => text(m[1] ?? '')).filter(Boolean);
  for (const m of xml.matchAll(/<(?:\w+:)?(\w*TradeParty)\b[^>]*>([\s\S]*?)<\/(?:\w+:)?\1>/gu)) {
    const party = m[2] ?? '';
    for (const name of tag(party.replace(/<(?:\w+:)?DefinedTradeContact[\s\S]*?<\/(?:\w+:)?DefinedTradeContact>/gu, ''), 'Name')) out.push({ kind: 'org', value: name });
    for (const person of tag(party, 'PersonName')) out.push({ kind: 'person', value: person });
    for (const line of tag(party, 'LineOne')) out.push({ kind: 'address', value: line });
    const [postcode] = tag(party, 'PostcodeCode');
    const [city] = tag(party, 'CityName');
    if (postcode && city) out.push({ kind: 'address', value: `${postcode} ${city}` });
    // Registrations (VAT, tax number, SIRET, GLN: an ID with a schemeID); a number the seller gives its customer is not one.
    for (const m2 of party.matchAll(/<(?:\w+:)?(?:ID|GlobalID)\s+schemeID="[^"]+"[^>]*>([^<]*)</gu)) {
      const id = text(m2[1] ?? '');
      if (/\d{5}/u.test(id.replace(/\D/gu, ''))) out.push({ kind: 'id', value: id });
    }
    for (const contact of [...tag(party, 'URIID'), ...tag(party, 'CompleteNumber')]) out.push({ kind: 'contact', value: contact });
  }
  for (const account of [...tag(xml, 'IBANID'), ...tag(xml, 'ProprietaryID')]) out.push({ kind: 'id', value: account });
  return out;
}

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8')) as unknown;

/** Ground-truth files of a document: X.gt.json, X.json, X.ext.gt.json. */
function truthFiles(path: string): string[] {
  const base = path.replace(/\.[^.]+$/u, '');
  return [`${path}.gt.json`, `${base}.gt.json`, `${base}.json`].filter((p, i, all) => all.indexOf(p) === i && existsSync(p));
}

/** The Factur-X XML of a document, or of the PDF a derived scan was made from ("fx_Facture_F20180027_scan150" → "Facture_F20180027"). */
function ciiOf(root: string, path: string): string | null {
  const base = path.replace(/\.[^.]+$/u, '');
  const own = `${base}.embedded.xml`;
  if (existsSync(own)) return own;
  const source = /^fx_(.+?)_scan\d+$/u.exec(basename(base))?.[1];
  const candidate = source ? join(root, 'pdf-text', 'facturx', `${source}.embedded.xml`) : null;
  return candidate && existsSync(candidate) ? candidate : null;
}

/** Totals of a ground truth (amount, total_net, total_gross, amount_due…): what a scrubbed document must still show. */
export function amountsOfTruth(gt: unknown, key = ''): number[] {
  if (Array.isArray(gt)) return key === '' ? gt.flatMap((g) => amountsOfTruth(g)) : [];
  if (gt && typeof gt === 'object') return Object.entries(gt as Record<string, unknown>).filter(([k]) => !SKIP_KEYS.test(k)).flatMap(([k, v]) => amountsOfTruth(v, k));
  const n = typeof gt === 'number' ? gt : typeof gt === 'string' && /^-?\d+(?:\.\d+)?$/u.test(gt.trim()) ? Number(gt) : NaN;
  return /^(?:amount|amount_untaxed|amount_tax|amount_due|total|total_net|total_tax|total_gross|total_amount|total_with_vat|total_without_vat|total_vat)$/u.test(key) && Number.isFinite(n) && n !== 0 ? [n] : [];
}

/** The totals of one document's ground truth. */
export function documentAmounts(doc: Pick<CorpusDocument, 'path'>): number[] {
  return [...new Set(truthFiles(doc.path).flatMap((f) => amountsOfTruth(readJson(f))))];
}

/** Every secret of one document, deduplicated. */
export function documentSecrets(doc: Pick<CorpusDocument, 'path'>, root = EXTERNAL_DIR): PiiSecret[] {
  const out: PiiSecret[] = [];
  for (const file of truthFiles(doc.path)) {
    const gt = readJson(file) as { documents?: { gt?: string }[] };
    if (Array.isArray(gt.documents)) {
      for (const part of gt.documents) {
        const partGt = part.gt ? join(root, part.gt) : null;
        if (partGt && existsSync(partGt) && /\.json$/u.test(partGt)) {
          out.push(...secretsOfTruth(readJson(partGt)));
          const cii = ciiOf(root, partGt.replace(/\.gt\.json$|\.json$/u, '.pdf'));
          if (cii) out.push(...secretsOfCii(readFileSync(cii, 'utf8')));
        }
      }
    } else {
      out.push(...secretsOfTruth(gt));
    }
  }
  // An embedded.xml is a document too: its secrets are its own parties.
  const cii = /\.embedded\.xml$/u.test(doc.path) ? doc.path : ciiOf(root, doc.path);
  if (cii) out.push(...secretsOfCii(readFileSync(cii, 'utf8')));
  if (/_body\.xml$/u.test(doc.path)) {
    const resp = join(dirname(doc.path), basename(doc.path).replace(/_body\.xml$/u, '_resp.gt.json'));
    if (existsSync(resp)) out.push(...secretsOfTruth(readJson(resp)));
  }
  const seen = new Set<string>();
  return out.filter((s) => {
    const key = `${s.kind}:${s.value}`;
    if (seen.has(key) || !s.value) return false;
    seen.add(key);
    return true;
  });
}
