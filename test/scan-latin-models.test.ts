import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { FAMILIES, generate } from '../bench/generate';
import { openRenderer, scanParams, scanPdf } from '../bench/generate/render';
import { rng } from '../bench/generate/prng';
import { terminateOcr } from '../src-worker/adapters/tesseract';
import { parseFile } from '../src-worker/pipeline/parse-file';

/**
 * German and French invoices scanned at 150 dpi, with no language given: read first by the Russian
 * and English models, their telegraphic labels ("Rechnungsdatum", "Zwischensumme", "Montant TTC")
 * tell the language, and the page is read again by that language's model together with English
 * (brand names, "LED", "CHF"), which reads it surer than the first pair: umlauts, accents, and no
 * Cyrillic look-alikes ("Мешох" for "Vis inox"). Generated development documents, made in the test.
 */
after(async () => terminateOcr());

const renderer = await openRenderer();
after(async () => renderer.close());

async function scanOf(familyName: string, seed: number, index: number): Promise<Uint8Array> {
  const family = FAMILIES.find((f) => f.name === familyName);
  assert.ok(family && family.set === 'dev', `${familyName} is a development family`);
  const g = generate(family, seed, index);
  const r = rng(`${g.id}/scan/${seed}`);
  return scanPdf(await renderer.pdf(g.html), scanParams(r, 150), r);
}

describe('Latin-script scans read by their own language model', () => {
  for (const [family, lang, words] of [
    ['inv-business-letter', 'French', ['Câble électrique', 'Vis inox', 'Montant TTC']],
    ['inv-bill-ship', 'German', ['gemäß', 'Bürostuhl', 'Rechnungsempfänger']],
  ] as const) {
    it(`reads a ${lang} invoice with its letters and without Cyrillic`, async () => {
      const bytes = await scanOf(family, 121, 0);
      const doc = await parseFile({ bytes, fileName: 'scan.pdf', fileHash: null, language: null, progress: () => undefined });
      for (const w of words) assert.ok(doc.markdown.includes(w), `"${w}" read: ${doc.markdown.slice(0, 400)}`);
      assert.deepEqual(doc.markdown.match(/[\u0400-\u04ff]+/g) ?? [], [], 'no Cyrillic look-alikes');
    });
  }
});
