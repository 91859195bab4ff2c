import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../src-shared/contract/app-error';
import { CATALOG, catalogSchema, catalogTypes, compareVersions } from '../../../src-shared/catalog';

/**
 * The schema catalog (SPEC: `GET /v1/schemas`, `/v1/schemas/{schema_type}`, `/v1/schemas/{schema_type}/{version}`).
 * Response shapes are ours (docs/api.md). `version` may be `latest`.
 */
export async function schemaRoutes(app: FastifyInstance): Promise<void> {
  app.get('/v1/schemas', async () => ({
    schemas: catalogTypes().map((type) => info(type)),
  }));

  app.get<{ Params: { type: string } }>('/v1/schemas/:type', async (request) => info(request.params.type));

  app.get<{ Params: { type: string; version: string } }>('/v1/schemas/:type/:version', async (request) => {
    const { type, version } = request.params;
    const entry = catalogSchema(type, version);
    if (!entry) {
      info(type);
      throw new AppError('SCHEMA_NOT_FOUND', `schema '${type}' has no version '${version}'`, { schema_type: type, version, versions: versionsOf(type) });
    }
    return { type: entry.type, version: entry.version, title_ru: entry.title_ru, title_en: entry.title_en, schema: entry.schema };
  });
}

function versionsOf(type: string): string[] {
  return CATALOG.filter((c) => c.type === type).map((c) => c.version).sort(compareVersions);
}

function info(type: string): { type: string; title_ru: string; title_en: string; latest_version: string; versions: string[] } {
  const latest = catalogSchema(type);
  if (!latest) throw new AppError('SCHEMA_NOT_FOUND', `unknown schema type '${type}'`, { schema_type: type, available: catalogTypes() });
  return { type, title_ru: latest.title_ru, title_en: latest.title_en, latest_version: latest.version, versions: versionsOf(type) };
}
