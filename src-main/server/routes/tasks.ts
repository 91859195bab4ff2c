import type { FastifyInstance } from 'fastify';
import type { TaskService } from '../../services/tasks';
import { AppError } from '../../../src-shared/contract/app-error';
import { requireCaller } from '../guards/auth';
import { XLSX_MIME, xlsxDisposition } from '../../services/xlsx-export';
import { OUTPUT_FORMATS } from '../../../src-shared/contract/request';

/** `format` of the poll: the constant its spec (operations/process.ts) shows in `/openapi.json`. */
const POLL_FORMATS: readonly string[] = OUTPUT_FORMATS;

/** `GET /v1/process/{task_id}`: the poll (SPEC). `format=xlsx` on a task still processing gives the same JSON (rule 1). */
export function taskRoutes(tasks: TaskService) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get<{ Params: { id: string }; Querystring: { format?: string } }>('/v1/process/:id', async (request, reply) => {
      const caller = requireCaller(request);
      const format = request.query.format ?? 'json';
      if (!POLL_FORMATS.includes(format)) {
        throw new AppError('FORMAT_UNKNOWN', `format '${format}' is not supported`, { format, allowed: [...POLL_FORMATS] });
      }
      if (format === 'json') return tasks.poll(request.params.id, caller);
      const out = await tasks.pollXlsx(request.params.id, caller);
      if ('json' in out) return out.json;
      return reply.type(XLSX_MIME).header('content-disposition', xlsxDisposition(null, `docintel-${request.params.id}`)).send(Buffer.from(out.xlsx));
    });
    // Ours (docs/api.md): cancel a task of this key; the answer is its poll afterwards.
    app.delete<{ Params: { id: string } }>('/v1/process/:id', async (request) => tasks.cancel(request.params.id, requireCaller(request)));
  };
}
