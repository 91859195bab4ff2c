import type { JsonObject, JsonValue } from '../../../src-shared/contract/envelope';
import { hasAnyPhrase, isObject, joinPath, memo, tokens, toNumber, walk } from './tree';
import { warn } from './warn';
import type { Warning } from '../../../src-shared/contract/warnings';

/**
 * totals_mismatch: line items against the document totals, VAT considered. Keys are read by
 * meaning: `amount_without_vat`/`net`/`сумма без НДС` (net), `vat_amount`/`НДС` (VAT),
 * `amount_with_vat`/`gross`/`всего с НДС` (gross), and `amount`/`total`/`сумма` that may be either.
 */

export type AmountRole = 'net' | 'vat' | 'gross' | 'amount';

/** A unit price is not an amount, but a total price (`total_price`, `line price amount`) is. */
const PRICE = ['price', 'цена', 'preis', 'prix', 'einzelpreis', '单价'];
const LINE_TOTAL = ['total', 'amount', 'sum', 'сумма', 'итого', 'gesamt', 'gesamtpreis', 'line', 'extended'];
const NOT_MONEY = ['rate', 'ставка', 'percent', 'процент', 'pct', 'qty', 'quantity', 'количество', 'кол', 'menge', 'anzahl', 'quantité', 'weight', 'вес', 'масса', 'gewicht', 'poids', 'words', 'прописью', 'text', 'currency', 'валюта', 'unit', 'единица', 'id', 'idnr', 'number', 'номер', 'no', 'nr', 'code', 'код', 'date', 'дата', 'count', 'discount', 'скидка', 'pages', 'lines', 'rows', 'items'];
const GROSS = ['with_vat', 'incl_vat', 'including_vat', 'inc_vat', 'with_tax', 'incl_tax', 'including_tax', 'gross', 'brutto', 'bruttobetrag', 'с_ндс', 'с_учетом_ндс', 'включая_ндс', 'ttc', 'grand_total', 'amount_due', 'due_payable', 'к_оплате', '价税合计', '含税'];
const NET = ['without_vat', 'excl_vat', 'excluding_vat', 'without_tax', 'excl_tax', 'net', 'netto', 'nettobetrag', 'без_ндс', 'ht', 'untaxed', 'subtotal', 'sub_total', 'tax_basis', 'tax_base', 'taxable', '不含税'];
const VAT = ['vat', 'tax', 'ндс', 'mwst', 'tva', 'ust', 'iva', 'налог', '税额', 'umsatzsteuer'];
const AMOUNT = ['amount', 'sum', 'total', 'сумма', 'итого', 'всего', 'стоимость', 'betrag', 'gesamt', 'gesamtbetrag', 'gesamtpreis', 'summe', 'montant', 'cost', '金额', '合计'];

/** The money meaning of a key, or null for anything else (prices and rates included). */
export const amountRole = memo((key: string): AmountRole | null => {
  const t = tokens(key);
  if (t.some((x) => NOT_MONEY.includes(x))) return null;
  if (t.some((x) => PRICE.includes(x)) && !t.some((x) => LINE_TOTAL.includes(x))) return null;
  if (hasAnyPhrase(t, GROSS)) return 'gross';
  if (hasAnyPhrase(t, NET)) return 'net';
  if (t.some((x) => VAT.includes(x))) return 'vat';
  if (t.some((x) => AMOUNT.includes(x))) return 'amount';
  return null;
});

/**
 * A key naming money of any kind: an amount of any role, or a price — a unit price is no amount
 * for the totals check, but is money all the same (a contract's `price`, `цена`).
 */
export const isMoneyKey = memo((key: string): boolean => {
  const t = tokens(key);
  if (t.some((x) => NOT_MONEY.includes(x))) return false;
  return amountRole(key) !== null || t.some((x) => PRICE.includes(x));
});

