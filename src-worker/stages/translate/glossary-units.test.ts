import { test } from 'node:test';
import { assertRows } from './test-table';

/** Units of measure, UN/ECE codes, packaging, plurals and quantity expressions, in and out of each language. */

test('Russian units as whole values, in every target', () => {
  assertRows([
    ['шт', 'en', 'pcs'], ['шт.', 'en', 'pcs'], ['Шт.', 'de', 'Stk.'], ['ШТ', 'fr', 'pce'], ['штук', 'zh', '件'],
    ['кг', 'fr', 'kg'], ['г', 'en', 'g'], ['т', 'de', 't'], ['л', 'en', 'l'], ['м', 'zh', '米'],
    ['м²', 'en', 'm²'], ['м2', 'en', 'm²'], ['кв. м', 'zh', '平方米'], ['кв.м', 'de', 'm²'], ['м³', 'fr', 'm³'],
    ['км', 'en', 'km'], ['ч', 'en', 'h'], ['час', 'de', 'Std.'], ['упак', 'en', 'pack'], ['компл.', 'en', 'set'],
    ['пар', 'en', 'pair'], ['рулон', 'de', 'Rolle'], ['лист', 'fr', 'feuille'], ['пог. м', 'en', 'running m'],
  ]);
});

test('English, German, French and Chinese units as whole values', () => {
  assertRows([
    ['pcs', 'ru', 'шт'], ['pc', 'ru', 'шт'], ['pieces', 'de', 'Stk.'], ['ea', 'ru', 'шт'], ['each', 'zh', '件'],
    ['kg', 'zh', '千克'], ['g', 'ru', 'г'], ['t', 'ru', 'т'], ['l', 'ru', 'л'], ['m', 'ru', 'м'], ['sqm', 'ru', 'м²'],
    ['hr', 'ru', 'ч'], ['hrs', 'de', 'Std.'], ['set', 'ru', 'компл.'], ['pair', 'fr', 'paire'], ['roll', 'ru', 'рулон'],
    ['sheet', 'zh', '张'], ['pack', 'ru', 'упак.'], ['box', 'ru', 'коробка'],
    ['Stück', 'en', 'pcs'], ['Stk.', 'ru', 'шт'], ['St.', 'ru', 'шт'], ['Paar', 'en', 'pair'], ['Satz', 'en', 'set'],
    ['Packung', 'fr', 'paquet'], ['Karton', 'en', 'carton'], ['Std.', 'ru', 'ч'],
    ['pièce', 'en', 'pcs'], ['pce', 'ru', 'шт'], ['u.', 'ru', 'шт'], ['unité', 'en', 'pcs'], ['heures', 'en', 'h'],
    ['lot', 'en', 'set'], ['paire', 'ru', 'пар'], ['carton', 'ru', 'короб'], ['boîte', 'en', 'box'],
    ['件', 'en', 'pcs'], ['个', 'ru', 'шт'], ['台', 'en', 'pcs'], ['套', 'en', 'set'], ['千克', 'en', 'kg'], ['公斤', 'ru', 'кг'],
    ['米', 'en', 'm'], ['平方米', 'en', 'm²'], ['小时', 'de', 'Std.'], ['箱', 'en', 'carton'], ['包', 'en', 'pack'],
  ]);
});

test('UN/ECE Recommendation 20 codes become the usual abbreviation of the target', () => {
  const ru: Record<string, string> = {
    H87: 'шт', C62: 'шт', EA: 'шт', PCE: 'шт', KGM: 'кг', GRM: 'г', TNE: 'т', LTR: 'л', MTR: 'м', MTK: 'м²', MTQ: 'м³',
    KMT: 'км', HUR: 'ч', DAY: 'дн.', MON: 'мес.', SET: 'компл.', PR: 'пар', LS: 'усл. ед.', XPK: 'упак.', XBX: 'коробка',
  };
  assertRows(Object.entries(ru).map(([code, word]) => [code, 'ru', word] as const));
  assertRows([['H87', 'en', 'pcs'], ['H87', 'zh', '件'], ['H87', 'de', 'Stk.'], ['H87', 'fr', 'pce'], ['KGM', 'zh', '千克'], ['MTK', 'de', 'm²'], ['XPX', 'fr', 'palette'], ['HUR', 'zh', '小时']]);
});

