import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { EMBED_DIMENSIONS } from '../../../src-shared/contract/operations/embed';
import { conceptsIn } from './concepts';
import { cosine, embedText, EMBED_METHOD, featuresOf } from './index';
import { allWords, contentWords, stemOf } from './words';

const q = (s: string): number[] => embedText(s, 'text-search-query');
const d = (s: string): number[] => embedText(s, 'text-search-doc');
const norm = (v: number[]): number => Math.sqrt(v.reduce((s, x) => s + x * x, 0));

describe('embedding method: shape and determinism', () => {
  it('every vector has 256 numbers, rounded to 6 decimals, with norm 1', () => {
    for (const text of ['Счёт на оплату № 12', 'Invoice 42', '增值税专用发票', 'x', '7', 'Rechnung über 120,00 EUR']) {
      for (const v of [q(text), d(text)]) {
        assert.equal(v.length, EMBED_DIMENSIONS);
        assert.ok(Math.abs(norm(v) - 1) < 1e-5, `${text}: norm ${norm(v)}`);
        assert.ok(v.every((x) => Number.isFinite(x) && Math.round(x * 1e6) / 1e6 === x));
      }
    }
  });

  it('the same text and type give the same vector, here and in a fresh process (fixed hash seed, no randomness)', async () => {
    const text = 'Товарная накладная ТОРГ-12 № 457 от 03.03.2024, грузополучатель ООО «Вектор»';
    assert.deepEqual(d(text), d(text));
    const { spawnSync } = await import('node:child_process');
    const script = `import { embedText } from ${JSON.stringify(new URL('./index.ts', import.meta.url).pathname)}; process.stdout.write(JSON.stringify(embedText(${JSON.stringify(text)}, 'text-search-doc')));`;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
    assert.equal(child.status, 0, child.stderr);
    assert.deepEqual(JSON.parse(child.stdout) as number[], d(text));
  });

  it('names itself as ours, with a version', () => {
    assert.equal(EMBED_METHOD, 'docintel-lexical-256-v1');
  });
});

describe('embedding method: words', () => {
  it('normalises case, ё and compatibility forms, and strips only inflectional endings', () => {
    assert.deepEqual(allWords('СЧЁТ-Фактура №５ ТОРГ12').map((w) => w.stem), ['счет', 'фактур', 'no', '5', 'торг', '12']);
    assert.equal(stemOf('поставщика'), stemOf('поставщиком'));
    assert.equal(stemOf('invoices'), stemOf('invoice'));
    assert.notEqual(stemOf('поставка'), stemOf('поставщик'));
    assert.equal(stemOf('акт'), 'акт');
  });
  it('reads Han runs as overlapping character pairs', () => {
    assert.deepEqual(allWords('增值税发票').map((w) => w.form), ['增值', '值税', '税发', '发票']);
  });
  it('drops function words unless nothing else is left', () => {
    assert.deepEqual(contentWords(allWords('the invoice of the seller')).map((w) => w.form), ['invoice', 'seller']);
    assert.deepEqual(contentWords(allWords('the of')).map((w) => w.form), ['the', 'of']);
  });
  it('finds glossary concepts in any language, longest phrase first', () => {
    const stems = (s: string): string[] => allWords(s).map((w) => w.stem);
    const conceptsOf = (s: string): string[] => conceptsIn(stems(s)).map((h) => h.concept);
    assert.deepEqual(conceptsOf('Счёт на оплату'), ['document.invoice']);
    assert.deepEqual(conceptsOf('Rechnung'), ['document.invoice']);
    assert.deepEqual(conceptsOf('invoices'), ['document.invoice']);
    assert.deepEqual(conceptsOf('сумма без НДС'), ['field.amount_net']);
    assert.deepEqual(conceptsOf('погода в Москве'), []);
    assert.deepEqual(conceptsIn(stems('Итого: сумма без НДС')), [{ concept: 'field.total', start: 0, length: 1 }, { concept: 'field.amount_net', start: 1, length: 3 }]);
  });
});

