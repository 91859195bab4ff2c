import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LIMITS } from '../../../src-shared/contract/request';
import { processRequest } from '../../services/processing';
import type { ProcessingDeps } from '../../services/processing';
import { requireCaller } from '../guards/auth';
import { readJsonBody } from '../request/json';
import { readMultipart } from '../request/multipart';
import type { RawRequest } from '../../services/uploads';
import { validateProcessRequest } from '../request/validate';

/** `POST /v1/process`: multipart (file input) or JSON (text input). */
export function processRoutes(deps: ProcessingDeps) {
  return async (app: FastifyInstance): Promise<void> => {
    app.post('/v1/process', { bodyLimit: LIMITS.jsonBodyBytes }, async (request) => {
      const caller = requireCaller(request);
      const raw = await readRaw(request);
      const req = validateProcessRequest(raw);
      return processRequest(deps, req, caller);
    });
  };
}

async function readRaw(request: FastifyRequest): Promise<RawRequest> {
  return request.isMultipart() ? readMultipart(request) : readJsonBody(request.body);
}
