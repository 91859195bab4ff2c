import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { ClientCreatedResponse, KeyInfo } from '../../src-shared/contract/clients';
import type { TestHost } from './host';

/** The Host every test request names, unless a test is about the Host header itself. */
export const PORT = 8765;
export const HOST = `localhost:${PORT}`;
export const OUR_ORIGIN = `http://${HOST}`;
export const MARKER = { 'x-requested-with': 'DocIntel' } as const;

export function outboxFiles(host: TestHost): string[] {
  const dir = join(host.dataDir, 'outbox');
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.eml')).sort().map((f) => join(dir, f)) : [];
}

/**
 * The login link of the outbox message for `email` that is not among `seen` (the files before the
 * request). File names sort by time only to the millisecond, and tests freeze the clock.
 */
export function newLink(host: TestHost, email: string, seen: readonly string[]): string {
  const fresh = outboxFiles(host).filter((f) => !seen.includes(f)).map((f) => readFileSync(f, 'utf8'))
    .filter((m) => m.includes(`\r\nTo: ${email}\r\n`));
  if (fresh.length !== 1) throw new Error(`expected one new message for ${email}, found ${fresh.length}`);
  const link = /http:\/\/\S+\/cabinet\/login\?token=[A-Za-z0-9_-]+/.exec(fresh[0] ?? '');
  if (!link) throw new Error(`no login link for ${email} in the outbox`);
  return link[0];
}

/** Asks for a login link and returns it from the outbox. */
export async function askLink(host: TestHost, email: string): Promise<string> {
  const seen = outboxFiles(host);
  const asked = await request(host, { method: 'POST', url: '/v1/cabinet/login', headers: MARKER, payload: { email } });
  if (asked.statusCode !== 202) throw new Error(`login failed: ${asked.statusCode} ${asked.body}`);
  return newLink(host, email, seen);
}

export function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token') ?? '';
}

export function request(host: TestHost, options: InjectOptions): Promise<LightMyRequestResponse> {
  return host.app.inject({ ...options, headers: { host: HOST, ...options.headers } });
}

export async function newAccount(host: TestHost, name: string, email: string, plan?: string): Promise<ClientCreatedResponse> {
  const res = await request(host, { method: 'POST', url: '/v1/admin/clients', headers: { 'x-api-key': host.adminKey },
    payload: { name, email, ...(plan ? { plan } : {}) } });
  if (res.statusCode !== 201) throw new Error(`client creation failed: ${res.statusCode} ${res.body}`);
  return res.json<ClientCreatedResponse>();
}

export interface SignedIn {
  cookie: string;
  setCookie: string;
  firstKey: { key: KeyInfo; api_key: string } | null;
}

/** Login → outbox → verify, as the UI page does; returns the `Cookie` header to send afterwards. */
export async function signIn(host: TestHost, email: string): Promise<SignedIn> {
  const token = tokenOf(await askLink(host, email));
  const verified = await request(host, { method: 'POST', url: '/v1/cabinet/login/verify', headers: MARKER, payload: { token } });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.statusCode} ${verified.body}`);
  const setCookie = String(verified.headers['set-cookie']);
  const value = /^session=([^;]+)/.exec(setCookie)?.[1] ?? '';
  return { cookie: `session=${value}`, setCookie, firstKey: verified.json<{ first_key: SignedIn['firstKey'] }>().first_key };
}
