import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { scanRequisites } from './requisites';

// The requisites block of a corpus contract (rkimk_dogovor_elektromontazh_foie.docx) as its text reads.
const BLOCK = `ИНН/КПП 6229063805/622901001, ОГРН 1086229003420
р/с 40702810502000093408 в Ярославском филиале ПАО «Промсвязьбанк», к/с 30101810300000000760, БИК 047888760`;

const brief = (text: string): [string, string, boolean][] => scanRequisites(text).map((h) => [h.value.type, h.value.value, h.value.valid]);

describe('requisites grammar', () => {
  it('names every requisite of a bank block, checks accounts against the BIC', () => {
    assert.deepEqual(brief(BLOCK), [
      ['inn', '6229063805', true],
      ['kpp', '622901001', true],
      ['ogrn', '1086229003420', true],
      ['settlement_account', '40702810502000093408', true],
      ['correspondent_account', '30101810300000000760', true],
      ['bic', '047888760', true],
    ]);
    const hits = scanRequisites(BLOCK);
    for (const h of hits) assert.equal(BLOCK.slice(h.start, h.end), h.text);
    assert.equal(hits.find((h) => h.value.type === 'settlement_account')?.value.bic, '047888760');
    assert.equal(hits[0]?.value.holder, 'organisation');
  });

  it('reports labelled numbers whose control digits fail, and ignores bare ones that fail', () => {
    assert.deepEqual(brief('ИНН 6229063806 ОГРН 1086229003421 ОГРНИП 304500116000157'), [
      ['inn', '6229063806', false], ['ogrn', '1086229003421', false], ['ogrnip', '304500116000157', true],
    ]);
    assert.deepEqual(brief('Заказ 6229063806 от 1086229003421'), []);
  });

  it('an account whose key does not hold with the BIC of the block is invalid, the individual INN is told apart', () => {
    assert.deepEqual(brief('р/с 40702810502000093409 БИК 047888760'), [['settlement_account', '40702810502000093409', false], ['bic', '047888760', true]]);
    const [inn] = scanRequisites('ИНН 500100732259');
    assert.deepEqual([inn?.value.holder, inn?.value.valid], ['individual', true]);
  });

  it('takes spaced accounts and Latin labels', () => {
    // A labelled account is reported even when its key fails with the BIC beside it, so the typo shows.
    assert.deepEqual(brief('INN 7707083893; BIC 044525225; Account No. 4070 2810 9380 0000 0001, account 4070 2810 9380 0000 0002'), [
      ['inn', '7707083893', true], ['bic', '044525225', true], ['settlement_account', '40702810938000000001', true], ['settlement_account', '40702810938000000002', false],
    ]);
  });
});
