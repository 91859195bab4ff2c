import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CONCEPTS, GLOSSARIES, LANGS, type ConceptId, type Lang, type Term } from './index';

/**
 * The five vocabulary files hold together: the same concepts, one reading per spelling, the same
 * placeholders in every language, codes owned by one concept each.
 */

const ids = Object.keys(CONCEPTS) as ConceptId[];
const termsOf = (lang: Lang): [ConceptId, Term][] => Object.entries(GLOSSARIES[lang].terms) as [ConceptId, Term][];
/** How the matcher tells spellings apart: capitals and one-letter spellings exactly, others folded. */
const key = (s: string): string => {
  const letters = s.match(/\p{L}/gu) ?? [];
  const exact = letters.length === 1 || (letters.length >= 2 && s === s.toUpperCase() && s !== s.toLowerCase());
  return exact ? `=${s.replace(/\s+/g, '')}` : s.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, '');
};
/** The placeholder names of a spelling (Chinese repeats {pack}: "每{pack}"). */
const slotsOf = (s: string): string => [...new Set([...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort().join(',');

test('every language file names exactly the concepts of concepts.ts', () => {
  for (const lang of LANGS) assert.deepEqual(Object.keys(GLOSSARIES[lang].terms).sort(), [...ids].sort(), lang);
});

test('within a language a spelling has one reading, except the two split by a number before them', () => {
  const splits: string[] = [];
  for (const lang of LANGS) {
    for (const role of ['forms', 'afterNumber'] as const) {
      const owner = new Map<string, ConceptId>();
      for (const [id, t] of termsOf(lang)) {
        for (const s of t[role] ?? []) {
          const other = owner.get(key(s));
          assert.ok(other === undefined || other === id, `${lang} ${role} "${s}": ${other} and ${id}`);
          owner.set(key(s), id);
        }
      }
    }
    const forms = new Map(termsOf(lang).flatMap(([id, t]) => t.forms.map((s) => [key(s), id] as const)));
    for (const [id, t] of termsOf(lang)) {
      for (const s of t.afterNumber ?? []) if (forms.has(key(s)) && forms.get(key(s)) !== id) splits.push(`${lang} ${s}: ${forms.get(key(s))} / ${id}`);
    }
  }
  // "5 упаковок" are packs, the header "Упаковка" is the field; "5 units" are pieces, "Unit" the column.
  assert.deepEqual(splits, ['ru упаковка: field.packaging / packaging.package', 'en unit: field.unit / unit.piece']);
});

test('no spelling means different concepts in different languages', () => {
  const readings = new Map<string, Set<ConceptId>>();
  for (const lang of LANGS) {
    for (const [id, t] of termsOf(lang)) {
      for (const s of [...t.forms, ...(t.afterNumber ?? [])]) readings.set(`${lang}|${key(s)}`, new Set([id]));
    }
  }
  const byKey = new Map<string, Map<Lang, Set<ConceptId>>>();
  for (const [k, concepts] of readings) {
    const [lang, spelling] = k.split('|') as [Lang, string];
    const langs = byKey.get(spelling) ?? new Map<Lang, Set<ConceptId>>();
    langs.set(lang, new Set([...(langs.get(lang) ?? []), ...concepts]));
    byKey.set(spelling, langs);
  }
  const clashes = [...byKey].filter(([, langs]) => langs.size > 1 && new Set([...langs.values()].flatMap((c) => [...c])).size > 1).map(([s]) => s);
  assert.deepEqual(clashes, []);
});

test('a concept has the same placeholders in every language, in its out and in each spelling', () => {
  for (const id of ids) {
    const slots = slotsOf(GLOSSARIES.en.terms[id].out);
    const kind = CONCEPTS[id].kind;
    if (slots !== '') assert.ok(kind === 'quantity' || kind === 'payment', `${id} has placeholders`);
    for (const lang of LANGS) {
      const t = GLOSSARIES[lang].terms[id];
      assert.equal(slotsOf(t.out), slots, `${lang} ${id} out`);
      for (const s of t.forms) assert.equal(slotsOf(s), slots, `${lang} ${id} "${s}"`);
      assert.ok((t.afterNumber ?? []).every((s) => slotsOf(s) === ''), `${lang} ${id} afterNumber`);
      assert.ok(slots !== '' || t.forms.length + (t.afterNumber?.length ?? 0) > 0, `${lang} ${id} has no spelling`);
    }
  }
});

test('codes are capitals owned by one concept; every Incoterm has its three-letter code', () => {
  const owner = new Map<string, ConceptId>();
  for (const [id, info] of Object.entries(CONCEPTS) as [ConceptId, { kind: string; codes?: readonly string[] }][]) {
    for (const code of info.codes ?? []) {
      assert.match(code, /^[A-Z][A-Z0-9]{1,3}$/);
      assert.equal(owner.get(code), undefined, code);
      owner.set(code, id);
    }
    if (info.kind === 'incoterm' && id !== 'incoterm.rules') assert.deepEqual(info.codes, [id.slice('incoterm.'.length).toUpperCase()]);
  }
  assert.deepEqual([...owner.keys()].filter((c) => CONCEPTS[owner.get(c) as ConceptId].kind === 'incoterm').sort(),
    ['CFR', 'CIF', 'CIP', 'CPT', 'DAP', 'DAT', 'DDP', 'DPU', 'EXW', 'FAS', 'FCA', 'FOB']);
});

test('counted words exist only where the language inflects after a number', () => {
  for (const lang of LANGS) {
    for (const [id, t] of termsOf(lang)) {
      if (!t.counted) continue;
      assert.ok(CONCEPTS[id].kind === 'unit' || CONCEPTS[id].kind === 'packaging', `${lang} ${id}`);
      assert.notEqual(lang, 'zh');
      if (lang === 'ru') assert.deepEqual(Object.keys(t.counted).sort(), ['few', 'many', 'one', 'other'], id);
      else assert.deepEqual(Object.keys(t.counted).sort(), ['one', 'other'], `${lang} ${id}`);
    }
  }
});
