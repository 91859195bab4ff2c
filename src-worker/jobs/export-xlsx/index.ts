import type { JsonObject, JsonValue } from '../../../src-shared/contract/envelope';
import type { XlsxInput } from '../../../src-shared/worker-protocol';
import { writeWorkbook } from '../../adapters/xlsx-writer';
import type { Cell, SheetSpec } from '../../adapters/xlsx-writer';
import { readSchema } from '../../lib/fields/schema';
import type { SchemaArray, SchemaLeaf, SchemaObject } from '../../lib/fields/schema';

/**
 * SPEC rule 5: the Excel rendition of a result. Sheet `Документ`: every document field as a block
 * (field, original value, translation), then the items table; sheet `Позиции`: the items table with
 * a filter and a frozen header, original and translated name side by side. Column headers are the
 * schema's `title`s (the property name where there is none). A split file gives one block per
 * section on `Документ` and a section column on `Позиции`.
 */
export async function exportXlsx(input: XlsxInput): Promise<ArrayBuffer> {
  const root = readSchema(input.schema);
  const items = firstItemsArray(root);
  const columns = items ? itemColumns(items) : [];
  const nameKey = columns.find((c) => /name|наимен|description|товар/i.test(`${c.key} ${c.words}`))?.key ?? null;
  const itemHeaders = columns.flatMap((c) => (c.key === nameKey ? [titleOf(c), `${titleOf(c)} (перевод)`] : [titleOf(c)]));
  const itemRowsOf = (result: JsonObject | null, translated: JsonObject | null): Cell[][] => {
    if (!items) return [];
    const rows = asObjects(valueAt(result, items.path));
    const trows = asObjects(valueAt(translated, items.path));
    return rows.map((row, i) => columns.flatMap((c) => {
      const v = cell(row[c.key] ?? null);
      return c.key === nameKey ? [v, translatedCell(row[c.key] ?? null, trows[i]?.[c.key] ?? null)] : [v];
    }));
  };
  const documentBlock = (result: JsonObject | null, translated: JsonObject | null): Cell[][] => {
    const rows = fieldRows(root, result, translated, '');
    const itemRows = itemRowsOf(result, translated);
    if (items) rows.push([], [titleOf(items)], itemHeaders, ...itemRows);
    return rows;
  };

  let documentRows: Cell[][];
  let positions: { headers: string[]; rows: Cell[][] };
  if (input.sections) {
    documentRows = input.sections.flatMap((s, i) => [
      ...(i > 0 ? [[]] : []),
      [`Документ ${s.index + 1}: страницы ${s.pages[0]}–${s.pages[1]} (${s.docType})`],
      ...documentBlock(s.result, s.translated),
    ]);
    positions = {
      headers: ['Документ', ...itemHeaders],
      rows: input.sections.flatMap((s) => itemRowsOf(s.result, s.translated).map((r) => [s.index + 1, ...r])),
    };
  } else {
    documentRows = documentBlock(input.result, input.translated);
    positions = { headers: itemHeaders, rows: itemRowsOf(input.result, input.translated) };
  }
  const sheets: SheetSpec[] = [
    { name: 'Документ', columns: [{ header: 'Поле', width: 40 }, { header: 'Значение', width: 50 }, { header: 'Перевод', width: 50 }], rows: documentRows, filterHeader: false },
    { name: 'Позиции', columns: positions.headers.map((h) => ({ header: h, width: Math.min(60, Math.max(12, h.length + 4)) })), rows: positions.rows, filterHeader: true },
  ];
  return writeWorkbook(sheets);
}

/** Document fields as rows (field, value, translation); nested objects by a "parent / child" label; arrays of objects are left to the items table. */
function fieldRows(node: SchemaObject, value: JsonObject | null, tvalue: JsonObject | null, prefix: string): Cell[][] {
  const rows: Cell[][] = [];
  for (const child of node.children) {
    const v = value?.[child.key] ?? null;
    const tv = tvalue?.[child.key] ?? null;
    const label = prefix ? `${prefix} / ${titleOf(child)}` : titleOf(child);
    if (child.kind === 'object') rows.push(...fieldRows(child, asObject(v), asObject(tv), label));
    else if (child.kind === 'array' && child.item.kind === 'object') continue;
    else rows.push([label, cell(v), translatedCell(v, tv)]);
  }
  return rows;
}

/** The items table: the first array of objects, depth first. */
function firstItemsArray(node: SchemaObject): SchemaArray | null {
  for (const child of node.children) {
    if (child.kind === 'array' && child.item.kind === 'object') return child;
    if (child.kind === 'object') {
      const inner = firstItemsArray(child);
      if (inner) return inner;
    }
  }
  return null;
}

function itemColumns(items: SchemaArray): SchemaLeaf[] {
  return items.item.kind === 'object' ? items.item.children.filter((c): c is SchemaLeaf => c.kind === 'leaf') : [];
}

function valueAt(result: JsonObject | null, path: string): JsonValue | null {
  let at: JsonValue | null = result;
  for (const key of path.split('.')) at = at && typeof at === 'object' && !Array.isArray(at) ? at[key] ?? null : null;
  return at;
}

function titleOf(n: { title?: string | null; key: string }): string {
  return n.title?.trim() || n.key;
}

function asObject(v: JsonValue | null): JsonObject | null {
  return v && typeof v === 'object' && !Array.isArray(v) ? v : null;
}

function asObjects(v: JsonValue | null): JsonObject[] {
  return Array.isArray(v) ? v.filter((x): x is JsonObject => !!x && typeof x === 'object' && !Array.isArray(x)) : [];
}

function cell(v: JsonValue | null): Cell {
  if (v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  return JSON.stringify(v);
}

/** The translation column shows a value only where it differs from the original. */
function translatedCell(v: JsonValue | null, tv: JsonValue | null): Cell {
  const t = cell(tv);
  return t !== null && t !== cell(v) ? t : null;
}
