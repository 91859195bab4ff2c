import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LIMITS } from '../../../src-shared/contract/request';
import { admit, processRequest, taskKindOf } from '../../services/processing';
import type { StatsService } from '../../services/stats';
import { AppError } from '../../../src-shared/contract/app-error';
import { KeyError } from '../errors';
import { extensionOf } from '../request/validate';
import type { TaskService } from '../../services/tasks';
import type { ProcessingDeps } from '../../services/processing';
import { requireCaller } from '../guards/auth';
import { readJsonBody } from '../request/json';
import { readMultipart } from '../request/multipart';
import type { RawRequest } from '../../services/uploads';
import { validateProcessRequest } from '../request/validate';
import { envelopeAsXlsx, XLSX_MIME, xlsxDisposition } from '../../services/xlsx-export';

/** `POST /v1/process`: multipart (file input) or JSON (text input). */
export function processRoutes(deps: ProcessingDeps, tasks: TaskService, stats: StatsService) {
  return async (app: FastifyInstance): Promise<void> => {
    app.post('/v1/process', { bodyLimit: LIMITS.jsonBodyBytes }, async (request, reply) => {
      const started = performance.now();
      let kind = 'unknown';
      let format: string | null = null;
      try {
        const caller = requireCaller(request);
        const raw = await readRaw(request);
        const req = validateProcessRequest(raw);
        kind = taskKindOf(req);
        format = req.file ? extensionOf(req.file.fileName).slice(1) || null : 'text';
        if (!req.async) {
          const envelope = await processRequest(deps, req, caller);
          stats.record({ taskKind: kind, format, outcome: 'ok', errorCode: null, pages: envelope.usage.pages, latencyMs: performance.now() - started, clientId: caller.client.id });
          if (req.format !== 'xlsx') return envelope;
          // SPEC rule 5 on the synchronous answer: the workbook itself, or the JSON with xlsx_export_failed.
          const out = await envelopeAsXlsx((input) => deps.inspector.exportXlsx(input), envelope, req.outputSchema);
          if ('json' in out) return out.json;
          return reply.type(XLSX_MIME).header('content-disposition', xlsxDisposition(req.file?.fileName ?? null, 'docintel-result')).send(Buffer.from(out.xlsx));
        }
        tasks.ensureCapacity();
        const admitted = await admit(deps, req, caller);
        // Counted now as processing; its outcome and billed pages when the task ends (always later:
        // the end comes through a promise, after `row` is set).
        const start = { taskKind: kind, format, latencyMs: performance.now() - started, clientId: caller.client.id };
        const accepted = tasks.start(admitted, (end) => stats.settle(row, start, end));
        const row = stats.record({ ...start, outcome: 'processing', errorCode: null, pages: 0 });
        return reply.status(202).send(accepted);
      } catch (err) {
        const code = err instanceof AppError ? err.code : err instanceof KeyError ? 'KEY_ERROR' : 'INTERNAL_ERROR';
        stats.record({ taskKind: kind, format, outcome: 'error', errorCode: code, pages: 0, latencyMs: performance.now() - started, clientId: request.caller?.client.id ?? null });
        throw err;
      }
    });
  };
}

async function readRaw(request: FastifyRequest): Promise<RawRequest> {
  return request.isMultipart() ? readMultipart(request) : readJsonBody(request.body);
}
