import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { OperationSpec } from '../../../src-shared/contract/operations/spec';
import { installErrorHandling } from '../errors';
import { readOperation } from './operation';

/** `body: 'multipart+json'`: one spec read from either transport; files only travel in multipart. */
const spec = {
  operationId: 'both', method: 'POST', path: '/both', tag: 't', summary: 's', body: 'multipart+json', auth: 'key',
  response: { status: 200, description: 'ok', schema: { type: 'object' } },
  fields: {
    file: { kind: 'file', description: 'f', extensions: ['.pdf'], maxBytes: 100 },
    text: { kind: 'string', description: 't' },
    options: { kind: 'json', description: 'o', schema: { type: 'object', properties: { n: { type: 'integer' } } } },
  },
} as const satisfies OperationSpec;

let app: FastifyInstance;
before(async () => {
  app = Fastify();
  installErrorHandling(app);
  await app.register(multipart);
  app.post('/both', async (request) => {
    const v = await readOperation(request, spec);
    return { file: v.file?.fileName ?? null, text: v.text, options: v.options };
  });
  await app.ready();
});
after(async () => app.close());

describe('readOperation with multipart+json', () => {
  it('reads a JSON body, objects as they are', async () => {
    const res = await app.inject({ method: 'POST', url: '/both', payload: { text: 'hello', options: { n: 2 } } });
    assert.deepEqual(res.json(), { file: null, text: 'hello', options: { n: 2 } });
  });

  it('reads a multipart body, a file and objects as JSON strings', async () => {
    const boundary = 'b0undary';
    const payload = [`--${boundary}`, 'Content-Disposition: form-data; name="options"', '', '{"n":3}',
      `--${boundary}`, 'Content-Disposition: form-data; name="file"; filename="a.pdf"', 'Content-Type: application/pdf', '', '%PDF', `--${boundary}--`, ''].join('\r\n');
    const res = await app.inject({ method: 'POST', url: '/both', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    assert.deepEqual(res.json(), { file: 'a.pdf', text: null, options: { n: 3 } });
  });

  it('a file name in a JSON body is an unknown field; a wrong shape is VALIDATION_ERROR', async () => {
    const file = await app.inject({ method: 'POST', url: '/both', payload: { file: 'a.pdf' } });
    assert.equal(file.json<{ detail: { code: string } }>().detail.code, 'UNKNOWN_FIELD');
    const shape = await app.inject({ method: 'POST', url: '/both', payload: { options: { n: 'x' } } });
    assert.deepEqual([shape.statusCode, shape.json<{ detail: { code: string } }>().detail.code], [422, 'VALIDATION_ERROR']);
  });
});
