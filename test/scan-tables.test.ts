import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { catalogSchema } from '../src-shared/catalog';
import type { JsonObject } from '../src-shared/contract/envelope';
import type { Table } from '../src-shared/document/model';
import { BUILTIN_ONLY } from '../src-shared/worker-protocol';
import { terminateOcr } from '../src-worker/adapters/tesseract';
import { parseFile } from '../src-worker/pipeline/parse-file';
import { extract } from '../src-worker/stages/extract';
import { corpusBytes, corpusText } from './helpers/corpus';

/**
 * A simulated scan (200 dpi, turned, blurred, specked) of a waybill whose table is drawn: the grid
 * is found from the pixels, the words go into its cells, and the items come out of the right
 * columns. Measured against the ground truth kept beside the file.
 */
after(async () => terminateOcr());

describe('drawn tables on a scanned waybill', () => {
  it('reads the 11-column grid and the items in it', async () => {
    const path = 'external/pdf-scan/ru-derived/af_KA62689.scan200.pdf';
    const doc = await parseFile({ bytes: corpusBytes(path), fileName: 'af.pdf', fileHash: null, language: null, progress: () => undefined });
    const ruled = doc.tables.filter((t) => t.id.includes('r'));
    assert.ok(ruled.length >= 1, 'a drawn grid was found');
    const main = ruled.reduce((a: Table, b) => (b.nRows > a.nRows ? b : a));
    assert.equal(main.nCols, 11);
    const header = main.cells.filter((c) => c.row === 0).map((c) => c.text).join(' | ');
    for (const word of ['Наименование', 'Цена', 'учетом НДС', 'Страна']) assert.ok(header.includes(word), `header has "${word}": ${header}`);

    const schema = catalogSchema('torg12')?.schema as JsonObject;
    const r = await extract(doc, { jobId: 't', source: { kind: 'text', text: '' }, fileHash: null, cachedDoc: null, include: [], outputSchema: schema,
      prompt: null, language: null, documentType: 'torg12', model: BUILTIN_ONLY, match: null, split: null, translate: null, outboundLog: null }, null);
    const items = ((r.result as Record<string, unknown>).items as Record<string, unknown>[]) ?? [];
    const truth = JSON.parse(corpusText('external/pdf-scan/ru-derived/af_KA62689.scan200.gt.json')) as { lines: { name?: string; amount_with_vat?: number; amount?: number; quantity: number }[] };
    assert.equal(items.length, truth.lines.length, 'one item per row, over both pages');
    const amountsRight = truth.lines.filter((l, i) => Math.abs(Number(items[i]?.amount_gross ?? items[i]?.amount_net) - Number(l.amount_with_vat ?? l.amount)) < 0.011).length;
    const quantitiesRight = truth.lines.filter((l, i) => items[i]?.quantity === l.quantity).length;
    assert.ok(amountsRight >= truth.lines.length * 0.9, `amounts right: ${amountsRight}/${truth.lines.length}`);
    assert.ok(quantitiesRight >= truth.lines.length * 0.75, `quantities right: ${quantitiesRight}/${truth.lines.length}`);

    // Short Cyrillic words that the rus+eng reading took for Latin ones ("Салф" as "Cand", "Увл" as
    // "Yen") are read again by the Russian model alone; real Latin words stay Latin.
    const latinForCyrillic = truth.lines.flatMap((l, i) => {
      const ours = String(items[i]?.name ?? '').split(/\s+/);
      return (l.name ?? '').split(/\s+/).filter((w, k) => /^[А-Яа-яЁё]{3,}$/.test(w) && /^[A-Za-z]+$/.test(ours[k] ?? ''));
    });
    assert.ok(latinForCyrillic.length <= 1, `Cyrillic words read as Latin: ${latinForCyrillic.join(' ')}`);
    const latinKept = items.filter((it) => /Clean&Clear|Breeze|Bursting Beads/.test(String(it.name))).length;
    assert.ok(latinKept >= 14, `names with their Latin words kept: ${latinKept}`);
  });
});
