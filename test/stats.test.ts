import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ProcessEnvelope } from '../src-shared/contract/envelope';
import type { TaskAccepted, TaskPoll } from '../src-shared/contract/tasks';
import { startTestHost } from './helpers/host';
import type { TestHost } from './helpers/host';

/** `GET /v1/stats` and `POST /v1/stats/reset` (admin only). */
let host: TestHost;
let key: string;
before(async () => {
  host = await startTestHost();
  key = (await host.newClient('stats', 'enterprise')).api_key;
});
after(async () => host.dispose());

const admin = (method: 'GET' | 'POST', url: string) => host.app.inject({ method, url, headers: { 'x-api-key': host.adminKey } });

describe('statistics', () => {
  it('counts requests and pages by kind, status and format, errors by code, with latency percentiles; reset zeroes them', async () => {
    await admin('POST', '/v1/stats/reset');
    for (const text of ['a', 'b'.repeat(2001)]) {
      await host.app.inject({ method: 'POST', url: '/v1/process', headers: { 'x-api-key': key }, payload: { text, include: ['markdown'] } });
    }
    await host.app.inject({ method: 'POST', url: '/v1/process', headers: { 'x-api-key': key }, payload: { text: 'x', include: ['nope'] } });
    const view = (await admin('GET', '/v1/stats')).json<{
      requests: number; pages: number; by_task_kind: Record<string, { requests: number; pages: number }>;
      by_status: Record<string, { requests: number }>; by_format: Record<string, { requests: number }>;
      errors_by_code: Record<string, number>; latency_ms: { p50: number | null; max: number | null };
    }>();
    assert.equal(view.requests, 3);
    assert.equal(view.pages, 3);
    assert.deepEqual(view.by_task_kind.parse, { requests: 2, pages: 3 });
    assert.equal(view.by_status.ok?.requests, 2);
    assert.equal(view.by_status.error?.requests, 1);
    assert.equal(view.by_format.text?.requests, 2);
    assert.deepEqual(view.errors_by_code, { INCLUDE_UNKNOWN: 1 });
    assert.ok(view.latency_ms.p50 !== null && view.latency_ms.max !== null && view.latency_ms.max >= view.latency_ms.p50);
    assert.deepEqual((await admin('POST', '/v1/stats/reset')).json(), { reset: true, removed: 3 });
    assert.equal((await admin('GET', '/v1/stats')).json<{ requests: number }>().requests, 0);
  });
  it('pages are the pages billed, sync and async alike: an async task counts once, when it ends, with its billed pages', async () => {
    await admin('POST', '/v1/stats/reset');
    const client = await host.newClient('stats-billing', 'enterprise');
    const post = (payload: Record<string, unknown>) => host.app.inject({ method: 'POST', url: '/v1/process', headers: { 'x-api-key': client.api_key }, payload: { include: ['markdown'], ...payload } });
    const billed: number[] = [];
    for (const text of ['a', 'b'.repeat(2001)]) billed.push((await post({ text })).json<ProcessEnvelope>().usage.pages);
    const started = [];
    for (const text of ['c'.repeat(4001), 'd', 'e'.repeat(6001)]) {
      const res = await post({ text, async: true });
      assert.equal(res.statusCode, 202);
      started.push(res.json<TaskAccepted>().task_id);
    }
    for (const id of started) {
      let poll: TaskPoll;
      do {
        await new Promise((r) => setTimeout(r, 20));
        poll = (await host.app.inject({ method: 'GET', url: `/v1/process/${id}`, headers: { 'x-api-key': client.api_key } })).json<TaskPoll>();
      } while (poll.status === 'processing');
      assert.equal(poll.status, 'done');
      billed.push(poll.result?.usage.pages ?? -1);
    }
    assert.deepEqual(billed, [1, 2, 3, 1, 4]);
    const view = (await admin('GET', '/v1/stats')).json<{ requests: number; pages: number; by_status: Record<string, { requests: number; pages: number }> }>();
    assert.deepEqual([view.requests, view.pages, view.by_status], [5, 11, { ok: { requests: 5, pages: 11 } }]);
    const account = (await admin('GET', `/v1/admin/clients/${client.id}`)).json<{ pages_used_this_month: number }>();
    assert.equal(account.pages_used_this_month, view.pages);
  });
  it('a client key sees its own requests only (scope client); the admin sees every account (scope all); reset stays admin only', async () => {
    await admin('POST', '/v1/stats/reset');
    const one = await host.newClient('stats-one', 'enterprise');
    const two = await host.newClient('stats-two', 'enterprise');
    const post = (apiKey: string, payload: Record<string, unknown>) => host.app.inject({ method: 'POST', url: '/v1/process', headers: { 'x-api-key': apiKey }, payload });
    assert.equal((await post(one.api_key, { text: 'a', include: ['markdown'] })).statusCode, 200);
    assert.equal((await post(one.api_key, { text: 'x', include: ['nope'] })).statusCode, 422);
    for (const text of ['b'.repeat(2001), 'c'.repeat(4001)]) assert.equal((await post(two.api_key, { text, include: ['markdown'] })).statusCode, 200);
    type View = { scope: string; requests: number; pages: number; errors_by_code: Record<string, number>; by_status: Record<string, { requests: number; pages: number }> };
    const own = (apiKey: string) => host.app.inject({ method: 'GET', url: '/v1/stats', headers: { 'x-api-key': apiKey } });
    const first = await own(one.api_key);
    assert.equal(first.statusCode, 200);
    const v1 = first.json<View>();
    assert.deepEqual([v1.scope, v1.requests, v1.pages, v1.errors_by_code, v1.by_status], ['client', 2, 1, { INCLUDE_UNKNOWN: 1 }, { ok: { requests: 1, pages: 1 }, error: { requests: 1, pages: 0 } }]);
    const v2 = (await own(two.api_key)).json<View>();
    assert.deepEqual([v2.scope, v2.requests, v2.pages, v2.errors_by_code], ['client', 2, 5, {}]);
    const all = (await admin('GET', '/v1/stats')).json<View>();
    assert.deepEqual([all.scope, all.requests, all.pages], ['all', 4, 6]);
    // A client's view never changes another's: the reset is the admin's, and it removes every account's rows.
    const reset = await host.app.inject({ method: 'POST', url: '/v1/stats/reset', headers: { 'x-api-key': one.api_key } });
    assert.equal(reset.statusCode, 403);
    assert.equal(reset.json<{ error: { code: string } }>().error.code, 'FORBIDDEN');
    assert.equal((await admin('GET', '/v1/stats')).json<View>().requests, 4);
    assert.equal((await host.app.inject({ method: 'GET', url: '/v1/stats' })).statusCode, 401);
  });
});
