import type { XmlElement } from '../../../src-shared/document/model';
import { okeiName, readParty, readShipper } from './fns-party';
import type { KnownValue, KnownXml } from './types';
import { commonItemValue, put, putValue, typed } from './typing';
import type { At, Read } from './xpath';
import { all, attr, child, children, firstOf, rootAt, text } from './xpath';

/**
 * Russian FNS e-documents (root `Файл`, no namespace): УПД / счёт-фактура ON_NSCHFDOPPR (5.01–5.03,
 * also the "hyphen" variant ON_NSCHFDOPPRPROS), ON_SCHFDOPPR, the older ON_SFAKT, and ТОРГ-12 as
 * DP_OTORG12 and DP_TOVTORGPR. The format is named by the `ИдФайл` prefix, which the schemas tie to
 * the file name; when it is missing or unlike any file id, the `КНД` form code decides.
 */

type Family = 'invoice' | 'torg12' | 'torg12pr';

const FAMILY: Record<string, Family> = {
  ON_NSCHFDOPPR: 'invoice', ON_NSCHFDOPPRPROS: 'invoice', ON_SCHFDOPPR: 'invoice', ON_SFAKT: 'invoice',
  DP_OTORG12: 'torg12', DP_TOVTORGPR: 'torg12pr',
};

const FORMAT_BY_KND: Record<string, string> = {
  '1115131': 'ON_NSCHFDOPPR', '1115125': 'ON_SCHFDOPPR', '1115101': 'ON_SFAKT', '1175004': 'DP_OTORG12', '1175010': 'DP_TOVTORGPR',
};

function own<T>(table: Record<string, T>, key: string | undefined): T | undefined {
  return key !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;
}

function formatOf(root: At, doc: At): string | null {
  const id = attr(root, 'ИдФайл')?.raw ?? '';
  const prefix = /^((?:ON|DP)_[A-Z0-9]+)_/.exec(id)?.[1];
  if (prefix !== undefined) return own(FAMILY, prefix) ? prefix : null; // a file id of another format (УКД, акт…)
  return own(FORMAT_BY_KND, attr(doc, 'КНД')?.raw) ?? null;
}

/** A sum that is `<СумНал>` text (5.01+), a `СумНДС` attribute or element (ON_SFAKT); `БезНДС` is no amount. */
function taxSum(node: At | undefined): Read | undefined {
  return firstOf(text(child(node, 'СумНал')), attr(node, 'СумНДС'), text(child(node, 'СумНДС')));
}

/** `НалСт` is an attribute (`18%`, `без НДС`) in УПД and an element with `НалСтВел`/`НалСтТип` in ON_SFAKT 5.01. */
function vatRate(item: At): KnownValue | undefined {
  const plain = attr(item, 'НалСт');
  if (plain) return typed(plain, 'percent');
  const el = child(item, 'НалСт');
  const size = attr(el, 'НалСтВел');
  const kind = attr(el, 'НалСтТип')?.raw.trim();
  if (size && kind && !/процент|%/i.test(kind)) return { value: `${size.raw.trim()} ${kind}`, path: size.path };
  return typed(firstOf(size, text(el)), 'percent');
}

const BARCODE_KEY = /штрих|ean|gtin|barcode/i;

/**
 * Barcodes are often only in the free-form line information: `ИнфПолСтр="…;штрихкод:4607…;…"`
 * (ON_SFAKT) or `ИнфПолФХЖ2 Идентиф="Штрихкод" Значен="…"`. Only a key naming a barcode with an
 * 8–14 digit value is taken.
 */
function barcodeFromInfo(item: At): Read | undefined {
  const inline = attr(item, 'ИнфПолСтр');
  for (const pair of inline?.raw.split(';') ?? []) {
    const [key = '', ...rest] = pair.split(':');
    const value = rest.join(':').trim();
    if (inline && BARCODE_KEY.test(key) && /^\d{8,14}$/.test(value)) return { raw: value, path: inline.path };
  }
  for (const info of children(item, 'ИнфПолФХЖ2|ИнфПолСтр')) {
    const value = attr(info, 'Значен');
    if (BARCODE_KEY.test(attr(info, 'Идентиф')?.raw ?? '') && value && /^\d{8,14}$/.test(value.raw.trim())) return value;
  }
  return undefined;
}

/** The unit's name where written, else the name of its OKEI code, else the code itself. */
function unit(out: Record<string, KnownValue>, name: Read | undefined, okei: Read | undefined): void {
  put(out, 'unit', name);
  if (okei) putValue(out, 'unit', okeiName(okei.raw.trim()) ?? okei.raw.trim(), okei.path);
}

