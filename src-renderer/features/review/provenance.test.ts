import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { flaggedPaths, Provenance, worstSeverity } from './provenance';
import type { FieldOut } from '../../../src-shared/contract/envelope';
import type { Warning } from '../../../src-shared/contract/warnings';

const field = (name: string, page: number, bbox: [number, number, number, number]): FieldOut => ({ name, value: 'v', page, level: 'layout', bbox });
const warn = (field: string, severity: Warning['severity'], code = 'x'): Warning => ({ code, field, severity, message: code } as Warning);

describe('provenance of a result path', () => {
  const p = new Provenance(
    [field('number', 1, [10, 10, 60, 20]), field('seller.name', 1, [0, 0, 200, 100]), field('items[1].qty', 2, [5, 5, 15, 15])],
    [warn('seller.inn', 'high', 'invalid_inn_length'), warn('items[1]', 'medium'), warn('items', 'low'), warn('$document', 'info'), warn('buyer.kpp', 'medium')],
  );

  it('finds the place a value was read', () => {
    assert.deepEqual(p.field('items[1].qty')?.bbox, [5, 5, 15, 15]);
    assert.equal(p.field('items[0].qty'), null);
  });

  it('gives a path its own warnings and those of the row and table that hold it, not of a neighbour whose name begins the same', () => {
    assert.deepEqual(p.warningsOf('items[1].qty').map((w) => w.field), ['items[1]', 'items']);
    assert.deepEqual(p.warningsOf('items[10].qty').map((w) => w.field), ['items']);
    assert.deepEqual(p.warningsOf('seller.inn').map((w) => w.code), ['invalid_inn_length']);
    assert.deepEqual(p.warningsOf('seller.innx'), []);
  });

  it('keeps warnings the form has no place for with the document ones', () => {
    assert.deepEqual(p.documentWarnings(['number', 'seller.inn', 'items[1].qty']).map((w) => w.field), ['$document', 'buyer.kpp']);
  });

  it('finds the smallest box under a point on its page only', () => {
    assert.equal(p.fieldAt(1, 20, 15)?.name, 'number');
    assert.equal(p.fieldAt(1, 150, 50)?.name, 'seller.name');
    assert.equal(p.fieldAt(2, 150, 50), null);
    assert.equal(p.fieldAt(2, 10, 10)?.name, 'items[1].qty');
  });

  it('colours by the worst severity and flags empty paths and paths with a warning above info', () => {
    assert.equal(worstSeverity([warn('a', 'low'), warn('a', 'high'), warn('a', 'medium')]), 'high');
    assert.equal(worstSeverity([]), null);
    const empty = new Set(['date']);
    assert.deepEqual(flaggedPaths(['number', 'date', 'seller.inn', 'items[1].qty', 'items[0].qty'], p, (x) => empty.has(x)),
      ['date', 'seller.inn', 'items[1].qty', 'items[0].qty']);
  });
});

describe('provenance after rows were rearranged', () => {
  it('lights a row\'s box and warning at its new place, and forgets those of a deleted row', () => {
    const p = new Provenance([field('items[0].qty', 1, [0, 0, 1, 1]), field('items[1].qty', 1, [0, 2, 1, 3])], [warn('items[0]', 'high'), warn('items[1].qty', 'medium')], { items: [null, 1] });
    assert.equal(p.field('items[0].qty'), null);
    assert.deepEqual(p.field('items[1].qty')?.bbox, [0, 2, 1, 3]);
    assert.equal(p.field('items[1].qty')?.name, 'items[1].qty');
    assert.deepEqual(p.warningsOf('items[1].qty').map((w) => w.severity), ['medium']);
    assert.deepEqual(p.warningsOf('items[0].qty'), []);
  });
});
