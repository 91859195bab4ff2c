import { maxHeaderSize, STATUS_CODES } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, renderError, renderKeyError } from '../../src-shared/contract/app-error';
import type { RenderedError } from '../../src-shared/contract/app-error';
import { API_VERSION } from '../../src-shared/contract/version';
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
  // An answer given before the body was read (a missing key, a body over the limit) leaves Node
  // reading the rest; if that rest is broken or late, the connection must close without a second answer.
  app.addHook('onResponse', async (request) => {
    const { raw } = request;
    if (raw.complete) return;
    answeredEarly.add(raw.socket);
    raw.once('end', () => answeredEarly.delete(raw.socket));
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

/** Sockets whose current request was answered while its body was still arriving (see installErrorHandling). */
const answeredEarly = new WeakSet<Socket>();

/** find-my-way's default; the option is not set, so this is what the router applies. */
const MAX_PARAM_LENGTH = 100;

/**
 * Fastify's `frameworkErrors`: failures of the router itself, before any hook or handler runs (so
 * the onSend hook that names the interface version does not run either; the header is set here).
 */
export function answerFrameworkError(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const rendered = routerError(err, request);
  void reply.status(rendered.status).headers({ ...rendered.headers, 'x-api-version': API_VERSION }).send(rendered.body);
}

function routerError(err: FastifyError, request: FastifyRequest): RenderedError {
  switch (err.code) {
    case 'FST_ERR_BAD_URL':
      return renderError(new AppError('BAD_URL', `the path is not a valid URL: ${err.message}`, {}));
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return renderError(new AppError('PATH_PARAM_TOO_LONG', `a path parameter is longer than ${MAX_PARAM_LENGTH} characters`, { max_length: MAX_PARAM_LENGTH }));
  }
  // FST_ERR_ASYNC_CONSTRAINT and anything newer: we declare no async constraints, so this is a bug.
  request.log.error({ err }, 'unexpected router error');
  return renderError(new AppError('INTERNAL_ERROR', 'an unexpected error occurred; it has been logged', {}));
}

/**
 * Fastify's `clientErrorHandler` (Node's `clientError`): the bytes never became a request, so
 * no hook, handler or reply exists. The answer is written on the socket by hand, in form 2, and
 * the connection is closed because after a framing error the next request's start is unknown.
 */
export function answerClientError(err: ConnectionError, socket: Socket): void {
  // A reset socket is already gone; there is nobody to answer (Node's own handler does the same).
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  // As Node's default: never write into a response that has begun (a timeout while an answer is
  // already streaming), or the client would read our bytes as part of that answer.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
  // Unlike Node's default: a request already answered gets no second answer, which a keep-alive
  // client would take for the answer to its next request.
  if (socket.writable && !inFlight?.headersSent && !answeredEarly.has(socket)) socket.write(rawResponse(connectionError(err)));
  socket.destroy(err);
}

/**
 * Node's `checkExpectation`: an `Expect` other than `100-continue`. Node's own answer is a 417 with an
 * empty body; this is the same refusal in form 2. The body the client holds back is never read, so
 * the connection closes.
 */
export function answerUnmetExpectation(request: IncomingMessage, response: ServerResponse): void {
  const rendered = renderError(new AppError('EXPECTATION_FAILED', 'only the expectation 100-continue is supported', { expect: request.headers.expect ?? '' }));
  const body = JSON.stringify(rendered.body);
  response.writeHead(rendered.status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body),
    'X-API-Version': API_VERSION, Connection: 'close' }).end(body);
}

/** Node's `connect` (the CONNECT method never reaches the router): we are no proxy; Node would close without a word. */
export function answerConnect(_request: IncomingMessage, socket: Socket): void {
  // Destroyed once the answer is flushed: the server allows half-open sockets, and a client that never
  // closes its side must not hold this one.
  if (socket.writable) socket.end(rawResponse(renderError(new AppError('NOT_FOUND', 'CONNECT is not served here: this is no proxy', {}))), () => socket.destroy());
  else socket.destroy();
}

export function connectionError(err: ConnectionError): RenderedError {
  const code = err.code ?? '';
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return renderError(new AppError('REQUEST_TIMEOUT', 'the request did not arrive in time; the connection is closed', {}));
  }
  if (code === 'HPE_HEADER_OVERFLOW') {
    return renderError(new AppError('HEADERS_TOO_LARGE', `the request line and headers exceed ${maxHeaderSize} bytes`, { max_size: maxHeaderSize }));
  }
  // Every other HPE_* (llhttp) code, and anything unforeseen, is a request we could not read.
  return renderError(new AppError('BAD_REQUEST_FRAMING', `the request could not be read as HTTP/1.1: ${err.message}`,
    code.startsWith('HPE_') ? { parser_code: code } : {}));
}

/** A whole HTTP/1.1 response as bytes, with what every answer of ours carries. */
export function rawResponse(rendered: RenderedError): string {
  const body = JSON.stringify(rendered.body);
  const extra = Object.entries(rendered.headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  return `HTTP/1.1 ${rendered.status} ${STATUS_CODES[rendered.status] ?? ''}\r\n`
    + 'Content-Type: application/json; charset=utf-8\r\n'
    + `Content-Length: ${Buffer.byteLength(body)}\r\n`
    + `X-API-Version: ${API_VERSION}\r\n${extra}`
    + `Connection: close\r\n\r\n${body}`;
}
