import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../src-shared/contract/app-error';
import { LIMITS } from '../../../src-shared/contract/request';
import { requireCaller } from '../guards/auth';
import { validateExportRequest } from '../request/export';
import { XLSX_MIME, xlsxDisposition } from '../../services/xlsx-export';
import type { XlsxBuilder } from '../../services/xlsx-export';

/**
 * `POST /v1/export/xlsx` (ours, docs/api.md): the workbook of rule 5 built from a schema and a
 * result the caller holds — the operator's corrected one, or a batch of them. Nothing is parsed
 * and no page is billed; any key may call it.
 */
export function exportRoutes(build: XlsxBuilder) {
  return async (app: FastifyInstance): Promise<void> => {
    app.post('/v1/export/xlsx', { bodyLimit: LIMITS.jsonBodyBytes }, async (request, reply) => {
      requireCaller(request);
      const req = validateExportRequest(request.body);
      const bytes = await build(req.input);
      if (!bytes) throw new AppError('EXPORT_FAILED', 'the workbook could not be built from this schema and result', {});
      return reply.type(XLSX_MIME).header('content-disposition', xlsxDisposition(req.fileName, 'docintel-export')).send(Buffer.from(bytes));
    });
  };
}
