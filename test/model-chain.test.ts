import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createScrubber } from '../src-worker/lib/anonymize';
import type { ScrubSession } from '../src-worker/lib/anonymize';
import { parseDocx, parseXls, parseXlsx } from '../src-worker/stages/parse-office';
import { parseXml } from '../src-worker/stages/parse-xml';
import type { Parser } from '../src-worker/lib/parsed/types';
import { API_KEY, FIELDS, MODEL_NAME, NEVER_OUT, PROVIDER_NAME, digitsOnly, echo, forms, leaks, provider, settings, squash, start } from './fixtures/openai-recorder';
import { chainRunner } from './fixtures/model-chain-runner';
import type { Recorder, Secret } from './fixtures/openai-recorder';
import { corpusBytes, corpusText } from './helpers/corpus';

/**
 * The model chain against a real HTTP server that speaks the OpenAI chat API and records every
 * request (test/fixtures/openai-recorder.ts). Proves the "done when": no request body
 * over the Russian corpus carries a tax id, account, person or company name, phone, e-mail or
 * street address of the document; values come back restored; a residual finding stops the
 * request before the recorder sees anything. Fall-through, timeouts and LLM_RESULT_NOT_OBJECT
 * are in src-worker/stages/model/chain.test.ts; checklist item 19 (100 synthetic documents) in
 * src-worker/stages/model/synthetic-pii.test.ts.
 */
const outputs: unknown[] = [];

const { chain, chainError } = chainRunner(outputs);

// ---------------------------------------------------------------------------------------------
// The Russian corpus: text of every document and the personal data its ground truth names.

const PARSERS: Record<string, Parser> = { docx: parseDocx, xls: parseXls, xlsx: parseXlsx, xml: parseXml };
const CORPUS = [
  { file: 'external/office/ru-contracts-docx/rkimk_dogovor_elektromontazh_foie.docx', gt: 'external/office/ru-contracts-docx/rkimk_dogovor_elektromontazh_foie.gt.json', extra: ['rat68@yandex.ru', '+7(4912) 26-12-18', '26-12-46', '21596У85140'] },
  { file: 'external/office/ru-contracts-docx/rkimk_dogovor_remont_otopleniya.docx', gt: 'external/office/ru-contracts-docx/rkimk_dogovor_remont_otopleniya.gt.json', extra: ['rat68@yandex.ru', '+7(4912) 26-12-18', '26-12-46', '+7(910)6410493'] },
  { file: 'external/xml/fns/diadoc_generate_utd820_05_01_02_hyphen_title0_resp.xml', gt: 'external/xml/fns/diadoc_generate_utd820_05_01_02_hyphen_title0_resp.gt.json', extra: ['Сажинская', '620142'] },
  { file: 'external/xml/fns/fazyloff_DP_OTORG12_torg12.xml', gt: 'external/xml/fns/fazyloff_DP_OTORG12_torg12.gt.json', extra: ['933-60-00', '933-60-10', '+7-495-933-60-00', '(495) 380-28-28', '8 (495) 230-05-17', 'Коммунальная', 'Галушкина', 'Ленинская Слобода', '40702810902750000181'] },
  { file: 'external/xml/fns/fazyloff_ON_SFAKT_utf16_5.01.xml', gt: 'external/xml/fns/fazyloff_ON_SFAKT_utf16_5.01.gt.json', extra: [] },
  { file: 'external/xml/fns/lalexs75_ON_SCHFDOPPR_test_5.01.xml', gt: 'external/xml/fns/lalexs75_ON_SCHFDOPPR_test_5.01.gt.json', extra: ['test@test.ru', '123-22-22', 'Радищева', 'Елчанинова', '040002222'] },
  { file: 'external/office/ru-torg12/tkpolimer_testTorg12.xls', gt: 'external/office/ru-torg12/tkpolimer_testTorg12.xls.gt.json', extra: ['Варшавское шоссе', 'Утиные истории'] },
  { file: 'external/office/ru-torg12/tkpolimer_testTorg12.xlsx', gt: 'external/office/ru-torg12/tkpolimer_testTorg12.xlsx.gt.json', extra: [] },
  { file: 'external/office/ru-waybills-xls/af_11261.xls', gt: 'external/office/ru-waybills-xls/af_11261.gt.json', extra: [] },
  { file: 'external/office/ru-waybills-xls/af_210734_protek.xls', gt: 'external/office/ru-waybills-xls/af_210734_protek.gt.json', extra: ['Гедеон Рихтер', 'Promed Exports'] },
  { file: 'external/office/ru-waybills-xls/af_3902401_RN-0110107.xls', gt: 'external/office/ru-waybills-xls/af_3902401_RN-0110107.gt.json', extra: [] },
  { file: 'external/office/ru-waybills-xls/af_apteka93.xls', gt: 'external/office/ru-waybills-xls/af_apteka93.gt.json', extra: [] },
];

