import { fieldOf } from '../../../lib/fields/match-schema';
import type { LeafMatch } from '../../../lib/fields/match-schema';
import { parseAmount } from '../../../lib/scanners';
import type { ViewTable } from '../../../lib/reading/text-view';
import { isFigure } from '../../../lib/layout/figures';
import { ITEMS_TUNING } from '../../../tuning/extract';

/**
 * Columns of an items table told by what they hold where their headers say nothing readable (a
 * scan's small header type read as "вара рабох. кли} права:"): the product quantity × price =
 * amount ties three figure columns together, and names are the column of words.
 */
interface Chosen { table: ViewTable; header: number; columns: Map<string, number> }

/** The schema's item fields in the product quantity × price = amount; amounts before VAT first. */
export function productFields(fields: LeafMatch[]): { quantity?: LeafMatch; price?: LeafMatch; amounts: LeafMatch[] } {
  return { quantity: fieldOf(fields, 'items[].quantity'), price: fieldOf(fields, 'items[].price'),
    amounts: [fieldOf(fields, 'items[].amount'), fieldOf(fields, 'items[].total')].filter((f): f is LeafMatch => !!f) };
}

/**
 * A column of the product quantity × price = amount whose header OCR could not read ("até" for
 * "Qté"): with the other two columns known, the unclaimed column whose figures complete the product
 * on most rows is it (the amount before VAT, where the schema tells the two apart). Of equals, the
 * column nearest the price.
 */
export function inferProductColumn(fields: LeafMatch[], chosen: Chosen, decimal: DecimalMark): void {
  const product = productFields(fields);
  const roles = { quantity: product.quantity, price: product.price, amount: product.amounts[0] };
  if (!roles.quantity || !roles.price || !roles.amount) return;
  const col = (m: LeafMatch): number | undefined => chosen.columns.get(m.leaf.path);
  const missing = (Object.keys(roles) as (keyof typeof roles)[]).filter((k) => col(roles[k] as LeafMatch) === undefined);
  if (missing.length !== 1) return;
  const wanted = missing[0] as keyof typeof roles;
  const taken = new Set(chosen.columns.values());
  const rows = chosen.table.rows.slice(chosen.header + 1);
  const num = figureReader(decimal);
  const known = (k: keyof typeof roles): number => col(roles[k] as LeafMatch) as number;
  const pCol = wanted === 'price' ? known('amount') : known('price');
  const width = Math.max(0, ...rows.map((r) => r.length));
  let best: { col: number; hits: number } | null = null;
  for (let c = 0; c < width; c++) {
    // The amount stands right of the price.
    if (taken.has(c) || (wanted === 'amount' && c <= pCol)) continue;
    let hits = 0; let filled = 0;
    for (const r of rows) {
      const at = (k: keyof typeof roles): number | null => num(r[k === wanted ? c : known(k)]?.text);
      const q = at('quantity'); const p = at('price'); const v = at('amount');
      if (q === null || p === null || v === null) continue;
      filled++;
      if (isProduct(q, p, v)) hits++;
    }
    const better = !best || hits > best.hits || (hits === best.hits && Math.abs(c - pCol) < Math.abs(best.col - pCol));
    if (filled >= 1 && hits >= Math.max(1, filled * ITEMS_TUNING.productRowShare) && better) best = { col: c, hits };
  }
  if (best) chosen.columns.set((roles[wanted] as LeafMatch).leaf.path, best.col);
}

/**
 * Quantity and price columns whose headers OCR could not read ("Оу", "Ba" for "Qty", "Price"), the
 * amount's known: of the unclaimed figure columns left of the amount, the two whose product is the
 * amount on most rows. The product does not say which is which: the column printing a currency is
 * the price, else the one with fewer whole numbers, else the right one (quantity usually comes first).
 */
