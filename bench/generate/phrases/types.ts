/**
 * Phrasing pools: what real documents print for each label. A phrasing that starts with `^` is used by
 * held families only (about one in four of each label), so the held measurement also meets wording
 * the developers never tuned on. Pools are data: one file per language.
 */
export const LABELS = [
  'invoiceTitle', 'number', 'date', 'dueDate', 'seller', 'buyer', 'vatId', 'iban',
  'colNo', 'colArticle', 'colName', 'colUnit', 'colQty', 'colPrice', 'colVatRate', 'colVat', 'colNet', 'colGross',
  'subtotal', 'netTotal', 'vat', 'vatIncl', 'gross', 'discount', 'shipping', 'deposit',
  'actTitle', 'contractor', 'customer', 'basis', 'page', 'thanks',
] as const;
export type Label = (typeof LABELS)[number];
export type Pools = Partial<Record<Label, readonly string[]>>;

export const isHeldOnly = (p: string): boolean => p.startsWith('^');
export const phraseText = (p: string): string => p.replace(/^\^/, '');
