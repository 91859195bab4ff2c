import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { parsePdf } from './index';
import { panelDividers } from '../../lib/layout/panel-dividers';

/**
 * A design template's invoice as a text layer: a filled sidebar at the left (seller, customer,
 * numbers) and the items to its right, the sidebar's lines set at the items' leading so that most
 * stand level with a row. The panel's fill is the only sign that these are two columns.
 */
async function sidebarPdf(fill: [number, number, number], sidebarWidth: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawRectangle({ x: 30, y: 0, width: sidebarWidth, height: 842, color: rgb(...fill) });
  const side = ['Bright', 'Components', 'LLC', '32 Market Road', 'Leeds LS1 3AD', 'CUSTOMER', 'Summit', 'Supplies LLC', 'INVOICE NO', '20210293'];
  side.forEach((t, i) => page.drawText(t, { x: 40, y: 760 - i * 11, size: 8, font }));
  const rows = [['No.', 'Item', 'Qty', 'Total'], ['1', 'Freight transport', '8', '2,361.60'], ['2', 'A4 copy paper', '4', '137.76'], ['3', 'LED panel light', '2', '944.32'],
    ['4', 'Office chair', '1', '310.00'], ['5', 'Cable ties', '3', '12.60'], ['6', 'Hand sanitiser', '9', '44.10'], ['7', 'Desk lamp', '2', '58.00']];
  const left = 30 + sidebarWidth + 14;
  rows.forEach((cells, r) => cells.forEach((t, c) => {
    const x = [left, left + 24, left + 250, left + 330][c] as number;
    page.drawText(t, { x, y: 760 - r * 11, size: 8, font });
  }));
  return pdf.save();
}

describe('a text-layer page with a filled sidebar', () => {
  for (const [fill, width] of [[[0.93, 0.95, 0.96], 120], [[0.12, 0.23, 0.34], 150], [[0.98, 0.93, 0.85], 100]] as const) {
    it(`reads the sidebar apart from the items beside it (fill ${fill.join('/')}, ${width} pt wide)`, async () => {
      const doc = await parsePdf({ bytes: await sidebarPdf([...fill], width), fileName: 'sidebar.pdf', fileHash: null, language: null, progress: () => undefined });
      const lines = doc.pages[0]?.lines.map((l) => l.text) ?? [];
      for (const t of ['Components', 'LLC', 'Supplies LLC', '20210293']) assert.ok(lines.includes(t), `"${t}" a line of its own: ${JSON.stringify(lines)}`);
    });
  }
});

describe('panel dividers', () => {
  const band = (at: number, thickness: number, from: number, to: number, paint: 'fill' | 'stroke' = 'fill') => ({ direction: 'v' as const, at, from, to, thickness, lightness: 0.9, paint });
  it('are the sides of a tall wide fill', () => {
    assert.deepEqual(panelDividers([band(90, 120, 0, 842)], 595, 842), [30, 150]);
  });
  it('are not a rule, a short box, a stroke or the page\'s own background', () => {
    assert.deepEqual(panelDividers([band(90, 1, 0, 842), band(90, 120, 100, 180), band(90, 120, 0, 842, 'stroke'), band(297.5, 595, 0, 842)], 595, 842), []);
  });
});
