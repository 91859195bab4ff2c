import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isCorrespondentAccount, isValidAccount, isValidBic, isValidInn, isValidKpp, isValidOgrn, isValidOgrnip, isValidSwiftBic } from './ids';
import { isValidIban, isValidVatId } from './vat';

// Real identifiers from the corpus ground truths (office/ru-contracts-docx, xml/fns, pdf-text/facturx).
const CORPUS_INN = ['6215001527', '6229063805', '6229097748', '7705442145', '7720125736', '7709505477', '7721546864', '9665953144', '9687107106', '9147414342', '114500647890'];

describe('isValidInn', () => {
  it('accepts real 10- and 12-digit taxpayer numbers', () => {
    for (const inn of [...CORPUS_INN, '7707083893', '500100732259']) assert.equal(isValidInn(inn), true, inn);
  });
  it('rejects a wrong control digit, a wrong length and zeros', () => {
    for (const inn of ['7701234567', '6215001528', '114500647891', '114500647880', '1111111', '62150015270', '0000000000', '77О1234567']) {
      assert.equal(isValidInn(inn), false, inn);
    }
  });
});

describe('isValidKpp', () => {
  it('accepts 9 characters with letters allowed in positions 5–6', () => {
    for (const kpp of ['622901001', '502101001', '771701001', '966501000', '7701AB001', '7725 01 001']) assert.equal(isValidKpp(kpp), true, kpp);
  });
  it('rejects the 8-digit KPP misprinted in the corpus contract, and letters elsewhere', () => {
    for (const kpp of ['62501001', '6225010011', 'A22901001', '6229010A1', '000001001', '7701ab001']) assert.equal(isValidKpp(kpp), false, kpp);
  });
});

describe('isValidOgrn', () => {
  it('accepts real ОГРН (13) and ОГРНИП (15)', () => {
    for (const ogrn of ['1026200702340', '1086229003420', '1216200003480', '1027739304570', '1027700132195']) assert.equal(isValidOgrn(ogrn), true, ogrn);
    assert.equal(isValidOgrnip('304500116000157'), true);
    assert.equal(isValidOgrn('304500116000157'), true);
  });
  it('rejects a wrong control digit or length', () => {
    for (const ogrn of ['1026200702341', '102620070234', '304500116000158', '1086229003421']) assert.equal(isValidOgrn(ogrn), false, ogrn);
  });
});

describe('isValidBic and isValidAccount', () => {
  it('accepts bank BICs (04…) and treasury BICs (01…)', () => {
    for (const bic of ['047888760', '044525388', '044525225', '016126031']) assert.equal(isValidBic(bic), true, bic);
    for (const bic of ['47888760', '147888760', '04788876A', '0478887601']) assert.equal(isValidBic(bic), false, bic);
  });
  it('checks settlement and correspondent accounts against their BIC (corpus contracts)', () => {
    assert.equal(isValidAccount('40702810502000093408', '047888760'), true);
    assert.equal(isValidAccount('30101810300000000760', '047888760'), true);
    assert.equal(isValidAccount('40702810720300012219', '044525388'), true);
    assert.equal(isValidAccount('30101810800000000388', '044525388'), true);
    assert.equal(isValidAccount('40702810400000012345', '044525225'), false);
    assert.equal(isValidAccount('40702810502000093408', '044525388'), false, 'another bank');
    assert.equal(isValidAccount('40702810502000093409', '047888760'), false, 'one digit changed');
    assert.equal(isValidAccount('4070281050200009340', '047888760'), false, '19 digits');
  });
  it('checks the treasury single account; treasury accounts have no key, only their structure', () => {
    assert.equal(isValidAccount('40102810345370000051', '016126031'), true);
    assert.equal(isValidAccount('03224643610000005900', '016126031'), true);
    assert.equal(isValidAccount('03224840610000005900', '016126031'), false, 'not roubles');
    assert.equal(isCorrespondentAccount('30101810300000000760'), true);
    assert.equal(isCorrespondentAccount('40702810502000093408'), false);
  });
  it('knows SWIFT codes', () => {
    assert.equal(isValidSwiftBic('COBADEFFXXX'), true);
    assert.equal(isValidSwiftBic('DEUTDEFF'), true);
    assert.equal(isValidSwiftBic('DEUT1EFF'), false);
  });
});

describe('isValidIban', () => {
  it('accepts valid IBANs, printed in groups or not', () => {
    for (const iban of ['DE89370400440532013000', 'DE89 3704 0044 0532 0130 00', 'GB82WEST12345698765432', 'FR1420041010050500013M02606', 'NL91ABNA0417164300', 'CH9300762011623852957']) {
      assert.equal(isValidIban(iban), true, iban);
    }
  });
  it('rejects a wrong check, a wrong length for the country and junk', () => {
    for (const iban of ['DE89370400440532013001', 'DE8937040044053201300', 'GB82WEST1234569876543', 'XX00', '']) assert.equal(isValidIban(iban), false, iban);
  });
});

describe('isValidVatId', () => {
  it('accepts VAT numbers with valid check digits (corpus Factur-X sellers and public examples)', () => {
    for (const vat of ['DE136695976', 'DE789456278', 'DE 136 695 976', 'FR32123456789', 'FR11999999998', 'FR19787878784', 'NL004495445B01', 'ATU13585627', 'IT00743110157', 'PL5260250274', 'BE0403170701', 'GB980780684', 'ESB12345678', 'ESX1234567L']) {
      assert.equal(isValidVatId(vat), true, vat);
    }
  });
  it('rejects placeholders whose check digit fails, wrong structure and unknown prefixes', () => {
    for (const vat of ['DE123456789', 'DE999999999', 'DE87654321', 'FR33123456789', 'NL004495445B0', 'ATU13585628', 'IT12345678901', 'PL5260250275', 'BE0403170702', 'GB123456789', 'ES12345678', 'RU7707083893', 'XX123456789']) {
      assert.equal(isValidVatId(vat), false, vat);
    }
  });
});
