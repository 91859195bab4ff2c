import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { generateKey } from '../src-main/services/keys';
import type { ProcessEnvelope } from '../src-shared/contract/envelope';
import type { TaskAccepted, TaskPoll } from '../src-shared/contract/tasks';
import { corpusBytes } from './helpers/corpus';
import { file, multipart, startTestHost } from './helpers/host';
import type { TestHost } from './helpers/host';
import { startServer } from './helpers/server-process';
import { startHeldModel } from './fixtures/openai-recorder';

/**
 * Async tasks (SPEC "States and transitions") over HTTP, and across a real restart of the server
 * process. A task is kept `processing` by a model provider that holds its request until the test
 * releases it, never by hoping the work is still running; test timeouts are hang guards only.
 */
const HANG_GUARD = { timeout: 300_000 };
let clock = new Date('2026-11-21T10:00:00Z');
let host: TestHost;
let key: string;
let other: string;
before(async () => {
  host = await startTestHost({ workers: 1, maxQueuedTasks: 1, now: () => clock });
  key = (await host.newClient('async', 'enterprise')).api_key;
  other = (await host.newClient('someone else', 'enterprise')).api_key;
});
after(async () => host.dispose());

const startText = (payload: Record<string, unknown>) => host.app.inject({ method: 'POST', url: '/v1/process', headers: { 'x-api-key': key },
  payload: { async: true, include: ['markdown'], ...payload } });
const poll = (id: string, k = key, query = '') => host.app.inject({ method: 'GET', url: `/v1/process/${id}${query}`, headers: { 'x-api-key': k } });

