import type { XmlElement } from '../../../src-shared/document/model';
import type { KnownValue, KnownXml } from './types';
import { commonItemValue, lineNo, put, putValue } from './typing';
import type { At, Read } from './xpath';
import { attr, child, children, firstOf, rootAt, text } from './xpath';

/**
 * OASIS UBL 2.x invoices and credit notes (EN 16931 syntax 2, Peppol BIS, XRechnung UBL). The two
 * documents differ only in the names of the type code, the line and the line quantity.
 */
export const UBL_NS: Record<string, string> = {
  Invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  CreditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
};

const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9 ]{10,}$/;

function address(a: At | undefined): string {
  const city = [text(child(a, 'PostalZone'))?.raw, text(child(a, 'CityName'))?.raw].filter(Boolean).join(' ');
  return [text(child(a, 'StreetName'))?.raw, text(child(a, 'AdditionalStreetName'))?.raw]
    .concat(children(a, 'AddressLine').map((l) => text(child(l, 'Line'))?.raw))
    .concat([city, text(child(a, 'CountrySubentity'))?.raw, text(child(a, 'Country', 'IdentificationCode'))?.raw])
    .filter((p): p is string => !!p && p.trim() !== '')
    .join(', ');
}

/** The VAT id is the `PartyTaxScheme` whose tax scheme is VAT (others carry e.g. a national tax number). */
function vatId(party: At | undefined): Read | undefined {
  const scheme = children(party, 'PartyTaxScheme').find((s) => text(child(s, 'TaxScheme', 'ID'))?.raw.trim().toUpperCase() === 'VAT');
  return text(child(scheme, 'CompanyID'));
}

function readParty(party: At | undefined, role: string, v: Record<string, KnownValue>): void {
  if (!party) return;
  // The legal name (BT-27) before the trading name (BT-28).
  put(v, `${role}.name`, firstOf(text(child(party, 'PartyLegalEntity', 'RegistrationName')), text(child(party, 'PartyName', 'Name'))));
  put(v, `${role}.vat_id`, vatId(party));
  const adr = child(party, 'PostalAddress');
  if (adr) putValue(v, `${role}.address`, address(adr), adr.path);
  const contact = child(party, 'Contact');
  put(v, `${role}.phone`, text(child(contact, 'Telephone')));
  put(v, `${role}.email`, text(child(contact, 'ElectronicMail')));
}

/** `PayeeFinancialAccount/ID` is an IBAN where it looks like one, otherwise an account number. */
function readPayment(root: At, v: Record<string, KnownValue>): void {
  const means = children(root, 'PaymentMeans').find((m) => child(m, 'PayeeFinancialAccount'));
  const account = child(means, 'PayeeFinancialAccount');
  const id = text(child(account, 'ID'));
  if (id) put(v, IBAN.test(id.raw.trim()) ? 'seller.iban' : 'seller.account', id);
  const branch = child(account, 'FinancialInstitutionBranch');
  put(v, 'seller.bic', text(child(branch, 'ID')));
  put(v, 'seller.bank', text(child(branch, 'Name')));
}

/** `TaxTotal` may repeat, once per currency: the document currency's `TaxAmount` is the total. */
function taxTotal(root: At, currency: string | undefined): Read | undefined {
  const totals = children(root, 'TaxTotal');
  const amount = (t: At | undefined): At | undefined => child(t, 'TaxAmount');
  const pick = totals.find((t) => attr(amount(t), 'currencyID')?.raw.trim() === currency) ?? totals[0];
  return text(amount(pick));
}

function readLine(line: At, quantityName: string): Record<string, KnownValue> {
  const it: Record<string, KnownValue> = {};
  const id = lineNo(text(child(line, 'ID')));
  if (id) it['line'] = id;
  const item = child(line, 'Item');
  put(it, 'name', text(child(item, 'Name')));
  put(it, 'article', text(child(item, 'SellersItemIdentification', 'ID')));
  const standard = child(item, 'StandardItemIdentification', 'ID');
  if (attr(standard, 'schemeID')?.raw.trim() === '0160') put(it, 'barcode', text(standard));
  put(it, 'country', text(child(item, 'OriginCountry', 'IdentificationCode')));
  const qty = child(line, quantityName);
  put(it, 'quantity', text(qty), 'number');
  put(it, 'unit', attr(qty, 'unitCode'));
  put(it, 'price', text(child(line, 'Price', 'PriceAmount')), 'number');
  put(it, 'amount', text(child(line, 'LineExtensionAmount')), 'number');
  put(it, 'vat_rate', text(child(item, 'ClassifiedTaxCategory', 'Percent')), 'percent');
  return it;
}

export function readUbl(rootEl: XmlElement): KnownXml | null {
  const kind = rootEl.name;
  if (!Object.hasOwn(UBL_NS, kind) || UBL_NS[kind] !== rootEl.ns) return null;
  const credit = kind === 'CreditNote';
  const root = rootAt(rootEl);
  const v: Record<string, KnownValue> = {};
  const extra: Record<string, KnownValue> = {};
  put(v, 'document.number', text(child(root, 'ID')));
  put(v, 'document.date', text(child(root, 'IssueDate')), 'date.iso');
  put(v, 'document.type', text(child(root, credit ? 'CreditNoteTypeCode' : 'InvoiceTypeCode')));
  const currency = text(child(root, 'DocumentCurrencyCode'));
  put(v, 'document.currency', currency);
  put(v, 'document.due_date', firstOf(text(child(root, 'DueDate')), text(child(root, 'PaymentMeans', 'PaymentDueDate'))), 'date.iso');
  put(v, 'document.contract_number', text(child(root, 'ContractDocumentReference', 'ID')));
  readParty(child(root, 'AccountingSupplierParty', 'Party'), 'seller', v);
  readParty(child(root, 'AccountingCustomerParty', 'Party'), 'buyer', v);
  readParty(child(root, 'Delivery', 'DeliveryParty'), 'consignee', v);
  readPayment(root, v);

  const sum = child(root, 'LegalMonetaryTotal');
  put(v, 'totals.net', text(child(sum, 'TaxExclusiveAmount')), 'number');
  put(v, 'totals.vat', taxTotal(root, currency?.raw.trim()), 'number');
  // PayableAmount is what remains after prepayment: the gross total only when no tax-inclusive total is given.
  const due = text(child(sum, 'PayableAmount'));
  put(v, 'totals.gross', firstOf(text(child(sum, 'TaxInclusiveAmount')), due), 'number');
  put(extra, 'totals.due', due, 'number');
  const subtotals = children(root, 'TaxTotal').flatMap((t) => children(t, 'TaxSubtotal'));
  if (subtotals.length === 1) put(v, 'totals.vat_rate', text(child(subtotals[0], 'TaxCategory', 'Percent')), 'percent');

  const items = children(root, credit ? 'CreditNoteLine' : 'InvoiceLine').map((l) => readLine(l, credit ? 'CreditedQuantity' : 'InvoicedQuantity'));
  // No tax breakdown: a rate shared by every line is the document's rate.
  if (subtotals.length === 0) {
    const rate = commonItemValue(items, 'vat_rate');
    if (rate) putValue(v, 'totals.vat_rate', rate.value, rate.path);
  }
  const version = firstOf(text(child(root, 'CustomizationID')), text(child(root, 'UBLVersionID')))?.raw.trim() ?? '2.1';
  // The catalog has no credit-note type: `format` and `document.type` (381…) keep the distinction.
  return { format: `ubl.${kind}`, version, documentType: 'invoice', values: v, items, extra };
}
