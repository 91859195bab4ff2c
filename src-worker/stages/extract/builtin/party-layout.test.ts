import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractFrom, run } from './test-helpers';
import { parseText } from '../../parse-text';
import { groupLines, withLines } from '../../../lib/layout/lines';

/** Words of a line from x, a space (5 pt) between them, as the test helper sizes them (5 pt per character). */
function words(text: string, x: number, y: number): [string, number, number][] {
  const out: [string, number, number][] = [];
  let at = x;
  for (const w of text.split(' ')) { out.push([w, at, y]); at += w.length * 5 + 5; }
  return out;
}

const party = (r: Record<string, unknown>, key: string): Record<string, unknown> => (r[key] ?? {}) as Record<string, unknown>;

/** Words of a line on a skewed scan: each sits lower the farther right it stands (a slope of 1.2%: 7 pt over the width). */
const SLOPE = 0.012;
const sloped = (text: string, x: number, y: number): [string, number, number][] => words(text, x, y).map(([t, wx, wy]) => [t, wx, wy + (wx - 40) * SLOPE]);

/** A scanned page of those words, its lines grouped with the page's skew as a scan's are (OCR pages level their words first). */
function skewedScan(placed: [string, number, number][]): ReturnType<typeof parseText> {
  const doc = parseText('');
  const items = placed.map(([t, x, y], i) => ({ id: `w${i}`, text: t, box: [x, y, x + t.length * 5, y + 10] as const, fontSize: 10, eol: false, ocrConfidence: 90 }));
  doc.pages = [{ no: 1, widthPt: 842, heightPt: 595, rotation: 0, layer: 'ocr', items, lines: groupLines(items, SLOPE) }];
  return doc;
}

