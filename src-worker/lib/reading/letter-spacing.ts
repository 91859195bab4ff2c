import { memo } from '../util/memo';
import { CONCEPT_LABELS, normalise } from '../fields/match-schema';

/**
 * Headings set letter-spaced ("C L I E N T", "A C H E T E U R", CSS letter-spacing printed to PDF
 * or read by OCR) are words: each run of three or more single capitals one space apart is joined,
 * and padded with the spaces it lost so that every offset after it stays where it was. A kerned
 * pair ("FA", "SS", "LT": the font pulls the two letters together, so the text layer shows no
 * space between them) may stand anywhere in the run ("F O U R N I SS E U R"), as long as single
 * letters outnumber pairs three to one: "S A DE CV" or "NO DE TVA" are words. Where the text layer
 * lost more of the spacing ("V E NDE UR", "FA CT URÉ À", "ÉMET TEUR"), the run is joined only when
 * it then spells a label the vocabulary knows. The signs inside labels ("N°", "D'ÉCHÉANCE",
 * "RIB / IBAN", "RECHNUNGS-NR.") are spaced like the letters and stand in the run as letters do.
 */
const SPACED_CAPITALS = /(?<!\p{L})[\p{Lu}°'’/.-]{1,2}(?: [\p{Lu}°'’/.-]{1,2}){2,}(?!\p{L})/gu;
/** Runs of capitals in pieces of up to four letters ("V E NDE UR", "ÉMET TEUR", "FAC T U R E N °"), signs among them: joined only when they spell a label. */
const HALF_SPACED_CAPITALS = /(?<!\p{L})[\p{Lu}°'’/.-]{0,3}\p{Lu}(?: [\p{Lu}°'’/.-]{1,4})+(?!\p{L})/gu;

/** Every known label with its spaces and signs taken out ("facture a" → "facturea"): what a letter-spaced run joins into. */
const SPACELESS_LABELS = new Set([...CONCEPT_LABELS].map((l) => l.replace(/[^\p{L}]/gu, '')).filter((l) => l.length >= 5));

function isLetterSpaced(run: string): boolean {
  const tokens = run.split(' ');
  const singles = tokens.filter((t) => [...t].length === 1).length;
  return singles >= 3 && (tokens.length - singles) * 3 <= singles;
}

/** Joined, the run is a label; as printed it is not ("SOLD TO" is a label of two words and stays). */
function spellsLabel(run: string): boolean {
  return SPACELESS_LABELS.has(normalise(run).replace(/[^\p{L}]/gu, '')) && !CONCEPT_LABELS.has(normalise(run));
}

export function withoutLetterSpacing(text: string): string {
  return letterSpaced(text).text;
}

/**
 * The text with its letter-spaced runs joined, and where those runs stand (offsets of the original);
 * made once per line text, since every label search reads every line.
 */
export const letterSpaced = memo((text: string): { text: string; runs: [number, number][] } => {
  const runs: [number, number][] = [];
  const join = (accept: (run: string) => boolean) => (run: string, at: number): string => {
    if (!accept(run)) return run;
    runs.push([at, at + run.length]);
    const word = run.replace(/ /g, '');
    return word + ' '.repeat(run.length - word.length);
  };
  // Runs that spell a label first: a kerned triple opening the run ("FAC T U R E") would otherwise
  // be left out of it. Joining pads with blanks, so offsets of the second pass are those of the
  // original too.
  const joined = text.replace(HALF_SPACED_CAPITALS, join(spellsLabel)).replace(SPACED_CAPITALS, join(isLetterSpaced));
  return { text: joined, runs: runs.sort((x, y) => x[0] - y[0]) };
}, 20_000);
