import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { AppError } from '../../src-shared/contract/app-error';
import type { ClientResponse, ClientUsageResponse, KeyInfo } from '../../src-shared/contract/clients';
import type { CabinetRepo } from '../storage/repos/cabinet';
import type { ClientRow, ClientsRepo, KeyRow } from '../storage/repos/clients';
import type { Caller, ClientService } from './clients';
import { sameDigest } from './keys';
import type { MailSender } from './mail';

export const LOGIN_LINK_TTL_MS = 15 * 60 * 1000;
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Unused links an account may have at once: a cap on what a login form can be made to send. */
export const MAX_LIVE_LOGIN_LINKS = 3;
/** The path of the UI page that reads `token` and posts it to `/v1/cabinet/login/verify`. */
export const LOGIN_PAGE_PATH = '/cabinet/login';
const EMAIL_MAX = 320;
const EMAIL_SHAPE = /^[^\s@<>()",;:\\[\]]+@[^\s@<>()",;:\\[\]]+$/;

export type SessionCheck = { ok: true; caller: Caller } | { ok: false; reason: 'session' | 'no_key' };

/** What the key guard needs from the cabinet: whom a session cookie bills to. */
export interface SessionAuthenticator {
  callerForSession(tokens: readonly string[]): SessionCheck;
}

export interface CabinetSession {
  id: string;
  clientId: string;
  expiresAt: string;
}

/**
 * `POST /v1/cabinet/login/verify`: the session and, at the account's first login only, its first key
 * — unless the account holds an active key already (one the admin made with it): that key stays the
 * only one, `first_key` is null, and the cabinet shows its prefix (`account.api_key_prefix`); the full
 * key was shown once, at its creation, and never again.
 */
export interface CabinetLogin {
  sessionToken: string;
  session: CabinetSession;
  account: ClientResponse;
  first_key: { key: KeyInfo; api_key: string } | null;
  /** The account's first login ever. */
  first_login: boolean;
}

export interface CabinetDeps {
  repo: CabinetRepo;
  accounts: ClientsRepo;
  clients: ClientService;
  mail: MailSender;
  /** `From:` of login messages. */
  from: string;
  now: () => Date;
  /** Where "a link was written to the outbox" and send failures are reported (the console). */
  log: (line: string) => void;
}

/** Email addresses as typed, trimmed; matching is case-insensitive. Null when not address-shaped. */
export function normaliseEmail(value: string): string | null {
  const email = value.trim();
  return email.length <= EMAIL_MAX && EMAIL_SHAPE.test(email) ? email : null;
}

/**
 * The browser cabinet: one-time login links by mail, sessions, and the account's own key and usage
 * views. Only SHA-256 digests of links and sessions are stored; the plaintext exists in the mail and
 * the cookie only.
 */
export class CabinetService implements SessionAuthenticator {
  private readonly sending = new Set<Promise<void>>();

  constructor(private readonly deps: CabinetDeps) {}

  /**
   * Sends a login link to every account with this address. Returns before anything is sent and
   * whatever the outcome, so neither the answer nor its timing tells whether the address exists.
   */
  requestLogin(email: string, origin: string): void {
    const nowMs = this.deps.now().getTime();
    const wanted = email.toLowerCase();
    this.deps.repo.purge(nowMs);
    const accounts = this.deps.accounts.listClients().filter((c) => c.email !== null && c.email.trim().toLowerCase() === wanted);
    for (const account of accounts) {
      if (this.deps.repo.liveLoginTokens(account.id, nowMs) >= MAX_LIVE_LOGIN_LINKS) continue;
      const token = newToken();
      this.deps.repo.insertLoginToken({ token_hash: digest(token), client_id: account.id, created_ms: nowMs,
        expires_ms: nowMs + LOGIN_LINK_TTL_MS, used_ms: null });
      this.track(this.deliver(account, `${origin}${LOGIN_PAGE_PATH}?token=${token}`));
    }
  }

