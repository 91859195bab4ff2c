import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { corpusBytes, corpusText } from './helpers/corpus';
import { file, multipart, startTestHost } from './helpers/host';
import type { Part, TestHost } from './helpers/host';
import { checkPdf } from './helpers/pdf-tools';
import { provider, start as startRecorder } from './fixtures/openai-recorder';
import type { Recorder } from './fixtures/openai-recorder';

/** SPEC "Older task and extraction endpoints": `/v1/split` (SplitResponse) and `/v1/split/analyze`. */
let host: TestHost;
let key: string;
before(async () => {
  host = await startTestHost({ workers: 1 });
  key = (await host.newClient('older-split', 'enterprise')).api_key;
});
after(async () => host.dispose());

interface Section { index: number; page_start: number; page_end: number; doc_type?: string; confidence?: number; markdown: string; pdf_base64?: string;
  classification?: { category: string; display_name: string; confidence: number; reasoning: string | null }; data?: Record<string, unknown> | null }
interface Answer { documents: Section[]; total_pages: number; warnings: { code: string; field: string }[]; usage: { pages: number }; detail?: { code: string; details: { errors?: { loc: string[] }[] } } }

async function post(url: string, upload: Part | null, fields: Record<string, string> = {}) {
  const { payload, headers } = multipart([...(upload ? [upload] : []), ...Object.entries(fields).map(([name, value]) => ({ name, value }))]);
  const res = await host.app.inject({ method: 'POST', url, headers: { ...headers, 'x-api-key': key }, payload });
  return { status: res.statusCode, body: res.json<Answer>() };
}

const COMPOSITE = 'external/composite/composite_01_text.pdf';
const truth = (JSON.parse(corpusText('external/composite/composite_01_text.gt.json')) as { documents: { pages: [number, number] }[] }).documents.map((d) => d.pages);
const composite = () => file('file', 'composite.pdf', Buffer.from(corpusBytes(COMPOSITE)));
const longText = () => file('file', 'long.pdf', Buffer.from(corpusBytes('synthetic/ru-text-20p.pdf')));

describe('POST /v1/split', () => {
  it('a composite PDF: the ranges of the ground truth, each section as its own PDF with its Markdown', async () => {
    const { status, body } = await post('/v1/split', composite());
    assert.equal(status, 200, JSON.stringify(body).slice(0, 300));
    assert.deepEqual(body.documents.map((d) => [d.page_start, d.page_end]), truth);
    assert.equal(body.total_pages, 8);
    for (const d of body.documents) {
      const pdf = checkPdf(Buffer.from(d.pdf_base64!, 'base64'));
      assert.deepEqual([pdf.ok, pdf.pages], [true, d.page_end - d.page_start + 1]);
      assert.ok(d.markdown.length > 20);
    }
    assert.ok(!body.warnings.some((w) => w.code === 'option_ignored'));
  });

  it('one document in many pages and no model: the fallback that could not act is said, and not when it is switched off', async () => {
    const on = await post('/v1/split', longText());
    assert.equal(on.body.documents.length, 1);
    assert.ok(on.body.warnings.some((w) => w.code === 'option_ignored' && w.field === 'use_llm_fallback'));
    const off = await post('/v1/split', longText(), { use_llm_fallback: 'false' });
    assert.ok(!off.body.warnings.some((w) => w.code === 'option_ignored'));
  });

  it('non-PDF input, a missing file and a bad flag are refused', async () => {
    const txt = await post('/v1/split', file('file', 'a.docx', Buffer.from(corpusBytes('synthetic/table.docx'))));
    assert.deepEqual([txt.status, txt.body.detail!.code], [422, 'SPLIT_REQUIRES_PDF']);
    const none = await post('/v1/split', null);
    assert.deepEqual([none.status, none.body.detail!.details.errors![0]!.loc[1]], [422, 'file']);
    const flag = await post('/v1/split', composite(), { use_llm_fallback: 'maybe' });
    assert.deepEqual([flag.status, flag.body.detail!.details.errors![0]!.loc[1]], [422, 'use_llm_fallback']);
    const extra = await post('/v1/split/analyze', composite(), { use_llm_fallback: 'true' });
    assert.deepEqual([extra.status, extra.body.detail!.code], [422, 'UNKNOWN_FIELD']);
  });

  describe('with a model configured', () => {
    let recorder: Recorder;
    before(async () => {
      recorder = await startRecorder({ behaviour: { kind: 'json', answer: () => ({ documents: [{ first_page: 1, doc_type: 'contract' }, { first_page: 11, doc_type: 'other' }] }) } });
      const res = await host.app.inject({ method: 'PUT', url: '/v1/admin/settings/model', headers: { 'x-api-key': host.adminKey }, payload: { providers: [provider(recorder.url)], builtinFallback: true } });
      assert.equal(res.statusCode, 200, res.body);
    });
    after(async () => {
      await host.app.inject({ method: 'PUT', url: '/v1/admin/settings/model', headers: { 'x-api-key': host.adminKey }, payload: { providers: [], builtinFallback: true } });
      await recorder.close();
    });

    it('the rules find one document: the model is asked for first pages, and its usable answer places the edges', async () => {
      const { body } = await post('/v1/split', longText());
      assert.deepEqual(body.documents.map((d) => [d.page_start, d.page_end, d.confidence]), [[1, 10, 0.5], [11, 20, 0.5]]);
      assert.equal(recorder.requests.length, 1);
      assert.match(recorder.requests[0]!.body, /--- page 11 ---/u);
    });

    it('the rules find several documents: the model is not asked', async () => {
      const before = recorder.requests.length;
      await post('/v1/split', composite());
      assert.equal(recorder.requests.length, before);
    });
  });
});

describe('POST /v1/split/analyze', () => {
  it('each section classified from its title and read with its type\'s catalog schema', async () => {
    const { status, body } = await post('/v1/split/analyze', composite());
    assert.equal(status, 200, JSON.stringify(body).slice(0, 300));
    assert.deepEqual(body.documents.map((d) => [d.page_start, d.page_end]), truth);
    assert.deepEqual(body.documents.map((d) => d.classification!.category), ['invoice', 'invoice', 'invoice', 'other', 'invoice']);
    const [first] = body.documents;
    assert.equal(first!.classification!.display_name, 'Счёт / счёт на оплату');
    assert.ok(first!.classification!.confidence > 0.5 && first!.classification!.confidence <= 1);
    assert.match(first!.classification!.reasoning!, /the title «.+» names a document of type invoice/u);
    assert.equal(body.documents[1]!.data!.number, '471102');
    assert.equal(body.documents[3]!.data, null);
    assert.equal(body.documents[3]!.classification!.display_name, 'Другой документ');
    assert.equal(first!.pdf_base64, undefined);
  });
});
