/** A text grammar's find: offsets into the scanned page text, the text as found, the normalised value. */
export interface GrammarHit<V> {
  start: number;
  end: number;
  text: string;
  value: V;
}
