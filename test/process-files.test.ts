import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ProcessEnvelope } from '../src-shared/contract/envelope';
import { corpusBytes, corpusText } from './helpers/corpus';
import { file, multipart, startTestHost } from './helpers/host';
import type { Part, TestHost } from './helpers/host';
import { cer, normaliseSpaces } from './helpers/text-metrics';

/** Files through POST /v1/process (parse only) on real workers: text, OCR, limits and attacks. */
let host: TestHost;
let key: string;
before(async () => {
  host = await startTestHost({ workers: 2 });
  key = (await host.newClient('files', 'enterprise')).api_key;
});
after(async () => host.dispose());

type Reply = { status: number; body: Record<string, unknown> };

async function send(name: string, bytes: Uint8Array, extra: Part[] = [], include = ['markdown']): Promise<Reply> {
  const { payload, headers } = multipart([file('file', name, Buffer.from(bytes)), { name: 'include', value: JSON.stringify(include) }, ...extra]);
  const res = await host.app.inject({ method: 'POST', url: '/v1/process', headers: { ...headers, 'x-api-key': key }, payload });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
}

async function envelopeOf(rel: string, extra: Part[] = [], include = ['markdown']): Promise<ProcessEnvelope> {
  const name = rel.split('/').pop() ?? rel;
  const res = await send(name, corpusBytes(rel), extra, include);
  assert.equal(res.status, 200, JSON.stringify(res.body).slice(0, 500));
  return res.body as unknown as ProcessEnvelope;
}

const lines = (rel: string): string[] => corpusText(rel).split('\n').map((l) => l.trim()).filter(Boolean);

describe('PDF with a text layer', () => {
  it('ru-text-20p.pdf: every paragraph of every page, billed by page, sheets = 20', async () => {
    const env = await envelopeOf('synthetic/ru-text-20p.pdf', [], ['markdown', 'fragments', 'tables']);
    const md = normaliseSpaces(env.markdown ?? '');
    const paragraph = lines('synthetic/ru.txt').join(' ');
    for (const n of [1, 7, 20]) {
      assert.ok(md.includes(`# Раздел ${n}. Условия договора`), `heading of page ${n}`);
      assert.ok(md.includes(`${paragraph} Пункт ${n}.5.`), `paragraph 5 of page ${n}`);
    }
    assert.equal(env.usage.sheets, 20);
    assert.equal(env.usage.pages, 24); // 20 sheets of ≈2,376 characters: 1.19 pages each, summed and rounded up
    assert.ok(env.fragments?.some((f) => f.page === 20 && f.bbox !== null));
    assert.deepEqual(env.tables, []);
    assert.equal(env.metadata.file_hash?.length, 64);
  });
  it('zh-text-1p.pdf: Chinese text', async () => {
    const md = (await envelopeOf('synthetic/zh-text-1p.pdf')).markdown ?? '';
    for (const l of lines('synthetic/zh.txt')) assert.ok(md.includes(l), l);
  });
  it('a PDF that needs a user password is a PARSING_ERROR saying so', async () => {
    const res = await send('locked.pdf', corpusBytes('synthetic/encrypted-userpw.pdf'));
    assert.equal(res.status, 503);
    assert.deepEqual((res.body.error as { details: unknown }).details, { reason: 'password_protected' });
  });
});

describe('OCR', () => {
  it('image-only and mixed PDFs: only pages without a text layer are OCR\'d', async () => {
    const env = await envelopeOf('synthetic/mixed-text2-scan1.pdf', [], ['markdown', 'fragments']);
    const md = env.markdown ?? '';
    const p3 = (env.fragments ?? []).filter((f) => f.page === 3).map((f) => f.text).join('\n');
    assert.ok(cer(p3, lines('synthetic/ru.txt').join('\n').repeat(6)) < 0.03, 'page 3 read by OCR');
    assert.ok(normaliseSpaces(md).includes('# Раздел 2. Условия договора'));
  });
  it('PNG, WEBP in Russian; PNG in Chinese with language=zh; English', async () => {
    const ru = await envelopeOf('synthetic/ru.png');
    assert.ok(cer(ru.markdown ?? '', corpusText('synthetic/ru.txt')) < 0.02);
    const webp = await envelopeOf('synthetic/ru.webp');
    assert.ok(cer(webp.markdown ?? '', corpusText('synthetic/ru.txt')) < 0.02);
    const zh = await envelopeOf('synthetic/zh.png', [{ name: 'language', value: 'zh' }]);
    assert.ok(cer(zh.markdown ?? '', corpusText('synthetic/zh.txt')) < 0.02);
    const en = await envelopeOf('synthetic/en.png', [{ name: 'language', value: 'en' }]);
    assert.ok(cer(en.markdown ?? '', corpusText('synthetic/en.txt')) < 0.02);
    assert.equal(en.tables, null);
    assert.deepEqual(en.usage.sheets, 1);
  });
  it('multi-page TIFF: each page is a page', async () => {
    const env = await envelopeOf('synthetic/multi.tif', [], ['fragments']);
    assert.equal(env.usage.sheets, 3);
    const page = (n: number): string => (env.fragments ?? []).filter((f) => f.page === n).map((f) => f.text).join('\n');
    assert.ok(cer(page(1), corpusText('synthetic/ru.txt')) < 0.03);
    assert.ok(cer(page(3), corpusText('synthetic/en.txt')) < 0.03);
  });
  it('a rotated scan is turned upright before reading', async () => {
    const env = await envelopeOf('external/pdf-scan/docling/ocr_test_rotated_90.pdf', [{ name: 'language', value: 'en' }]);
    assert.ok(cer(env.markdown ?? '', corpusText('external/pdf-scan/docling/ocr_test.gt.md')) < 0.1);
  });
});