function invoiceItem(item: At): Record<string, KnownValue> {
  const it: Record<string, KnownValue> = {};
  const extra = child(item, 'ДопСведТов');
  const customs = child(item, 'СвТД|СвДТ');
  put(it, 'line', attr(item, 'НомСтр'), 'number');
  put(it, 'name', attr(item, 'НаимТов'));
  put(it, 'article', firstOf(attr(extra, 'АртикулТов'), attr(extra, 'КодТов')));
  put(it, 'barcode', firstOf(attr(extra, 'ГТИН'), barcodeFromInfo(item)));
  unit(it, firstOf(attr(item, 'НаимЕдИзм'), attr(extra, 'НаимЕдИзм')), attr(item, 'ОКЕИ_Тов'));
  put(it, 'quantity', attr(item, 'КолТов'), 'number');
  put(it, 'price', attr(item, 'ЦенаТов'), 'number');
  put(it, 'amount', attr(item, 'СтТовБезНДС'), 'number');
  const rate = vatRate(item);
  if (rate) it['vat_rate'] = rate;
  put(it, 'vat_amount', taxSum(child(item, 'СумНал')), 'number');
  put(it, 'total', attr(item, 'СтТовУчНал'), 'number');
  // A short country name where given (5.01), else the ОКСМ code as written (ON_SFAKT writes it as an element).
  put(it, 'country', firstOf(attr(extra, 'КрНаимСтрПр'), attr(customs, 'КодПроисх'), text(child(item, 'КодПроисх'))));
  put(it, 'customs_declaration', firstOf(attr(customs, 'НомерТД'), attr(customs, 'НомерДТ'), text(child(item, 'НомерТД'))));
  return it;
}

/** ТОРГ-12 lines: the "количество (масса нетто)" column is the quantity (`Нетто`, `НеттоПередано`). */
function torgItem(item: At): Record<string, KnownValue> {
  const it: Record<string, KnownValue> = {};
  put(it, 'line', attr(item, 'НомТов'), 'number');
  put(it, 'name', attr(item, 'НаимТов'));
  put(it, 'article', firstOf(attr(item, 'АртикулТов'), attr(item, 'КодТов')));
  put(it, 'barcode', barcodeFromInfo(item));
  unit(it, attr(item, 'НаимЕдИзм'), attr(item, 'ОКЕИ_Тов'));
  put(it, 'quantity', firstOf(attr(item, 'Нетто'), attr(item, 'НеттоПередано')), 'number');
  put(it, 'price', attr(item, 'Цена'), 'number');
  put(it, 'amount', firstOf(attr(item, 'СумБезНДС'), attr(item, 'СтБезНДС')), 'number');
  put(it, 'vat_rate', firstOf(attr(item, 'СтавкаНДС'), attr(item, 'НалСт')), 'percent');
  put(it, 'vat_amount', attr(item, 'СумНДС'), 'number');
  put(it, 'total', firstOf(attr(item, 'СумУчНДС'), attr(item, 'СтУчНДС')), 'number');
  return it;
}

const CONTRACT = /договор|контракт|соглашени/i;

/**
 * The transfer basis (`ОснПер`, `Основание`): 5.01 writes `НаимОсн/НомОсн/ДатаОсн`, 5.02+ the
 * `РеквНаимДок/РеквНомерДок/РеквДатаДок` of a document reference. A basis naming a contract wins;
 * "Без документа-основания" and the like carry no number and are skipped.
 */
function readBasis(bases: At[], out: Record<string, KnownValue>): void {
  const withNumber = bases.filter((b) => firstOf(attr(b, 'НомОсн'), attr(b, 'РеквНомерДок')));
  const basis = withNumber.find((b) => CONTRACT.test(firstOf(attr(b, 'НаимОсн'), attr(b, 'РеквНаимДок'))?.raw ?? '')) ?? withNumber[0];
  put(out, 'document.contract_number', firstOf(attr(basis, 'НомОсн'), attr(basis, 'РеквНомерДок')));
  put(out, 'document.contract_date', firstOf(attr(basis, 'ДатаОсн'), attr(basis, 'РеквДатаДок')), 'date.dmy');
}

function readTotals(out: Record<string, KnownValue>, net: Read | undefined, vat: Read | undefined, gross: Read | undefined): void {
  put(out, 'totals.net', net, 'number');
  put(out, 'totals.vat', vat, 'number');
  put(out, 'totals.gross', gross, 'number');
}

/** Счёт-фактура / УПД: `СвСчФакт` header, `ТаблСчФакт` lines, `СвПродПер` transfer details. */
function readInvoice(doc: At, v: Record<string, KnownValue>): Record<string, KnownValue>[] {
  const sf = child(doc, 'СвСчФакт');
  put(v, 'document.number', firstOf(attr(sf, 'НомерСчФ'), attr(sf, 'НомерДок')));
  put(v, 'document.date', firstOf(attr(sf, 'ДатаСчФ'), attr(sf, 'ДатаДок')), 'date.dmy');
  put(v, 'document.currency', firstOf(attr(sf, 'КодОКВ'), attr(child(sf, 'ДенИзм'), 'КодОКВ')), 'currency');
  put(v, 'document.type', attr(doc, 'Функция'));
  readParty(child(sf, 'СвПрод'), 'seller', v);
  readParty(child(sf, 'СвПокуп'), 'buyer', v);
  readShipper(child(sf, 'ГрузОт'), 'seller', v);
  readParty(child(sf, 'ГрузПолуч'), 'consignee', v);
  readBasis(all(doc, 'СвПродПер', 'СвПер', 'ОснПер'), v);
  const table = child(doc, 'ТаблСчФакт');
  const total = child(table, 'ВсегоОпл');
  readTotals(v, attr(total, 'СтТовБезНДСВсего'), taxSum(child(total, 'СумНалВсего')), attr(total, 'СтТовУчНалВсего'));
  return children(table, 'СведТов').map(invoiceItem);
}

