import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fold, isSpaced, tokenise, upperShare } from './normalise';

describe('fold and tokenise', () => {
  it('Latin look-alikes in a Cyrillic word read as the Cyrillic letters, in either case', () => {
    assert.equal(fold('CЧET-ФAKTУPA'), fold('Счёт-фактура'));
    assert.equal(fold('TOPГ-12'), fold('ТОРГ-12'));
    assert.equal(fold('AKT'), fold('акт'));
  });

  it('a Latin word folds the same in capitals and in small letters', () => {
    assert.equal(fold('INVOICE'), fold('invoice'));
    assert.equal(fold('PACKING LIST'), fold('Packing List'));
  });

  it('accents of Latin letters drop, ё is е, full-width letters are letters; й stays й', () => {
    assert.equal(fold('Facturé'), fold('facture'));
    assert.equal(fold('Auftragsbestätigung'), fold('auftragsbestatigung'));
    assert.equal(fold('ＩＮＶＯＩＣＥ'), fold('invoice'));
    assert.equal(fold('ё'), 'е');
    assert.equal(fold('й'), 'й');
  });

  it('hyphens and dashes only separate; a colon and # stay; № reads as the word no', () => {
    assert.deepEqual(tokenise('Счёт – фактура'), tokenise('счет-фактура'));
    assert.deepEqual(tokenise('Договор: № 5'), ['договор', ':', ...tokenise('no'), '5']);
    assert.deepEqual(tokenise('Invoice #12'), [...tokenise('invoice'), '#', '12']);
  });

  it('each ideograph is a token; other scripts glued to them are not swallowed', () => {
    assert.deepEqual(tokenise('装箱单PACKING'), ['装', '箱', '单', ...tokenise('packing')]);
    assert.deepEqual(tokenise('发票号码：123'), ['发', '票', '号', '码', ':', '123']);
  });
});

describe('upperShare and isSpaced', () => {
  it('counts only the first letters when asked (the title phrase)', () => {
    assert.deepEqual(upperShare('СЧЁТ НА ОПЛАТУ № 5 от 3 мая', 12), { share: 1, letters: 12 });
    assert.deepEqual(upperShare('Invoice'), { share: 1 / 7, letters: 7 });
    assert.deepEqual(upperShare('发票'), { share: 0, letters: 0 });
  });

  it('spaced letters: most words single letters, at least three', () => {
    assert.equal(isSpaced(tokenise('С Ч Е Т - Ф А К Т У Р А № 7')), true);
    assert.equal(isSpaced(tokenise('А К Т')), true);
    assert.equal(isSpaced(tokenise('Счёт № 7 от 1 мая')), false);
    assert.equal(isSpaced(tokenise('А Б')), false);
  });
});
