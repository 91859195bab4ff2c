import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { greyPixels } from '../../adapters/images';
import { faintBoxes } from './faint';

/** A page at 150 dpi: black lines, a line in 60% grey (as AWS prints its service names), a shaded band. */
async function page(extra = ''): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1240" height="700"><rect width="100%" height="100%" fill="white"/>
    <rect x="60" y="40" width="1120" height="60" fill="#cccccc"/>
    <text x="80" y="84" font-size="30" font-family="DejaVu Sans" fill="black">Detail</text>
    <text x="100" y="200" font-size="30" font-family="DejaVu Sans" fill="#a6a6a6">Amazon Glacier Storage</text>
    <text x="1000" y="200" font-size="30" font-family="DejaVu Sans" fill="black">$2.22</text>
    <text x="140" y="280" font-size="26" font-family="DejaVu Sans" fill="black">Charges</text>
    <text x="1000" y="280" font-size="26" font-family="DejaVu Sans" fill="black">$2.22</text>
    <rect x="60" y="400" width="1120" height="50" fill="#c4c4c4"/>${extra}</svg>`;
  return sharp(Buffer.from(svg)).blur(0.8).png().toBuffer();
}

describe('faint text', () => {
  it('finds boxes of light grey letters only: not black letters however blurred, not shaded bands', async () => {
    const img = await greyPixels(await page());
    const boxes = faintBoxes(img, 150);
    assert.equal(boxes.length, 1, JSON.stringify(boxes));
    const [b] = boxes;
    assert.ok(b && b.x0 < 110 && b.x1 > 420 && b.y0 < 180 && b.y1 > 195, JSON.stringify(b));
  });

  it('a grey rule down the page hides no grey words beside it', async () => {
    const img = await greyPixels(await page('<rect x="1200" y="0" width="3" height="700" fill="#b4b4b4"/>'));
    const boxes = faintBoxes(img, 150);
    assert.equal(boxes.length, 1, JSON.stringify(boxes));
    assert.ok(boxes[0] && boxes[0].x0 < 110 && boxes[0].x1 > 420, JSON.stringify(boxes[0]));
  });
});