export function inferQuantityAndPrice(fields: LeafMatch[], chosen: Chosen, decimal: DecimalMark): void {
  const product = productFields(fields);
  const amount = product.amounts[0];
  if (!product.quantity || !product.price || !amount) return;
  const amountCol = chosen.columns.get(amount.leaf.path);
  if (amountCol === undefined || chosen.columns.has(product.quantity.leaf.path) || chosen.columns.has(product.price.leaf.path)) return;
  const taken = new Set(chosen.columns.values());
  const rows = chosen.table.rows.slice(chosen.header + 1);
  const num = figureReader(decimal);
  let best: { a: number; b: number; hits: number } | null = null;
  for (let a = 0; a < amountCol; a++) {
    for (let b = a + 1; b < amountCol; b++) {
      if (taken.has(a) || taken.has(b)) continue;
      const hits = productRows(rows, a, b, amountCol, num);
      if (hits > 0 && (!best || hits > best.hits)) best = { a, b, hits };
    }
  }
  if (!best) return;
  const priceIsA = priceFirst(rows, best.a, best.b, num);
  chosen.columns.set(product.quantity.leaf.path, priceIsA ? best.b : best.a);
  chosen.columns.set(product.price.leaf.path, priceIsA ? best.a : best.b);
}

/**
 * Of two columns whose product is the amount, whether the first is the price: the column printing a
 * currency is, else the one with fewer whole numbers, else the second (quantity usually comes first).
 */
function priceFirst(rows: ViewTable['rows'], a: number, b: number, num: (t: string | undefined) => number | null): boolean {
  const texts = (c: number): string[] => rows.map((r) => (r[c]?.text ?? '').trim()).filter((t) => num(t) !== null);
  const currencies = (c: number): number => texts(c).filter((t) => CURRENCY_MARK.test(t)).length;
  const wholes = (c: number): number => texts(c).filter((t) => /^\d+$/.test(t)).length;
  return currencies(a) !== currencies(b) ? currencies(a) > currencies(b) : wholes(a) !== wholes(b) ? wholes(a) < wholes(b) : false;
}

/**
 * All three columns of the product quantity × price = amount where the header named fewer than two
 * of them (a scan's small header type read as "Кол виды roa", "Enon а"): of the figure columns, the
 * triple whose product holds on most rows, the amount right of the other two (of equals, the
 * narrowest). A column the header did name keeps its role: the triple must hold it there.
 */
export function inferProductColumns(fields: LeafMatch[], chosen: Chosen, decimal: DecimalMark): void {
  const product = productFields(fields);
  const amount = product.amounts[0];
  if (!product.quantity || !product.price || !amount) return;
  const paths = { q: product.quantity.leaf.path, p: product.price.leaf.path, a: amount.leaf.path };
  const rows = chosen.table.rows.slice(chosen.header + 1);
  const num = figureReader(decimal);
  // A header that names a column with no figures under it (its words read over the neighbouring
  // column: "Кол виды roa" over the unit) names none of the product.
  const withFigures = (c: number | undefined): number | undefined =>
    c !== undefined && rows.filter((r) => num(r[c]?.text) !== null).length >= rows.length * ITEMS_TUNING.nameRowShare ? c : undefined;
  const named = { q: withFigures(chosen.columns.get(paths.q)), p: withFigures(chosen.columns.get(paths.p)), a: withFigures(chosen.columns.get(paths.a)) };
  const namedCount = Object.values(named).filter((c) => c !== undefined).length;
  // A field of words whose garbled header took a column of figures ("…товаров…" over the amounts of
  // a УПД read as the name's) claims nothing the product needs: the name is found by its words later.
  const wordsOnFigures = (path: string, c: number): boolean => fields.find((f) => f.leaf.path === path)?.leaf.type === 'string' && withFigures(c) !== undefined;
  const claimed = new Set([...chosen.columns].filter(([path, c]) => !Object.values(paths).includes(path) && !wordsOnFigures(path, c)).map(([, c]) => c));
  // Two or three columns named: the header is trusted (inferProductColumn finds a third) unless no
  // triple holding them holds the product on any row.
  const withNamed = productTriple(rows, num, claimed, named);
  if (namedCount >= 2 && (namedCount === 3 || withNamed)) return;
  const best = withNamed ?? productTriple(rows, num, claimed, { q: undefined, p: undefined, a: undefined }, true);
  if (!best) return;
  // (Where the header's one named column fits no triple, the content decides: a УПД's garbled header
  // named the amount with VAT "Стоимость", which is no product of quantity and price.)
  const known = best.named ? named : { q: undefined, p: undefined, a: undefined };
  const { x, y, z } = best;
  const priceIsX = known.p !== undefined ? known.p === x : known.q !== undefined ? known.q === y : priceFirst(rows, x, y, num);
  chosen.columns.set(paths.q, priceIsX ? y : x);
  chosen.columns.set(paths.p, priceIsX ? x : y);
  chosen.columns.set(paths.a, z);
  for (const [path, c] of [...chosen.columns]) if ([x, y, z].includes(c) && !Object.values(paths).includes(path)) chosen.columns.delete(path);
}

