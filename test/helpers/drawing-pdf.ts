import { PDFDocument, PDFHexString, PDFName, StandardFonts, beginText, endText, moveText, rgb, setFontAndSize, showText } from 'pdf-lib';
import { openPdf } from '../../src-worker/adapters/pdfjs';
import type { PDFPage, PDFRef } from 'pdf-lib';

/**
 * Text-layer PDFs with Cyrillic text built with pdf-lib alone (no font file): the standard
 * Helvetica with an encoding whose Differences name each non-ASCII character by its `uniXXXX`
 * glyph, so pdfjs reads the characters back as Unicode. Widths are fixed (0.55 em) by default, which
 * keeps the geometry exact for tests of boxes; `natural` widths (Helvetica's, and typical ones for
 * Cyrillic) make a page that renders without overlapping letters, for OCR. Used to generate drawings with an ESKD title block and pages of
 * requisites, measures and KKS codes.
 */
export interface TextCell { text: string; x: number; y: number; size?: number }
export interface PageSpec { cells: TextCell[]; lines?: [number, number, number, number][]; size?: [number, number] }

const ADVANCE = 550;

export async function cyrillicPdf(pages: PageSpec[], widths: 'fixed' | 'natural' = 'fixed'): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const helvetica = await pdf.embedFont(StandardFonts.Helvetica);
  const extra = [...new Set(pages.flatMap((p) => p.cells.flatMap((c) => [...c.text])).values())].filter((ch) => ch.charCodeAt(0) > 126);
  if (extra.length > 127) throw new Error('too many distinct non-ASCII characters for one simple font');
  const code = new Map<string, number>(extra.map((ch, i) => [ch, 128 + i]));
  const natural = (c: number): number => {
    if (c < 127) return Math.round(helvetica.widthOfTextAtSize(String.fromCharCode(c), 1000));
    const ch = extra[c - 128] ?? ' ';
    return /\p{Lu}/u.test(ch) ? 690 : /\p{Ll}/u.test(ch) ? 560 : 600;
  };
  const differences = [128, ...extra.map((ch) => `uni${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`)];
  const encoding = pdf.context.obj({ Type: 'Encoding', BaseEncoding: 'WinAnsiEncoding', Differences: differences });
  const font: PDFRef = pdf.context.register(pdf.context.obj({
    Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: encoding, FirstChar: 32, LastChar: 255, Widths: Array.from({ length: 224 }, (_, i) => (widths === 'fixed' ? ADVANCE : natural(32 + i))),
  }));
  for (const spec of pages) {
    const page: PDFPage = pdf.addPage(spec.size ?? [842, 595]);
    page.node.setFontDictionary(PDFName.of('FCyr'), font);
    for (const [x0, y0, x1, y1] of spec.lines ?? []) page.drawLine({ start: { x: x0, y: y0 }, end: { x: x1, y: y1 }, thickness: 0.6, color: rgb(0, 0, 0) });
    for (const c of spec.cells) {
      const hex = [...c.text].map((ch) => (code.get(ch) ?? ch.charCodeAt(0)).toString(16).padStart(2, '0')).join('');
      page.pushOperators(beginText(), setFontAndSize('FCyr', c.size ?? 10), moveText(c.x, c.y), showText(PDFHexString.of(hex)), endText());
    }
  }
  return pdf.save();
}

/** Millimetres to points. */
export const mm = (v: number): number => (v * 72) / 25.4;

export interface StampVariant {
  roles: [label: string, surname: string][];
  designation?: string;
  name?: string[];
  /** Data heads left to right over their values, as ГОСТ 2.104 form 1 has them (`Лит.`, `Масса`, `Масштаб`). */
  heads?: [label: string, value: string][];
  sheet?: [label: string, value: string][];
  /** Write the role and its surname in one text run (`Разраб. Иванов`), as some CAD exports do. */
  inline?: boolean;
}

/**
 * An ESKD form 1 title block (185 × 55 mm) at the bottom right of an A4 landscape page, its cells
 * and rulings at the places ГОСТ 2.104 gives them.
 */
