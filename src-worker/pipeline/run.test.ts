import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { catalogSchema } from '../../src-shared/catalog';
import type { JsonObject } from '../../src-shared/contract/envelope';
import { BUILTIN_ONLY } from '../../src-shared/worker-protocol';
import type { JobInput, JobOutcome } from '../../src-shared/worker-protocol';
import { runJob } from './run';

/** The act of the issue: its own number is the number of the contract it refers to. */
const ACT = [
  '# АКТ № 15 от 30 апреля 2024 г.',
  'сдачи-приёмки оказанных услуг',
  'Договор: № 15 от 01.02.2024',
  'Исполнитель: ООО «Ромашка», ИНН 7707083893',
  'Заказчик: АО «Лютик», ИНН 7702070139',
  'Итого: 12 000,00 руб.',
].join('\n\n');

function job(text: string, documentType: string | null): JobInput {
  return { jobId: 't', source: { kind: 'text', text }, fileHash: null, cachedDoc: null, include: [], outputSchema: catalogSchema('act')?.schema as JsonObject,
    prompt: null, language: null, documentType, model: BUILTIN_ONLY, match: null, split: null, translate: null, outboundLog: null };
}

const codes = (o: JobOutcome): string[] => o.warnings.map((w) => w.code);

describe('runJob: kind-specific checks by the document kind', () => {
  it('an act titled as one gets ambiguous_document_number without a document_type hint', async () => {
    const out = await runJob(job(ACT, null), { progress: () => undefined });
    assert.ok(out.ok);
    assert.equal(out.output.result?.number, '15');
    assert.equal(out.output.result?.contract_number, '15');
    assert.deepEqual(codes(out), ['ambiguous_document_number']);
  });

  it('the hint wins over the title: named an invoice, the act is not checked as an act', async () => {
    const out = await runJob(job(ACT, 'invoice'), { progress: () => undefined });
    assert.ok(out.ok);
    assert.deepEqual(codes(out), []);
  });

  it('the same numbers in a document titled otherwise raise nothing', async () => {
    const out = await runJob(job(ACT.replace('# АКТ № 15', '# СЧЁТ № 15'), null), { progress: () => undefined });
    assert.ok(out.ok);
    assert.deepEqual(codes(out), []);
  });
});

describe('runJob: a bug is no contract error', () => {
  it('answers its code and stage only, and hands its stack to the host to log', async () => {
    const progress = (p: { stage: string }): void => { if (p.stage === 'done') throw new TypeError('Cannot read properties of undefined (reading \'page\')'); };
    const out = await runJob(job(ACT, 'act'), { progress });
    assert.ok(!out.ok);
    assert.deepEqual([out.error.code, out.error.details], ['EXTRACTION_ERROR', { stage: 'extract' }]);
    assert.ok(!out.error.message.includes('Cannot read'), 'the error\'s own words stay out of the answer');
    assert.match(out.bug ?? '', /TypeError: Cannot read properties of undefined[\s\S]*run\.test\.ts/, 'the stack goes to the host');
  });
});
