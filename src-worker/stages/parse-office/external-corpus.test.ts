import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import { corpusPath, corpusBytes, corpusText } from '../../../test/helpers/corpus';
import { formatNumber } from '../../lib/sheets/cells';
import { parseCsv, parseDoc, parseDocx, parseXls, parseXlsx } from './index';
import type { Parser } from '../../lib/parsed/types';

/**
 * The public office files of the shared corpus against their ground truth: docling's expected
 * markdown (every cell and line must appear) and hand-labelled JSON of Russian waybills, TORG-12
 * and contracts (document numbers, tax ids, line names and totals must appear in the markdown).
 * Comparison ignores whitespace, markdown emphasis and backslash escapes.
 */
const PARSERS: Record<string, Parser> = { docx: parseDocx, doc: parseDoc, xlsx: parseXlsx, xls: parseXls, csv: parseCsv };

async function markdownOf(relative: string): Promise<string> {
  const ext = relative.split('.').pop() ?? '';
  const parse = PARSERS[ext];
  assert.ok(parse, `no parser for ${relative}`);
  const doc = await parse({ bytes: corpusBytes(relative), fileName: relative.split('/').pop() ?? relative, fileHash: null, language: null, progress: () => {} });
  return doc.markdown;
}

function squash(text: string): string {
  return text
    .replace(/<!-- image -->/g, '')
    .replace(/\\([\\`*_{}[\]()#+\-.!|~<>])/g, '$1')
    .replace(/\*\*|~~|\*/g, '')
    .replace(/\s+/g, '');
}

function assertContains(markdown: string, expected: readonly string[], label: string): void {
  const haystack = squash(markdown);
  const missing = expected.filter((e) => !haystack.includes(squash(e)));
  assert.deepEqual(missing, [], `${label}: missing from the markdown`);
}

/** Table cells and text lines of a docling .gt.md (separator rows dropped, heading marks removed). */
function docExpectations(gt: string): string[] {
  return gt.split('\n').flatMap((line) => {
    const t = line.trim();
    if (!t || /^\|(\s*-+\s*\|)+$/.test(t)) return [];
    if (t.startsWith('|')) return t.slice(1, -1).split(' | ').map((c) => c.trim()).filter(Boolean);
    return [t.replace(/^#+\s*/, '')];
  });
}

describe('external corpus: docling office files (.gt.md)', () => {
  const dir = 'external/office/docling';
  for (const file of readdirSync(corpusPath(dir)).filter((f) => /\.(docx|xlsx|csv)$/.test(f))) {
    it(`${file}: every cell and line of the expected markdown appears`, async () => {
      const md = await markdownOf(`${dir}/${file}`);
      assertContains(md, docExpectations(corpusText(`${dir}/${file}.gt.md`)), file);
    });
  }
});

type Json = Record<string, unknown>;
const str = (v: unknown): string[] => (typeof v === 'string' && v.trim() ? [v.trim()] : []);
const num = (v: unknown): string[] => (typeof v === 'number' ? [formatNumber(v)] : []);
const obj = (v: unknown): Json => (typeof v === 'object' && v !== null ? (v as Json) : {});

/** Values a reader of the sheet would copy: numbers, tax ids, party names, line names and codes, totals. */
function sheetExpectations(gt: Json): string[] {
  const lines = Array.isArray(gt.lines) ? gt.lines.map(obj) : [];
  const totals = obj(gt.totals);
  return [
    ...str(gt.number), ...str(gt.document_number), ...str(gt.supplier_inn), ...str(gt.supplier), ...str(gt.buyer), ...str(gt.basis), ...str(gt.total_in_words),
    ...num(gt.total), ...num(gt.total_with_vat), ...num(gt.total_vat), ...num(totals.amount_with_vat), ...num(totals.amount_without_vat),
    ...lines.flatMap((l) => [...str(l.name), ...str(l.article), ...str(l.code), ...str(l.barcode), ...str(l.serial), ...str(l.certificate), ...num(l.price), ...num(l.price_with_vat), ...num(l.amount_with_vat), ...num(l.amount)]),
  ];
}

function contractExpectations(gt: Json): string[] {
  const c = obj(gt.customer);
  const p = obj(gt.contractor);
  const party = (x: Json): string[] => ['inn', 'kpp', 'kpp_as_printed', 'ogrn', 'okpo', 'account', 'corr_account', 'bik', 'bank', 'address'].flatMap((k) => str(x[k]));
  return [...str(gt.ikz), ...str(gt.total_amount_text), ...str(gt.vat_amount_text), ...str(c.short_name), ...str(p.name), ...party(c), ...party(p)];
}

describe('external corpus: Russian waybills, TORG-12 and contracts (.gt.json)', () => {
  const cases: [string, string, (gt: Json) => string[]][] = [
    ['ru-waybills-xls/af_11261.xls', 'ru-waybills-xls/af_11261.gt.json', (gt) => [...sheetExpectations(gt), '2016-01-01', '2020-04-01', '10%']],
    ['ru-waybills-xls/af_210734_protek.xls', 'ru-waybills-xls/af_210734_protek.gt.json', sheetExpectations],
    ['ru-waybills-xls/af_3902401_RN-0110107.xls', 'ru-waybills-xls/af_3902401_RN-0110107.gt.json', sheetExpectations],
    ['ru-waybills-xls/af_apteka93.xls', 'ru-waybills-xls/af_apteka93.gt.json', sheetExpectations],
    ['ru-torg12/tkpolimer_testTorg12.xls', 'ru-torg12/tkpolimer_testTorg12.xls.gt.json', (gt) => [...sheetExpectations(gt), '18%']],
    ['ru-torg12/tkpolimer_testTorg12.xlsx', 'ru-torg12/tkpolimer_testTorg12.xlsx.gt.json', (gt) => [...sheetExpectations(gt), '18%']],
    ['ru-contracts-docx/rkimk_dogovor_elektromontazh_foie.docx', 'ru-contracts-docx/rkimk_dogovor_elektromontazh_foie.gt.json', contractExpectations],
    ['ru-contracts-docx/rkimk_dogovor_remont_otopleniya.docx', 'ru-contracts-docx/rkimk_dogovor_remont_otopleniya.gt.json', contractExpectations],
  ];
  for (const [file, gtFile, expect] of cases) {
    it(`${file}: key values appear`, async () => {
      const gt = JSON.parse(corpusText(`external/office/${gtFile}`)) as Json;
      const expected = expect(gt);
      assert.ok(expected.length >= 5, `only ${expected.length} values to check`);
      const md = await markdownOf(`external/office/${file}`);
      assertContains(md, expected, file);
      assert.ok(!md.includes('\uFFFD') && !/[ÀÁÂÃÈÉÊËÌÍÎÏÐÑÒÓÔÕ]{3}/.test(md), `${file}: mojibake in the markdown`);
    });
  }
});
