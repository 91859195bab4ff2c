import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseText } from '../../stages/parse-text';
import { detectDocKind, documentTypeFor } from './index';
import { body, page, pdf } from './test-helpers';
import type { Placed } from './test-helpers';

const kindOf = (lines: Placed[], layer: 'vector' | 'ocr' = 'vector'): ReturnType<typeof detectDocKind> => detectDocKind(pdf(page(1, lines, layer)));
const typeOfText = (markdown: string): string => detectDocKind(parseText(markdown)).type;

describe('detectDocKind: titles on a PDF page', () => {
  it('a Russian invoice: the centred title below the bank block, a contract named in its basis line', () => {
    const kind = kindOf([
      { text: 'ПАО Сбербанк г. Москва  БИК 044525225', y: 40 },
      { text: 'Сч. № 30101810400000000225', y: 53 },
      { text: 'СЧЁТ НА ОПЛАТУ № 128 от 14 мая 2024 г.', y: 110, size: 14, x: 'centre' },
      { text: 'Основание: Договор поставки № 15 от 01.02.2024', y: 140 },
      ...body(170, 12),
    ]);
    // 0.25 phrase + 0.05 one tail word ("мая") + 0.25 large + 0.15 centred + 0.15 capitals + 0.1 × (1 − 0.165) near the top.
    assert.deepEqual(kind, { type: 'invoice', confidence: 0.933, title: 'СЧЁТ НА ОПЛАТУ № 128 от 14 мая 2024 г.', page: 1 });
  });

  it('an invoice whose contract reference stands above its title is still an invoice, a little less surely', () => {
    const invoice: Placed[] = [{ text: 'Счёт № 77 от 03.06.2024', y: 90, size: 16 }, ...body(130, 12)];
    const alone = kindOf(invoice);
    const withContract = kindOf([{ text: 'Договор № 15 от 01.02.2024', y: 40, x: 'right' }, ...invoice]);
    assert.deepEqual(alone, { type: 'invoice', confidence: 0.7, title: 'Счёт № 77 от 03.06.2024', page: 1 });
    // The plain reference line scores 0.45 (phrase, bare shape, top); half of it is taken off.
    assert.deepEqual(withContract, { type: 'invoice', confidence: 0.463, title: 'Счёт № 77 от 03.06.2024', page: 1 });
  });

  it('a page of a contract that goes on from the one before is no act: a sentence running on, a form code quoted in prose', () => {
    const kind = kindOf([
      { text: 'акт и выдается предписание Подрядчику об устранении выявленных недостатков. Акт', y: 60 },
      { text: 'подписывается Сторонами в течение 5 рабочих дней после получения извещения', y: 74 },
      { text: 'Сторонами акта о приемке выполненных работ (форма КС-2); справки о стоимости работ', y: 88 },
      ...body(110, 30),
    ]);
    assert.deepEqual(kind, { type: 'other', confidence: 0, title: null, page: null });
  });

  it('a form code printed as the form\'s own heading still counts', () => {
    const kind = kindOf([{ text: 'Унифицированная форма № КС-2', y: 40, x: 'right' }, { text: 'Утверждена постановлением Госкомстата России', y: 52, x: 'right' }, ...body(110, 20)]);
    assert.equal(kind.type, 'act');
  });

  it('an act with its kind words after the number', () => {
    const kind = kindOf([{ text: 'АКТ № 17 сдачи-приёмки оказанных услуг', y: 60, size: 13, x: 'centre' }, { text: 'к договору № 17 от 10.01.2024', y: 80, x: 'centre' }, ...body(110, 10)]);
    assert.equal(kind.type, 'act');
    assert.equal(kind.title, 'АКТ № 17 сдачи-приёмки оказанных услуг');
  });

  it('an OCR page where the title came out in Latin look-alikes ("CЧET-ФAKTУPA")', () => {
    const kind = kindOf([{ text: 'CЧET-ФAKTУPA № 45 oт 03.04.2024', y: 70, size: 12, x: 'centre' }, ...body(100, 12)], 'ocr');
    assert.equal(kind.type, 'upd');
    assert.equal(kind.title, 'CЧET-ФAKTУPA № 45 oт 03.04.2024');
  });

  it('a title set in spaced letters', () => {
    assert.equal(kindOf([{ text: 'С Ч Е Т - Ф А К Т У Р А № 7', y: 60, size: 12, x: 'centre' }, ...body(90, 10)]).type, 'upd');
    assert.equal(kindOf([{ text: 'А К Т  С В Е Р К И', y: 60, size: 12, x: 'centre' }, ...body(90, 10)]).type, 'other');
  });

  it('a УПД whose name is wrapped over three lines of a narrow box', () => {
    const kind = kindOf([
      { text: 'Универсальный', y: 40, size: 8 },
      { text: 'передаточный', y: 49, size: 8 },
      { text: 'документ', y: 58, size: 8 },
      { text: 'Статус: 1', y: 80, size: 8 },
      ...body(120, 12),
    ]);
    assert.equal(kind.type, 'upd');
    assert.equal(kind.title, 'Универсальный передаточный документ');
  });

  it('a ТОРГ-12 form: the form code top right, the title a third down the page', () => {
    const kind = kindOf([
      { text: 'Унифицированная форма № ТОРГ-12', y: 30, size: 7, x: 'right' },
      { text: 'Утверждена постановлением Госкомстата России от 25.12.98 № 132', y: 39, size: 7, x: 'right' },
      ...body(60, 12, 'Грузоотправитель ООО Ромашка, ИНН 7701234567, 115054, г. Москва, ул. Пятницкая, д. 1'),
      { text: 'ТОВАРНАЯ НАКЛАДНАЯ', y: 270, size: 12, x: 'centre' },
      ...body(300, 20),
    ]);
    assert.equal(kind.type, 'torg12');
    assert.equal(kind.title, 'ТОВАРНАЯ НАКЛАДНАЯ');
  });

  it('a form code alone decides the kind, weakly', () => {
    const kind = kindOf([{ text: 'Унифицированная форма № ТОРГ-12', y: 30, size: 7, x: 'right' }, ...body(60, 20)]);
    assert.equal(kind.type, 'torg12');
    assert.equal(kind.confidence, 0.45);
  });

  it('a contract titled in upper case with a long subject', () => {
    const kind = kindOf([
      { text: 'ДОГОВОР ПОДРЯДА № 12/24 НА ВЫПОЛНЕНИЕ РАБОТ ПО КАПИТАЛЬНОМУ РЕМОНТУ СИСТЕМЫ ОТОПЛЕНИЯ', y: 50, size: 11, x: 'centre' },
      { text: 'г. Рязань  01 февраля 2024 г.', y: 75 },
      ...body(100, 20),
    ]);
    assert.equal(kind.type, 'contract');
  });

  it('a specification to a contract is a specification, not the contract it names', () => {
    const kind = kindOf([{ text: 'Спецификация № 1 к договору поставки № 15 от 01.02.2024', y: 50, size: 12, x: 'centre' }, ...body(80, 12)]);
    assert.equal(kind.type, 'specification');
  });

  it('running text that starts a line with a kind word is no title', () => {
    const kind = kindOf([
      { text: 'Раздел 1. Условия договора', y: 44, size: 24 },
      { text: 'Съешь же ещё этих мягких французских булок, да выпей чаю. Договор поставки №', y: 84, size: 11 },
      { text: 'Договор поставки № 17/2024 заключён в городе Москве. Поставщик обязуется передать товар в течение', y: 97, size: 11 },
      { text: 'Согласно счёту № 5 оплата производится безналичным расчётом на счёт продавца. Стороны несут', y: 110, size: 11 },
      ...body(123, 20),
    ]);
    assert.deepEqual(kind, { type: 'other', confidence: 0, title: null, page: null });
  });

  it('a label naming a kind is not a title: "Основание: Договор поставки", "Договор: № 5"', () => {
    assert.equal(kindOf([{ text: 'Основание: Договор поставки № 15', y: 50 }, ...body(80, 12)]).type, 'other');
    assert.equal(kindOf([{ text: 'Договор: № 5 от 01.02.2024', y: 50 }, ...body(80, 12)]).type, 'other');
  });

  it('an акт сверки is recognised as other, not as an act', () => {
    const kind = kindOf([{ text: 'АКТ СВЕРКИ ВЗАИМНЫХ РАСЧЁТОВ', y: 50, size: 14, x: 'centre' }, ...body(80, 12)]);
    assert.equal(kind.type, 'other');
    assert.equal(kind.title, 'АКТ СВЕРКИ ВЗАИМНЫХ РАСЧЁТОВ');
    assert.ok(kind.confidence > 0.5);
  });
});

