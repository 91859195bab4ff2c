import assert from 'node:assert/strict';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { greyPixels } from '../../adapters/images';
import { useOcrEngine } from '../../adapters/tesseract';
import { nativeTesseractVersion } from '../../adapters/tesseract-native';
import { CORPUS_DIR } from '../../../test/helpers/corpus';
import { readStacked, readStackedEach } from './stacked';

const native = nativeTesseractVersion();

describe('stacks of rectangles read together', { skip: native ? false : 'no tesseract program (4 or later) on this machine' }, () => {
  it('with the native engine, several stacks are one start of the program, each read as alone', async () => {
    const img = await greyPixels(readFileSync(`${CORPUS_DIR}/synthetic/ru.png`));
    // Three stacks: the first line, the second, and both of the next two.
    const stacks = [
      [{ x0: 70, y0: 70, x1: img.width - 40, y1: 125 }],
      [{ x0: 70, y0: 125, x1: img.width - 40, y1: 175 }],
      [{ x0: 70, y0: 175, x1: img.width - 40, y1: 225 }, { x0: 70, y0: 225, x1: img.width - 40, y1: 275 }],
    ];
    const dir = mkdtempSync(join(tmpdir(), 'stacked-native-'));
    const log = join(dir, 'starts.log');
    const wrapper = join(dir, 'tesseract');
    // The program as DOCINTEL_TESSERACT names it: counts its starts, then runs the real one.
    writeFileSync(wrapper, `#!/bin/sh\n[ "$1" = --version ] || echo start >> '${log}'\nexec tesseract "$@"\n`);
    chmodSync(wrapper, 0o755);
    const saved = process.env.DOCINTEL_TESSERACT;
    process.env.DOCINTEL_TESSERACT = wrapper;
    try {
      assert.equal(useOcrEngine('native').engine, 'native');
      const together = await readStackedEach(img, stacks, 0, ['rus', 'eng'], 300);
      const starts = readFileSync(log, 'utf8').trim().split('\n').length;
      assert.equal(starts, 1, 'one start for three stacks');
      const alone = [];
      for (const rects of stacks) alone.push(await readStacked(img, rects, 0, ['rus', 'eng'], 300));
      assert.deepEqual(together, alone);
      assert.equal(readFileSync(log, 'utf8').trim().split('\n').length, 4, 'one start each when read alone');
      assert.ok(together[0]?.[0]?.some((w) => w.text === 'Съешь'), JSON.stringify(together[0]));
      assert.equal(together[2]?.length, 2);
    } finally {
      if (saved === undefined) delete process.env.DOCINTEL_TESSERACT;
      else process.env.DOCINTEL_TESSERACT = saved;
      useOcrEngine(null);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
