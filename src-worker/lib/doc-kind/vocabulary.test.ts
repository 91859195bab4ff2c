import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CATALOG_TYPE_IDS } from '../../../src-shared/catalog';
import { FILES, VOCABULARY, compileVocabulary } from './vocabulary';

describe('doc-kind vocabulary', () => {
  it('has one file per language the extractor reads (concepts.ts)', () => {
    assert.deepEqual(FILES.map((f) => f.language), ['ru', 'en', 'de', 'fr', 'nl', 'es', 'it', 'zh']);
  });

  it('names every catalog type in at least one language', () => {
    const titled = new Set(VOCABULARY.phrases.filter((p) => p.role === 'title').map((p) => p.type));
    for (const type of CATALOG_TYPE_IDS) assert.ok(titled.has(type), type);
  });

  it('no phrase means two kinds: after folding, each word sequence belongs to one kind', () => {
    const kinds = new Map<string, Set<string>>();
    for (const p of VOCABULARY.phrases) {
      const key = `${p.role === 'code' ? 'code' : 'text'}:${p.tokens.join(' ')}`;
      kinds.set(key, (kinds.get(key) ?? new Set()).add(p.type));
    }
    const clashes = [...kinds.entries()].filter(([, k]) => k.size > 1).map(([phrase]) => phrase);
    assert.deepEqual(clashes, []);
  });

  it('refuses a type that is neither a catalog type nor other', () => {
    assert.throws(() => compileVocabulary([{ language: 'xx', titles: { waybill: ['накладная'] }, labels: {}, codes: {}, tailFree: [] }]), /'waybill' is neither a catalog type id nor 'other'/);
  });

  it('keeps phrases that share a first word longest first', () => {
    const act = VOCABULARY.byFirstToken.get('акт') ?? [];
    const lengths = act.map((p) => p.tokens.length);
    assert.deepEqual(lengths, [...lengths].sort((a, b) => b - a));
    assert.equal(act[act.length - 1]?.text, 'акт');
  });
});
