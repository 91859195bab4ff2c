import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { catalogSchema } from '../../../src-shared/catalog';
import { residual } from '../../lib/anonymize';
import { schemaForModel } from './messages';

describe('the schema as the model reads it', () => {
  it('drops $schema, $id and $comment where they are keywords, keeps fields of those names and data', () => {
    const schema = {
      $schema: 'https://json-schema.org/draft/2020-12/schema', $id: 'https://example.org/invoice', type: 'object',
      properties: {
        $id: { type: 'string', $comment: 'a field named $id is a field' },
        lines: { type: 'array', items: { $id: '#line', type: 'object', properties: { sku: { type: 'string' } } } },
        kind: { enum: [{ $id: 'x' }], default: { $schema: 'kept: data' } },
      },
      $defs: { $comment: { type: 'string' } },
    };
    assert.deepEqual(schemaForModel(schema), {
      type: 'object',
      properties: {
        $id: { type: 'string' },
        lines: { type: 'array', items: { type: 'object', properties: { sku: { type: 'string' } } } },
        kind: { enum: [{ $id: 'x' }], default: { $schema: 'kept: data' } },
      },
      $defs: { $comment: { type: 'string' } },
    });
  });

  it('every catalog schema goes out with nothing the residual scan would take for a web address', () => {
    for (const type of ['invoice', 'torg12', 'upd', 'contract']) {
      const schema = catalogSchema(type)!.schema;
      assert.ok(residual(JSON.stringify(schema)).web, `${type}: the catalog schema itself carries a URL`);
      assert.deepEqual(residual(JSON.stringify(schemaForModel(schema))), {}, type);
    }
  });
});
