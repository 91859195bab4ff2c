import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../src-shared/contract/app-error';
import type { SessionAuthenticator } from '../../services/cabinet';
import type { Caller, ClientService } from '../../services/clients';
import { KeyError } from '../errors';
import { hasSessionCookie, requireCabinetMarker, sessionTokens } from './cabinet';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/** SPEC "Authentication": `X-API-Key` wins over `Authorization: Bearer`. */
export function presentedKey(request: FastifyRequest): string | null {
  const header = request.headers['x-api-key'];
  const direct = Array.isArray(header) ? header[0] : header;
  if (direct !== undefined && direct !== '') return direct.trim();
  const auth = request.headers.authorization;
  const match = auth ? /^Bearer\s+(\S+)\s*$/i.exec(auth) : null;
  return match?.[1] ?? null;
}

/** Runs on every /v1 request before its body is read: identifies the caller or answers 401 (form 3). */
export function authenticate(clients: ClientService, sessions?: SessionAuthenticator) {
  return async (request: FastifyRequest): Promise<void> => {
    const key = presentedKey(request);
    if (key === null && sessions && hasSessionCookie(request)) {
      request.caller = sessionCaller(request, sessions);
      return;
    }
    if (key === null) throw new KeyError('missing');
    const check = clients.authenticate(key);
    if (!check.ok) throw new KeyError('invalid');
    request.caller = check.caller;
  };
}

/**
 * SPEC rule 6: with no key, the cabinet's `session` cookie authenticates a browser. It needs the fixed
 * marker header, which a cross-site form cannot send (401 CABINET_HEADER_REQUIRED, checked before the
 * session is looked up), and bills the account's billing key. A dead session is "no credentials"
 * (form 3, missing); a live one whose account has no active key is "invalid key" (form 3).
 */
function sessionCaller(request: FastifyRequest, sessions: SessionAuthenticator): Caller {
  requireCabinetMarker(request);
  const check = sessions.callerForSession(sessionTokens(request));
  if (check.ok) return check.caller;
  throw new KeyError(check.reason === 'no_key' ? 'invalid' : 'missing');
}

export function requireAdmin(request: FastifyRequest): Caller {
  const caller = request.caller;
  if (!caller?.isAdmin) throw new AppError('FORBIDDEN', 'this operation needs the admin key', {});
  return caller;
}

export function requireCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw new KeyError('missing');
  return request.caller;
}
