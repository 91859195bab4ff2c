import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { draftOf, emptyProperty, keyProblems, rootRest, schemaOf } from './schema-edit';

const INVOICE = {
  $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', title: 'Счёт', description: 'invoice',
  properties: {
    number: { type: ['string', 'null'], title: 'Номер', description: 'как напечатан' },
    date: { type: ['string', 'null'], format: 'date', title: 'Дата' },
    currency: { type: 'string', enum: ['RUB', 'EUR'] },
    seller: { type: 'object', title: 'Продавец', properties: { inn: { type: ['string', 'null'], pattern: '^\\d{10,12}$' } }, required: ['inn'] },
    items: { type: 'array', title: 'Позиции', items: { type: 'object', properties: { name: { type: 'string' }, qty: { type: ['number', 'null'], minimum: 0 } } } },
    tags: { type: 'array', items: { type: 'string' } },
    vat: { type: ['integer', 'null'], enum: [0, 10, 20, null] },
  },
  required: ['number'],
};

describe('the schema form editor', () => {
  it('writes back exactly the schema it read, keywords it does not edit included', () => {
    assert.deepEqual(schemaOf(draftOf(INVOICE), rootRest(INVOICE)), INVOICE);
  });

  it('reads types, nullability, formats, choices, required, nested objects and array items', () => {
    const [number, date, currency, seller, items, tags, vat] = draftOf(INVOICE);
    assert.deepEqual([number?.type, number?.nullable, number?.required, number?.title], ['string', true, true, 'Номер']);
    assert.equal(date?.format, 'date');
    assert.deepEqual([currency?.choices, currency?.nullable], [['RUB', 'EUR'], false]);
    assert.deepEqual(seller?.children.map((c) => [c.key, c.required]), [['inn', true]]);
    assert.deepEqual([items?.type, items?.itemType, items?.children.map((c) => c.key)], ['array', 'object', ['name', 'qty']]);
    assert.equal(tags?.itemType, 'string');
    assert.deepEqual(vat?.choices, ['0', '10', '20']);
  });

  it('writes edits: a new nullable property, a changed type, choices of numbers as numbers, a property removed', () => {
    const drafts = draftOf(INVOICE).filter((d) => d.key !== 'tags');
    const vat = drafts.find((d) => d.key === 'vat');
    if (vat) vat.choices = ['0', '20'];
    drafts.push({ ...emptyProperty('total'), type: 'number', title: 'Итого' });
    const out = schemaOf(drafts) as { properties: Record<string, unknown> };
    assert.equal('tags' in out.properties, false);
    assert.deepEqual(out.properties.vat, { type: ['integer', 'null'], enum: [0, 20, null] });
    assert.deepEqual(out.properties.total, { type: ['number', 'null'], title: 'Итого' });
  });

  it('names empty and repeated keys, nested ones by their path', () => {
    const drafts = [emptyProperty('a'), emptyProperty('a'), emptyProperty(' '), { ...emptyProperty('o'), type: 'object' as const, children: [emptyProperty('x'), emptyProperty('x')] }];
    assert.deepEqual(keyProblems(drafts), ['a', '(empty)', 'o.x']);
    assert.deepEqual(keyProblems(draftOf(INVOICE)), []);
  });
});
