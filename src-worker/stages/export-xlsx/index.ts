import type { JsonObject, JsonValue } from '../../../src-shared/contract/envelope';
import { writeWorkbook } from '../../adapters/xlsx-writer';
import type { SheetSpec } from '../../adapters/xlsx-writer';
import { readSchema } from '../extract/schema';
import type { SchemaArray, SchemaNode, SchemaObject } from '../extract/schema';

/**
 * SPEC rule 5: the Excel rendition of a result. Sheet `Документ`: every document field as a block
 * (field, original value, translation), then the items table; sheet `Позиции`: the items table with
 * a filter and a frozen header, original and translated name side by side. Column headers are the
 * schema's `title`s (the property name where there is none).
 */
export async function exportXlsx(result: JsonObject, translated: JsonObject | null, schema: JsonObject): Promise<ArrayBuffer> {
  const root = readSchema(schema);
  const fields: (string | number | boolean | null)[][] = [];
  const arrays: { node: SchemaArray; rows: JsonObject[]; translatedRows: JsonObject[] }[] = [];
  const walk = (node: SchemaObject, value: JsonObject | null, tvalue: JsonObject | null, prefix: string): void => {
    for (const child of node.children) {
      const v = value?.[child.key] ?? null;
      const tv = tvalue?.[child.key] ?? null;
      const label = prefix ? `${prefix} / ${titleOf(child)}` : titleOf(child);
      if (child.kind === 'object') walk(child, asObject(v), asObject(tv), label);
      else if (child.kind === 'array' && child.item.kind === 'object') arrays.push({ node: child, rows: asObjects(v), translatedRows: asObjects(tv) });
      else fields.push([label, cell(v), translatedCell(v, tv)]);
    }
  };
  walk(root, result, translated, '');
  const items = arrays[0];
  const itemColumns = items && items.node.item.kind === 'object' ? items.node.item.children.filter((c) => c.kind === 'leaf') : [];
  const nameKey = itemColumns.find((c) => /name|наимен|description|товар/i.test(`${c.key} ${c.words}`))?.key ?? null;
  const headers = itemColumns.flatMap((c) => (c.key === nameKey ? [titleOf(c), `${titleOf(c)} (перевод)`] : [titleOf(c)]));
  const itemRows = (items?.rows ?? []).map((row, i) => itemColumns.flatMap((c) => {
    const v = cell(row[c.key] ?? null);
    return c.key === nameKey ? [v, translatedCell(row[c.key] ?? null, items?.translatedRows[i]?.[c.key] ?? null)] : [v];
  }));
  const documentRows: (string | number | boolean | null)[][] = [...fields];
  if (items) {
    documentRows.push([], [titleOf(items.node)], headers, ...itemRows);
  }
  const sheets: SheetSpec[] = [
    { name: 'Документ', columns: [{ header: 'Поле', width: 40 }, { header: 'Значение', width: 50 }, { header: 'Перевод', width: 50 }], rows: documentRows, filterHeader: false },
    { name: 'Позиции', columns: headers.map((h) => ({ header: h, width: Math.min(60, Math.max(12, h.length + 4)) })), rows: itemRows, filterHeader: true },
  ];
  return writeWorkbook(sheets);
}

function titleOf(n: SchemaNode): string {
  return n.title?.trim() || n.key;
}

function asObject(v: JsonValue | null): JsonObject | null {
  return v && typeof v === 'object' && !Array.isArray(v) ? v : null;
}

function asObjects(v: JsonValue | null): JsonObject[] {
  return Array.isArray(v) ? v.filter((x): x is JsonObject => !!x && typeof x === 'object' && !Array.isArray(x)) : [];
}

function cell(v: JsonValue | null): string | number | boolean | null {
  if (v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  return JSON.stringify(v);
}

/** The translation column shows a value only where it differs from the original. */
function translatedCell(v: JsonValue | null, tv: JsonValue | null): string | number | boolean | null {
  const t = cell(tv);
  return t !== null && t !== cell(v) ? t : null;
}
