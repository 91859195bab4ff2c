import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '../../../src-shared/contract/operations';
import { openApiDocument } from '../../../src-shared/contract/openapi/document';
import { UI_CSP_HEADER } from '../guards/csp';
import { renderDocsPage } from '../openapi/docs-page';

/**
 * `GET /openapi.json` and `GET /docs` (no key, like /health): the interface description generated
 * from the operation specs that validate requests, and its reference page. Built once per app: the
 * specs are constants.
 */
export async function openApiRoutes(app: FastifyInstance): Promise<void> {
  const document = openApiDocument(OPERATIONS);
  const page = renderDocsPage(document);
  app.get('/openapi.json', async () => document);
  // The page carries the UI's policy itself: without a built UI the app adds no CSP hook.
  app.get('/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').header('content-security-policy', UI_CSP_HEADER).send(page));
}
