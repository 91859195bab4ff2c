import type { Box } from '../../../src-shared/document/geometry';
import { boxUnion } from '../../../src-shared/document/geometry';
import type { Page } from '../../../src-shared/document/model';
import { cyrillicTwin } from '../ocr/homoglyphs';
import { parseNumber } from '../scanners';
import { STAMP_FIELDS, STAMP_LETTERS, STAMP_OTHER_LABELS, STAMP_ROLES } from '../vocabulary/ladder';
import { pagePhrases } from './phrases';
import type { Phrase } from './phrases';

/**
 * The title block (основная надпись) of an ESKD drawing or document, ГОСТ 2.104: read from the
 * geometry of the page's phrases, not from the text order, since a block's cells print in whatever
 * order the CAD program wrote them. A block is believed where, in the lower half of the page, at
 * least three of its labels stand (two roles, or a role and two data cells, …): one `Масса` in a
 * sentence is not a drawing. Each value is looked for where the form puts it — a surname right of
 * its role, `Лит.`/`Масса`/`Масштаб` values under their heads, `Лист`/`Листов` beside theirs — and
 * else in the other places, so other forms and CAD layouts read too.
 */
export type StampValue = {
  designation: string | null;
  /** The document code after the designation (`СБ`, `ВО`, `Э3`); null for a part drawing. */
  document_code: string | null;
  name: string | null;
  roles: { role: string; label: string; name: string }[];
  letter: string | null;
  mass: { value: number; unit: 'kg' } | null;
  scale: { text: string; ratio: [number, number] } | null;
  sheet: number | null;
  sheets: number | null;
  /** Parts of the block that were looked for and not found. */
  missing: string[];
};

export interface StampHit {
  box: Box;
  text: string;
  value: StampValue;
}

interface Label { kind: 'role' | 'field' | 'other'; key: string; printed: string; rest: string; phrase: Phrase }

/** A label written with any dots and spaces between its letters (`Т.контр.`, `Т. контр`, `Н.Контр`). */
function labelPattern(word: string): RegExp {
  const letters = [...word].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[.\\s]*');
  return new RegExp(`^(${letters})(?![\\p{L}])(\\.?)[:]?\\s*(.*)$`, 'iu');
}

const LABELS: { kind: Label['kind']; key: string; re: RegExp }[] = [
  ...STAMP_ROLES.flatMap((r) => r.labels.map((l) => ({ kind: 'role' as const, key: r.role, re: labelPattern(l), len: l.length }))),
  ...STAMP_FIELDS.flatMap((f) => f.labels.map((l) => ({ kind: 'field' as const, key: f.field, re: labelPattern(l), len: l.length }))),
  ...STAMP_OTHER_LABELS.map((l) => ({ kind: 'other' as const, key: l, re: labelPattern(l), len: l.length })),
].sort((a, b) => b.len - a.len);

/** The longest value written in a label's own cell (`Иванов-Петров И.И.`). */
const MAX_REST_CHARS = 24;

/**
 * The labels are printed small, and OCR reads small Cyrillic as its Latin look-alikes (`Macca` for
 * `Масса`): a phrase is also compared with its Latin letters turned to their Cyrillic twins (1:1, so
 * the value after the label keeps its offsets and is taken from the phrase as printed).
 */
function asLabel(p: Phrase): Label | null {
  const folded = [...p.text].map(cyrillicTwin).join('');
  return labelIn(p, p.text) ?? (folded !== p.text ? labelIn(p, folded) : null);
}

function labelIn(p: Phrase, text: string): Label | null {
  for (const l of LABELS) {
    const m = l.re.exec(text);
    // A cell holds its label and at most a short value (`Разраб. Иванов И.И.`, `Лист 2`): a sentence that starts with `Масса` is no cell.
    const rest = p.text.slice(text.length - (m?.[3] ?? '').length).trim();
    if (m && rest.length <= MAX_REST_CHARS && rest.split(/\s+/).length <= 3) return { kind: l.kind, key: l.key, printed: p.text.slice(0, `${m[1] ?? ''}${m[2] ?? ''}`.length).trim(), rest, phrase: p };
  }
  return null;
}

/** ГОСТ 2.201 designation `АБВГ.123456.001-01 СБ`; OCR puts spaces after the dots (`АБВГ. 123456. 001`), which are dropped. */
const DESIGNATION = /(?<![\p{L}\d])([А-ЯA-Z]{4}\. ?\d{6}\. ?\d{3}(?:-\d{2,3})?)(?:\s?([А-ЯA-Z]{1,3}\d?))?(?![\p{L}\d])/u;

