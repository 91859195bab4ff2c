import type { JsonObject, ProcessEnvelope } from '../../src-shared/contract/envelope';
import { warning } from '../../src-shared/contract/warnings';
import type { XlsxInput } from '../../src-shared/worker-protocol';

/** Builds workbooks in a worker; null when it could not. */
export type XlsxBuilder = (input: XlsxInput) => Promise<ArrayBuffer | null>;

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * SPEC rule 5, for the synchronous answer and the poll alike: the envelope's result (or its split
 * sections) as the Excel file; when there is nothing to export or the export fails, the same
 * envelope as JSON with `xlsx_export_failed`.
 */
export async function envelopeAsXlsx(build: XlsxBuilder, envelope: ProcessEnvelope, schema: JsonObject | null): Promise<{ xlsx: ArrayBuffer } | { json: ProcessEnvelope }> {
  const input = schema ? xlsxInput(envelope, schema) : null;
  const bytes = input ? await build(input) : null;
  if (bytes) return { xlsx: bytes };
  const reason = !schema ? 'the request has no output_schema, so there is no result to export'
    : !input ? 'nothing was extracted, so there is no result to export' : 'the Excel file could not be built';
  return { json: { ...envelope, warnings: [...envelope.warnings, warning('xlsx_export_failed', `${reason}; the result is returned as JSON`)] } };
}

function xlsxInput(envelope: ProcessEnvelope, schema: JsonObject): XlsxInput | null {
  if (envelope.documents) {
    return {
      schema, result: null, translated: null,
      sections: envelope.documents.map((d) => ({ index: d.index, pages: d.pages, docType: d.doc_type, result: d.result, translated: d.translated?.result ?? null })),
    };
  }
  if (!envelope.result) return null;
  return { schema, result: envelope.result, translated: envelope.translated?.result ?? null, sections: null };
}

/**
 * `Content-Disposition` for a workbook named after the document (`invoice.pdf` → `invoice.xlsx`):
 * an ASCII fallback and the UTF-8 name (RFC 6266 / 5987), so Cyrillic and Chinese names survive.
 */
export function xlsxDisposition(sourceName: string | null, fallback: string): string {
  const base = (sourceName ?? '').replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '').trim() || fallback;
  const stripped = base.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/["\\;]/g, '').trim();
  // A name that loses most of itself in ASCII (Cyrillic, Chinese) falls back whole; filename* carries the real one.
  const ascii = stripped.length >= base.length / 2 ? stripped : fallback;
  return `attachment; filename="${ascii}.xlsx"; filename*=UTF-8''${encodeURIComponent(`${base}.xlsx`)}`;
}
