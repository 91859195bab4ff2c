import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isKeepAsIs, isKeepToken, protectedSpans } from './keep';

test('isKeepAsIs: numbers, dates, amounts, identifiers, codes, e-mails and URLs', () => {
  const keep = [
    '7701234567', '770101001', '1027700132195', 'DE123456789', 'ATU12345678', 'DE89 3704 0044 0532 0130 00', 'E103184', 'CA6707/10',
    'info@example.com', 'https://example.com/a-b', '15.03.2024', '2024-03-15', '1 500,00 RUB', '€ 1.200,00', '$1,200.00', 'USD',
    '20%', '+7 (495) 123-45-67', '3 x 2,5', '50х150х6000', 'Q3', '№ 123', '', '—',
  ];
  assert.deepEqual(keep.filter((v) => !isKeepAsIs(v)), []);
});

test('isKeepAsIs: anything with a word to translate is not kept, capitals included', () => {
  const words = ['шт', 'Steel pipe', 'LED', 'ООО «Ромашка»', '15 марта 2024 г.', 'НДС 20%', 'x', 'ВВГнг-LS', '规格M6', 'USD Dollar', 'RUB1 руб.'];
  assert.deepEqual(words.filter((v) => isKeepAsIs(v)), []);
});

test('a size sign is kept only between figures', () => {
  assert.equal(isKeepToken('x', '3 ', ' 5'), true);
  assert.equal(isKeepToken('х', '50', '150'), true);
  assert.equal(isKeepToken('x', 'box ', ' 5'), false);
  assert.equal(isKeepToken('EUR'), true);
  assert.equal(isKeepToken('Eur'), false);
});

test('URLs, e-mails and IBANs are spans the matcher skips', () => {
  const text = 'Mail sales@box.com, see https://x.example/pallet, IBAN DE89 3704 0044 0532 0130 00.';
  assert.deepEqual(protectedSpans(text).map((s) => text.slice(s.start, s.end)), ['sales@box.com', 'https://x.example/pallet', 'DE89 3704 0044 0532 0130 00']);
});
