import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../src-shared/contract/app-error';
import { SESSION_TTL_MS, normaliseEmail } from '../../services/cabinet';
import type { CabinetService, CabinetSession } from '../../services/cabinet';
import { CABINET_PREFIX, TOKEN_PATTERN, clearedSessionCookie, requireCabinetMarker, sessionCookie, sessionTokens } from '../guards/cabinet';

declare module 'fastify' {
  interface FastifyRequest {
    cabinetSession: CabinetSession | null;
  }
}

/** Cabinet bodies are a few short fields; nothing bigger is ever read. */
const CABINET_BODY_LIMIT = 4096;

interface ValidationIssue { loc: string[]; msg: string }

/**
 * The browser cabinet (docs/api.md "Cabinet"). Every path needs `X-Requested-With: DocIntel`; every
 * path but login and verify needs a live `session` cookie. `X-API-Key` plays no part here: the key
 * guard skips these paths (app.ts), so a key cannot act as a session or the other way round.
 */
export function cabinetRoutes(cabinet: CabinetService) {
  return async (app: FastifyInstance): Promise<void> => {
    app.decorateRequest('cabinetSession', null);
    app.addHook('onRequest', async (request) => { requireCabinetMarker(request); });
    // Answers hold keys and account data: never cached, by the browser or anything in between.
    app.addHook('onSend', async (_request, reply) => { void reply.header('cache-control', 'no-store'); });

    const withSession = { onRequest: async (request: FastifyRequest): Promise<void> => {
      const session = cabinet.session(sessionTokens(request));
      if (!session) throw new AppError('SESSION_REQUIRED', 'sign in to the cabinet first (POST /v1/cabinet/login)', {});
      request.cabinetSession = session;
    } };

    app.post(`${CABINET_PREFIX}/login`, { bodyLimit: CABINET_BODY_LIMIT }, async (request, reply) => {
      const { email } = fields(request.body, ['email']);
      const address = normaliseEmail(email);
      if (address === null) throw validationError([{ loc: ['body', 'email'], msg: 'must be an email address' }]);
      cabinet.requestLogin(address, `http://${request.headers.host ?? 'localhost'}`);
      return reply.status(202).send({ sent: true });
    });

    app.post(`${CABINET_PREFIX}/login/verify`, { bodyLimit: CABINET_BODY_LIMIT }, async (request, reply) => {
      const { token } = fields(request.body, ['token']);
      if (!TOKEN_PATTERN.test(token)) throw new AppError('LOGIN_LINK_INVALID', 'this login link is unknown, already used or expired; ask for a new one', {});
      const login = cabinet.verify(token);
      void reply.header('set-cookie', sessionCookie(login.sessionToken, Math.floor(SESSION_TTL_MS / 1000)));
      return { account: login.account, session_expires_at: login.session.expiresAt, first_key: login.first_key, first_login: login.first_login };
    });

    app.get(`${CABINET_PREFIX}/me`, withSession, async (request) => {
      const session = current(request);
      return { account: cabinet.me(session), session_expires_at: session.expiresAt };
    });

    app.get(`${CABINET_PREFIX}/keys`, withSession, async (request) => cabinet.keys(current(request)));

    app.post(`${CABINET_PREFIX}/keys`, { ...withSession, bodyLimit: CABINET_BODY_LIMIT }, async (request, reply) => {
      return reply.status(201).send(cabinet.issueKey(current(request)));
    });

    app.post<{ Params: { keyId: string } }>(`${CABINET_PREFIX}/keys/:keyId/revoke`, { ...withSession, bodyLimit: CABINET_BODY_LIMIT },
      async (request) => cabinet.revokeKey(current(request), request.params.keyId));

    app.get(`${CABINET_PREFIX}/usage`, withSession, async (request) => cabinet.usage(current(request)));

    app.post(`${CABINET_PREFIX}/logout`, { ...withSession, bodyLimit: CABINET_BODY_LIMIT }, async (request, reply) => {
      cabinet.logout(current(request));
      return reply.status(204).header('set-cookie', clearedSessionCookie()).send();
    });
  };
}

function current(request: FastifyRequest): CabinetSession {
  if (!request.cabinetSession) throw new AppError('SESSION_REQUIRED', 'sign in to the cabinet first (POST /v1/cabinet/login)', {});
  return request.cabinetSession;
}

/** A JSON object with exactly these string fields; every problem reported at once (form 1 VALIDATION_ERROR). */
function fields<K extends string>(body: unknown, names: readonly K[]): Record<K, string> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw validationError([{ loc: ['body'], msg: 'must be a JSON object' }]);
  const input = body as Record<string, unknown>;
  const issues: ValidationIssue[] = [];
  for (const key of Object.keys(input)) {
    if (!(names as readonly string[]).includes(key)) issues.push({ loc: ['body', key], msg: 'unknown field' });
  }
  for (const name of names) {
    if (typeof input[name] !== 'string') issues.push({ loc: ['body', name], msg: 'required, a string' });
  }
  if (issues.length > 0) throw validationError(issues);
  return input as Record<K, string>;
}

function validationError(errors: ValidationIssue[]): AppError {
  return new AppError('VALIDATION_ERROR', errors.map((e) => `${e.loc.join('.')}: ${e.msg}`).join('; '), { errors });
}
