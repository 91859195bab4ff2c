import type { LeafMatch } from '../../../lib/fields/match-schema';
import { isNumeric } from '../../../lib/fields/schema';
import { scanAmounts } from '../../../lib/scanners';
import type { TextView } from '../../../lib/reading/text-view';
import { findLabels, labelRegex } from '../../../lib/reading/labels';
import type { Found } from './values';
import { GENERIC_TOTAL_WORDS, totalLineWords } from '../../../lib/vocabulary/fields';
import type { TotalLineId } from '../../../lib/vocabulary/fields';
import { TOTALS_TUNING } from '../../../tuning/extract';

/**
 * One choice for the three totals of a document. Each total is first read on its own (document.ts:
 * the line its label names); read alone, a gross can come from a VAT line, a discount line or a
 * subtotal, and nothing says so. The three are then checked together: net + VAT = gross. When the
 * readings disagree, every amount printed on a totals line is a candidate for the totals its label
 * may name (a generic "Total" for any of them), and the consistent triple that keeps most of the
 * first readings wins; the largest gross of those breaks a tie (a grand total is the last and
 * largest sum). With no consistent triple the first readings stay as they are. With fewer than two
 * first readings, or none of them kept, only a totals row printing all three (net, VAT > 0 and gross
 * on one line) is taken, or one printing net and VAT side by side that add up to the gross read alone.
 */
interface Candidate {
  value: number;
  found: Found;
  /** The view line the amount is printed on. */
  line: number;
  /** Read beside a label of this total's own ("价税合计", "Total TTC"), not a generic "Total" / "合计". */
  own?: boolean;
  /** For a figure read again without a leading digit that was its currency sign ("6611.35" for "€611.35"): the figure as first read. */
  asRead?: number;
  /** The rate its line prints ("VAT 23%  140.61"), in percent. */
  rate?: number;
}

type Role = 'net' | 'vat' | 'gross';
/**
 * The digits OCR reads a currency sign as, in small type before a figure: the euro's bowl and bars
 * come out as 6, 2, 8 or 0. Only candidates: the totals' sum decides.
 */
const SIGN_READ_AS_DIGIT: Readonly<Record<string, string>> = { '€': '6280' };
const CONCEPT_OF: Record<Role, TotalLineId> = { net: 'totals.net', vat: 'totals.vat', gross: 'totals.gross' };
/** Each total's words of its own, without the generic ones ("价税合计", "Total TTC"; not "Total", "合计"). */
const OWN_TOTAL_WORDS: Record<Role, string[]> = Object.fromEntries((['net', 'vat', 'gross'] as Role[])
  .map((role) => [role, totalLineWords(CONCEPT_OF[role]).filter((w) => !GENERIC_TOTAL_WORDS.includes(w))])) as Record<Role, string[]>;

