import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formOf, leafAt, leafPaths } from './schema-form';

const INVOICE = {
  type: 'object',
  properties: {
    number: { type: ['string', 'null'], title: 'Номер' },
    date: { type: ['string', 'null'], format: 'date', title: 'Дата' },
    seller: { type: 'object', title: 'Продавец', properties: { name: { type: 'string', title: 'Название' }, inn: { type: ['string', 'null'] } } },
    currency: { type: 'string', enum: ['RUB', 'EUR', null] },
    items: {
      type: 'array', title: 'Позиции',
      items: { type: 'object', properties: { name: { type: 'string', title: 'Наименование' }, quantity: { type: ['number', 'null'] }, unit: { type: 'object', properties: { code: { type: 'string' } } }, tags: { type: 'array', items: { type: 'string' } } } },
    },
    pages: { type: 'array', items: { type: 'integer', title: 'Страница' } },
    paid: { type: 'boolean' },
  },
  required: ['number'],
};

describe('the review form read from a schema', () => {
  const form = formOf(INVOICE);

  it('labels leaves by title, or by key where there is none, and keeps the schema order', () => {
    assert.deepEqual(form.map((n) => [n.kind, n.path, n.title]), [
      ['leaf', 'number', 'Номер'], ['leaf', 'date', 'Дата'], ['group', 'seller', 'Продавец'], ['leaf', 'currency', 'currency'],
      ['table', 'items', 'Позиции'], ['list', 'pages', 'pages'], ['leaf', 'paid', 'paid'],
    ]);
  });

  it('reads the type out of a nullable list, the format and the choices (without null)', () => {
    const [number, date, , currency] = form;
    assert.deepEqual(number, { kind: 'leaf', key: 'number', path: 'number', title: 'Номер', type: 'string', format: null, options: null, required: true });
    assert.equal(date?.kind === 'leaf' && date.required, false);
    assert.equal(date?.kind === 'leaf' && date.format, 'date');
    assert.deepEqual(currency?.kind === 'leaf' && currency.options, ['RUB', 'EUR']);
  });

  it('groups a nested object under its path', () => {
    const seller = form[2];
    assert.equal(seller?.kind, 'group');
    if (seller?.kind === 'group') assert.deepEqual(seller.children.map((c) => c.path), ['seller.name', 'seller.inn']);
  });

  it('makes an array of objects a grid whose columns are the item leaves, nested ones flattened; arrays inside a row get no column', () => {
    const items = form[4];
    assert.equal(items?.kind, 'table');
    if (items?.kind === 'table') assert.deepEqual(items.columns.map((c) => [c.path, c.type]), [['name', 'string'], ['quantity', 'number'], ['unit.code', 'string']]);
  });

  it('makes an array of plain values a list of its item type', () => {
    const pages = form[5];
    assert.equal(pages?.kind === 'list' && pages.item.type, 'integer');
  });

  it('lists every leaf path in form order, grids expanded over the rows the result has', () => {
    assert.deepEqual(leafPaths(form, (p) => (p === 'items' ? 2 : 0)), [
      'number', 'date', 'seller.name', 'seller.inn', 'currency',
      'items[0].name', 'items[0].quantity', 'items[0].unit.code', 'items[1].name', 'items[1].quantity', 'items[1].unit.code',
      'pages', 'paid',
    ]);
  });

  it('reads a schema without properties as an empty form, and an untyped property as text', () => {
    assert.deepEqual(formOf({ type: 'object' }), []);
    assert.deepEqual(formOf({ properties: { x: {} } }).map((n) => n.kind === 'leaf' && n.type), ['string']);
  });

  it('finds the leaf a path edits, grid cells by their column, and nothing for a path outside the form', () => {
    assert.equal(leafAt(form, 'seller.inn')?.path, 'seller.inn');
    assert.equal(leafAt(form, 'items[12].unit.code')?.path, 'unit.code');
    assert.equal(leafAt(form, 'items[0].quantity')?.type, 'number');
    assert.equal(leafAt(form, 'pages')?.type, 'integer');
    assert.equal(leafAt(form, 'items.quantity'), null);
    assert.equal(leafAt(form, 'buyer.inn'), null);
  });
});
