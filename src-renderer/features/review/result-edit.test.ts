import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { columnTotal, currentPath, deleteRow, originsAfterDelete, originsAfterInsert, getAt, inputFromValue, insertRow, rowsAt, setAt, stepsOf, valueFromInput } from './result-edit';
import type { Json } from './result-edit';
import type { LeafNode, TableNode } from './schema-form';

const leaf = (path: string, type: LeafNode['type'] = 'string'): LeafNode => ({ kind: 'leaf', key: path, path, title: path, type, format: null, options: null, required: false });
const ITEMS: TableNode = { kind: 'table', key: 'items', path: 'items', title: 'items', columns: [leaf('name'), leaf('qty', 'number'), leaf('unit.code')] };

describe('editing a result by path', () => {
  const result: Json = { number: '7', seller: { inn: null }, items: [{ name: 'a', qty: 1 }, { name: 'b', qty: 2.5 }] };

  it('splits paths into keys and indices', () => {
    assert.deepEqual(stepsOf('items[2].unit.code'), ['items', 2, 'unit', 'code']);
    assert.deepEqual(stepsOf('m[0][1]'), ['m', 0, 1]);
  });

  it('reads values, and undefined where the path leads nowhere', () => {
    assert.equal(getAt(result, 'items[1].name'), 'b');
    assert.equal(getAt(result, 'seller.inn'), null);
    assert.equal(getAt(result, 'items[5].name'), undefined);
    assert.equal(getAt(result, 'number.x'), undefined);
  });

  it('sets a value in a copy, sharing what it did not touch, and makes missing objects', () => {
    const next = setAt(result, 'items[1].qty', 3) as { items: Json[]; seller: Json };
    assert.equal(getAt(next, 'items[1].qty'), 3);
    assert.equal(getAt(result, 'items[1].qty'), 2.5);
    assert.equal(next.seller, (result as { seller: Json }).seller);
    assert.equal(getAt(setAt(result, 'buyer.inn', '77'), 'buyer.inn'), '77');
  });

  it('inserts an empty row with every column null (nested ones too) and deletes one', () => {
    const inserted = insertRow(result, ITEMS, 1);
    assert.deepEqual(rowsAt(inserted, 'items').map((r) => r.name), ['a', null, 'b']);
    assert.deepEqual(rowsAt(inserted, 'items')[1], { name: null, qty: null, unit: { code: null } });
    assert.deepEqual(rowsAt(insertRow(result, ITEMS, 2), 'items').map((r) => r.name), ['a', 'b', null]);
    assert.deepEqual(rowsAt(deleteRow(result, ITEMS, 0), 'items').map((r) => r.name), ['b']);
    assert.deepEqual(rowsAt(insertRow({}, ITEMS, 0), 'items').length, 1);
  });

  it('reads typed numbers with a comma or spaces, keeps text that is not a number, and empty as null', () => {
    assert.equal(valueFromInput(leaf('q', 'number'), '1 200,50'), 1200.5);
    assert.equal(valueFromInput(leaf('q', 'number'), ' 3.25 '), 3.25);
    assert.equal(valueFromInput(leaf('q', 'integer'), '2,5'), '2,5');
    assert.equal(valueFromInput(leaf('q', 'number'), 'двенадцать'), 'двенадцать');
    assert.equal(valueFromInput(leaf('q', 'number'), '  '), null);
    assert.equal(valueFromInput(leaf('q'), ' ООО «Ромашка» '), ' ООО «Ромашка» ');
    assert.equal(valueFromInput(leaf('q', 'boolean'), 'true'), true);
    assert.equal(inputFromValue(null), '');
    assert.equal(inputFromValue(12.5), '12.5');
    assert.equal(inputFromValue(['a']), '["a"]');
  });

  it('sums a numeric column to the cent and gives no total for text or for a column without numbers', () => {
    const rows = [{ qty: 0.1 }, { qty: 0.2 }, { qty: null }, { qty: 'x' }] as unknown as ReturnType<typeof rowsAt>;
    assert.equal(columnTotal(rows, leaf('qty', 'number')), 0.3);
    assert.equal(columnTotal(rows, leaf('name')), null);
    assert.equal(columnTotal([{ qty: null }], leaf('qty', 'number')), null);
  });
});

describe('rows the operator inserted and deleted', () => {
  it('keep the server\'s paths pointing at the rows they were read for', () => {
    let origins = originsAfterDelete({}, 'items', 3, 0);
    assert.deepEqual(origins, { items: [1, 2] });
    origins = originsAfterInsert(origins, 'items', 2, 1);
    assert.deepEqual(origins, { items: [1, null, 2] });
    assert.equal(currentPath('items[0].qty', origins), null);
    assert.equal(currentPath('items[1].qty', origins), 'items[0].qty');
    assert.equal(currentPath('items[2]', origins), 'items[2]');
    assert.equal(currentPath('items', origins), 'items');
    assert.equal(currentPath('seller.inn', origins), 'seller.inn');
    assert.equal(currentPath('items_extra[0].x', origins), 'items_extra[0].x');
  });
});
