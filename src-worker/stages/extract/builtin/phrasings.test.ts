import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { run } from './test-helpers';

/**
 * Labels real invoices print for the same things, in each language: every phrasing is read on a
 * small invoice whose other labels are the language's first ones, with the value beside the label
 * and under it. Written from documents as they are printed, not from any generator's pool.
 */
interface Phrasings {
  title: string; seller: string; buyer: string; addresses: [string, string];
  labels: Record<'number' | 'date' | 'seller' | 'buyer' | 'gross' | 'net' | 'vat', string[]>;
}
const LANGS: Record<string, Phrasings> = {
  en: {
    title: 'INVOICE', seller: 'Northwind Trading Ltd', buyer: 'Blue Harbour Logistics LLC', addresses: ['12 Main Street, 10115 Berlin', '5 Quay Road, 20095 Hamburg'],
    labels: {
      number: ['Invoice No.', 'Inv No', 'Inv #', 'Invoice Ref', 'Invoice Reference', 'Tax Invoice No', 'Tax Invoice Number', 'Bill Number', 'Document No', 'Invoice ID', 'Statement Number'],
      date: ['Invoice Issue Date', 'Billing Date', 'Date Issued', 'Issued on', 'Tax Point', 'Tax Point Date', 'Date of Invoice', 'Invoice Dated'],
      seller: ['Billed by', 'Invoice from', 'Invoiced by', 'Supplied by', 'Bill from', 'Merchant', 'From', 'Pay to'],
      buyer: ['Invoice recipient', 'Customer details', 'Client details', 'Debtor', 'Billing party', 'Sold-to party', 'To'],
      gross: ['Total payable', 'Amount to pay', 'Total to pay', 'Invoice amount', 'Total invoice amount', 'Total incl. VAT', 'Total including VAT', 'Gross total', 'Total gross', 'Please pay'],
      net: ['Net amount', 'Total before VAT', 'Total excl. VAT', 'Taxable amount', 'Total net amount', 'Net value', 'Goods total'],
      vat: ['VAT total', 'Total VAT amount', 'Tax total'],
    },
  },
  de: {
    title: 'RECHNUNG', seller: 'Nordwerk GmbH', buyer: 'Rheinbau AG', addresses: ['Hauptstraße 12, 10115 Berlin', 'Hafenweg 5, 20095 Hamburg'],
    labels: {
      number: ['Rechnungsnr.', 'Rg.-Nr.', 'Rechnung-Nr.', 'Rechnungs-Nummer', 'Dokumentnummer', 'Beleg-Nummer'],
      date: ['Datum der Rechnung', 'Ausgestellt am', 'Erstellt am', 'Rechnungstag', 'Belegdatum'],
      seller: ['Rechnungsaussteller', 'Anbieter', 'Verkauft von', 'Leistungserbringer', 'Dienstleister'],
      buyer: ['Rechnungsanschrift', 'Kundenadresse', 'Kundenanschrift', 'Bestellt von'],
      gross: ['Gesamtsumme', 'Gesamtbetrag brutto', 'Endsumme', 'Rechnungssumme', 'Summe brutto', 'Gesamt brutto', 'Zahlbarer Betrag', 'Bruttosumme'],
      net: ['Nettosumme', 'Gesamt netto', 'Netto gesamt', 'Warenwert', 'Nettowert', 'Gesamtbetrag netto', 'Summe der Positionen'],
      vat: ['Umsatzsteuerbetrag', 'Steuerbetrag', 'MwSt.-Betrag', 'zzgl. MwSt.', 'zzgl. USt.', 'Mehrwertsteuerbetrag'],
    },
  },
  fr: {
    title: 'FACTURE', seller: 'Lumière Conseil SAS', buyer: 'Atelier Dubois SARL', addresses: ['12 rue de la Paix, 75002 Paris', '5 quai Rambaud, 69002 Lyon'],
    labels: {
      number: ['Facture No', 'Facture nº', 'N° de la facture', 'Numéro de la facture', 'Référence facture', 'Réf. facture'],
      date: ['Date de la facture', 'Date facture', 'Émise le', 'Émis le', 'Fait le'],
      seller: ['Émis par', 'Vendu par', 'Facturé par', 'Prestataire de services'],
      buyer: ['Facturer à', 'Adressé à', 'Client facturé', 'Adresse client', 'Coordonnées client', "Donneur d'ordre"],
      gross: ['Montant total TTC', 'Total à régler', 'Montant à payer', 'Net à régler', 'Montant dû', 'Solde dû', 'Reste à payer', 'Total général'],
      net: ['Total hors taxes', 'Montant hors taxes', 'Total net HT', 'Base HT', 'Montant total HT'],
      vat: ['Montant de la TVA', 'Total de la TVA', 'TVA collectée'],
    },
  },
  ru: {
    title: 'СЧЁТ НА ОПЛАТУ', seller: 'ООО «Северный ветер»', buyer: 'АО «Ромашка»',
    addresses: ['ИНН 7701234567, 125009, г. Москва, ул. Тверская, д. 1', 'ИНН 7812345678, 190000, г. Санкт-Петербург, Невский пр., д. 5'],
    labels: {
      number: ['Номер счета', 'Номер счёта'], date: ['Дата счета', 'Дата счёта'], seller: ['Поставщик', 'Получатель платежа'], buyer: ['Покупатель'],
      gross: ['Итого с учетом НДС', 'Сумма к оплате', 'Всего по счету', 'Итого по счету', 'Итого по документу', 'Всего с учетом НДС', 'Всего к оплате с НДС'],
      net: ['Сумма без учета НДС', 'Стоимость без НДС', 'Итого без налога', 'Всего без учета НДС'],
      vat: ['Сумма налога', 'В т.ч. НДС', 'В т. ч. НДС', 'Итого сумма НДС'],
    },
  },
};
type Key = keyof Phrasings['labels'];
const KEYS: Key[] = ['number', 'date', 'seller', 'buyer', 'gross', 'net', 'vat'];