describe('party blocks of forms laid out in a column of labels', () => {
  for (const [role, key] of [['Поставщик', 'supplier'], ['Плательщик', 'payer'], ['Грузополучатель', 'consignee']] as const) {
    it(`"${role}" beside the second line of its value, nothing under it, reads the value from the line above`, async () => {
      const r = await run('', 'torg12', [
        ...words('ТОВАРНАЯ НАКЛАДНАЯ № 7 от 01.02.2024', 200, 20),
        ...words('ООО «Ромашка», ИНН 7707083893, КПП 770701001, г. Москва, р/с', 134, 100),
        ...words(role, 40, 111), ...words('40702810400000000001 в банке ПАО «Сбербанк»', 134, 111),
        ...words('организация, адрес, банковские реквизиты', 200, 128),
      ]);
      assert.equal(party(r, key).name, 'ООО «Ромашка»');
      assert.equal(party(r, key).inn, '7707083893');
    });
  }

  for (const [role, key] of [['Поставщик', 'supplier'], ['Плательщик', 'payer']] as const) {
    it(`"${role}" beside the last of three lines of its value, a code box at the right of the first two, reads all three`, async () => {
      const r = await run('', 'torg12', [
        ...words('ТОВАРНАЯ НАКЛАДНАЯ № 7 от 01.02.2024', 200, 20),
        ...words('организация, адрес, банковские реквизиты', 200, 80),
        ...words('ИП Соколов Иван Петрович, ИНН 500100732259, 123456, г. Тверь, наб.', 134, 100), ...words('по ОКПО 12345678', 520, 104),
        ...words('Обводного канала, д. 12, р/с 40702810400000000001, в банке', 134, 111), ...words('номер 17', 520, 115),
        ...words(role, 40, 122), ...words('ПАО «Сбербанк», БИК 044525225', 134, 122),
        ...words('организация, адрес, банковские реквизиты', 200, 139),
      ]);
      assert.equal(party(r, key).name, 'ИП Соколов Иван Петрович');
      assert.equal(party(r, key).inn, '500100732259');
    });
  }

  for (const [role, key] of [['Поставщик', 'supplier'], ['Плательщик', 'payer']] as const) {
    it(`"${role}" under a value whose lines a code box at the right interleaves (set between them in reading order) reads the value above`, async () => {
      const r = await run('', 'torg12', [
        ...words('ТОВАРНАЯ НАКЛАДНАЯ № 7 от 01.02.2024', 200, 20),
        ...words('организация, адрес, банковские реквизиты', 200, 80),
        ...words('АО «Северный Ветер», ИНН 7708811697, КПП 770801001, г. Краснодар, тел.: +7', 134, 100), ...words('по ОКПО 81151882', 520, 101),
        ...words('(497) 514-62-26, р/с 40702810869190707949, в банке ПАО «Промсвязьбанк», к/с', 134, 111),
        ...words('по ОКПО 38051344', 520, 117),
        ...words(role, 40, 122), ...words('30101810721452861182', 134, 122),
        ...words('организация, адрес, банковские реквизиты', 200, 139),
      ]);
      assert.equal(party(r, key).name, 'АО «Северный Ветер»');
      assert.equal(party(r, key).inn, '7708811697');
    });
  }

  for (const [role, key] of [['Поставщик', 'supplier'], ['Плательщик', 'payer']] as const) {
    it(`"${role}" on a skewed scan, its long lines' boxes as tall as their slope, still reads the value begun above it`, async () => {
      const placed: [string, number, number][] = [
        ...sloped('ТОВАРНАЯ НАКЛАДНАЯ № 7 от 01.02.2024', 200, 20),
        ...sloped('организация, адрес, банковские реквизиты', 200, 80),
        ...sloped('АО «Северный Ветер», ИНН 7708811697, КПП 770801001, г. Краснодар, ул. Садовая, д. 23, оф. 325, тел.: +7 (497) 514-62-26, р/с', 134, 100),
        ...sloped(role, 40, 111), ...sloped('40702810869190707949, в банке ПАО «Промсвязьбанк» г. Санкт-Петербург, БИК 040867182, к/с 30101810721452861182', 134, 111),
        ...sloped('организация, адрес, банковские реквизиты', 200, 128),
      ];
      const r = await extractFrom(skewedScan(placed), 'torg12');
      assert.equal(party(r, key).name, 'АО «Северный Ветер»');
      assert.equal(party(r, key).inn, '7708811697');
    });
  }

  for (const [label, key, other] of [['Покупатель:', 'buyer', 'Поставщик:'], ['Поставщик:', 'seller', 'Получатель:']] as const) {
    it(`"${label}" on a skewed scan leaves the wrapped address of the party above, whose long line's box is as tall as its slope`, async () => {
      const placed: [string, number, number][] = [
        ...sloped('Счёт на оплату № 462 от 19 января 2022 г.', 40, 20),
        ...sloped(other, 40, 100), ...sloped('ПАО «Торговый Дом Вектор», ИНН 5036558140, КПП 503601001, 106549, г.', 134, 100),
        ...sloped('Санкт-Петербург, ул. Садовая, д. 137, оф. 283', 134, 111),
        ...sloped(label, 40, 122), ...sloped('ПАО "Граниткомплект", ИНН 5079332363, КПП 507901001, 144435, г. Казань,', 134, 122),
        ...sloped('пр-т Мира, д. 29, оф. 133', 134, 133),
      ];
      const r = await extractFrom(skewedScan(placed), 'invoice');
      assert.equal(party(r, key).name, 'ПАО "Граниткомплект"');
      assert.equal(party(r, key).inn, '5079332363');
    });
  }

  it('a label with another label under it (a column of labels) reads its value to its right, even from the line above', async () => {
    const r = await run('', 'torg12', [
      ...words('ТОВАРНАЯ НАКЛАДНАЯ № 7 от 01.02.2024', 200, 20),
      ...words('ООО «Вектор», ИНН 7707083893, КПП 770701001, г. Москва, тел.: +7', 134, 100),
      ...words('Плательщик', 40, 111), ...words('(495) 123-45-67', 134, 111),
      ...words('Основание', 40, 124), ...words('Договор № 5 от 01.01.2024', 134, 124),
    ]);
    assert.equal(party(r, 'payer').name, 'ООО «Вектор»');
    assert.equal(party(r, 'payer').inn, '7707083893');
  });

  it('leaves the wrapped address of the party above to that party, its label set close before its value', async () => {
    const r = await run('', 'act', [
      ...words('Акт № 12 от 01.02.2024', 40, 20),
      ...words('Подрядчик:', 40, 100), ...words('ООО «Альфа», ИНН 7707083893, г. Казань,', 107, 100),
      ...words('ул. Ленина, д. 15', 107, 111),
      ...words('Заказчик', 40, 122), ...words('АО «Бета», ИНН 7701234567, г. Тверь', 107, 122),
      ...words('услуг:', 40, 133),
    ]);
    assert.equal(party(r, 'contractor').name, 'ООО «Альфа»');
    assert.equal(party(r, 'customer').name, 'АО «Бета»');
    assert.equal(party(r, 'customer').inn, '7701234567');
  });

  it('leaves the wrapped address of the party above to that party', async () => {
    const r = await run('', 'invoice', [
      ...words('Счёт на оплату № 12 от 01.02.2024', 40, 20),
      ...words('Поставщик:', 40, 100), ...words('ООО «Альфа», ИНН 7707083893, г. Москва, ул. Ленина, д.', 134, 100),
      ...words('12, оф. 5', 134, 111),
      ...words('Покупатель:', 40, 122), ...words('АО «Бета», ИНН 7701234567, г. Тверь', 134, 122),
    ]);
    assert.equal(party(r, 'seller').name, 'ООО «Альфа»');
    assert.equal(party(r, 'buyer').name, 'АО «Бета»');
    assert.equal(party(r, 'buyer').inn, '7701234567');
  });

  it('leaves the lines of the party above to it even where OCR boxes of one value differ in height', async () => {
    // Words as OCR boxes them: tall letters and descenders make some lines' boxes a quarter taller.
    const ocrLine = (text: string, x: number, y: number, h: number): [string, number, number, number][] => {
      let at = x;
      return text.split(' ').map((w) => { const out: [string, number, number, number] = [w, at, y, h]; at += w.length * 5 + 5; return out; });
    };
    const doc = parseText('');
    const words = [...ocrLine('Акт № 1505 от 08.04.2024', 40, 20, 11),
      ...ocrLine('Подрядчик:', 40, 72, 10), ...ocrLine('ООО «Альфа», ИНН 7707083893, г. Екатеринбург, ул.', 112, 72, 10),
      ...ocrLine('Промышленная, д. 104, р/с', 112, 83, 11.5), ...ocrLine('40702810097225772645, в банке «Райффайзенбанк», БИК', 112, 94.5, 11.5),
      ...ocrLine('047835647, к/с 30101810011707519647', 112, 105.6, 9.1),
      ...ocrLine('Заказчик', 40, 118.5, 11), ...ocrLine('АО «Бета», ИНН 7701234567, г. Тверь', 112, 118.5, 11)];
    doc.pages = [withLines({ no: 1, widthPt: 595, heightPt: 842, rotation: 0, layer: 'ocr',
      items: words.map(([t, x, y, h], i) => ({ id: `w${i}`, text: t, box: [x, y, x + t.length * 5, y + h] as const, fontSize: h, eol: false, ocrConfidence: 90 })) })];
    const r = await extractFrom(doc, 'act');
    assert.equal(party(r, 'contractor').name, 'ООО «Альфа»');
    assert.equal(party(r, 'customer').name, 'АО «Бета»');
    assert.equal(party(r, 'customer').inn, '7701234567');
  });

  it('a client code label does not swallow the client label under it, and a sentence is no name', async () => {
    const r = await run(['Дата документа:   02.06.10', 'Номер документа:   РН-0110107', 'Код Клиента:   6356', 'Клиент:   Аптека № 98 ГУП №1', 'Комментарий:', 'Дата еЗаказа:   02.06.10'], 'invoice');
    assert.equal(party(r, 'buyer').name, 'Аптека № 98 ГУП №1');
    const fish = await run(['ТОВАРНАЯ НАКЛАДНАЯ № 36 от 25.11.2021', 'Поставщик   Далеко-далеко за словесными горами в стране гласных и согласных.'], 'torg12');
    assert.equal(party(fish, 'supplier').name, null);
  });
});

