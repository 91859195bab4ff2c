import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { SchemaLeaf } from '../../../lib/fields/schema';
import { run } from './test-helpers';
import { findLooseLabels } from '../../../lib/reading/labels';
import { plainText, typedValue } from './values';

const leaf = (key: string, type: SchemaLeaf['type'] = 'string'): SchemaLeaf =>
  ({ kind: 'leaf', title: null, key, path: key, words: key, type, format: null, pattern: null, enumValues: null, nullable: true });

/** What the contract rules must not take from ordinary forms (found on review). */
describe('labels in prose and on forms', () => {
  it('reads a form line of labels with colons, however many columns or characters it has', async () => {
    const r = await run('CMR № 77\n\nМесто погрузки: Москва    Место доставки: Берлин    Транспортное средство: Volvo FH', 'cmr');
    assert.deepEqual([r.place_of_loading, r.place_of_delivery, r.vehicle], ['Москва', 'Берлин', 'Volvo FH']);
    const long = await run(`ТОВАРНАЯ НАКЛАДНАЯ № 5\n\nОснование Договор поставки № 45 от 10.01.2024 ${'x'.repeat(20)}    Транспортная накладная номер ${'y'.repeat(120)}`, 'torg12');
    assert.equal(long.contract_number, '45', 'a long landscape line is no paragraph');
    const ocr = await run('CMR № 78\n\nг. Москва Место погрузки склад покупателя', 'cmr');
    assert.equal(ocr.place_of_loading, 'склад покупателя', 'a short OCR line is no sentence');
  });

  it('takes only money for a price named in prose', async () => {
    for (const clause of ['4.1. Цена настоящего Договора определяется Спецификацией № 1 к Договору.', '4.1. Цена Договора в течение 30 дней не меняется.',
      '4.1. Общая цена Договора указывается в Приложении 2.', '4.1. Цена настоящего Договора включает НДС 20%.']) {
      assert.equal((await run(`Договор № 3\n\n${clause}`, 'contract')).price, null, clause);
    }
  });

  it('reads document numbers that open with letters, and after the kind of document', () => {
    const number = leaf('number');
    assert.equal(typedValue(number, 'INV 2024-001', 'document.number'), 'INV 2024-001');
    assert.equal(typedValue(number, 'СФ 123 от 01.02.2024', 'document.number'), 'СФ 123 от 01.02.2024');
    assert.equal(typedValue(number, 'No.12/5', 'document.contract_number'), '12/5');
    assert.equal(typedValue(number, '36.', 'document.number'), '36', 'a full stop after the number is punctuation');
    assert.equal(typedValue(number, '№ 2024/17.', 'document.number'), '2024/17');
    assert.equal(typedValue(number, 'A-12.B', 'document.number'), 'A-12.B');
    assert.equal(typedValue(number, 'КУПЛИ-ПРОДАЖИ № 5/24', 'document.contract_number'), '5/24');
    assert.equal(typedValue(number, '7 на оказание услуг', 'document.contract_number'), '7');
    assert.equal(typedValue(number, 'о нижеследующем:', 'document.contract_number'), null);
  });

  it('takes no ИНН for a КПП', async () => {
    const r = await run('Счет № 9 от 01.02.2024\n\nПоставщик: ИП Иванов И.И., ИНН/КПП 771234567890', 'invoice');
    assert.equal((r.seller as Record<string, unknown>).kpp, null);
    assert.equal(typedValue(leaf('kpp'), 'ИНН/КПП 7707083893', 'seller.kpp'), null);
    assert.equal(typedValue(leaf('kpp'), '62501001', 'seller.kpp'), '62501001', 'a misprinted КПП is kept for the checks');
  });

  it('finds loose labels in page order, whichever label found them', () => {
    const lines = ['Стоимость всех работ составляет 5 000,00 руб.', 'Цена настоящего Договора составляет 100 000,00 руб.']
      .map((text, index) => ({ index, text, page: 1, box: null }));
    assert.deepEqual(findLooseLabels(lines, ['цена договора', 'стоимость работ']).map((h) => h.label), ['стоимость работ', 'цена договора']);
  });

  it('reads blanks to fill in as one space', () => {
    assert.equal(plainText('№ \\_\\_\\_\\_ на поставку'), '№ на поставку');
    assert.equal(plainText('**Итого:** 5'), 'Итого: 5');
  });
});

