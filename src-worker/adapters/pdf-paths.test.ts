import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { vectorGrids } from '../lib/rulings/vector';
import { greyPixels } from './images';
import { drawnSegments } from './pdf-paths';
import type { DrawnSegment } from './pdf-paths';
import { openPdf } from './pdfjs';

/** pdfjs's path data (0 moveTo, 1 lineTo, 2 curveTo, 4 closePath) for a rectangle, as `re` gives it. */
const rect = (x: number, y: number, w: number, h: number): number[] => [0, x, y, 1, x + w, y, 1, x + w, y + h, 1, x, y + h, 4];
const line = (x0: number, y0: number, x1: number, y1: number): number[] => [0, x0, y0, 1, x1, y1];
const path = (op: number, data: number[]): [number, unknown[]] => [OPS.constructPath, [op, [new Float32Array(data)], [0, 0, 0, 0]]];
/** An operator list from [fn, args] pairs. */
const list = (...ops: [number, unknown[]][]): { fnArray: number[]; argsArray: unknown[] } => ({ fnArray: ops.map((o) => o[0]), argsArray: ops.map((o) => o[1]) });
/** A 600 × 800 pt page: PDF's bottom-left origin turned to a top-left one, as pdfjs's viewport does. */
const PAGE = [1, 0, 0, -1, 0, 800];
const round = (s: DrawnSegment): string => `${s.direction} ${+s.at.toFixed(2)} ${+s.from.toFixed(2)}-${+s.to.toFixed(2)} w${+s.thickness.toFixed(2)} ${s.paint}`;
const read = (...ops: [number, unknown[]][]): string[] => drawnSegments(list(...ops), OPS, PAGE).map(round);

describe('drawn lines from a pdfjs operator list', () => {
  it('strokes give their straight pieces in page points, as wide as the pen; curves and slants give none', () => {
    assert.deepEqual(read(
      [OPS.setLineWidth, [0.5]],
      path(OPS.stroke, [...line(10, 700, 110, 700), 1, 110, 650, 2, 120, 640, 130, 630, 140, 620, 1, 200, 560]),
    ), ['h 100 10-110 w0.5 stroke', 'v 110 100-150 w0.5 stroke']);
  });

  it('the transform (cm, nested and restored) places and scales lines and pens', () => {
    assert.deepEqual(read(
      [OPS.save, []],
      [OPS.transform, [0.25, 0, 0, 0.25, 20, 40]],
      [OPS.transform, [2, 0, 0, 2, 0, 0]],
      [OPS.setLineWidth, [2]],
      path(OPS.stroke, line(0, 100, 200, 100)),
      path(OPS.fill, rect(0, 0, 200, 3)),
      [OPS.restore, []],
      path(OPS.stroke, line(0, 100, 200, 100)),
    ), ['h 710 20-120 w1 stroke', 'h 759.25 20-120 w1.5 fill', 'h 700 0-200 w1 stroke']);
  });

  it('a turned transform (a landscape table on a portrait page) turns horizontal strokes vertical', () => {
    assert.deepEqual(read(
      [OPS.transform, [0, 1, -1, 0, 300, 100]],
      path(OPS.stroke, line(0, 0, 150, 0)),
    ), ['v 300 550-700 w1 stroke']);
  });

  it('a thin filled rectangle is a line along its length; a frame filled between two rectangles gives its four sides', () => {
    assert.deepEqual(read(path(OPS.fill, rect(50, 500, 200, 0.75))).map((s) => s), ['h 299.63 50-250 w0.75 fill']);
    // Outer and inner rectangle in one even-odd fill (how Chromium fills a box's border): the ring between.
    const frame = read(path(OPS.eoFill, [...rect(100, 100, 100, 50), ...rect(101, 101, 98, 48)])).sort();
    assert.deepEqual(frame, ['h 650.5 100-200 w1 fill', 'h 699.5 100-200 w1 fill', 'v 100.5 650-700 w1 fill', 'v 199.5 650-700 w1 fill']);
    // With the nonzero rule the inner rectangle is a hole only when drawn the other way round.
    const reversed = [0, 101, 101, 1, 101, 149, 1, 199, 149, 1, 199, 101, 4];
    assert.equal(read(path(OPS.fill, [...rect(100, 100, 100, 50), ...reversed])).filter((s) => s.endsWith('w1 fill')).length, 4);
    assert.ok(read(path(OPS.fill, [...rect(100, 100, 100, 50), ...rect(101, 101, 98, 48)])).every((s) => !s.endsWith('w1 fill')), 'same direction: one solid area');
  });

  it('clipping paths, invisible colours and soft-mask drawings draw nothing', () => {
    assert.deepEqual(read(
      path(OPS.endPath, rect(0, 0, 600, 800)),
      path(OPS.endPath, line(10, 10, 500, 10)),
      [OPS.setStrokeTransparent, []],
      path(OPS.stroke, line(10, 20, 500, 20)),
      [OPS.setStrokeRGBColor, ['#000000']],
      [OPS.beginGroup, [{ smask: { subtype: 'Luminosity' } }]],
      path(OPS.stroke, line(10, 30, 500, 30)),
      [OPS.endGroup, [{}]],
      [OPS.setGState, [[['CA', 0]]]],
      path(OPS.stroke, line(10, 40, 500, 40)),
    ), []);
  });

  it('a dashed stroke gives its dashes; colours give their lightness', () => {
    const segs = drawnSegments(list(
      [OPS.setDash, [[3, 2], 1]],
      [OPS.setStrokeRGBColor, ['#cccccc']],
      path(OPS.stroke, line(0, 100, 10, 100)),
    ), OPS, PAGE);
    assert.deepEqual(segs.map((s) => [s.from, s.to]), [[0, 2], [4, 7], [9, 10]]);
    assert.ok(Math.abs((segs[0]?.lightness ?? 0) - 0.8) < 0.01);
  });

  it('form XObjects and annotations draw in their own spaces', () => {
    assert.deepEqual(read(
      [OPS.paintFormXObjectBegin, [new Float32Array([1, 0, 0, 1, 100, 0]), null]],
      path(OPS.stroke, line(0, 100, 50, 100)),
      [OPS.paintFormXObjectEnd, []],
      [OPS.beginAnnotation, ['a1', [0, 0, 10, 10], [1, 0, 0, 1, 0, 50], [1, 0, 0, 1, 0, 0], false]],
      path(OPS.stroke, line(0, 100, 50, 100)),
      [OPS.endAnnotation, []],
      path(OPS.stroke, line(0, 100, 50, 100)),
    ), ['h 700 100-150 w1 stroke', 'h 650 0-50 w1 stroke', 'h 700 0-50 w1 stroke']);
  });
});

