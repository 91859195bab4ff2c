import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENVELOPE_KEYS } from '../src-shared/contract/envelope';
import type { ProcessEnvelope } from '../src-shared/contract/envelope';
import { startTestHost } from './helpers/host';
import type { TestHost } from './helpers/host';

/** The first path end to end: text input through a real worker thread into a full envelope. */
let host: TestHost;
let key: string;
before(async () => {
  host = await startTestHost({ workers: 2 });
  key = (await host.newClient('tests', 'enterprise')).api_key;
});
after(async () => host.dispose());

async function processText(payload: Record<string, unknown>): Promise<ProcessEnvelope> {
  const res = await host.app.inject({ method: 'POST', url: '/v1/process', headers: { 'x-api-key': key }, payload });
  assert.equal(res.statusCode, 200, res.body);
  const body = res.json<ProcessEnvelope>();
  assert.deepEqual(Object.keys(body), [...ENVELOPE_KEYS], 'every key present, in order');
  return body;
}

describe('text input, parse only', () => {
  const text = '# Счёт № 42\r\n\r\nПоставщик: ООО «Ромашка»\nИНН 7701234567\n\nИтого: 1 200,00 руб.';

  it('markdown and fragments come back; everything unrequested is null', async () => {
    const env = await processText({ text, include: ['markdown', 'fragments'] });
    assert.equal(env.markdown, text.replace(/\r\n/g, '\n'));
    assert.deepEqual(env.fragments?.map((f) => f.text), ['# Счёт № 42', 'Поставщик: ООО «Ромашка»\nИНН 7701234567', 'Итого: 1 200,00 руб.']);
    assert.ok(env.fragments?.every((f) => f.page === 1 && f.bbox === null));
    for (const k of ['result', 'documents', 'tables', 'fields', 'match', 'translated'] as const) assert.equal(env[k], null, k);
    assert.deepEqual(env.usage, { pages: 1, sheets: null });
    assert.deepEqual(env.metadata, { file_hash: null, extraction_status: 'parse_only', input_quality_score: null, cached: false });
    assert.deepEqual(env.warnings, []);
  });

  it('only markdown requested: fragments stay null', async () => {
    const env = await processText({ text, include: ['markdown'] });
    assert.equal(env.fragments, null);
  });

  it('tables and fields for text are null with section_unavailable (info)', async () => {
    const env = await processText({ text, include: ['tables', 'fields'] });
    assert.equal(env.tables, null);
    assert.equal(env.fields, null);
    assert.deepEqual(env.warnings.map((w) => [w.code, w.field, w.severity]), [
      ['section_unavailable', 'tables', 'info'], ['section_unavailable', 'fields', 'info'],
    ]);
  });

  it('a mode other than balanced gives mode_ignored; balanced gives nothing', async () => {
    const env = await processText({ text, include: ['markdown'], mode: 'accurate' });
    assert.deepEqual(env.warnings.map((w) => [w.code, w.field, w.severity]), [['mode_ignored', '$document', 'info']]);
    assert.deepEqual((await processText({ text, include: ['markdown'], mode: 'balanced' })).warnings, []);
  });

  it('a short text of the caller is not flagged as thin or empty (SPEC rule 8)', async () => {
    const env = await processText({ text: 'ok', include: ['markdown'] });
    assert.deepEqual(env.warnings, []);
  });

  it('billing: characters / 2000, rounded up, at least one page', async () => {
    assert.equal((await processText({ text: 'a'.repeat(2000), include: ['markdown'] })).usage.pages, 1);
    assert.equal((await processText({ text: 'a'.repeat(2001), include: ['markdown'] })).usage.pages, 2);
    // Characters, not UTF-16 units: 2000 emoji are 2000 characters.
    assert.equal((await processText({ text: '😀'.repeat(2000), include: ['markdown'] })).usage.pages, 1);
  });

  it('multipart text input works like JSON', async () => {
    const boundary = 'xyz';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="text"\r\n\r\nhello world\r\n--${boundary}\r\nContent-Disposition: form-data; name="include"\r\n\r\n["markdown"]\r\n--${boundary}--\r\n`;
    const res = await host.app.inject({ method: 'POST', url: '/v1/process', headers: { 'x-api-key': key, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json<ProcessEnvelope>().markdown, 'hello world');
  });

  it('parallel requests all succeed on the two workers', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => processText({ text: `doc ${i}`, include: ['markdown'] })));
    assert.deepEqual(results.map((r) => r.markdown), Array.from({ length: 12 }, (_, i) => `doc ${i}`));
  });
});
