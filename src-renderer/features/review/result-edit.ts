import type { LeafNode, TableNode } from './schema-form';

/**
 * The operator's edits of a result, by result path (`seller.inn`, `items[2].quantity`). Every
 * change returns a new object (React state), and the untouched parts are shared, not copied.
 */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonRecord = { [key: string]: Json };

type Step = string | number;

/** `items[2].quantity` → ['items', 2, 'quantity']. */
export function stepsOf(path: string): Step[] {
  const out: Step[] = [];
  for (const part of path.split('.')) {
    const m = /^([^[\]]*)((?:\[\d+\])*)$/.exec(part);
    if (!m) { out.push(part); continue; }
    if (m[1]) out.push(m[1]);
    for (const idx of (m[2] ?? '').matchAll(/\[(\d+)\]/g)) out.push(Number(idx[1]));
  }
  return out;
}

export function getAt(root: Json, path: string): Json | undefined {
  let cur: Json | undefined = root;
  for (const step of stepsOf(path)) {
    if (cur === null || cur === undefined || typeof cur !== 'object') return undefined;
    cur = Array.isArray(cur) ? (typeof step === 'number' ? cur[step] : undefined) : (cur as JsonRecord)[String(step)];
  }
  return cur;
}

/** A copy of `root` with the value at `path` set; missing objects on the way are made. */
export function setAt(root: Json, path: string, value: Json): Json {
  return setSteps(root, stepsOf(path), value);
}

function setSteps(node: Json | undefined, steps: Step[], value: Json): Json {
  if (steps.length === 0) return value;
  const [step, ...rest] = steps as [Step, ...Step[]];
  if (typeof step === 'number') {
    const arr = Array.isArray(node) ? [...node] : [];
    arr[step] = setSteps(arr[step], rest, value);
    return arr;
  }
  const obj: JsonRecord = node !== null && typeof node === 'object' && !Array.isArray(node) ? { ...node } : {};
  obj[step] = setSteps(obj[step], rest, value);
  return obj;
}

/** The rows of a grid (an array of objects at `path`); anything else is no rows. */
export function rowsAt(root: Json, path: string): JsonRecord[] {
  const v = getAt(root, path);
  return Array.isArray(v) ? v.filter((r): r is JsonRecord => r !== null && typeof r === 'object' && !Array.isArray(r)) : [];
}

/** A new empty row inserted before `index` (at the end when `index` is the row count): every column null. */
export function insertRow(root: Json, table: TableNode, index: number): Json {
  const rows = rowsAt(root, table.path);
  let empty: Json = {};
  for (const c of table.columns) empty = setAt(empty, c.path, null);
  return setAt(root, table.path, [...rows.slice(0, index), empty as JsonRecord, ...rows.slice(index)]);
}

export function deleteRow(root: Json, table: TableNode, index: number): Json {
  return setAt(root, table.path, rowsAt(root, table.path).filter((_, i) => i !== index));
}

/**
 * What the operator typed, as the leaf's type: numbers read with a comma or a point and spaces as
 * thousands separators ("1 200,50"); empty is null; text that is not a number stays text, so
 * nothing typed is lost (the validation warns about it, as for any other value).
 */
export function valueFromInput(leaf: Pick<LeafNode, 'type'>, text: string): Json {
  const t = text.trim();
  if (t === '') return null;
  if (leaf.type === 'boolean') return t === 'true' ? true : t === 'false' ? false : t;
  if (leaf.type === 'number' || leaf.type === 'integer') {
    const n = Number(t.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.'));
    if (Number.isFinite(n) && (leaf.type === 'number' || Number.isInteger(n))) return n;
    return t;
  }
  return text;
}

export function inputFromValue(value: Json | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The sum of a numeric column over the rows, or null when no row has a number there. */
export function columnTotal(rows: JsonRecord[], column: LeafNode): number | null {
  if (column.type !== 'number' && column.type !== 'integer') return null;
  let sum = 0;
  let any = false;
  for (const r of rows) {
    const v = getAt(r, column.path);
    if (typeof v === 'number') { sum += v; any = true; }
  }
  // Money in floating point: round to the cent the documents are written in, so 0.1 + 0.2 shows 0.3.
  return any ? Math.round(sum * 100) / 100 : null;
}

/**
 * Where each row of an edited grid came from: its index in the server's result, or null for a row
 * the operator added. Provenance and warnings are by the server's paths, so after rows are inserted
 * or deleted a box still lights the row it was read for. A grid never edited keeps its own order.
 */
export type RowOrigins = Record<string, (number | null)[]>;

function originsOf(origins: RowOrigins, table: string, rows: number): (number | null)[] {
  return origins[table] ?? Array.from({ length: rows }, (_, i) => i);
}

export function originsAfterInsert(origins: RowOrigins, table: string, rows: number, index: number): RowOrigins {
  const list = originsOf(origins, table, rows);
  return { ...origins, [table]: [...list.slice(0, index), null, ...list.slice(index)] };
}

export function originsAfterDelete(origins: RowOrigins, table: string, rows: number, index: number): RowOrigins {
  return { ...origins, [table]: originsOf(origins, table, rows).filter((_, i) => i !== index) };
}

/** A server path in today's rows (`items[3].qty` → `items[2].qty` after the first row went); null when its row was deleted. */
export function currentPath(path: string, origins: RowOrigins): string | null {
  for (const [table, list] of Object.entries(origins)) {
    if (!path.startsWith(`${table}[`)) continue;
    const m = /^\[(\d+)\](.*)$/.exec(path.slice(table.length));
    if (!m) continue;
    const now = list.indexOf(Number(m[1]));
    return now < 0 ? null : `${table}[${now}]${m[2] ?? ''}`;
  }
  return path;
}