  /** Consumes a login link (once, within 15 minutes) and opens a session. */
  verify(token: string): CabinetLogin {
    const hash = digest(token);
    const at = this.deps.now();
    const atMs = at.getTime();
    return this.deps.repo.transaction(() => {
      const row = this.deps.repo.loginToken(hash);
      if (!row || !sameDigest(row.token_hash, hash) || !this.deps.repo.useLoginToken(hash, atMs)) throw invalidLink();
      const client = this.account(row.client_id);
      if (!client) throw invalidLink();
      const first = this.deps.repo.recordLogin(client.id, atMs);
      const sessionToken = newToken();
      const id = randomUUID();
      const expiresMs = atMs + SESSION_TTL_MS;
      this.deps.repo.insertSession({ id, token_hash: digest(sessionToken), client_id: client.id, created_ms: atMs,
        expires_ms: expiresMs, revoked_ms: null });
      // SPEC rule 6: the first key is issued at first login — to an account that has no working key
      // yet. One made by the admin with its key keeps that key alone.
      const firstKey = first && this.deps.accounts.activeKeyCount(client.id) === 0 ? this.deps.clients.issueKey(client.id) : null;
      return { sessionToken, session: { id, clientId: client.id, expiresAt: new Date(expiresMs).toISOString() },
        account: this.deps.clients.get(client.id), first_key: firstKey, first_login: first };
    });
  }

  /** The live session among the presented cookie values, if any. */
  session(tokens: readonly string[]): CabinetSession | null {
    const nowMs = this.deps.now().getTime();
    for (const token of tokens) {
      const hash = digest(token);
      const row = this.deps.repo.sessionByHash(hash);
      if (!row || !sameDigest(row.token_hash, hash) || row.revoked_ms !== null || row.expires_ms <= nowMs) continue;
      if (!this.account(row.client_id)) continue;
      return { id: row.id, clientId: row.client_id, expiresAt: new Date(row.expires_ms).toISOString() };
    }
    return null;
  }

  /** A session cookie on the processing endpoints bills to the account's billing key (see billingKey). */
  callerForSession(tokens: readonly string[]): SessionCheck {
    const session = this.session(tokens);
    const client = session ? this.account(session.clientId) : undefined;
    if (!client) return { ok: false, reason: 'session' };
    const key = billingKey(this.deps.accounts.keysOf(client.id));
    if (!key) return { ok: false, reason: 'no_key' };
    // A session never carries admin rights, even if the account could hold them.
    return { ok: true, caller: { client, keyId: key.id, isAdmin: false } };
  }

  logout(session: CabinetSession): void {
    this.deps.repo.revokeSession(session.id, this.deps.now().getTime());
  }

  me(session: CabinetSession): ClientResponse {
    return this.deps.clients.get(session.clientId);
  }

  keys(session: CabinetSession): KeyInfo[] {
    return this.deps.clients.keys(session.clientId);
  }

  issueKey(session: CabinetSession): { key: KeyInfo; api_key: string } {
    return this.deps.clients.issueKey(session.clientId);
  }

  revokeKey(session: CabinetSession, keyId: string): KeyInfo {
    return this.deps.clients.revokeKey(session.clientId, keyId);
  }

  usage(session: CabinetSession): ClientUsageResponse {
    return this.deps.clients.usageOf(session.clientId);
  }

  /** Resolves when every message handed to the sender has been delivered or has failed (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.sending.size > 0) await Promise.all([...this.sending]);
  }

  private async deliver(account: ClientRow, link: string): Promise<void> {
    const to = account.email?.trim() ?? '';
    try {
      const where = await this.deps.mail.send({ from: this.deps.from, to, subject: 'Your DocIntel sign-in link', text: [
        `Hello ${account.name},`,
        '',
        'Open this link to sign in to the DocIntel cabinet:',
        '',
        link,
        '',
        `It works once and expires in ${LOGIN_LINK_TTL_MS / 60_000} minutes. If you did not ask for it, ignore this message.`,
      ].join('\n') });
      if (this.deps.mail.kind === 'outbox') this.deps.log(`Cabinet login link for ${to} (written to ${where}): ${link}`);
      else this.deps.log(`Cabinet login link for ${to} sent (${where})`);
    } catch (err) {
      this.deps.log(`Cabinet login link for ${to} could not be sent: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  private track(p: Promise<void>): void {
    this.sending.add(p);
    void p.finally(() => this.sending.delete(p));
  }

  private account(clientId: string): ClientRow | undefined {
    const client = this.deps.accounts.getClient(clientId);
    return client && client.is_system === 0 ? client : undefined;
  }
}

/**
 * The key a cabinet session bills to. SPEC: "the account's active key with the highest plan"; a
 * plan belongs to the account here, so every active key ties and the tie goes to the primary key
 * (the one `api_key_prefix` shows), else to the newest active key.
 */
export function billingKey(keys: readonly KeyRow[]): KeyRow | undefined {
  const active = keys.filter((k) => k.revoked_at === null);
  return active.find((k) => k.is_primary === 1)
    ?? [...active].sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0))[0];
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

function digest(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

function invalidLink(): AppError {
  return new AppError('LOGIN_LINK_INVALID', 'this login link is unknown, already used or expired; ask for a new one', {});
}