describe('a role label qualified by its second word in parentheses', () => {
  it('reads the name after "Покупатель (Заказчик):", "Buyer (Customer):", "Käufer (Kunde):" on the label\'s line', async () => {
    const cases: [string, string, string, string][] = [
      ['Счёт на оплату № 5 от 12.01.2023', 'Поставщик (Исполнитель):', 'Покупатель (Заказчик):', 'ПАО «Технотрейд»'],
      ['Invoice No. 5', 'Seller (Supplier):', 'Buyer (Customer):', 'Meadow Partners LLC'],
      ['Rechnung Nr. 5', 'Verkäufer (Lieferant):', 'Käufer (Kunde):', 'Schmidt Handel AG'],
    ];
    for (const [title, sellerLabel, buyerLabel, buyer] of cases) {
      const r = await run([title, `${sellerLabel} ООО «Северный Ветер», ИНН 5245533132, г. Самара, ул.`, 'Гагарина, д. 99',
        `${buyerLabel} ${buyer}, ИНН 5260828028, 184550, г. Москва, ул.`, 'Ленина, д. 67'], 'invoice');
      assert.deepEqual([party(r, 'seller').name, party(r, 'buyer').name], ['ООО «Северный Ветер»', buyer], title);
    }
  });
});

describe('a party\'s name wrapped onto the next line of its cell', () => {
  const cases: [string, string, string, string, string][] = [
    ['Счёт-фактура № 7 от 01.02.2024', 'Покупатель:', 'Индивидуальный предприниматель Морозов Олег', 'Андреевич', 'Адрес:'],
    ['Invoice No. 7', 'Buyer:', 'Northern Lights Trading and', 'Logistics Ltd', 'Address:'],
    ['Rechnung Nr. 7', 'Käufer:', 'Schmidt Handel und Vertrieb', 'GmbH & Co. KG', 'Adresse:'],
  ];
  for (const [title, label, first, rest, addressLabel] of cases) {
    it(`joins "${first}" and "${rest}" under "${label}"; an address or a labelled line below is no part of the name`, async () => {
      const wrapped = await run('', 'invoice', [...words(title, 200, 20), ...words(label, 40, 60), ...words(first, 160, 60), ...words(rest, 160, 71),
        ...words(addressLabel, 40, 86), ...words('12 Main Street, London', 160, 86)]);
      assert.equal(party(wrapped, 'buyer').name, `${first} ${rest}`);
      const address = await run('', 'invoice', [...words(title, 200, 20), ...words(label, 40, 60), ...words(first, 160, 60), ...words('12 Main Street, London', 160, 71)]);
      // A first line ending with a conjunction and nothing going on with it is a name cut short: none is given.
      const alone = first.endsWith(' and') ? null : first;
      assert.equal(party(address, 'buyer').name ?? null, alone, 'an address line under the name');
      const labelled = await run('', 'invoice', [...words(title, 200, 20), ...words(label, 40, 60), ...words(first, 160, 60), ...words(addressLabel, 40, 71), ...words(rest, 160, 71)]);
      assert.equal(party(labelled, 'buyer').name ?? null, alone, 'a line with a label of its own');
    });
  }
});

