import { AppError } from '../src-shared/contract/app-error';
import type { OcrReply, OcrRequest } from './adapters/ocr-process';
import { recognizeHere, uprightRotationHere } from './adapters/tesseract';

/**
 * The OCR process of a pipeline worker (`adapters/ocr-process.ts`): reads the pages it is sent with
 * tesseract.js, one reply per request. It ends when its worker does (the IPC channel closes).
 */
if (!process.send) throw new Error('src-worker/ocr-child must run as a child process with an IPC channel');
const reply = (message: OcrReply): void => {
  process.send!(message);
};

process.on('message', (request: OcrRequest) => {
  // Buffers arrive as plain Uint8Arrays; the engine wants Buffers.
  const png = Buffer.from(request.png.buffer, request.png.byteOffset, request.png.byteLength);
  const reading = request.op === 'recognize'
    ? recognizeHere(png, request.langs, request.dpi, request.segmentation)
    : uprightRotationHere(png, request.dpi);
  reading.then(
    (value) => reply({ id: request.id, ok: true, value }),
    (err: unknown) => reply({ id: request.id, ok: false, error: err instanceof AppError ? err.toInfo() : null, message: err instanceof Error ? err.message : String(err) }),
  );
});
process.on('disconnect', () => process.exit(0));
