import type { JsonValue } from '../../../src-shared/contract/envelope';
import type { Found } from './builtin/values';
import type { Findings } from './result';

/**
 * A model's answer carries values, not places: locating each value afterwards by searching the
 * text finds the first line that mentions it (a total's amount in an item row, a name in the
 * letterhead instead of the buyer's block). Where the model's value agrees with what the built-in
 * finders read for the same field, the finder's page and box are the better evidence of where it
 * stands, and the field keeps them; the rung stays the model's. Rows of an array agree row by row.
 */
export function keepBuiltinPlaces(fromModel: Findings, builtin: Findings): void {
  keepIn(fromModel.values, builtin.values);
  for (const [path, rows] of fromModel.items) {
    const theirs = builtin.items.get(path) ?? [];
    rows.forEach((row, i) => { const own = theirs[i]; if (own) keepIn(row.values, own.values); });
  }
}

function keepIn(target: Map<string, Found>, builtin: ReadonlyMap<string, Found>): void {
  for (const [path, found] of target) {
    const theirs = builtin.get(path);
    if (!theirs?.box || theirs.page === null || !sameValue(found.value, theirs.value)) continue;
    target.set(path, { ...found, page: theirs.page, box: theirs.box });
  }
}

/** The same value as a reader would see it: numbers to the cent, text without case and spacing. */
export function sameValue(a: JsonValue, b: JsonValue): boolean {
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) < 0.005;
  if (typeof a === 'string' && typeof b === 'string') return squash(a) === squash(b);
  return a === b;
}

function squash(s: string): string {
  return s.toLowerCase().replace(/[\s\u00a0«»"“”'.,]+/g, '');
}