/**
 * The triple of figure columns whose product holds on most rows, the amount right of the other two
 * (of equals, the narrowest), columns the header named keeping their roles. Without the header's
 * help (`unaided`) the product must hold on most rows with figures.
 */
function productTriple(rows: ViewTable['rows'], num: (t: string | undefined) => number | null, claimed: ReadonlySet<number>,
  known: Record<'q' | 'p' | 'a', number | undefined>, unaided = false): { x: number; y: number; z: number; named: boolean } | null {
  const fits = (c: number, role: keyof typeof known): boolean => (known[role] === undefined ? !claimed.has(c) && !Object.values(known).includes(c) : known[role] === c);
  const width = Math.max(0, ...rows.map((r) => r.length));
  let best: { x: number; y: number; z: number; hits: number } | null = null;
  for (let z = 2; z < width; z++) {
    if (!fits(z, 'a')) continue;
    for (let x = 0; x < z; x++) {
      for (let y = x + 1; y < z; y++) {
        if (!((fits(x, 'q') && fits(y, 'p')) || (fits(x, 'p') && fits(y, 'q')))) continue;
        const hits = productRows(rows, x, y, z, num);
        const narrower = best !== null && hits === best.hits && z - x < best.z - best.x;
        if (hits > 0 && (!best || hits > best.hits || narrower)) best = { x, y, z, hits };
      }
    }
  }
  if (!best || (unaided && best.hits < Math.max(2, rows.filter((r) => num(r[best?.z as number]?.text) !== null).length * ITEMS_TUNING.productRowShare))) return null;
  return { x: best.x, y: best.y, z: best.z, named: !unaided };
}

/** A currency sign or code printed with a figure. */
const CURRENCY_MARK = /[€$£¥₽]|(?:^|[\s\d])(?:EUR|USD|GBP|CHF|RUB|CNY|руб|р\.)(?:$|[\s.])/iu;

/**
 * The name column whose header could not be read, or whose header stands over an empty column (a
 * header cell spanning a code column and the names, the words taken by the first): of the columns
 * no other field claimed, left of the figures the schema's fields took, the one whose body cells
 * are words (not figures) in most rows and hold the most letters. Rows of totals are not counted.
 */
export function inferNameColumn(fields: LeafMatch[], chosen: Chosen, isTotals: (texts: string[]) => boolean): void {
  const name = fieldOf(fields, 'items[].name');
  if (!name) return;
  const rows = chosen.table.rows.slice(chosen.header + 1).filter((r) => !isTotals(r.map((c) => c.text.trim())));
  if (rows.length === 0) return;
  const wordsIn = (c: number): string[] => rows.map((r) => (r[c]?.text ?? '').trim())
    .filter((t) => !isFigure(t) && (t.match(/\p{L}/gu)?.length ?? 0) >= ITEMS_TUNING.nameMinLetters);
  const own = chosen.columns.get(name.leaf.path);
  if (own !== undefined && wordsIn(own).length >= rows.length * ITEMS_TUNING.nameRowShare) return;
  const taken = new Set([...chosen.columns].filter(([path]) => path !== name.leaf.path).map(([, col]) => col));
  const product = productFields(fields);
  const figureColumns = [product.quantity, product.price, ...product.amounts].map((f) => f && chosen.columns.get(f.leaf.path)).filter((c): c is number => c !== undefined);
  if (figureColumns.length === 0) return;
  const firstFigureColumn = Math.min(...figureColumns);
  let best: { col: number; letters: number } | null = null;
  for (let c = 0; c < firstFigureColumn; c++) {
    if (taken.has(c)) continue;
    const wordy = wordsIn(c);
    if (wordy.length < rows.length * ITEMS_TUNING.nameRowShare) continue;
    const letters = wordy.reduce((n, t) => n + (t.match(/\p{L}/gu)?.length ?? 0), 0) / wordy.length;
    if (!best || letters > best.letters) best = { col: c, letters };
  }
  if (best) chosen.columns.set(name.leaf.path, best.col);
}

