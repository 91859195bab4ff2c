import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseXmlTree } from '../../adapters/xml';
import type { KnownValue, KnownXml } from './index';
import { readKnownXml } from './index';

function read(xml: string): KnownXml | null {
  return readKnownXml(parseXmlTree(new TextEncoder().encode(xml)));
}

function values(rec: Record<string, KnownValue> | undefined): Record<string, string | number> {
  return Object.fromEntries(Object.entries(rec ?? {}).map(([k, v]) => [k, v.value]));
}

const NS = 'xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"';

const PARTY = (name: string, vat: string, street: string, city: string): string => `<cac:Party>
      <cac:PartyName><cbc:Name>${name} (trading)</cbc:Name></cac:PartyName>
      <cac:PostalAddress><cbc:StreetName>${street}</cbc:StreetName><cbc:CityName>${city}</cbc:CityName><cbc:PostalZone>10115</cbc:PostalZone><cac:Country><cbc:IdentificationCode>DE</cbc:IdentificationCode></cac:Country></cac:PostalAddress>
      <cac:PartyTaxScheme><cbc:CompanyID>201/113/40209</cbc:CompanyID><cac:TaxScheme><cbc:ID>FC</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>
      <cac:PartyTaxScheme><cbc:CompanyID>${vat}</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>
      <cac:PartyLegalEntity><cbc:RegistrationName>${name}</cbc:RegistrationName></cac:PartyLegalEntity>
      <cac:Contact><cbc:Telephone>+49 30 123456</cbc:Telephone><cbc:ElectronicMail>billing@example.de</cbc:ElectronicMail></cac:Contact>
    </cac:Party>`;

