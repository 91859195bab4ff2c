import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createScrubber, residual } from './index';
import type { Category } from './index';
import { residualFindings } from './residual';
import { evaluate } from './samples/evaluate';
import { TUNING } from './samples/tuning';

/**
 * The multilingual detectors on the variations they were built on (samples/tuning.ts): every
 * secret replaced, the residual scan clean (so fail_closed sends the text), amounts, dates and
 * item descriptions kept, the text restored exactly. The held-out variations are measured in
 * heldout.test.ts.
 */
describe('scrubbing beyond Russian: each variation is scrubbed, sent and restored', () => {
  for (const sample of TUNING) {
    it(`${sample.lang}: ${sample.text.replace(/\n/g, ' ⏎ ').slice(0, 90)}`, () => {
      const e = evaluate(sample);
      assert.deepEqual(e.left, [], e.out);
      assert.deepEqual(residualFindings(e.out), [], e.out);
      assert.equal(e.outcome, 'scrubbed');
      assert.deepEqual(e.lost, [], e.out);
      assert.equal(e.restored, true);
    });
  }
});

describe('the residual scan catches what a missing detector lets through, in every language', () => {
  const cases: { text: string; skip: Category[]; category: Category }[] = [
    { text: 'Paid to John Smith', skip: ['person'], category: 'person' },
    { text: 'Ansprechpartner: Jürgen Weiß', skip: ['person'], category: 'person' },
    { text: 'Mme Claire Dubois', skip: ['person'], category: 'person' },
    { text: '联系人：张伟', skip: ['person'], category: 'person' },
    { text: 'Bill to: ACME Trading', skip: ['org'], category: 'org' },
    { text: 'Lieferant: Holzbau Krämer GmbH', skip: ['org', 'person'], category: 'org' },
    { text: '销售方：上海申华贸易有限公司', skip: ['org'], category: 'org' },
    { text: '221B Baker Street, London NW1 6XE', skip: ['address'], category: 'address' },
    { text: 'Keizersgracht 123, 1015 CJ Amsterdam', skip: ['address'], category: 'address' },
    { text: '12 rue de la Paix, 75002 Paris', skip: ['address'], category: 'address' },
    { text: '北京市朝阳区建国路88号', skip: ['address'], category: 'address' },
    { text: 'IBAN: GB29 NWBK 6016 1331 9268 19', skip: ['iban'], category: 'iban' },
    { text: 'Tél. : 04 78 12 34 56', skip: ['phone'], category: 'phone' },
    { text: '手机 138 0013 8000', skip: ['phone'], category: 'phone' },
    { text: 'Steuer-Nr.: 143/567/89012', skip: ['vat', 'id'], category: 'vat' },
    { text: 'see www.brightlamp.nl', skip: ['web'], category: 'web' },
  ];
  for (const c of cases) {
    it(`${c.category}: ${c.text}`, () => {
      const out = createScrubber({ skip: c.skip }).scrub(c.text);
      assert.ok((residual(out)[c.category] ?? 0) >= 1, `${out}: ${JSON.stringify(residual(out))}`);
    });
  }
});

describe('mechanisms', () => {
  it('a value found once is hidden wherever else it is written, in any case and spacing', () => {
    const out = createScrubber().scrub('Seller: Quill & Ink Ltd\nThank you for shopping at QUILL & INK.\nQuill  & Ink wishes you a good day.');
    assert.equal(out, 'Seller: [ORG_1]\nThank you for shopping at [ORG_2].\n[ORG_3] wishes you a good day.');
  });

  it('the company name inside a web or mail domain hides the name in the text', () => {
    const out = createScrubber().scrub('Questions? Write to care@brightlamp.nl. At Bright Lamp we answer within a day.');
    assert.equal(out, 'Questions? Write to [EMAIL_1]. At [ORG_1] we answer within a day.');
  });

  it('a party label alone on its line takes the lines under it, up to a data line', () => {
    const out = createScrubber().scrub('Rechnungsempfänger\n\nHerbert Kaiser\nSonnenweg 3\n\nRechnungsnummer: 2024-117\nBetrag: 99,90 EUR');
    assert.equal(out, 'Rechnungsempfänger\n\n[PERSON_1]\n[ADDRESS_1]\n\nRechnungsnummer: 2024-117\nBetrag: 99,90 EUR');
  });

  it('a label cell takes the cells under it in its column; other columns stay', () => {
    const out = createScrubber().scrub('| Lieferadresse | Menge |\n| --- | --- |\n| Paula Reiter | 4 |\n| Talstraße 9 | 2 |');
    assert.equal(out, '| Lieferadresse | Menge |\n| --- | --- |\n| [PERSON_1] | 4 |\n| [ADDRESS_1] | 2 |');
  });

  it('labels are read in any case', () => {
    for (const label of ['BILL TO', 'Bill To', 'bill to']) {
      assert.equal(createScrubber().scrub(`${label}: Harrow Joinery`), `${label}: [ORG_1]`);
    }
  });

  it('the generic "Name:" label counts for parties, not for products', () => {
    const party = createScrubber().scrub('- BuyerTradeParty\n  - Name: Nordlicht Design\n  - PostalTradeAddress');
    const product = createScrubber().scrub('- SpecifiedTradeProduct\n  - Name: Joghurt Banane\n  - GlobalID: 4000050986428');
    assert.equal(party, '- BuyerTradeParty\n  - Name: [PERSON_1]\n  - PostalTradeAddress');
    assert.ok(product.includes('Name: Joghurt Banane'), product);
  });

  it('a mailbox built from a name gives the name away: the name is hidden where it stands', () => {
    const out = createScrubber().scrub('# Sammy Maystone  INVOICE\n\nsmaystone4@fake.com\nsales@fake.com: Sales Team');
    assert.equal(out, '# [PERSON_1]  INVOICE\n\n[EMAIL_1]\n[EMAIL_2]: Sales Team');
  });

  it('an identifier found once is hidden as the same digits elsewhere; codes of Russian forms by their column', () => {
    const out = createScrubber().scrub('| по OKNO \\| | 0123456 |\n| Влить поо ОКТ | 0123456 |');
    assert.equal(out, '| по OKNO \\| | [OKPO_1] |\n| Влить поо ОКТ | [OKPO_1] |');
  });

  it('dates and periods are not phone numbers; IBAN shapes of non-issuing prefixes are not IBANs', () => {
    const text = 'Zeitraum 01.05.14-31.05.14, Lieferung 03.06.2018, Order ID OD30 4175 0960 47';
    assert.equal(createScrubber().scrub(text), text);
  });
});
