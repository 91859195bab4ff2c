import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import sharp from 'sharp';
import { greyPixels } from '../../adapters/images';
import { recognize, terminateOcr } from '../../adapters/tesseract';
import { rereadCyrillicOnLatinPages, rereadLatinWords } from './scripts';

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

describe('Cyrillic look-alikes on a page printed in Latin script, read again', () => {
  for (const line of ['Carte SIM pour routeur, livraison incluse et installation', 'Kabelhalter Modell COMPACT, Lieferung frei Haus, Menge', 'SIM card holder, model COMPACT, delivered to the site']) {
    it(`gives the Latin reading back ("${line.split(' ').slice(0, 3).join(' ')}…")`, async () => {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1800" height="160"><rect width="100%" height="100%" fill="white"/>
        <text x="40" y="100" font-size="44" font-family="DejaVu Sans" fill="black">${line}</text></svg>`;
      const png = await sharp(Buffer.from(svg)).png().toBuffer();
      const found = await recognize(png, ['rus', 'eng'], 300, 'block');
      const words = found.lines.flatMap((l) => l.words);
      // The misreadings seen on scans: Latin capitals taken for their Cyrillic look-alikes.
      const target = words.find((w) => /^(SIM|COMPACT)[,.]?$/.test(w.text));
      assert.ok(target, words.map((w) => w.text).join(' '));
      const latin = target.text;
      Object.assign(target, { text: latin.replace(/[ACEHKMOPTXB]/g, (c) => ({ A: 'А', C: 'С', E: 'Е', H: 'Н', K: 'К', M: 'М', O: 'О', P: 'Р', T: 'Т', X: 'Х', B: 'В' })[c] ?? c), confidence: 60 });
      await rereadCyrillicOnLatinPages(await greyPixels(png), found, ['rus', 'eng'], 300);
      assert.equal(target.text, latin);
    });
  }
});