/**
 * A one-page PDF written by hand: a 300 × 200 pt page whose table is drawn three ways at once: the
 * horizontal rules stroked under a scaling `cm`, the vertical ones as thin filled rectangles, and a
 * clipping path over everything. Its first row's last two cells are one (no border between them).
 */
function handWrittenPdf(rotate: number): Uint8Array {
  const content = [
    '0 0 300 200 re W n',
    'q 2 0 0 2 0 0 cm 0.25 w',
    '20 80 m 110 80 l 20 65 m 110 65 l 20 50 m 110 50 l S',
    'Q',
    '39.75 100 0.5 60 re 99.75 100 0.5 60 re 219.75 100 0.5 60 re 159.75 100 0.5 30 re f',
    '1 G 40 185 m 220 185 l S',
    'BT /F1 9 Tf 45 145 Td (Item) Tj 60 0 Td (Description) Tj -60 -30 Td (Bolt) Tj 60 0 Td (M8) Tj 60 0 Td (250) Tj ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Rotate ${rotate} /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => { offsets.push(pdf.length); pdf += `${i + 1} 0 obj\n${o}\nendobj\n`; });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

describe('drawn grids of a real PDF page', () => {
  it('reads the grid a hand-written page draws, in page points with a top-left origin', async () => {
    const pdf = await openPdf(handWrittenPdf(0));
    try {
      const grids = vectorGrids(await pdf.drawnSegments(1));
      assert.equal(grids.length, 1);
      const g = grids[0]!;
      assert.deepEqual(g.xs.map((x) => +x.toFixed(2)), [40, 100, 160, 220]);
      assert.deepEqual(g.ys.map((y) => +y.toFixed(2)), [40, 70, 100]);
      assert.deepEqual(g.cells.map((c) => [c.row, c.col, c.rowSpan, c.colSpan]), [[0, 0, 1, 1], [0, 1, 1, 2], [1, 0, 1, 1], [1, 1, 1, 1], [1, 2, 1, 1]]);
      // The text in the cells is where the grid says: the first word's box inside the first cell.
      const item = (await pdf.textRuns(1)).find((r) => r.text === 'Item');
      assert.ok(item && item.box[0] > 40 && item.box[2] < 100 && item.box[1] > 40 && item.box[3] < 70);
    } finally {
      await pdf.close();
    }
  });

  it('turns the grid with the page as it turns the text (/Rotate 90)', async () => {
    const pdf = await openPdf(handWrittenPdf(90));
    try {
      const info = await pdf.pageInfo(1);
      assert.deepEqual([info.widthPt, info.heightPt], [200, 300]);
      const g = vectorGrids(await pdf.drawnSegments(1))[0]!;
      // Turned a quarter clockwise: the table's rows become columns, counted from the page's right.
      assert.deepEqual(g.xs.map((x) => +x.toFixed(2)), [100, 130, 160]);
      assert.deepEqual(g.ys.map((y) => +y.toFixed(2)), [40, 100, 160, 220]);
      const item = (await pdf.textRuns(1)).find((r) => r.text === 'Item');
      const [cx, cy] = [((item?.box[0] ?? 0) + (item?.box[2] ?? 0)) / 2, ((item?.box[1] ?? 0) + (item?.box[3] ?? 0)) / 2];
      assert.ok(cx > 130 && cx < 160 && cy > 40 && cy < 100, `the first word in the first row's first cell: ${item?.box.join(', ')}`);
    } finally {
      await pdf.close();
    }
  });
});

describe('reading and rendering one file', () => {
  it('a page read for its text and lines is still rendered with its images (OCR of scans needs them)', async () => {
    const black = await sharp({ create: { width: 20, height: 20, channels: 3, background: { r: 0, g: 0, b: 0 } } }).png().toBuffer();
    const doc = await PDFDocument.create();
    const page = doc.addPage([200, 200]);
    page.drawImage(await doc.embedPng(black), { x: 50, y: 50, width: 100, height: 100 });
    page.drawText('Invoice 42', { x: 20, y: 180, size: 10, font: await doc.embedFont(StandardFonts.Helvetica) });
    const pdf = await openPdf(await doc.save());
    try {
      assert.deepEqual((await pdf.textRuns(1)).map((r) => r.text), ['Invoice 42']);
      assert.deepEqual(await pdf.drawnSegments(1), [], 'an image is no line');
      const img = await greyPixels((await pdf.render(1, 72)).png);
      assert.ok((img.data[100 * img.width + 100] ?? 255) < 50, 'the image is drawn in the rendering');
      assert.ok((img.data[20 * img.width + 100] ?? 0) > 200, 'and the paper around it is white');
    } finally {
      await pdf.close();
    }
  });
});