/** Polls until the task is no longer processing; the caller's test timeout (via its signal) bounds the wait. */
async function waitDone(id: string, signal: AbortSignal): Promise<TaskPoll> {
  for (;;) {
    const p = (await poll(id)).json<TaskPoll>();
    if (p.status !== 'processing') return p;
    if (signal.aborted) throw new Error(`task ${id} still processing when the test was stopped`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const setModel = (payload: object) => host.app.inject({ method: 'PUT', url: '/v1/admin/settings/model', headers: { 'x-api-key': host.adminKey }, payload });

describe('async tasks', () => {
  it('202 {task_id, poll_url} at once; the poll ends done with the full envelope', HANG_GUARD, async (t) => {
    const res = await startText({ text: 'Счёт № 5', format: 'xlsx' });
    assert.equal(res.statusCode, 202);
    const accepted = res.json<TaskAccepted>();
    assert.deepEqual(Object.keys(accepted).sort(), ['poll_url', 'task_id']);
    assert.equal(accepted.poll_url, `/v1/process/${accepted.task_id}`);
    const done = await waitDone(accepted.task_id, t.signal);
    assert.deepEqual(Object.keys(done).sort(), ['error', 'result', 'status', 'task_id']);
    assert.equal(done.status, 'done');
    assert.equal(done.error, null);
    assert.equal((done.result as ProcessEnvelope).markdown, 'Счёт № 5');
    assert.ok((done.result as ProcessEnvelope).warnings.some((w) => w.code === 'format_ignored_for_async' && w.severity === 'info'));
  });

  it('while processing: status processing with progress; format=xlsx gives the same JSON; a second task is QUEUE_FULL', HANG_GUARD, async (t) => {
    const model = await startHeldModel({ kind: 'json', answer: () => ({ number: '5' }) });
    try {
      assert.equal((await setModel(model.settings)).statusCode, 200);
      const { payload, headers } = multipart([file('file', 'scan.jpg', Buffer.from(corpusBytes('synthetic/ru-a4-scan.jpg'))),
        { name: 'include', value: '["markdown"]' }, { name: 'async', value: 'true' },
        { name: 'output_schema', value: JSON.stringify({ type: 'object', properties: { number: { type: 'string' } } }) }]);
      const res = await host.app.inject({ method: 'POST', url: '/v1/process', headers: { ...headers, 'x-api-key': key }, payload });
      assert.equal(res.statusCode, 202, res.body);
      const id = res.json<TaskAccepted>().task_id;
      // The scan is read; the task now waits on the model until released.
      await model.recorder.received(1);
      const first = await poll(id, key, '?format=xlsx');
      assert.equal(first.statusCode, 200);
      assert.equal(first.headers['content-type']?.toString().startsWith('application/json'), true);
      assert.equal(first.json<TaskPoll>().status, 'processing');
      // The worker reports its stage by message, which may arrive just after the model request did.
      let progress = first.json<TaskPoll>().progress;
      while (progress?.stage !== 'extract' && !t.signal.aborted) {
        await new Promise((r) => setTimeout(r, 20));
        progress = (await poll(id)).json<TaskPoll>().progress;
      }
      assert.deepEqual(progress, { stage: 'extract', pages_done: 0, pages_total: 1 });
      const full = await startText({ text: 'second' });
      assert.equal(full.statusCode, 503);
      assert.equal(full.json<{ detail: { code: string } }>().detail.code, 'QUEUE_FULL');
      assert.match(String(full.headers['retry-after']), /^\d+$/);
      model.release();
      const done = await waitDone(id, t.signal);
      assert.equal(done.status, 'done');
      assert.ok(((done.result as ProcessEnvelope).markdown ?? '').includes('Договор поставки'));
      assert.equal(model.recorder.requests.length, 1);
    } finally {
      await setModel({ providers: [] });
      await model.close();
    }
  });

  it('a failure of the background work is status error with PROCESSING_ERROR in a 200 poll body', HANG_GUARD, async (t) => {
    const { payload, headers } = multipart([file('file', 'locked.pdf', Buffer.from(corpusBytes('synthetic/encrypted-userpw.pdf'))),
      { name: 'include', value: '["markdown"]' }, { name: 'async', value: 'true' }]);
    const id = (await host.app.inject({ method: 'POST', url: '/v1/process', headers: { ...headers, 'x-api-key': key }, payload })).json<TaskAccepted>().task_id;
    const done = await waitDone(id, t.signal);
    assert.equal(done.status, 'error');
    assert.equal(done.result, null);
    assert.equal(done.error?.code, 'PROCESSING_ERROR');
    assert.equal(done.error?.details.cause, 'PARSING_ERROR');
  });

  it('TASK_NOT_FOUND (404): unknown id, another key\'s task, a task past one hour', HANG_GUARD, async (t) => {
    const id = (await startText({ text: 'mine' })).json<TaskAccepted>().task_id;
    await waitDone(id, t.signal);
    for (const res of [await poll('00000000-0000-4000-8000-000000000000'), await poll(id, other)]) {
      assert.equal(res.statusCode, 404);
      assert.deepEqual(Object.keys(res.json()), ['success', 'error']);
      assert.equal(res.json<{ error: { code: string } }>().error.code, 'TASK_NOT_FOUND');
    }
    clock = new Date(clock.getTime() + 60 * 60 * 1000 - 1000);
    assert.equal((await poll(id)).statusCode, 200);
    clock = new Date(clock.getTime() + 1000);
    assert.equal((await poll(id)).statusCode, 404);
    assert.ok(host.tasks.purgeExpired() >= 1, 'expired results are purged');
  });
});

describe('format=xlsx on the poll', () => {
  it('a done task with a schema is an Excel file: sheets Документ and Позиции, headers from titles, filter and frozen header', HANG_GUARD, async (t) => {
    const text = ['Счёт № 5 от 01.03.2024', '', '| Наименование | Количество | Цена |', '|---|---|---|', '| Бумага | 10 | 450,00 |', '| Картридж | 2 | 3 200,00 |'].join('\n');
    const schema = { type: 'object', properties: {
      number: { type: 'string', title: 'Номер' },
      items: { type: 'array', title: 'Позиции', items: { type: 'object', properties: {
        name: { type: 'string', title: 'Наименование' }, quantity: { type: 'number', title: 'Количество' }, price: { type: 'number', title: 'Цена' } } } },
    } };
    const id = (await startText({ text, output_schema: schema })).json<TaskAccepted>().task_id;
    await waitDone(id, t.signal);
    const res = await poll(id, key, '?format=xlsx');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    assert.deepEqual(wb.worksheets.map((w) => w.name), ['Документ', 'Позиции']);
    const doc = wb.getWorksheet('Документ');
    assert.deepEqual([doc?.getCell('A2').value, doc?.getCell('B2').value], ['Номер', '5']);
    const items = wb.getWorksheet('Позиции');
    assert.deepEqual((items?.getRow(1).values as unknown[]).slice(1), ['Наименование', 'Наименование (перевод)', 'Количество', 'Цена']);
    assert.deepEqual((items?.getRow(3).values as unknown[]).slice(1).filter((v) => v !== undefined), ['Картридж', 2, 3200]);
    assert.equal(items?.views[0]?.state, 'frozen');
    assert.ok(items?.autoFilter);
  });
  it('a parse-only task has nothing to export: JSON with xlsx_export_failed', HANG_GUARD, async (t) => {
    const id = (await startText({ text: 'no schema' })).json<TaskAccepted>().task_id;
    await waitDone(id, t.signal);
    const res = await poll(id, key, '?format=xlsx');
    assert.equal(res.json<TaskPoll>().status, 'done');
    assert.ok((res.json<TaskPoll>().result as ProcessEnvelope).warnings.some((w) => w.code === 'xlsx_export_failed' && w.severity === 'medium'));
  });
});

describe('restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'docintel-restart-'));
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  it('a task processing when the server process dies is INTERRUPTED_BY_RESTART after the restart, and not billed', HANG_GUARD, async () => {
    const admin = generateKey();
    const model = await startHeldModel();
    let s = await startServer(['--port', '0', '--data-dir', dataDir], { DOCINTEL_ADMIN_KEY: admin });
    try {
      const configured = await fetch(`${s.url}/v1/admin/settings/model`, { method: 'PUT', headers: { 'X-API-Key': admin, 'Content-Type': 'application/json' }, body: JSON.stringify(model.settings) });
      assert.equal(configured.status, 200);
      const created = await fetch(`${s.url}/v1/admin/clients`, { method: 'POST', headers: { 'X-API-Key': admin, 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'restart', plan: 'enterprise' }) });
      const client = (await created.json()) as { id: string; api_key: string };
      const form = new FormData();
      form.append('file', new Blob([corpusBytes('synthetic/zh-text-1p.pdf')]), 'text.pdf');
      form.append('async', 'true');
      form.append('include', '["markdown"]');
      form.append('output_schema', JSON.stringify({ type: 'object', properties: { note: { type: 'string' } } }));
      const started = await fetch(`${s.url}/v1/process`, { method: 'POST', headers: { 'X-API-Key': client.api_key }, body: form });
      assert.equal(started.status, 202);
      const { task_id } = (await started.json()) as TaskAccepted;
      // Killed while the task waits on the model: certainly processing, its pages held.
      await model.recorder.received(1);
      s.child.kill('SIGKILL');
      await s.exited;
      s = await startServer(['--port', '0', '--data-dir', dataDir], { DOCINTEL_ADMIN_KEY: admin });
      const res = await fetch(`${s.url}/v1/process/${task_id}`, { headers: { 'X-API-Key': client.api_key } });
      assert.equal(res.status, 200);
      const p = (await res.json()) as TaskPoll;
      assert.equal(p.status, 'error');
      assert.equal(p.error?.code, 'INTERRUPTED_BY_RESTART');
      const usage = await fetch(`${s.url}/v1/admin/clients/${client.id}`, { headers: { 'X-API-Key': admin } });
      assert.equal(((await usage.json()) as { pages_used_this_month: number }).pages_used_this_month, 0);
      // The statistics say the same: one request, ended by the restart, no pages.
      const stats = (await (await fetch(`${s.url}/v1/stats`, { headers: { 'X-API-Key': admin } })).json()) as { requests: number; pages: number; errors_by_code: Record<string, number> };
      assert.deepEqual([stats.requests, stats.pages, stats.errors_by_code], [1, 0, { INTERRUPTED_BY_RESTART: 1 }]);
    } finally {
      s.child.kill('SIGTERM');
      await s.exited;
      await model.close();
    }
  });

});