describe('detectDocKind: other languages and layouts', () => {
  it('an English invoice: the title top right, "Bill To:" and "Invoice Number:" labels below', () => {
    const kind = kindOf([
      { text: 'ACME Hosting Ltd', y: 40, size: 12 },
      { text: 'INVOICE', y: 40, size: 22, x: 'right' },
      { text: 'Invoice Number: INV-2024-0042', y: 80, x: 'right' },
      { text: 'Bill To:', y: 110 },
      ...body(140, 15, 'Web hosting package for the period from March to April including the support plan'),
    ]);
    assert.equal(kind.type, 'invoice');
    assert.equal(kind.title, 'INVOICE');
  });

  it('a packing list that quotes its invoice number is a packing list', () => {
    const kind = kindOf([
      { text: 'Invoice No. 2024-17', y: 40 },
      { text: 'PACKING LIST', y: 70, size: 18, x: 'centre' },
      ...body(110, 15, 'Carton 1 of 12: stainless steel fittings, net weight 14.5 kg, gross weight 15.2 kg each'),
    ]);
    assert.equal(kind.type, 'packing_list');
    assert.ok(kind.confidence < 0.9, `the quoted invoice number is a rival: ${kind.confidence}`);
  });

  it('credit notes are invoices, delivery notes are other — in English, German and French', () => {
    const title = (text: string): string => kindOf([{ text, y: 60, size: 16 }, ...body(100, 12)]).type;
    assert.equal(title('CREDIT NOTE CN-0042'), 'invoice');
    assert.equal(title('Gutschrift Nr. 2024-118'), 'invoice');
    assert.equal(title('Avoir n° F2024-0032'), 'invoice');
    assert.equal(title('Rechnung Nr. 2024-001'), 'invoice');
    assert.equal(title('FACTURE N° 12345'), 'invoice');
    assert.equal(title('Lieferschein Nr. 55'), 'other');
    assert.equal(title('Bon de livraison BL-778'), 'other');
    assert.equal(title('Delivery Note 2024/18'), 'other');
  });

  it('Dutch, Spanish and Italian titles', () => {
    const title = (text: string): string => kindOf([{ text, y: 60, size: 16 }, ...body(100, 12)]).type;
    assert.equal(title('Factuur 2024-0012'), 'invoice');
    assert.equal(title('Pakbon 7781'), 'other');
    assert.equal(title('Factura n.º A-118'), 'invoice');
    assert.equal(title('Albarán 55'), 'other');
    assert.equal(title('Fattura n. 12/2024'), 'invoice');
    assert.equal(title('Contratto di fornitura'), 'contract');
  });

  it('one or two qualifying words before a kind, in emphasised type only', () => {
    const emphasised = (text: string): ReturnType<typeof detectDocKind> => kindOf([{ text, y: 60, size: 16, x: 'centre' }, ...body(100, 12)]);
    assert.equal(emphasised('FINAL INVOICE 2024/7').type, 'invoice');
    assert.equal(emphasised('Приходная накладная № 12').type, 'torg12');
    assert.equal(emphasised('Payment Receipt').type, 'invoice');
    // 0.8 × (0.25 phrase + 0.1 bare + 0.25 large + 0.15 centred + 0.15 capitals + 0.1 top).
    assert.equal(emphasised('ORIGINAL INVOICE').confidence, 0.8);
    assert.equal(emphasised('See the attached invoice').type, 'other', 'three words before it');
    assert.equal(emphasised('Copy: invoice').type, 'other', 'a label before it');
    assert.equal(kindOf([{ text: 'Final invoice', y: 60 }, ...body(100, 12)]).type, 'other', 'plain type');
  });

  it('"Rechnungsnummer" and "Facturé à" are not the titles "Rechnung" and "Facture"', () => {
    assert.equal(kindOf([{ text: 'Rechnungsnummer 2024-001', y: 60 }, ...body(90, 12)]).type, 'other');
    assert.equal(kindOf([{ text: 'Facturé à : SARL Dupont', y: 60 }, ...body(90, 12)]).type, 'other');
  });

  it('a CMR: the code and the international title agree', () => {
    const kind = kindOf([
      { text: 'CMR', y: 30, size: 18, x: 'right' },
      { text: 'INTERNATIONAL CONSIGNMENT NOTE', y: 50, size: 10, x: 'centre' },
      ...body(80, 20, 'Sender name and address, consignee, place of taking over the goods and place of delivery'),
    ]);
    assert.equal(kind.type, 'cmr');
  });

  it('Chinese titles: a province before the fapiao title, a packing list, not a label or a sentence', () => {
    const zh = (text: string): string => kindOf([{ text, y: 50, size: 16, x: 'centre' }, ...body(90, 10, '货物名称 规格型号 单位 数量 单价 金额 税率 税额')]).type;
    assert.equal(zh('北京增值税专用发票'), 'invoice');
    assert.equal(zh('装箱单 PACKING LIST'), 'packing_list');
    assert.equal(zh('购销合同'), 'contract');
    assert.equal(zh('合同总金额为人民币十二万五千四百元整。'), 'other');
    assert.equal(kindOf([{ text: '发票号码：12345678', y: 50 }, ...body(90, 10)]).type, 'other');
  });

  it('a title on the second page counts, a little less', () => {
    const kind = detectDocKind(pdf(page(1, body(400, 5)), page(2, [{ text: 'INVOICE', y: 50, size: 20, x: 'centre' }, ...body(90, 10)])));
    assert.equal(kind.type, 'invoice');
    assert.equal(kind.page, 2);
    assert.equal(kind.confidence, 0.75);
  });

  it('a page range reads only its own pages: a composite of an invoice and a contract', () => {
    const doc = pdf(
      page(1, [{ text: 'INVOICE 2024-17', y: 50, size: 20, x: 'centre' }, ...body(90, 10)]),
      page(2, body(50, 30)),
      page(3, [{ text: 'ДОГОВОР ПОСТАВКИ № 15', y: 50, size: 14, x: 'centre' }, ...body(90, 10)]),
    );
    assert.equal(detectDocKind(doc).type, 'invoice');
    assert.equal(detectDocKind(doc, [1, 2]).type, 'invoice');
    const contract = detectDocKind(doc, [3, 3]);
    assert.equal(contract.type, 'contract');
    assert.equal(contract.page, 3);
  });
});