export function resolveTotals(view: TextView, matches: LeafMatch[], values: Map<string, Found>): void {
  const leafOf = (concept: string): LeafMatch | undefined => matches.find((m) => !m.array && m.concept === concept && isNumeric(m.leaf));
  const leaves = { net: leafOf('totals.net'), vat: leafOf('totals.vat'), gross: leafOf('totals.gross') };
  if (!leaves.net || !leaves.vat || !leaves.gross) return;
  const read = (role: Role): number | null => {
    const v = values.get((leaves[role] as LeafMatch).leaf.path)?.value;
    return typeof v === 'number' && Number.isFinite(v) ? v : null;
  };
  const first = { net: read('net'), vat: read('vat'), gross: read('gross') };
  const pool = candidates(view);
  const grand = grandTotalRow(pool, view.lines.length);
  if (grand) {
    for (const role of ['net', 'vat', 'gross'] as Role[]) {
      const leaf = leaves[role] as LeafMatch;
      const c = grand[role];
      values.set(leaf.leaf.path, { ...c.found, value: leaf.leaf.type === 'integer' ? Math.round(c.value) : c.value });
    }
    return;
  }
  // First readings that add up stand, unless the VAT's line prints a rate they contradict ("Net total
  // 6146.52 / VAT 23% €33.70 / Total due 6180.22": a euro sign read as 6 before net and gross alike
  // adds up as well as the printed figures): then only the same figures read without their signs,
  // if the rate fits them, replace them.
  let rateMustFit = false;
  if (first.net !== null && first.vat !== null && first.gross !== null && adds(first.net, first.vat, first.gross)) {
    const net = first.net;
    const vatRead = pool.vat.find((c) => same(first.vat, c.value) && c.rate !== undefined);
    if (!vatRead || rateFits(net, vatRead) || first.vat === 0) return;
    rateMustFit = true;
  }
  // Read alone, fewer than two totals give no first readings to keep: then only a totals row that
  // prints all three side by side ("Итого | 76 746,64 | 15 349,33 | 92 095,97", a form's columns of
  // net, VAT and gross) is taken, its three figures adding up.
  const rowOnly = [first.net, first.vat, first.gross].filter((x) => x !== null).length < 2;
  let best: { pick: Record<Role, Candidate>; kept: number; fits: number } | null = null;
  for (const n of pool.net) {
    for (const v of pool.vat) {
      if (!plausibleVat(n.value, v.value)) continue;
      for (const g of pool.gross) {
        if (!adds(n.value, v.value, g.value) || n.found.box === g.found.box && n.value === g.value) continue;
        // A figure read again without its sign is the same printed figure as its first reading.
        const keeps = (x: number | null, c: Candidate): boolean => same(x, c.value) || (c.asRead !== undefined && same(x, c.asRead));
        const kept = Number(keeps(first.net, n)) + Number(keeps(first.vat, v)) + Number(keeps(first.gross, g));
        // A row printing all three side by side stands on its own: first readings that do not add up
        // (a line reading "43 … 8 … 52" where narrow cells wrapped "43 371,65") need not keep any.
        const oneRow = v.value > 0 && n.line === v.line && v.line === g.line;
        // So does a row printing net and VAT side by side that add up to the gross read on its own
        // ("合计  ¥27743.94  ¥2253.92" over "价税合计 … ¥29997.86"), or to a gross its own label names:
        // two figures of one row summing to it.
        const pairOverGross = v.value > 0 && n.line === v.line && g.line !== n.line && (same(first.gross, g.value) || g.own === true);
        if (!oneRow && !pairOverGross && (rowOnly || kept === 0)) continue;
        // Of equals, the triple whose VAT is the rate its line prints of the net, then the largest gross.
        const fits = Number(rateFits(n.value, v));
        // Then the same three printed figures, read without a sign, must be what the rate fits (not
        // one rate's part of a breakdown table that fits its own rate).
        if (rateMustFit && (!fits || kept < 3)) continue;
        if (!best || kept > best.kept || (kept === best.kept && (fits > best.fits || (fits === best.fits && g.value > best.pick.gross.value)))) {
          best = { pick: { net: n, vat: v, gross: g }, kept, fits };
        }
      }
    }
  }
  if (!best) return;
  for (const role of ['net', 'vat', 'gross'] as Role[]) {
    const leaf = leaves[role] as LeafMatch;
    const c = best.pick[role];
    if (same(first[role], c.value)) continue;
    values.set(leaf.leaf.path, { ...c.found, value: leaf.leaf.type === 'integer' ? Math.round(c.value) : c.value });
  }
}

/** Net + VAT = gross to the cent and a cent more (each printed total is rounded on its own). */
export function adds(net: number, vat: number, gross: number): boolean {
  return Math.abs(net + vat - gross) <= TOTALS_TUNING.sumToleranceCents / 100;
}

/**
 * The last three amounts of a totals line when the first two add up to the third: net, VAT and
 * gross, in the order every form prints them ("Всего к оплате  95 174,82  X  19 034,97  114 209,79").
 * The sum, not the label, tells which figure is which.
 */
export function summedTriple<T extends { value: number }>(amounts: readonly T[]): [T, T, T] | null {
  if (amounts.length < 3) return null;
  const [net, vat, gross] = amounts.slice(-3) as [T, T, T];
  return adds(net.value, vat.value, gross.value) && net.value > 0 && vat.value > 0 && vat.value < net.value ? [net, vat, gross] : null;
}

function same(a: number | null, b: number): boolean {
  return a !== null && Math.abs(a - b) < 0.005;
}

/** Whether a VAT candidate is the rate its line prints of the net, to the cent (each printed figure is rounded on its own). */
function rateFits(net: number, vat: Candidate): boolean {
  return vat.rate !== undefined && Math.abs((net * vat.rate) / 100 - vat.value) <= TOTALS_TUNING.sumToleranceCents / 100;
}

function plausibleVat(net: number, vat: number): boolean {
  return net > 0 && vat >= 0 && vat <= TOTALS_TUNING.maxVatShare * net;
}

