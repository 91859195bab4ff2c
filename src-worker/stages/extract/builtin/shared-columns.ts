import { conceptById } from '../../../lib/fields/concepts';
import type { LeafMatch } from '../../../lib/fields/match-schema';
import { CJK, fieldOf } from '../../../lib/fields/match-schema';
import { typedValue } from './values';
import type { Found } from './values';
import type { ViewCell } from '../../../lib/reading/text-view';
import { nearlyWordAt } from './item-header';
import { WITHOUT_WORDS } from '../../../lib/vocabulary/fields';
import { LEADING_ORDINAL, NUMBERING } from './ordinals';

/** The exclusion words as they stand in a header with its spaces taken out. */
const WITHOUT = WITHOUT_WORDS.map((w) => w.replace(/[\s_]+/g, '').toLowerCase());

/**
 * Columns that a page's words did not separate: OCR set "Prijs", "BTW" and "Hoeveelheid" so close
 * that one column holds "49,99 21% 1 PCS" under "Prijs _BTWHoeveelheid". A figure field left without
 * a column whose label stands in another figure field's header shares that column, and its cells are
 * split into as many values as the header names fields, in the header's order.
 */
export interface SharedColumn {
  /** The field the column was assigned to. */
  owner: LeafMatch;
  /** Owner and sharers in the header's order. */
  fields: LeafMatch[];
  /** Figures split at their figures; an article code opening a name split off it (after the row's ordinal). */
  kind: 'figures' | 'codeAndName' | 'ordinalCodeAndName';
}

export function sharedColumns(fields: LeafMatch[], headers: readonly string[], columns: ReadonlyMap<string, number>, labels: ReadonlyMap<string, string[]>,
  columnTexts: (col: number) => string[]): SharedColumn[] {
  const out: SharedColumn[] = [];
  for (const [path, col] of columns) {
    const owner = fields.find((f) => f.leaf.path === path);
    // Figures share a column with figures, or with an article code set before them ("Art.-Nr. Menge" over "14235 1").
    // A unit shares its column with the quantity as well ("Menge Einheit" over "3 Paar").
    if (!owner || !(isFigureField(owner) || owner.concept === 'items[].article' || owner.concept === 'items[].unit')) continue;
    const header = (headers[col] ?? '').replace(/[\s_]+/g, '');
    // A label after a word that excludes it names what the column is without ("Сумма без НДС").
    const excluded = (i: number): boolean => WITHOUT.some((w) => header.slice(0, i).toLowerCase().endsWith(w));
    // A label's place in the header, or where a header word is that label with one letter misread.
    const spaced = headers[col] ?? '';
    // A label of several words is found with its spaces taken out, as the header's are ("PU HT Total HT").
    const placeOf = (l: string): number => { const i = header.indexOf(l.replace(/\s+/g, '')); return i >= 0 || l.includes(' ') ? i : nearlyWordAt(spaced, l); };
    // (Chinese labels are words of two characters: "数量" in "数量计量单位".)
    const at = (f: LeafMatch): number => Math.min(...(labels.get(f.leaf.path) ?? []).filter((l) => l.replace(/\s+/g, '').length >= 4 || (!l.includes(' ') && (l.length >= 3 || (l.length >= 2 && CJK.test(l)))))
      .map(placeOf).filter((i) => i >= 0 && !excluded(i)), Infinity);
    const sharers = fields.filter((f) => isFigureField(f) && !columns.has(f.leaf.path) && Number.isFinite(at(f)));
    if (sharers.length === 0 || !Number.isFinite(at(owner))) continue;
    const ordered = [owner, ...sharers].map((f) => ({ f, at: at(f) })).sort((a, b) => a.at - b.at);
    // Two fields named at one place of the header (one label inside another) cannot be told apart.
    if (new Set(ordered.map((o) => o.at)).size !== ordered.length) continue;
    out.push({ owner, fields: ordered.map((o) => o.f), kind: 'figures' });
  }
  const code = codeAndName(fields, headers, columns, labels, columnTexts);
  return code ? [...out, code] : out;
}

