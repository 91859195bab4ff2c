import { catalogSchema } from '../../../../src-shared/catalog';
import type { FieldOut, JsonObject } from '../../../../src-shared/contract/envelope';
import { BUILTIN_ONLY } from '../../../../src-shared/worker-protocol';
import type { ParsedDocument } from '../../../../src-shared/document/model';
import { parseText } from '../../parse-text';
import { extract } from '../index';
import { withLines } from '../../../lib/layout/lines';

/**
 * The built-in extractor on ready text (markdown tables; a string, or its lines), the way OCR'd
 * forms come out of parsing; placed words, when given, as a page's items.
 */
export async function run(lines: string | readonly string[], type: string, positioned?: [string, number, number][], boxTables = false): Promise<Record<string, unknown>> {
  const text = typeof lines === 'string' ? lines : lines.join('\n');
  const doc = parseText(text);
  // The markdown tables as a PDF page's tables, with boxes: columns 100 pt wide from the left margin,
  // tables one under another.
  if (boxTables) doc.tables = boxedTables(text);
  // Words placed on a page (x, y in points), as a PDF or OCR page gives them.
  if (positioned) doc.pages = [withLines({ no: 1, widthPt: 595, heightPt: 842, rotation: 0, layer: 'ocr',
    items: positioned.map(([t, x, y], i) => ({ id: `w${i}`, text: t, box: [x, y, x + t.length * 5, y + 10] as const, fontSize: 10, eol: false, ocrConfidence: 90 })) })];
  return extractFrom(doc, type);
}

/** The extraction ladder with no model over a parsed document, with the catalog schema of `type`. */
export async function extractFrom(doc: ParsedDocument, type: string): Promise<Record<string, unknown>> {
  return (await extractionOf(doc, type)).result;
}

/** The extraction's result and its fields (each with its page, box and level). */
export async function extractionOf(doc: ParsedDocument, type: string): Promise<{ result: Record<string, unknown>; fields: FieldOut[] }> {
  const r = await extract(doc, {
    jobId: 't', source: { kind: 'text', text: '' }, fileHash: null, cachedDoc: null, include: [], outputSchema: catalogSchema(type)?.schema as JsonObject,
    prompt: null, language: null, documentType: type, model: BUILTIN_ONLY, match: null, split: null, translate: null, outboundLog: null,
  }, null);
  // Nothing extracted is a null result; tests read its fields as absent.
  return { result: (r.result ?? {}) as Record<string, unknown>, fields: r.fields };
}

function boxedTables(text: string): ParsedDocument['tables'] {
  const tables: ParsedDocument['tables'] = [];
  let rows: string[][] = [];
  const flush = (): void => {
    if (rows.length === 0) return;
    const i = tables.length;
    const cells = rows.flatMap((r, row) => r.map((t, col) => ({ row, col, rowSpan: 1, colSpan: 1, text: t, header: row === 0, itemIds: [],
      box: [40 + col * 100, 100 + i * 200 + row * 20, 130 + col * 100, 115 + i * 200 + row * 20] as const })));
    tables.push({ id: `t${i}`, pages: [1], nRows: rows.length, nCols: Math.max(...rows.map((r) => r.length)), cells });
    rows = [];
  };
  for (const line of text.split('\n')) {
    if (!line.startsWith('|')) { flush(); continue; }
    if (/^\|\s*-/.test(line)) continue;
    rows.push(line.slice(1, -1).split('|').map((t) => t.trim()));
  }
  flush();
  return tables;
}

export const items = (r: Record<string, unknown>): Record<string, unknown>[] => (r.items as Record<string, unknown>[]) ?? [];

/** A result's net, VAT and gross totals, in that order. */
export const totalsOf = (r: Record<string, unknown>): unknown[] => [r.total_net, r.total_vat, r.total];

/** Words of a line placed from x on a baseline y, a space (5 pt) between them, as `run` sizes them (5 pt per character, 10 pt high). */
export function placedWords(text: string, x: number, y: number): [string, number, number][] {
  const out: [string, number, number][] = [];
  let at = x;
  for (const w of text.split(' ')) { out.push([w, at, y]); at += w.length * 5 + 5; }
  return out;
}