/** A letter as OCR may read it: Latin twins of its Cyrillic capitals, `l`/`I` for the digit 1 (`Ol` is `О1`). */
function letterOf(t: string): string | null {
  const s = t.replace(/^[O0]/, 'О').replace(/^T/, 'Т').replace(/^A/, 'А').replace(/[lI|]$/, '1');
  return STAMP_LETTERS.test(s) ? s : null;
}
const SURNAME = /^\p{Lu}[\p{Ll}'’-]+(?:[-\s]\p{Lu}[\p{Ll}]+)?(?:\s+\p{Lu}\.\s?(?:\p{Lu}\.)?)?$/u;
const DATE = /^\d{1,2}[./]\d{1,2}(?:[./]\d{2,4})?$/;

type Finder = (text: string) => unknown;
const FIELD_VALUE: Record<string, { order: ('inline' | 'right' | 'below')[]; read: Finder }> = {
  letter: { order: ['below', 'inline', 'right'], read: letterOf },
  mass: { order: ['below', 'inline', 'right'], read: (t) => {
    const m = /^(\d[\d\s]*(?:[.,]\d+)?)\s*(?:кг|kg)?$/u.exec(t);
    const v = m ? parseNumber(m[1] ?? '') : null;
    return v === null ? null : { value: v, unit: 'kg' };
  } },
  scale: { order: ['below', 'inline', 'right'], read: (t) => {
    const m = /^(\d+(?:[.,]\d+)?)\s*:\s*(\d+(?:[.,]\d+)?)$/u.exec(t);
    if (!m) return null;
    const [a, b] = [Number((m[1] ?? '').replace(',', '.')), Number((m[2] ?? '').replace(',', '.'))];
    return a > 0 && b > 0 ? { text: `${m[1]}:${m[2]}`, ratio: [a, b] } : null;
  } },
  sheet: { order: ['inline', 'right', 'below'], read: (t) => (/^\d{1,4}$/.test(t) ? Number(t) : null) },
  sheets: { order: ['inline', 'right', 'below'], read: (t) => (/^\d{1,4}$/.test(t) ? Number(t) : null) },
};

const midY = (b: Box): number => (b[1] + b[3]) / 2;
const sameRow = (a: Box, b: Box): boolean => Math.abs(midY(a) - midY(b)) <= Math.max(a[3] - a[1], b[3] - b[1]) * 0.6;
/** How far right of a label its value may stand, in font sizes (a title block's cells are 10–25 mm wide). */
const RIGHT_REACH_EM = 14;
/** How far under a head its value may stand, in font sizes (one or two rows of 5 mm). */
const BELOW_REACH_EM = 4;

function rightOf(l: Label, phrases: Phrase[]): Phrase[] {
  const b = l.phrase.box;
  const reach = RIGHT_REACH_EM * l.phrase.fontSize;
  return phrases.filter((p) => p !== l.phrase && p.box[0] >= b[2] - 1 && p.box[0] - b[2] <= reach && sameRow(b, p.box)).sort((x, y) => x.box[0] - y.box[0]);
}

function below(l: Label, phrases: Phrase[]): Phrase[] {
  const b = l.phrase.box;
  const reach = BELOW_REACH_EM * l.phrase.fontSize;
  const centre = (x: Box): number => (x[0] + x[2]) / 2;
  return phrases.filter((p) => p !== l.phrase && p.box[1] >= b[3] - 1 && p.box[1] - b[3] <= reach
    && centre(p.box) >= b[0] - l.phrase.fontSize * 2 && centre(p.box) <= b[2] + l.phrase.fontSize * 2).sort((x, y) => x.box[1] - y.box[1]);
}

export function readStamp(page: Page): StampHit | null {
  if (page.heightPt === null || page.lines.length === 0) return null;
  const phrases = pagePhrases(page);
  const half = page.heightPt / 2;
  const labels = phrases.map(asLabel).filter((l): l is Label => l !== null && l.phrase.box[1] >= half);
  const roleLabels = labels.filter((l) => l.kind === 'role');
  const fieldLabels = labels.filter((l) => l.kind === 'field');
  const kinds = new Set([...roleLabels, ...fieldLabels].map((l) => l.key));
  if (kinds.size < 3 || (roleLabels.length === 0 && fieldLabels.length < 4)) return null;
  const labelPhrases = new Set(labels.map((l) => l.phrase));
  const free = phrases.filter((p) => !labelPhrases.has(p) && p.box[1] >= half);
  const used: Phrase[] = labels.filter((l) => l.kind !== 'other').map((l) => l.phrase);
  const value: StampValue = { designation: null, document_code: null, name: null, roles: [], letter: null, mass: null, scale: null, sheet: null, sheets: null, missing: [] };

  for (const l of roleLabels) {
    if (value.roles.some((r) => r.role === l.key)) continue;
    let name: string | null = SURNAME.test(l.rest) ? l.rest : null;
    if (!name) {
      const p = rightOf(l, free).find((x) => SURNAME.test(x.text));
      if (p) {
        name = p.text;
        used.push(p);
      }
    }
    if (name) value.roles.push({ role: l.key, label: l.printed, name });
  }

  const fields = value as unknown as Record<string, unknown>;
  const valueCells = new Map<string, Phrase>();
  for (const [field, how] of Object.entries(FIELD_VALUE)) {
    const heads = fieldLabels.filter((l) => l.key === field);
    found: for (const where of how.order) {
      for (const l of heads) {
        const candidates = where === 'inline' ? [l.rest] : (where === 'right' ? rightOf(l, free) : below(l, free)).map((p) => p.text);
        for (const [i, text] of candidates.entries()) {
          const v = how.read(text);
          if (v === null) continue;
          fields[field] = v;
          const cell = where === 'inline' ? l.phrase : (where === 'right' ? rightOf(l, free) : below(l, free))[i] as Phrase;
          if (where !== 'inline') used.push(cell);
          valueCells.set(field, cell);
          break found;
        }
        // Only the nearest cell counts beside or under a head: a value two cells away belongs to another head.
      }
    }
  }

  // A scale (`1:2`) is unmistakable in the values row even when OCR lost its head (`Масштаб` is the longest, smallest-printed word of the row).
  const valuesRow = valueCells.get('mass') ?? valueCells.get('letter');
  if (value.scale === null && valuesRow) {
    const p = free.find((x) => !used.includes(x) && sameRow(x.box, valuesRow.box) && x.box[0] > valuesRow.box[0] && FIELD_VALUE.scale?.read(x.text) !== null);
    if (p) {
      value.scale = FIELD_VALUE.scale?.read(p.text) as StampValue['scale'];
      used.push(p);
    }
  }

  const designations = free.map((p) => ({ p, m: DESIGNATION.exec(p.text) })).filter((d) => d.m !== null).sort((a, b) => b.p.fontSize - a.p.fontSize);
  const top = designations[0];
  if (top?.m) {
    value.designation = top.m[1]?.replace(/ /g, '') ?? null;
    value.document_code = top.m[2] ?? null;
    used.push(top.p);
    value.name = nameUnder(top.p, free, used, labels);
  }
  // Labels with nothing read beside them are a blank form, or no form at all.
  if (value.roles.length === 0 && value.designation === null && Object.keys(FIELD_VALUE).every((k) => fields[k] === null)) return null;
  value.missing = ['designation', 'name', 'letter', 'mass', 'scale', 'sheet', 'sheets'].filter((k) => fields[k] === null);
  for (const r of STAMP_ROLES) if (!value.roles.some((x) => x.role === r.role) && ['developer', 'checker', 'approver'].includes(r.role)) value.missing.push(r.role);
  const ordered = [...new Set(used)].sort((a, b) => a.box[1] - b.box[1] || a.box[0] - b.box[0]);
  const box = ordered.map((p) => p.box).reduce((a, b) => boxUnion(a, b));
  return { box, text: ordered.map((p) => p.text).join('\n'), value };
}

/**
 * The product's name: the cell under the designation, left of the data heads (`Лит.`, `Масса`) and
 * right of the roles' surnames. Its lines are joined top to bottom.
 */
function nameUnder(designation: Phrase, free: Phrase[], used: Phrase[], labels: Label[]): string | null {
  const d = designation.box;
  const heads = labels.filter((l) => l.kind === 'field' && ['letter', 'mass', 'scale'].includes(l.key));
  const rightLimit = heads.length ? Math.min(...heads.map((l) => l.phrase.box[0])) : d[2];
  const roleSide = labels.filter((l) => l.kind === 'role').map((l) => l.phrase.box[2]);
  const leftLimit = Math.max(0, ...roleSide, ...used.filter((p) => SURNAME.test(p.text) && p.box[0] < d[0]).map((p) => p.box[2]));
  const parts = free.filter((p) => !used.includes(p) && p.box[1] >= d[3] - 1 && p.box[0] >= leftLimit && p.box[2] <= rightLimit + 1
    && !DATE.test(p.text) && !/^\d+$/.test(p.text) && p.box[1] - d[3] <= 6 * designation.fontSize)
    .sort((a, b) => a.box[1] - b.box[1] || a.box[0] - b.box[0]);
  if (parts.length === 0) return null;
  used.push(...parts);
  return parts.map((p) => p.text).join(' ');
}
