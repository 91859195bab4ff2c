import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ClientResponse } from '../src-shared/contract/clients';
import { startTestHost } from './helpers/host';
import type { TestHost } from './helpers/host';

/**
 * The plan guards over HTTP, with a clock the test moves: document ceiling, per-minute window,
 * monthly quota and its reset; rejected requests are never billed; parallel requests cannot overspend.
 */
let clock = new Date('2026-11-21T10:00:00Z');
let host: TestHost;
before(async () => {
  host = await startTestHost({ workers: 2, now: () => clock });
  const res = await host.app.inject({ method: 'PUT', url: '/v1/admin/settings/plans', headers: { 'x-api-key': host.adminKey },
    payload: { free: { quota: 30, pagesPerMinute: 5, maxPagesPerDocument: 20 } } });
  assert.equal(res.statusCode, 200, res.body);
});
after(async () => host.dispose());

const text = (pages: number): string => 'я'.repeat(pages * 2000);
const send = (key: string, pages: number) => host.app.inject({ method: 'POST', url: '/v1/process', headers: { 'x-api-key': key },
  payload: { text: text(pages), include: ['markdown'] } });
const used = async (id: string): Promise<number> =>
  (await host.app.inject({ method: 'GET', url: `/v1/admin/clients/${id}`, headers: { 'x-api-key': host.adminKey } })).json<ClientResponse>().pages_used_this_month;
const errorOf = (res: Awaited<ReturnType<typeof send>>) => res.json<{ success: boolean; error: { code: string; details: Record<string, unknown> } }>();

describe('plan guards', () => {
  it('PAYLOAD_TOO_LARGE (413) over the per-document ceiling; exactly the ceiling passes', async () => {
    clock = new Date('2026-11-21T10:00:00Z');
    const c = await host.newClient('ceiling');
    const over = await send(c.api_key, 21);
    assert.equal(over.statusCode, 413);
    assert.equal(errorOf(over).error.code, 'PAYLOAD_TOO_LARGE');
    assert.equal(errorOf(over).error.details.max_pages_per_document, 20);
    assert.equal(await used(c.id), 0, 'a rejected request is not billed');
    const edge = await send(c.api_key, 20);
    assert.equal(edge.statusCode, 200, 'a document within the ceiling passes on an empty window though it exceeds 5 pages/minute');
    assert.equal(await used(c.id), 20);
  });

  it('RATE_LIMITED (429) with an integer Retry-After in real seconds; after it the request passes', async () => {
    clock = new Date('2026-11-21T11:00:00Z');
    const c = await host.newClient('rate');
    assert.equal((await send(c.api_key, 3)).statusCode, 200);
    clock = new Date(clock.getTime() + 20_000);
    const limited = await send(c.api_key, 3);
    assert.equal(limited.statusCode, 429);
    assert.equal(errorOf(limited).error.code, 'RATE_LIMITED');
    assert.equal(limited.headers['retry-after'], '40');
    assert.equal(await used(c.id), 3);
    clock = new Date(clock.getTime() + 40_001);
    assert.equal((await send(c.api_key, 3)).statusCode, 200);
  });

  it('QUOTA_EXCEEDED (402) with pages used and the limit; the quota resets with the calendar month', async () => {
    clock = new Date('2026-11-30T12:00:00Z');
    const c = await host.newClient('quota');
    for (let i = 0; i < 6; i++) {
      clock = new Date(clock.getTime() + 61_000);
      assert.equal((await send(c.api_key, 5)).statusCode, 200);
    }
    clock = new Date(clock.getTime() + 61_000);
    const over = await send(c.api_key, 1);
    assert.equal(over.statusCode, 402);
    assert.deepEqual(errorOf(over).error.details, { pages_used_this_month: 30, pages_limit: 30 });
    assert.equal(await used(c.id), 30);
    clock = new Date('2026-12-01T00:00:01Z');
    assert.equal(await used(c.id), 0);
    assert.equal((await send(c.api_key, 1)).statusCode, 200);
  });

  it('50 parallel one-page requests against 10 remaining pages: exactly 10 succeed and 10 are billed', async () => {
    clock = new Date('2026-11-21T15:00:00Z');
    await host.app.inject({ method: 'PUT', url: '/v1/admin/settings/plans', headers: { 'x-api-key': host.adminKey },
      payload: { free: { quota: 30, pagesPerMinute: 1000, maxPagesPerDocument: 20 } } });
    const c = await host.newClient('race');
    assert.equal((await send(c.api_key, 20)).statusCode, 200);
    const results = await Promise.all(Array.from({ length: 50 }, () => send(c.api_key, 1)));
    const codes = results.map((r) => r.statusCode);
    assert.equal(codes.filter((s) => s === 200).length, 10);
    assert.equal(codes.filter((s) => s === 402).length, 40);
    assert.equal(await used(c.id), 30);
  });
});

describe('usage view', () => {
  it('shows pages used, the package, overage pages and their price per month', async () => {
    clock = new Date('2026-10-15T10:00:00Z');
    await host.app.inject({ method: 'PUT', url: '/v1/admin/settings/plans', headers: { 'x-api-key': host.adminKey },
      payload: { starter: { package: 10, quota: 100, pagesPerMinute: 1000 } } });
    const c = await host.newClient('overage', 'starter');
    assert.equal((await send(c.api_key, 12)).statusCode, 200);
    const usage = (await host.app.inject({ method: 'GET', url: `/v1/admin/clients/${c.id}/usage`, headers: { 'x-api-key': host.adminKey } }))
      .json<{ package_pages: number; months: { month: string; pages: number; package_pages: number; overage_pages: number; overage_rub: number }[] }>();
    assert.equal(usage.package_pages, 10);
    assert.deepEqual(usage.months[0], { month: '2026-10', pages: 12, requests: 1, package_pages: 10, overage_pages: 2, overage_rub: 5 });
  });
});
