import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { deleteSaved, loadSaved, MAX_SAVED, saveSchema } from './saved-schemas';

function memory(): Pick<Storage, 'getItem' | 'setItem'> {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => { m.set(k, v); } };
}

describe('the operator\'s saved schemas', () => {
  it('keeps them newest first, replaces a name saved again, deletes by name', () => {
    const s = memory();
    saveSchema(s, 'Накладные', '{"a":1}', new Date(1));
    saveSchema(s, 'Invoices', '{"b":1}', new Date(2));
    assert.deepEqual(saveSchema(s, ' Накладные ', '{"a":2}', new Date(3)).map((x) => [x.name, x.schema]), [['Накладные', '{"a":2}'], ['Invoices', '{"b":1}']]);
    assert.deepEqual(deleteSaved(s, 'Invoices').map((x) => x.name), ['Накладные']);
  });

  it('reads damaged storage as none, and keeps at most the newest hundred', () => {
    assert.deepEqual(loadSaved({ getItem: () => '{not json' }), []);
    assert.deepEqual(loadSaved({ getItem: () => '[{"name":1},{"name":"ok","schema":"{}"}]' }).map((x) => x.name), ['ok']);
    const s = memory();
    for (let i = 0; i <= MAX_SAVED; i++) saveSchema(s, `s${i}`, '{}', new Date(i));
    const all = loadSaved(s);
    assert.equal(all.length, MAX_SAVED);
    assert.equal(all[0]?.name, `s${MAX_SAVED}`);
  });
});
