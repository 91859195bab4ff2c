/**
 * Currency signs OCR read as letters. "£" and "€" in small type come out as "E", "Е" (Cyrillic),
 * "C", "F" or "©" glued to the figure ("Е75,862.16"), and the figure is then no amount for anything that
 * reads a page (a letter before digits makes a code: "E27"). Where the page's other amounts carry one
 * sign (at least `MIN_SIGNED` of them), a single look-alike letter glued before a money figure with
 * two places is that sign.
 */
const LOOKALIKES: Readonly<Record<string, string>> = { '£': 'EЕFC', '€': 'EЕCС©' };
const MONEY_AFTER = /^\d{1,3}(?:[.,'’ ]\d{3})*[.,]\d{2}$|^\d+[.,]\d{2}$/;
/** Two amounts with the sign at least: one may be a stray mark. */
const MIN_SIGNED = 2;

export function fixCurrencySigns(texts: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const t of texts) for (const sign of Object.keys(LOOKALIKES)) if (t.includes(sign) && /\d/.test(t)) counts.set(sign, (counts.get(sign) ?? 0) + 1);
  const [sign, n] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [null, 0];
  if (!sign || n < MIN_SIGNED) return [...texts];
  const letters = LOOKALIKES[sign] as string;
  return texts.map((t) => (t.length > 1 && letters.includes(t[0] as string) && MONEY_AFTER.test(t.slice(1)) ? sign + t.slice(1) : t));
}
