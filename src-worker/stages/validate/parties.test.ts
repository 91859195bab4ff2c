import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { JsonObject } from '../../../src-shared/contract/envelope';
import { validateResult } from './index';
import type { ValidateContext } from './index';

const RU: ValidateContext = { text: 'Договор подряда … ИНН … КПП …', documentType: null };
const codes = (result: JsonObject, ctx = RU): [string, string, string][] =>
  validateResult(result, ctx).warnings.map((w) => [w.code, w.field, w.severity]);
const only = (result: JsonObject, code: string, ctx = RU): [string, string, string][] => codes(result, ctx).filter((w) => w[0] === code);

/** The parties of the corpus contract rkimk_dogovor_elektromontazh_foie (КПП of the customer corrected). */
const contract = (): JsonObject => ({
  contract_number: null,
  customer: { name: 'ОГБПОУ «Рязанский колледж имени Героя Советского Союза Н.Н. Комарова»', inn: '6215001527', kpp: '621501001', ogrn: '1026200702340' },
  contractor: { name: 'Общество с ограниченной ответственностью «СпецЭлектроМонтаж»', inn: '6229063805', kpp: '622901001', ogrn: '1086229003420', bik: '047888760', account: '40702810502000093408' },
  total_amount: 74000,
  vat_amount: 12333.33,
  currency: 'RUB',
});

describe('validateResult: INN and KPP', () => {
  it('passes the corpus contract parties', () => {
    assert.deepEqual(codes(contract()), []);
  });

  it('invalid_inn_length: the 7-digit ИНН of the ТОРГ-12 test sheet, and a letter inside the number', () => {
    const r = { supplier: 'Общество с ограниченной ответственностью "Золотая антилопа"', supplier_inn: '1111111', payer: { name: 'ООО “Рога и копыта”', inn: '77О7083893' } };
    assert.deepEqual(only(r, 'invalid_inn_length'), [['invalid_inn_length', 'supplier_inn', 'high'], ['invalid_inn_length', 'payer.inn', 'high']]);
  });

  it('invalid_inn_checksum (proposed): right length, wrong control digit', () => {
    const r = contract();
    (r.contractor as JsonObject).inn = '6229063806';
    assert.deepEqual(only(r, 'invalid_inn_checksum'), [['invalid_inn_checksum', 'contractor.inn', 'high']]);
    assert.deepEqual(only(r, 'invalid_inn_length'), []);
  });

  it('reads a combined ИНН/КПП field and a 12-digit individual INN', () => {
    assert.deepEqual(codes({ seller: { name: 'ИП Петров П.П.', inn: '500100732259' }, buyer: { name: 'ООО «Вайлдберриз»', inn_kpp: '7721546864/500301001' } }), []);
    assert.deepEqual(only({ buyer: { name: 'ООО «Вайлдберриз»', inn_kpp: '7721546864/50030100' } }, 'invalid_kpp_length'), [['invalid_kpp_length', 'buyer.inn_kpp', 'medium']]);
  });

  it('invalid_kpp_length: the 8-digit КПП printed in the corpus contract', () => {
    const r = contract();
    (r.customer as JsonObject).kpp = '62501001';
    assert.deepEqual(codes(r), [['invalid_kpp_length', 'customer.kpp', 'medium']]);
  });

  it('accepts a КПП with letters in positions 5–6, rejects other letters', () => {
    assert.deepEqual(only({ seller: { name: 'ООО «Ромашка»', inn: '7707083893', kpp: '7707AB001' } }, 'invalid_kpp_length'), []);
    assert.deepEqual(only({ seller: { name: 'ООО «Ромашка»', inn: '7707083893', kpp: 'A70701001' } }, 'invalid_kpp_length'), [['invalid_kpp_length', 'seller.kpp', 'medium']]);
  });

  it('does not judge a foreign VAT number in an INN field as an INN', () => {
    assert.deepEqual(only({ seller: { name: 'Lieferant GmbH', inn: 'DE136695976' } }, 'invalid_inn_length'), []);
  });
});

describe('validateResult: duplicate_party', () => {
  it('blanks the second party of a contract with the same INN, leaving the input as it was', () => {
    const input = contract();
    (input.contractor as JsonObject).inn = '6215001527';
    const out = validateResult(input, RU);
    assert.deepEqual(out.warnings.map((w) => [w.code, w.field, w.severity]), [['duplicate_party', 'contractor.inn', 'high']]);
    assert.equal((out.result.contractor as JsonObject).inn, null);
    assert.equal((out.result.customer as JsonObject).inn, '6215001527');
    assert.equal((input.contractor as JsonObject).inn, '6215001527');
  });

  it('takes document order, flat fields and Russian keys into account', () => {
    const r = { 'ИНН продавца': '7705442145', 'Продавец': 'ООО "Градиент Дистрибьюция"', 'Покупатель': 'ООО "Вайлдберриз"', 'ИНН покупателя': '7705442145' };
    const out = validateResult(r, RU);
    assert.deepEqual(out.warnings.map((w) => [w.code, w.field]), [['duplicate_party', 'ИНН покупателя']]);
    assert.equal(out.result['ИНН покупателя'], null);
  });

  it('finds duplicates in a list of parties with roles', () => {
    const r = { parties: [{ role: 'Исполнитель', name: 'ООО «Альфа»', inn: '7707083893' }, { role: 'Заказчик', name: 'ООО «Альфа»', inn: '7707083893' }] };
    assert.deepEqual(only(r, 'duplicate_party'), [['duplicate_party', 'parties[1].inn', 'high']]);
  });

  it('lets a shipper ship to itself and a seller act as shipper (corpus ТОРГ-12)', () => {
    const r = {
      shipper: { name: 'ООО "Градиент Дистрибьюция"', inn: '7705442145', kpp: '502101001' },
      consignee: { name: 'ООО "Градиент Дистрибьюция"', inn: '7705442145', kpp: '502101001' },
      supplier: { name: 'ООО "НТС "Градиент"', inn: '7720125736', kpp: '771701001' },
      payer: { name: 'ООО " Табер Трейд"', inn: '7709505477', kpp: '772501001' },
    };
    assert.deepEqual(codes(r), []);
  });
});

