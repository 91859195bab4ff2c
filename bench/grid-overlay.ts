/**
 * A picture of what the drawn-table stage sees on a scanned page: the page image with the grids it
 * found (borders in red, merged cells shaded) and the words placed in cells (blue boxes).
 * Run: `node --import tsx bench/grid-overlay.ts <file.pdf> [page] [out.png]`
 * (default: the corpus scan af_KA62689.scan200.pdf, page 1, docs/images/scan-grid.png).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { openPdf } from '../src-worker/adapters/pdfjs';
import { terminateOcr } from '../src-worker/adapters/tesseract';
import { parseFile } from '../src-worker/pipeline/parse-file';
import { ocrDpi } from '../src-worker/stages/parse-pdf';
import { fromSheared } from '../src-worker/lib/rulings/find';
import { gridsOf } from '../src-worker/lib/rulings/grid';
import { findRulings } from '../src-worker/lib/rulings/find';
import { greyPixels } from '../src-worker/adapters/images';
import { CORPUS_DIR } from '../test/helpers/corpus';

const file = process.argv[2] ?? join(CORPUS_DIR, 'external/pdf-scan/ru-derived/af_KA62689.scan200.pdf');
const pageNo = Number(process.argv[3] ?? 1);
const out = process.argv[4] ?? 'docs/images/scan-grid.png';

const bytes = new Uint8Array(readFileSync(file));
const pdf = await openPdf(bytes);
const info = await pdf.pageInfo(pageNo);
const dpi = ocrDpi(info.widthPt, info.heightPt);
const rendered = await pdf.render(pageNo, dpi);
await pdf.close();
const img = await greyPixels(rendered.png);
const rulings = findRulings(img, dpi);
const grids = gridsOf(rulings, Math.max(3, dpi * 0.02));
const doc = await parseFile({ bytes, fileName: 'scan.pdf', fileHash: null, language: null, progress: () => undefined });
await terminateOcr();

const k = dpi / 72;
const svg: string[] = [];
const line = (a: [number, number], b: [number, number], colour: string, width: number): void => {
  svg.push(`<line x1="${a[0].toFixed(1)}" y1="${a[1].toFixed(1)}" x2="${b[0].toFixed(1)}" y2="${b[1].toFixed(1)}" stroke="${colour}" stroke-width="${width}"/>`);
};
for (const g of grids) {
  const s = (x: number, y: number): [number, number] => fromSheared(x, y, g.skew);
  for (const c of g.cells) {
    const x0 = g.xs[c.col] as number; const x1 = g.xs[c.col + c.colSpan] as number;
    const y0 = g.ys[c.row] as number; const y1 = g.ys[c.row + c.rowSpan] as number;
    if (c.rowSpan > 1 || c.colSpan > 1) {
      const pts = [s(x0, y0), s(x1, y0), s(x1, y1), s(x0, y1)].map((p) => p.map((v) => v.toFixed(1)).join(',')).join(' ');
      svg.push(`<polygon points="${pts}" fill="rgba(255,160,0,0.25)"/>`);
    }
    line(s(x0, y0), s(x1, y0), 'red', 4); line(s(x1, y0), s(x1, y1), 'red', 4);
    line(s(x1, y1), s(x0, y1), 'red', 4); line(s(x0, y1), s(x0, y0), 'red', 4);
  }
}
const page = doc.pages[pageNo - 1];
const inTables = new Set(doc.tables.flatMap((t) => t.cells.flatMap((c) => c.itemIds)));
for (const item of page?.items ?? []) {
  if (!item.box || !inTables.has(item.id)) continue;
  const [x0, y0, x1, y1] = item.box.map((v) => v * k) as [number, number, number, number];
  svg.push(`<rect x="${x0.toFixed(1)}" y="${y0.toFixed(1)}" width="${(x1 - x0).toFixed(1)}" height="${(y1 - y0).toFixed(1)}" fill="none" stroke="blue" stroke-width="2"/>`);
}
const overlay = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${rendered.width}" height="${rendered.height}">${svg.join('')}</svg>`);
const composed = await sharp(rendered.png).composite([{ input: overlay }]).png().toBuffer();
await sharp(composed).resize({ width: 1400 }).png({ palette: true, colours: 64 }).toFile(out);
console.log(`${out}: ${grids.length} grid(s), skew ${(Math.atan(rulings.skew) * 180 / Math.PI).toFixed(2)}°, ${grids.map((g) => `${g.xs.length - 1}×${g.ys.length - 1}`).join(', ')}`);
