import { test } from 'node:test';
import assert from 'node:assert/strict';
import { translateByGlossary } from './glossary';
import { assertRows } from './test-table';

/** Where a unit's letters are not a unit, what is never touched, and what `complete` and `changed` mean. */

test('unit letters inside product names, codes, compounds and dates stay', () => {
  assertRows([
    ['Кабель ВВГ 3х2.5 м', 'en', 'Кабель ВВГ 3х2.5 m', false], ['M8 screw', 'ru', 'M8 screw', false], ['Винт M8', 'en', 'Винт M8', false],
    ['T-shirt', 'ru', 'T-shirt', false], ['2 T-shirts', 'ru', '2 T-shirts', false], ['Roll-up banner', 'ru', 'Roll-up banner', false],
    ['Gigabit router 5G', 'ru', 'Gigabit router 5G', false], ['10 gauge wire', 'ru', '10 gauge wire', false], ['Bag 10g', 'ru', 'Мешок 10г'],
    ['ABC-10m', 'ru', 'ABC-10m'], ['CA6707/10 m', 'ru', 'CA6707/10 m', false], ['г. Москва', 'en', 'г. Москва', false],
    ['от 12.05.2024 г.', 'en', 'от 12.05.2024 г.', false], ['2024 г.', 'en', '2024 г.', false], ['2000 г', 'en', '2000 г', false],
    ['500 г', 'en', '500 g'], ['2024年', 'en', '2024年', false], ['2年', 'en', '2 years'], ['St. Petersburg', 'ru', 'St. Petersburg', false],
    ['ein paar Tage', 'en', 'ein paar days', false], ['Water meter DN15', 'ru', 'Water meter DN15', false], ['см. приложение', 'en', 'см. приложение', false],
    ['Cod fillet', 'ru', 'Cod fillet', false], ['COD', 'ru', 'наложенный платёж'], ['р/с в банке', 'en', 'settlement account в банке', false],
    ['文件', 'en', '文件', false], ['零件', 'en', '零件', false],
  ]);
});

test('a lone capital is a size, not a unit; after a number it is one', () => {
  assertRows([['L', 'ru', 'L', false], ['M', 'ru', 'M', false], ['Size M, 50 pcs', 'ru', 'Size M, 50 шт', false], ['5 L', 'zh', '5升'], ['5 L', 'de', '5 L']]);
});

test('numbers, dates, amounts, identifiers, e-mails and URLs are never touched', () => {
  assertRows([
    ['7701234567', 'en', '7701234567'], ['770101001', 'zh', '770101001'], ['DE123456789', 'ru', 'DE123456789'],
    ['DE89 3704 0044 0532 0130 00', 'ru', 'DE89 3704 0044 0532 0130 00'], ['40702810900000012345', 'en', '40702810900000012345'],
    ['E103184', 'ru', 'E103184'], ['CA6707/10', 'de', 'CA6707/10'], ['3х2,5', 'en', '3х2,5'], ['50 x 150 x 6000', 'ru', '50 x 150 x 6000'],
    ['sales@box-pallet.com', 'ru', 'sales@box-pallet.com'], ['https://shop.example.com/pallet/10-kg', 'ru', 'https://shop.example.com/pallet/10-kg'],
    ['USD', 'ru', 'USD'], ['1 500,00 RUB', 'en', '1 500,00 RUB'], ['15.03.2024', 'zh', '15.03.2024'], ['2024-03-15', 'ru', '2024-03-15'],
    ['20%', 'en', '20%'], ['+7 (495) 123-45-67', 'en', '+7 (495) 123-45-67'], ['', 'en', ''], ['—', 'ru', '—'],
    ['Order 10 pcs, see www.box.com', 'ru', 'Order 10 шт, see www.box.com', false],
  ]);
});

test('a value already in the target language stays, complete only when its words are glossary words', () => {
  assertRows([
    ['10 pcs', 'en', '10 pcs'], ['Invoice', 'en', 'Invoice'], ['Pcs.', 'en', 'Pcs.'], ['10 Kartons à 12 Stk.', 'de', '10 Kartons à 12 Stk.'],
    ['Steel pipe', 'en', 'Steel pipe', false], ['Труба стальная, 6 м', 'en', 'Труба стальная, 6 m', false], ['Труба стальная, 6 м', 'ru', 'Труба стальная, 6 м', false],
    ['10件', 'zh', '10件'], ['pcs', 'fr', 'pcs'],
  ]);
});

test('the source language limits whose words are read; without it all five are', () => {
  assertRows([
    ['Dose', 'ru', 'Dose', false, 'en'], ['Dose', 'ru', 'банка', true, 'de'], ['10 Dosen', 'ru', '10 банок'],
    ['lot', 'ru', 'lot', false, 'en'], ['lot', 'ru', 'компл.', true, 'fr'], ['10 pcs', 'ru', '10 pcs', false, 'ru'], ['10 шт', 'ru', '10 шт', true, 'ru'],
  ]);
});

test('Chinese punctuation and spacing: a figure after a comma or a Chinese word is free-standing', () => {
  assertRows([
    ['规格M6×20，1000个', 'en', '规格M6×20, 1000 pcs', false], ['螺母M8（500个）', 'ru', '螺母M8 (500 шт)', false], ['共10箱', 'en', '共10 cartons', false],
    ['M6×20，1000个', 'de', 'M6×20, 1000 Stk.'], ['FOB 宁波', 'ru', 'FOB 宁波', false], ['10 шт, 20 кг', 'zh', '10件, 20千克'],
  ]);
});

test('changed is whether the text differs; leading and trailing spaces of a whole value stay', () => {
  assert.deepEqual(translateByGlossary(' шт. ', 'en'), { text: ' pcs ', complete: true, changed: true });
  assert.deepEqual(translateByGlossary('EXW', 'ru'), { text: 'EXW', complete: true, changed: false });
  assert.deepEqual(translateByGlossary('Steel pipe', 'en'), { text: 'Steel pipe', complete: false, changed: false });
});