/**
 * A form printed over several pages carries a totals row per page ("Итого" under each page's rows)
 * and one for the whole document ("Всего по накладной", however OCR spelled its label): of the rows
 * printing net, VAT and gross side by side and adding up, the one whose gross is the sum of all the
 * others' is the document's.
 */
function grandTotalRow(pool: Record<Role, Candidate[]>, tableRowsFrom: number): Record<Role, Candidate> | null {
  const rows: Record<Role, Candidate>[] = [];
  // A table's totals row is also read as a line of text: the same three figures are one printed row.
  const sameRow = (r: Record<Role, Candidate>, n: Candidate, v: Candidate, g: Candidate): boolean => (r.gross.line >= tableRowsFrom || g.line >= tableRowsFrom)
    && same(r.net.value, n.value) && same(r.vat.value, v.value) && same(r.gross.value, g.value);
  for (const g of pool.gross) {
    const n = pool.net.find((c) => c.line === g.line && pool.vat.some((v) => v.line === g.line && v.value > 0 && adds(c.value, v.value, g.value)));
    const v = n && pool.vat.find((c) => c.line === g.line && c.value > 0 && adds(n.value, c.value, g.value));
    if (n && v && !rows.some((r) => r.gross.line === g.line || sameRow(r, n, v, g))) rows.push({ net: n, vat: v, gross: g });
  }
  if (rows.length < 3) return null;
  const largest = rows.reduce((a, b) => (b.gross.value > a.gross.value ? b : a));
  const others = rows.filter((r) => r !== largest).reduce((sum, r) => sum + r.gross.value, 0);
  return Math.abs(others - largest.gross.value) <= TOTALS_TUNING.sumToleranceCents / 100 * rows.length ? largest : null;
}

/** Every amount after a totals label, for each total the label may name. */
function candidates(view: TextView): Record<Role, Candidate[]> {
  const out: Record<Role, Candidate[]> = { net: [], vat: [], gross: [] };
  // Each total's labels are looked for on their own: "Montant total HT" is a gross's label ("montant
  // total") and a net's ("total ht") at once, and both readings are candidates.
  const signs = signsPrinted(view);
  for (const role of ['net', 'vat', 'gross'] as Role[]) {
    const own = new Set(OWN_TOTAL_WORDS[role]);
    for (const hit of findLabels(view.lines, [...totalLineWords(CONCEPT_OF[role]), ...GENERIC_TOTAL_WORDS])) {
      // A rate on the line ("НДС 20%") is no amount of it.
      const amounts = scanAmounts(hit.line.text.slice(hit.valueStart)).filter((a) => !a.raw.includes('%'));
      for (const a of amounts.slice(-TOTALS_TUNING.amountsPerLine)) {
        const value = a.value.amount;
        const base = { line: hit.line.index, own: own.has(hit.label), rate: rateOf(hit.line.text) };
        out[role].push({ ...base, value, found: { value, page: hit.line.page, box: hit.line.box, level: 'rule' } });
        for (const alt of signlessReadings(a.raw, signs)) out[role].push({ ...base, value: alt, asRead: value, found: { value: alt, page: hit.line.page, box: hit.line.box, level: 'rule' } });
      }
    }
  }
  tableRowCandidates(view, out);
  summedLines(out);
  sumsBelowVat(view, out);
  return out;
}

/**
 * The gross is the last line of a totals block, often in bold or a larger type, which a scan's OCR
 * may garble past any label ("Gesammiucuay  32'407.97"). An amount standing alone at the end of a
 * line just below a VAT candidate, equal to a net candidate plus that VAT, is a gross candidate
 * (never its own-labelled one): the sum names it where the label cannot.
 */
function sumsBelowVat(view: TextView, out: Record<Role, Candidate[]>): void {
  for (const v of out.vat) {
    if (v.value <= 0 || v.line >= view.lines.length) continue;
    const vatLine = view.lines[v.line];
    for (let i = v.line + 1; i <= v.line + TOTALS_TUNING.grossBelowVatLines && i < view.lines.length; i++) {
      const line = view.lines[i];
      if (!line || line.page !== vatLine?.page) break;
      const amounts = scanAmounts(line.text).filter((a) => !a.raw.includes('%'));
      const last = amounts[amounts.length - 1];
      if (amounts.length !== 1 || !last || !line.text.trimEnd().endsWith(last.raw.trim())) continue;
      const value = last.value.amount;
      if (out.gross.some((c) => c.line === i && same(c.value, value))) continue;
      if (out.net.some((n) => n.line !== i && adds(n.value, v.value, value))) {
        out.gross.push({ value, line: i, found: { value, page: line.page, box: line.box, level: 'rule' } });
      }
    }
  }
}

