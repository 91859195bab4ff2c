/**
 * A JSON Schema as the form editor holds it: a list of properties, each with its key, title, type,
 * format, choices and nullability, objects with their own properties and arrays with their item.
 * `draftOf` reads a schema into that shape and `schemaOf` writes it back; keywords the form does not
 * edit (description, minimum, pattern, …) are carried through untouched, so editing in the form
 * never loses what was written in the JSON.
 */
export type DraftType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array';
export const DRAFT_TYPES: readonly DraftType[] = ['string', 'number', 'integer', 'boolean', 'object', 'array'];
export const STRING_FORMATS = ['', 'date', 'date-time', 'email', 'uri'] as const;

export interface PropertyDraft {
  key: string;
  title: string;
  type: DraftType;
  nullable: boolean;
  format: string;
  /** Allowed values, for strings and numbers; empty for any. */
  choices: string[];
  required: boolean;
  /** Properties of an object, or of an array's object item. */
  children: PropertyDraft[];
  /** The item type of an array. */
  itemType: Exclude<DraftType, 'array'>;
  /** Keywords the form does not edit, kept as they were. */
  rest: Record<string, unknown>;
}

type Schema = Record<string, unknown>;
const EDITED = new Set(['type', 'title', 'format', 'enum', 'properties', 'required', 'items']);

export function emptyProperty(key: string): PropertyDraft {
  return { key, title: '', type: 'string', nullable: true, format: '', choices: [], required: false, children: [], itemType: 'object', rest: {} };
}

/** The root object's properties as drafts; the root's own other keywords are kept by `rootRest`. */
export function draftOf(schema: Schema): PropertyDraft[] {
  return propertiesOf(schema);
}

export function rootRest(schema: Schema): Schema {
  return Object.fromEntries(Object.entries(schema).filter(([k]) => !EDITED.has(k) || k === 'title'));
}

function propertiesOf(schema: Schema): PropertyDraft[] {
  const props = isObject(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required : [];
  return Object.entries(props).filter(([, s]) => isObject(s)).map(([key, s]) => propertyOf(key, s as Schema, required.includes(key)));
}

function propertyOf(key: string, s: Schema, required: boolean): PropertyDraft {
  const { type, nullable } = typeOf(s);
  const items = isObject(s.items) ? s.items : {};
  const itemType = typeOf(items).type;
  const choices = Array.isArray(s.enum) ? s.enum.filter((v) => v !== null).map(String) : [];
  return {
    key, title: typeof s.title === 'string' ? s.title : '', type, nullable, format: typeof s.format === 'string' ? s.format : '', choices, required,
    children: type === 'object' ? propertiesOf(s) : type === 'array' && itemType === 'object' ? propertiesOf(items) : [],
    itemType: itemType === 'array' ? 'string' : itemType,
    rest: Object.fromEntries(Object.entries(s).filter(([k]) => !EDITED.has(k))),
  };
}

function typeOf(s: Schema): { type: DraftType; nullable: boolean } {
  const t = s.type;
  const list = Array.isArray(t) ? t : t === undefined ? [] : [t];
  const named = list.find((x) => x !== 'null');
  const type = (DRAFT_TYPES as readonly unknown[]).includes(named) ? (named as DraftType) : isObject(s.properties) ? 'object' : s.items !== undefined ? 'array' : 'string';
  return { type, nullable: list.includes('null') };
}

/** The drafts back as a schema object (root `type: object`), keys in the drafts' order. */
export function schemaOf(drafts: PropertyDraft[], rest: Schema = {}): Schema {
  return { ...rest, ...objectOf(drafts) };
}

function objectOf(drafts: PropertyDraft[]): Schema {
  const properties: Schema = {};
  for (const d of drafts) if (d.key.trim()) properties[d.key.trim()] = propertySchema(d);
  const required = drafts.filter((d) => d.required && d.key.trim()).map((d) => d.key.trim());
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

function propertySchema(d: PropertyDraft): Schema {
  const out: Schema = { ...d.rest };
  if (d.type === 'object') Object.assign(out, objectOf(d.children));
  else out.type = d.nullable ? [d.type, 'null'] : d.type;
  if (d.title.trim()) out.title = d.title.trim();
  if (d.type === 'string' && d.format) out.format = d.format;
  if ((d.type === 'string' || d.type === 'number' || d.type === 'integer') && d.choices.length) {
    out.enum = [...d.choices.map((c) => (d.type === 'string' ? c : Number(c))), ...(d.nullable ? [null] : [])];
  }
  if (d.type === 'array') out.items = d.itemType === 'object' ? objectOf(d.children) : { type: d.itemType };
  return out;
}

/** Keys that collide or are empty, in order: the form says so instead of sending a schema that loses a field. */
export function keyProblems(drafts: PropertyDraft[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const d of drafts) {
    const k = d.key.trim();
    if (!k) out.push('(empty)');
    else if (seen.has(k)) out.push(k);
    seen.add(k);
    if (d.type === 'object' || (d.type === 'array' && d.itemType === 'object')) out.push(...keyProblems(d.children).map((p) => `${k}.${p}`));
  }
  return out;
}

function isObject(v: unknown): v is Schema {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
