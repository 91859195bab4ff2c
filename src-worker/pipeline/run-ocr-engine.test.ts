import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, describe, it } from 'node:test';
import { BUILTIN_ONLY } from '../../src-shared/worker-protocol';
import type { JobInput, OcrEngine } from '../../src-shared/worker-protocol';
import { CORPUS_DIR } from '../../test/helpers/corpus';
import { nativeTesseractVersion } from '../adapters/tesseract-native';
import { terminateOcr, useOcrEngine } from '../adapters/tesseract';
import { runJob } from './run';

/** A scanned page job (synthetic/en.png) with the OCR engine of the settings. */
function job(engine: OcrEngine): JobInput {
  const bytes = new Uint8Array(readFileSync(`${CORPUS_DIR}/synthetic/en.png`)).buffer;
  return { jobId: 'o', source: { kind: 'file', fileName: 'en.png', bytes }, fileHash: null, cachedDoc: null, include: ['markdown'], outputSchema: null,
    prompt: null, language: 'en', documentType: null, model: BUILTIN_ONLY, ocr: { engine }, match: null, split: null, translate: null, outboundLog: null };
}

after(async () => {
  useOcrEngine(null);
  await terminateOcr();
});

describe('runJob: the OCR engine of the job', () => {
  it('native asked where no program runs: read with tesseract.js, and an ocr_engine_fallback warning says so', async () => {
    const saved = process.env.DOCINTEL_TESSERACT;
    process.env.DOCINTEL_TESSERACT = '/nonexistent/tesseract';
    try {
      const out = await runJob(job('native'), { progress: () => undefined });
      assert.ok(out.ok);
      assert.match(out.doc.markdown, /Invoice number 4521/);
      const w = out.warnings.find((x) => x.code === 'ocr_engine_fallback');
      assert.ok(w, JSON.stringify(out.warnings));
      assert.match(w.message, /tesseract\.js/);
    } finally {
      if (saved === undefined) delete process.env.DOCINTEL_TESSERACT;
      else process.env.DOCINTEL_TESSERACT = saved;
    }
  });

  it('tesseract.js asked: no warning', async () => {
    const out = await runJob(job('tesseract.js'), { progress: () => undefined });
    assert.ok(out.ok);
    assert.equal(out.warnings.some((x) => x.code === 'ocr_engine_fallback'), false);
  });

  it('native asked where the program runs: read by it, no warning', { skip: nativeTesseractVersion() ? false : 'no tesseract program on this machine' }, async () => {
    const out = await runJob(job('native'), { progress: () => undefined });
    assert.ok(out.ok);
    assert.match(out.doc.markdown, /Invoice number 4521/);
    assert.equal(out.warnings.some((x) => x.code === 'ocr_engine_fallback'), false);
  });
});
