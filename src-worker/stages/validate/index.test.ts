import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { JsonObject } from '../../../src-shared/contract/envelope';
import { WARNING_CODES } from '../../../src-shared/contract/warnings';
import { validateResult } from './index';

/** A УПД as a model would return it for the corpus XML lalexs75_ON_SCHFDOPPR_test_5.01 (one line). */
const UPD: JsonObject = {
  document_type: 'УПД',
  number: '1',
  date: '25.09.2017',
  seller: { name: 'ООО "Тестовая организация №1"', inn: '9665953144', kpp: '966501000', address: 'г. Москва' },
  buyer: { name: 'ООО "Тестовая организация №2"', inn: '9687107106', kpp: '968701000' },
  consignee: { name: 'ООО "Тестовая организация №2"', inn: '9687107106', kpp: '968701000' },
  currency: '643',
  items: [{ name: 'Услуга', quantity: 1, price: 1000, amount_without_vat: 1000, vat_rate: '18%', vat_amount: 180, amount_with_vat: 1180 }],
  total_without_vat: 1000,
  total_vat: 180,
  total_with_vat: 1180,
};

/** An English invoice of the invoice2data kind. */
const INVOICE: JsonObject = {
  invoice_number: 'INV-2014-0803',
  date: 'August 3, 2014',
  seller: { name: 'Amazon Web Services, Inc.', address: '410 Terry Ave North, Seattle, WA' },
  buyer: { name: 'Example Corp.', email: 'billing@example.com' },
  currency: 'USD',
  lines: [{ description: 'EC2 usage', amount: '$10.00' }, { description: 'S3 storage', amount: '$2.50' }],
  total: '$12.50',
};

/** A CMR waybill between a Russian sender and a German consignee. */
const CMR_NOTE: JsonObject = {
  number: 'CMR 0012345',
  sender: { name: 'ООО «Ромашка»', inn: '7707083893', address: 'Москва' },
  consignee: { name: 'Spedition Müller GmbH', address: 'Hamburg', vat_id: 'DE136695976' },
  carrier: { name: 'ООО «ТрансЛогистик»', inn: '6229063805' },
  goods: [{ name: 'Кабель', packages: 10, gross_weight: 1250, net_weight: 1200 }],
  gross_weight: 1250,
  net_weight: 1200,
  date: '2024-03-12',
};

describe('validateResult', () => {
  it('passes clean Russian, English and CMR documents without a warning', () => {
    assert.deepEqual(validateResult(UPD, { text: 'Универсальный передаточный документ … ИНН/КПП продавца 9665953144/966501000', documentType: 'upd' }).warnings, []);
    assert.deepEqual(validateResult(INVOICE, { text: 'Invoice INV-2014-0803 Total $12.50', documentType: 'invoice' }).warnings, []);
    assert.deepEqual(validateResult(CMR_NOTE, { text: 'CMR International consignment note', documentType: 'cmr' }).warnings, []);
  });

  it('returns a copy and never changes its input', () => {
    const input = structuredClone(UPD);
    const out = validateResult(input, { text: '', documentType: null });
    assert.deepEqual(input, UPD);
    assert.notEqual(out.result, input);
    assert.deepEqual(out.result, UPD);
  });

  it('reports every data check of the spec on a document that has every defect, with the spec severities', () => {
    const bad: JsonObject = {
      document_type: 'Акт выполненных работ',
      number: '17/2024',
      date: '1899-12-30',
      contract_number: '17/2024',
      seller: { name: 'ООО «Ром\uFFFDшка»', inn: '7707083893', kpp: '77070100' },
      buyer: { name: 'ООО «Альфа»', inn: '7707083893' },
      contractor: { name: 'ООО «Бета»', inn: '123456' },
      sender: { name: 'ООО «Ромашка»', inn: '6229063805' },
      carrier: { name: 'Ромашка', inn: '6229063805' },
      net_weight: 10,
      gross_weight: 9,
      items: [{ name: 'Работы', amount: 150000000 }],
      total: 150000001,
    };
    const out = validateResult(bad, { text: 'Акт № 17/2024', documentType: null });
    const got = new Map<string, (typeof out.warnings)[number]>();
    for (const w of out.warnings) if (!got.has(w.code)) got.set(w.code, w);
    const expected: Record<string, string> = {
      invalid_inn_length: 'contractor.inn',
      invalid_kpp_length: 'seller.kpp',
      suspicious_amount: 'items[0].amount',
      ocr_noise: 'seller.name',
      duplicate_party: 'buyer.inn',
      missing_contractor_inn: 'contractor.inn',
      ambiguous_document_number: 'number',
      totals_mismatch: 'total',
      weight_invariant_violation: 'net_weight',
      sender_equals_carrier: 'carrier',
      date_out_of_range: 'date',
    };
    for (const [code, field] of Object.entries(expected)) {
      const w = got.get(code);
      assert.ok(w, `${code} reported`);
      assert.equal(w.field, field, code);
      assert.equal(w.severity, WARNING_CODES[code as keyof typeof WARNING_CODES], code);
      assert.ok(w.message.length > 10, code);
    }
    assert.equal((out.result.buyer as JsonObject).inn, null);
  });

  it('flags invalid_inn_checksum (high, an additive contract code) on wrong control digits', () => {
    assert.equal(WARNING_CODES.invalid_inn_checksum, 'high');
    const out = validateResult({ buyer: { name: 'ООО «Ромашка»', inn: '7701234567' } }, { text: '', documentType: null });
    assert.deepEqual(out.warnings.map((w) => [w.code, w.field, w.severity]), [
      ['invalid_inn_checksum', 'buyer.inn', 'high'],
      ['missing_contractor_inn', 'buyer.inn', 'medium'],
    ]);
  });
});
