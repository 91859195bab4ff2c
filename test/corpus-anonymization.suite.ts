import assert from 'node:assert/strict';
import { readFileSync, statSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { ProcessEnvelope } from '../src-shared/contract/envelope';
import { provider, start, userText } from './fixtures/openai-recorder';
import type { ChatRequest, Recorder } from './fixtures/openai-recorder';
import type { JsonObject } from '../src-shared/contract/envelope';
import { file, multipart } from './helpers/host';
import { acquireCorpusHost, releaseCorpusHost } from './helpers/corpus-host';
import type { Part, TestHost } from './helpers/host';
import { PII_SCHEMA, echoPlaceholders, findLeaks, presentIn, restorationProblems } from './helpers/pii-leaks';
import { numbersIn } from './helpers/ground-truth';
import { corpusPiiDocuments, documentAmounts, documentSecrets } from './helpers/pii-secrets';
import type { CorpusDocument } from './helpers/pii-secrets';

/**
 * Issue 12, part 5: what leaves the machine is clean in every language we read. Every document of
 * corpus/external (all folders: text PDFs, scans, images, office files, XML, composites; English,
 * German, French, Dutch, Polish, Indian, Chinese, Russian) goes through POST /v1/process with an
 * output_schema and `translate` to a recording OpenAI-compatible server on loopback, configured
 * `anonymize: always` and `fail_closed`. Extraction sends the document; translation then sends the
 * extracted values — here the restored party names, addresses and ids themselves, the hardest case.
 * No request body of either may hold a party name, person, tax id, IBAN, account, address, e-mail
 * or phone of the document's ground truth (test/helpers/pii-secrets.ts); the echoed placeholders
 * come back restored to text of the document, in the result and in its translation; a refusal
 * (ANONYMIZATION_INCOMPLETE) sends nothing. The tally of sent and refused documents is printed.
 *
 * Parsing (OCR of scans) runs first, two documents at a time, with markdown requested: that fills
 * the parse cache, so the extraction requests afterwards run one at a time (each recorded body
 * belongs to exactly one document) without parsing again.
 */
const DOCS = corpusPiiDocuments();
/** Ground-truth secrets that appear in the parsed texts of the corpus (about 300 today); far fewer means the secrets are no longer derived. */
const MIN_PRESENT_SECRETS = 150;

let host: TestHost;
let key: string;
let rec: Recorder;
const markdown = new Map<string, string>();
const parseFailures = new Map<string, string>();
/** Folders whose documents are (or may be) image-only and go through OCR. */
const OCR_FOLDER = /^(?:pdf-scan|images|composite)\//u;
const tally = { sent: [] as string[], refused: [] as string[], noModelCall: [] as string[] };
const startedAt = Date.now();
let presentTotal = 0;
let amountsKept = 0;
let translations = 0;

function parts(doc: CorpusDocument, extra: Part[]): Part[] {
  const lang: Part[] = doc.language ? [{ name: 'language', value: doc.language }] : [];
  return [file('file', doc.rel.split('/').pop() ?? doc.rel, readFileSync(doc.path)), ...lang, ...extra];
}

/** The fake translator: every value tagged, so the test sees it was translated and restored. */
const TR = 'TR ';
const isTranslation = (req: ChatRequest): boolean => /translate values/iu.test(req.messages?.[0]?.content ?? '');
const model = (req: ChatRequest): JsonObject => (isTranslation(req)
  ? Object.fromEntries(Object.entries(JSON.parse(userText(req)) as Record<string, string>).map(([k, v]) => [k, `${TR}${v}`]))
  : echoPlaceholders(req));
/** Translated into another language than the document's: English for Russian texts, Russian for the rest. */
const targetOf = (text: string): string => ((text.match(/\p{Script=Cyrillic}/gu) ?? []).length > (text.match(/\p{Script=Latin}/gu) ?? []).length ? 'en' : 'ru');

async function processDoc(doc: CorpusDocument, body: { include?: string[]; output_schema?: unknown; translate?: { to: string } }): Promise<{ status: number; json: Record<string, unknown> }> {
  if (doc.asText) {
    const res = await host.app.inject({ method: 'POST', url: '/v1/process', headers: { 'x-api-key': key }, payload: { text: readFileSync(doc.path, 'utf8'), ...body } });
    return { status: res.statusCode, json: res.json() };
  }
  const extra: Part[] = [];
  if (body.include) extra.push({ name: 'include', value: JSON.stringify(body.include) });
  if (body.output_schema) extra.push({ name: 'output_schema', value: JSON.stringify(body.output_schema) });
  if (body.translate) extra.push({ name: 'translate', value: JSON.stringify(body.translate) });
  const { payload, headers } = multipart(parts(doc, extra));
  const res = await host.app.inject({ method: 'POST', url: '/v1/process', headers: { ...headers, 'x-api-key': key }, payload });
  return { status: res.statusCode, json: res.json() };
}

before(async () => {
  host = await acquireCorpusHost();
  key = (await host.newClient('anonymization corpus', 'enterprise')).api_key;
  rec = await start({ behaviour: { kind: 'json', answer: model } });
  const settings = await host.app.inject({ method: 'PUT', url: '/v1/admin/settings/model', headers: { 'x-api-key': host.adminKey },
    payload: { providers: [provider(rec.url, { anonymize: 'always', timeoutMs: 30_000 })], builtinFallback: false, anonymization: 'fail_closed' } });
  assert.equal(settings.statusCode, 200, settings.body);
  // Parse every document once; the parse cache keeps them. OCR is the long pole and the host kills
  // a job after 290 s: the largest scan runs beside the documents that need no OCR (so it is never
  // slowed by a second OCR job), then the other scans run two at a time, largest first.
  // A document that cannot be parsed (on an overloaded machine the 5-page scan can pass the job
  // limit) fails its own test below, not every test of the file.
  const parse = async (doc: CorpusDocument): Promise<void> => {
    const { status, json } = await processDoc(doc, { include: ['markdown'] });
    if (status === 200) markdown.set(doc.rel, String((json as unknown as ProcessEnvelope).markdown ?? ''));
    else parseFailures.set(doc.rel, `${status} ${JSON.stringify(json).slice(0, 300)}`);
  };
  const ocrSize = (d: CorpusDocument): number => (OCR_FOLDER.test(d.rel) ? statSync(d.path).size : 0);
  const scans = DOCS.filter((d) => ocrSize(d) > 0).sort((a, b) => ocrSize(b) - ocrSize(a));
  const rest = DOCS.filter((d) => ocrSize(d) === 0);
  const [largest, ...others] = scans;
  await Promise.all([largest ? parse(largest) : Promise.resolve(), (async () => { for (const d of rest) await parse(d); })()]);
  await Promise.all([0, 1].map(async () => {
    for (let doc = others.shift(); doc; doc = others.shift()) await parse(doc);
  }));
});

after(async () => {
  await rec?.close();
  await releaseCorpusHost();
});

describe('corpus external/: no personal or company data reaches the model, in any language', () => {
  it('finds documents in every folder', () => {
    const folders = new Set(DOCS.map((d) => d.rel.split('/')[0]));
    assert.deepEqual([...folders].sort(), ['composite', 'images', 'office', 'pdf-scan', 'pdf-text', 'xml']);
    assert.ok(DOCS.every((d) => !/\.xsd$|\.gt\./u.test(d.rel)));
  });

  for (const doc of DOCS) {
    it(doc.rel, async () => {
      assert.equal(parseFailures.get(doc.rel), undefined, 'the document parses');
      const secrets = documentSecrets(doc);
      const text = markdown.get(doc.rel) ?? '';
      rec.requests.length = 0;
      const { status, json } = await processDoc(doc, { output_schema: PII_SCHEMA, translate: { to: targetOf(text) } });
      const bodies = rec.requests.map((r) => r.body);

      // The leak check itself works: sent as a JSON body, the raw text shows every secret it holds.
      const present = presentIn(text, secrets);
      presentTotal += present.length;
      const seen = new Set(findLeaks([JSON.stringify({ messages: [{ role: 'user', content: text }] })], present).map((l) => l.split(' as ')[0]));
      assert.equal(seen.size, new Set(present.map((p) => `${p.kind} "${p.value}"`)).size, 'every secret in the text is visible to the check');

      if (status === 422) {
        const error = (json as { error: { code: string; details: { residual: Record<string, number> } } }).error;
        assert.equal(error.code, 'ANONYMIZATION_INCOMPLETE');
        assert.ok(Object.values(error.details.residual).every((n) => Number.isInteger(n)));
        assert.deepEqual(findLeaks([JSON.stringify(json)], secrets), [], 'the refusal names no value');
        assert.equal(bodies.length, 0, 'a refused request sends nothing');
        tally.refused.push(`${doc.rel} ${JSON.stringify(error.details.residual)}`);
        return;
      }
      assert.equal(status, 200, JSON.stringify(json).slice(0, 300));
      assert.deepEqual(findLeaks(bodies, secrets), [], `secrets in the request to the model (${present.length} of ${secrets.length} secrets are in the text)`);
      if (bodies.length === 0) {
        tally.noModelCall.push(doc.rel);
        return;
      }
      tally.sent.push(doc.rel);
      assert.ok(bodies.every((b) => !/"anonymize"|api[_-]?key/iu.test(b)));
      // The document stays useful: every total of its ground truth that the text shows, the model sees too.
      const sentNumbers = numbersIn(rec.requests.map((r) => userText(r.json ?? {})).join('\n'));
      const shown = documentAmounts(doc).filter((a) => numbersIn(text).has(a));
      assert.deepEqual(shown.filter((a) => !sentNumbers.has(a)), [], 'totals hidden from the model');
      amountsKept += shown.length;
      const result = (json as unknown as ProcessEnvelope).result ?? {};
      assert.deepEqual(restorationProblems(result, text), []);
      // The translation's values went out scrubbed too (checked above with every body) and came back restored.
      const translated = (json as unknown as ProcessEnvelope).translated;
      const hidden = ((result as { placeholders?: string[] }).placeholders ?? []).length;
      if (hidden > 0) {
        assert.ok(translated, 'values to translate give a translation');
        const values = ((translated.result as { placeholders?: string[] }).placeholders ?? []);
        // What the translator got back restored is document text again (the session restores the document's own
        // spelling of a value); the rest was kept as it is (an IBAN, a phone) or done by the glossary ("Основание").
        const viaModel = values.filter((v) => v.startsWith(TR)).map((v) => v.slice(TR.length));
        assert.deepEqual(restorationProblems({ values: viaModel }, text), []);
        assert.deepEqual(restorationProblems({ values }, text).filter((p) => p.startsWith('placeholder left')), [], 'no placeholder left in the translation');
        translations++;
      }
      const echoed = rec.requests.filter((r) => !isTranslation(r.json ?? {})).flatMap((r) => userText(r.json ?? {}).match(/\[[A-Z]+_\d+\]/gu) ?? []);
      const restored = (result as { placeholders?: unknown[] }).placeholders ?? [];
      assert.ok(echoed.length === 0 || restored.length > 0, 'placeholders the model saw come back as values');
    });
  }

  it('tally: documents scrubbed and sent, refused, and answered without a model call', () => {
    const seconds = Math.round((Date.now() - startedAt) / 1000);
    console.log(`anonymization corpus: ${DOCS.length} documents, ${tally.sent.length} scrubbed and sent, ${tally.refused.length} refused, ${tally.noModelCall.length} without a model call; ${presentTotal} ground-truth secrets present in the texts, ${amountsKept} ground-truth totals kept; ${translations} translations of the hidden values, scrubbed again and restored; ${seconds} s`);
    for (const r of tally.refused) console.log(`  refused: ${r}`);
    for (const r of tally.noModelCall) console.log(`  no model call: ${r}`);
    assert.equal(tally.sent.length + tally.refused.length + tally.noModelCall.length, DOCS.length);
    // The corpus holds party data in many documents: a check that saw none would prove nothing.
    assert.ok(presentTotal >= MIN_PRESENT_SECRETS, `${presentTotal} secrets present`);
  });
});
