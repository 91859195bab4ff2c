import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { BUILTIN_ONLY } from '../src-shared/worker-protocol';
import type { JobInput, JobOutcome, JobProgress } from '../src-shared/worker-protocol';
import { PDFDocument } from 'pdf-lib';
import { WorkerPool } from '../src-main/workers/pool';
import { CORPUS_DIR } from './helpers/corpus';

/**
 * Pages of one document read on every worker of the pool (src-worker/lib/lanes): pages of OCR one by one, and a text PDF's layers in ranges: the reading
 * is the same as one worker's alone, page for page, and the other worker really took pages.
 */
const ENTRY = new URL('../src-worker/entry.ts', import.meta.url);
/** Hang guard only: a few pages of OCR on a loaded 2-core machine. */
const HANG_GUARD_MS = 600_000;

function fileJob(rel: string, data?: Uint8Array): JobInput {
  const bytes = data ? Buffer.from(data) : readFileSync(`${CORPUS_DIR}/${rel}`);
  return { jobId: rel, source: { kind: 'file', fileName: rel.split('/').pop()!, bytes: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) },
    fileHash: null, cachedDoc: null, include: ['markdown'], outputSchema: null, prompt: null, language: null, documentType: null, model: BUILTIN_ONLY,
    match: null, split: null, translate: null, outboundLog: null };
}

function ok(outcome: JobOutcome): JobOutcome & { ok: true } {
  assert.ok(outcome.ok, outcome.ok ? '' : outcome.error.message);
  return outcome;
}

describe('pages of one document on every worker', { timeout: HANG_GUARD_MS }, () => {
  const alone = new WorkerPool({ entry: ENTRY, size: 1, jobTimeoutMs: HANG_GUARD_MS });
  const shared = new WorkerPool({ entry: ENTRY, size: 2, jobTimeoutMs: HANG_GUARD_MS });
  after(() => Promise.all([alone.close(), shared.close()]));

  // Always a small scan (three printed lines as pages, read in a second or two each); the full run
  // (npm run test:hardening sets DOCINTEL_HARDENING_FULL) adds a real 2-page scan and a multi-page TIFF.
  const scans = ['lines.pdf', ...(process.env.DOCINTEL_HARDENING_FULL === '1' ? ['external/pdf-scan/ru-derived/af_KA62689.scan200.pdf', 'synthetic/multi.tif'] : [])];
  let linesPdf: Uint8Array;
  before(async () => {
    const doc = await PDFDocument.create();
    for (const name of ['rus_00.png', 'rus_02.png', 'rus_04.png']) {
      const image = await doc.embedPng(readFileSync(`${CORPUS_DIR}/external/images/ocr-lines/rus/${name}`));
      // At 300 dpi, as a scanner would have made it: the page is rendered back to the same pixels.
      const page = doc.addPage([(image.width * 72) / 300, (image.height * 72) / 300]);
      page.drawImage(image, { x: 0, y: 0, width: page.getWidth(), height: page.getHeight() });
    }
    linesPdf = await doc.save();
  });
  for (const rel of scans) {
    it(`${rel}: the same reading as one worker alone, with pages read by the other worker`, async () => {
      const job = (): JobInput => (rel === 'lines.pdf' ? fileJob(rel, linesPdf) : fileJob(rel));
      const own = ok(await alone.run(job(), { pageHelp: true }));
      const helpedBefore = shared.pagesHelped;
      const progress: JobProgress[] = [];
      const helped = ok(await shared.run(job(), { pageHelp: true, onProgress: (p) => progress.push(p) }));
      assert.ok(own.doc.pages.length >= 2, 'a document of several pages');
      assert.ok(shared.pagesHelped > helpedBefore, 'the other worker read at least one page');
      assert.equal(alone.pagesHelped, 0, 'a pool of one worker has nobody to help');
      assert.deepEqual(helped.doc.pages.map((p) => p.no), own.doc.pages.map((p) => p.no), 'pages in order');
      assert.equal(helped.doc.markdown, own.doc.markdown);
      assert.deepEqual(helped.doc.tables, own.doc.tables);
      const reading = progress.filter((p) => p.stage === 'parse' || p.stage === 'ocr').map((p) => p.pagesDone);
      assert.deepEqual(reading, [...reading].sort((a, b) => a - b), 'pages done only grow');
      assert.equal(reading.at(-1), own.doc.pages.length);
    });
  }

  it('a long text PDF is read in ranges of pages on both workers, with the same result as one worker', async () => {
    // 60 pages: the 20-page Russian text PDF three times over.
    const source = await PDFDocument.load(readFileSync(`${CORPUS_DIR}/synthetic/ru-text-20p.pdf`));
    const long = await PDFDocument.create();
    for (let k = 0; k < 3; k++) for (const page of await long.copyPages(source, source.getPageIndices())) long.addPage(page);
    const bytes = await long.save();
    const own = ok(await alone.run(fileJob('long.pdf', bytes), { pageHelp: true }));
    const helpedBefore = shared.pagesHelped;
    const progress: JobProgress[] = [];
    const helped = ok(await shared.run(fileJob('long.pdf', bytes), { pageHelp: true, onProgress: (p) => progress.push(p) }));
    assert.equal(own.doc.pages.length, 60);
    assert.ok(shared.pagesHelped - helpedBefore >= 16, 'the other worker read at least one range of pages');
    assert.equal(helped.doc.markdown, own.doc.markdown);
    assert.deepEqual(helped.doc.pages, own.doc.pages);
    assert.deepEqual(helped.doc.tables, own.doc.tables);
    const reading = progress.filter((p) => p.stage === 'parse').map((p) => p.pagesDone);
    assert.deepEqual(reading, [...reading].sort((a, b) => a - b), 'pages done only grow');
    assert.equal(reading.at(-1), 60);
  });
});