describe('embedding method: similarity', () => {
  const cases: { query: string; near: string; far: string }[] = [
    { query: 'счёт от поставщика Ромашка', near: 'Счёт на оплату № 12 от 01.02.2024. Поставщик: ООО «Ромашка», ИНН 7701234567', far: 'Договор аренды нежилого помещения между арендодателем и арендатором' },
    { query: 'срок поставки товара по договору', near: 'Поставщик обязуется поставить товар в срок до 30 дней с момента подписания договора', far: 'Итого к оплате: 12 400,00 руб., в том числе НДС 20 %' },
    { query: 'invoice total amount due', near: 'Invoice No 42. Total amount due: 1,200.00 EUR', far: 'The lessee shall return the premises in good condition at the end of the lease' },
    { query: 'delivery address of the consignee', near: 'Consignee: Kunden AG, delivery address Hauptstraße 5, Berlin', far: 'Payment by bank transfer within 30 days, IBAN DE89 3704 0044' },
  ];
  for (const c of cases) {
    it(`"${c.query}" is closer to its passage than to an unrelated one`, () => {
      const near = cosine(q(c.query), d(c.near));
      const far = cosine(q(c.query), d(c.far));
      assert.ok(near > far + 0.15, `near ${near.toFixed(3)} vs far ${far.toFixed(3)}`);
    });
  }

  it('a Russian query meets an English invoice through the glossary (and a German one)', () => {
    const query = q('счёт на оплату, сумма НДС');
    const invoice = cosine(query, d('Invoice 2024-117. VAT amount 56.87, total 529.87'));
    const rechnung = cosine(query, d('Rechnung 471102, MwSt-Betrag 56,87'));
    const lease = cosine(query, d('The lessee shall return the premises in good condition'));
    assert.ok(invoice > lease + 0.1, `invoice ${invoice.toFixed(3)} vs lease ${lease.toFixed(3)}`);
    assert.ok(rechnung > lease + 0.05, `rechnung ${rechnung.toFixed(3)} vs lease ${lease.toFixed(3)}`);
  });

  it('an inflected or misread word still meets its passage through character n-grams', () => {
    const passage = d('Грузополучатель: ООО «Вектор»');
    assert.ok(cosine(q('грузополучателем'), passage) > cosine(q('плательщиком'), passage) + 0.2);
    assert.ok(cosine(q('Грузополучатeль'), passage) > 0.2); // a Latin "e" read by OCR among Cyrillic letters
  });
});

describe('embedding method: a prior in place of IDF', () => {
  it('a glossary word weighs 0.3 of a plain word, a name or a number twice as much', () => {
    const f = featuresOf('итого Ромашка поставка 7701234567', 'text-search-doc');
    assert.equal(f.get('w:итог'), 0.3);
    assert.equal(f.get('w:ромашк'), 2);
    assert.equal(f.get('w:поставк'), 1);
    assert.equal(f.get('w:7701234567'), 2);
    assert.equal(f.get('c:field.total'), 1);
  });
  it('so the seller\'s name, not the word every invoice shares, decides between two invoices', () => {
    const query = q('invoice from Lieferant GmbH');
    const right = cosine(query, d('Lieferant GmbH, Lieferantenstraße 20, 80333 München. Rechnung 471102, Kunden AG Mitte'));
    const wrong = cosine(query, d('Invoice from Kunden AG: invoice 2024-117, invoice total 529.87, invoice date 2024-11-15'));
    // Without the prior (both factors 1) the two come out 0.42 and 0.40.
    assert.ok(right > wrong + 0.1, `right ${right.toFixed(3)} vs wrong ${wrong.toFixed(3)}`);
  });
});

describe('embedding method: query and document types differ as designed', () => {
  it('a query counts a repeated word once; a document counts repeats as 1 + ln n', () => {
    const text = 'ромашка ромашка ромашка поставка';
    assert.equal(featuresOf(text, 'text-search-query').get('w:ромашк'), 1);
    assert.equal(featuresOf(text, 'text-search-doc').get('w:ромашк'), 1 + Math.log(3));
  });
  it('a query weighs concepts and n-grams more than a document does', () => {
    const qf = featuresOf('счёт', 'text-search-query');
    const df = featuresOf('счёт', 'text-search-doc');
    assert.ok((qf.get('c:document.invoice') ?? 0) > (df.get('c:document.invoice') ?? 0));
    assert.ok((qf.get('g:сче') ?? 0) > (df.get('g:сче') ?? 0));
    assert.notDeepEqual(q('счёт на оплату'), d('счёт на оплату'));
    assert.ok(cosine(q('счёт на оплату'), d('счёт на оплату')) > 0.9);
  });
});
