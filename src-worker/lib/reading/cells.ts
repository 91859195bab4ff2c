import type { Box } from '../../../src-shared/document/geometry';
import type { ViewLine } from './text-view';

/**
 * The cells of a line of text: runs of text separated by wide gaps (two blanks or more: table
 * columns, page columns, a label and its value set apart), as offsets into the line's text.
 */
export interface LineCell {
  from: number;
  to: number;
}

export function cellsOf(text: string): LineCell[] {
  const cells: LineCell[] = [];
  const re = /\S(?:.*?\S)?(?=\s{2,}|$)/g;
  for (const m of text.matchAll(re)) cells.push({ from: m.index ?? 0, to: (m.index ?? 0) + m[0].length });
  return cells;
}

/** The x-range a cell of a positioned line covers on its page (null without positions). */
export function xRange(line: ViewLine, cell: LineCell): [number, number] | null {
  const inside = (line.spans ?? []).filter((sp) => sp.end > cell.from && sp.start < cell.to);
  return inside.length ? [Math.min(...inside.map((sp) => sp.box[0])), Math.max(...inside.map((sp) => sp.box[2]))] : null;
}

/** The box of a character range of a positioned line: its pieces' joint box (null without positions). */
export function cellBox(line: ViewLine, range: LineCell): Box | null {
  const inside = (line.spans ?? []).filter((sp) => sp.end > range.from && sp.start < range.to);
  return inside.length ? [Math.min(...inside.map((sp) => sp.box[0])), Math.min(...inside.map((sp) => sp.box[1])),
    Math.max(...inside.map((sp) => sp.box[2])), Math.max(...inside.map((sp) => sp.box[3]))] : null;
}

/**
 * The box of a value found as text in a positioned line at or after an offset: the pieces it covers,
 * so a reviewer sees the value lit and not the whole line it shares with labels and other columns;
 * the line's box where the text cannot be placed (a line without positions, a value retyped).
 */
export function boxOfText(line: ViewLine, text: string, from = 0): Box | null {
  const at = text ? line.text.indexOf(text, from) : -1;
  return (at >= 0 ? cellBox(line, { from: at, to: at + text.length }) : null) ?? line.box;
}
