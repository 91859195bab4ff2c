import assert from 'node:assert/strict';
import { deflateSync, gzipSync } from 'node:zlib';
import { it } from 'node:test';
import { installSyncInflate } from './sync-inflate';

/** Inflates as pdfjs-dist does: write the bytes, close, read every chunk. */
async function inflate(format: 'deflate' | 'deflate-raw' | 'gzip', bytes: Uint8Array): Promise<Buffer> {
  const { readable, writable } = new DecompressionStream(format);
  const writer = writable.getWriter();
  await writer.ready;
  writer.write(bytes).then(async () => {
    await writer.ready;
    await writer.close();
  }).catch(() => undefined);
  const chunks: Uint8Array[] = [];
  for await (const chunk of readable as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const text = Buffer.from('BT /F1 12 Tf 72 712 Td (Счёт № 15) Tj ET\n'.repeat(2000));

it('deflate is inflated in this thread with the same result; other formats still go to the real stream', async () => {
  installSyncInflate();
  installSyncInflate();
  assert.equal((globalThis.DecompressionStream as unknown as { syncDeflate?: boolean }).syncDeflate, true);
  assert.deepEqual(await inflate('deflate', deflateSync(text)), text);
  assert.deepEqual(await inflate('gzip', gzipSync(text)), text);
});

it('a damaged or cut stream fails as it is read, as the real one does (pdfjs then uses its own inflater)', async () => {
  installSyncInflate();
  const whole = deflateSync(text);
  await assert.rejects(inflate('deflate', whole.subarray(0, whole.length >> 1)), /unexpected end/);
  const damaged = Buffer.from(whole);
  damaged[0] = 0x00;
  await assert.rejects(inflate('deflate', damaged), /incorrect header check/);
});