/**
 * A name column whose header is two labels ("Artikel Omschrijving": OCR did not separate an
 * article column from the description beside it) and whose every filled cell opens with an article
 * code gives the codes to the article field, when that field has no column of its own. A single
 * column headed "Item Description" whose names open with "1.5L" or "2024" keeps them.
 */
function codeAndName(fields: LeafMatch[], headers: readonly string[], columns: ReadonlyMap<string, number>, labels: ReadonlyMap<string, string[]>,
  columnTexts: (col: number) => string[]): SharedColumn | null {
  const name = fieldOf(fields, 'items[].name');
  const article = fieldOf(fields, 'items[].article');
  const col = name && columns.get(name.leaf.path);
  if (!name || !article || col === undefined || columns.has(article.leaf.path)) return null;
  // A numbering word before them ("N° Réf. Description", "Nr. Art.-Nr. Bezeichnung"): each cell opens
  // with its row's ordinal, then the code.
  const all = (headers[col] ?? '').split(' ');
  const numbered = all.length > 2 && NUMBERING.test(all[0] as string);
  const words = numbered ? all.slice(1) : all;
  if (words.length < 2) return null;
  // (An abbreviation's closing dot may be printed or not: "Art.-Nr." is "art.-nr".)
  const isLabel = (f: LeafMatch, text: string): boolean => [text, text.replace(/\.$/, '')].some((t) => (labels.get(f.leaf.path) ?? []).includes(t));
  // The two labels may follow the words of header rows above them ("Klant Order … Artikel Omschrijving").
  const pair = words.some((first, i) => {
    const rest = words.slice(i + 1);
    return rest.length > 0 && (isLabel(article, first) || isLabel(name, first)) && (isLabel(name, rest.join(' ')) || rest.some((w) => isLabel(name, w)));
  });
  if (!pair) return null;
  const kind = numbered ? 'ordinalCodeAndName' : 'codeAndName';
  const filled = columnTexts(col).map((t) => t.trim()).filter((t) => t !== '');
  if (filled.length === 0 || !filled.every((t) => codeOpening(t, kind) !== null)) return null;
  return { owner: name, fields: [article, name], kind };
}

/**
 * An article code: a capital letter, then capitals and digits (a digit at least), four characters or
 * more ("E103184", "DHC-2122"); or four figures or more, under a header that names the code's column.
 */
const CODE = /^(?:(?=\S*\d)\p{Lu}[\p{Lu}\d\-./]{3,}|\d{4,})$/u;

/**
 * A cell's opening code and the name after it, or null. After an ordinal ("1 ART-7304 Câble …") the
 * ordinal stays with the name, for the numbering to take as the row's number.
 */
function codeOpening(text: string, kind: 'codeAndName' | 'ordinalCodeAndName'): [string, string] | null {
  const cell = text.trim();
  const lead = kind === 'ordinalCodeAndName' ? LEADING_ORDINAL.exec(cell)?.[0] : '';
  if (lead === undefined) return null;
  const m = /^(\S+)\s+(\S.*)$/su.exec(cell.slice(lead.length));
  return m && CODE.test(m[1] as string) ? [m[1] as string, `${lead}${m[2] as string}`] : null;
}

/**
 * A shared cell's values, one per field of the group, or null: a word without a figure stays with
 * the value before it ("1 PCS"), and every part must read as its field's value (a rate with its
 * percent sign), so a currency sign or a thousands space that splits one value in two fails.
 */
