import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { openDatabase } from '../storage/db';
import { CabinetRepo } from '../storage/repos/cabinet';
import { ClientsRepo } from '../storage/repos/clients';
import { UsageRepo } from '../storage/repos/usage';
import { CabinetService } from './cabinet';
import { ClientService } from './clients';
import { OutboxSender } from './mail';

/** The cabinet service on a real database and the real outbox (a temporary data dir). */
const dataDir = mkdtempSync(join(tmpdir(), 'docintel-cabinet-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));
const now = (): Date => new Date('2026-03-02T09:00:00Z');
const db = openDatabase(':memory:');
const accounts = new ClientsRepo(db);
const clients = new ClientService(accounts, new UsageRepo(db), now);
const mail = new OutboxSender(dataDir, now);
const cabinet = new CabinetService({ repo: new CabinetRepo(db), accounts, clients, mail, from: 'DocIntel <docintel@localhost>', now, log: () => undefined });

const seen = new Set<string>();
const outbox = (): string[] => { try { return readdirSync(mail.dir); } catch { return []; } };

/** Asks for a link and takes its token from the one new outbox message (the clock is frozen: names do not sort by time). */
async function token(email: string): Promise<string> {
  cabinet.requestLogin(email, 'http://localhost:8765');
  await cabinet.idle();
  const fresh = outbox().filter((f) => !seen.has(f));
  for (const f of fresh) seen.add(f);
  assert.equal(fresh.length, 1);
  return /token=([A-Za-z0-9_-]+)/.exec(readFileSync(join(mail.dir, fresh[0] ?? ''), 'utf8'))?.[1] ?? '';
}

describe('CabinetService.verify: the first key', () => {
  it('an account the admin made with a key keeps it alone at first login; its prefix is what the cabinet shows', async () => {
    const made = clients.create({ name: 'Made by the admin', email: 'made@example.test', description: null, plan: 'free' });
    const login = cabinet.verify(await token('made@example.test'));
    assert.deepEqual([login.first_key, login.first_login, login.account.api_key_prefix], [null, true, made.api_key_prefix]);
    assert.deepEqual(clients.keys(made.id).map((k) => k.prefix), [made.api_key_prefix]);
  });

  it('an account with no active key gets one at its first login, and none at the next', async () => {
    const made = clients.create({ name: 'Keyless', email: 'keyless@example.test', description: null, plan: 'free' });
    const [only] = clients.keys(made.id);
    clients.revokeKey(made.id, only?.id ?? '');
    const first = cabinet.verify(await token('keyless@example.test'));
    assert.equal(first.first_login, true);
    assert.ok(first.first_key);
    assert.equal(clients.authenticate(first.first_key.api_key).ok, true);
    const second = cabinet.verify(await token('keyless@example.test'));
    assert.deepEqual([second.first_key, second.first_login], [null, false]);
    assert.equal(clients.keys(made.id).filter((k) => k.is_active).length, 1);
  });
});
