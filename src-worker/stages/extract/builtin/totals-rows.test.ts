import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { items, run } from './test-helpers';

describe('rows of a totals block and group lines inside an items table are no items', () => {
  const blocks: [string, string[]][] = [
    ['de', ['Zwischensumme', 'Versandkosten netto', 'Summe netto', 'Umsatzsteuer 19 %', 'Gesamtbetrag']],
    ['en', ['Sub-total', 'Net total:', 'VAT 20%:', 'Amount due:']],
    ['fr', ['Sous-total', 'Total HT', 'TVA 20 %', 'Net à payer']],
    ['ru', ['Итого без НДС', 'НДС 20%', 'Всего к оплате']],
  ];
  for (const [lang, labels] of blocks) {
    it(`keeps only the items above the totals (${lang})`, async () => {
      const r = await run(['Invoice 7', '', '| No | Description | Qty | Price | Amount |', '| --- | --- | --- | --- | --- |',
        '| Group A |  |  |  |  |', '| 1 | Bolts | 2 | 5,00 | 10,00 |', '| 2 | Nuts | 4 | 1,00 | 4,00 |', '| Group B |  |  |  |  |', '| 3 | Washers | 10 | 0,50 | 5,00 |',
        ...labels.map((l, i) => `|  |  |  | ${l} | ${19 + i},00 |`)], 'invoice');
      assert.deepEqual(items(r).map((i) => i.name), ['Bolts', 'Nuts', 'Washers']);
    });
  }

  it('splits article codes off names under "Artikel Omschrijving" when header rows of other fields stand above it', async () => {
    for (const [top, values] of <[string, string][]>[['| Klant Order | Factuur datum | Factuur | Vervaldatum |', '| SCON0303 | 8-9-2022 | VF1005 | 22-9-2022 |'], ['| Kunde | Datum | Rechnung | Fällig |', '| K-17 | 01.02.2024 | R-5 | 15.02.2024 |']]) {
      const r = await run(['Factuur', '', top, '| --- | --- | --- | --- |', values, '| Artikel Omschrijving | | Prijs | Bedrag |',
        '| E103184 Onderhoudsset CA6707/10 | | 49,99 | 49,99 |', '| E103560 SX Flyer | | 0,00 | 0,00 |'], 'invoice');
      assert.deepEqual(items(r).map((i) => [i.article, i.name]), [['E103184', 'Onderhoudsset CA6707/10'], ['E103560', 'SX Flyer']], top);
    }
  });
});
