import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { CORPUS_DIR, corpusBytes } from '../../../test/helpers/corpus';
import { parseFile } from '../../pipeline/parse-file';
import { runLadder } from './index';

/**
 * The ladder over real documents it was not written from (invoices, waybills, contracts of the
 * shared corpus): none is a drawing or holds a plant code, so KKS and title blocks must find
 * nothing, while the contracts' requisites are read as their ground truth has them.
 */
const FOLDERS = ['external/pdf-text/invoice2data', 'external/pdf-text/facturx', 'external/pdf-text/ru/derived', 'external/office/ru-contracts-docx', 'external/office/ru-torg12', 'external/office/ru-waybills-xls'];
const DOCUMENT = /\.(pdf|docx|xlsx?|csv)$/;

async function ladderOf(relative: string) {
  const name = relative.split('/').pop() ?? relative;
  const doc = await parseFile({ bytes: corpusBytes(relative), fileName: name, fileHash: null, language: null, progress: () => undefined });
  return runLadder(doc, ['kks', 'requisites', 'measures', 'eskd_stamp']);
}

describe('ladder on the corpus', () => {
  it('finds no KKS code and no title block in invoices, waybills and contracts', async () => {
    const files = FOLDERS.flatMap((f) => readdirSync(join(CORPUS_DIR, f)).filter((n) => DOCUMENT.test(n)).map((n) => `${f}/${n}`));
    assert.ok(files.length >= 20, `${files.length} corpus documents`);
    for (const f of files) {
      const out = await ladderOf(f);
      assert.deepEqual(out.grammars.kks?.hits.map((h) => h.text), [], f);
      assert.deepEqual(out.grammars.eskd_stamp?.hits.map((h) => h.text), [], f);
    }
  });

  it('finds no KKS code in Russian, English and Chinese prose (OCR ground-truth lines)', () => {
    const dir = join(CORPUS_DIR, 'external/images/ocr-lines');
    for (const lang of readdirSync(dir)) {
      const text = readdirSync(join(dir, lang)).filter((n) => n.endsWith('.gt.txt')).map((n) => readFileSync(join(dir, lang, n), 'utf8')).join('\n');
      assert.ok(text.length > 100, lang);
      const doc = { pages: [{ no: 1, lines: [], items: [] }], blocks: [{ page: 1, text, box: null, kind: 'paragraph' }] };
      assert.deepEqual(runLadder(doc as unknown as Parameters<typeof runLadder>[0], ['kks']).grammars.kks?.hits.map((h) => h.text), [], lang);
    }
  });

  it('reads the requisites of a contract as its ground truth has them', async () => {
    const gt = JSON.parse(readFileSync(join(CORPUS_DIR, 'external/office/ru-contracts-docx/rkimk_dogovor_elektromontazh_foie.gt.json'), 'utf8')) as Record<string, Record<string, string>>;
    const out = await ladderOf('external/office/ru-contracts-docx/rkimk_dogovor_elektromontazh_foie.docx');
    const found = (type: string): string[] => (out.grammars.requisites?.hits ?? []).filter((h) => h.value.type === type).map((h) => String(h.value.value));
    for (const party of ['customer', 'contractor'] as const) {
      const p = gt[party] ?? {};
      assert.ok(found('inn').includes(p.inn ?? '-'), `${party} inn ${p.inn}`);
      assert.ok(found('ogrn').includes(p.ogrn ?? '-'), `${party} ogrn ${p.ogrn}`);
      assert.ok(found('bic').includes(p.bik ?? '-'), `${party} bik ${p.bik}`);
    }
    assert.ok(found('settlement_account').includes(gt.contractor?.account ?? '-'));
    // Every ИНН read in the contract passes its checksum: no bare number was taken for one.
    assert.deepEqual((out.grammars.requisites?.hits ?? []).filter((h) => h.value.type === 'inn' && !h.value.valid).map((h) => h.text), []);
  });
});
