import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { terminateOcr } from '../src-worker/adapters/tesseract';
import { parseFile } from '../src-worker/pipeline/parse-file';
import { corpusBytes, corpusText } from './helpers/corpus';

after(async () => terminateOcr());

/**
 * With no language given a page is read by the Russian and English models; a Chinese page comes
 * back as Latin and Cyrillic scraps. Its least sure lines read by the Chinese model tell it is
 * Chinese, and the page is read again with that model.
 */
describe('OCR language by what the page shows', () => {
  it('reads a Chinese scan as Chinese when no language is given', async () => {
    const doc = await parseFile({ bytes: corpusBytes('synthetic/zh-a4-scan.jpg'), fileName: 'zh.jpg', fileHash: null, language: null, progress: () => undefined });
    const expected = corpusText('synthetic/zh.txt').split('\n').map((l) => l.trim()).filter(Boolean);
    const text = doc.markdown.replace(/\s+/g, '');
    const found = expected.filter((l) => text.includes(l.replace(/\s+/g, '')));
    assert.ok(found.length >= expected.length - 1, `${found.length} of ${expected.length} sentences read: ${doc.markdown.slice(0, 200)}`);
    assert.ok(!/[\u0400-\u04ff]/.test(doc.markdown), 'no Cyrillic look-alikes');
  });

  it('keeps a poor Russian scan (150 dpi, its lines unsure) in Russian', async () => {
    const doc = await parseFile({ bytes: corpusBytes('external/pdf-scan/ru-derived/goraie_torg12.scan150.pdf'), fileName: 'ru.pdf', fileHash: null, language: null, progress: () => undefined });
    assert.ok(!/\p{Script=Han}/u.test(doc.markdown), 'no Han characters');
    assert.ok((doc.markdown.match(/[\u0400-\u04ff]/g) ?? []).length > 200, 'Cyrillic text');
  });

  // The Russian and English models have no umlauts, ß or French accents: a German or French page,
  // told by its frequent words, is read again with its own model.
  for (const [file, words] of [
    ['external/pdf-scan/derived/fx_ZTESTZUGFERD_scan200.pdf', ['München', 'Geschäftsführer']],
    ['external/pdf-scan/derived/fx_Facture_F20180027_scan150.pdf', ['Références']],
  ] as const) {
    it(`reads the accents of a ${file.includes('ZUGFERD') ? 'German' : 'French'} scan when no language is given`, async () => {
      const doc = await parseFile({ bytes: corpusBytes(file), fileName: 'scan.pdf', fileHash: null, language: null, progress: () => undefined });
      for (const w of words) assert.ok(doc.markdown.includes(w), `"${w}" read: ${doc.markdown.slice(0, 300)}`);
      assert.ok(!/[\u0400-\u04ff]/.test(doc.markdown), 'no Cyrillic look-alikes');
    });
  }
});
