import { AppError } from '../../../src-shared/contract/app-error';
import type { JsonObject } from '../../../src-shared/contract/envelope';
import { normalise } from '../../lib/fields/match-schema';
import { leaves, readSchema, splitName } from '../../lib/fields/schema';
import type { SchemaLeaf } from '../../lib/fields/schema';

/**
 * Which result field the registry's key column is compared with (SPEC rule 9): `values_from` when
 * given (`items[].article`), else the schema leaf whose name or title matches the column name.
 * Decided from the schema alone, before any document is read.
 */
export function matchField(schema: JsonObject, keyColumn: string, valuesFrom: string | null): string {
  const all = leaves(readSchema(schema));
  const paths = all.map((l) => l.path);
  if (valuesFrom) {
    const wanted = valuesFrom.replace(/\[\d*\]/g, '[]');
    if (paths.includes(wanted)) return wanted;
    throw new AppError('MATCH_FIELD_NOT_FOUND', `'${valuesFrom}' is not a field of output_schema`, { values_from: valuesFrom, similar: similar(all, valuesFrom) });
  }
  const column = normalise(splitName(keyColumn));
  const fits = all.filter((l) => {
    const name = normalise(splitName(l.key));
    const title = normalise(l.words.split('|')[1] ?? '');
    return name === column || title === column;
  });
  if (fits.length === 1) return (fits[0] as SchemaLeaf).path;
  if (fits.length > 1) {
    throw new AppError('MATCH_FIELD_AMBIGUOUS', `several fields fit column '${keyColumn}'; send match.values_from`, { key_column: keyColumn, candidates: fits.map((l) => l.path) });
  }
  throw new AppError('MATCH_FIELD_NOT_FOUND', `no field of output_schema fits column '${keyColumn}'`, { key_column: keyColumn, similar: similar(all, keyColumn) });
}

/** Hints only: fields whose names share a word with the column. */
function similar(all: SchemaLeaf[], name: string): string[] {
  const words = new Set(normalise(splitName(name)).split(' ').filter((w) => w.length > 2));
  return all.filter((l) => normalise(l.words).split(' ').some((w) => words.has(w))).map((l) => l.path).slice(0, 5);
}
