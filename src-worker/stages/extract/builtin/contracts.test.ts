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

  it('takes no prose for a number, a subject or a term', async () => {
    const r = await run(CONTRACT, 'contract');
    assert.equal(r.number, null, 'the number is left blank; "о нижеследующем" after "договор" is no number');
    assert.equal(r.subject, null, 'a heading is no value');
    assert.equal(r.term, null, 'headings, a list inside a sentence and numbered clauses are no "Срок: …"');
  });

  it('still reads a term written as a label and its value', async () => {
    const r = await run(`${CONTRACT}\n\nСрок: до 31.12.2026`, 'contract');
    assert.equal(r.term, 'до 31.12.2026');
  });
});
