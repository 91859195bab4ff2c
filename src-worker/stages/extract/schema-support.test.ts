import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { unsupportedSchemaParts } from './schema-support';

describe('parts of a schema the extractor cannot fill', () => {
  it('a plain schema has none', () => {
    assert.deepEqual(unsupportedSchemaParts({ type: 'object', properties: { a: { type: 'string' }, items: { type: 'array', items: { type: 'object', properties: { q: { type: 'number' } } } }, n: { anyOf: [{ type: 'string' }, { type: 'null' }] } } }), []);
  });

  it('names free keys, tuples, several alternatives and outside $refs by path, also behind a local $ref', () => {
    const found = unsupportedSchemaParts({
      type: 'object',
      $defs: { Tags: { type: 'object', additionalProperties: { type: 'string' } } },
      properties: {
        tags: { $ref: '#/$defs/Tags' },
        point: { type: 'array', prefixItems: [{ type: 'number' }, { type: 'number' }] },
        amount: { oneOf: [{ type: 'number' }, { type: 'string' }] },
        party: { $ref: 'https://example.com/party.json' },
      },
    });
    assert.deepEqual(found, [
      'tags: an object with free keys (additionalProperties/patternProperties)',
      'point: a tuple (prefixItems)',
      'amount: oneOf with several alternatives (the first is filled)',
      'party: $ref to another document (https://example.com/party.json)',
    ]);
  });

  it('a recursive local $ref ends', () => {
    const found = unsupportedSchemaParts({ $defs: { Node: { type: 'object', properties: { child: { $ref: '#/$defs/Node' } } } }, $ref: '#/$defs/Node' });
    assert.deepEqual(found, []);
  });
});