/** ТОРГ-12 DP_OTORG12: `СвТНО` with the parties, `ТН` with number, date and the table. */
function readTorg12(doc: At, v: Record<string, KnownValue>): Record<string, KnownValue>[] {
  const tno = child(doc, 'СвТНО');
  const tn = child(tno, 'ТН');
  put(v, 'document.number', attr(tn, 'НомТН'));
  put(v, 'document.date', attr(tn, 'ДатаТН'), 'date.dmy');
  put(v, 'document.type', attr(tno, 'НомФорм'));
  readParty(child(tno, 'Поставщик'), 'seller', v);
  readParty(child(tno, 'Плательщик'), 'buyer', v);
  readShipper(child(tno, 'ГрузОт'), 'seller', v);
  readParty(child(tno, 'ГрузПолуч'), 'consignee', v);
  readBasis(children(tno, 'Основание'), v);
  const total = child(tn, 'Таблица', 'ВсегоНакл');
  // "Всего отпущено на сумму" is the gross total too, for files whose table total has no sums.
  readTotals(v, attr(total, 'СумБезНДСВс'), attr(total, 'СумНДСВс'), firstOf(attr(total, 'СумУчНДСВс'), attr(child(tno, 'ОтпускГруз'), 'СумОтпуск')));
  put(v, 'totals.weight_gross', attr(total, 'БруттоВс'), 'number');
  return all(tn, 'Таблица', 'СвТов').map(torgItem);
}

/** ТОРГ-12 DP_TOVTORGPR (2016): `СвДокПТПр` header and parties, `СодФХЖ2` lines. */
function readTorg12pr(doc: At, v: Record<string, KnownValue>): Record<string, KnownValue>[] {
  const wrap = child(doc, 'СвДокПТПрКроме');
  const pr = child(wrap, 'СвДокПТПр');
  const ident = child(pr, 'ИдентДок');
  put(v, 'document.number', attr(ident, 'НомДокПТ'));
  put(v, 'document.date', attr(ident, 'ДатаДокПТ'), 'date.dmy');
  put(v, 'document.currency', attr(child(pr, 'ДенИзм'), 'КодОКВ'), 'currency');
  const fh = child(pr, 'СодФХЖ1');
  readParty(child(fh, 'Продавец'), 'seller', v);
  readParty(child(fh, 'Покупатель'), 'buyer', v);
  readParty(child(fh, 'ГрузОтпр'), 'shipper', v);
  readParty(child(fh, 'ГрузПолуч'), 'consignee', v);
  readParty(child(fh, 'Перевозчик'), 'carrier', v);
  readBasis(children(fh, 'Основание'), v);
  const total = child(wrap, 'СодФХЖ2', 'Всего');
  readTotals(v, attr(total, 'СтБезНДСВс'), attr(total, 'СумНДСВс'), attr(total, 'СтУчНДСВс'));
  put(v, 'totals.weight_gross', attr(total, 'БруттоВс'), 'number');
  return all(wrap, 'СодФХЖ2', 'СвТов').map(torgItem);
}

/**
 * Catalog types (src-shared/catalog): `upd` is "УПД / счёт-фактура", so every счёт-фактура format
 * is `upd` whatever its Функция (СЧФ, СЧФДОП, ДОП), which stays readable as `document.type`.
 */
function documentType(family: Family): string {
  return family === 'invoice' ? 'upd' : 'torg12';
}

export function readFns(rootEl: XmlElement): KnownXml | null {
  if (rootEl.name !== 'Файл' || rootEl.ns !== null) return null;
  const root = rootAt(rootEl);
  const doc = child(root, 'Документ');
  const version = attr(root, 'ВерсФорм')?.raw.trim();
  if (!doc || !version) return null;
  const format = formatOf(root, doc);
  const family = own(FAMILY, format ?? undefined);
  if (!format || !family) return null;
  const values: Record<string, KnownValue> = {};
  const read = { invoice: readInvoice, torg12: readTorg12, torg12pr: readTorg12pr }[family];
  const items = read(doc, values);
  // The forms have no document-level rate; when every line has the same one, that is the document's rate.
  const rate = commonItemValue(items, 'vat_rate');
  if (rate) putValue(values, 'totals.vat_rate', rate.value, rate.path);
  return { format: `fns.${format}`, version, documentType: documentType(family), values, items, extra: {} };
}
