/** Thresholds of chunking and appendix finding (`/v1/extract`), each with the reason it has its value. */
export const CHUNKS = {
  /**
   * A sentence longer than a chunk is cut at the last space before the target; when that space comes
   * earlier than this share of the target (a long run without spaces: a URL, a code), the cut is made
   * at the target itself rather than leaving a tiny piece.
   */
  minCutShare: 0.5,
} as const;

export const APPENDICES = {
  /**
   * An appendix heading is a short line: "Приложение № 1 к договору поставки № 5 от 01.02.2024" runs to
   * about 60 characters, a title after it a little more. A longer paragraph that starts with the word
   * ("Приложение к настоящему договору является его неотъемлемой частью …") is prose, not a heading.
   */
  maxHeadingChars: 160,
} as const;
