/**
 * The operator's own schemas, kept in this app's storage (settings, never documents): a name and the
 * schema text, newest first. A name saved again replaces the older one.
 */
export interface SavedSchema {
  name: string;
  schema: string;
  savedAt: string;
}

export const SAVED_SCHEMAS_KEY = 'docintel.schemas';
/** Enough for any operator's set; an oldest one beyond it is dropped rather than filling the storage. */
export const MAX_SAVED = 100;

export function loadSaved(storage: Pick<Storage, 'getItem'>): SavedSchema[] {
  try {
    const list = JSON.parse(storage.getItem(SAVED_SCHEMAS_KEY) ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter((s): s is SavedSchema => typeof s?.name === 'string' && typeof s?.schema === 'string') : [];
  } catch {
    return [];
  }
}

export function saveSchema(storage: Pick<Storage, 'getItem' | 'setItem'>, name: string, schema: string, now: Date): SavedSchema[] {
  const clean = name.trim();
  const next = [{ name: clean, schema, savedAt: now.toISOString() }, ...loadSaved(storage).filter((s) => s.name !== clean)].slice(0, MAX_SAVED);
  storage.setItem(SAVED_SCHEMAS_KEY, JSON.stringify(next));
  return next;
}

export function deleteSaved(storage: Pick<Storage, 'getItem' | 'setItem'>, name: string): SavedSchema[] {
  const next = loadSaved(storage).filter((s) => s.name !== name);
  storage.setItem(SAVED_SCHEMAS_KEY, JSON.stringify(next));
  return next;
}
