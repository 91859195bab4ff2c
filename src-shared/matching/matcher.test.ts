import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AppError } from '../contract/app-error';
import { MAX_ROWS_PER_VALUE, matchRows, matchRowStream, RegistryMatcher } from './matcher';

const OPTIONS = { keyColumn: 'sku', valuesField: 'items[].article' };
const REGISTRY = [['sku', 'title'], ['A-100', 'Бумага'], ['B-200', 'Картридж'], ['C-300', 'Папка']];

function code(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    assert.ok(err instanceof AppError, String(err));
    return err.code;
  }
  return 'no error';
}

describe('matchRows: the match section', () => {
  it('found, missing, unmatched, coverage, rows, the column as the registry names it', () => {
    const out = matchRows(REGISTRY, ['A-100', 'B-200', 'Z-999'], { keyColumn: 'SKU', valuesField: 'items[].article' });
    assert.deepEqual(out.match, { found: 2, missing_in_registry: ['Z-999'], unmatched_registry: ['C-300'], coverage: 0.6667,
      registry_rows: 3, key_column: 'sku', values_field: 'items[].article' });
    assert.deepEqual(out.warnings, []);
    assert.deepEqual(out.columns, ['sku', 'title']);
  });

  it('compares trimmed, case-, width- and space-insensitively; duplicates count once, in their first spelling', () => {
    const registry = [['Артикул'], ['ab  12'], ['AB 12'], ['Ｘ-１'], ['y 7'], ['Y  7']];
    const out = matchRows(registry, ['AB 12', ' ab 12 ', 'x-1', 'Q', 'q '], { keyColumn: 'артикул', valuesField: 'v' });
    assert.deepEqual(out.match, { found: 2, missing_in_registry: ['Q'], unmatched_registry: ['y 7'], coverage: 0.6667,
      registry_rows: 5, key_column: 'Артикул', values_field: 'v' });
    assert.deepEqual(out.values.map((v) => [v.normalised, v.status, v.registry_rows_total]),
      [['ab 12', 'found', 2], ['ab 12', 'found', 2], ['x-1', 'found', 1], ['q', 'missing', 0], ['q', 'missing', 0]]);
  });

  it('empty values are gaps: status empty, match_values_incomplete, coverage over the rest', () => {
    const out = matchRows(REGISTRY, ['A-100', null, '', '   '], OPTIONS);
    assert.equal(out.match.coverage, 1);
    assert.deepEqual(out.values.map((v) => v.status), ['found', 'empty', 'empty', 'empty']);
    assert.deepEqual(out.warnings, [{ code: 'match_values_incomplete', field: 'items[].article', severity: 'info',
      message: "3 value(s) of 'items[].article' are empty; coverage counts the rest" }]);
  });

  it('each value with its rows: 1-based among non-empty data rows, the key as written, the record by column', () => {
    const rows = [[' ', ''], ['sku', 'title', ''], ['', ''], ['C-300', 'Папка'], ['a-100 ', ' Бумага ', 'x'], ['A-100', 'Бумага 2']];
    const out = matchRows(rows, ['A-100'], OPTIONS);
    assert.deepEqual(out.values, [{ index: 0, value: 'A-100', normalised: 'a-100', status: 'found', registry_rows_total: 2, registry_rows: [
      { row: 2, key: 'a-100', record: { sku: 'a-100', title: 'Бумага' } },
      { row: 3, key: 'A-100', record: { sku: 'A-100', title: 'Бумага 2' } },
    ] }]);
    assert.equal(out.match.registry_rows, 3);
  });

  it('rows with an empty key count as rows and match nothing', () => {
    const out = matchRows([['sku', 'n'], ['', '1'], ['A-100', '2']], ['A-100'], OPTIONS);
    assert.equal(out.match.registry_rows, 2);
    assert.deepEqual(out.match.unmatched_registry, []);
  });

  it(`lists at most ${MAX_ROWS_PER_VALUE} rows per value and counts them all`, () => {
    const rows = [['sku'], ...Array.from({ length: MAX_ROWS_PER_VALUE + 5 }, () => ['K'])];
    const [value] = matchRows(rows, ['k'], OPTIONS).values;
    assert.equal(value?.registry_rows.length, MAX_ROWS_PER_VALUE);
    assert.equal(value?.registry_rows_total, MAX_ROWS_PER_VALUE + 5);
    assert.deepEqual(value?.registry_rows.at(-1)?.row, MAX_ROWS_PER_VALUE);
  });

  it('a column named __proto__ is an ordinary column of the record', () => {
    const out = matchRows([['sku', '__proto__'], ['A', 'x']], ['A'], OPTIONS);
    const record = out.values[0]?.registry_rows[0]?.record;
    assert.deepEqual(Object.keys(record ?? {}), ['sku', '__proto__']);
    assert.equal(Object.getPrototypeOf(record), Object.prototype);
    assert.equal(JSON.stringify(record), '{"sku":"A","__proto__":"x"}');
  });
});

describe('matchRows: errors', () => {
  it('MATCH_NO_DATA when every value is empty (or there is none)', () => {
    assert.equal(code(() => matchRows(REGISTRY, [], OPTIONS)), 'MATCH_NO_DATA');
    assert.equal(code(() => matchRows(REGISTRY, [null, ' '], OPTIONS)), 'MATCH_NO_DATA');
  });
  it('MATCH_KEY_COLUMN_NOT_FOUND with the columns there are', () => {
    try {
      matchRows(REGISTRY, ['A'], { keyColumn: 'barcode', valuesField: 'v' });
      assert.fail('no error');
    } catch (err) {
      assert.ok(err instanceof AppError);
      assert.equal(err.code, 'MATCH_KEY_COLUMN_NOT_FOUND');
      assert.deepEqual(err.details, { key_column: 'barcode', columns: ['sku', 'title'] });
    }
  });
  it('MATCH_REGISTRY_INVALID for a registry with no row at all (blank rows only)', () => {
    assert.equal(code(() => matchRows([['', ' ']], ['A'], OPTIONS)), 'MATCH_REGISTRY_INVALID');
  });
  it('a header alone is a registry of 0 rows: every value missing', () => {
    const out = matchRows([['sku']], ['A'], OPTIONS);
    assert.deepEqual([out.match.found, out.match.registry_rows, out.match.coverage, out.match.missing_in_registry], [0, 0, 0, ['A']]);
  });
});

describe('matchRowStream', () => {
  it('gives what matchRows gives, from an async source', async () => {
    async function* rows() {
      for (const r of REGISTRY) yield r;
    }
    assert.deepEqual(await matchRowStream(rows(), ['A-100', 'Z'], OPTIONS), matchRows(REGISTRY, ['A-100', 'Z'], OPTIONS));
  });
  it('a matcher fed row by row is the same again', () => {
    const m = new RegistryMatcher(['B-200'], OPTIONS);
    for (const r of REGISTRY) m.push(r);
    assert.deepEqual(m.finish(), matchRows(REGISTRY, ['B-200'], OPTIONS));
  });
});