const ITEM_LIST = ['items', 'item', 'lines', 'line_items', 'positions', 'position', 'goods', 'products', 'rows', 'articles', 'entries', 'services', 'works', 'позиции', 'товары', 'строки', 'услуги', 'работы', 'табличная_часть', 'таблица', 'positionen', 'artikel', 'lignes', '明细', '货物', '商品', '项目'];
const ROW_NAME = ['name', 'description', 'item', 'product', 'goods', 'service', 'article', 'sku', 'наименование', 'товар', 'услуга', 'работа', 'артикул', 'bezeichnung', 'beschreibung', 'désignation', 'libellé', '名称', '货物名称', '商品名称'];
const TOTALS_OBJECT = ['totals', 'total', 'summary', 'итого', 'итоги', 'всего', 'sums', 'amounts', 'summen', 'totaux', '合计', '汇总'];

const INCLUDED = /^(?:incl\.?|inkl\.?|including|included|inclusief|inbegrepen|dont|в\s*т\.\s*ч\.|в\s+том\s+числе)(?![\p{L}])/iu;

/** "Incl. …" with no price of its own: a part of the line above ("Incl. Thuiskopieheffing"), not a paid line ("Including installation" at 49,00). */
function includedInAnother(row: JsonObject): boolean {
  const priced = Object.entries(row).some(([k, v]) => tokens(k).some((x) => PRICE.includes(x)) && toNumber(v) !== null);
  return !priced && Object.entries(row).some(([k, v]) => typeof v === 'string' && hasAnyPhrase(tokens(k), ROW_NAME) && INCLUDED.test(v.trim()));
}

interface Money { value: number; path: string }
type Amounts = Partial<Record<AmountRole, Money>>;

/** The first value of each money meaning among the scalars of one object. */
function amountsOf(obj: JsonObject, path: string): Amounts {
  const out: Amounts = {};
  for (const [k, v] of Object.entries(obj)) {
    if (isObject(v) || Array.isArray(v)) continue;
    const role = amountRole(k);
    const n = toNumber(v);
    if (role && n !== null) out[role] ??= { value: n, path: joinPath(path, k) };
  }
  return out;
}

const r2 = (n: number): number => Math.round(n * 100) / 100;
const differs = (a: number, b: number, tol: number): boolean => Math.abs(r2(a) - r2(b)) > tol + 1e-9;
const fmt = (n: number): string => r2(n).toFixed(2);

function isItemList(key: string, arr: JsonValue[]): boolean {
  const objects = arr.filter(isObject);
  if (objects.length === 0) return false;
  if (hasAnyPhrase(tokens(key), ITEM_LIST)) return true;
  // A list named otherwise still is one when most rows name goods and carry money (not `payments: [{date, amount}]`).
  const rowLike = (o: JsonObject): boolean => Object.keys(amountsOf(o, '')).length > 0 && Object.keys(o).some((k) => hasAnyPhrase(tokens(k), ROW_NAME));
  return objects.length >= 2 && objects.filter(rowLike).length * 2 > objects.length;
}