async function markdownOf(file: string): Promise<string> {
  const parse = PARSERS[file.split('.').pop() ?? ''];
  assert.ok(parse, file);
  const doc = await parse({ bytes: corpusBytes(file), fileName: file.split('/').pop() ?? file, fileHash: null, language: null, progress: () => {} });
  return doc.markdown;
}

const ID_KEYS = /^(inn|supplier_inn|kpp|kpp_as_printed|ogrn|account|corr_account|bik)$/;
const PARTY_KEYS = /^(customer|contractor|seller|buyer|shipper|consignee|supplier|payer|delivery_address)$/;

/** The personal and company data a ground-truth file names, by kind. */
function secretsOf(gt: unknown, key = '', inParty = false): Secret[] {
  if (Array.isArray(gt)) return [];
  if (gt && typeof gt === 'object') {
    return Object.entries(gt as Record<string, unknown>).filter(([k]) => !k.startsWith('_') && k !== 'lines').flatMap(([k, v]) => secretsOf(v, k, inParty || PARTY_KEYS.test(key)));
  }
  if (typeof gt !== 'string' || !gt.trim()) return [];
  if (ID_KEYS.test(key)) return [{ kind: 'id', value: gt }];
  if (key === 'signatory') return [{ kind: 'person', value: gt }];
  if (key === 'address' || key === 'work_site') return [{ kind: 'address', value: gt }];
  if (key === 'bank') return [{ kind: 'text', value: gt }];
  if ((inParty && (key === 'name' || key === 'short_name')) || PARTY_KEYS.test(key)) return [{ kind: key === 'name' && /^[А-ЯЁ][а-яё]+ [А-ЯЁ][а-яё]+ [А-ЯЁ][а-яё]+(вич|вна)$/.test(gt) ? 'person' : 'org', value: gt }];
  return [];
}

