import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { csvHeader } from './registry-header';
import { filtered, matchablePaths, matchLists, valuesAtPath } from './match-lists';

describe('a registry match as three lists', () => {
  const result = { number: '7', items: [{ article: 'A-1' }, { article: ' b-2 ' }, { article: null }, { article: 'A-1' }, { article: 'C-3' }] };
  const match = { found: 2, missing_in_registry: ['C-3'], unmatched_registry: ['Z-9', 'Y-8'], coverage: 2 / 3, registry_rows: 4, key_column: 'Артикул', values_field: 'items[].article' };

  it('reads every value at a path through arrays, skipping gaps', () => {
    assert.deepEqual(valuesAtPath(result, 'items[].article'), ['A-1', ' b-2 ', 'A-1', 'C-3']);
    assert.deepEqual(valuesAtPath(result, 'number'), ['7']);
    assert.deepEqual(valuesAtPath(result, 'seller.inn'), []);
  });

  it('gives found values once each (as many as the API counts), the missing and the unmatched as the API says', () => {
    const lists = matchLists(match, result);
    assert.deepEqual(lists, { found: ['A-1', 'b-2'], missing: ['C-3'], unmatched: ['Z-9', 'Y-8'] });
    assert.equal(lists.found.length, match.found);
  });

  it('filters case-blind by a part of the value', () => {
    assert.deepEqual(filtered(['Болт М8', 'болт м10', 'Гайка'], 'БОЛТ'), ['Болт М8', 'болт м10']);
    assert.deepEqual(filtered(['a'], '  '), ['a']);
  });

  it('lists the paths a key column can be compared with, array items as items[].x', () => {
    const schema = { type: 'object', properties: { number: { type: ['string', 'null'] }, seller: { type: 'object', properties: { inn: { type: 'string' } } }, items: { type: 'array', items: { type: 'object', properties: { article: { type: 'string' } } } }, tags: { type: 'array', items: { type: 'string' } } } };
    assert.deepEqual(matchablePaths(schema), ['number', 'seller.inn', 'items[].article', 'tags[]']);
  });

  it('reads a CSV header with the delimiter the line uses, quotes and a BOM', () => {
    assert.deepEqual(csvHeader('\uFEFFАртикул;Наименование;"Цена; руб."\n1;2;3'), ['Артикул', 'Наименование', 'Цена; руб.']);
    assert.deepEqual(csvHeader('code,name\r\nA,B'), ['code', 'name']);
    assert.deepEqual(csvHeader('a\tb\tc'), ['a', 'b', 'c']);
  });
});