/** One list of rows against the totals next to it (same object, or its `totals`/`итого` child). */
function checkList(container: JsonObject, containerPath: string, listKey: string, rows: JsonValue[], out: Warning[], seen: Set<string>): void {
  const push = (path: string, msg: string): void => {
    if (seen.has(path)) return;
    seen.add(path);
    out.push(warn('totals_mismatch', msg, path));
  };
  // A row that says it is included in another ("Incl. Thuiskopieheffing …", "в т.ч. НДС") adds nothing.
  const items = rows.map((r, i) => (isObject(r) && !includedInAnother(r) ? amountsOf(r, joinPath(joinPath(containerPath, listKey), i)) : {}))
    .filter((a) => Object.keys(a).length > 0);
  if (items.length === 0) return;

  // Per line: net + VAT = gross.
  for (const it of items) {
    if (it.net && it.vat && it.gross && differs(it.net.value + it.vat.value, it.gross.value, 0.01)) {
      push(it.gross.path, `line total ${fmt(it.gross.value)} differs from net ${fmt(it.net.value)} + VAT ${fmt(it.vat.value)} = ${fmt(it.net.value + it.vat.value)}`);
    }
  }

  const sum = (role: AmountRole): number | null => (items.every((i) => i[role]) ? items.reduce((s, i) => s + (i[role]?.value ?? 0), 0) : null);
  const N = sum('net');
  const V = sum('vat');
  const G = sum('gross') ?? (N !== null && V !== null ? N + V : null);
  const A = sum('amount');
  const tol = r2(0.01 * items.length);

  let totals: Amounts = amountsOf(container, containerPath);
  for (const [k, v] of Object.entries(container)) {
    if (isObject(v) && hasAnyPhrase(tokens(k), TOTALS_OBJECT)) totals = { ...amountsOf(v, joinPath(containerPath, k)), ...totals };
  }
  const { net: TN, vat: TV, gross: TG, amount: TA } = totals;
  const lines = `${items.length} line(s)`;

  if (TN && N !== null && differs(N, TN.value, tol)) push(TN.path, `total net ${fmt(TN.value)} differs from the sum of ${lines} ${fmt(N)}`);
  if (TV && V !== null && differs(V, TV.value, tol)) push(TV.path, `total VAT ${fmt(TV.value)} differs from the sum of line VAT ${fmt(V)}`);
  if (TG) {
    const expected = G ?? (N !== null && TV ? N + TV.value : null);
    if (expected !== null && differs(expected, TG.value, tol)) push(TG.path, `total ${fmt(TG.value)} differs from the sum of ${lines} with VAT ${fmt(expected)}`);
  }
  // Lines with an amount of unknown meaning must add up to one of the totals.
  if (A !== null && N === null && G === null) {
    const candidates = [TN?.value, TG?.value, TA?.value, TN && TV ? TN.value + TV.value : undefined].filter((x): x is number => x !== undefined);
    const target = TA ?? TG ?? TN;
    if (target && candidates.length > 0 && candidates.every((c) => differs(A, c, tol) && differs(A + (TV?.value ?? 0), c, tol))) {
      push(target.path, `total ${fmt(target.value)} differs from the sum of ${lines} ${fmt(A)}`);
    }
  }
  // A document total of unknown meaning must equal the lines' net, gross, or net plus the VAT total.
  if (TA && (N !== null || G !== null)) {
    const candidates = [N, G, N !== null && TV ? N + TV.value : null].filter((x): x is number => x !== null);
    if (candidates.every((c) => differs(c, TA.value, tol))) push(TA.path, `total ${fmt(TA.value)} differs from the sum of ${lines} (net ${N === null ? '—' : fmt(N)}, with VAT ${G === null ? '—' : fmt(G)})`);
  }
}

/** Net + VAT = gross at document level, where all three are given (no line items needed). */
function checkDocumentTotals(obj: JsonObject, path: string, out: Warning[], seen: Set<string>): void {
  const { net, vat, gross } = amountsOf(obj, path);
  if (net && vat && gross && differs(net.value + vat.value, gross.value, 0.01) && !seen.has(gross.path)) {
    seen.add(gross.path);
    out.push(warn('totals_mismatch', `total ${fmt(gross.value)} differs from net ${fmt(net.value)} + VAT ${fmt(vat.value)} = ${fmt(net.value + vat.value)}`, gross.path));
  }
}

export function checkTotals(result: JsonObject): Warning[] {
  const out: Warning[] = [];
  const seen = new Set<string>();
  const visitObject = (obj: JsonObject, path: string, inList: boolean): void => {
    for (const [k, v] of Object.entries(obj)) {
      if (Array.isArray(v) && isItemList(k, v)) checkList(obj, path, k, v, out, seen);
    }
    // Rows are checked line by line in checkList; here only documents and their totals objects.
    if (!inList) checkDocumentTotals(obj, path, out, seen);
  };
  visitObject(result, '', false);
  walk(result, (node) => {
    if (!isObject(node.value)) return;
    visitObject(node.value, node.path, typeof node.slot === 'number' && isItemList(node.key, (node.holder as JsonValue[])));
  });
  return out;
}
