import { formWrappedBelow } from './legal-forms';
import type { Box } from '../../../../src-shared/document/geometry';
import type { TextView, ViewLine } from '../../../lib/reading/text-view';
import type { LabelHit } from '../../../lib/reading/labels';
import { PARTY_TUNING } from '../../../tuning/extract';
import { cellBox, cellsOf, xRange } from '../../../lib/reading/cells';
import { lineBelow } from '../../../lib/reading/labels';
import { readName } from './name-value';

/**
 * Where a party's value begins above its label: forms set a role label against the middle of a
 * value several lines tall. The lines above are cut into cells by their pieces' gaps, and climbed
 * while they start where the value starts and touch it.
 */
type ValueLines = { line: ViewLine; from: number; to: number }[];

/**
 * A form's label set against the middle of a value two or three lines tall ("Поставщик" beside the
 * last line of "ООО «Ромашка», ИНН …, р/с" / "«Промсвязьбанк» г. Москва, БИК …"): while the line just
 * above starts where the value's text starts, touches it and is set in the same size, the value goes
 * on upwards. Captions under a form's fields ("организация, адрес, телефон…") are set smaller and
 * stop it; where the lines climbed lead up to another role's label, they are that party's value
 * ("Поставщик: … д." over "122, оф. 224" is the supplier's address, not the payer's) and nothing is taken.
 */
export function valueBegunAbove(view: TextView, hit: LabelHit, from: number, to: number, namesRole: (line: ViewLine) => boolean): ValueLines {
  const line = hit.line;
  const rest = line.text.slice(from, to);
  if (!line.box || !rest.trim()) return [];
  // Where the value's first letter or figure stands (separators after the label are the label's).
  const lead = /^[\s:：\-–—.]*/.exec(rest)?.[0].length ?? 0;
  const start = from + lead;
  const span = line.spans?.find((sp) => sp.start <= start && sp.end > start);
  // The value's own text: pieces that open at it (a span that also holds the label starts at the
  // label), as far as its cell goes.
  if (!span || span.start < hit.valueStart) return [];
  const cell = cellsOf(line.text).find((c) => c.from <= start && c.to > start);
  const own = cell ? cellBox(line, { from: Math.max(cell.from, span.start), to: Math.min(cell.to, to) }) : null;
  if (!own) return [];
  const taken: ValueLines = [];
  // Where the label's column starts: a line above with text of its own between there and the value
  // is another field's label and value ("Документ об отгрузке  № п/п 1-1" over "Покупатель:  ООО …"),
  // as nameGoesOnBelow sees it below.
  const labelCell = cellsOf(line.text).find((c) => c.from <= hit.labelStart && c.to > hit.labelStart);
  const labelX = labelCell ? xRange(line, labelCell)?.[0] ?? line.box[0] : line.box[0];
  let cur = line;
  let curBox: Box = own;
  // Lines are compared where the value starts: a long line's box on a skewed scan is as tall as its
  // slope, its first word's is not.
  let curStart: Box = startBox(line, start, to) ?? own;
  for (let k = 0; k < PARTY_TUNING.blockLines; k++) {
    const above = lineOver(view, cur, curBox);
    if (!above) break;
    // Only the part of the line above that stands over the value counts: a form's code boxes at the
    // right ("по ОКПО 35972828") share that line, set lower and in other cells.
    const { line: prev, over } = above;
    const overStart = startBox(prev, over.from, over.to) ?? over.box;
    if (!linesOfOneValue(overStart, curStart) || Math.abs(over.box[0] - own[0]) > PARTY_TUNING.sameStartPt) break;
    if (prev.spans?.some((sp) => sp.box[2] < own[0] - PARTY_TUNING.sameStartPt && sp.box[2] > labelX)) break;
    if (namesRole(prev)) return [];
    taken.unshift({ line: prev, from: over.from, to: over.to });
    cur = prev;
    curBox = over.box;
    curStart = overStart;
  }
  // Where the climb stopped, lines set at the same x and touching may still lead up to another
  // party's label (OCR boxes of one line differ in height with their letters): then all of it is
  // that party's.
  return taken.length && leadsToRole(view, cur, curBox, curStart, own[0], namesRole) ? [] : taken;
}

