import type { PDFDocumentProxy } from 'pdfjs-dist';
import { cutPages } from '../review/pdf';
import type { Section } from './sections';

/**
 * A section as a PDF file of its own: the server's `pdf_base64` while the section is as the server
 * cut it, else the pages cut here from the operator's file (pdfjs `extractPages`).
 */
export async function sectionFile(pdf: PDFDocumentProxy, section: Section, index: number, sourceName: string, serverFiles: (string | undefined)[]): Promise<File> {
  const fromServer = section.serverIndex !== null ? serverFiles[section.serverIndex] : undefined;
  const bytes = fromServer ? base64Bytes(fromServer) : await cutPages(pdf, section.first, section.last);
  return new File([bytes as BlobPart], sectionName(sourceName, section, index), { type: 'application/pdf' });
}

/** `composite.pdf`, section 2 of type invoice on pages 3–5 → `composite — 2 invoice (3–5).pdf`. */
export function sectionName(sourceName: string, section: Section, index: number): string {
  const base = sourceName.replace(/\.pdf$/i, '');
  const pages = section.first === section.last ? `${section.first}` : `${section.first}–${section.last}`;
  return `${base} — ${index + 1} ${section.docType} (${pages}).pdf`;
}

function base64Bytes(b64: string): Uint8Array {
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}
