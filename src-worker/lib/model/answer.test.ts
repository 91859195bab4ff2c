import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { JsonObject } from '../../../src-shared/contract/envelope';
import { readAnswer } from './answer';
import { coerce, parseNumber } from '../../stages/model/coerce';
import { conform } from '../../stages/model/validate';

describe('reading a model answer', () => {
  it('takes plain, fenced, think-prefixed and chatty JSON objects', () => {
    const want = { kind: 'object', value: { a: 1 } };
    assert.deepEqual(readAnswer('{"a":1}'), want);
    assert.deepEqual(readAnswer('```json\n{"a":1}\n```'), want);
    assert.deepEqual(readAnswer('<think>hmm {"b":2}</think>\n```\n{"a":1}\n```'), want);
    assert.deepEqual(readAnswer('Here is the result: {"a":1} Hope it helps.'), want);
  });

  it('calls text, arrays and scalars not_object; nothing or null empty', () => {
    for (const text of ['Sorry, I cannot help with that.', '[1,2]', '42', '"text"', 'true', '```json\n[{"a":1}]\n```']) {
      assert.deepEqual(readAnswer(text), { kind: 'not_object' }, text);
    }
    for (const text of ['', '   ', 'null', '```json\n```']) assert.deepEqual(readAnswer(text), { kind: 'empty' }, JSON.stringify(text));
  });
});

describe('safe coercion', () => {
  it('reads numbers in Russian, European and English notation, refusing ambiguity', () => {
    assert.equal(parseNumber('1 200,50'), 1200.5);
    assert.equal(parseNumber('1\u00a0200,50'), 1200.5);
    assert.equal(parseNumber('1.200,50'), 1200.5);
    assert.equal(parseNumber('1,200.50'), 1200.5);
    assert.equal(parseNumber('1 234 567'), 1234567);
    assert.equal(parseNumber('-74 000'), -74000);
    assert.equal(parseNumber('12,5'), 12.5);
    assert.equal(parseNumber('1,200'), null);
    assert.equal(parseNumber('1 200 руб.'), null);
    assert.equal(parseNumber('abc'), null);
  });

  it('follows the schema: numbers, integers, booleans, arrays, strings, dates, extra keys', () => {
    const schema: JsonObject = {
      type: 'object',
      additionalProperties: false,
      properties: {
        total: { type: 'number' },
        qty: { type: 'integer' },
        paid: { type: 'boolean' },
        tags: { type: 'array', items: { type: 'string' } },
        inn: { type: 'string' },
        date: { type: 'string', format: 'date' },
        maybe: { type: ['number', 'null'] },
        items: { type: 'array', items: { $ref: '#/$defs/item' } },
      },
      $defs: { item: { type: 'object', properties: { amount: { type: 'number' } } } },
    };
    const out = coerce(
      { total: '1 200,50', qty: '3', paid: 'TRUE', tags: 'a', inn: 7707083893, date: '05.04.2013', maybe: '', extra: 1, items: [{ amount: '10,5' }] },
      schema,
      schema,
    );
    assert.deepEqual(out, { total: 1200.5, qty: 3, paid: true, tags: ['a'], inn: '7707083893', date: '2013-04-05', maybe: null, items: [{ amount: 10.5 }] });
    assert.deepEqual(coerce({ qty: '2,5' }, schema, schema), { qty: '2,5' });
  });
});

describe('validation (ajv, draft 2020-12) with pruning', () => {
  const schema: JsonObject = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://example.com/invoice',
    type: 'object',
    required: ['number', 'total'],
    properties: {
      number: { type: 'string' },
      total: { type: ['number', 'null'] },
      email: { type: 'string', format: 'email' },
      pair: { type: 'array', prefixItems: [{ type: 'string' }] },
      lines: { type: 'array', items: { type: 'object', properties: { qty: { type: 'number', minimum: 0 } } } },
    },
    'x-excel': 'ignored annotation',
  };

  it('accepts a coerced answer and prunes what still breaks the schema', () => {
    const { value, valid } = conform({ number: '12', total: 'n/a', email: 'not-an-email', pair: ['a'], lines: [{ qty: 1 }, { qty: -5 }, { qty: '2' }] }, schema);
    assert.ok(valid);
    assert.deepEqual(value, { number: '12', total: null, pair: ['a'], lines: [{ qty: 1 }, {}, { qty: 2 }] });
  });

  it('fills a missing required property with null only when null is allowed', () => {
    assert.deepEqual(conform({ number: 'A-1' }, schema), { value: { number: 'A-1', total: null }, valid: true });
    assert.equal(conform({ total: 5 }, schema).valid, false);
  });

  it('compiles the same $id twice without complaint', () => {
    assert.ok(conform({ number: '1', total: 1 }, { ...schema }).valid);
    assert.ok(conform({ number: '2', total: 2 }, { ...schema }).valid);
  });
});
