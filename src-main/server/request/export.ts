import { AppError } from '../../../src-shared/contract/app-error';
import type { JsonObject } from '../../../src-shared/contract/envelope';
import type { XlsxInput } from '../../../src-shared/worker-protocol';

/** The fields of `POST /v1/export/xlsx` (docs/api.md). */
export const EXPORT_FIELDS = ['output_schema', 'result', 'translated', 'documents', 'file_name'] as const;
const DOCUMENT_FIELDS = ['index', 'pages', 'doc_type', 'result', 'translated'] as const;

/** Sections one workbook may hold: a batch of this many documents is far past any operator's day, and bounds the work. */
export const EXPORT_MAX_DOCUMENTS = 1000;

export interface ExportRequest {
  input: XlsxInput;
  fileName: string | null;
}

/**
 * A schema and an edited result (or a batch of them as `documents`) with their translations, as
 * the exporter's input: the same workbook `format=xlsx` gives, from what the operator corrected.
 * Every shape error is VALIDATION_ERROR naming the field; unknown fields are UNKNOWN_FIELD.
 */
export function validateExportRequest(body: unknown): ExportRequest {
  const b = object(body, 'body');
  unknownFields(b, EXPORT_FIELDS, '');
  const schema = object(b.output_schema, 'output_schema');
  if (Object.keys(schema).length === 0) invalid('output_schema', 'a non-empty JSON Schema object');
  const hasResult = b.result !== undefined && b.result !== null;
  const hasDocuments = b.documents !== undefined && b.documents !== null;
  if (hasResult === hasDocuments) invalid(hasResult ? 'documents' : 'result', "exactly one of 'result' (one document) and 'documents' (a batch)");
  const fileName = b.file_name === undefined || b.file_name === null ? null : text(b.file_name, 'file_name', 255);
  if (hasResult) {
    return { fileName, input: { schema, result: object(b.result, 'result'), translated: translatedOf(b.translated, 'translated'), sections: null } };
  }
  if (b.translated !== undefined && b.translated !== null) invalid('translated', "absent with 'documents': each document carries its own");
  if (!Array.isArray(b.documents) || b.documents.length === 0 || b.documents.length > EXPORT_MAX_DOCUMENTS) {
    invalid('documents', `an array of 1 to ${EXPORT_MAX_DOCUMENTS} documents`);
  }
  const sections = (b.documents as unknown[]).map((raw, i) => {
    const at = `documents[${i}]`;
    const d = object(raw, at);
    unknownFields(d, DOCUMENT_FIELDS, `${at}.`);
    const pages = d.pages === undefined ? [1, 1] : d.pages;
    if (!Array.isArray(pages) || pages.length !== 2 || !pages.every((p) => Number.isInteger(p) && (p as number) >= 1) || (pages[0] as number) > (pages[1] as number)) {
      invalid(`${at}.pages`, 'two page numbers, first ≤ last, from 1');
    }
    return {
      index: d.index === undefined ? i : nonNegativeInteger(d.index, `${at}.index`),
      pages: pages as [number, number],
      docType: d.doc_type === undefined ? 'document' : text(d.doc_type, `${at}.doc_type`, 255),
      result: d.result === null || d.result === undefined ? null : object(d.result, `${at}.result`),
      translated: translatedOf(d.translated, `${at}.translated`),
    };
  });
  return { fileName, input: { schema, result: null, translated: null, sections } };
}

/** `translated` as the envelope has it (`{to, result}`), or the result object alone. */
function translatedOf(v: unknown, field: string): JsonObject | null {
  if (v === undefined || v === null) return null;
  const t = object(v, field);
  if (typeof t.to === 'string' && t.result !== undefined) return object(t.result, `${field}.result`);
  return t;
}

function object(v: unknown, field: string): JsonObject {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) invalid(field, 'a JSON object');
  return v as JsonObject;
}

function text(v: unknown, field: string, max: number): string {
  if (typeof v !== 'string' || v.trim() === '' || v.length > max) invalid(field, `a string of 1 to ${max} characters`);
  return v as string;
}

function nonNegativeInteger(v: unknown, field: string): number {
  if (!Number.isInteger(v) || (v as number) < 0) invalid(field, 'an integer from 0');
  return v as number;
}

function unknownFields(o: JsonObject, allowed: readonly string[], prefix: string): void {
  const unknown = Object.keys(o).filter((k) => !allowed.includes(k));
  if (unknown.length) {
    throw new AppError('UNKNOWN_FIELD', `unknown field(s): ${unknown.map((u) => prefix + u).join(', ')}`, { unknown: unknown.map((u) => prefix + u), allowed: allowed.map((a) => prefix + a) });
  }
}

function invalid(field: string, expected: string): never {
  throw new AppError('VALIDATION_ERROR', `'${field}' must be ${expected}`, { field, expected });
}