describe('a form\'s field numbers and side notes beside a wrapped name', () => {
  it('"Продавец:  Индивидуальный предприниматель Попов  (2)" over "Игорь Иванович", a note in the form\'s left margin beside it', async () => {
    const r = await run('', 'upd', [...words('Счет-фактура № 9779 от 02.02.2021 (1)', 300, 20),
      ...words('Продавец:', 180, 60), ...words('Индивидуальный предприниматель Попов', 300, 60), ...words('(2)', 490, 60),
      ...words('1 – счет-фактура и передаточный', 20, 71), ...words('Игорь Иванович', 300, 71),
      ...words('Адрес:', 180, 86), ...words('166479, г. Екатеринбург, ул. Гагарина, д. 18', 300, 86), ...words('(2а)', 530, 86)]);
    assert.equal(party(r, 'seller').name, 'Индивидуальный предприниматель Попов Игорь Иванович');
  });
});

describe('a form\'s field right above a party\'s line', () => {
  for (const [title, above, aboveValue, label, name, type, key] of [
    ['Счет-фактура № 51/6 от 19.04.2024 (1)', 'Документ об отгрузке', '№ п/п 1-1 № 51/6 от 19.04.2024', 'Покупатель:', 'ООО «Торговый Дом Вектор»', 'upd', 'buyer'],
    ['Invoice No. 4471 of 19.04.2024', 'Delivery note', 'DN 4471 of 19.04.2024', 'Buyer:', 'Northwind Trading Ltd', 'invoice', 'buyer'],
    ['Rechnung Nr. 4471 vom 19.04.2024', 'Lieferschein', 'LS 4471 vom 19.04.2024', 'Käufer:', 'Rheinhandel GmbH', 'invoice', 'buyer'],
  ] as const) {
    it(`"${above}  ${aboveValue}" over "${label}  ${name}": the line above is another field, not the start of the name`, async () => {
      // Set as OCR boxes them: the two lines touch, their values start at one x.
      const r = await run('', type, [...words(title, 300, 20),
        ...words(above, 165, 155), ...words(aboveValue, 535, 155), ...words('(5а)', 790, 155),
        ...words(label, 165, 166), ...words(name, 535, 166), ...words('(6)', 790, 166)]);
      assert.equal(party(r, key).name, name);
    });
  }
});

