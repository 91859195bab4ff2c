import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { corpusBytes, corpusPath } from '../../../test/helpers/corpus';
import { parseXmlTree } from '../../adapters/xml';
import type { KnownValue, KnownXml } from './index';
import { readKnownXml } from './index';

/**
 * The known-format readers against the ground truth of the external corpus: FNS e-documents
 * (`external/xml/fns/*.gt.json`, xpath summaries keeping the XML's own strings) and Factur-X /
 * ZUGFeRD embedded XML (`external/pdf-text/facturx/*.gt.json`). Every key of a summary is listed
 * below, either with the concept it maps to and how the gt's string is typed, or with the reason it
 * is not mapped; a key missing from the tables fails the test, so nothing is skipped silently.
 */

type Typing = (gt: string) => string | number;
/** [concept id, typing] — or a string: why the key is not mapped. `extra:` reads KnownXml.extra. */
type Entry = readonly [string, Typing] | string;

const str: Typing = (s) => s;
const num: Typing = (s) => Number(s);
const dmy: Typing = (s) => s.split('.').reverse().join('-');
const percent: Typing = (s) => (/^\d+(\.\d+)?%?$/.test(s) ? Number(s.replace('%', '')) : s);
const okv: Typing = (s) => ({ '643': 'RUB' })[s] ?? s;

/** FNS summary, header keys (nested objects flattened to `seller.name` …). */
const FNS_HEADER: Record<string, Entry> = {
  file_id: ['$format', (s) => `fns.${/^((?:ON|DP)_[A-Z0-9]+)_/.exec(s)?.[1]}`],
  format_version: ['$version', str],
  knd: 'form code (КНД): used to recognise the format, not a document field',
  function: ['document.type', str],
  form: ['document.type', str],
  number: ['document.number', str],
  date: ['document.date', dmy],
  currency_code: ['document.currency', okv],
  'seller.name': ['seller.name', str],
  'seller.inn': ['seller.inn', str],
  'seller.kpp': ['seller.kpp', str],
  'buyer.name': ['buyer.name', str],
  'buyer.inn': ['buyer.inn', str],
  'buyer.kpp': ['buyer.kpp', str],
  // ТОРГ-12: Поставщик is the seller, Плательщик the buyer.
  'supplier.name': ['seller.name', str],
  'supplier.inn': ['seller.inn', str],
  'supplier.kpp': ['seller.kpp', str],
  'payer.name': ['buyer.name', str],
  'payer.inn': ['buyer.inn', str],
  'payer.kpp': ['buyer.kpp', str],
  'shipper.name': ['shipper.name', str],
  'shipper.inn': ['shipper.inn', str],
  'shipper.kpp': ['shipper.kpp', str],
  consignee: ['consignee.*', str],
  'consignee.name': ['consignee.name', str],
  'consignee.inn': ['consignee.inn', str],
  'consignee.kpp': ['consignee.kpp', str],
  'basis.name': 'name of the basis document ("Договор поставки"): no concept for it',
  'basis.number': ['document.contract_number', str],
  'basis.date': ['document.contract_date', dmy],
  total_without_vat: ['totals.net', num],
  total_vat: ['totals.vat', num],
  total_with_vat: ['totals.gross', num],
  // ТОРГ-12 table totals (gt keys, not concept ids).
  'totals.places': 'number of packages: no concept',
  'totals.gross': ['totals.weight_gross', num],
  'totals.net': 'ТОРГ-12 "количество (масса нетто)" total: a count of goods as often as a weight, so not totals.weight_net',
};

const FNS_LINE: Record<string, Entry> = {
  line_no: ['line', num],
  name: ['name', str],
  code: ['article', str],
  unit_name: ['unit', str],
  unit: ['unit', str],
  okei: 'OKEI unit code: `unit` carries the unit name (written, or looked up from this code)',
  quantity: ['quantity', num],
  net: ['quantity', num], // ТОРГ-12: the "количество (масса нетто)" column is the quantity
  places: 'number of packages: no concept',
  gross: 'gross weight of the line: no item concept',
  price: ['price', num],
  amount_without_vat: ['amount', num],
  vat_rate: ['vat_rate', percent],
  vat_amount: ['vat_amount', num],
  amount_with_vat: ['total', num],
};

/** Factur-X / ZUGFeRD summary (dates there are already ISO). */
const CII_HEADER: Record<string, Entry> = {
  invoice_number: ['document.number', str],
  type_code: ['document.type', str],
  issue_date: ['document.date', str],
  seller_name: ['seller.name', str],
  seller_vat_id: ['seller.vat_id', str],
  buyer_name: ['buyer.name', str],
  currency: ['document.currency', str],
  total_net: ['totals.net', num],
  total_tax: ['totals.vat', num],
  total_gross: ['totals.gross', num],
  amount_due: ['extra:totals.due', num],
};

