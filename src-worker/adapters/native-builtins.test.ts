import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'node:test';
import { CORPUS_DIR } from '../../test/helpers/corpus';
import { NATIVE_BUILTINS } from './native-builtins';
import { openPdf } from './pdfjs';

const isNative = (): void => {
  assert.equal(Array.prototype.push, NATIVE_BUILTINS.push);
  assert.equal(JSON.stringify, NATIVE_BUILTINS.stringify);
  assert.equal(JSON.parse, NATIVE_BUILTINS.parse);
};

it('after pdfjs-dist has loaded, push and JSON are the engine\'s own again; what core-js only added stays', async () => {
  // Loading the adapter loads pdfjs-dist's legacy build (and its core-js) and restores the builtins.
  assert.equal(typeof openPdf, 'function');
  isNative();
  assert.equal(typeof (Promise as unknown as { withResolvers?: unknown }).withResolvers, 'function', 'pdfjs needs it on Node 20');
  const a = [1];
  assert.equal(a.push(2, 3), 3);
  assert.deepEqual(JSON.parse(JSON.stringify({ a })), { a: [1, 2, 3] });
});

it('they stay the engine\'s own once a PDF has been read (pdfjs\'s worker code, with a core-js of its own, is loaded by then)', async () => {
  const pdf = await openPdf(new Uint8Array(readFileSync(join(CORPUS_DIR, 'synthetic/ru-text-20p.pdf'))));
  try {
    assert.ok((await pdf.textRuns(1)).length > 0);
    isNative();
  } finally {
    await pdf.close();
  }
});
