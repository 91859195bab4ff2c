import { hostname, networkInterfaces } from 'node:os';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../src-shared/contract/app-error';

/**
 * A localhost server that a web page cannot abuse (docs/decisions.md "Cabinet and browser security").
 *
 * 1. `Host` must be a loopback IP literal, `localhost` or `*.localhost`: names an attacker's DNS can
 *    never answer for, so a rebound `evil.example` → 127.0.0.1 is refused (403 FORBIDDEN_HOST).
 *    "Host equals Origin" is not enough: after a rebind the request really is same-origin.
 * 2. Our origin is `http://<Host>` of the request, compared as a whole string: no prefix, no regex.
 * 3. CORS preflights are answered only for our origin; never `*`, never a reflected foreign origin,
 *    never `Access-Control-Allow-Private-Network`.
 * 4. A state-changing request with a foreign or `null` Origin, or `Sec-Fetch-Site: cross-site`, is
 *    refused, with or without a key: scripts send no Origin, browsers always do on cross-origin POSTs.
 * It runs as the first onRequest hook, so nothing is authenticated and no body byte is parsed first.
 */
export interface OriginGuardOptions {
  /** Extra host names or IP literals (lower case, IPv6 in brackets) accepted in `Host`; only with --allow-remote. */
  allowedHosts: readonly string[];
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CORS_ALLOW_METHODS = 'GET, POST, PUT, PATCH, DELETE';
export const CORS_ALLOW_HEADERS = 'X-API-Key, Content-Type, Authorization, X-Requested-With';
const HOST_SHAPE = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/;
const LOCALHOST_LABELS = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+localhost$/;
const IPV4_127 = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** `name[:port]` of a Host header, lower-cased; null when it is not of that shape. */
export function splitHostHeader(value: string): { name: string; port: string | null } | null {
  const m = HOST_SHAPE.exec(value.toLowerCase());
  if (!m?.[1]) return null;
  if (m[2] !== undefined && Number(m[2]) > 65535) return null;
  return { name: m[1], port: m[2] ?? null };
}

/** Loopback IP literals, `localhost` and `*.localhost` (which browsers resolve to loopback themselves). */
export function isLoopbackName(name: string): boolean {
  if (name === 'localhost' || name === '[::1]' || LOCALHOST_LABELS.test(name)) return true;
  const ip = IPV4_127.exec(name);
  return ip !== null && ip.slice(1).every((octet) => Number(octet) <= 255);
}

/**
 * Host names a server bound with --allow-remote also answers to: the bound address itself, or for
 * a wildcard bind every local interface address and the machine's host name (as Ollama does).
 */
export function remoteHostNames(bindHost: string): string[] {
  const bracket = (a: string): string => (a.includes(':') ? `[${a.toLowerCase()}]` : a.toLowerCase());
  if (bindHost !== '0.0.0.0' && bindHost !== '::' && bindHost !== '[::]') return [bracket(bindHost.replace(/^\[|\]$/g, ''))];
  const names = new Set<string>([hostname().toLowerCase()]);
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) names.add(bracket(a.address));
  }
  return [...names];
}

export function originGuard(options: OriginGuardOptions) {
  const extra = new Set(options.allowedHosts.map((h) => h.toLowerCase()));
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const host = single(request.headers.host);
    const parsed = host ? splitHostHeader(host) : null;
    if (!host || !parsed || !(isLoopbackName(parsed.name) || extra.has(parsed.name))) {
      throw refuse('FORBIDDEN_HOST', 'the Host header must name this machine by a loopback address or localhost', { host: host?.slice(0, 255) ?? null });
    }
    const ours = `http://${host.toLowerCase()}`;
    const origin = single(request.headers.origin);
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined) {
      if (origin !== ours) throw refuse('FORBIDDEN_ORIGIN', 'cross-origin requests are not allowed', { reason: 'preflight' });
      return reply.code(204).headers({
        'access-control-allow-origin': ours,
        'access-control-allow-methods': CORS_ALLOW_METHODS,
        'access-control-allow-headers': CORS_ALLOW_HEADERS,
        'access-control-max-age': '600',
        vary: 'Origin',
      }).send();
    }
    if (!STATE_CHANGING.has(request.method)) return undefined;
    if (origin !== undefined && origin !== ours) {
      throw refuse('FORBIDDEN_ORIGIN', 'state-changing requests from another origin are not allowed', { reason: origin === 'null' ? 'null_origin' : 'foreign_origin' });
    }
    if (single(request.headers['sec-fetch-site']) === 'cross-site') {
      throw refuse('FORBIDDEN_ORIGIN', 'state-changing requests from another site are not allowed', { reason: 'cross_site' });
    }
    return undefined;
  };
}

/** The refusal closes the connection, so an unread request body is never drained by the server. */
function refuse(code: 'FORBIDDEN_HOST' | 'FORBIDDEN_ORIGIN', message: string, details: Record<string, unknown>): AppError {
  return new AppError(code, message, details, { connection: 'close' });
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