/**
 * The third column of the sum amount + VAT = total, where its header names nothing it could be told
 * by ("Сумма" printed over both the amount before VAT and the amount with it, or an unreadable
 * header): with the other two known, the unclaimed column whose figures complete the sum on most
 * rows. The total stands right of the amount; any column may hold the VAT.
 */
export function inferSumColumn(fields: LeafMatch[], chosen: Chosen, decimal: DecimalMark): void {
  const roles = { amount: fieldOf(fields, 'items[].amount'), vat: fieldOf(fields, 'items[].vat_amount'), total: fieldOf(fields, 'items[].total') };
  if (!roles.amount || !roles.vat || !roles.total) return;
  const col = (k: keyof typeof roles): number | undefined => chosen.columns.get((roles[k] as LeafMatch).leaf.path);
  const missing = (Object.keys(roles) as (keyof typeof roles)[]).filter((k) => col(k) === undefined);
  if (missing.length === 2 && col('amount') !== undefined) { inferVatAndTotal(chosen, col('amount') as number, roles.vat.leaf.path, roles.total.leaf.path, figureReader(decimal)); return; }
  if (missing.length !== 1) return;
  const wanted = missing[0] as keyof typeof roles;
  const taken = new Set(chosen.columns.values());
  const rows = chosen.table.rows.slice(chosen.header + 1);
  const num = figureReader(decimal);
  const width = Math.max(0, ...rows.map((r) => r.length));
  let best: { col: number; hits: number } | null = null;
  for (let c = 0; c < width; c++) {
    if (taken.has(c)) continue;
    if (wanted === 'total' && c <= (col('amount') as number)) continue;
    if (wanted === 'amount' && c >= (col('total') as number)) continue;
    let hits = 0; let filled = 0;
    for (const r of rows) {
      const at = (k: keyof typeof roles): number | null => num(r[k === wanted ? c : col(k) as number]?.text);
      const a = at('amount'); const v = at('vat'); const t = at('total');
      if (a === null || v === null || t === null) continue;
      filled++;
      if (isSum(a, v, t)) hits++;
    }
    if (filled >= 1 && hits >= Math.max(1, filled * ITEMS_TUNING.productRowShare) && (!best || hits > best.hits)) best = { col: c, hits };
  }
  if (best) chosen.columns.set((roles[wanted] as LeafMatch).leaf.path, best.col);
}

/**
 * The VAT and total columns where neither header could be read, the amount's column known: the pair
 * of unclaimed figure columns, the total right of the amount, for which amount + VAT = total holds on
 * most rows with all three (two rows at least), the VAT less than the amount.
 */
function inferVatAndTotal(chosen: Chosen, amountCol: number, vatPath: string, totalPath: string, num: (t: string | undefined) => number | null): void {
  const taken = new Set(chosen.columns.values());
  const rows = chosen.table.rows.slice(chosen.header + 1);
  const width = Math.max(0, ...rows.map((r) => r.length));
  let best: { v: number; t: number; hits: number } | null = null;
  for (let t = amountCol + 1; t < width; t++) {
    for (let v = 0; v < width; v++) {
      if (taken.has(t) || taken.has(v) || v === t || v === amountCol) continue;
      let hits = 0; let filled = 0;
      for (const r of rows) {
        const a = num(r[amountCol]?.text); const x = num(r[v]?.text); const y = num(r[t]?.text);
        if (a === null || x === null || y === null) continue;
        filled++;
        if (x < a && isSum(a, x, y)) hits++;
      }
      if (hits >= Math.max(2, filled * ITEMS_TUNING.productRowShare) && (!best || hits > best.hits)) best = { v, t, hits };
    }
  }
  if (!best) return;
  chosen.columns.set(vatPath, best.v);
  chosen.columns.set(totalPath, best.t);
}

/**
 * A unit column holding only numeric codes (the ОКЕИ "796" under "Единица измерения: код") where the
 * unclaimed column beside it holds the unit's sign in words ("шт", "упак", "кг"): the unit is the
 * sign. A unit is a word or an abbreviation; a code of digits is a code.
 */