export function splitShared(text: string, group: SharedColumn): string[] | null {
  if (group.kind !== 'figures') return codeOpening(text, group.kind);
  const tokens = text.trim().split(/\s+/);
  const parts = partsOf(tokens, group);
  // A group of thousands is no value of its own: "10 821,86 EUR" is one amount, not 10 and 821,86.
  // Where the split by words fails, the thousands joined may give as many values as fields
  // ("4,00 2 112,00 EUR" under "Qté Total HT": 4,00 and 2 112,00); where both readings would fit, neither is taken.
  if (parts?.some((p, i) => /^[-+]?\d{1,3}$/.test(p) && /^\d{3}(?:[.,]\d+)?(?:\s|$)/.test(parts[i + 1] ?? ''))) return null;
  const chosen = parts ?? partsOf(joinThousands(tokens), group);
  if (!chosen) return null;
  const fits = group.fields.every((f, i) => {
    const part = chosen[i] as string;
    if (conceptById(f.concept ?? '')?.kind === 'percent' && !part.includes('%')) return false;
    return typedValue(f.leaf, part, f.concept) !== null;
  });
  return fits ? chosen : null;
}

/** Words of a shared cell grouped into as many parts as the group has fields, or null. */
function partsOf(tokens: readonly string[], group: SharedColumn): string[] | null {
  const parts: string[] = [];
  for (const token of tokens) {
    // A word after a figure opens the next part where that part is a word's (the unit after a quantity).
    const next = group.fields[parts.length];
    const wordPart = next !== undefined && !isFigureField(next) && /\d$/.test(parts[parts.length - 1] ?? '');
    if (/\d/.test(token) || parts.length === 0 || wordPart) parts.push(token);
    else parts[parts.length - 1] += ` ${token}`;
  }
  return parts.length === group.fields.length ? parts : null;
}

/** Words with a figure of one to three digits joined to the groups of three that follow it ("2", "112,00" → "2 112,00"). */
function joinThousands(tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (const t of tokens) {
    const last = out[out.length - 1];
    if (last !== undefined && /^[-+]?\d{1,3}(?: \d{3})*$/.test(last) && /^\d{3}(?:[.,]\d+)?$/.test(t)) out[out.length - 1] = `${last} ${t}`;
    else out.push(t);
  }
  return out;
}

function isFigureField(f: LeafMatch): boolean {
  const kind = f.concept ? conceptById(f.concept)?.kind : null;
  return kind === 'number' || kind === 'amount' || kind === 'percent';
}

/**
 * A quantity set flush against its unit in the unit's column ("3 Kan." under "ME", the quantity's
 * own cell empty in that row): the figure is the quantity, the word the unit. A schema with no unit
 * field still gets the quantity: the unit's column is then the one right of the quantity's, where no
 * other field reads ("Quantity | Unit" over "   | 3 pair").
 */
export function quantityInUnitCell(fields: LeafMatch[], values: Map<string, Found>, columnOf: (path: string) => ViewCell | undefined, page: number,
  beside: (cell: ViewCell) => ViewCell | undefined = () => undefined): void {
  const quantity = fieldOf(fields, 'items[].quantity');
  const unit = fieldOf(fields, 'items[].unit');
  if (!quantity || values.has(quantity.leaf.path)) return;
  const own = columnOf(quantity.leaf.path);
  if (own && own.text.trim() !== '') return;
  const next = !unit && own ? beside(own) : undefined;
  const cell = unit ? columnOf(unit.leaf.path) : next && !fields.some((f) => columnOf(f.leaf.path) === next) ? next : undefined;
  if (!cell) return;
  const m = /^(\d[\d\s.,]*?)\s*(\p{L}[\p{L}.²³/]*)$/u.exec(cell.text.trim());
  const q = m ? typedValue(quantity.leaf, m[1] as string, quantity.concept) : null;
  const u = m && unit ? typedValue(unit.leaf, m[2] as string, unit.concept) : null;
  if (q === null || (unit && u === null)) return;
  values.set(quantity.leaf.path, { value: q, page, box: cell.box, level: 'table' });
  if (unit && u !== null) values.set(unit.leaf.path, { value: u, page, box: cell.box, level: 'table' });
}
