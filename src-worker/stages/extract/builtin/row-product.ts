import type { Box } from '../../../../src-shared/document/geometry';
import type { LeafMatch } from '../../../lib/fields/match-schema';
import type { ViewTable } from '../../../lib/reading/text-view';
import { ITEMS_TUNING } from '../../../tuning/extract';
import { productFields } from './column-content';
import type { Found } from './values';

/** The cell of a row's field, by the field's path. */
type CellOf = (path: string) => ViewTable['rows'][number][number] | undefined;

/**
 * A cell of quantity, price or amount that OCR garbled ("к" or "‚." for a lone "1") while the other
 * two were read: its figure follows from them when it comes out whole (a quantity a whole number,
 * money to the cent). Only a cell with something printed in it is completed, never an empty one.
 */
export function completeProduct(fields: LeafMatch[], values: Map<string, Found>, cellOf: CellOf, page: number): void {
  const cellText = (path: string): string => cellOf(path)?.text ?? '';
  const num = (k: string | undefined): number | null => { const v = k ? values.get(k)?.value : null; return typeof v === 'number' ? v : null; };
  const product = productFields(fields);
  const q = product.quantity?.leaf.path; const p = product.price?.leaf.path;
  // The amount read on the row: before VAT, else with it (the price then is the one with VAT as well).
  const amounts = product.amounts.map((f) => f.leaf.path);
  const a = amounts.find((k) => num(k) !== null) ?? amounts.find((k) => cellOf(k) !== undefined);
  if (!q || !p || !a) return;
  const missing = [q, p, a].filter((k) => num(k) === null);
  const garbled = missing[0];
  if (missing.length !== 1 || !garbled || cellText(garbled).trim() === '' || /\d/.test(cellText(garbled))) return;
  const value = garbled === q ? (num(a) as number) / (num(p) as number)
    : garbled === p ? (num(a) as number) / (num(q) as number)
      : (num(q) as number) * (num(p) as number);
  if (!Number.isFinite(value) || value <= 0) return;
  // A quantity comes out whole (a fractional one is as likely a misread price), money to the cent.
  const places = garbled === q ? 1 : 100;
  const rounded = Math.round(value * places) / places;
  if (Math.abs(rounded - value) > 1e-6 * Math.max(1, value)) return;
  values.set(garbled, { value: rounded, page, box: (cellOf(garbled)?.box as Box | null | undefined) ?? null, level: 'rule' });
}

/**
 * A figure of a scanned row whose decimal separator OCR lost ("1292" for "129,2", "379" for "37.9")
 * or misread ("287.000" for the quantity "287,000" of a document with decimal commas, taken for a
 * thousand): where quantity × price misses the amount, and exactly one other reading of one figure
 * makes the product hold, that figure is repaired. Other readings: a separator put back into a figure
 * printed without one (one to three places, never more than its digits less one: only the separator
 * is lost, never a digit), and a lone separator before three digits read the other way (thousands ↔
 * decimals). Only on OCR pages: a text layer prints what it means, and a product that misses there is
 * a discount or a price per ten.
 */
export function repairSeparators(fields: LeafMatch[], values: Map<string, Found>, cellOf: CellOf): void {
  const product = productFields(fields);
  const paths = [product.quantity?.leaf.path, product.price?.leaf.path, product.amounts.map((f) => f.leaf.path).find((k) => values.has(k))];
  const [q, p, a] = paths.map((k) => (k ? values.get(k)?.value : undefined));
  if (typeof q !== 'number' || typeof p !== 'number' || typeof a !== 'number' || holds(q, p, a)) return;
  const fits: { path: string; value: number }[] = [];
  paths.forEach((path, i) => {
    const text = (path ? cellOf(path)?.text ?? '' : '').trim();
    if (!path || !/^\D{0,4}\d[\d .,']*\D{0,4}$/.test(text)) return;
    const read = [q, p, a][i] as number;
    for (const other of otherReadings(text, read)) {
      const v = [q, p, a].map((x, k) => (k === i ? other : x)) as [number, number, number];
      if (holds(...v)) fits.push({ path, value: other });
    }
  });
  const only = fits.length === 1 ? fits[0] : undefined;
  const was = only ? values.get(only.path) : undefined;
  if (only && was) values.set(only.path, { ...was, value: Math.round(only.value * 1000) / 1000 });
}

/** What else a figure OCR read as `read` from `text` may have been printed as. */
function otherReadings(text: string, read: number): number[] {
  const separators = text.match(/[.,]/g) ?? [];
  if (separators.length === 0) {
    const digits = text.replace(/\D/g, '').length;
    return Array.from({ length: Math.min(ITEMS_TUNING.lostSeparatorPlaces, digits - 1) }, (_, k) => read / 10 ** (k + 1));
  }
  // One separator before exactly three digits: "287.000" is 287 or 287 000, whichever it was not read as.
  if (separators.length === 1 && /[.,]\d{3}(?!\d)/.test(text)) return [Number.isInteger(read) && read >= 1000 ? read / 1000 : read * 1000];
  return [];
}

function holds(quantity: number, price: number, amount: number): boolean {
  return Math.abs(quantity * price - amount) <= Math.max(0.011, Math.abs(amount) * ITEMS_TUNING.productTolerance);
}
