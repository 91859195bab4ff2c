import type { Db } from '../db';

export interface LoginTokenRow {
  token_hash: Buffer;
  client_id: string;
  created_ms: number;
  expires_ms: number;
  used_ms: number | null;
}

export interface SessionRow {
  id: string;
  token_hash: Buffer;
  client_id: string;
  created_ms: number;
  expires_ms: number;
  revoked_ms: number | null;
}

/** Typed queries over the cabinet tables (migration 006). Accounts themselves stay in ClientsRepo. */
export class CabinetRepo {
  constructor(private readonly db: Db) {}

  insertLoginToken(row: LoginTokenRow): void {
    this.db.prepare(`INSERT INTO cabinet_login_tokens (token_hash, client_id, created_ms, expires_ms, used_ms)
      VALUES (@token_hash, @client_id, @created_ms, @expires_ms, @used_ms)`).run(row);
  }

  loginToken(hash: Buffer): LoginTokenRow | undefined {
    return this.db.prepare('SELECT * FROM cabinet_login_tokens WHERE token_hash = ?').get(hash) as LoginTokenRow | undefined;
  }

  /** Marks a token used; false when it was used (or expired) in the meantime, so a link works once. */
  useLoginToken(hash: Buffer, atMs: number): boolean {
    return this.db.prepare(`UPDATE cabinet_login_tokens SET used_ms = ?
      WHERE token_hash = ? AND used_ms IS NULL AND expires_ms > ?`).run(atMs, hash, atMs).changes === 1;
  }

  /** Unused, unexpired links of an account: the cap on how many may be outstanding at once. */
  liveLoginTokens(clientId: string, atMs: number): number {
    const row = this.db.prepare(`SELECT COUNT(*) AS n FROM cabinet_login_tokens
      WHERE client_id = ? AND used_ms IS NULL AND expires_ms > ?`).get(clientId, atMs) as { n: number };
    return row.n;
  }

  insertSession(row: SessionRow): void {
    this.db.prepare(`INSERT INTO cabinet_sessions (id, token_hash, client_id, created_ms, expires_ms, revoked_ms)
      VALUES (@id, @token_hash, @client_id, @created_ms, @expires_ms, @revoked_ms)`).run(row);
  }

  sessionByHash(hash: Buffer): SessionRow | undefined {
    return this.db.prepare('SELECT * FROM cabinet_sessions WHERE token_hash = ?').get(hash) as SessionRow | undefined;
  }

  revokeSession(id: string, atMs: number): void {
    this.db.prepare('UPDATE cabinet_sessions SET revoked_ms = ? WHERE id = ? AND revoked_ms IS NULL').run(atMs, id);
  }

  /** Records a login; true when it is the account's first one ever. */
  recordLogin(clientId: string, atMs: number): boolean {
    const inserted = this.db.prepare(`INSERT INTO cabinet_accounts (client_id, first_login_ms, last_login_ms)
      VALUES (?, ?, ?) ON CONFLICT(client_id) DO NOTHING`).run(clientId, atMs, atMs).changes === 1;
    if (!inserted) this.db.prepare('UPDATE cabinet_accounts SET last_login_ms = ? WHERE client_id = ?').run(atMs, clientId);
    return inserted;
  }

  /** Drops expired or used links and dead sessions; nothing in them is needed afterwards. */
  purge(atMs: number): void {
    this.db.prepare('DELETE FROM cabinet_login_tokens WHERE expires_ms <= ? OR used_ms IS NOT NULL').run(atMs);
    this.db.prepare('DELETE FROM cabinet_sessions WHERE expires_ms <= ? OR revoked_ms IS NOT NULL').run(atMs);
  }

  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn)();
  }
}
