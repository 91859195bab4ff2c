import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { ProcessEnvelope } from '../src-shared/contract/envelope';
import { CORPUS_DIR } from './helpers/corpus';
import { corpusDocuments, coverage, groundTruthOf } from './helpers/ground-truth';
import { file, multipart } from './helpers/host';
import { acquireCorpusHost, releaseCorpusHost } from './helpers/corpus-host';
import type { TestHost } from './helpers/host';

/**
 * Every document of corpus external/ through POST /v1/process (parse only): it must parse, and the
 * strings and numbers of its ground truth must appear in the markdown — nearly all of them for text
 * layers, office files and XML; most of them for scans (measured shares in docs/benchmarks.md).
 */
const ROOT = join(CORPUS_DIR, 'external');
/** Ground truths that describe something other than the text (page ranges, a converter's metadata). */
const NOT_TEXT_TRUTH = new Set(['composite', 'pdf-text/tables/docling_2305.03393v1-pg9.pdf']);

/** Minimum share of ground-truth values found, by folder. */
function threshold(rel: string): number {
  if (rel.startsWith('pdf-scan/') || rel.startsWith('images/')) return rel.includes('goraie') ? 0.25 : 0.5;
  return 0.6;
}

let host: TestHost;
let key: string;
before(async () => {
  host = await acquireCorpusHost();
  key = (await host.newClient('corpus', 'enterprise')).api_key;
});
after(async () => releaseCorpusHost());

describe('corpus external/: every document parses and carries its ground truth', () => {
  for (const path of corpusDocuments(ROOT, ['xsd', 'ocr-lines']).sort()) {
    const rel = relative(ROOT, path);
    it(rel, async () => {
      const { payload, headers } = multipart([file('file', rel.split('/').pop() ?? rel, readFileSync(path)), { name: 'include', value: '["markdown"]' }]);
      const res = await host.app.inject({ method: 'POST', url: '/v1/process', headers: { ...headers, 'x-api-key': key }, payload });
      assert.equal(res.statusCode, 200, res.body.slice(0, 300));
      const env = res.json<ProcessEnvelope>();
      assert.ok((env.markdown ?? '').trim().length > 0, 'markdown is not empty');
      const gt = groundTruthOf(path);
      if (!gt || [...NOT_TEXT_TRUTH].some((n) => rel.startsWith(n))) return;
      const cov = coverage(gt, env.markdown ?? '');
      const total = cov.strings.total + cov.numbers.total;
      const share = total ? (cov.strings.found + cov.numbers.found) / total : 1;
      assert.ok(share >= threshold(rel), `${(share * 100).toFixed(0)}% found; missing: ${[...cov.strings.missing, ...cov.numbers.missing].slice(0, 8).join(' | ')}`);
    });
  }
});
