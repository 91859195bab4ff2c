import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { SchemaLeaf } from '../../../lib/fields/schema';
import { isIdentifier, typedValue } from './values';

const amount: SchemaLeaf = { kind: 'leaf', path: 'items[].amount', key: 'amount', words: 'amount', type: 'number', title: null, format: null, pattern: null, enumValues: null, nullable: true };

describe('a number glued to letters', () => {
  it('is an identifier when the letters are no currency code and the figures carry no decimals', () => {
    for (const id of ['GB474958237', 'Reg. №.: GB474958237', 'DE811234567', 'ИНН7701234567', 'INV20230001']) assert.equal(isIdentifier(id), true, id);
    for (const money of ['EUR12150', '€12,150.08', 'Total12150.08', 'Total123456.78', '1 234 567,00 руб.', 'USD 25000', '4h', 'N 12345']) assert.equal(isIdentifier(money), false, money);
  });
  it('gives no amount, where money and quantities still read', () => {
    assert.equal(typedValue(amount, 'Reg. №.: GB474958237', 'items[].amount'), null);
    assert.equal(typedValue(amount, 'EUR12150', 'items[].amount'), 12150);
    assert.equal(typedValue(amount, '€1,656.74', 'items[].amount'), 1656.74);
  });
});
