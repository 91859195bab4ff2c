import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AppError } from '../../src-shared/contract/app-error';
import { openDatabase } from '../storage/db';
import { LedgerRepo } from '../storage/repos/ledger';
import type { Caller } from './clients';
import { Ledger } from './ledger';
import { PlanTable } from './plans';

const NOW = new Date('2026-11-28T10:00:00Z');

/** A ledger over a fresh database with one `free` client (ceiling 20, quota 30 here) and its key. */
function setup(): { ledger: Ledger; caller: Caller; used: () => number } {
  const db = openDatabase(':memory:');
  db.prepare("INSERT INTO clients (id, name, plan, created_at, updated_at) VALUES ('c1', 'c', 'free', '', '')").run();
  db.prepare("INSERT INTO api_keys (id, client_id, key_hash, prefix, created_at) VALUES ('k1', 'c1', x'00', 'p', '')").run();
  const plans = new PlanTable(() => ({ free: { quota: 30, pagesPerMinute: 1000, maxPagesPerDocument: 20 } }));
  const ledger = new Ledger(new LedgerRepo(db), plans, () => NOW);
  const client = { id: 'c1', name: 'c', email: null, description: null, plan: 'free', is_system: 0, created_at: '', updated_at: '', model_provider: null, model_name: null };
  const used = (): number => (db.prepare('SELECT COALESCE(SUM(pages), 0) AS n FROM usage_events').get() as { n: number }).n;
  return { ledger, caller: { client, keyId: 'k1', isAdmin: false }, used };
}

const code = (expected: string, details: Record<string, unknown>) => (err: unknown): boolean =>
  err instanceof AppError && err.code === expected && JSON.stringify(err.details) === JSON.stringify(details);

describe('Ledger.settle: the real count meets the guards the estimate met (issue 16)', () => {
  it('refuses a bill past the per-document ceiling with the admission\'s code and details, and bills nothing', () => {
    const { ledger, caller, used } = setup();
    const hold = ledger.reserve(caller, 20);
    assert.throws(() => ledger.settle(hold, caller, 21, 'parse'), code('PAYLOAD_TOO_LARGE', { pages: 21, max_pages_per_document: 20 }));
    assert.throws(() => ledger.reserve(caller, 21), code('PAYLOAD_TOO_LARGE', { pages: 21, max_pages_per_document: 20 }));
    ledger.release(hold);
    assert.equal(used(), 0);
  });

  it('refuses a bill past the quota counting the others\' holds but not its own; within it, bills the real count', () => {
    const { ledger, caller, used } = setup();
    const other = ledger.reserve(caller, 10);
    const mine = ledger.reserve(caller, 5);
    // 10 held by the other request + 20 = 30: exactly the quota.
    ledger.settle(mine, caller, 20, 'parse');
    assert.equal(used(), 20);
    assert.throws(() => ledger.settle(other, caller, 11, 'parse'), code('QUOTA_EXCEEDED', { pages_used_this_month: 20, pages_limit: 30 }));
    ledger.settle(other, caller, 10, 'parse');
    assert.equal(used(), 30);
  });

  it('gives the job the plan\'s ceiling, and none to the admin', () => {
    const { ledger, caller } = setup();
    assert.equal(ledger.ceilingOf(caller), 20);
    assert.equal(ledger.ceilingOf({ ...caller, isAdmin: true }), null);
  });
});
