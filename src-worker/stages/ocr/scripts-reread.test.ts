import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import sharp from 'sharp';
import { greyPixels } from '../../adapters/images';
import { recognize, terminateOcr } from '../../adapters/tesseract';
import { rereadLatinWords } from './scripts';

after(async () => terminateOcr());

/**
 * The re-reading wired to real OCR: a printed Russian line is read, two of its words are then given
 * the Latin misreadings seen on scans ("Cand" for "Салф", "puc.C22" for "рис.С22") as unsure, and
 * the Russian model's second look must give the Cyrillic back, the mixed word only in its letters.
 */
describe('Latin misreadings of Russian words, read again', () => {
  it('turns a short word and the letters of a mixed word back to Cyrillic', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="160"><rect width="100%" height="100%" fill="white"/>
      <text x="40" y="100" font-size="44" font-family="DejaVu Sans" fill="black">Джонсон Салф сатин рис.С22 пакет</text></svg>`;
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    const found = await recognize(png, ['rus', 'eng'], 300, 'block');
    const words = found.lines.flatMap((l) => l.words);
    const salf = words.find((w) => w.text === 'Салф');
    const ris = words.find((w) => /^рис/.test(w.text));
    assert.ok(salf && ris, words.map((w) => w.text).join(' '));
    Object.assign(salf, { text: 'Cand', confidence: 40 });
    Object.assign(ris, { text: 'puc.C22', confidence: 40 });
    await rereadLatinWords(await greyPixels(png), found, ['rus', 'eng'], 300);
    assert.equal(salf.text, 'Салф');
    assert.match(ris.text, /^рис\.[CС]22$/);
  });
});
