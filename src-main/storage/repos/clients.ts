import type { Db } from '../db';

export interface ClientRow {
  id: string;
  name: string;
  email: string | null;
  description: string | null;
  plan: string;
  is_system: number;
  created_at: string;
  updated_at: string;
  /** The provider (by name) and model the client's requests try first (migration 008); null: none pinned. */
  model_provider: string | null;
  model_name: string | null;
}

/** A new account: nothing pinned yet. */
export type NewClientRow = Omit<ClientRow, 'model_provider' | 'model_name'>;

export interface KeyRow {
  id: string;
  client_id: string;
  key_hash: Buffer;
  prefix: string;
  is_primary: number;
  created_at: string;
  revoked_at: string | null;
}

/** Typed queries over clients and api_keys. The only SQL about accounts lives here. */
export class ClientsRepo {
  constructor(private readonly db: Db) {}

  insertClient(row: NewClientRow): void {
    this.db.prepare(`INSERT INTO clients (id, name, email, description, plan, is_system, created_at, updated_at)
      VALUES (@id, @name, @email, @description, @plan, @is_system, @created_at, @updated_at)`).run(row);
  }

  getClient(id: string): ClientRow | undefined {
    return this.db.prepare('SELECT * FROM clients WHERE id = ?').get(id) as ClientRow | undefined;
  }

  listClients(): ClientRow[] {
    return this.db.prepare('SELECT * FROM clients WHERE is_system = 0 ORDER BY created_at, id').all() as ClientRow[];
  }

  systemClient(): ClientRow | undefined {
    return this.db.prepare('SELECT * FROM clients WHERE is_system = 1 LIMIT 1').get() as ClientRow | undefined;
  }

  updateClient(id: string, fields: Partial<Pick<ClientRow, 'name' | 'email' | 'description' | 'plan' | 'model_provider' | 'model_name'>>, at: string): void {
    const sets = Object.keys(fields).map((k) => `${k} = @${k}`);
    this.db.prepare(`UPDATE clients SET ${[...sets, 'updated_at = @at'].join(', ')} WHERE id = @id`).run({ ...fields, at, id });
  }

  insertKey(row: KeyRow): void {
    this.db.prepare(`INSERT INTO api_keys (id, client_id, key_hash, prefix, is_primary, created_at, revoked_at)
      VALUES (@id, @client_id, @key_hash, @prefix, @is_primary, @created_at, @revoked_at)`).run(row);
  }

  keyByHash(hash: Buffer): KeyRow | undefined {
    return this.db.prepare('SELECT * FROM api_keys WHERE key_hash = ?').get(hash) as KeyRow | undefined;
  }

  keysOf(clientId: string): KeyRow[] {
    return this.db.prepare('SELECT * FROM api_keys WHERE client_id = ? ORDER BY created_at, id').all(clientId) as KeyRow[];
  }

  activeKeyCount(clientId: string): number {
    const row = this.db.prepare('SELECT COUNT(*) AS n FROM api_keys WHERE client_id = ? AND revoked_at IS NULL').get(clientId) as { n: number };
    return row.n;
  }

  primaryKey(clientId: string): KeyRow | undefined {
    return this.db.prepare(`SELECT * FROM api_keys WHERE client_id = ?
      ORDER BY is_primary DESC, revoked_at IS NULL DESC, created_at DESC LIMIT 1`).get(clientId) as KeyRow | undefined;
  }

  revokeKey(keyId: string, at: string): void {
    this.db.prepare('UPDATE api_keys SET revoked_at = ?, is_primary = 0 WHERE id = ? AND revoked_at IS NULL').run(at, keyId);
  }

  setPrimary(clientId: string, keyId: string): void {
    this.db.prepare('UPDATE api_keys SET is_primary = (id = ?) WHERE client_id = ?').run(keyId, clientId);
  }

  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn)();
  }
}