/** A minimal EN 16931 UBL 2.1 invoice: two lines at one rate, a prepayment (payable < tax inclusive). */
const INVOICE = `<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" ${NS}>
  <cbc:CustomizationID>urn:cen.eu:en16931:2017</cbc:CustomizationID>
  <cbc:ID>INV-2024-001</cbc:ID>
  <cbc:IssueDate>2024-03-15</cbc:IssueDate>
  <cbc:DueDate>2024-04-14</cbc:DueDate>
  <cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>
  <cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>
  <cac:ContractDocumentReference><cbc:ID>K-2023-7</cbc:ID></cac:ContractDocumentReference>
  <cac:AccountingSupplierParty>${PARTY('Seller GmbH', 'DE123456789', 'Hauptstr. 1', 'Berlin')}</cac:AccountingSupplierParty>
  <cac:AccountingCustomerParty>${PARTY('Buyer AG', 'DE987654321', 'Nebenweg 2', 'Berlin')}</cac:AccountingCustomerParty>
  <cac:Delivery><cac:DeliveryParty><cac:PartyName><cbc:Name>Lager Nord</cbc:Name></cac:PartyName></cac:DeliveryParty></cac:Delivery>
  <cac:PaymentMeans>
    <cbc:PaymentMeansCode>58</cbc:PaymentMeansCode>
    <cac:PayeeFinancialAccount><cbc:ID>DE89370400440532013000</cbc:ID><cac:FinancialInstitutionBranch><cbc:ID>COBADEFFXXX</cbc:ID></cac:FinancialInstitutionBranch></cac:PayeeFinancialAccount>
  </cac:PaymentMeans>
  <cac:TaxTotal>
    <cbc:TaxAmount currencyID="EUR">57.00</cbc:TaxAmount>
    <cac:TaxSubtotal>
      <cbc:TaxableAmount currencyID="EUR">300.00</cbc:TaxableAmount>
      <cbc:TaxAmount currencyID="EUR">57.00</cbc:TaxAmount>
      <cac:TaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>19</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:TaxCategory>
    </cac:TaxSubtotal>
  </cac:TaxTotal>
  <cac:TaxTotal><cbc:TaxAmount currencyID="SEK">650.00</cbc:TaxAmount></cac:TaxTotal>
  <cac:LegalMonetaryTotal>
    <cbc:LineExtensionAmount currencyID="EUR">300.00</cbc:LineExtensionAmount>
    <cbc:TaxExclusiveAmount currencyID="EUR">300.00</cbc:TaxExclusiveAmount>
    <cbc:TaxInclusiveAmount currencyID="EUR">357.00</cbc:TaxInclusiveAmount>
    <cbc:PrepaidAmount currencyID="EUR">100.00</cbc:PrepaidAmount>
    <cbc:PayableAmount currencyID="EUR">257.00</cbc:PayableAmount>
  </cac:LegalMonetaryTotal>
  <cac:InvoiceLine>
    <cbc:ID>1</cbc:ID>
    <cbc:InvoicedQuantity unitCode="H87">4.000</cbc:InvoicedQuantity>
    <cbc:LineExtensionAmount currencyID="EUR">200.00</cbc:LineExtensionAmount>
    <cac:Item>
      <cbc:Name>Widget</cbc:Name>
      <cac:SellersItemIdentification><cbc:ID>W-100</cbc:ID></cac:SellersItemIdentification>
      <cac:StandardItemIdentification><cbc:ID schemeID="0160">4012345001235</cbc:ID></cac:StandardItemIdentification>
      <cac:OriginCountry><cbc:IdentificationCode>CN</cbc:IdentificationCode></cac:OriginCountry>
      <cac:ClassifiedTaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>19.00</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory>
    </cac:Item>
    <cac:Price><cbc:PriceAmount currencyID="EUR">50.0000</cbc:PriceAmount></cac:Price>
  </cac:InvoiceLine>
  <cac:InvoiceLine>
    <cbc:ID>A2</cbc:ID>
    <cbc:InvoicedQuantity unitCode="HUR">0.5</cbc:InvoicedQuantity>
    <cbc:LineExtensionAmount currencyID="EUR">100.00</cbc:LineExtensionAmount>
    <cac:Item>
      <cbc:Name>Service</cbc:Name>
      <cac:ClassifiedTaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>19</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory>
    </cac:Item>
    <cac:Price><cbc:PriceAmount currencyID="EUR">200.00</cbc:PriceAmount></cac:Price>
  </cac:InvoiceLine>
</Invoice>`;

/** A minimal credit note: the line and quantity have their own names; no tax-inclusive total, so payable is the gross. */
const CREDIT_NOTE = `<?xml version="1.0" encoding="UTF-8"?>
<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2" ${NS}>
  <cbc:UBLVersionID>2.1</cbc:UBLVersionID>
  <cbc:ID>CN-7</cbc:ID>
  <cbc:IssueDate>2024-05-02Z</cbc:IssueDate>
  <cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>
  <cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>
  <cac:AccountingSupplierParty><cac:Party><cac:PartyName><cbc:Name>Seller GmbH</cbc:Name></cac:PartyName></cac:Party></cac:AccountingSupplierParty>
  <cac:AccountingCustomerParty><cac:Party><cac:PartyLegalEntity><cbc:RegistrationName>Buyer AG</cbc:RegistrationName></cac:PartyLegalEntity></cac:Party></cac:AccountingCustomerParty>
  <cac:TaxTotal><cbc:TaxAmount currencyID="EUR">1.90</cbc:TaxAmount></cac:TaxTotal>
  <cac:LegalMonetaryTotal>
    <cbc:TaxExclusiveAmount currencyID="EUR">10.00</cbc:TaxExclusiveAmount>
    <cbc:PayableAmount currencyID="EUR">11.90</cbc:PayableAmount>
  </cac:LegalMonetaryTotal>
  <cac:CreditNoteLine>
    <cbc:ID>1</cbc:ID>
    <cbc:CreditedQuantity unitCode="C62">1</cbc:CreditedQuantity>
    <cbc:LineExtensionAmount currencyID="EUR">10.00</cbc:LineExtensionAmount>
    <cac:Item><cbc:Name>Returned widget</cbc:Name><cac:ClassifiedTaxCategory><cbc:Percent>19</cbc:Percent></cac:ClassifiedTaxCategory></cac:Item>
    <cac:Price><cbc:PriceAmount currencyID="EUR">10.00</cbc:PriceAmount></cac:Price>
  </cac:CreditNoteLine>
</CreditNote>`;

