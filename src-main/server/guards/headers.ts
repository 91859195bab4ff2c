import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../src-shared/contract/app-error';

/**
 * The most headers Node parses for one request (`server.maxHeadersCount`). Node keeps the first N
 * and drops the rest without a word, so a dropped `Origin`, `Host` or `X-API-Key` could change what
 * the guards decide. We set N ourselves and refuse a request that reaches it (see headerCountGuard).
 * 200: browsers send about 20 headers and API clients fewer; ten times that still leaves room for
 * proxies that add their own, while anything beyond is not a request a person or a client library makes.
 */
export const MAX_HEADERS_COUNT = 200;

/**
 * Refuses a request with as many headers as Node reads or more. At the count some may already be
 * gone (Node does not say), so reaching it is refused: 199 pass, 200 do not. Must be the first
 * onRequest hook, before any guard reads a header.
 */
export function headerCountGuard(maxHeadersCount: number) {
  return async (request: FastifyRequest): Promise<void> => {
    if (request.raw.rawHeaders.length / 2 >= maxHeadersCount) {
      throw new AppError('TOO_MANY_HEADERS', `a request may carry at most ${maxHeadersCount - 1} headers`, { max_headers: maxHeadersCount - 1 });
    }
  };
}
