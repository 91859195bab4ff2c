import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import sharp from 'sharp';
import { AppError } from '../../src-shared/contract/app-error';
import { ocrProcessId, stopOcrProcess, useOcrProcess } from './ocr-process';
import { recognize, recognizeHere, terminateOcr, uprightRotation } from './tesseract';

/** A line of printed text as a PNG strip. */
async function strip(text: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="80"><rect width="100%" height="100%" fill="white"/>
    <text x="20" y="55" font-size="40" font-family="DejaVu Sans">${text}</text></svg>`;
  return sharp(Buffer.from(svg)).greyscale().png().toBuffer();
}

const gone = async (pid: number): Promise<boolean> => {
  for (let i = 0; i < 50; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      return true;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
};

after(async () => {
  useOcrProcess(false);
  delete process.env.DOCINTEL_OCR_MEMORY_LIMIT_MB;
  delete process.env.DOCINTEL_OCR_RECYCLE_MB;
  await terminateOcr();
});

describe('the OCR process of a pipeline worker', () => {
  it('reads a page as this thread does, in a process of its own that can be ended', async () => {
    const png = await strip('Invoice 15 total 1200.00');
    const here = await recognizeHere(png, ['eng'], 300, 'block');
    useOcrProcess(true);
    const there = await recognize(png, ['eng'], 300, 'block');
    const pid = ocrProcessId();
    assert.ok(pid && pid !== process.pid, 'read in another process');
    assert.deepEqual(there, here);
    assert.equal(await uprightRotation(png, 300), null, 'one line is too little for orientation: "cannot tell" crosses as null');
    stopOcrProcess();
    assert.ok(await gone(pid), 'the process ended');
    assert.deepEqual(await recognize(png, ['eng'], 300, 'block'), here, 'the next page starts a fresh one');
    assert.notEqual(ocrProcessId(), pid);
  });

  it('past its memory limit the process is killed and the page fails with memory_limit; the next page is read by a new one', async () => {
    useOcrProcess(true);
    stopOcrProcess();
    const png = await strip('Total 1200.00');
    // A loaded engine holds far more than 64 MB: the watch kills it during the first reading.
    process.env.DOCINTEL_OCR_MEMORY_LIMIT_MB = '64';
    await assert.rejects(recognize(png, ['eng'], 300, 'block'),
      (err: unknown) => err instanceof AppError && err.code === 'PARSING_ERROR' && err.details.reason === 'memory_limit' && /64 MB/.test(err.message));
    delete process.env.DOCINTEL_OCR_MEMORY_LIMIT_MB;
    const again = await recognize(png, ['eng'], 300, 'block');
    assert.match(again.lines.map((l) => l.text).join(' '), /1200/);
  });

  it('a process left above its recycling size by a page is ended once the page is read; the page is answered', async () => {
    useOcrProcess(true);
    stopOcrProcess();
    const png = await strip('Total 1200.00');
    await recognize(png, ['eng'], 300, 'block');
    const kept = ocrProcessId();
    assert.ok(kept);
    assert.equal(await recognize(png, ['eng'], 300, 'block').then(() => ocrProcessId()), kept, 'a process under its size is kept');
    process.env.DOCINTEL_OCR_RECYCLE_MB = '64';
    const read = await recognize(png, ['eng'], 300, 'block');
    assert.match(read.lines.map((l) => l.text).join(' '), /1200/);
    assert.equal(ocrProcessId(), null, 'ended: no process until the next page');
    assert.ok(await gone(kept));
  });
});
