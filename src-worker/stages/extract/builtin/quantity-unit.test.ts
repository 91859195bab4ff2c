import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { JsonObject } from '../../../../src-shared/contract/envelope';
import { BUILTIN_ONLY } from '../../../../src-shared/worker-protocol';
import { parseText } from '../../parse-text';
import { extract } from '../index';
import { run } from './test-helpers';

/** A caller's own schema of items with a quantity and no unit field. */
const NO_UNIT: JsonObject = {
  type: 'object',
  properties: { items: { type: 'array', items: { type: 'object', properties: { name: { type: 'string', title: 'Description' }, quantity: { type: 'number' }, amount: { type: 'number' } } } } },
};

async function itemsOf(text: string, schema: JsonObject): Promise<Record<string, unknown>[]> {
  const r = await extract(parseText(text), {
    jobId: 't', source: { kind: 'text', text: '' }, fileHash: null, cachedDoc: null, include: [], outputSchema: schema,
    prompt: null, language: null, documentType: null, model: BUILTIN_ONLY, match: null, split: null, translate: null, outboundLog: null,
  }, null);
  return ((r.result ?? {}) as { items?: Record<string, unknown>[] }).items ?? [];
}

describe('a quantity set flush against its unit in the unit\'s column', () => {
  // The quantity's own cell empty, "3 pair" under the unit's header: in English, German and French.
  const cases: [string, string, string][] = [['Description', 'Quantity', 'Unit'], ['Bezeichnung', 'Menge', 'Einheit'], ['Désignation', 'Quantité', 'Unité']];
  for (const [name, qty, unit] of cases) {
    it(`gives the figure to the quantity where the schema has no unit field (${qty} | ${unit})`, async () => {
      const text = [`| ${name} | ${qty} | ${unit} | Amount |`, '| --- | --- | --- | --- |', '| Safety gloves |  | 3 pair | 12.00 |', '| Copper wire | 14.2 | m | 88.04 |', '| Hand sanitiser |  | 7 pcs | 21.00 |'].join('\n');
      const items = await itemsOf(text, NO_UNIT);
      assert.deepEqual(items.map((i) => i.quantity), [3, 14.2, 7], JSON.stringify(items));
    });
  }

  it('with a unit field, the figure and the word both (the catalog invoice)', async () => {
    const r = await run(['Invoice 5', '| Description | Quantity | Unit | Amount |', '| --- | --- | --- | --- |', '| Safety gloves |  | 3 pair | 12.00 |', '| Copper wire | 14.2 | m | 88.04 |'], 'invoice');
    assert.deepEqual((r.items as Record<string, unknown>[]).map((i) => [i.quantity, i.unit]), [[3, 'pair'], [14.2, 'm']]);
  });

  it('a figure and word in a column another field reads are left to it', async () => {
    const schema: JsonObject = { type: 'object', properties: { items: { type: 'array', items: { type: 'object', properties: { name: { type: 'string', title: 'Description' }, quantity: { type: 'number' }, note: { type: 'string', title: 'Note' } } } } } };
    const items = await itemsOf(['| Description | Quantity | Note |', '| --- | --- | --- |', '| Safety gloves |  | 3 left |', '| Copper wire | 14 | ok |'].join('\n'), schema);
    assert.ok(items.every((i) => i.quantity !== 3 && i.note !== undefined), JSON.stringify(items));
  });
});
