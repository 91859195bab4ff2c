/**
 * Page geometry of the review screen. The server's boxes are PDF points with a top-left origin on
 * the page as it is displayed (its own /Rotate applied); the operator may turn the page further by
 * quarter turns and zoom. These functions carry boxes between the two frames.
 */
export type Box = [number, number, number, number];
export type QuarterTurn = 0 | 90 | 180 | 270;

/** A point of the page frame (width × height points) on the screen, turned clockwise and scaled. */
export function toScreen(x: number, y: number, width: number, height: number, turn: QuarterTurn, scale: number): [number, number] {
  switch (turn) {
    case 90: return [(height - y) * scale, x * scale];
    case 180: return [(width - x) * scale, (height - y) * scale];
    case 270: return [y * scale, (width - x) * scale];
    default: return [x * scale, y * scale];
  }
}

/** A screen point back in the page frame: the inverse of `toScreen`. */
export function toPage(sx: number, sy: number, width: number, height: number, turn: QuarterTurn, scale: number): [number, number] {
  const x = sx / scale;
  const y = sy / scale;
  switch (turn) {
    case 90: return [y, height - x];
    case 180: return [width - x, height - y];
    case 270: return [width - y, x];
    default: return [x, y];
  }
}

/** A page box on the screen, as left/top/width/height of the turned, scaled page. */
export function boxToScreen(box: Box, width: number, height: number, turn: QuarterTurn, scale: number): { left: number; top: number; width: number; height: number } {
  const [ax, ay] = toScreen(box[0], box[1], width, height, turn, scale);
  const [bx, by] = toScreen(box[2], box[3], width, height, turn, scale);
  return { left: Math.min(ax, bx), top: Math.min(ay, by), width: Math.abs(bx - ax), height: Math.abs(by - ay) };
}

/** Two screen corners of a drawn rectangle as a page box. */
export function screenRectToBox(x0: number, y0: number, x1: number, y1: number, width: number, height: number, turn: QuarterTurn, scale: number): Box {
  const [ax, ay] = toPage(x0, y0, width, height, turn, scale);
  const [bx, by] = toPage(x1, y1, width, height, turn, scale);
  return [Math.min(ax, bx), Math.min(ay, by), Math.max(ax, bx), Math.max(ay, by)];
}

export function nextTurn(turn: QuarterTurn): QuarterTurn {
  return ((turn + 90) % 360) as QuarterTurn;
}

/** A piece of text with its page box: a word or run of the PDF's text layer, or an OCR'd block. */
export interface PlacedText {
  text: string;
  box: Box;
}

/**
 * The text under a drawn box: the pieces whose centre lies inside it, read in lines top to bottom
 * (a piece joins a line when its centre is within half its height of the line's), left to right.
 */
export function textInBox(pieces: PlacedText[], box: Box): string {
  const inside = pieces.filter((p) => {
    const cx = (p.box[0] + p.box[2]) / 2;
    const cy = (p.box[1] + p.box[3]) / 2;
    return p.text.trim() !== '' && cx >= box[0] && cx <= box[2] && cy >= box[1] && cy <= box[3];
  });
  const lines: { y: number; half: number; pieces: PlacedText[] }[] = [];
  for (const p of [...inside].sort((a, b) => a.box[1] - b.box[1])) {
    const cy = (p.box[1] + p.box[3]) / 2;
    const line = lines.find((l) => Math.abs(l.y - cy) <= Math.max(l.half, (p.box[3] - p.box[1]) / 2));
    if (line) line.pieces.push(p);
    else lines.push({ y: cy, half: (p.box[3] - p.box[1]) / 2, pieces: [p] });
  }
  return lines
    .map((l) => l.pieces.sort((a, b) => a.box[0] - b.box[0]).map((p) => p.text.trim()).join(' '))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A run of the text layer split into its words, each given a share of the run's width by its
 * characters (a PDF places runs, not words): so a box drawn over "31/12/2017" in the run
 * "Date: 31/12/2017" reads the date alone.
 */
export function wordsOf(run: PlacedText): PlacedText[] {
  const chars = run.text.length;
  if (chars === 0) return [];
  const perChar = (run.box[2] - run.box[0]) / chars;
  const out: PlacedText[] = [];
  for (const m of run.text.matchAll(/\S+/g)) {
    const start = m.index ?? 0;
    out.push({ text: m[0], box: [run.box[0] + start * perChar, run.box[1], run.box[0] + (start + m[0].length) * perChar, run.box[3]] });
  }
  return out;
}
