import assert from 'node:assert/strict';
import { it } from 'node:test';
import { NATIVE_BUILTINS } from './native-builtins';
import { openPdf } from './pdfjs';

it('after pdfjs-dist has loaded, push and JSON are the engine\'s own again; what core-js only added stays', async () => {
  // Loading the adapter loads pdfjs-dist's legacy build (and its core-js) and restores the builtins.
  assert.equal(typeof openPdf, 'function');
  assert.equal(Array.prototype.push, NATIVE_BUILTINS.push);
  assert.equal(JSON.stringify, NATIVE_BUILTINS.stringify);
  assert.equal(JSON.parse, NATIVE_BUILTINS.parse);
  assert.equal(typeof (Promise as unknown as { withResolvers?: unknown }).withResolvers, 'function', 'pdfjs needs it on Node 20');
  const a = [1];
  assert.equal(a.push(2, 3), 3);
  assert.deepEqual(JSON.parse(JSON.stringify({ a })), { a: [1, 2, 3] });
});
