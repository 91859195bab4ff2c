import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, renderError, renderKeyError } from '../../src-shared/contract/app-error';
import type { RenderedError } from '../../src-shared/contract/app-error';
import { storageFailureCode, storageUnavailable } from '../storage/failures';

/** A key problem found before the endpoint (form 3). */
export class KeyError extends Error {
  constructor(readonly kind: 'missing' | 'invalid') {
    super(kind);
  }
}

/**
 * The single error handler: every failure leaves the server in one of the three body forms.
 * Framework errors (body parsing, limits) are translated into contract codes here and nowhere else.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    const rendered = toRendered(err, request);
    void reply.status(rendered.status).headers(rendered.headers).send(rendered.body);
  });
  app.setNotFoundHandler((request, reply) => {
    const rendered = renderError(new AppError('NOT_FOUND', `no route ${request.method} ${request.url.split('?')[0] ?? ''}`, {}));
    void reply.status(rendered.status).send(rendered.body);
  });
}

function toRendered(err: FastifyError | Error, request: FastifyRequest): RenderedError {
  if (err instanceof KeyError) return renderKeyError(err.kind);
  if (err instanceof AppError) return renderError(err);
  // A disk that refuses writes (read-only, full, removed) is the operator's to fix, not a bug: 503, logged once.
  const storage = storageFailureCode(err);
  if (storage !== null) {
    request.log.error({ err }, 'the data dir refused a write');
    return renderError(storageUnavailable(storage));
  }
  const code = (err as FastifyError).code;
  switch (code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return renderError(new AppError('BODY_NOT_JSON', `the body is not valid JSON: ${err.message}`, {}));
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return renderError(new AppError('BODY_TOO_LARGE', 'the request body is larger than allowed', { max_size: request.routeOptions.bodyLimit }));
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return renderError(new AppError('BODY_NOT_JSON', 'send multipart/form-data (file input) or application/json (text input)', { content_type: request.headers['content-type'] ?? null }));
    case 'FST_PROTO_VIOLATION':
      return renderError(new AppError('FIELD_INVALID', 'field names such as __proto__ are not allowed', {}));
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return renderError(new AppError('FIELD_INVALID', `too many multipart parts (${err.message})`, {}));
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_REQ_PREMATURE_CLOSE':
      return renderError(new AppError('BODY_MALFORMED', `the multipart body could not be read: ${err.message}`, {}));
  }
  if (err instanceof SyntaxError || (err as FastifyError).statusCode === 400) {
    return renderError(new AppError('BODY_NOT_JSON', `the body could not be read: ${err.message}`, {}));
  }
  request.log.error({ err }, 'unexpected error');
  return renderError(new AppError('INTERNAL_ERROR', 'an unexpected error occurred; it has been logged', {}));
}