describe('anonymization over the Russian corpus, seen from a recording OpenAI-compatible server', () => {
  let rec: Recorder;
  before(async () => {
    rec = await start({ behaviour: { kind: 'json', answer: echo } });
  });
  after(() => rec.close());

  for (const doc of CORPUS) {
    it(doc.file.split('/').pop() ?? doc.file, async () => {
      const text = await markdownOf(doc.file);
      const secrets = [...secretsOf(JSON.parse(corpusText(doc.gt))), ...doc.extra.filter(Boolean).map((value) => ({ kind: 'text' as const, value }))];
      const present = secrets.filter((s) => forms(s.kind, s.value).some((f) => squash(text).includes(f.text) || digitsOnly(text).includes(f.text)));
      rec.requests.length = 0;
      const out = await chain({ documentText: text, prompt: 'Найди реквизиты поставщика; подписант Пономарёв Аркадий Семёнович, тел. +7 (495) 111-22-33', settings: settings([provider(rec.url)]) });

      assert.equal(rec.requests.length, 1);
      const body = rec.requests[0]?.body ?? '';
      // The leak check itself works: run on the raw text it finds every secret that the text holds.
      const rawLeaks = leaks([JSON.stringify({ text })], present);
      assert.equal(new Set(rawLeaks.map((l) => l.split(' as ')[0])).size, new Set(present.map((p) => `${p.kind} "${p.value}"`)).size, 'every secret is visible in the raw text');
      if (process.env.DEBUG_CHAIN) console.log(doc.file, secrets.length, present.length, rawLeaks.length);
      assert.deepEqual(leaks([body], [...secrets, { kind: 'person', value: 'Пономарёв Аркадий Семёнович' }, { kind: 'text', value: '+7 (495) 111-22-33' }, { kind: 'org', value: 'ООО «Ромашка»' }, { kind: 'id', value: '7707083893' }, { kind: 'person', value: 'Сидоров Пётр Петрович' }]), []);
      assert.equal(rec.requests[0]?.headers.authorization, `Bearer ${API_KEY}`);
      assert.equal(rec.requests[0]?.json?.response_format?.type, 'json_schema');

      // Restoration: every echoed placeholder came back as the original text of the document.
      assert.equal(out.source, 'model');
      const result = out.result ?? {};
      assert.ok(!/\[[A-Z]+_\d+\]/.test(JSON.stringify(result)), 'no placeholder left in the result');
      const original = squash(text + ' Пономарёв Аркадий Семёнович +7 (495) 111-22-33');
      for (const field of Object.values(FIELDS)) {
        for (const v of (result[field] as string[] | undefined) ?? []) assert.ok(original.includes(squash(v)), `${field}: "${v}" is not from the document`);
      }
      const ids = secrets.filter((s) => s.kind === 'id' && text.includes(s.value)).map((s) => s.value);
      const restoredIds = [...((result.inns as string[]) ?? []), ...((result.kpps as string[]) ?? []), ...((result.accounts as string[]) ?? []), ...((result.ogrns as string[]) ?? []), ...((result.bics as string[]) ?? [])].map(digitsOnly);
      for (const id of ids) assert.ok(restoredIds.some((r) => r.includes(id)), `${id} restored`);
      assert.ok(!String(result.note).includes('['), `note restored: ${String(result.note)}`);
    });
  }
});

// ---------------------------------------------------------------------------------------------
// Fail-closed: nothing is sent when the residual scan still finds data, or the scrubber breaks.

const CONTRACT = CORPUS[0]?.file ?? '';