describe('validateResult: missing_contractor_inn', () => {
  it('medium for a Russian company without INN', () => {
    const r = contract();
    delete (r.contractor as JsonObject).inn;
    assert.deepEqual(codes(r), [['missing_contractor_inn', 'contractor', 'medium']]);
  });

  it('medium at the INN path when the INN is empty or invalid', () => {
    const r = contract();
    (r.customer as JsonObject).inn = null;
    assert.deepEqual(codes(r), [['missing_contractor_inn', 'customer.inn', 'medium']]);
    (r.customer as JsonObject).inn = '1111111';
    assert.deepEqual(only(r, 'missing_contractor_inn'), [['missing_contractor_inn', 'customer.inn', 'medium']]);
  });

  it('low for a foreign party or a private person', () => {
    const foreign = { seller: { name: 'Lieferant GmbH', inn: null, vat_id: 'DE136695976' }, buyer: { name: 'ООО «Ромашка»', inn: '7707083893' } };
    assert.deepEqual(codes(foreign), [['missing_contractor_inn', 'seller.inn', 'low']]);
    const person = { seller: { name: 'ООО «Ромашка»', inn: '7707083893' }, buyer: { name: 'Иванов Иван Иванович', inn: null } };
    assert.deepEqual(codes(person), [['missing_contractor_inn', 'buyer.inn', 'low']]);
    const country = { contractor: { name: 'Shenzhen Electronics Co., Ltd.', inn: null, country: 'China' } };
    assert.deepEqual(codes(country), [['missing_contractor_inn', 'contractor.inn', 'low']]);
  });

  it('stays silent on foreign documents without any INN, and on all-null parties', () => {
    const de = { seller_name: 'Lieferant GmbH', seller_vat_id: 'DE123456789', buyer_name: 'Kunden AG Mitte', buyer: { name: 'Kunden AG Mitte', address: 'Hamburg' } };
    assert.deepEqual(codes(de, { text: 'Rechnung 471102, USt-IdNr. DE123456789', documentType: 'invoice' }), []);
    assert.deepEqual(codes({ seller: { name: null, inn: null }, buyer: { name: 'ООО «Ромашка»', inn: '7707083893' } }), []);
  });

  it('does not ask a consignee without an INN field for one', () => {
    assert.deepEqual(codes({ seller: { name: 'ООО "Градиент"', inn: '7705442145' }, consignee: { name: 'ООО "Вайлдберриз"' } }), []);
  });
});

describe('validateResult: sender_equals_carrier', () => {
  const CMR: ValidateContext = { text: 'CMR International consignment note', documentType: 'cmr' };

  it('flags a CMR whose carrier is the sender (same INN)', () => {
    const r = { sender: { name: 'ООО «ТрансЛогистик»', inn: '7707083893' }, consignee: { name: 'Spedition Müller GmbH', country: 'DE' }, carrier: { name: 'ТрансЛогистик, ООО', inn: '7707083893' } };
    assert.deepEqual(only(r, 'sender_equals_carrier', CMR), [['sender_equals_carrier', 'carrier', 'high']]);
  });

  it('flags the same company by name or VAT number, without a document type', () => {
    const byName = { sender: { name: 'Spedition Müller GmbH', address: 'Hamburg' }, carrier: { name: 'SPEDITION MÜLLER GMBH' } };
    assert.deepEqual(only(byName, 'sender_equals_carrier', { text: '', documentType: null }), [['sender_equals_carrier', 'carrier', 'high']]);
    const byVat = { absender: { name: 'Müller Logistik', vat_id: 'DE 136 695 976' }, frachtführer: { name: 'ML Transport', vat_id: 'DE136695976' } };
    assert.deepEqual(only(byVat, 'sender_equals_carrier', CMR), [['sender_equals_carrier', 'frachtführer', 'high']]);
  });

  it('passes distinct sender and carrier, and a Russian ТТН where own transport is lawful', () => {
    const r = { sender: { name: 'ООО «Ромашка»', inn: '7707083893' }, carrier: { name: 'ООО «ТрансЛогистик»', inn: '6229063805' } };
    assert.deepEqual(codes(r, CMR), []);
    const own = { shipper: { name: 'ООО «Ромашка»', inn: '7707083893' }, carrier: { name: 'ООО «Ромашка»', inn: '7707083893' } };
    assert.deepEqual(only(own, 'sender_equals_carrier', { text: '', documentType: 'Транспортная накладная' }), []);
  });
});
