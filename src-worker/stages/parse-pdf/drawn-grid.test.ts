import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PDFDocument, StandardFonts, concatTransformationMatrix, popGraphicsState, pushGraphicsState, rgb } from 'pdf-lib';
import { parsePdf } from './index';

/**
 * A text-layer page with a drawn table whose cells are set tight (text touching the next cell's
 * border, a figure flush against a name), as accounting programs print forms: the drawn borders,
 * not the gaps between words, say which words share a cell.
 */
async function formPdf(colWidths: number[], rows: string[][], opts: { rowHeight: number; fontSize: number; fills?: boolean }): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const left = 40;
  const top = 700;
  const width = colWidths.reduce((a, b) => a + b, 0);
  const xs = colWidths.reduce<number[]>((acc, w) => [...acc, (acc[acc.length - 1] as number) + w], [left]);
  if (opts.fills) {
    // Borders as thin filled rectangles, each cell's own, in a space scaled 4× (as Chromium prints them).
    const k = 4;
    page.pushOperators(pushGraphicsState(), concatTransformationMatrix(1 / k, 0, 0, 1 / k, 0, 0));
    rows.forEach((_, r) => xs.slice(1).forEach((x1, c) => {
      const [x0, y0, y1] = [xs[c] as number, top - r * opts.rowHeight, top - (r + 1) * opts.rowHeight];
      for (const [x, y, w, h] of [[x0, y1, x1 - x0, 0.75], [x0, y0 - 0.75, x1 - x0, 0.75], [x0, y1, 0.75, y0 - y1], [x1 - 0.75, y1, 0.75, y0 - y1]] as const) {
        page.drawRectangle({ x: x * k, y: y * k, width: w * k, height: h * k, color: rgb(0, 0, 0) });
      }
    }));
    page.pushOperators(popGraphicsState());
  } else {
    for (let r = 0; r <= rows.length; r++) page.drawLine({ start: { x: left, y: top - r * opts.rowHeight }, end: { x: left + width, y: top - r * opts.rowHeight }, thickness: 0.5, color: rgb(0, 0, 0) });
    for (const x of xs) page.drawLine({ start: { x, y: top }, end: { x, y: top - rows.length * opts.rowHeight }, thickness: 0.5, color: rgb(0, 0, 0) });
  }
  rows.forEach((cells, r) => cells.forEach((text, c) => {
    // Figures flush right against their right border, words flush left against their left one.
    const w = font.widthOfTextAtSize(text, opts.fontSize);
    const x = /^[\d.,]+$/.test(text) ? (xs[c + 1] as number) - w - 1 : (xs[c] as number) + 1;
    page.drawText(text, { x, y: top - (r + 1) * opts.rowHeight + 3, size: opts.fontSize, font });
  }));
  return pdf.save();
}

describe('drawn tables of a text-layer PDF', () => {
  const rows = [['No', 'Description', 'Qty', 'Price', 'Amount'], ['1', 'Hexagon bolts M8 x 40 zinc plated', '250', '0.12', '30.00'],
    ['2', 'Washers M8 DIN 125', '250', '0.03', '7.50'], ['3', 'Cable ties 200 mm black', '12', '1.05', '12.60']];
  for (const [fontSize, rowHeight, fills] of [[8, 12, false], [9, 14, false], [10, 16, false], [8, 12, true], [10, 16, true]] as const) {
    it(`reads each word into the cell its borders draw (${fontSize} pt type in ${rowHeight} pt rows, borders ${fills ? 'filled under a scaling transform' : 'stroked'})`, async () => {
      // The name column is just wide enough for the longest name: it ends a point from the quantity's border.
      const nameWidth = Math.ceil(rows[1]![1]!.length * fontSize * 0.5);
      const bytes = await formPdf([20, nameWidth, 24, 40, 44], rows, { rowHeight, fontSize, fills });
      const doc = await parsePdf({ bytes, fileName: 'form.pdf', fileHash: null, language: null, progress: () => undefined });
      const table = doc.tables.find((t) => t.nCols === 5);
      assert.ok(table, `a five-column table: ${JSON.stringify(doc.tables.map((t) => [t.nRows, t.nCols]))}`);
      const text = (r: number, c: number): string => table.cells.find((x) => x.row === r && x.col === c)?.text ?? '';
      assert.deepEqual(Array.from({ length: 4 }, (_, r) => [0, 1, 2, 3, 4].map((c) => text(r, c))), rows);
    });
  }
});
