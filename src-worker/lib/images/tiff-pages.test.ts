import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { writeTiff } from '../../../test/helpers/tiff';
import { TiffPager, tiffPages } from './tiff-pages';

describe('tiffPages: the pages of a TIFF from its directory chain', () => {
  it('reads each page size and resolution, as the image library reads the same file', async () => {
    const bytes = writeTiff([{ width: 40, height: 30, dpi: 200, pixels: 255 }, { width: 64, height: 64, pixels: 128 }, { width: 10, height: 90, dpi: 600, pixels: 0 }]);
    assert.deepEqual(tiffPages(bytes)?.map(({ width, height, dpi }) => ({ width, height, dpi })), [{ width: 40, height: 30, dpi: 200 }, { width: 64, height: 64, dpi: 300 }, { width: 10, height: 90, dpi: 600 }]);
    const meta = await sharp(bytes).metadata();
    assert.deepEqual([meta.format, meta.pages, meta.width, meta.height, meta.density], ['tiff', 3, 40, 30, 200]);
    const third = await sharp(bytes, { page: 2 }).metadata();
    assert.deepEqual([third.width, third.height], [10, 90]);
  });

  it('counts 2,000 pages in one pass', () => {
    const bytes = writeTiff(Array.from({ length: 2000 }, () => ({ width: 64, height: 64, pixels: 255 })), true);
    assert.equal(tiffPages(bytes)?.length, 2000);
  });

  it('stops at a chain that loops back or leaves the file, and gives null for what is not a classic TIFF', () => {
    const bytes = writeTiff([{ width: 8, height: 8, pixels: 0 }, { width: 8, height: 8, pixels: 0 }]);
    const view = new DataView(bytes.buffer);
    const second = view.getUint32(8 + 2 + 12 * 12, true);
    view.setUint32(second + 2 + 12 * 12, 8, true); // the second page's "next" points at the first
    assert.equal(tiffPages(bytes)?.length, 2);
    view.setUint32(second + 2 + 12 * 12, 1e9, true);
    assert.equal(tiffPages(bytes)?.length, 2);
    assert.equal(tiffPages(new TextEncoder().encode('%PDF-1.7')), null);
    assert.equal(tiffPages(new Uint8Array([0x4d, 0x4d, 0, 43, 0, 8, 0, 0])), null); // BigTIFF
  });

  it('gives each page as a one-page TIFF of the same pixels, and leaves the file as it was', async () => {
    const source = writeTiff([{ width: 4, height: 2, pixels: 10 }, { width: 6, height: 3, pixels: 200 }, { width: 2, height: 2, pixels: 90 }]);
    const before = source.slice();
    const pager = new TiffPager(source, tiffPages(source) ?? []);
    for (const [i, size, grey] of [[1, [6, 3], 200], [0, [4, 2], 10], [2, [2, 2], 90]] as const) {
      const got = await pager.withPage(i, async (one) => {
        const meta = await sharp(one).metadata();
        return [[meta.width, meta.height, meta.pages ?? 1], (await sharp(one).stats()).channels[0]?.mean];
      });
      assert.deepEqual(got, [[...size, 1], grey]);
    }
    assert.deepEqual(source, before);
    assert.deepEqual(tiffPages(await pager.withPage(1, async (one) => one.slice()))?.length, 1);
    assert.equal((await sharp(await pager.withPage(2, async (one) => one.slice())).metadata()).width, 2);
  });
});
