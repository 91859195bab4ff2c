import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { JsonObject } from '../../../src-shared/contract/envelope';
import { validateResult } from './index';

const warnings = (result: JsonObject, documentType: string | null = null, text = ''): [string, string, string][] =>
  validateResult(result, { text, documentType }).warnings.map((w) => [w.code, w.field, w.severity]);

describe('validateResult: ocr_noise', () => {
  it('flags every result string with replacement characters, at its path', () => {
    const r = { seller: { name: 'ООО «Ром\uFFFDшка»', inn: '7707083893' }, items: [{ name: 'Бумага офисная' }, { name: 'Карт\uFFFD\uFFFDидж' }] };
    assert.deepEqual(warnings(r), [['ocr_noise', 'seller.name', 'medium'], ['ocr_noise', 'items[1].name', 'medium']]);
  });
  it('passes clean strings', () => {
    assert.deepEqual(warnings({ seller: { name: 'ООО «Ромашка»', inn: '7707083893' }, note: 'Ünïcödé ✓ 价税合计' }), []);
  });
});

describe('validateResult: date_out_of_range', () => {
  it('flags dates before 1990 and after 2100 in any notation', () => {
    const r = { date: '1899-12-30', contract: { date: '12.03.1985' }, items: [{ name: 'Магния сульфат', expiry: '01.01.2101' }], signed: '26 августа 2214 года' };
    assert.deepEqual(warnings(r), [
      ['date_out_of_range', 'date', 'medium'],
      ['date_out_of_range', 'contract.date', 'medium'],
      ['date_out_of_range', 'items[0].expiry', 'medium'],
      ['date_out_of_range', 'signed', 'medium'],
    ]);
  });
  it('reads a date inside a date field ("от 22.08.1913")', () => {
    assert.deepEqual(warnings({ basis_date: 'от 22.08.1913 г.' }), [['date_out_of_range', 'basis_date', 'medium']]);
  });
  it('passes dates inside the range, birth dates and numbers that only look like dates', () => {
    const r = { document_date: '2016-01-01', due_date: '31/12/2099', signatory: { name: 'Иванов И.И.', birth_date: '05.05.1975' }, number: 'НТС16088141', issued: '1990-01-01', expires: '2100-12-31' };
    assert.deepEqual(warnings(r), []);
  });
});

describe('validateResult: weight_invariant_violation', () => {
  it('flags net above gross at document level and per line, reading units', () => {
    const r = {
      net_weight: 1200, gross_weight: 1150,
      items: [
        { name: 'Трубы', 'масса нетто': '12,5 кг', 'масса брутто': '13 кг' },
        { name: 'Кабель', 'масса нетто': '12,5 кг', 'масса брутто': '12 кг' },
      ],
      packages: { weight: { net: '1,2 т', gross: '1150 kg' } },
    };
    assert.deepEqual(warnings(r), [
      ['weight_invariant_violation', 'net_weight', 'high'],
      ['weight_invariant_violation', 'items[1].масса нетто', 'high'],
      ['weight_invariant_violation', 'packages.weight.net', 'high'],
    ]);
  });
  it('reads German and Chinese keys', () => {
    assert.deepEqual(warnings({ Nettogewicht: '510 kg', Bruttogewicht: '500 kg' }), [['weight_invariant_violation', 'Nettogewicht', 'high']]);
    assert.deepEqual(warnings({ '净重': 30, '毛重': 28 }), [['weight_invariant_violation', '净重', 'high']]);
  });
  it('does not read bare net/gross as weights (ТОРГ-12 XML: net is the quantity)', () => {
    const r = { lines: [{ name: 'VS Табер_промо_08_тушь_FF', places: '29', gross: '0.64', net: '29', vat_rate: '18', amount_with_vat: '0' }] };
    assert.deepEqual(warnings(r), []);
    assert.deepEqual(warnings({ net_weight: '19,5', gross_weight: '21,0' }), []);
  });
});

describe('validateResult: ambiguous_document_number', () => {
  it('flags an act numbered like its contract', () => {
    const act = { number: '17/2024', date: '2024-03-12', contract_number: '17/2024', contract_date: '2024-02-01' };
    assert.deepEqual(warnings(act, 'act'), [['ambiguous_document_number', 'number', 'high']]);
    assert.deepEqual(warnings(act, 'Акт выполненных работ'), [['ambiguous_document_number', 'number', 'high']]);
  });

  it('knows an act by its keys and reads the number inside a contract reference', () => {
    const r = { act_number: '№ 17/2024', act_date: '12.03.2024', basis: 'Договор подряда № 17/2024 от 01.02.2024' };
    assert.deepEqual(warnings(r), [['ambiguous_document_number', 'act_number', 'high']]);
    const nested = { document: { type: 'Акт сдачи-приёмки', number: '45-А' }, contract: { number: '45-а', date: '2024-01-10' } };
    assert.deepEqual(warnings(nested), [['ambiguous_document_number', 'document.number', 'high']]);
  });

  it('passes an act with its own number, and an invoice that repeats the contract number', () => {
    assert.deepEqual(warnings({ number: '5', contract_number: '17/2024' }, 'act'), []);
    assert.deepEqual(warnings({ number: '17/2024', contract_number: '17/2024' }, 'invoice'), []);
    assert.deepEqual(warnings({ number: '17', contract: { number: '17/2024', amount: 17 } }, 'акт'), []);
  });
});
