import type { XmlElement } from '../../../src-shared/document/model';
import type { KnownValue, KnownXml } from './types';
import { commonItemValue, lineNo, put, putValue } from './typing';
import type { At, Read } from './xpath';
import { all, attr, child, children, firstOf, rootAt, text } from './xpath';

/**
 * UN/CEFACT Cross Industry Invoice (EN 16931 syntax 1): the XML of Factur-X and ZUGFeRD 2.x
 * (`CrossIndustryInvoice`, D16B), and the older ZUGFeRD 1.0 `CrossIndustryDocument`, whose
 * aggregates have other names (`HeaderExchangedDocument`, `ApplicableSupplyChainTradeSettlement`,
 * `ApplicablePercent`…). Steps below list both names, new first.
 */
export const CII_NS = 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100';
export const ZUGFERD1_NS = 'urn:ferd:CrossIndustryDocument:invoice:1p0';

const S = {
  doc: 'ExchangedDocument|HeaderExchangedDocument',
  context: 'ExchangedDocumentContext|SpecifiedExchangedDocumentContext',
  tx: 'SupplyChainTradeTransaction|SpecifiedSupplyChainTradeTransaction',
  agreement: 'ApplicableHeaderTradeAgreement|ApplicableSupplyChainTradeAgreement',
  delivery: 'ApplicableHeaderTradeDelivery|ApplicableSupplyChainTradeDelivery',
  settlement: 'ApplicableHeaderTradeSettlement|ApplicableSupplyChainTradeSettlement',
  summation: 'SpecifiedTradeSettlementHeaderMonetarySummation|SpecifiedTradeSettlementMonetarySummation',
  lineAgreement: 'SpecifiedLineTradeAgreement|SpecifiedSupplyChainTradeAgreement',
  lineDelivery: 'SpecifiedLineTradeDelivery|SpecifiedSupplyChainTradeDelivery',
  lineSettlement: 'SpecifiedLineTradeSettlement|SpecifiedSupplyChainTradeSettlement',
  lineSummation: 'SpecifiedTradeSettlementLineMonetarySummation|SpecifiedTradeSettlementMonetarySummation',
  rate: 'RateApplicablePercent|ApplicablePercent',
};

/** `udt:DateTimeString` in format 102 (`YYYYMMDD`), the only one EN 16931 allows for dates. */
function date(node: At | undefined): Read | undefined {
  const s = child(node, 'DateTimeString');
  const format = attr(s, 'format')?.raw.trim();
  return format === undefined || format === '102' ? text(s) : undefined;
}

/** Registration ids by scheme: `VA` is the VAT id, `FC` the national tax number. */
function taxId(party: At | undefined, scheme: string): Read | undefined {
  for (const reg of children(party, 'SpecifiedTaxRegistration')) {
    const id = child(reg, 'ID');
    if (attr(id, 'schemeID')?.raw.trim() === scheme) return text(id);
  }
  return undefined;
}

function address(a: At | undefined): string {
  const city = [text(child(a, 'PostcodeCode'))?.raw, text(child(a, 'CityName'))?.raw].filter(Boolean).join(' ');
  return ['LineOne', 'LineTwo', 'LineThree']
    .map((n) => text(child(a, n))?.raw)
    .concat([city, text(child(a, 'CountrySubDivisionName'))?.raw, text(child(a, 'CountryID'))?.raw])
    .filter((p): p is string => !!p && p.trim() !== '')
    .join(', ');
}

function readParty(party: At | undefined, role: string, v: Record<string, KnownValue>): void {
  if (!party) return;
  put(v, `${role}.name`, text(child(party, 'Name')));
  put(v, `${role}.vat_id`, taxId(party, 'VA'));
  const adr = child(party, 'PostalTradeAddress');
  if (adr) putValue(v, `${role}.address`, address(adr), adr.path);
  const contact = child(party, 'DefinedTradeContact');
  put(v, `${role}.phone`, text(child(contact, 'TelephoneUniversalCommunication', 'CompleteNumber')));
  put(v, `${role}.email`, text(child(contact, 'EmailURIUniversalCommunication', 'URIID')));
}

/**
 * The seller's bank account: the first payment means with a creditor account. The IBAN is kept as
 * written (spaces included); a non-IBAN `ProprietaryID` is the account number.
 */
function readPayment(settlement: At | undefined, v: Record<string, KnownValue>): void {
  const means = children(settlement, 'SpecifiedTradeSettlementPaymentMeans').find((m) => child(m, 'PayeePartyCreditorFinancialAccount'));
  const account = child(means, 'PayeePartyCreditorFinancialAccount');
  put(v, 'seller.iban', text(child(account, 'IBANID')));
  put(v, 'seller.account', text(child(account, 'ProprietaryID')));
  const bank = child(means, 'PayeeSpecifiedCreditorFinancialInstitution');
  put(v, 'seller.bic', text(child(bank, 'BICID')));
  put(v, 'seller.bank', text(child(bank, 'Name')));
}

