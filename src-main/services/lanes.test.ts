import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BUILTIN_ONLY } from '../../src-shared/worker-protocol';
import type { JobInput, JobSource } from '../../src-shared/worker-protocol';
import { FAST_LANE_MAX_FILE_BYTES, FAST_LANE_MAX_TEXT_CHARS, isFastLaneJob } from './lanes';

function job(source: JobSource, extra: Partial<JobInput> = {}): JobInput {
  return { jobId: 'j', source, fileHash: null, cachedDoc: null, include: ['markdown'], outputSchema: null, prompt: null, language: null, documentType: null,
    model: BUILTIN_ONLY, match: null, split: null, translate: null, outboundLog: null, ...extra };
}
const file = (fileName: string, bytes: number): JobSource => ({ kind: 'file', fileName, bytes: new ArrayBuffer(bytes) });

describe('isFastLaneJob', () => {
  it('text up to the limit takes the fast lane, longer text does not', () => {
    assert.equal(isFastLaneJob(job({ kind: 'text', text: 'Счёт № 1' })), true);
    assert.equal(isFastLaneJob(job({ kind: 'text', text: 'x'.repeat(FAST_LANE_MAX_TEXT_CHARS) })), true);
    assert.equal(isFastLaneJob(job({ kind: 'text', text: 'x'.repeat(FAST_LANE_MAX_TEXT_CHARS + 1) })), false);
  });

  it('small office files, CSV and XML take it; PDFs and images never do, however small', () => {
    for (const name of ['a.xml', 'a.CSV', 'a.docx', 'a.xlsx', 'a.doc', 'a.xls']) assert.equal(isFastLaneJob(job(file(name, 1000))), true, name);
    for (const name of ['a.pdf', 'a.jpg', 'a.png', 'a.tiff', 'a.webp']) assert.equal(isFastLaneJob(job(file(name, 1000))), false, name);
    assert.equal(isFastLaneJob(job(file('big.xlsx', FAST_LANE_MAX_FILE_BYTES + 1))), false);
  });

  it('a job that may call a model goes with the heavy work', () => {
    const model = { ...BUILTIN_ONLY, providers: [{ name: 'local', baseUrl: 'http://127.0.0.1:11434/v1', model: 'm', apiKey: null }] } as JobInput['model'];
    assert.equal(isFastLaneJob(job({ kind: 'text', text: 'short' }, { model })), false);
  });
});
