import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { amountInWords } from './words';
import { zhNumber } from './words-zh';

const values = (text: string): [number, string | null][] => amountInWords(text).map((h) => [h.value.amount, h.value.currency]);

describe('amountInWords: Russian', () => {
  it('reads the amount with kopecks in figures or in words', () => {
    assert.deepEqual(values('сто двадцать пять тысяч четыреста рублей 00 копеек'), [[125400, 'RUB']]);
    assert.deepEqual(values('Сто двадцать пять тысяч четыреста рублей ноль копеек'), [[125400, 'RUB']]);
    assert.deepEqual(values('Пятьсот сорок четыре рубля 00 копеек'), [[544, 'RUB']]);
  });

  it('reads the words inside parentheses after the figures (corpus contract)', () => {
    const text = 'Цена контракта составляет 74 000 (Семьдесят четыре тысячи) рублей 00 копеек, в том числе НДС 12 333 (Двенадцать тысяч триста тридцать три) рубля 33 копейки.';
    const hits = amountInWords(text);
    assert.deepEqual(hits.map((h) => h.value), [{ amount: 74000, currency: 'RUB' }, { amount: 12333.33, currency: 'RUB' }]);
    for (const h of hits) assert.equal(text.slice(h.start, h.end), h.raw);
  });

  it('reads millions and billions, feminine and genitive forms', () => {
    assert.deepEqual(values('сто пятьдесят миллионов двести тысяч рублей'), [[150200000, 'RUB']]);
    assert.deepEqual(values('Один миллиард две тысячи одиннадцать рублей 5 копеек'), [[1000002011.05, 'RUB']]);
    assert.deepEqual(values('одна тысяча девятьсот девяносто девять долларов США'), [[1999, 'USD']]);
    assert.deepEqual(values('тысяча евро'), [[1000, 'EUR']]);
  });

  it('leaves single number words in prose alone and splits impossible sequences', () => {
    assert.deepEqual(values('в один день, в двух экземплярах'), []);
    assert.deepEqual(values('двадцать тридцать'), []);
  });
});

describe('amountInWords: English', () => {
  it('reads dollars, cents and Indian forms', () => {
    assert.deepEqual(values('one thousand two hundred fifty dollars'), [[1250, 'USD']]);
    assert.deepEqual(values('One Hundred and Five Dollars and 50 cents'), [[105.5, 'USD']]);
    assert.deepEqual(values('Twelve hundred euros'), [[1200, 'EUR']]);
    assert.deepEqual(values('Rupees Five Hundred Only'), [[500, 'INR']]);
    assert.deepEqual(values('Five Hundred US Dollars Only'), [[500, 'USD']]);
    assert.deepEqual(values('Amount in words: Twenty-Five Thousand and 00/100 US Dollars'), [[25000, 'USD']]);
    assert.deepEqual(values('Seven Hundred Forty-Four and 50/100 Dollars'), [[744.5, 'USD']]);
  });
});

describe('amountInWords: Chinese', () => {
  it('reads financial and plain numerals', () => {
    assert.deepEqual(values('价税合计（大写）人民币壹拾贰万伍仟肆佰元整'), [[125400, 'CNY']]);
    assert.deepEqual(values('十二万五千四百元'), [[125400, 'CNY']]);
    assert.deepEqual(values('壹佰元零伍分'), [[100.05, 'CNY']]);
    assert.deepEqual(values('叁仟贰佰元伍角'), [[3200.5, 'CNY']]);
    assert.deepEqual(values('一亿二千万元'), [[120000000, 'CNY']]);
  });
  it('ignores numerals inside ordinary words', () => {
    assert.deepEqual(values('统一社会信用代码，一般纳税人'), []);
  });
  it('zhNumber handles zeros and the leading ten', () => {
    assert.equal(zhNumber('壹万零伍佰'), 10500);
    assert.equal(zhNumber('十'), 10);
    assert.equal(zhNumber('两千零二十四'), 2024);
  });
});
