import type { FastifyInstance } from 'fastify';
import { SPLIT_ANALYZE_SPEC, SPLIT_SPEC } from '../../../src-shared/contract/operations/split';
import { admit, executeFull } from '../../services/processing';
import type { ProcessingDeps } from '../../services/processing';
import { presentAnalyze, presentSplit, splitRequest } from '../../services/older-split';
import type { StatsService } from '../../services/stats';
import { requireCaller } from '../guards/auth';
import { readOperation } from '../request/operation';
import { asUpload, recorded } from './recorded';

/** `POST /v1/split` and `POST /v1/split/analyze` (SPEC "Older task and extraction endpoints"). */
export function olderSplitRoutes(deps: ProcessingDeps, stats: StatsService) {
  return async (app: FastifyInstance): Promise<void> => {
    app.post(SPLIT_SPEC.path, async (request) => {
      const caller = requireCaller(request);
      return recorded(stats, 'split', caller.client.id, async (source) => {
        const v = await readOperation(request, SPLIT_SPEC);
        const file = asUpload(v.file);
        source(file.fileName);
        const done = await executeFull(deps, await admit(deps, splitRequest(file, { analyze: false, modelFallback: v.use_llm_fallback }), caller));
        return { answer: presentSplit(done), pages: done.envelope.usage.pages };
      });
    });
    app.post(SPLIT_ANALYZE_SPEC.path, async (request) => {
      const caller = requireCaller(request);
      return recorded(stats, 'split', caller.client.id, async (source) => {
        const v = await readOperation(request, SPLIT_ANALYZE_SPEC);
        const file = asUpload(v.file);
        source(file.fileName);
        const done = await executeFull(deps, await admit(deps, splitRequest(file, { analyze: true, modelFallback: false }), caller));
        return { answer: presentAnalyze(done), pages: done.envelope.usage.pages };
      });
    });
  };
}