export function inferUnitColumn(fields: LeafMatch[], chosen: Chosen): void {
  const unit = fieldOf(fields, 'items[].unit');
  const col = unit ? chosen.columns.get(unit.leaf.path) : undefined;
  if (!unit || col === undefined || [...chosen.columns.values()].includes(col + 1)) return;
  const rows = chosen.table.rows.slice(chosen.header + 1);
  // Most rows, not all: a form's row numbering its columns ("2", "2а") may stand under the header.
  const codes = rows.filter((r) => /^\d{2,4}$/.test(r[col]?.text.trim() ?? ''));
  const signs = codes.filter((r) => /^\p{L}[\p{L}.²³/ -]{0,15}$/u.test(r[col + 1]?.text.trim() ?? ''));
  const filled = rows.filter((r) => (r[col]?.text.trim() ?? '') !== '').length;
  if (codes.length >= 2 && codes.length >= filled * ITEMS_TUNING.nameRowShare && signs.length >= codes.length * ITEMS_TUNING.nameRowShare) {
    chosen.columns.set(unit.leaf.path, col + 1);
  }
}

/** A cell's figure as a number (null for words), "1,000" read as one where commas are decimal. */
function figureReader(decimal: DecimalMark): (text: string | undefined) => number | null {
  return (t) => (t ? parseAmount(threeDecimals(t, decimal))?.amount ?? null : null);
}

/**
 * The rows on which column `a` × column `b` = column `z`, where the product holds on enough of the
 * rows that have all three figures (`productRowShare`); 0 where it does not.
 */
function productRows(rows: ViewTable['rows'], a: number, b: number, z: number, num: (t: string | undefined) => number | null): number {
  let hits = 0; let filled = 0;
  for (const r of rows) {
    const x = num(r[a]?.text); const y = num(r[b]?.text); const v = num(r[z]?.text);
    if (x === null || y === null || v === null) continue;
    filled++;
    if (isProduct(x, y, v)) hits++;
  }
  return filled >= 1 && hits >= Math.max(1, filled * ITEMS_TUNING.productRowShare) ? hits : 0;
}

/** Amount + VAT is the total, within the same rounding. */
function isSum(amount: number, vat: number, total: number): boolean {
  return Math.abs(amount + vat - total) <= Math.max(0.011, Math.abs(total) * ITEMS_TUNING.productTolerance);
}

/** Quantity × price is the amount, within the rounding of printed prices. */
function isProduct(quantity: number, price: number, amount: number): boolean {
  return Math.abs(quantity * price - amount) <= Math.max(0.011, Math.abs(amount) * ITEMS_TUNING.productTolerance);
}

/**
 * The decimal mark the document's tables print: "," or "." where figures with two places after one
 * mark ("1 360,90", "28.31") outnumber those after the other `decimalMarkShare` times, else null.
 * It settles what one mark before exactly three digits means ("22,780", "205.000"): a parser that
 * knows no locale must take it for a thousands separator, yet in a table whose amounts put that
 * same mark before their cents it can only be a decimal one (quantities printed to three places).
 */
export type DecimalMark = ',' | '.' | null;
export function tableDecimalMark(tables: readonly ViewTable[]): DecimalMark {
  let comma = 0; let point = 0;
  for (const t of tables) for (const row of t.rows) for (const c of row) {
    if (/(?<![\d.,])\d+,\d{2}(?![\d.,])/.test(c.text)) comma++;
    if (/(?<![\d.,])\d+\.\d{2}(?![\d.,])/.test(c.text)) point++;
  }
  if (comma > 0 && comma >= point * ITEMS_TUNING.decimalMarkShare) return ',';
  if (point > 0 && point >= comma * ITEMS_TUNING.decimalMarkShare) return '.';
  return null;
}

/** "1,000" or "1.000" written with that decimal mark, as a number no reading can take for a thousand ("1"). */
export function threeDecimals(text: string, decimal: DecimalMark): string {
  if (!decimal) return text;
  const mark = decimal === ',' ? ',' : '\\.';
  return text.trim().replace(new RegExp(`^(\\d{1,3})${mark}(\\d{3})$`), (_m, a: string, b: string) => String(Number(`${a}.${b}`)));
}
