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

describe('the language of a telegraphic business paper', () => {
  it('is told by the words of its field labels where it has few sentences', () => {
    const de = 'Müllerdruck GmbH Rechnung Re.-Nr. Rechnungsdatum 30258 18.05.2023 Rechnungsempfänger Versand an Auftrags-Nr. Zahlungsziel Fällig am Beschreibung Anzahl Preis Netto Zwischensumme Rabatt Nettobetrag USt. 8.1% Gesamtbetrag';
    assert.equal(documentLanguage(de), 'de');
    assert.equal(documentLanguage(de.replace(/[äöü]/g, (c) => ({ ä: 'a', ö: 'o', ü: 'u' })[c] ?? c)), 'de', 'read without umlauts');
    const fr = 'Lumière Informatique EURL Facture №: 20220606 Date de facture: Échéance Code article Libellé Qté. P.U. Taux TVA Total HT Montant HT Montant TVA Montant TTC';
    assert.equal(documentLanguage(fr), 'fr');
    const en = 'Acme Ltd Invoice No. Invoice Date Bill To Ship To Description Qty Unit Price Amount Subtotal Sales Tax Balance Due';
    assert.equal(documentLanguage(en), 'en');
  });
});