/** `TaxTotalAmount` may repeat, once per currency (BT-110 / BT-111): the invoice currency's one is the total. */
function taxTotal(summation: At | undefined, currency: string | undefined): Read | undefined {
  const amounts = children(summation, 'TaxTotalAmount');
  const inCurrency = amounts.find((a) => attr(a, 'currencyID')?.raw.trim() === currency) ?? amounts.find((a) => !attr(a, 'currencyID')) ?? amounts[0];
  return text(inCurrency);
}

function readLine(line: At): Record<string, KnownValue> {
  const it: Record<string, KnownValue> = {};
  const id = lineNo(text(child(line, 'AssociatedDocumentLineDocument', 'LineID')));
  if (id) it['line'] = id;
  const product = child(line, 'SpecifiedTradeProduct');
  put(it, 'name', text(child(product, 'Name')));
  put(it, 'article', text(child(product, 'SellerAssignedID')));
  // GlobalID with ISO 6523 scheme 0160 is a GTIN.
  put(it, 'barcode', text(children(product, 'GlobalID').find((g) => attr(g, 'schemeID')?.raw.trim() === '0160')));
  put(it, 'country', text(child(product, 'OriginTradeCountry', 'ID')));
  put(it, 'price', text(child(line, S.lineAgreement, 'NetPriceProductTradePrice', 'ChargeAmount')), 'number');
  const qty = child(line, S.lineDelivery, 'BilledQuantity');
  put(it, 'quantity', text(qty), 'number');
  put(it, 'unit', attr(qty, 'unitCode'));
  const settlement = child(line, S.lineSettlement);
  put(it, 'vat_rate', text(child(settlement, 'ApplicableTradeTax', S.rate)), 'percent');
  put(it, 'amount', text(child(settlement, S.lineSummation, 'LineTotalAmount')), 'number');
  return it;
}

export function readCii(rootEl: XmlElement): KnownXml | null {
  const zugferd1 = rootEl.name === 'CrossIndustryDocument' && rootEl.ns === ZUGFERD1_NS;
  if (!zugferd1 && !(rootEl.name === 'CrossIndustryInvoice' && rootEl.ns === CII_NS)) return null;
  const root = rootAt(rootEl);
  const v: Record<string, KnownValue> = {};
  const extra: Record<string, KnownValue> = {};
  const doc = child(root, S.doc);
  const typeCode = text(child(doc, 'TypeCode'));
  put(v, 'document.number', text(child(doc, 'ID')));
  put(v, 'document.date', date(child(doc, 'IssueDateTime')), 'date.ymd');
  put(v, 'document.type', typeCode);

  const tx = child(root, S.tx);
  const agreement = child(tx, S.agreement);
  readParty(child(agreement, 'SellerTradeParty'), 'seller', v);
  readParty(child(agreement, 'BuyerTradeParty'), 'buyer', v);
  const contract = child(agreement, 'ContractReferencedDocument');
  put(v, 'document.contract_number', text(child(contract, 'IssuerAssignedID')));
  put(v, 'document.contract_date', date(child(contract, 'FormattedIssueDateTime')), 'date.ymd');
  const delivery = child(tx, S.delivery);
  readParty(child(delivery, 'ShipToTradeParty'), 'consignee', v);
  readParty(child(delivery, 'ShipFromTradeParty'), 'shipper', v);

  const settlement = child(tx, S.settlement);
  const currency = text(child(settlement, 'InvoiceCurrencyCode'));
  put(v, 'document.currency', currency);
  put(v, 'document.due_date', date(child(settlement, 'SpecifiedTradePaymentTerms', 'DueDateDateTime')), 'date.ymd');
  readPayment(settlement, v);
  const sum = child(settlement, S.summation);
  put(v, 'totals.net', text(child(sum, 'TaxBasisTotalAmount')), 'number');
  put(v, 'totals.vat', taxTotal(sum, currency?.raw.trim()), 'number');
  // DuePayableAmount is what remains to pay (after prepayment): the gross total only when no grand total is given.
  const due = text(child(sum, 'DuePayableAmount'));
  put(v, 'totals.gross', firstOf(text(child(sum, 'GrandTotalAmount')), due), 'number');
  put(extra, 'totals.due', due, 'number');
  const headerTaxes = children(settlement, 'ApplicableTradeTax');
  if (headerTaxes.length === 1) put(v, 'totals.vat_rate', text(child(headerTaxes[0], S.rate)), 'percent');

  const items = all(tx, 'IncludedSupplyChainTradeLineItem').map(readLine);
  // No header tax breakdown (minimal profiles): a rate shared by every line is the document's rate.
  if (headerTaxes.length === 0) {
    const rate = commonItemValue(items, 'vat_rate');
    if (rate) putValue(v, 'totals.vat_rate', rate.value, rate.path);
  }
  const guideline = text(child(root, S.context, 'GuidelineSpecifiedDocumentContextParameter', 'ID'))?.raw;
  return {
    format: zugferd1 ? 'cii.zugferd1' : 'cii',
    version: guideline ?? (zugferd1 ? '1.0' : 'D16B'),
    // The catalog has no credit-note type: a credit note is an invoice whose TypeCode (381…) says so.
    documentType: 'invoice',
    values: v,
    items,
    extra,
  };
}