describe('XML', () => {
  it('well-formed XML becomes markdown; tables/fields are unavailable; sheets is null', async () => {
    const env = await envelopeOf('synthetic/invoice.xml', [], ['markdown', 'tables', 'fields']);
    assert.ok((env.markdown ?? '').includes('125400.00'));
    assert.equal(env.usage.sheets, null);
    assert.deepEqual(env.warnings.map((w) => w.code), ['section_unavailable', 'section_unavailable']);
  });
});

describe('office files', () => {
  it('DOCX and DOC keep their table as a markdown table', async () => {
    for (const rel of ['synthetic/table.docx', 'synthetic/table.doc']) {
      const env = await envelopeOf(rel, [], ['markdown', 'tables']);
      const md = env.markdown ?? '';
      assert.ok(md.includes('Спецификация к договору № 17/2024'), rel);
      assert.match(md, /\|\s*2\s*\|\s*Картридж лазерный\s*\|\s*5\s*\|\s*3 200,00\s*\|/, rel);
      assert.ok(md.includes('Итого: 125 400 рублей 00 копеек.'), rel);
      assert.equal(env.tables, null);
      assert.deepEqual(env.warnings.map((w) => w.code), ['section_unavailable']);
      assert.ok(env.usage.sheets !== null && env.usage.sheets >= 1);
    }
  });
  it('XLSX and XLS: each sheet a table; CSV in CP1251 with ; and quotes', async () => {
    for (const rel of ['synthetic/sheets.xlsx', 'synthetic/sheets.xls']) {
      const env = await envelopeOf(rel);
      const md = env.markdown ?? '';
      assert.match(md, /\|\s*3\s*\|\s*Папка-регистратор\s*\|\s*20\s*\|\s*180\.5\s*\|\s*2024-03-14\s*\|/, rel);
      assert.ok(md.includes('合同总金额') && md.includes('125400'), rel);
      assert.equal(env.usage.sheets, 2, rel);
    }
    const csv = (await envelopeOf('synthetic/cp1251.csv')).markdown ?? '';
    assert.ok(csv.includes('Картридж "лазерный"; чёрный'));
    assert.ok(csv.includes('| 3 | Папка-регистратор | 20 | 180,50 | 14.03.2024 |'));
  });
  it('content decides over the name: a DOCX named .xlsx still parses as a document', async () => {
    const res = await send('misnamed.xlsx', corpusBytes('synthetic/table.docx'));
    assert.equal(res.status, 200);
    assert.ok(String(res.body.markdown).includes('Картридж лазерный'));
  });
  it('bytes that are no supported format are refused whatever the name', async () => {
    const res = await send('fake.pdf', new Uint8Array([0, 1, 2, 3, 0, 0, 0, 9, 8, 7]));
    assert.equal(res.status, 503);
    assert.equal((res.body.error as { details: { reason: string } }).details.reason, 'unrecognised_content');
  });
});

describe('parse cache', () => {
  it('the second request with the same file is served from the cache: the worker gets the parsed document, not the file', async () => {
    const jobs = watchJobs(host);
    const bytes = corpusBytes('synthetic/scan-ru-zh-2p.pdf');
    try {
      const first = await send('scan.pdf', bytes);
      assert.equal(first.status, 200);
      assert.equal((first.body.metadata as { cached: boolean }).cached, false);
      const second = await send('scan-again.pdf', bytes);
      assert.equal((second.body.metadata as { cached: boolean }).cached, true);
      assert.equal((second.body as { markdown: string }).markdown, (first.body as { markdown: string }).markdown);
      assert.deepEqual(second.body.usage, first.body.usage);
      assert.deepEqual(jobs.seen.map((j) => [j.fileBytes, j.cachedDoc]), [[bytes.byteLength, false], [0, true]], 'parsed once; then no bytes to parse');
    } finally {
      jobs.stop();
    }
  });
});

/** What the host hands its worker pool for each job: the file's size and whether a cached parse came with it. */
function watchJobs(h: TestHost): { seen: { fileBytes: number | null; cachedDoc: boolean }[]; stop(): void } {
  const seen: { fileBytes: number | null; cachedDoc: boolean }[] = [];
  // Both pools: a cached parse is extracted again on the fast lane (services/lanes.ts).
  const stops = [h.pool, h.fastLane].map((pool) => {
    const run = pool.run;
    pool.run = (job, options) => {
      // Read before the call: the bytes are transferred to the worker, which detaches them here.
      seen.push({ fileBytes: job.source.kind === 'file' ? job.source.bytes.byteLength : null, cachedDoc: job.cachedDoc !== null });
      return run.call(pool, job, options);
    };
    return () => { pool.run = run; };
  });
  return { seen, stop: () => stops.forEach((stop) => stop()) };
}
