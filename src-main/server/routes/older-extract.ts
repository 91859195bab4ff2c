import type { FastifyInstance } from 'fastify';
import { EXTRACT_SPEC, EXTRACT_TEXT_SPEC } from '../../../src-shared/contract/operations/extract';
import { LIMITS } from '../../../src-shared/contract/request';
import { admit, executeFull } from '../../services/processing';
import type { ProcessingDeps } from '../../services/processing';
import { extractRequest, presentParse } from '../../services/older-extract';
import type { StatsService } from '../../services/stats';
import { requireCaller } from '../guards/auth';
import { readOperation } from '../request/operation';
import { asUpload, recorded } from './recorded';

/** `POST /v1/extract` and `POST /v1/extract/text` (SPEC "Older task and extraction endpoints"): ParseResponse. */
export function olderExtractRoutes(deps: ProcessingDeps, stats: StatsService) {
  return async (app: FastifyInstance): Promise<void> => {
    app.post(EXTRACT_SPEC.path, async (request) => {
      const caller = requireCaller(request);
      return recorded(stats, 'extract', caller.client.id, async (source) => {
        const v = await readOperation(request, EXTRACT_SPEC);
        const file = asUpload(v.file);
        source(file.fileName);
        const { req, choice } = extractRequest(v, { file });
        const done = await executeFull(deps, await admit(deps, req, caller));
        return { answer: presentParse(done, choice), pages: done.envelope.usage.pages };
      });
    });
    app.post(EXTRACT_TEXT_SPEC.path, { bodyLimit: LIMITS.jsonBodyBytes }, async (request) => {
      const caller = requireCaller(request);
      return recorded(stats, 'extract', caller.client.id, async (source) => {
        const v = await readOperation(request, EXTRACT_TEXT_SPEC);
        source(null);
        const { req, choice } = extractRequest(v, { text: v.markdown });
        const done = await executeFull(deps, await admit(deps, req, caller));
        return { answer: presentParse(done, choice), pages: done.envelope.usage.pages };
      });
    });
  };
}
