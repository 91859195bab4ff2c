/**
 * What every scanner returns: the normalised `value`, the `raw` text it was read from, and the
 * character offsets of `raw` in the scanned text (`text.slice(start, end) === raw`), so a caller can
 * point back at the source (fields provenance, "is there an amount in words nearby").
 */
export interface Hit<T> {
  value: T;
  raw: string;
  start: number;
  end: number;
}

/** An identifier candidate. `valid` is the format and checksum verdict, not a guess about intent. */
export interface IdHit extends Hit<string> {
  valid: boolean;
}

export interface Money {
  amount: number;
  /** ISO 4217 code (`RUB`, `USD`, `EUR`, `CNY`, `GBP`, `INR`, …) or null when the text names none. */
  currency: string | null;
}

export type AmountHit = Hit<Money>;