/** A form's field number after a value ("… Попов (2)", "(6а)" on an УПД): no part of the value. */
export const FORM_FIELD_NUMBER = /\s*\(\d{1,2}[а-яa-z]?\)\s*$/u;

/**
 * A party's name too long for its cell, wrapped onto the next line ("Покупатель:  Индивидуальный
 * предприниматель Морозов Олег" over "Андреевич", "Buyer:  Northern Lights Trading and" over "Logistics
 * Ltd"): the whole name and the box of both lines, or null. The name must end its cell (one cut short before its identifiers is
 * whole), and the line below must go on with it: it starts where the value starts, touches it, is set
 * in its size, has nothing left of it (a line with a label of its own starts at the labels' column),
 * and is a few words of letters with no figure or colon (an address has figures, a label its colon).
 * `inColumn`: the name stands in its party's column, under a heading; what is left of it is another column.
 */
export function nameGoesOnBelow(view: TextView, part: { line: ViewLine; from: number; to: number }, name: string, inColumn = false): { name: string; box: Box } | null {
  const { line } = part;
  // (A form's field number after it, "(2)", does not count.)
  const cell = line.text.slice(part.from, part.to).trimEnd().replace(FORM_FIELD_NUMBER, '');
  if (!line.box || !line.spans || !cell.endsWith(name)) return null;
  const start = line.text.indexOf(name, part.from);
  const own = start >= 0 ? cellBox(line, { from: start, to: start + name.length }) : null;
  const below = own ? lineBelow(view.lines, line) : null;
  if (!own || !below?.box || !below.spans) return null;
  const under = piecesOver(below, own);
  if (!under || Math.abs(under.box[0] - own[0]) > PARTY_TUNING.sameStartPt || !linesOfOneValue(own, under.box)) return null;
  // Nothing of the line below between the label's column and the value: a line with a label of its
  // own there is another field. Text farther left (a form's side notes) stands in a column of its own.
  const labelCell = cellsOf(line.text).filter((c) => c.to <= start).pop();
  const labelX = labelCell ? xRange(line, labelCell)?.[0] ?? line.box[0] : line.box[0];
  // A name read in its party's own column (side-by-side requisites) has another party's column there instead.
  if (!inColumn && below.spans.some((sp) => sp.box[2] < own[0] - PARTY_TUNING.sameStartPt && sp.box[2] > labelX)) return null;
  const more = below.text.slice(under.from, under.to).trim();
  // A legal form wrapped onto the line below ("Weberlogistik UG" over "(haftungsbeschränkt)").
  const formed = formWrappedBelow(name, cell, more);
  if (formed) return { name: formed, box: unionBox([line.box, under.box]) };
  if (!/^[\p{L}\p{M}«»"'’.& -]+$/u.test(more) || more.split(/\s+/).length > PARTY_TUNING.wrappedNameWords) return null;
  const reading = readName(more);
  // The box covers both lines, so a reviewer sees the whole name lit.
  return reading.kind === 'name' && reading.name === more ? { name: `${name} ${more}`, box: unionBox([line.box, under.box]) } : null;
}

/** Whether the lines above `line`, each touching the next and starting at `x`, reach a role label within a block's reach. */
function leadsToRole(view: TextView, line: ViewLine, box: Box, start: Box, x: number, namesRole: (line: ViewLine) => boolean): boolean {
  let cur = line;
  let curBox = box;
  // Compared by their first words, as the climb compares them (a skewed line's whole box is tall).
  let curStart = start;
  for (let k = 0; k < PARTY_TUNING.blockLines; k++) {
    const above = lineOver(view, cur, curBox);
    if (!above) return false;
    const { line: prev, over } = above;
    const overStart = startBox(prev, over.from, over.to) ?? over.box;
    const h = curStart[3] - curStart[1];
    if (overStart[3] > curStart[1] + h * PARTY_TUNING.touchingOverlap || curStart[1] - overStart[3] >= h * PARTY_TUNING.touchingGap) return false;
    // A role's line touching from above ends the climb there, its value set a single space after its
    // label ("Исполнитель: ООО …, г. Самара," over "ул. Ленина, д. 37") or in a column of its own.
    if (namesRole(prev)) return true;
    if (Math.abs(over.box[0] - x) > PARTY_TUNING.sameStartPt) return false;
    cur = prev;
    curBox = over.box;
    curStart = overStart;
  }
  return false;
}

/**
 * The box of the first few pieces of a line within a character range (null without pieces): short
 * enough that a skewed scan's slope hardly lifts it, long enough that one word's shape (a quote, a
 * descender) does not size it.
 */
function startBox(line: ViewLine, from: number, to: number): Box | null {
  const inside = (line.spans ?? []).filter((sp) => sp.end > from && sp.start < to).sort((a, b) => a.box[0] - b.box[0]).slice(0, PARTY_TUNING.startPieces);
  return inside.length ? unionBox(inside.map((sp) => sp.box)) : null;
}

/**
 * The nearest line above `line` with text over `target` (its cells that overlap it), skipping lines
 * set wholly beside it within a line's height: a form's code column ("по ОКПО 38051344") sits between
 * a value's lines in reading order without standing over them.
 */
function lineOver(view: TextView, line: ViewLine, target: Box): { line: ViewLine; over: { from: number; to: number; box: Box } } | null {
  const reach = target[1] - (target[3] - target[1]);
  for (let i = line.index - 1; i >= 0; i--) {
    const prev = view.lines[i];
    if (!prev?.box || prev.page !== line.page) return null;
    const over = piecesOver(prev, target);
    if (over) return { line: prev, over };
    if (prev.box[3] < reach) return null;
  }
  return null;
}

/**
 * The cells of a line that overlap `target` horizontally: their character range and joint box (the
 * whole line where it has no pieces). A cell is a run of the line's pieces set close together; a
 * label and its value ("Подрядчик: ООО …") are set a wider gap apart even where the text shows one space.
 */
function piecesOver(line: ViewLine, target: Box): { from: number; to: number; box: Box } | null {
  if (!line.box) return null;
  if (!line.spans?.length) return { from: 0, to: line.text.length, box: line.box };
  const cells: { from: number; to: number; box: Box }[] = [];
  for (const sp of [...line.spans].sort((a, b) => a.start - b.start)) {
    const last = cells[cells.length - 1];
    const gap = last ? sp.box[0] - last.box[2] : Infinity;
    if (last && gap <= (sp.box[3] - sp.box[1]) * PARTY_TUNING.cellGapHeights && !/\s{2,}/.test(line.text.slice(last.to, sp.start))) {
      last.to = sp.end;
      last.box = unionBox([last.box, sp.box]);
    } else cells.push({ from: sp.start, to: sp.end, box: sp.box });
  }
  const over = cells.filter((c) => Math.min(c.box[2], target[2]) > Math.max(c.box[0], target[0]));
  if (!over.length) return null;
  return { from: Math.min(...over.map((c) => c.from)), to: Math.max(...over.map((c) => c.to)), box: unionBox(over.map((c) => c.box)) };
}

function unionBox(boxes: readonly Box[]): Box {
  return [Math.min(...boxes.map((b) => b[0])), Math.min(...boxes.map((b) => b[1])), Math.max(...boxes.map((b) => b[2])), Math.max(...boxes.map((b) => b[3]))];
}

/** Two lines of one value: the lower starts close under the upper (touching) and both are set in one size. */
function linesOfOneValue(upper: Box, lower: Box): boolean {
  const h = lower[3] - lower[1];
  return upper[3] <= lower[1] + h * PARTY_TUNING.touchingOverlap && lower[1] - upper[3] < h * PARTY_TUNING.touchingGap
    && Math.abs((upper[3] - upper[1]) - h) <= h * PARTY_TUNING.sameSizeShare;
}

