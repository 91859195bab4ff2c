import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import sharp from 'sharp';
import { greyPixels } from '../../adapters/images';
import { terminateOcr } from '../../adapters/tesseract';
import { ocrPage } from './index';
import { invertDarkPanels } from './dark-panels';

/** A page at 150 dpi with black text, a big bold title, a small dark logo and the panels given. */
async function page(panels: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1240" height="900"><rect width="100%" height="100%" fill="white"/>
    <text x="600" y="90" font-size="70" font-weight="bold" font-family="DejaVu Sans" fill="black">INVOICE</text>
    <rect x="600" y="120" width="40" height="40" fill="#222"/>
    <text x="600" y="300" font-size="26" font-family="DejaVu Sans" fill="black">Wireless mouse, black   7.00   973.16</text>
    ${panels}</svg>`;
  return sharp(Buffer.from(svg)).blur(0.7).png().toBuffer();
}

after(async () => terminateOcr());

describe('dark panels', () => {
  it('inverts a dark sidebar and a dark header row in any dark colour, and nothing else', async () => {
    for (const fill of ['#1f3b57', '#2d4a22', '#000000', '#4a2a4f']) {
      const img = await greyPixels(await page(`<rect x="40" y="40" width="360" height="820" fill="${fill}"/>
        <text x="70" y="200" font-size="26" font-family="DejaVu Sans" fill="white">INVOICE NO</text>
        <rect x="440" y="400" width="760" height="44" fill="${fill}"/>
        <text x="460" y="432" font-size="24" font-family="DejaVu Sans" fill="white">Description   Qty   Amount</text>`));
      const panels = invertDarkPanels(img, 150);
      assert.equal(panels.length, 2, `${fill}: ${JSON.stringify(panels)}`);
      const [side, header] = [...panels].sort((a, b) => a[0] - b[0]);
      assert.ok(side && side[0] <= 48 && side[2] >= 392 && side[1] <= 48 && side[3] >= 850, JSON.stringify(side));
      assert.ok(header && header[0] <= 448 && header[2] >= 1190 && header[1] <= 408 && header[3] >= 436, JSON.stringify(header));
    }
  });

  it('leaves a page of dark text on white, a bold title and a logo as they are', async () => {
    const img = await greyPixels(await page(''));
    assert.deepEqual(invertDarkPanels(img, 150), []);
  });

  it('the page reader reads the text of a dark sidebar on a skewed scan', async () => {
    const words = ['Oak Systems Corp.', '143 Market Road', 'CUSTOMER', 'Bright Trading Inc.', 'INVOICE NO.', '2021/296', 'DATE OF ISSUE', '22.01.2021'];
    const rows = ['Wireless mouse   7.00   973.16', 'Docking station   6.00   392.00', 'Ethernet cable   346.00   25.18'];
    for (const angle of [0.6, -0.8]) {
      const png = await page(`<g transform="rotate(${angle} 620 450)"><rect x="100" y="40" width="330" height="820" fill="#2b2b2b"/>
        ${words.map((w, i) => `<text x="120" y="${120 + i * 30}" font-size="${i % 2 ? 15 : 13}" letter-spacing="${i % 2 ? 0 : 1.5}" font-family="DejaVu Sans" fill="white">${w}</text>`).join('')}
        ${rows.map((r, i) => `<text x="460" y="${400 + i * 40}" font-size="17" font-family="DejaVu Sans" fill="black" xml:space="preserve">${r}</text>`).join('')}</g>`);
      const read = await ocrPage(png, { page: 1, language: 'en', dpi: 150, widthPx: 1240, heightPx: 900, pointsPerPixel: 72 / 150 });
      const text = read.lines.map((l) => l.text).join('\n');
      for (const w of words.filter((_, i) => i % 2)) assert.ok(text.includes(w), `${angle}: ${w} in ${text}`);
    }
  });
});
