import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import sharp from 'sharp';
import { greyPixels } from '../../adapters/images';
import { recognize, terminateOcr } from '../../adapters/tesseract';
import type { OcrResult } from '../../adapters/tesseract';
import { readUnreadInk, unreadInkBoxes } from './unread-ink';

after(async () => terminateOcr());

/**
 * Rows of a table at 300 dpi: a name at the left, a short figure far to the right (the quantity
 * column Tesseract's page layout drops as noise on scans), plus what is no dropped word: a big
 * logo, a signature's scroll between the rows, and specks of dust.
 */
async function table(rows: readonly (readonly [string, string])[]): Promise<Buffer> {
  const texts = rows.map(([name, qty], i) => `<text x="80" y="${200 + i * 90}" font-size="40" font-family="DejaVu Sans">${name}</text>
    <text x="1900" y="${200 + i * 90}" font-size="40" font-family="DejaVu Sans" text-anchor="end">${qty}</text>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2100" height="${300 + rows.length * 90}"><rect width="100%" height="100%" fill="white"/>
    <rect x="1500" y="20" width="300" height="110" fill="black"/>${texts}
    <path d="M 900 ${245 + 90} q 40 -30 80 0 t 80 0 t 80 0" stroke="black" stroke-width="4" fill="none"/>
    <rect x="1200" y="${240}" width="3" height="3" fill="black"/><rect x="600" y="${250 + 90}" width="4" height="3" fill="black"/></svg>`;
  return sharp(Buffer.from(svg)).blur(0.7).png().toBuffer();
}

/** The page read, then the words that are figures taken out: as Tesseract leaves such a column. */
async function readWithoutFigures(png: Buffer, langs: string[]): Promise<OcrResult> {
  const found = await recognize(png, langs, 300, 'page');
  for (const line of found.lines) line.words = line.words.filter((w) => !/^[\d.,]+$/.test(w.text));
  found.lines = found.lines.filter((l) => l.words.length > 0);
  return found;
}

const CASES: { langs: string[]; rows: [string, string][] }[] = [
  { langs: ['eng'], rows: [['Stainless steel bolts M8x40', '18'], ['Ethernet cable Cat6, 5 m', '82'], ['Coffee beans, medium roast', '271.1']] },
  { langs: ['rus', 'eng'], rows: [['Кабель ВВГнг-LS 3х2,5', '196,2'], ['Труба стальная ВГП', '29'], ['Саморез по дереву', '1']] },
  { langs: ['deu'], rows: [['Kabelkanal 40x60 mm, weiß', '14,44'], ['Arbeitshandschuhe Größe 10', '2'], ['Reinigungsmittel 5 l', '303']] },
];

describe('ink no word of the reading covers', () => {
  for (const { langs, rows } of CASES) {
    it(`gives back the dropped figures of each row and nothing else (${langs.join('+')})`, async () => {
      const png = await table(rows);
      const found = await readWithoutFigures(png, langs);
      const before = found.lines.flatMap((l) => l.words).map((w) => w.text);
      assert.ok(before.length >= rows.length * 2, before.join(' '));
      await readUnreadInk(await greyPixels(png), found, langs, 300, 0);
      const added = found.lines.flatMap((l) => l.words).map((w) => w.text).slice(before.length);
      assert.deepEqual(added.sort(), rows.map(([, q]) => q).sort());
    });
  }

  it('finds no box in a logo, a signature\'s scroll, specks or beside a read word: only the figures Tesseract itself dropped', async () => {
    const png = await table(CASES[0]!.rows);
    const found = await recognize(png, ['eng'], 300, 'page');
    const words = found.lines.flatMap((l) => l.words).filter((w) => w.text.trim() !== '');
    const boxes = unreadInkBoxes(await greyPixels(png), words, 30, 0);
    assert.ok(boxes.every((b) => b.x0 > 1700 && b.x1 < 1950 && b.y0 > 150), JSON.stringify(boxes));
  });

  // A table's header in heavy bold type, its letters touching: a dropped word is one blob of ink
  // several heights wide, and is read again like any other.
  for (const [langs, left, right] of [[['eng'], 'Description', 'Quantity'], [['fra', 'eng'], 'Désignation', 'Quantité'], [['deu'], 'Bezeichnung', 'Menge']] as const) {
    it(`gives back a bold header word whose letters touch (${right})`, async () => {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2100" height="400"><rect width="100%" height="100%" fill="white"/>
        <rect x="40" y="140" width="2000" height="80" fill="#e8e8e8"/>
        <text x="80" y="195" font-size="44" font-weight="900" letter-spacing="-3" font-family="DejaVu Serif">${left}</text>
        <text x="1200" y="195" font-size="44" font-weight="900" letter-spacing="-3" font-family="DejaVu Serif">${right}</text>
        <text x="1900" y="195" font-size="44" font-weight="900" letter-spacing="-3" font-family="DejaVu Serif" text-anchor="end">Total</text></svg>`;
      const png = await sharp(Buffer.from(svg)).blur(0.7).png().toBuffer();
      const found = await recognize(png, [...langs], 300, 'page');
      for (const line of found.lines) line.words = line.words.filter((w) => w.text !== right);
      const before = found.lines.flatMap((l) => l.words).map((w) => w.text);
      assert.ok(before.includes(left) && before.includes('Total'), before.join(' '));
      await readUnreadInk(await greyPixels(png), found, [...langs], 300, 0);
      assert.deepEqual(found.lines.flatMap((l) => l.words).map((w) => w.text).slice(before.length), [right]);
    });
  }
});