describe('detectDocKind: pages without geometry', () => {
  it('markdown headings, bold paragraphs and spreadsheet cells', () => {
    assert.equal(typeOfText('# Счёт на оплату № 5 от 12.03.2024\n\nПоставщик: ООО «Ромашка»'), 'invoice');
    assert.equal(typeOfText('**ДОГОВОР ПОДРЯДА № 12**\n\nг. Москва\n\n1. Предмет договора'), 'contract');
    assert.equal(typeOfText('| Поставщик | ООО Ромашка | |\n| --- | --- | --- |\n| | ТОВАРНАЯ НАКЛАДНАЯ | |\n| № | Товар | Кол-во |'), 'torg12');
    assert.equal(typeOfText('Packing list\nShipper: ACME\nCarton 1'), 'packing_list');
  });

  it('plain text mentioning kinds in its sentences is other', () => {
    assert.equal(typeOfText('Payment is due according to the invoice sent last week.\nThe contract remains in force.'), 'other');
    assert.equal(typeOfText('Оплата по договору № 5 от 01.02.2024 произведена в полном объёме.'), 'other');
  });
});

describe('documentTypeFor', () => {
  const act = pdf(page(1, [{ text: 'АКТ № 5 выполненных работ', y: 50, size: 14, x: 'centre' }, ...body(80, 10)]));

  it('the caller\'s hint wins over the title', () => {
    assert.equal(documentTypeFor(act, 'invoice'), 'invoice');
  });

  it('without a hint, the detected catalog type; null for other', () => {
    assert.equal(documentTypeFor(act, null), 'act');
    assert.equal(documentTypeFor(parseText('Just a note.'), null), null);
  });
});
