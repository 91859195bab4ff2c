import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CATALOG_TYPE_IDS, catalogTypes, isCatalogTypeId } from './index';

describe('catalog type ids', () => {
  it('are exactly the types that have schemas, in the catalog order', () => {
    assert.deepEqual([...CATALOG_TYPE_IDS], catalogTypes());
  });

  it('isCatalogTypeId accepts the ids and nothing else', () => {
    assert.equal(isCatalogTypeId('packing_list'), true);
    assert.equal(isCatalogTypeId('other'), false);
    assert.equal(isCatalogTypeId('Invoice'), false);
  });
});
