import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * A text PDF (one line of text per page, no object streams) whose listed pages are damaged inside:
 * the header of each one's content object is broken ("n 0 ob]"), so the cross-reference table
 * points at nothing readable and pdfjs fails on that page alone.
 */
export async function pdfWithDamagedPages(pages: number, damaged: number[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) doc.addPage([595, 842]).drawText(`Page ${i}: invoice number ${100 + i}, total ${i * 1200}`, { x: 50, y: 780, size: 14, font });
  let pdf = Buffer.from(await doc.save({ useObjectStreams: false })).toString('latin1');
  const contents = [...pdf.matchAll(/\/Contents \[ (\d+) 0 R \]/g)].map((m) => Number(m[1]));
  if (contents.length !== pages) throw new Error('pdf-lib wrote the pages\' contents otherwise than expected');
  for (const no of damaged) {
    const header = `\n${contents[no - 1]} 0 obj`;
    const at = pdf.indexOf(header);
    pdf = `${pdf.slice(0, at)}\n${contents[no - 1]} 0 ob]${pdf.slice(at + header.length)}`;
  }
  return Buffer.from(pdf, 'latin1');
}
