import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { documentLanguage } from './document-language';

describe('the language of a text', () => {
  it('tells German and French by their frequent words, with or without their accents', () => {
    const de = 'Rechnung Nr. 5 vom 3. Mai. Vielen Dank für Ihren Auftrag. Der Betrag ist mit der Summe und den Kosten zu zahlen.';
    assert.equal(documentLanguage(de), 'de');
    assert.equal(documentLanguage(de.replace(/ü/g, 'u')), 'de', 'an OCR model without umlauts reads "fur"');
    const fr = 'Facture n° 12 du 3 mai. Le montant de la facture est à payer pour le client par virement avec les références.';
    assert.equal(documentLanguage(fr), 'fr');
    assert.equal(documentLanguage(fr.normalize('NFD').replace(/\p{M}/gu, '')), 'fr');
    assert.equal(documentLanguage('Invoice 7. Please pay the total amount due for the goods by the date on this invoice.'), 'en');
  });

  it('names Russian and Chinese by their script, and nothing for too little text', () => {
    assert.equal(documentLanguage('Счёт на оплату № 5 от 3 мая 2024 года, поставщик ООО «Ромашка», покупатель ООО «Альфа»'), 'ru');
    assert.equal(documentLanguage('发票号码 12345 开票日期 2024年5月3日 购买方 上海长城实业有限公司 销售方 成都汇通实业股份有限公司'), 'zh');
    assert.equal(documentLanguage('Nr. 5'), null);
  });
});