const CII_LINE: Record<string, Entry> = {
  line_id: ['line', num],
  name: ['name', str],
  seller_article: ['article', str],
  quantity: ['quantity', num],
  unit_price_net: ['price', num],
  line_total_net: ['amount', num],
};

type Gt = Record<string, unknown>;

/** Nested gt objects become dotted keys; `lines` and `_notes` are handled apart. */
function flatten(gt: Gt, prefix = ''): [string, unknown][] {
  return Object.entries(gt).flatMap(([k, v]): [string, unknown][] => {
    if (k.startsWith('_') || (prefix === '' && k === 'lines')) return [];
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) return flatten(v as Gt, `${prefix}${k}.`);
    return [[`${prefix}${k}`, v]];
  });
}

interface Tally { compared: number; mismatches: string[] }

function lookup(known: KnownXml, values: Record<string, KnownValue>, id: string): unknown {
  if (id === '$format') return known.format;
  if (id === '$version') return known.version;
  if (id.startsWith('extra:')) return known.extra[id.slice(6)]?.value;
  return values[id]?.value;
}

function compare(where: string, pairs: [string, unknown][], table: Record<string, Entry>, known: KnownXml, values: Record<string, KnownValue>, tally: Tally): void {
  for (const [key, gtValue] of pairs) {
    const entry = table[key];
    if (entry === undefined) { tally.mismatches.push(`${where}${key}: gt key not in the mapping table`); continue; }
    if (typeof entry === 'string') continue;
    const [id, typing] = entry;
    tally.compared++;
    if (gtValue === null) {
      // null in the gt: the XML has no such element, and nothing may be read for it.
      const present = id.endsWith('.*') ? Object.keys(values).filter((k) => k.startsWith(id.slice(0, -1))) : values[id] ? [id] : [];
      if (present.length > 0) tally.mismatches.push(`${where}${key}: gt null but read ${present.join(', ')}`);
      continue;
    }
    const expected = typing(String(gtValue));
    const actual = lookup(known, values, id);
    if (actual !== expected) tally.mismatches.push(`${where}${key} → ${id}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}

function checkFile(xmlRel: string, gtRel: string, header: Record<string, Entry>, line: Record<string, Entry>): Tally {
  const known = readKnownXml(parseXmlTree(corpusBytes(xmlRel)));
  assert.ok(known, `${xmlRel} is recognised`);
  const gt = JSON.parse(readFileSync(corpusPath(gtRel), 'utf8')) as Gt;
  const tally: Tally = { compared: 0, mismatches: [] };
  compare('', flatten(gt), header, known, known.values, tally);
  const lines = (gt['lines'] ?? []) as Gt[];
  assert.equal(known.items.length, lines.length, `${xmlRel}: number of lines`);
  lines.forEach((l, i) => compare(`lines[${i}].`, flatten(l), line, known, known.items[i] ?? {}, tally));
  return tally;
}

function gtFiles(dir: string, xmlSuffix: string): { xml: string; gt: string }[] {
  return readdirSync(corpusPath(dir))
    .filter((f) => f.endsWith('.gt.json'))
    .sort()
    .map((f) => ({ gt: `${dir}/${f}`, xml: `${dir}/${f.slice(0, -'.gt.json'.length)}${xmlSuffix}` }));
}

describe('known XML against the corpus ground truth', () => {
  const fns = gtFiles('external/xml/fns', '.xml');
  const cii = gtFiles('external/pdf-text/facturx', '.embedded.xml');

  it('finds the ground-truth files', () => {
    assert.equal(fns.length, 4);
    assert.equal(cii.length, 6);
  });

  for (const { xml, gt } of fns) {
    it(`FNS ${xml.split('/').pop()}: every mapped field exact`, () => {
      const tally = checkFile(xml, gt, FNS_HEADER, FNS_LINE);
      assert.deepEqual(tally.mismatches, []);
      assert.ok(tally.compared >= 10, `compared ${tally.compared} fields`);
    });
  }

  for (const { xml, gt } of cii) {
    it(`Factur-X ${xml.split('/').pop()}: every mapped field exact`, () => {
      const tally = checkFile(xml, gt, CII_HEADER, CII_LINE);
      assert.deepEqual(tally.mismatches, []);
      assert.ok(tally.compared >= 11, `compared ${tally.compared} fields`);
    });
  }

  it('reads the documents in full: every ON_SFAKT line and the ТОРГ-12 lines', () => {
    const sfakt = readKnownXml(parseXmlTree(corpusBytes('external/xml/fns/fazyloff_ON_SFAKT_utf16_5.01.xml')));
    assert.equal(sfakt?.items.length, 31);
    const torg = readKnownXml(parseXmlTree(corpusBytes('external/xml/fns/fazyloff_DP_OTORG12_torg12.xml')));
    assert.equal(torg?.items.length, 7);
  });
});