describe('a role word opening a sentence', () => {
  it('names no party: what follows it in lower case is what the party did', async () => {
    for (const [lines, type, key] of [
      [['АКТ № 15 от 14.03.2024', 'Исполнитель оказал, а Заказчик принял следующие услуги:'], 'act', 'contractor'],
      [['АКТ № 15 от 14.03.2024', 'Заказчик принял работы, выполненные по Договору:'], 'act', 'customer'],
      [['ACCEPTANCE CERTIFICATE No. 15', 'Contractor performed, and Customer accepted, the following services:'], 'act', 'contractor'],
      [['RECHNUNG 2024-17', 'Lieferant liefert, Kunde zahlt nach Erhalt:'], 'invoice', 'seller'],
      [['INVOICE 7', '** This is not a VAT invoice  (Not to be used for payment remittance)'], 'invoice', 'buyer'],
      [['INVOICE 7', 'Amounts due to be paid by the end of the month'], 'invoice', 'buyer'],
    ] as const) {
      const r = await run([...lines], type);
      assert.equal((r[key] as { name?: unknown } | undefined)?.name ?? null, null, lines[1]);
    }
  });

  it('still names a party whose name opens with a particle in lower case', async () => {
    const r = await run(['RECHNUNG 2024-17', 'Lieferant: von Ardenne GmbH, Hauptstraße 1, 01324 Dresden', 'Kunde: van Leeuwen B.V., Kade 5, 1011 Amsterdam'], 'invoice');
    assert.deepEqual([(r.seller as { name?: unknown }).name, (r.buyer as { name?: unknown }).name], ['von Ardenne GmbH', 'van Leeuwen B.V.']);
  });
});

describe('a phrase cut at a label word', () => {
  it('names no party where it ends with an article, preposition or conjunction', async () => {
    for (const [lines, key] of [
      [['INVOICE 7', '* Prices may include VAT  Service Provider:', '** This is not a VAT invoice  (Not to be used for payment)'], 'seller'],
      [['RECHNUNG 7', 'Rechnungssteller: Die Rechnung gilt nicht als Beleg für die'], 'seller'],
      [['FACTURE 7', 'Client : Cette facture ne vaut pas reçu pour la'], 'buyer'],
    ] as const) {
      const r = await run([...lines], 'invoice');
      assert.equal((r[key] as { name?: unknown } | undefined)?.name ?? null, null, lines[1]);
    }
  });

  it('keeps names that end with an initial or a word of their own', async () => {
    const r = await run(['СЧЁТ № 7 от 01.02.2024', 'Поставщик: ИП Иванов И. И., ИНН 772345678901', 'Покупатель: ООО «Дом и Сад»'], 'invoice');
    assert.deepEqual([(r.seller as { name?: unknown }).name, (r.buyer as { name?: unknown }).name], ['ИП Иванов И. И.', 'ООО «Дом и Сад»']);
    // A form OCR read in lower case still opens a name.
    const ocr = await run(['СЧЁТ № 7 от 01.02.2024', 'Поставщик: ао «Вектор», ИНН 7707083893', 'Покупатель: ооо «Ромашка»'], 'invoice');
    assert.deepEqual([(ocr.seller as { name?: unknown }).name, (ocr.buyer as { name?: unknown }).name], ['ао «Вектор»', 'ооо «Ромашка»']);
    const en = await run(['INVOICE 7', 'Seller: Bank of America', 'Buyer: Marks and Spencer'], 'invoice');
    assert.deepEqual([(en.seller as { name?: unknown }).name, (en.buyer as { name?: unknown }).name], ['Bank of America', 'Marks and Spencer']);
  });
});
