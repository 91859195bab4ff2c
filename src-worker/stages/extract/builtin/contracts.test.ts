import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { run } from './test-helpers';

/** A Russian contract as its DOCX reads: a title with the number left blank, numbered clauses, bold headings. */
const CONTRACT = [
  '**Договор № \\_\\_\\_\\_\\_\\_**', '',
  '**на выполнение работ по ремонту кровли**', '',
  'г. Рязань «\\_\\_» \\_\\_\\_\\_\\_\\_ 20\\_\\_ г.', '',
  'ООО «Заказчик», именуемое в дальнейшем «Заказчик», с одной стороны, и ООО «Подрядчик», именуемое в дальнейшем «Подрядчик», с другой стороны, заключили настоящий договор о нижеследующем:', '',
  '1.  **Предмет Договора**', '',
  '1.1. По настоящему Договору Подрядчик обязуется выполнить работы по ремонту кровли.', '',
  '1.4. Существенным условием Договора для Сторон является: цена, сроки выполнения работ, качество работ.', '',
  '1.  **Срок действия Договора**', '',
  '2.1. Договор действует по «\\_\\_\\_» \\_\\_\\_\\_ 20\\_\\_\\_ года включительно. Неисполненные в срок обязательства должны быть исполнены.', '',
  '1.  **Цена и порядок оплаты**', '',
  '6.1. Цена настоящего Договора составляет 74 000 (Семьдесят четыре тысячи) рублей 00 копеек, в том числе НДС 20% - 12 333 (Двенадцать тысяч триста тридцать три) рубля 33 копейки.', '',
  '6.2. Указанная цена Договора является твердой и определяется на весь срок исполнения Договора.', '',
  '12.4. Срок рассмотрения претензии составляет 5 (Пять) рабочих дней.',
].join('\n');

describe('built-in extractor on a contract', () => {
  it('reads the price and its VAT from a clause, and the price in words beside its figures', async () => {
    const r = await run(CONTRACT, 'contract');
    assert.equal(r.price, 74000);
    assert.equal(r.vat, 12333.33, 'the dash after "20%" is no minus; the kopecks come after the words');
    assert.equal(r.amount_in_words, 'Семьдесят четыре тысячи рублей 00 копеек', 'the words of the price, not of its VAT');
    assert.equal(r.currency, 'RUB');
  });

  it('takes no prose for a number or a term; the subject from the title', async () => {
    const r = await run(CONTRACT, 'contract');
    assert.equal(r.number, null, 'the number is left blank; "о нижеследующем" after "договор" is no number');
    assert.equal(r.subject, 'выполнение работ по ремонту кровли', 'from the title, not from the heading "Предмет Договора"');
    assert.equal(r.term, null, 'headings, a list inside a sentence and numbered clauses are no "Срок: …"');
  });

  it('reads each party\'s requisites down its column of the closing table', async () => {
    const r = await run([CONTRACT, '', '1.  **Юридические адреса и банковские реквизиты Сторон**', '',
      '| Заказчик: ООО «Ромашка» | Подрядчик: ООО «Лютик» |', '| --- | --- |',
      '| Юридический адрес: 390526, г. Рязань, ул. Юбилейная, д.6 | Юридический адрес: 390043, г. Рязань, офис 8 |',
      '| Фактический адрес: 390526, г. Рязань, ул. Юбилейная, д.6 | Фактический адрес: 390043, г. Рязань, офис 8 |',
      '| Телефон/факс: +7(4912) 26-12-18 | Телефон/факс: +7(910)6410493 |',
      '| ИНН /КПП 7707083893/ 770701001 | ИНН / КПП 6229097748 / 622901001 |',
      '| ОГРН 1026200702340 | ОГРН 1216200003480 |',
      '| Р/с 40702810900000000001 | Р/с 40702810720300012219 |',
      '| Банк: ПАО Сбербанк | Банк: ТКБ БАНК ПАО г.Москва |',
      '| К/сч 30101810400000000225 | К/сч 30101810800000000388 |',
      '| БИК 044525225 | БИК 044525388 |',
    ], 'contract');
    const contractor = r.contractor as Record<string, unknown>;
    assert.deepEqual([contractor.inn, contractor.ogrn, contractor.account, contractor.bank, contractor.corr_account, contractor.bic],
      ['6229097748', '1216200003480', '40702810720300012219', 'ТКБ БАНК ПАО г.Москва', '30101810800000000388', '044525388']);
    assert.equal((r.customer as Record<string, unknown>).bic, '044525225');
  });

  it('reads a subject written in the title line', async () => {
    const r = await run('ДОГОВОР ПОСТАВКИ № 12/5 о поставке офисной мебели\n\nг. Москва', 'contract');
    assert.deepEqual([r.number, r.subject], ['12/5', 'поставке офисной мебели']);
  });

  it('still reads a term written as a label and its value', async () => {
    const r = await run(`${CONTRACT}\n\nСрок: до 31.12.2026`, 'contract');
    assert.equal(r.term, 'до 31.12.2026');
  });
});
