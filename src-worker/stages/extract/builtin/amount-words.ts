import type { LeafMatch } from '../../../lib/fields/match-schema';
import { amountInWords } from '../../../lib/scanners';
import type { TextView } from '../../../lib/reading/text-view';
import type { Found } from './values';

/**
 * The amount in words, where no label names it ("Сумма прописью"): contracts and letters write it
 * after the figures ("127 500 (Сто двадцать семь тысяч пятьсот) рублей 40 копеек"). The words taken
 * are those of the largest amount the document's other fields hold (its price or total, not the
 * VAT written the same way beside it); words of no amount found are not guessed at.
 */
export function amountWordsOfTotal(view: TextView, matches: readonly LeafMatch[], values: ReadonlyMap<string, Found>): Found | null {
  const figures = matches.filter((m) => !m.array).map((m) => values.get(m.leaf.path)?.value).filter((v): v is number => typeof v === 'number' && v > 0);
  if (figures.length === 0) return null;
  let best: { found: Found; amount: number } | null = null;
  for (const line of view.lines) {
    for (const hit of amountInWords(line.text)) {
      const amount = hit.value.amount;
      if (!figures.some((f) => Math.abs(f - amount) < 0.005) || (best && best.amount >= amount)) continue;
      const text = hit.raw.replace(/[()]/g, ' ').replace(/\s+/g, ' ').trim();
      best = { amount, found: { value: text, page: line.page, box: line.box, level: 'rule' } };
    }
  }
  return best?.found ?? null;
}
