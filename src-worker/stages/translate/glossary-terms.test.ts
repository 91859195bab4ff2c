import { test } from 'node:test';
import { assertRows } from './test-table';

/** Incoterms, payment terms, document kinds and field words, in both directions. */

test('Incoterms codes stay in every language; their names translate both ways', () => {
  const codes = ['EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DAT', 'DDP'];
  assertRows((['ru', 'en', 'zh', 'de', 'fr'] as const).flatMap((to) => codes.map((c) => [c, to, c] as const)));
  assertRows([
    ['Ex Works', 'ru', 'франко-завод'], ['франко-завод', 'en', 'Ex Works'], ['франко-завод', 'de', 'ab Werk'], ['франко-завод', 'fr', "à l'usine"],
    ['Free Carrier', 'zh', '货交承运人'], ['frei an Bord', 'en', 'Free On Board'], ['Delivered Duty Paid', 'ru', 'поставка с оплатой пошлин'],
    ['Coût, assurance et fret', 'en', 'Cost, Insurance and Freight'], ['成本加运费', 'de', 'Kosten und Fracht'], ['Carriage Paid To', 'fr', "port payé jusqu'à"],
    ['EXW (Ex Works)', 'ru', 'EXW (франко-завод)'], ['Incoterms 2020', 'ru', 'Инкотермс 2020'], ['FCA Moscow', 'ru', 'FCA Moscow', false],
  ]);
});

test('payment terms: whole phrases and the patterns with a number of days', () => {
  assertRows([
    ['prepayment', 'ru', 'предоплата'], ['Предоплата', 'en', 'Prepayment'], ['100% предоплата', 'en', '100% prepayment'],
    ['100% предоплата', 'zh', '100%预付款'], ['Vorkasse', 'fr', 'paiement anticipé'], ['payment upon receipt', 'ru', 'оплата по факту получения'],
    ['net 30 days', 'ru', 'оплата в течение 30 дней'], ['Net 30', 'de', 'Zahlbar innerhalb von 30 Tagen ohne Abzug'],
    ['оплата в течение 30 дней', 'en', 'net 30 days'], ['zahlbar innerhalb von 14 Tagen ohne Abzug', 'en', 'net 14 days'],
    ['paiement à 45 jours', 'ru', 'оплата в течение 45 дней'], ['30天内付款', 'en', 'net 30 days'], ['net 60 days', 'zh', '60天内付款'],
    ['оплата в течение 5 банковских дней', 'en', 'within 5 banking days'], ['2% Skonto bei Zahlung innerhalb von 10 Tagen', 'en', '2% discount if paid within 10 days'],
    ['2 % Skonto bei Zahlung innerhalb von 10 Tagen', 'fr', 'escompte de 2% pour paiement sous 10 jours'],
    ['within 15 days of the invoice date', 'ru', 'в течение 15 дней с даты выставления счёта'], ['letter of credit', 'zh', '信用证'],
    ['Cash on delivery', 'ru', 'Наложенный платёж'], ['付款条件：100%预付款', 'en', 'payment terms: 100% prepayment'],
    ['Поставка в течение 10 дней', 'en', 'Поставка within 10 days', false],
  ]);
});

test('document kinds', () => {
  assertRows([
    ['Счёт', 'en', 'Invoice'], ['счёт на оплату', 'en', 'invoice'], ['Счет-фактура', 'de', 'Mehrwertsteuerrechnung'], ['УПД', 'en', 'UPD'],
    ['Товарная накладная', 'en', 'Delivery note'], ['ТОРГ-12', 'en', 'TORG-12'], ['ТТН', 'fr', 'lettre de voiture'], ['Акт', 'en', 'Acceptance certificate'],
    ['Договор', 'zh', '合同'], ['Спецификация', 'fr', 'Spécification'], ['CMR', 'ru', 'CMR'], ['invoice', 'ru', 'счёт'], ['credit note', 'de', 'Gutschrift'],
    ['Rechnung', 'fr', 'facture'], ['Gutschrift', 'ru', 'кредит-нота'], ['facture', 'zh', '发票'], ['avoir', 'en', 'credit note'],
    ['packing list', 'zh', '装箱单'], ['发票', 'ru', 'счёт'], ['装箱单', 'en', 'packing list'], ['增值税专用发票', 'en', 'VAT invoice'],
    ['Proforma invoice', 'ru', 'Счёт-проформа'], ['Bill of lading', 'de', 'Konnossement'], ['Акт сверки', 'en', 'Reconciliation statement'],
    ['Счёт № 123 от 01.02.2024', 'en', 'Invoice No. 123 от 01.02.2024', false],
  ]);
});

test('field words and capitals carried over', () => {
  assertRows([
    ['Номер документа', 'de', 'Belegnummer'], ['Сумма НДС', 'zh', '税额'], ['Позиции', 'de', 'Positionen'], ['Продавец', 'fr', 'Vendeur'],
    ['Грузополучатель', 'en', 'Consignee'], ['Количество мест', 'en', 'Number of packages'], ['Unit price', 'ru', 'Цена'],
    ['Артикул E103184, 10 шт', 'en', 'Article E103184, 10 pcs'], ['ИНН 7701234567', 'en', 'INN 7701234567'], ['ОГРН 1027700132195', 'de', 'OGRN 1027700132195'],
    ['Коробка', 'en', 'Box'], ['КОРОБКА', 'en', 'BOX'], ['СЧЁТ-ФАКТУРА', 'en', 'VAT INVOICE'], ['ШТ', 'en', 'pcs'], ['数量：1000个', 'en', 'quantity: 1000 pcs'],
  ]);
});
