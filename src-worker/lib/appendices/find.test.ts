import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseText } from '../../stages/parse-text';
import { appendixHeading, findAppendices } from './find';

test('headings in several wordings and languages give their type and number', () => {
  const cases: [string, string, string | null][] = [
    ['Приложение № 1 к договору поставки № 5 от 01.02.2024', 'appendix', '1'],
    ['ПРИЛОЖЕНИЕ №2', 'appendix', '2'],
    ['Приложение 3', 'appendix', '3'],
    ['Приложение к Договору аренды № 7', 'appendix', null],
    ['Приложение № 1. Спецификация', 'specification', '1'],
    ['Спецификация № 4', 'specification', '4'],
    ['СПЕЦИФИКАЦИЯ ПОСТАВЛЯЕМОГО ТОВАРА', 'specification', null],
    ['Дополнительное соглашение № 2 к договору', 'supplementary_agreement', '2'],
    ['Appendix A', 'appendix', 'A'],
    ['Annex 2.1 to the Agreement', 'annex', '2.1'],
    ['Schedule 3', 'schedule', '3'],
    ['Exhibit B', 'exhibit', 'B'],
    ['Anlage Nr. 2', 'appendix', '2'],
  ];
  for (const [text, type, number] of cases) {
    const h = appendixHeading(text);
    assert.ok(h, text);
    assert.deepEqual([h.type, h.number], [type, number], text);
  }
});

test('prose, lists of appendices and lower-case prepositions are not headings', () => {
  for (const text of [
    'Приложение является неотъемлемой частью настоящего договора и вступает в силу с момента его подписания сторонами, если иное не указано в тексте самого приложения к договору.',
    'Приложения: Приложение № 1 — Спецификация\nПриложение № 2 — График поставки',
    'Приложение № 1 — Спецификация\nПриложение № 2 — График поставки',
    'Приложение содержит перечень',
    'Актуальные цены указаны ниже',
    'Schedule of payments is agreed by the parties in writing',
  ]) assert.equal(appendixHeading(text), null, text);
});

test('a contract with two appendices: each from its heading to the next, running headers merged', () => {
  const doc = parseText([
    'Договор поставки № 5', '', 'Поставщик обязуется поставить товар.', '',
    'Приложение № 1', '', 'Спецификация товара на первую партию.', '',
    '| Наименование | Кол-во |', '|---|---|', '| Болт М8 | 100 |', '',
    'Приложение № 1', '', 'Продолжение спецификации.', '',
    'Дополнительное соглашение № 2', '', 'Стороны изменили срок поставки.',
  ].join('\n'));
  const found = findAppendices(doc);
  assert.deepEqual(found.map((a) => [a.type, a.number, a.title]), [['appendix', '1', 'Приложение № 1'], ['supplementary_agreement', '2', 'Дополнительное соглашение № 2']]);
  assert.ok(found[0]!.blocks.some((b) => b.kind === 'table'));
  assert.ok(found[0]!.blocks.some((b) => b.text.includes('Продолжение')));
  assert.ok(!found[0]!.blocks.some((b) => b.text.includes('срок поставки')));
});

test('a document without appendix headings has none', () => {
  assert.deepEqual(findAppendices(parseText('Счёт № 12 от 01.01.2024\n\nИтого: 100,00')), []);
});

test('a list of appendices in the contract body is not taken for the appendices themselves', () => {
  const doc = parseText([
    '14.6. Во всем остальном стороны руководствуются законодательством.', '',
    '14.7 Все перечисленные приложения являются неотъемлемой частью Договора:', '',
    'Приложение № 1 – Локальная смета;', '', 'Приложение № 2 – График производства работ.', '',
    'Реквизиты сторон', '',
    'Приложение № 1', '', 'к договору № \\_\\_\\_ от 01.03.2024', '', 'Локальная смета на ремонт отопления.', '',
    'Приложение № 2', '', 'График производства работ по этапам.',
  ].join('\n'));
  assert.deepEqual(findAppendices(doc).map((a) => [a.number, a.title]), [['1', 'Приложение № 1 к договору № ___ от 01.03.2024'], ['2', 'Приложение № 2']]);
});

test('an appendix whose first line under the heading is a specification heading is one specification, in Russian and English', () => {
  const ru = findAppendices(parseText(['Договор № 1', '', 'Текст.', '', 'Приложение № 1', '', 'к договору № 1', '', 'СПЕЦИФИКАЦИЯ № 1', '', 'Кабель 100 м.'].join('\n')));
  assert.deepEqual(ru.map((a) => [a.type, a.number, a.blocks.length]), [['specification', '1', 4]]);
  const en = findAppendices(parseText(['Agreement', '', 'Text.', '', 'Annex 1', '', 'Specification No. 1', '', 'Cable, 100 m.', '', 'Annex 2', '', 'Delivery terms.'].join('\n')));
  assert.deepEqual(en.map((a) => [a.type, a.number]), [['annex', '1'], ['annex', '2']]);
});
