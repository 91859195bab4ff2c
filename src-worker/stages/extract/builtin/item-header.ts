import { CYRILLIC, cyrillicTwin } from '../../../lib/ocr/homoglyphs';
import { containsLabel, normalise } from '../../../lib/fields/match-schema';
import type { LeafMatch } from '../../../lib/fields/match-schema';
import type { ViewTable } from '../../../lib/reading/text-view';

/**
 * The header of an items table: its rows' texts per column (group headers carried over their span)
 * and each field's column by the labels the header names.
 */
export function headerTexts(table: ViewTable, from: number, span: number): string[] {
  const rows = table.rows.slice(from, from + span);
  const width = Math.max(...rows.map((r) => r.length), 0);
  const own: string[][] = Array.from({ length: width }, () => []);
  const carried: string[][] = Array.from({ length: width }, () => []);
  rows.forEach((r, i) => {
    let carry = '';
    for (let c = 0; c < width; c++) {
      const t = r[c]?.text.trim() ?? '';
      const below = rows.slice(i + 1).some((b) => (b[c]?.text.trim() ?? '') !== '');
      // A word broken across lines ("Но-") heads no group of columns.
      if (t) { carry = /-$/.test(t) ? '' : t; own[c]?.push(t); } else if (span > 1 && i < rows.length - 1 && below && carry) carried[c]?.push(carry);
    }
  });
  // A group header carried over the empty cells of its span goes first: between the column's own
  // lines it would split a word hyphenated across them ("Коли- | Вид | чество").
  return Array.from({ length: width }, (_, c) => normalise([...(carried[c] ?? []), ...(own[c] ?? [])].join(' ')));
}

/** Rows a header may take: the printed ТОРГ-12 form has seven over its numbering row. */
export const MAX_HEADER_ROWS = 7;

/**
 * Each field takes the column whose header names it most specifically (a header that is a label
 * whole before any that only contains one, then the longer label); a column serves one field.
 * `labels`: each field's labels by path (labelsOf, made once per table search). `specificity`: the
 * sum of the chosen matches' label lengths.
 */
export function assignColumns(fields: LeafMatch[], header: string[], labels: ReadonlyMap<string, string[]>): { columns: Map<string, number>; specificity: number } {
  const scored: { path: string; col: number; score: number; exact: boolean }[] = [];
  // Each header cell as read and, for Cyrillic labels, with its Latin look-alikes read as Cyrillic
  // (OCR reads "Суммас" as "Cymmac"); each with its spaces dropped too (OCR drops some in small type).
  const forms = header.map((h) => {
    const cyrillic = h.replace(/[a-z]/g, cyrillicTwin);
    return { latin: { text: h, joined: h.replace(/ /g, '') }, cyrillic: { text: cyrillic, joined: cyrillic.replace(/ /g, '') } };
  });
  for (const f of fields) {
    const scores = header.map(() => ({ score: 0, exact: false }));
    for (const label of labels.get(f.leaf.path) ?? []) {
      const script = CYRILLIC.test(label) ? 'cyrillic' : 'latin';
      const spaced = label.length >= 8 && label.includes(' ') ? label.replace(/ /g, '') : null;
      forms.forEach((form, col) => {
        const { text: h, joined } = form[script];
        const at = scores[col] as { score: number; exact: boolean };
        if (!h) return;
        if (h === label) at.exact = true;
        if (containsLabel(h, label)) at.score = Math.max(at.score, label.length);
        // A long label still matches inside a header with all spaces gone ("суммас учетом ндс").
        else if (spaced && joined.includes(spaced)) at.score = Math.max(at.score, label.length - 1);
        // A header that is the label with one letter misread ("eg. изм." for "ед. изм.").
        else if (label.length >= 5 && nearlyLabel(h, label)) at.score = Math.max(at.score, label.length - 2);
      });
    }
    scores.forEach(({ score, exact }, col) => { if (score > 0) scored.push({ path: f.leaf.path, col, score, exact }); });
  }
  scored.sort((a, b) => Number(b.exact) - Number(a.exact) || b.score - a.score);
  const out = new Map<string, number>();
  const usedCols = new Set<number>();
  let specificity = 0;
  for (const s of scored) {
    if (out.has(s.path) || usedCols.has(s.col)) continue;
    out.set(s.path, s.col);
    usedCols.add(s.col);
    specificity += s.score;
  }
  return { columns: out, specificity };
}

/**
 * A header cell that is the label but for one misread letter, once trailing dots are dropped
 * ("eg. изм." for "ед. изм.", its look-alikes already read as Cyrillic by the caller).
 */
function nearlyLabel(header: string, label: string): boolean {
  const trim = (t: string): string => t.replace(/[.\s]+$/, '');
  return oneEditApart(trim(header), trim(label)) || nearlyWordAt(header, label) >= 0;
}

/**
 * Where a one-word label stands in a header of several words with one letter misread ("priis" for
 * "prijs" in "Priis BTW Hoeveelheid"), as an offset in the header with its spaces taken out; -1 when
 * no word is. Labels of five letters or more only: shorter ones are one letter from too many words.
 */
export function nearlyWordAt(header: string, label: string): number {
  if (label.length < 5 || label.includes(' ')) return -1;
  let at = 0;
  for (const word of header.split(/[\s_]+/)) {
    const w = word.replace(/[.:]+$/, '');
    if (w.length >= 5 && oneEditApart(w, label)) return at;
    at += word.length;
  }
  return -1;
}

/** Whether two strings differ by at most one inserted, dropped or changed character. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

