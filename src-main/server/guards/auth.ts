import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../src-shared/contract/app-error';
import type { Caller, ClientService } from '../../services/clients';
import { KeyError } from '../errors';

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
export function authenticate(clients: ClientService) {
  return async (request: FastifyRequest): Promise<void> => {
    const key = presentedKey(request);
    if (key === null) throw new KeyError('missing');
    const check = clients.authenticate(key);
    if (!check.ok) throw new KeyError('invalid');
    request.caller = check.caller;
  };
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
