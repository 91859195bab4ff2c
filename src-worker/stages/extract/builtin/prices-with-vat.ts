import { fieldOf } from '../../../lib/fields/match-schema';
import type { LeafMatch } from '../../../lib/fields/match-schema';
import type { TextView } from '../../../lib/reading/text-view';
import type { ItemRow } from './items';

/**
 * Shops print "Prijzen zijn inclusief BTW", "All prices include VAT", "Preise inkl. MwSt." and then
 * head the line amounts plainly ("Bedrag", "Amount"). Read as net, such lines disagree with the
 * document's net total. Where the page says so and the amount column's header says nothing of net,
 * the line amounts are gross (when the schema has a gross field that no column filled).
 */
export function amountsAsGross(items: ItemRow[], fields: LeafMatch[], amountHeader: string, view: TextView): void {
  const net = fieldOf(fields, 'items[].amount');
  const gross = fieldOf(fields, 'items[].total');
  if (!net || !gross || NET_WORDS.test(amountHeader) || !view.lines.some((l) => PRICES_WITH_VAT.test(l.text))) return;
  if (items.some((it) => it.values.has(gross.leaf.path))) return;
  for (const it of items) {
    const v = it.values.get(net.leaf.path);
    if (!v) continue;
    it.values.delete(net.leaf.path);
    it.values.set(gross.leaf.path, v);
  }
}

const PRICES_WITH_VAT = /(?:prijzen|prices|preise|prix|цены)\b[^.]{0,25}?(?:inclusief|including|include|incl\.?|inkl\.?|inklusive|ttc|включая|с учетом)\s*(?:de\s+|the\s+)?(?:btw|vat|mwst|ust|tva|ндс)/iu;
const NET_WORDS = /(?:^|\s)(?:excl|exkl|exclusief|excluding|netto|net|ht|hors|без)(?![\p{L}])/iu;
