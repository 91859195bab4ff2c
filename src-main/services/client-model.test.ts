import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AppError } from '../../src-shared/contract/app-error';
import type { ModelSettings, ProviderConfig } from '../../src-shared/worker-protocol';
import { chainFor, checkPin, clientModelOf, viewOf } from './client-model';

const p = (name: string, model = `${name}-model`): ProviderConfig => ({ name, baseUrl: `http://127.0.0.1:1/${name}`, model, apiKey: null, timeoutMs: 1000, anonymize: 'auto' });
const chain: ModelSettings = { providers: [p('a'), p('b'), p('c')], builtinFallback: false, anonymization: 'best_effort' };
const names = (s: ModelSettings): string[] => s.providers.map((x) => `${x.name}:${x.model}`);

describe('chainFor: the pinned provider first, then the rest in order', () => {
  it('moves the pinned provider to the front without trying it twice; other settings unchanged', () => {
    const out = chainFor(chain, { provider: 'c', model: null });
    assert.deepEqual(names(out), ['c:c-model', 'a:a-model', 'b:b-model']);
    assert.deepEqual([out.builtinFallback, out.anonymization], [false, 'best_effort']);
    assert.deepEqual(names(chainFor(chain, { provider: 'b', model: 'custom-13b' })), ['b:custom-13b', 'a:a-model', 'c:c-model']);
  });
  it('no pin, or a pin whose provider is gone: the chain as configured', () => {
    assert.equal(chainFor(chain, null), chain);
    assert.equal(chainFor(chain, { provider: 'gone', model: 'x' }), chain);
  });
  it('columns to pin and the admin view', () => {
    assert.equal(clientModelOf({ model_provider: null, model_name: 'stale' }), null);
    assert.deepEqual(clientModelOf({ model_provider: 'b', model_name: null }), { provider: 'b', model: null });
    assert.deepEqual(viewOf({ provider: 'b', model: null }, chain.providers), { provider: 'b', model: null, available: true });
    assert.deepEqual(viewOf({ provider: 'z', model: 'm' }, chain.providers), { provider: 'z', model: 'm', available: false });
    assert.equal(viewOf(null, chain.providers), null);
  });
  it('checkPin: exactly one provider of that name, else VALIDATION_ERROR at body.model.provider', () => {
    checkPin({ provider: 'b', model: null }, chain.providers);
    for (const providers of [chain.providers, [p('b'), p('b', 'other')], []]) {
      assert.throws(() => checkPin({ provider: providers.length ? 'b' : 'x', model: null }, providers === chain.providers ? [p('a')] : providers), (err: unknown) => {
        assert.ok(err instanceof AppError);
        assert.equal(err.code, 'VALIDATION_ERROR');
        assert.deepEqual((err.details.errors as { loc: string[] }[]).map((e) => e.loc), [['body', 'model', 'provider']]);
        return true;
      });
    }
  });
});
