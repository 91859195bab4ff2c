import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../src-shared/contract/app-error';

/** Every cabinet path lives under this prefix (docs/api.md). */
export const CABINET_PREFIX = '/v1/cabinet';
/** SPEC "Authentication" rule 6 names the cookie. */
export const SESSION_COOKIE = 'session';
/**
 * The fixed marker (SPEC rule 6). `X-Requested-With` is not a CORS-safelisted header, so a page of
 * another origin cannot send it without a preflight, which the origin guard refuses; a plain HTML
 * form cannot send it at all.
 */
export const CABINET_MARKER_HEADER = 'x-requested-with';
export const CABINET_MARKER = 'DocIntel';
/** Session and login tokens: 32 random bytes, base64url. Anything else is refused without a query. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** A browser rarely holds more than one `session` cookie for us; more is an attack or junk. */
const MAX_SESSION_COOKIES = 4;

export function isCabinetPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path === CABINET_PREFIX || path.startsWith(`${CABINET_PREFIX}/`);
}

/**
 * The values of every cookie called `name`, parsed by hand (no cookie plugin). Cookies are not
 * isolated by port, so another localhost service may have set one of the same name: the caller
 * tries each well-formed value rather than trusting the first.
 */
export function cookieValues(header: string | undefined, name: string): string[] {
  if (!header) return [];
  const out: string[] = [];
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    if (TOKEN_PATTERN.test(value)) out.push(value);
    if (out.length >= MAX_SESSION_COOKIES) break;
  }
  return out;
}

export function sessionTokens(request: FastifyRequest): string[] {
  return cookieValues(request.headers.cookie, SESSION_COOKIE);
}

/** True when the request carries a `session` cookie at all (even a malformed one). */
export function hasSessionCookie(request: FastifyRequest): boolean {
  const header = request.headers.cookie;
  return header !== undefined && header.split(';').some((p) => p.split('=', 1)[0]?.trim() === SESSION_COOKIE);
}

/** 401 CABINET_HEADER_REQUIRED (form 2) unless the fixed marker is present. */
export function requireCabinetMarker(request: FastifyRequest): void {
  const value = request.headers[CABINET_MARKER_HEADER];
  if ((Array.isArray(value) ? value[0] : value) === CABINET_MARKER) return;
  throw new AppError('CABINET_HEADER_REQUIRED', `cabinet requests need the header X-Requested-With: ${CABINET_MARKER}`,
    { header: 'X-Requested-With', value: CABINET_MARKER });
}

/** `Set-Cookie` for a new session, and the one that clears it. No `Secure`: the server speaks plain HTTP on loopback. */
export function sessionCookie(token: string, maxAgeSeconds: number): string {
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}`;
}

export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0`;
}
