import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
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
  it('is admin only', async () => {
    const res = await host.app.inject({ method: 'GET', url: '/v1/stats', headers: { 'x-api-key': key } });
    assert.equal(res.statusCode, 403);
  });
});