/** The one rate a line prints ("VAT 23%", "MwSt. 19 %"), or undefined. */
function rateOf(text: string): number | undefined {
  const rates = [...text.matchAll(/(\d{1,2}(?:[.,]\d{1,2})?)\s?%/gu)];
  return rates.length === 1 ? Number((rates[0]?.[1] ?? '').replace(',', '.')) : undefined;
}

/** The currency signs the document prints before figures often enough (twice) to be its own. */
function signsPrinted(view: TextView): string[] {
  const text = view.lines.map((l) => l.text).join('\n');
  return Object.keys(SIGN_READ_AS_DIGIT).filter((sign) => (text.match(new RegExp(`${sign}\\s?\\d`, 'gu')) ?? []).length >= TOTALS_TUNING.signPrintedMin);
}

/**
 * A figure whose first digit may be its currency sign read by OCR as a digit ("€611.35" read
 * "6611.35": the euro sign's bowl and bar in small type), on a page printing that sign before its
 * figures: the figure without that digit, when what is left is money with two places. Only a
 * candidate: the totals' sum decides.
 */
function signlessReadings(raw: string, signs: readonly string[]): number[] {
  const text = raw.trim();
  const out: number[] = [];
  for (const sign of signs) {
    const digits = SIGN_READ_AS_DIGIT[sign];
    if (!digits || !digits.includes(text[0] ?? ' ') || !/^\d{1,3}(?:[\s.,'’\u00a0\u202f]?\d{3})*[.,]\d{2}$/u.test(text.slice(1))) continue;
    const alt = scanAmounts(text.slice(1))[0];
    if (alt) out.push(alt.value.amount);
  }
  return out;
}

/**
 * A gross's line that prints three amounts adding up ("Всего к оплате (9)  80 599,67  x  16 119,95
 * 96 719,62": a form's row of net, VAT and gross under one label) offers the first two as net and VAT
 * too, whatever words its label lacks.
 */
function summedLines(out: Record<Role, Candidate[]>): void {
  const lines = new Map<number, Candidate[]>();
  for (const c of out.gross) lines.set(c.line, [...(lines.get(c.line) ?? []), c]);
  for (const [line, cs] of lines) {
    const [n, v] = summedTriple(cs) ?? [];
    if (!n || !v) continue;
    if (!out.net.some((c) => c.line === line && same(c.value, n.value))) out.net.push(n);
    if (!out.vat.some((c) => c.line === line && same(c.value, v.value))) out.vat.push(v);
  }
}

/**
 * The amounts of a table's totals rows, cell by cell: a form's narrow columns wrap a total over two
 * lines ("13" over "566,84"), which a line of text reads as two figures and the table's cell as one.
 * A totals row opens with its label in its first filled cell; each row counts as a line of its own.
 */
const BRACKETED_NOTE = /^\s*[（(][^）()]{1,12}[）)]\s*/u;

function tableRowCandidates(view: TextView, out: Record<Role, Candidate[]>): void {
  let rowId = view.lines.length;
  for (const table of view.tables) {
    for (const row of table.rows) {
      rowId++;
      const first = row.find((c) => c.text.trim() !== '');
      if (!first || /\d/.test(first.text)) continue;
      // A cell that is one amount and nothing else (a rate, a count or a word is no total).
      const amounts = row.filter((c) => c !== first).flatMap((c) => {
        // A short note in brackets may precede the figure ("（小写）¥23019.42": "in figures").
        const text = c.text.replace(BRACKETED_NOTE, '');
        const [hit, ...more] = scanAmounts(text).filter((a) => !a.raw.includes('%'));
        return hit && more.length === 0 && hit.raw.trim() === text.trim() ? [{ value: hit.value.amount, box: c.box, page: c.page ?? table.page }] : [];
      }).slice(-TOTALS_TUNING.amountsPerLine);
      for (const role of ['net', 'vat', 'gross'] as Role[]) {
        if (![...totalLineWords(CONCEPT_OF[role]), ...GENERIC_TOTAL_WORDS].some((l) => labelRegex(l).test(first.text))) continue;
        const own = OWN_TOTAL_WORDS[role].some((l) => labelRegex(l).test(first.text));
        for (const a of amounts) out[role].push({ value: a.value, line: rowId, own, found: { value: a.value, page: a.page, box: a.box, level: 'table' } });
      }
    }
  }
}
