import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { catalogSchema } from '../src-shared/catalog';
import type { DocumentSection, ProcessEnvelope } from '../src-shared/contract/envelope';
import type { TaskAccepted, TaskPoll } from '../src-shared/contract/tasks';
import { corpusBytes, corpusPath, corpusText } from './helpers/corpus';
import { file, multipart, startTestHost } from './helpers/host';
import type { Part, TestHost } from './helpers/host';
import { checkPdf, joinPdfs } from './helpers/pdf-tools';
import { startHeldModel } from './fixtures/openai-recorder';

/** SPEC "Split" through /v1/process: sections, per-section results, their files, truncation, async. */
let host: TestHost;
let key: string;
before(async () => {
  host = await startTestHost({ workers: 1 });
  key = (await host.newClient('split', 'enterprise')).api_key;
});
after(async () => host.dispose());

const INVOICE = JSON.stringify(catalogSchema('invoice')!.schema);

async function process(pdf: Buffer, fields: Record<string, string>): Promise<{ status: number; body: ProcessEnvelope; raw: string }> {
  const parts: Part[] = [file('file', 'composite.pdf', pdf), ...Object.entries(fields).map(([name, value]) => ({ name, value }))];
  const { payload, headers } = multipart(parts);
  const res = await host.app.inject({ method: 'POST', url: '/v1/process', headers: { ...headers, 'x-api-key': key }, payload });
  return { status: res.statusCode, body: res.json<ProcessEnvelope>(), raw: res.body };
}

const pagesOf = (docs: DocumentSection[] | null): [number, number][] => (docs ?? []).map((d) => d.pages);
const truth = (gt: string): [number, number][] => (JSON.parse(corpusText(gt)) as { documents: { pages: [number, number] }[] }).documents.map((d) => d.pages);

