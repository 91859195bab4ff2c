/**
 * The review form's shape, read from the caller's JSON Schema: `title`s as labels, nested objects
 * as groups, arrays of objects as an editable grid, arrays of plain values as a list. Paths are the
 * result paths the API uses in `fields[].name` and `warnings[].field` (`seller.inn`,
 * `items[2].quantity`), so a form entry finds its provenance and warnings by its path.
 */
export type LeafType = 'string' | 'number' | 'integer' | 'boolean';

export interface LeafNode {
  kind: 'leaf';
  key: string;
  /** Result path; inside a grid, relative to the row (`quantity`). */
  path: string;
  title: string;
  type: LeafType;
  format: string | null;
  options: string[] | null;
  /** Listed in its object's `required`: left empty, it is flagged for the operator. */
  required: boolean;
}

export interface GroupNode {
  kind: 'group';
  key: string;
  path: string;
  title: string;
  children: FormNode[];
}

/** An array of objects: one row per item, one column per leaf (nested objects in an item flatten to `a.b`). */
export interface TableNode {
  kind: 'table';
  key: string;
  path: string;
  title: string;
  columns: LeafNode[];
}

/** An array of plain values, edited as one entry per line. */
export interface ListNode {
  kind: 'list';
  key: string;
  path: string;
  title: string;
  item: LeafNode;
}

export type FormNode = LeafNode | GroupNode | TableNode | ListNode;

type Schema = Record<string, unknown>;

const LEAF_TYPES: readonly LeafType[] = ['string', 'number', 'integer', 'boolean'];

/** The form of a whole schema: the root object's properties, in the schema's order. */
export function formOf(schema: Schema): FormNode[] {
  return childrenOf(schema, '');
}

function childrenOf(schema: Schema, prefix: string): FormNode[] {
  const props = isObject(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required : [];
  return Object.entries(props).filter(([, s]) => isObject(s)).map(([key, s]) => nodeOf(key, s as Schema, prefix ? `${prefix}.${key}` : key, required.includes(key)));
}

function nodeOf(key: string, schema: Schema, path: string, required: boolean): FormNode {
  const title = typeof schema.title === 'string' && schema.title.trim() ? schema.title : key;
  const type = mainType(schema);
  if (type === 'object') return { kind: 'group', key, path, title, children: childrenOf(schema, path) };
  if (type === 'array') {
    const items = isObject(schema.items) ? schema.items : {};
    if (mainType(items) === 'object') return { kind: 'table', key, path, title, columns: flatLeaves(items, '') };
    return { kind: 'list', key, path, title, item: leafOf('', items, '', title, required) };
  }
  return leafOf(key, schema, path, title, required);
}

function leafOf(key: string, schema: Schema, path: string, title: string, required: boolean): LeafNode {
  const t = mainType(schema);
  const type: LeafType = (LEAF_TYPES as readonly string[]).includes(t) ? (t as LeafType) : 'string';
  const options = Array.isArray(schema.enum) ? schema.enum.filter((v) => v !== null).map(String) : null;
  return { kind: 'leaf', key, path, title, type, format: typeof schema.format === 'string' ? schema.format : null, options, required };
}

/** The leaves of an array item, nested objects flattened with dotted paths relative to the row. */
function flatLeaves(schema: Schema, prefix: string): LeafNode[] {
  const out: LeafNode[] = [];
  for (const node of childrenOf(schema, prefix)) {
    if (node.kind === 'leaf') out.push(node);
    else if (node.kind === 'group') out.push(...flatLeaves(propertySchema(schema, node.key), node.path));
    // Arrays inside an array item have no cell to live in; the raw JSON view still shows them.
  }
  return out;
}

function propertySchema(schema: Schema, key: string): Schema {
  const props = isObject(schema.properties) ? schema.properties : {};
  const s = props[key];
  return isObject(s) ? s : {};
}

/** `type` may be a list (`["string", "null"]`): the first that is not null; objects and arrays also by their keywords. */
function mainType(schema: Schema): string {
  const t = schema.type;
  const named = Array.isArray(t) ? t.find((x) => x !== 'null') : t;
  if (typeof named === 'string') return named;
  if (isObject(schema.properties)) return 'object';
  if (schema.items !== undefined) return 'array';
  return 'string';
}

function isObject(v: unknown): v is Schema {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Every leaf path of the form, grids expanded over the rows the result has (`items[0].name`, …), in form order. */
export function leafPaths(nodes: FormNode[], rowsOf: (tablePath: string) => number): string[] {
  const out: string[] = [];
  for (const n of nodes) {
    if (n.kind === 'leaf' || n.kind === 'list') out.push(n.path);
    else if (n.kind === 'group') out.push(...leafPaths(n.children, rowsOf));
    else for (let i = 0; i < rowsOf(n.path); i++) for (const c of n.columns) out.push(`${n.path}[${i}].${c.path}`);
  }
  return out;
}

/** The leaf a result path edits (`items[3].unit.code` → the grid's `unit.code` column), or null. */
export function leafAt(nodes: FormNode[], path: string): LeafNode | null {
  for (const n of nodes) {
    if (n.kind === 'leaf' && n.path === path) return n;
    if (n.kind === 'list' && n.path === path) return n.item;
    if (n.kind === 'group' && path.startsWith(`${n.path}.`)) {
      const found = leafAt(n.children, path);
      if (found) return found;
    }
    if (n.kind === 'table') {
      const m = new RegExp(`^${escapeRegExp(n.path)}\\[\\d+\\]\\.(.+)$`).exec(path);
      const column = m ? n.columns.find((c) => c.path === m[1]) : undefined;
      if (column) return column;
    }
  }
  return null;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