function invoice(p: Phrasings, label: Record<Key, string>, above: boolean): string[] {
  const [a0, a1] = p.addresses;
  const head = above
    ? [label.number, 'INV-2024-0457', label.date, '14.03.2024', '', label.seller, p.seller, ...a0.split(', '), '', label.buyer, p.buyer, ...a1.split(', '), '']
    : [`${label.number}: INV-2024-0457`, `${label.date}: 14.03.2024`, '', `${label.seller}: ${p.seller}, ${a0}`, `${label.buyer}: ${p.buyer}, ${a1}`, ''];
  return [p.title, ...head, '| Description | Qty | Price | Amount |', '| --- | --- | --- | --- |', '| Consulting | 2 | 500.00 | 1000.00 |', '',
    `${label.net}: 1000.00 EUR`, `${label.vat}: 200.00 EUR`, `${label.gross}: 1200.00 EUR`, '',
    // Words of the labels in sentences name no one.
    'Payment is due within 14 days from the invoice date; please transfer it to the account below.', 'Services rendered from 01.03.2024 to 31.03.2024.'];
}

describe('labels as real invoices print them', () => {
  for (const [lang, p] of Object.entries(LANGS)) {
    it(`are read in ${lang}, beside their values and above them`, async () => {
      const first = Object.fromEntries(KEYS.map((k) => [k, p.labels[k][0] as string])) as Record<Key, string>;
      const want = { number: 'INV-2024-0457', date: '2024-03-14', seller: p.seller, buyer: p.buyer, gross: 1200, net: 1000, vat: 200 };
      for (const key of KEYS) {
        for (const phrasing of p.labels[key]) {
          for (const above of [false, true]) {
            const r = await run(invoice(p, { ...first, [key]: phrasing }, above), 'invoice') as Record<string, unknown> & { seller?: { name?: unknown }; buyer?: { name?: unknown } };
            const got = { number: r.number, date: r.date, seller: r.seller?.name, buyer: r.buyer?.name, gross: r.total, net: r.total_net, vat: r.total_vat };
            assert.deepEqual(got, want, `${lang} ${key} "${phrasing}"${above ? ' above' : ''}`);
          }
        }
      }
    });
  }
});
