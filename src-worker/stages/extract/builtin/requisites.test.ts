import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { placedWords as words, run } from './test-helpers';

const party = (r: Record<string, unknown>, key: string): Record<string, unknown> => (r[key] ?? {}) as Record<string, unknown>;

/** Two columns of requisites side by side, 11 pt a line: the contractor's from x = 40, the customer's from x = 300. */
const sideBySide = (left: string[], right: string[], y: number): [string, number, number][] =>
  [...left.flatMap((l, i) => words(l, 40, y + i * 11)), ...right.flatMap((l, i) => words(l, 300, y + i * 11))];

/** An act whose preamble names no party: the parties stand only in the requisites at its foot. */
const ACT_HEAD: [string, number, number][] = [
  ...words('Акт № 194', 250, 20), ...words('г. Москва', 40, 40), ...words('28.08.2021', 480, 40),
  ...words('Мы, нижеподписавшиеся, представители сторон, составили настоящий акт о том, что по договору № 187 от', 40, 60),
  ...words('01.03.2021 оказаны следующие услуги:', 40, 71),
];

describe('parties named only in the requisites side by side at the foot', () => {
  it('a role qualified in lower case ("Заказчик услуг") heads its column; a name wrapped in the column is read whole', async () => {
    const r = await run('', 'act', [
      ...ACT_HEAD,
      ...words('Вышеперечисленные услуги выполнены полностью и в срок. Заказчик претензий по объему, качеству и', 40, 300),
      ...words('срокам оказания услуг не имеет.', 40, 311),
      ...sideBySide(['Исполнитель', 'АО «Агроторг»', 'Адрес: 138249, г. Новосибирск, ул. Ленина, д. 87', 'ИНН 6695775951 КПП 669501001'],
        ['Заказчик услуг', 'Индивидуальный предприниматель Новиков', 'Алексей Иванович', 'Адрес: 189297, г. Санкт-Петербург,', 'ИНН 631976042018'], 340),
    ]);
    assert.equal(party(r, 'contractor').name, 'АО «Агроторг»');
    assert.equal(party(r, 'customer').name, 'Индивидуальный предприниматель Новиков Алексей Иванович',
      'not the sentence "Заказчик претензий … не имеет" wrapped over two lines, nor "услуг" after the heading\'s role');
  });

  for (const [sentence, label, name] of [
    ['Вышеперечисленные услуги выполнены полностью и в срок. Заказчик претензий по объему, качеству и срокам оказания услуг не имеет', 'Заказчик (Покупатель)', 'ПАО "Торговый Дом Вектор"'],
    ['The services were rendered in full and on time. Customer has no claims regarding the scope and quality of the services', 'Customer', 'Harbor Partners LLC'],
  ] as const) {
    it(`a sentence opened by the role word after another on one line, its full stop not printed, names no party (${label})`, async () => {
      const r = await run('', 'act', [
        ...ACT_HEAD,
        ...words(sentence, 40, 300),
        ...sideBySide(['Исполнитель', 'АО «Агроторг»', 'ИНН 6695775951 КПП 669501001'], [label, name, 'ИНН 6374845893 КПП 637401001'], 340),
      ]);
      assert.equal(party(r, 'customer').name, name);
    });
  }

  it('in English, the customer\'s column under its heading, a sentence with the role word in it passed over', async () => {
    const r = await run('', 'act', [
      ...words('Certificate of Completion No. 77', 180, 20), ...words('12.05.2024', 470, 40),
      ...words('The services were rendered in full and on time. Customer has no claims regarding the scope, quality and', 40, 300),
      ...words('timing of the services rendered.', 40, 311),
      ...sideBySide(['Contractor', 'Northern Lights Trading Ltd', '12 Mill Road, Leeds LS1 4AP'], ['Customer', 'Harbor Partners LLC', '35 Park Avenue, New York'], 340),
    ]);
    assert.equal(party(r, 'contractor').name, 'Northern Lights Trading Ltd');
    assert.equal(party(r, 'customer').name, 'Harbor Partners LLC');
  });

  it('a role word ending a wrapped item name ("… до" over "склада покупателя") names no party: the rows under it are goods', async () => {
    const r = await run('', 'act', [
      ...ACT_HEAD,
      ...words('№', 40, 100), ...words('Наименование', 60, 100), ...words('Кол-во', 330, 100), ...words('Цена', 400, 100), ...words('Сумма', 470, 100),
      ...words('1', 40, 115), ...words('Аренда нежилого помещения, с доставкой до', 60, 115), ...words('2,000', 330, 115), ...words('72,47', 400, 115), ...words('144,94', 470, 115),
      ...words('склада покупателя', 60, 126),
      ...words('2', 40, 141), ...words('Монтаж системы видеонаблюдения', 60, 141), ...words('8,000', 330, 141), ...words('584,07', 400, 141), ...words('4 672,56', 470, 141),
      ...sideBySide(['Исполнитель', 'ООО «Технокомплект»', 'ИНН 5250696372 КПП 525001001'], ['Заказчик', 'ООО "Кедрлогистик"', 'ИНН 6377213042 КПП 637701001'], 340),
    ]);
    assert.equal(party(r, 'customer').name, 'ООО "Кедрлогистик"');
  });
});
