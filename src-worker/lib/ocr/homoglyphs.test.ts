import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fixCyrillicWord, fixLatinWords, fixLegalForms, fixScriptsByContext, splitGluedForm } from './homoglyphs';

describe('OCR homoglyph repair', () => {
  it('turns Latin look-alikes Cyrillic inside Cyrillic words only', () => {
    assert.equal(fixCyrillicWord('АВИА-KOC'), 'АВИА-КОС');
    assert.equal(fixCyrillicWord('Caлф'), 'Салф');
    assert.equal(fixCyrillicWord('Invoice'), 'Invoice');
    assert.equal(fixCyrillicWord('Dжонсон'), 'Dжонсон', 'a Latin letter without a twin keeps the word as it is');
    assert.equal(fixCyrillicWord('12.03.2024'), '12.03.2024');
  });
  it('turns Cyrillic look-alikes Latin on a Latin page, except legal forms and words beside surely Cyrillic ones', () => {
    assert.deepEqual(fixLatinWords(['Stainless', 'steel', 'bolts', 'М8x40']), ['Stainless', 'steel', 'bolts', 'M8x40'], 'a capital in a code');
    assert.deepEqual(fixLatinWords(['А4', 'copy', 'paper,', '80', 'gsm']), ['A4', 'copy', 'paper,', '80', 'gsm']);
    assert.deepEqual(fixLatinWords(['Water', 'РАСК', 'of', '6']), ['Water', 'PACK', 'of', '6'], 'a whole word in look-alikes');
    assert.deepEqual(fixLatinWords(['USt-IdNr.', 'ОЕ097681067']), ['USt-IdNr.', 'OE097681067'], 'the O stays a letter: look-alikes of figures are not guessed');
    assert.deepEqual(fixLatinWords(['Lieferant:', 'ООО', '«Ромашка»']), ['Lieferant:', 'ООО', '«Ромашка»'], 'a legal form and a Russian name stay');
    assert.deepEqual(fixLatinWords(['Address:', 'ул.', 'Мира,', 'д.', '5']), ['Address:', 'ул.', 'Мира,', 'д.', '5'], 'Russian words stay');
    assert.deepEqual(fixLatinWords(['Carte', 'СИМ']), ['Carte', 'СИМ'], 'a letter with no Latin twin is left to the English re-reading');
    assert.deepEqual(fixLatinWords(['Kunde:', 'Тест', 'Москва']), ['Kunde:', 'Тест', 'Москва'], 'a twin-only word beside a surely Cyrillic one stays');
    assert.deepEqual(fixLatinWords(['Sum', '1', '200,00']), ['Sum', '1', '200,00']);
  });
  it('reads zeros before a quoted name as ООО', () => {
    assert.deepEqual(fixLegalForms(['Поставщик:', '000', '"АВИА-КОС"']), ['Поставщик:', 'ООО', '"АВИА-КОС"']);
    assert.deepEqual(fixLegalForms(['OOO', '«Рога', 'и', 'копыта»']), ['ООО', '«Рога', 'и', 'копыта»']);
    assert.deepEqual(fixLegalForms(['Итого', '000', 'руб.']), ['Итого', '000', 'руб.']);
    assert.deepEqual(fixLegalForms(['Total', '000', '"x"']), ['Total', '000', '"x"']);
    assert.deepEqual(fixLegalForms(['Покупатель:', 'AO', '«Агроснаб»,']), ['Покупатель:', 'АО', '«Агроснаб»,'], 'a form in Latin look-alikes');
    assert.deepEqual(fixLegalForms(['Заказчик:', 'OAO', '"Вектор"']), ['Заказчик:', 'ОАО', '"Вектор"']);
    assert.deepEqual(fixLegalForms(['Käufer:', 'AG', '"Nord"', 'Москва']), ['Käufer:', 'AG', '"Nord"', 'Москва'], 'a Latin form with no twin stays');
    assert.deepEqual(fixLegalForms(['Buyer:', 'AO', '"Nord"']), ['Buyer:', 'AO', '"Nord"'], 'a Latin line stays');
    assert.deepEqual(splitGluedForm('ПлательщикООО'), ['Плательщик', 'ООО']);
    assert.deepEqual(splitGluedForm('Плательщик:ООО"Рога'), ['Плательщик:', 'ООО"Рога']);
    assert.deepEqual(splitGluedForm('ПередСном'), ['ПередСном'], 'camel case is not a legal form');
  });
  it('fixes scripts from the neighbouring words', () => {
    assert.deepEqual(fixScriptsByContext(['Мах', 'Factor', 'Тушь']), ['Max', 'Factor', 'Тушь']);
    assert.deepEqual(fixScriptsByContext(['Масло', 'Дет', 'Алоэ']), ['Масло', 'Дет', 'Алоэ'], 'Cyrillic beside Cyrillic stays');
    assert.deepEqual(fixScriptsByContext(['ООО', 'Samsung', 'Electronics', 'Рус']), ['ООО', 'Samsung', 'Electronics', 'Рус'], 'legal forms and trailing Cyrillic stay');
    assert.deepEqual(fixScriptsByContext(['АО', 'Coca-Cola']), ['АО', 'Coca-Cola']);
    assert.deepEqual(fixScriptsByContext(['ИГРУШКА', 'В', 'КОР.', '8CM']), ['ИГРУШКА', 'В', 'КОР.', '8СМ']);
    assert.deepEqual(fixScriptsByContext(['Invoice', '8CM']), ['Invoice', '8CM'], 'a Latin line keeps Latin units');
    assert.deepEqual(fixScriptsByContext(['органзы,', '145х250', 'см']), ['органзы,', '145x250', 'см']);
    assert.deepEqual(fixScriptsByContext(['д/груди', 'З0шт']), ['д/груди', '30шт']);
    assert.deepEqual(fixScriptsByContext(['Забота', 'Звезда']), ['Забота', 'Звезда']);
    assert.deepEqual(fixScriptsByContext(['комплект', 'Зшт']), ['комплект', '3шт']);
    assert.deepEqual(fixScriptsByContext(['Змей', 'Зшт.']), ['Змей', '3шт.'], 'a word that only starts with З stays');
    assert.deepEqual(fixScriptsByContext(['Мыло', 'Миндаль', '100r']), ['Мыло', 'Миндаль', '100г']);
    assert.deepEqual(fixScriptsByContext(['Sugar', '100r']), ['Sugar', '100r'], 'a Latin line keeps its r');
  });
});
