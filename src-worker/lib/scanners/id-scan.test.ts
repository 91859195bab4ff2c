import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { scanAccounts, scanBic, scanInn, scanKpp, scanOgrn } from './id-scan';
import { scanIbans, scanVatIds } from './intl-scan';
import { scanEmails, scanPhones } from './contacts';
import type { IdHit } from './types';

const pairs = (hits: IdHit[]): [string, boolean][] => hits.map((h) => [h.value, h.valid]);

// Requisites block of the corpus contract rkimk_dogovor_elektromontazh_foie.docx (as its text reads).
const REQUISITES = `ЗАКАЗЧИК: ОГБПОУ «Рязанский колледж имени Героя Советского Союза Н.Н. Комарова»
ИНН 6215001527 КПП 62501001 ОГРН 1026200702340 ОКПО 00564292
Казначейский счет 03224643610000005900, ЕКС 40102810345370000051, БИК 016126031
ПОДРЯДЧИК: ООО «СпецЭлектроМонтаж»
ИНН/КПП 6229063805/622901001, ОГРН 1086229003420
р/с 40702810502000093408 в Ярославском филиале ПАО «Промсвязьбанк», к/с 30101810300000000760, БИК 047888760`;

describe('Russian identifier scanners', () => {
  it('finds labelled INNs, including the INN/KPP pair, with offsets of the digits', () => {
    const hits = scanInn(REQUISITES);
    assert.deepEqual(pairs(hits), [['6215001527', true], ['6229063805', true]]);
    for (const h of hits) assert.equal(REQUISITES.slice(h.start, h.end), h.raw);
  });

  it('reports a labelled INN with a bad checksum or length as invalid', () => {
    assert.deepEqual(pairs(scanInn('ИНН покупателя: 7701234567; ИНН 1111111; inn 7707083893')), [['7701234567', false], ['1111111', false], ['7707083893', true]]);
  });

  it('takes bare numbers only when the checksum holds and no other label claims them', () => {
    const text = 'Реквизиты: 7707083893, 7701234567, 500100732259; ОКПО 0056429212; тел. 4951234567';
    assert.deepEqual(pairs(scanInn(text)), [['7707083893', true], ['500100732259', true]]);
  });

  it('finds KPPs after КПП and in the INN/KPP pair, flagging the 8-digit typo', () => {
    assert.deepEqual(pairs(scanKpp(REQUISITES)), [['62501001', false], ['622901001', true]]);
    assert.deepEqual(pairs(scanKpp('КПП: 7701AB001')), [['7701AB001', true]]);
  });

  it('finds OGRNs labelled and bare', () => {
    assert.deepEqual(pairs(scanOgrn(REQUISITES)), [['1026200702340', true], ['1086229003420', true]]);
    assert.deepEqual(pairs(scanOgrn('ОГРНИП 304500116000157, ОГРН 1026200702341, свидетельство 1027700132195')), [['304500116000157', true], ['1026200702341', false], ['1027700132195', true]]);
  });

  it('finds Russian BICs and SWIFT codes after their labels only', () => {
    assert.deepEqual(pairs(scanBic(REQUISITES)), [['016126031', true], ['047888760', true]]);
    assert.deepEqual(pairs(scanBic('IBAN DE89 3704 0044 0532 0130 00 BIC COBADEFFXXX, SWIFT code: DEUTDEFF; БИК 04452538')), [['COBADEFFXXX', true], ['DEUTDEFF', true], ['04452538', false]]);
  });

  it('checks accounts against the BIC of the same text', () => {
    const hits = scanAccounts(REQUISITES);
    assert.deepEqual(hits.map((h) => [h.value, h.valid, h.kind, h.bic]), [
      ['03224643610000005900', true, 'settlement', '016126031'],
      ['40102810345370000051', true, 'correspondent', '016126031'],
      ['40702810502000093408', true, 'settlement', '047888760'],
      ['30101810300000000760', true, 'correspondent', '047888760'],
    ]);
  });

  it('reports a labelled account that fails its key, and one printed in groups', () => {
    const hits = scanAccounts('р/с 40702810502000093409 БИК 047888760; Расчётный счёт: 40702 810 5 0200 0093408');
    assert.deepEqual(hits.map((h) => [h.value, h.valid]), [['40702810502000093409', false], ['40702810502000093408', true]]);
    assert.equal(hits[1]?.raw, '40702 810 5 0200 0093408');
  });

  it('cannot validate an account without a BIC', () => {
    assert.deepEqual(scanAccounts('р/с 40702810502000093408').map((h) => [h.valid, h.bic]), [[false, null]]);
  });
});

describe('IBAN and VAT scanners', () => {
  it('cuts an IBAN to its country length, so the BIC after it is not read as a group', () => {
    const text = 'IBAN: DE89 3704 0044 0532 0130 00 BIC COBADEFFXXX; GB82 WEST 1234 5698 7654 32; IBAN DE00 1234 5678 9012 3456 78';
    const hits = scanIbans(text);
    assert.deepEqual(pairs(hits), [['DE89370400440532013000', true], ['GB82WEST12345698765432', true], ['DE00123456789012345678', false]]);
    assert.equal(hits[0]?.raw, 'DE89 3704 0044 0532 0130 00');
  });

  it('finds VAT numbers after German, English and French labels, and bare ones with a valid check digit', () => {
    const text = 'USt-IdNr.: DE136695976, VAT ID: DE123456789, FR 32 123 456 789, TVA intracommunautaire FR11999999998, NL004495445B01, ATU13585627, Ref DE999999999';
    assert.deepEqual(pairs(scanVatIds(text)), [
      ['DE136695976', true], ['DE123456789', false], ['FR32123456789', true], ['FR11999999998', true], ['NL004495445B01', true], ['ATU13585627', true],
    ]);
  });

  it('does not read the bank code inside an IBAN as a VAT number', () => {
    assert.deepEqual(scanVatIds('DE89370400440532013000'), []);
  });
});

describe('contact scanners', () => {
  it('finds phones written as phones, in international form', () => {
    const text = 'Тел.: +7 (495) 123-45-67, 8 (800) 555-35-35, tel: +49 30 1234567, Téléphone : +33 1 23 45 67 89, 电话：010-12345678. Дата 12.03.2024, ИНН 7707083893';
    assert.deepEqual(scanPhones(text).map((h) => [h.value, h.valid]), [
      ['+74951234567', true], ['+78005553535', true], ['+49301234567', true], ['+33123456789', true], ['01012345678', true],
    ]);
  });

  it('finds e-mails and checks their parts', () => {
    assert.deepEqual(scanEmails('e-mail: info@spetsmontazh.ru, Buchhaltung@firma-beispiel.de; ivan..petrov@mail.ru, user@host.c0m').map((h) => [h.value, h.valid]), [
      ['info@spetsmontazh.ru', true], ['buchhaltung@firma-beispiel.de', true], ['ivan..petrov@mail.ru', false], ['user@host.c0m', false],
    ]);
  });
});
