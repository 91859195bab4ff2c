import { memo } from '../util/memo';

/**
 * Headings set letter-spaced ("C L I E N T", "A C H E T E U R", CSS letter-spacing printed to PDF
 * or read by OCR) are words: each run of three or more single capitals one space apart is joined,
 * and padded with the spaces it lost so that every offset after it stays where it was. A kerned
 * pair ("FA", "AV", "LT": the font pulls the two letters together, so the text layer shows no
 * space between them) may open or close the run: "FA C T U R É À" is one heading, not "FA" and a
 * word.
 */
const SPACED_CAPITALS = /(?<!\p{L})(?:\p{Lu}{2} )?\p{Lu}(?: \p{Lu}){2,}(?: \p{Lu}{2})?(?!\p{L})/gu;

export function withoutLetterSpacing(text: string): string {
  return letterSpaced(text).text;
}

/**
 * The text with its letter-spaced runs joined, and where those runs stand (offsets of the original);
 * made once per line text, since every label search reads every line.
 */
export const letterSpaced = memo((text: string): { text: string; runs: [number, number][] } => {
  const runs: [number, number][] = [];
  const joined = text.replace(SPACED_CAPITALS, (run, at: number) => {
    runs.push([at, at + run.length]);
    const word = run.replace(/ /g, '');
    return word + ' '.repeat(run.length - word.length);
  });
  return { text: joined, runs };
}, 20_000);
