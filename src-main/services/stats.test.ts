import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openDatabase } from '../storage/db';
import type { Db } from '../storage/db';
import { StatsRepo } from '../storage/repos/stats';
import { StatsService } from './stats';

const start = { taskKind: 'schema', format: 'pdf', latencyMs: 12, clientId: 'client-a' };
const service = (db: Db): StatsService => new StatsService(new StatsRepo(db), () => new Date('2026-03-01T10:00:00Z'));
const accept = (s: StatsService): number => s.record({ ...start, outcome: 'processing', errorCode: null, pages: 0 });

describe('StatsService: async tasks', () => {
  it('an accepted task counts as one processing request with no pages until it ends, then with the pages it billed', () => {
    const stats = service(openDatabase(':memory:'));
    const row = accept(stats);
    assert.deepEqual([stats.view().requests, stats.view().pages, stats.view().by_status], [1, 0, { processing: { requests: 1, pages: 0 } }]);
    stats.settle(row, start, { outcome: 'ok', errorCode: null, pages: 7 });
    assert.deepEqual([stats.view().requests, stats.view().pages, stats.view().by_status], [1, 7, { ok: { requests: 1, pages: 7 } }]);
  });

  it('is settled once: a second end changes nothing', () => {
    const stats = service(openDatabase(':memory:'));
    const row = accept(stats);
    stats.settle(row, start, { outcome: 'ok', errorCode: null, pages: 7 });
    stats.settle(row, start, { outcome: 'error', errorCode: 'PROCESSING_ERROR', pages: 0 });
    assert.deepEqual([stats.view().requests, stats.view().pages, stats.view().errors_by_code], [1, 7, {}]);
  });

  it('a failed task is an error with no pages', () => {
    const stats = service(openDatabase(':memory:'));
    stats.settle(accept(stats), start, { outcome: 'error', errorCode: 'PROCESSING_ERROR', pages: 0 });
    assert.deepEqual([stats.view().pages, stats.view().errors_by_code], [0, { PROCESSING_ERROR: 1 }]);
  });

  it('a task ending after a reset is counted in the new period, once', () => {
    const stats = service(openDatabase(':memory:'));
    const row = accept(stats);
    assert.deepEqual(stats.reset(), { reset: true, removed: 1 });
    stats.settle(row, start, { outcome: 'ok', errorCode: null, pages: 3 });
    assert.deepEqual([stats.view().requests, stats.view().pages, stats.view().by_task_kind], [1, 3, { schema: { requests: 1, pages: 3 } }]);
  });

  it('a restart settles the tasks it interrupted as INTERRUPTED_BY_RESTART, with no pages; finished rows stay', () => {
    const db = openDatabase(':memory:');
    const before = service(db);
    accept(before);
    before.settle(accept(before), start, { outcome: 'ok', errorCode: null, pages: 4 });
    const after = service(db);
    assert.deepEqual([after.view().requests, after.view().pages, after.view().errors_by_code], [2, 4, { INTERRUPTED_BY_RESTART: 1 }]);
    assert.deepEqual(after.view().by_status, { error: { requests: 1, pages: 0 }, ok: { requests: 1, pages: 4 } });
  });
});

describe('StatsService: scope', () => {
  it('a client id sees its own rows only; null sees every row, ownerless ones included', () => {
    const stats = service(openDatabase(':memory:'));
    stats.record({ ...start, outcome: 'ok', errorCode: null, pages: 2 });
    stats.record({ ...start, clientId: 'client-b', outcome: 'error', errorCode: 'QUOTA_EXCEEDED', pages: 0, latencyMs: 40 });
    stats.record({ ...start, clientId: null, outcome: 'ok', errorCode: null, pages: 5 });
    const a = stats.view('client-a');
    assert.deepEqual([a.scope, a.requests, a.pages, a.errors_by_code, a.latency_ms.max], ['client', 1, 2, {}, 12]);
    const b = stats.view('client-b');
    assert.deepEqual([b.requests, b.pages, b.errors_by_code, b.by_status], [1, 0, { QUOTA_EXCEEDED: 1 }, { error: { requests: 1, pages: 0 } }]);
    const all = stats.view();
    assert.deepEqual([all.scope, all.requests, all.pages, all.latency_ms.max], ['all', 3, 7, 40]);
    assert.deepEqual(stats.view('nobody'), { scope: 'client', since: null, requests: 0, pages: 0, by_task_kind: {}, by_status: {}, by_format: {}, errors_by_code: {},
      latency_ms: { p50: null, p90: null, p99: null, max: null } });
  });
});
