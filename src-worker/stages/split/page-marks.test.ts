import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { pageMarkIn } from './page-marks';

describe('page marks', () => {
  it('reads worded pagination in the languages we read', () => {
    const cases: [string, number, number | null][] = [
      ['Page 1 of 3', 1, 3], ['page 2/3', 2, 3], ['Seite 2 von 3', 2, 3], ['Seite 1', 1, null], ['Page 1 sur 2', 1, 2],
      ['Pagina 3 di 4', 3, 4], ['Página 2 de 5', 2, 5], ['Blad 1 van 2', 1, 2], ['Страница 2 из 7', 2, 7], ['Стр. 3', 3, null],
      ['Лист 1 из 1', 1, 1], ['PAGE 4 OF 4', 4, 4], ['Page: 2', 2, null], ['Pg 5/6', 5, 6],
    ];
    for (const [line, n, of] of cases) assert.deepEqual(pageMarkIn(line, false), { n, of }, line);
  });

  it('reads Chinese pagination, either order', () => {
    assert.deepEqual(pageMarkIn('第2页 共3页', false), { n: 2, of: 3 });
    assert.deepEqual(pageMarkIn('共 3 页，第 1 页', false), { n: 1, of: 3 });
    assert.deepEqual(pageMarkIn('第 4 页', false), { n: 4, of: null });
  });

  it('takes bare numbers only when the line holds nothing else', () => {
    assert.deepEqual(pageMarkIn('2 / 3', true), { n: 2, of: 3 });
    assert.deepEqual(pageMarkIn('- 4 -', true), { n: 4, of: null });
    assert.equal(pageMarkIn('2 / 3', false), null);
    assert.equal(pageMarkIn('Qty 2/3 boxes', true), null);
  });

  it('refuses what is not pagination', () => {
    assert.equal(pageMarkIn('Page 3 of 2', false), null, 'a page past the count');
    assert.equal(pageMarkIn('Homepage 1 of 2', false), null, 'a word ending in "page"');
    assert.equal(pageMarkIn('Seiten 12', false), null);
    assert.equal(pageMarkIn('Лист 1 от 12.05.2024', false)?.of ?? null, null, '"от" is a date here, not a count');
  });
});