describe('UBL 2.1', () => {
  it('maps an invoice: header, parties by legal name, VAT id by scheme, IBAN, totals in the document currency', () => {
    const known = read(INVOICE);
    assert.equal(known?.format, 'ubl.Invoice');
    assert.equal(known.version, 'urn:cen.eu:en16931:2017');
    assert.equal(known.documentType, 'invoice');
    assert.deepEqual(values(known.values), {
      'document.number': 'INV-2024-001', 'document.date': '2024-03-15', 'document.type': '380', 'document.currency': 'EUR',
      'document.due_date': '2024-04-14', 'document.contract_number': 'K-2023-7',
      'seller.name': 'Seller GmbH', 'seller.vat_id': 'DE123456789', 'seller.address': 'Hauptstr. 1, 10115 Berlin, DE',
      'seller.phone': '+49 30 123456', 'seller.email': 'billing@example.de',
      'buyer.name': 'Buyer AG', 'buyer.vat_id': 'DE987654321', 'buyer.address': 'Nebenweg 2, 10115 Berlin, DE',
      'buyer.phone': '+49 30 123456', 'buyer.email': 'billing@example.de',
      'consignee.name': 'Lager Nord', 'seller.iban': 'DE89370400440532013000', 'seller.bic': 'COBADEFFXXX',
      'totals.net': 300, 'totals.vat': 57, 'totals.gross': 357, 'totals.vat_rate': 19,
    });
    assert.deepEqual(values(known.extra), { 'totals.due': 257 });
    assert.deepEqual(known.items.map(values), [
      { line: 1, name: 'Widget', article: 'W-100', barcode: '4012345001235', country: 'CN', quantity: 4, unit: 'H87', price: 50, amount: 200, vat_rate: 19 },
      { line: 'A2', name: 'Service', quantity: 0.5, unit: 'HUR', price: 200, amount: 100, vat_rate: 19 },
    ]);
    assert.equal(known.values['totals.vat']?.path, 'Invoice/TaxTotal[1]/TaxAmount');
    assert.equal(known.items[1]?.['quantity']?.path, 'Invoice/InvoiceLine[2]/InvoicedQuantity');
  });

  it('maps a credit note: its own line names, payable as gross when there is no tax-inclusive total', () => {
    const known = read(CREDIT_NOTE);
    assert.equal(known?.format, 'ubl.CreditNote');
    assert.equal(known.version, '2.1');
    assert.equal(known.documentType, 'invoice', 'the catalog has no credit-note type');
    assert.deepEqual(values(known.values), {
      'document.number': 'CN-7', 'document.date': '2024-05-02', 'document.type': '381', 'document.currency': 'EUR',
      'seller.name': 'Seller GmbH', 'buyer.name': 'Buyer AG',
      'totals.net': 10, 'totals.vat': 1.9, 'totals.gross': 11.9, 'totals.vat_rate': 19,
    });
    assert.deepEqual(known.items.map(values), [{ line: 1, name: 'Returned widget', quantity: 1, unit: 'C62', price: 10, amount: 10, vat_rate: 19 }]);
  });

  it('refuses an Invoice root outside the UBL namespace', () => {
    assert.equal(read(INVOICE.replace('urn:oasis:names:specification:ubl:schema:xsd:Invoice-2', 'urn:example:invoice')), null);
    assert.equal(read(CREDIT_NOTE.replace(':CreditNote-2"', ':Invoice-2"')), null, 'a CreditNote root in the Invoice namespace');
  });
});
