import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DOCUMENT_CONCEPT_IDS, FIELD_LANGS, FIELD_VOCABULARIES, ITEM_CONCEPT_IDS, PARTY_FIELD_IDS, ROLE_IDS, totalLineWords } from './index';

describe('field vocabulary', () => {
  it('names every concept, role and party detail in every language', () => {
    for (const lang of FIELD_LANGS) {
      const v = FIELD_VOCABULARIES[lang];
      assert.equal(v.lang, lang);
      for (const r of ROLE_IDS) assert.ok(v.roles[r].length > 0, `${lang} role ${r}`);
      for (const f of PARTY_FIELD_IDS) assert.ok(v.party[f].length > 0, `${lang} party ${f}`);
      for (const c of DOCUMENT_CONCEPT_IDS) assert.ok(v.document[c].length > 0, `${lang} ${c}`);
      for (const c of ITEM_CONCEPT_IDS) assert.ok(v.items[c].length > 0, `${lang} ${c}`);
      for (const c of ['totals.gross', 'totals.net', 'totals.vat'] as const) assert.ok(v.totalLines[c].length > 0, `${lang} total line ${c}`);
      assert.ok(v.generic.length > 0 && v.amountWords.length > 0, `${lang} generic totals`);
      assert.ok(v.otherNumbers.length > 0, `${lang} other papers' numbers`);
    }
  });

  it('writes every word in lower case, trimmed, once per list', () => {
    for (const v of Object.values(FIELD_VOCABULARIES)) {
      const lists = [...Object.values(v.roles), ...Object.values(v.party), ...Object.values(v.document), ...Object.values(v.items), ...Object.values(v.totalLines), v.generic, v.amountWords, v.notNames, v.otherNumbers, v.without, v.including];
      for (const list of lists) {
        for (const w of list) assert.equal(w, w.toLowerCase().trim(), `${v.lang}: "${w}"`);
        assert.equal(new Set(list).size, list.length, `${v.lang}: a word twice in ${JSON.stringify(list)}`);
      }
    }
  });

  it('tries specific totals labels before the generic words, longest first', () => {
    const gross = totalLineWords('totals.gross');
    assert.ok(gross.indexOf('total ttc') < gross.indexOf('total'));
    assert.ok(gross.indexOf('итого к оплате') < gross.indexOf('итого'));
    assert.ok(gross.indexOf('итого') < gross.indexOf('сумма'), 'a bare "amount" word comes last');
    const net = totalLineWords('totals.net');
    assert.ok(net.indexOf('итого без ндс') < net.indexOf('без ндс'));
  });

  it('gives a column header word to one item concept only, across every language', () => {
    // Item words name columns and match schema properties: a word of two concepts ("article" as
    // French for the name, English for the code) lets one property take the other's column.
    const owner = new Map<string, string>();
    for (const v of Object.values(FIELD_VOCABULARIES)) {
      for (const c of ITEM_CONCEPT_IDS) {
        for (const w of v.items[c]) {
          const before = owner.get(w);
          assert.ok(before === undefined || before === c, `"${w}" is ${before} and ${c} (${v.lang})`);
          owner.set(w, c);
        }
      }
    }
  });
});
