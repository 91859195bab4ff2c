import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../src-shared/contract/app-error';
import { MATCH_OPERATION } from '../../../src-shared/contract/operations/match';
import type { RegistryMatchInput, RegistryMatchOutcome } from '../../../src-shared/worker-protocol';
import type { StatsService } from '../../services/stats';
import { requireCaller } from '../guards/auth';
import { recorded } from './recorded';
import { readOperation } from '../request/operation';

/** How the route reaches the pipeline: the worker pool's `matchRegistry` (PipelineApi). */
export type RegistryMatcherCall = (input: RegistryMatchInput) => Promise<RegistryMatchOutcome>;

/**
 * `POST /v1/match` (SPEC "Older task and extraction endpoints"; answer in docs/api.md): the registry
 * is read by the worker's registry reader and matched by the one matching module, as `/v1/process`
 * does. No document, so no page is billed; it counts in /v1/stats as a `match` request of 0 pages.
 */
export function matchRoutes(match: RegistryMatcherCall, stats: StatsService) {
  return async (app: FastifyInstance): Promise<void> => {
    app.post('/v1/match', async (request) => {
      const caller = requireCaller(request);
      return recorded(stats, 'match', caller.client.id, async (source) => {
        const req = await readOperation(request, MATCH_OPERATION);
        const { fileName, bytes } = req.registry;
        source(fileName);
        // A copy of its own, moved to the worker: an upload's bytes may sit in a shared pool.
        const own = new Uint8Array(bytes).buffer;
        const outcome = await match({ registry: { fileName, bytes: own }, keyColumn: req.key_column, values: req.values as string[], valuesField: req.values_field });
        if (!outcome.ok) throw AppError.fromInfo(outcome.error);
        const answer = { match: outcome.match, values: outcome.values, registry: { file_name: fileName, columns: outcome.columns, rows: outcome.match.registry_rows },
          warnings: outcome.warnings };
        return { answer, pages: 0 };
      });
    });
  };
}
