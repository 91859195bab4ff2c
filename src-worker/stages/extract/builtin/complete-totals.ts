import type { LeafMatch } from '../../../lib/fields/match-schema';
import { isNumeric } from '../../../lib/fields/schema';
import type { Found } from './values';
import { TOTALS_TUNING } from '../../../tuning/extract';

/** A computed VAT is plausible up to this share of the net. */
const MAX_VAT_SHARE = TOTALS_TUNING.maxVatShare;

/**
 * Net + VAT = gross: when the document gave two of the three totals and the third was not read
 * (never printed as such, as AWS's "Charges" above "Tax $0.00" and "Total $4.11"; or printed but
 * lost, as a VAT figure OCR garbled between two legible ones), the third is their difference or sum.
 * Only for numeric leaves, only when the result is a plausible VAT (0 to 30% of net), and never
 * over a value that was read. Provenance: the page and box of the larger total it was computed from.
 */
export function completeTotals(values: Map<string, Found>, matches: LeafMatch[]): void {
  const leafOf = (concept: string): LeafMatch | undefined => matches.find((m) => !m.array && m.concept === concept && isNumeric(m.leaf));
  const net = leafOf('totals.net');
  const vat = leafOf('totals.vat');
  const gross = leafOf('totals.gross');
  if (!net || !vat || !gross) return;
  const read = (m: LeafMatch): number | null => {
    const v = values.get(m.leaf.path)?.value;
    return typeof v === 'number' && Number.isFinite(v) ? v : null;
  };
  const [n, v, g] = [read(net), read(vat), read(gross)];
  const cents = (x: number): number => Math.round(x * 100) / 100;
  const plausible = (netValue: number, vatValue: number): boolean => netValue > 0 && vatValue >= 0 && vatValue <= MAX_VAT_SHARE * netValue;
  const put = (m: LeafMatch, value: number, from: LeafMatch): void => {
    const source = values.get(from.leaf.path);
    if (!source) return;
    values.set(m.leaf.path, { value: m.leaf.type === 'integer' ? Math.round(value) : value, page: source.page, box: source.box, level: 'rule' });
  };
  if (n === null && v !== null && g !== null && plausible(cents(g - v), v)) put(net, cents(g - v), gross);
  else if (v === null && n !== null && g !== null && plausible(n, cents(g - n))) put(vat, cents(g - n), gross);
  else if (g === null && n !== null && v !== null && plausible(n, v)) put(gross, cents(n + v), net);
}
