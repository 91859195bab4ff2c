import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AppError, renderError } from '../../src-shared/contract/app-error';
import { API_VERSION } from '../../src-shared/contract/version';
import { connectionError, rawResponse } from './errors';

/** The parts of the connection-level translator that test/hardening/http.test.ts cannot reach over a socket. */
describe('connection-level errors', () => {
  const error = (code: string): Error & { code: string; bytesParsed: number; rawPacket: { type: string; data: number[] } } =>
    Object.assign(new Error(`Parse Error: ${code}`), { code, bytesParsed: 0, rawPacket: { type: 'Buffer', data: [] } });

  it('every parser code is a framing error naming the code; an error without one names none', () => {
    assert.deepEqual(connectionError(error('HPE_CHUNK_EXTENSIONS_OVERFLOW')).body,
      { success: false, error: { code: 'BAD_REQUEST_FRAMING', message: 'the request could not be read as HTTP/1.1: Parse Error: HPE_CHUNK_EXTENSIONS_OVERFLOW', details: { parser_code: 'HPE_CHUNK_EXTENSIONS_OVERFLOW' } } });
    const other = connectionError(error('EPROTO'));
    assert.equal(other.status, 400);
    assert.deepEqual((other.body as { error: { details: unknown } }).error.details, {});
  });

  it('the raw response counts bytes, not characters, in Content-Length', () => {
    const raw = rawResponse(renderError(new AppError('BAD_REQUEST_FRAMING', 'не прочитан', {}, { 'Retry-After': '1' })));
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    assert.equal(head.split('\r\n')[0], 'HTTP/1.1 400 Bad Request');
    assert.match(head, new RegExp(`\\r\\nX-API-Version: ${API_VERSION.replace(/\./g, '\\.')}\\r\\n`));
    assert.match(head, /\r\nRetry-After: 1\r\n/);
    assert.match(head, /\r\nConnection: close$/);
    assert.equal(Number(/Content-Length: (\d+)/.exec(head)?.[1]), Buffer.byteLength(body));
    assert.notEqual(Buffer.byteLength(body), body.length, 'the message is not ASCII, so the two differ');
  });
});