describe('fail_closed: a residual finding stops the request before any byte is sent', () => {
  let rec: Recorder;
  before(async () => {
    rec = await start({ behaviour: { kind: 'json', answer: echo } });
  });
  after(() => rec.close());

  const residualOnly = 'Договор поставки. Пишите: ivan.petrov @ mail . ru';

  it('a spelling only the residual scan catches → ANONYMIZATION_INCOMPLETE, recorder saw nothing', async () => {
    rec.requests.length = 0;
    const err = await chainError({ documentText: residualOnly, settings: settings([provider(rec.url)]) });
    assert.equal(err.code, 'ANONYMIZATION_INCOMPLETE');
    assert.deepEqual(err.details, { residual: { email: 1 } });
    assert.equal(rec.requests.length, 0);
  });

  it('a scrubber that misses a whole category (forced) → counts per category only, recorder saw nothing', async () => {
    rec.requests.length = 0;
    const text = await markdownOf(CONTRACT);
    const err = await chainError({ documentText: text, settings: settings([provider(rec.url)]), scrubber: () => createScrubber({ skip: ['inn', 'person'] }) });
    assert.equal(err.code, 'ANONYMIZATION_INCOMPLETE');
    const residual = (err.details as { residual: Record<string, unknown> }).residual;
    assert.deepEqual(Object.keys(err.details), ['residual']);
    assert.ok(Number(residual.inn) > 0 && Number(residual.person) > 0, JSON.stringify(residual));
    assert.ok(Object.values(residual).every((n) => Number.isInteger(n)));
    assert.deepEqual(leaks([JSON.stringify(err.toInfo())], secretsOf(JSON.parse(corpusText(CORPUS[0]?.gt ?? '')))), []);
    assert.equal(rec.requests.length, 0);
  });

  it('a scrubber that throws → ANONYMIZATION_INCOMPLETE, recorder saw nothing', async () => {
    rec.requests.length = 0;
    const broken = (): ScrubSession => ({ ...createScrubber(), scrub: () => { throw new Error('detector crashed'); } });
    const err = await chainError({ documentText: 'ИНН 7707083893', settings: settings([provider(rec.url)]), scrubber: broken });
    assert.equal(err.code, 'ANONYMIZATION_INCOMPLETE');
    assert.deepEqual(err.details, { residual: { unverified: 1 } });
    assert.equal(rec.requests.length, 0);
  });

  it('a loopback provider earlier in the chain is tried first; the external one is still refused', async () => {
    const local = await start({ behaviour: { kind: 'json', answer: () => ({}) } });
    try {
      rec.requests.length = 0;
      const err = await chainError({ documentText: residualOnly, settings: settings([provider(local.url, { anonymize: 'auto' }), provider(rec.url)]) });
      assert.equal(err.code, 'ANONYMIZATION_INCOMPLETE');
      assert.equal(local.requests.length, 1);
      assert.equal(rec.requests.length, 0);
    } finally {
      await local.close();
    }
  });

  it('best_effort sends anyway and the outbound log records the residual counts, never the data', async () => {
    rec.requests.length = 0;
    const log = join(mkdtempSync(join(tmpdir(), 'docintel-outbound-')), 'outbound.jsonl');
    await chain({ documentText: residualOnly, settings: settings([provider(rec.url)], { anonymization: 'best_effort' }), outboundLog: log });
    assert.equal(rec.requests.length, 1);
    const lines = readFileSync(log, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    assert.equal(lines.length, 1);
    assert.deepEqual(lines[0]?.residual, { email: 1 });
    assert.ok(!readFileSync(log, 'utf8').includes('petrov'));
  });
});

describe('the outbound log', () => {
  it('one line per call with host, size and placeholder counts; no values, names or keys', async () => {
    const rec = await start({ behaviour: { kind: 'json', answer: echo } });
    try {
      const log = join(mkdtempSync(join(tmpdir(), 'docintel-outbound-')), 'outbound.jsonl');
      const text = await markdownOf(CONTRACT);
      await chain({ documentText: text, settings: settings([provider(rec.url)]), outboundLog: log });
      const raw = readFileSync(log, 'utf8');
      const entry = JSON.parse(raw.trim()) as { at: string; provider_host: string; bytes: number; anonymized: boolean; placeholders: Record<string, number>; purpose: string };
      assert.deepEqual(Object.keys(entry).sort(), ['anonymized', 'at', 'bytes', 'placeholders', 'provider_host', 'purpose']);
      assert.equal(entry.purpose, 'extract');
      assert.equal(entry.provider_host, new URL(rec.url).host);
      assert.equal(entry.bytes, Buffer.byteLength(rec.requests[0]?.body ?? '', 'utf8'));
      assert.ok(entry.anonymized && (entry.placeholders.inn ?? 0) > 0 && (entry.placeholders.org ?? 0) > 0);
      assert.deepEqual(leaks([JSON.stringify({ raw })], secretsOf(JSON.parse(corpusText(CORPUS[0]?.gt ?? '')))), []);
      for (const s of [PROVIDER_NAME, MODEL_NAME, API_KEY]) assert.ok(!raw.includes(s));
    } finally {
      await rec.close();
    }
  });
});

describe('the response never names a model, a provider or a token count', () => {
  it('no result, warning or error of this file carries one', () => {
    assert.ok(outputs.length >= 15, `${outputs.length} outputs collected`);
    const all = JSON.stringify(outputs);
    for (const s of NEVER_OUT) assert.ok(!all.includes(s), s);
  });
});
