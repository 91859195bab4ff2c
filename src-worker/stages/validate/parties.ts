import type { JsonObject, JsonValue } from '../../../src-shared/contract/envelope';
import { isPartyKey, isPartyListKey, partyField, roleOf, roleOfValue } from './keys';
import type { PartyField, Role } from './keys';
import { isObject, joinPath, text, walk } from './tree';

/**
 * The parties of a result, found by key names: party objects (`seller: {name, inn}`), elements
 * of party lists (`parties: [{role: 'Поставщик', inn}]`) and flat fields (`supplier_inn`,
 * `supplier_name` next to each other). Each keeps references to its fields so a check can blank one.
 */

export interface FieldRef {
  path: string;
  value: JsonValue;
  holder: JsonObject;
  slot: string;
}

export interface Party {
  role: Role;
  /** Path of the party object, or of the first flat field of the party. */
  path: string;
  /** Position in document order, to tell the first party from the second. */
  order: number;
  fields: Partial<Record<PartyField, FieldRef>>;
  /** The party object itself; null for flat fields. */
  object: JsonObject | null;
  /** Some field holds a value (a schema's all-null party is not in the document). */
  hasContent: boolean;
}

const ROLE_FIELD = /^(?:role|type|kind|роль|тип|вид|party_role|party_type)$/iu;

function fieldsOf(obj: JsonObject, path: string, depth = 0): { fields: Party['fields']; content: boolean } {
  const fields: Party['fields'] = {};
  let content = false;
  for (const [k, v] of Object.entries(obj)) {
    const p = joinPath(path, k);
    if (isObject(v)) {
      // One level of grouping (`requisites: {inn, kpp}`), never another party.
      if (depth === 0 && !isPartyKey(k)) {
        const inner = fieldsOf(v, p, 1);
        for (const [f, ref] of Object.entries(inner.fields) as [PartyField, FieldRef][]) fields[f] ??= ref;
        content ||= inner.content;
      }
      continue;
    }
    if (Array.isArray(v)) continue;
    if (text(v) !== null && !ROLE_FIELD.test(k)) content = true;
    const f = partyField(k);
    if (f) fields[f] ??= { path: p, value: v, holder: obj, slot: k };
  }
  return { fields, content };
}

export function collectParties(root: JsonObject): Party[] {
  const parties: Party[] = [];
  const partyObjects = new Set<JsonObject>();
  // Document order is the walk order of each party's path (flat parties are found out of order).
  const seq = new Map<string, number>();
  walk(root, (node) => { seq.set(node.path, seq.size); });
  const order = (path: string): number => seq.get(path) ?? 0;
  const addObject = (obj: JsonObject, path: string, role: Role): void => {
    const { fields, content } = fieldsOf(obj, path);
    if (Object.keys(fields).length === 0) return;
    partyObjects.add(obj);
    parties.push({ role, path, order: order(path), fields, object: obj, hasContent: content });
  };
  const flatIn = (obj: JsonObject, path: string): void => {
    const byRole = new Map<Role, Party>();
    for (const [k, v] of Object.entries(obj)) {
      if (isObject(v) || Array.isArray(v)) continue;
      const role = roleOf(k);
      if (!role) continue;
      // `supplier: "ООО …"` is the party's name; `supplier_inn` one of its fields.
      const f = partyField(k) ?? (typeof v === 'string' && isPartyKey(k) ? 'name' : null);
      if (!f) continue;
      let party = byRole.get(role);
      if (!party) {
        party = { role, path: joinPath(path, k), order: order(joinPath(path, k)), fields: {}, object: null, hasContent: false };
        byRole.set(role, party);
        parties.push(party);
      }
      party.fields[f] ??= { path: joinPath(path, k), value: v, holder: obj, slot: k };
      if (text(v) !== null) party.hasContent = true;
    }
  };
  flatIn(root, '');
  walk(root, (node) => {
    const v = node.value;
    if (!isObject(v)) return;
    if (typeof node.slot === 'string' && isPartyKey(node.key)) {
      addObject(v, node.path, roleOf(node.key) ?? 'other');
    } else if (typeof node.slot === 'number' && (isPartyKey(node.key) || isPartyListKey(node.key))) {
      const own = roleOf(node.key);
      const roleText = Object.entries(v).find(([k, x]) => ROLE_FIELD.test(k) && typeof x === 'string')?.[1];
      const fromValue = typeof roleText === 'string' ? roleOfValue(roleText) : null;
      addObject(v, node.path, own && own !== 'other' ? own : fromValue ?? 'other');
    }
    if (!partyObjects.has(v)) flatIn(v, node.path);
  });
  return parties.sort((a, b) => a.order - b.order);
}

/** The party's INN digits as given (`7701234567`, from `7701234567/770101001` too), or null. */
export function partyInn(p: Party): string | null {
  const ref = p.fields.inn ?? p.fields.inn_kpp ?? p.fields.tax_id;
  const s = ref ? text(ref.value) : null;
  if (s === null) return null;
  const first = s.replace(/^(?:ИНН|INN)\s*:?\s*/iu, '').split('/')[0] ?? '';
  const digits = first.replace(/[\s\u00a0]/g, '');
  return /^\d+$/.test(digits) ? digits : null;
}

/** Which side of a deal a role is on; shipper, consignee and carrier stand apart. */
export function sideOf(role: Role): 'seller' | 'buyer' | 'other' | null {
  if (role === 'seller' || role === 'buyer' || role === 'other') return role;
  return null;
}
