import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestHost } from './helpers/host';
import type { TestHost } from './helpers/host';
import { startHeldModel } from './fixtures/openai-recorder';
import type { HeldModel } from './fixtures/openai-recorder';
import type { TaskAccepted, TaskPoll } from '../src-shared/contract/tasks';

/** `DELETE /v1/process/{task_id}` (ours): a task stops, waiting or running; nothing is billed; the worker is replaced. */
let host: TestHost;
let model: HeldModel;
let key: string;
let clientId: string;
let other: string;
before(async () => {
  host = await startTestHost({ workers: 1 });
  model = await startHeldModel({ kind: 'json', answer: () => ({ number: '1' }) });
  const res = await host.app.inject({ method: 'PUT', url: '/v1/admin/settings/model', headers: { 'x-api-key': host.adminKey }, payload: model.settings });
  assert.equal(res.statusCode, 200);
  const client = await host.newClient('cancel', 'business');
  key = client.api_key;
  clientId = client.id;
  other = (await host.newClient('other', 'business')).api_key;
});
after(async () => {
  await model.close();
  await host.dispose();
});

const SCHEMA = { type: 'object', properties: { number: { type: 'string' } } };
async function startTask(text: string): Promise<string> {
  const res = await host.app.inject({ method: 'POST', url: '/v1/process', headers: { 'x-api-key': key }, payload: { text, output_schema: SCHEMA, async: true } });
  assert.equal(res.statusCode, 202, res.body);
  return res.json<TaskAccepted>().task_id;
}
const cancel = async (id: string, apiKey = key) => host.app.inject({ method: 'DELETE', url: `/v1/process/${id}`, headers: { 'x-api-key': apiKey } });
const poll = async (id: string) => (await host.app.inject({ method: 'GET', url: `/v1/process/${id}`, headers: { 'x-api-key': key } })).json<TaskPoll>();
const pagesUsed = async () => (await host.app.inject({ method: 'GET', url: `/v1/admin/clients/${clientId}`, headers: { 'x-api-key': host.adminKey } })).json<{ pages_used_this_month: number }>().pages_used_this_month;

describe('cancelling a task', () => {
  it('stops a running task and a waiting one: both end CANCELLED, nothing billed, and the next task runs on a fresh worker', async () => {
    const running = await startTask('Счёт № 1');
    await model.recorder.received(1);
    const waiting = await startTask('Счёт № 2');
    assert.equal((await poll(waiting)).status, 'processing');

    const w = await cancel(waiting);
    assert.equal(w.statusCode, 200);
    assert.deepEqual(w.json<TaskPoll>().error?.code, 'CANCELLED');
    assert.equal(model.recorder.requests.length, 1, 'the waiting task never ran');

    const r = (await cancel(running)).json<TaskPoll>();
    assert.deepEqual([r.status, r.error?.code], ['error', 'CANCELLED']);
    assert.equal(r.result, null);
    assert.equal(await pagesUsed(), 0);

    model.release();
    const next = await startTask('Счёт № 3');
    for (let i = 0; i < 600 && (await poll(next)).status === 'processing'; i++) await new Promise((res) => setTimeout(res, 100));
    const done = await poll(next);
    assert.equal(done.status, 'done', JSON.stringify(done.error));
    assert.equal(await pagesUsed(), 1);
  });

  it('leaves a task that has ended as it was, and knows no task of another key', async () => {
    const id = await startTask('Счёт № 4');
    for (let i = 0; i < 600 && (await poll(id)).status === 'processing'; i++) await new Promise((res) => setTimeout(res, 100));
    const res = await cancel(id);
    assert.equal(res.json<TaskPoll>().status, 'done');
    assert.equal((await cancel(id, other)).statusCode, 404);
    assert.equal((await cancel('00000000-0000-0000-0000-000000000000')).statusCode, 404);
  });
});