export function stampPage(v: StampVariant, body: TextCell[] = []): PageSpec {
  const [W] = [842];
  const x0 = W - mm(5) - mm(185);
  const y0 = mm(5);
  const row = (r: number): number => y0 + mm(55) - mm(5) * (r + 1) + mm(1.3);
  const cells: TextCell[] = [...body];
  const lines: [number, number, number, number][] = [];
  // The roles' and changes' rows on the left; on the right the cell borders around the data heads,
  // their values and the sheet row (the name cell has no inner rulings).
  for (let r = 0; r <= 11; r++) lines.push([x0, y0 + mm(5) * r, x0 + mm(65), y0 + mm(5) * r]);
  lines.push([x0, y0 + mm(55), x0 + mm(185), y0 + mm(55)], [x0 + mm(65), y0 + mm(40), x0 + mm(185), y0 + mm(40)], [x0, y0, x0 + mm(185), y0]);
  for (const r of [35, 20, 15]) lines.push([x0 + mm(135), y0 + mm(r), x0 + mm(185), y0 + mm(r)]);
  for (const x of [0, 7, 17, 40, 55, 65, 185]) lines.push([x0 + mm(x), y0, x0 + mm(x), y0 + mm(55)]);
  for (const x of [135]) lines.push([x0 + mm(x), y0, x0 + mm(x), y0 + mm(40)]);
  // The change table's heads (row 5 from the top), then the roles under them.
  ['Изм.', 'Лист', '№ докум.', 'Подп.', 'Дата'].forEach((t, i) => cells.push({ text: t, x: x0 + mm([0, 7, 17, 40, 55][i] as number) + 2, y: row(5), size: 7 }));
  v.roles.forEach(([label, surname], i) => {
    if (v.inline) cells.push({ text: `${label} ${surname}`, x: x0 + 2, y: row(6 + i), size: 7 });
    else cells.push({ text: label, x: x0 + 2, y: row(6 + i), size: 7 }, { text: surname, x: x0 + mm(17) + 2, y: row(6 + i), size: 7 });
    cells.push({ text: '12.03.24', x: x0 + mm(55) + 1, y: row(6 + i), size: 6 });
  });
  if (v.designation) cells.push({ text: v.designation, x: x0 + mm(80), y: row(1), size: 14 });
  (v.name ?? []).forEach((t, i) => cells.push({ text: t, x: x0 + mm(70), y: row(4 + i) - mm(2), size: 10 }));
  let hx = 135;
  for (const [label, value] of v.heads ?? []) {
    const width = label.startsWith('Лит') ? 15 : label === 'Масса' ? 17 : 18;
    cells.push({ text: label, x: x0 + mm(hx) + 2, y: row(3), size: 7 }, { text: value, x: x0 + mm(hx) + 4, y: row(5), size: 9 });
    hx += width;
  }
  let sx = 135;
  for (const [label, value] of v.sheet ?? []) {
    cells.push({ text: label, x: x0 + mm(sx) + 2, y: row(7), size: 7 }, { text: value, x: x0 + mm(sx) + mm(label === 'Листов' ? 14 : 10), y: row(7), size: 7 });
    sx += label === 'Листов' ? 30 : 20;
  }
  cells.push({ text: 'ООО «Турбомаш»', x: x0 + mm(140), y: row(9), size: 9 });
  return { cells, lines, size: [842, 595] };
}

/**
 * The same pages as a scan: each rendered at `dpi` (by the pipeline's own renderer) and put back
 * as an image-only page of the same size, so the parser has to OCR it.
 */
export async function asScan(bytes: Uint8Array, dpi = 300): Promise<Uint8Array> {
  const source = await openPdf(bytes);
  const out = await PDFDocument.create();
  try {
    for (let no = 1; no <= source.pageCount; no++) {
      const info = await source.pageInfo(no);
      const image = await out.embedPng((await source.render(no, dpi)).png);
      out.addPage([info.widthPt, info.heightPt]).drawImage(image, { x: 0, y: 0, width: info.widthPt, height: info.heightPt });
    }
  } finally {
    await source.close();
  }
  return out.save();
}
