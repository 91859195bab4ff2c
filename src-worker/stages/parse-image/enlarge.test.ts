import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import sharp from 'sharp';
import { terminateOcr } from '../../adapters/tesseract';
import { enlargement, parseImage } from './index';

after(async () => terminateOcr());

/** Rows of small type (8 pt) on an A4-wide strip, as a scanner saves it at `dpi` (stated in the file). */
async function scan(dpi: number, rows: readonly string[]): Promise<Uint8Array> {
  const px = (pt: number): number => Math.round((pt * dpi) / 72);
  const text = rows.map((r, i) => `<text x="${px(40)}" y="${px(30 + i * 14)}" font-size="${px(8)}" font-family="DejaVu Sans">${r}</text>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${px(595)}" height="${px(40 + rows.length * 14)}"><rect width="100%" height="100%" fill="white"/>${text}</svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).blur(0.5).grayscale().withMetadata({ density: dpi }).png().toBuffer());
}

const ROWS = ['Stainless steel bolts M8x40, packed in cartons of 12', 'Кабель ВВГнг 3x2,5, согласно спецификации по договору', 'Arbeitshandschuhe Größe 10, hergestellt in Deutschland'];

describe('an image of lower stated resolution', () => {
  it('is enlarged to the resolution PDF pages are read at, never shrunk, never past the pixel ceiling', () => {
    assert.equal(enlargement(1240, 1754, 150), 2);
    assert.equal(enlargement(1654, 2339, 200), 1.5);
    assert.equal(enlargement(2480, 3508, 300), 1);
    assert.equal(enlargement(4960, 7016, 600), 1);
    assert.equal(enlargement(1200, 1700, 290), 1, 'within 5%: not worth the copy');
    assert.ok(Math.abs(enlargement(3000, 3000, 150) - Math.sqrt(12_000_000 / 9_000_000)) < 1e-9, 'the ceiling');
  });

  it('reads small type about as well as the same page scanned at 300 dpi, in page points of its own size', async () => {
    const truth = ROWS.flatMap((r) => r.split(' '));
    const read = async (dpi: number): Promise<{ right: number; width: number; first: readonly number[] }> => {
      const doc = await parseImage({ bytes: await scan(dpi, ROWS), fileName: 'scan.png', fileHash: null, language: null, progress: () => undefined });
      const words = doc.pages[0]?.lines.flatMap((l) => l.text.split(/\s+/)) ?? [];
      return { right: truth.filter((w) => words.includes(w)).length, width: doc.pages[0]?.widthPt ?? 0, first: doc.pages[0]?.items[0]?.box ?? [0, 0, 0, 0] };
    };
    const [low, high] = [await read(150), await read(300)];
    assert.ok(Math.abs(low.width - 595) < 1 && Math.abs(high.width - 595) < 1, `${low.width} ${high.width}`);
    // The words' boxes are in the page's points whatever the image was enlarged to: "Stainless" at 40 pt.
    assert.ok(low.first.every((v, i) => Math.abs(v - (high.first[i] ?? 0)) < 2) && Math.abs((low.first[0] ?? 0) - 40) < 2, `${low.first} ${high.first}`);
    assert.ok(low.right >= high.right - 2, `${low.right} of ${truth.length} words at 150 dpi, ${high.right} at 300`);
  });
});