describe('parties of an act set label after label', () => {
  it('an address line between two parties belongs to the one above, whose value follows its label after a single space', async () => {
    for (const [seller, buyer] of [['Исполнитель:', 'Заказчик:'], ['Contractor:', 'Customer:']] as const) {
      const r = await run('', 'act', [...words('Акт № 95/3 от 21.05.2025', 200, 20),
        ...words(`${seller} ООО «Полюсинвест», ИНН 7892630805, г. Самара,`, 40, 60), ...words('ул. Ленина, д. 37', 40 + (seller.length + 1) * 5 + 5, 71),
        ...words(buyer, 40, 82), ...words('ООО «Центр Решений», ИНН 7727863796, г. Краснодар', 40 + (seller.length + 1) * 5 + 5, 82)]);
      assert.deepEqual([party(r, 'contractor').name, party(r, 'customer').name], ['ООО «Полюсинвест»', 'ООО «Центр Решений»'], seller);
    }
  });

  it('a label wrapped under itself ("Исполнитель" over "(Подрядчик):") points to the value beside it, even one ending with a phone label', async () => {
    const r = await run('', 'act', [...words('Акт выполненных работ № 750 от 28.02.2022', 200, 20),
      ...words('Исполнитель', 40, 60), ...words('АО "Городские Системы", ИНН 5460650173, КПП 546001001, г. Казань, тел.:', 160, 60),
      ...words('(Подрядчик):', 40, 71), ...words('+7 (499) 276-74-31', 160, 71),
      ...words('Заказчик:', 40, 86), ...words('АО "Орионтех", ИНН 7889191643', 160, 86)]);
    assert.deepEqual([party(r, 'contractor').name, party(r, 'contractor').inn], ['АО "Городские Системы"', '5460650173']);
  });
});

describe('the box of a wrapped name', () => {
  it('covers both of its lines', async () => {
    const { partyBlocks, partyField } = await import('./parties');
    const { textView } = await import('../../../lib/reading/text-view');
    const placed = [...words('Invoice No. 7', 200, 20), ...words('Buyer:', 40, 60), ...words('Northern Lights Trading and', 160, 60), ...words('Logistics Ltd', 160, 71)];
    const doc = parseText('');
    doc.pages = [withLines({ no: 1, widthPt: 595, heightPt: 842, rotation: 0, layer: 'ocr',
      items: placed.map(([t, x, y], i) => ({ id: `w${i}`, text: t, box: [x, y, x + t.length * 5, y + 10] as const, fontSize: 10, eol: false, ocrConfidence: 90 })) })];
    const view = textView(doc);
    const found = partyField(view, partyBlocks(view), 'buyer', 'name');
    assert.equal(found?.value, 'Northern Lights Trading and Logistics Ltd');
    assert.deepEqual([found?.box?.[1], found?.box?.[3]], [60, 81], 'from the first line\'s top to the second\'s bottom');
  });
});

describe('a marketplace\'s "Seller of record" heading', () => {
  it('is the seller\'s whole label: its last words are no name', async () => {
    for (const heading of ['SELLER OF RECORD', 'Seller of record']) {
      const r = await run(['Tax Invoice', `${heading}     Billing address     Ship to`, 'North Partners Ltd.     Harbor Supplies Corp.     Harbor Supplies Corp.',
        '166 Market Road     11 Market Road     11 Market Road'], 'invoice');
      assert.equal(party(r, 'seller').name, 'North Partners Ltd.', heading);
    }
  });
});