describe('split of a composite PDF', () => {
  it('the corpus composite of text-layer documents: exact ranges; with a schema a result per section, none on top, the file billed once', async () => {
    const pdf = Buffer.from(corpusBytes('external/composite/composite_01_text.pdf'));
    const plain = await process(pdf, { include: '["markdown"]' });
    const { status, body } = await process(pdf, { split: '{"mode":"auto"}', output_schema: INVOICE, include: '["fields"]' });
    assert.equal(status, 200);
    assert.deepEqual(pagesOf(body.documents), truth('external/composite/composite_01_text.gt.json'));
    assert.equal(body.result, null, 'SPEC rule 3: the top-level result is null with split + schema');
    assert.equal(body.usage.pages, plain.body.usage.pages, 'the file is billed once, as without split');
    assert.equal(body.usage.sheets, 8);
    const docs = body.documents!;
    assert.deepEqual(docs.map((d) => d.index), [0, 1, 2, 3, 4]);
    assert.deepEqual(docs.map((d) => d.doc_type), ['invoice', 'invoice', 'invoice', 'other', 'invoice']);
    for (const d of docs) {
      assert.ok(d.confidence > 0 && d.confidence <= 1);
      assert.equal(d.pdf_base64, undefined, 'files only when return_files is true');
      assert.ok(d.fields!.every((f) => f.page >= d.pages[0] && f.page <= d.pages[1]), 'fields keep the pages of the whole file');
    }
    // Each section read on its own: its own seller, date and number, nothing from its neighbours.
    assert.deepEqual([docs[0]!.result!.date, (docs[0]!.result!.seller as { name: string }).name], ['2014-05-07', 'QualityHosting AG']);
    assert.deepEqual([docs[1]!.result!.number, docs[1]!.result!.date], ['471102', '2018-06-05'], 'the invoice of pages 3–5');
    assert.equal(docs[4]!.result!.number, 'AV-2017-0005', 'the credit note of page 8');
    assert.equal(docs[3]!.result, null, 'a statistical table has no invoice data: null, not a skeleton');
    assert.equal(body.metadata.extraction_status, 'partial', 'a section without data makes the split partial');
    assert.ok(docs[2]!.fields!.length > 0);
  });

  it('the mixed composite (text and scanned pages): exact ranges', async () => {
    const pdf = Buffer.from(corpusBytes('external/composite/composite_03_mixed.pdf'));
    const { body } = await process(pdf, { split: '{"mode":"auto"}' });
    assert.deepEqual(pagesOf(body.documents), truth('external/composite/composite_03_mixed.gt.json'));
    assert.equal(body.metadata.extraction_status, 'parse_only', 'without a schema nothing is extracted');
    assert.ok(body.documents!.every((d) => d.result === null));
  });

  it('return_files: each section a real PDF of exactly its pages (qpdf --check)', async () => {
    const pdf = joinPdfs([corpusPath('external/pdf-text/facturx/EN16931_Einfach.pdf'), corpusPath('external/pdf-text/invoice2data/oyo.pdf'),
      corpusPath('external/pdf-text/ru/derived/tkpolimer_testTorg12.lo.pdf')]);
    const { body } = await process(pdf, { split: '{"mode":"auto","return_files":true}' });
    assert.deepEqual(pagesOf(body.documents), [[1, 2], [3, 3], [4, 5]]);
    for (const d of body.documents!) {
      const part = Buffer.from(d.pdf_base64!, 'base64');
      const checked = checkPdf(part);
      assert.ok(checked.ok, checked.output);
      assert.equal(checked.pages, d.pages[1] - d.pages[0] + 1);
    }
  });

  it('max_documents keeps the first sections and says what was dropped (split_truncated)', async () => {
    const pdf = Buffer.from(corpusBytes('external/composite/composite_01_text.pdf'));
    const { body } = await process(pdf, { split: '{"mode":"auto","max_documents":2}', output_schema: INVOICE });
    assert.deepEqual(pagesOf(body.documents), [[1, 2], [3, 5]]);
    const w = body.warnings.find((x) => x.code === 'split_truncated');
    assert.ok(w, JSON.stringify(body.warnings));
    assert.equal(w.severity, 'info');
    assert.match(w.message, /5 documents.*last 3 \(pages 6–8\)/);
  });

  it('async split: progress over the file\'s pages while a section is read, then the same sections', { timeout: 120_000 }, async (t) => {
    // A model that holds its request keeps the first section's extraction (and the task) running until released.
    const model = await startHeldModel();
    // On loopback with `auto` the documents go unscrubbed: this test is about progress, not anonymization.
    host.settings.setModel({ ...model.settings, providers: model.settings.providers.map((p) => ({ ...p, anonymize: 'auto' as const })), anonymization: 'fail_closed' });
    try {
      const pdf = Buffer.from(corpusBytes('external/composite/composite_01_text.pdf'));
      const { payload, headers } = multipart([file('file', 'composite.pdf', pdf), { name: 'split', value: '{"mode":"auto"}' }, { name: 'async', value: 'true' },
        { name: 'output_schema', value: INVOICE }]);
      const start = await host.app.inject({ method: 'POST', url: '/v1/process', headers: { ...headers, 'x-api-key': key }, payload });
      assert.equal(start.statusCode, 202);
      const id = start.json<TaskAccepted>().task_id;
      const poll = async (): Promise<TaskPoll> => (await host.app.inject({ method: 'GET', url: `/v1/process/${id}`, headers: { 'x-api-key': key } })).json<TaskPoll>();
      await model.recorder.received(1);
      let progress = (await poll()).progress;
      // The worker reports its stage by message, which may arrive just after the model request did.
      while (progress?.stage !== 'extract' && !t.signal.aborted) {
        await new Promise((r) => setTimeout(r, 20));
        progress = (await poll()).progress;
      }
      assert.deepEqual(progress, { stage: 'extract', pages_done: 0, pages_total: 8 });
      model.release();
      let done = await poll();
      while (done.status === 'processing' && !t.signal.aborted) {
        await new Promise((r) => setTimeout(r, 50));
        done = await poll();
      }
      assert.equal(done.status, 'done');
      assert.deepEqual(pagesOf(done.result!.documents), truth('external/composite/composite_01_text.gt.json'));
      assert.equal(model.recorder.requests.length, 5, 'one extraction per section');
    } finally {
      host.settings.setModel({ providers: [], builtinFallback: true, anonymization: 'fail_closed' });
      await model.close();
    }
  });

  it('split with translate: each section has its own translation', async () => {
    const pdf = joinPdfs([corpusPath('external/pdf-text/facturx/EN16931_Einfach.pdf'), corpusPath('external/pdf-text/ru/derived/tkpolimer_testTorg12.lo.pdf')]);
    const { body } = await process(pdf, { split: '{"mode":"auto"}', output_schema: INVOICE, translate: '{"to":"en"}' });
    assert.deepEqual(pagesOf(body.documents), [[1, 2], [3, 4]]);
    for (const d of body.documents!) {
      assert.equal(d.translated?.to, 'en');
      assert.deepEqual(Object.keys(d.translated!.result).sort(), Object.keys(d.result!).sort());
    }
    assert.equal(body.translated, null, 'the file itself has no result to translate');
    assert.equal(body.usage.translation_tokens, 0);
    assert.ok(body.warnings.filter((w) => w.code === 'translation_partial').every((w) => /^documents\[[01]\]\./.test(w.field)));
  });
});