test('a code counts only alone or after a number, and only in capitals', () => {
  assertRows([
    ['10 KGM', 'en', '10 kg'], ['5 XBX', 'en', '5 boxes'], ['2 PR', 'de', '2 Paar'],
    ['Delivery MON', 'ru', 'Delivery MON', false], ['kgm', 'ru', 'kgm', false], ['PR department', 'ru', 'PR department', false],
  ]);
});

test('units after a number, with or without a space; the number and the spacing stay', () => {
  assertRows([
    ['10 шт', 'en', '10 pcs'], ['10шт', 'en', '10pcs'], ['2,5 т', 'en', '2,5 t'], ['1 000 кг', 'zh', '1 000千克'],
    ['10 шт', 'zh', '10件'], ['5 кг', 'zh', '5千克'], ['10件', 'en', '10 pcs'], ['25公斤', 'ru', '25 кг'],
    ['5 L', 'ru', '5 л'], ['5l', 'ru', '5л'], ['120 см', 'en', '120 cm'], ['3 h', 'ru', '3 ч'], ['5 St.', 'en', '5 pcs'],
    ['10 pcs.', 'de', '10 Stk.'], ['10 pcs', 'de', '10 Stk.'], ['pcs.', 'de', 'Stk.'], ['40 km/h', 'ru', '40 км/ч'],
  ]);
});

test('packaging and time words take the plural the number asks for', () => {
  assertRows([
    ['1 box', 'ru', '1 коробка'], ['2 boxes', 'ru', '2 коробки'], ['5 boxes', 'ru', '5 коробок'], ['21 boxes', 'ru', '21 коробка'],
    ['2.5 rolls', 'ru', '2.5 рулона'], ['1 Karton', 'en', '1 carton'], ['12 Kartons', 'en', '12 cartons'], ['3 pallets', 'de', '3 Paletten'],
    ['1,5 паллеты', 'fr', '1,5 palette'], ['3 паллеты', 'fr', '3 palettes'], ['3 pallets', 'zh', '3托盘'], ['1 000 мешков', 'en', '1 000 bags'],
    ['1 день', 'en', '1 day'], ['30 дней', 'en', '30 days'], ['2 года', 'en', '2 years'], ['5 years', 'ru', '5 лет'],
    ['1 year', 'ru', '1 год'], ['3 years', 'ru', '3 года'], ['12 Monate', 'fr', '12 mois'], ['3 semaines', 'de', '3 Wochen'],
  ]);
});

test('quantity expressions: the connective belongs to the pattern (по / of / à / de / 每)', () => {
  assertRows([
    ['10 упак. по 20 шт', 'en', '10 pack of 20 pcs'], ['10 упак. по 20 шт', 'zh', '10包，每包20件'],
    ['10 упак. по 20 шт', 'de', '10 Packungen à 20 Stk.'], ['10 упак. по 20 шт', 'fr', '10 paquets de 20 pce'],
    ['10 boxes of 12 bottles', 'ru', '10 коробок по 12 бутылок'], ['5 Kartons à 12 Stück', 'en', '5 cartons of 12 pcs'],
    ['5 Kartons zu je 12 Stück', 'ru', '5 коробов по 12 шт'], ['2 palettes de 30 cartons', 'ru', '2 паллеты по 30 коробов'],
    ['10包，每包20件', 'ru', '10 упак. по 20 шт'], ['每箱24瓶', 'en', 'carton of 24 bottles'], ['box of 50 pcs', 'de', 'Schachtel à 50 Stk.'],
    ['Packung zu je 100 Stk.', 'ru', 'упак. по 100 шт'], ['sac de 25 kg', 'en', 'bag of 25 kg'], ['4 cartons x 6 bottles', 'fr', '4 cartons de 6 bouteilles'],
  ]);
});
