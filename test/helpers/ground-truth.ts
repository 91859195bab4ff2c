import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
/**
 * Checks whether the values of a ground-truth file appear in parsed text. Strings are looked for
 * case- and space-insensitively; numbers by value in any usual notation ("1 200,00", "1.200,00",
 * "1,200.00", "1200"); dates are not checked here (their notation differs by design).
 */
export interface Coverage {
  strings: { total: number; found: number; missing: string[] };
  numbers: { total: number; found: number; missing: string[] };
}

const squash = (s: string): string => s.normalize('NFKC').toLowerCase().replace(/[\s\u00a0]+/g, '').replace(/[«»"“”„'`’]/g, '');

export function leafValues(gt: unknown, key = ''): { key: string; value: string | number }[] {
  if (Array.isArray(gt)) return gt.flatMap((v) => leafValues(v, key));
  if (gt && typeof gt === 'object') {
    return Object.entries(gt as Record<string, unknown>)
      .filter(([k]) => !k.startsWith('_') && k !== 'upstream_expected' && k !== 'desc')
      .flatMap(([k, v]) => leafValues(v, k));
  }
  if (typeof gt === 'string' || typeof gt === 'number') return [{ key, value: gt }];
  return [];
}

/** Every number written in the text, read in each plausible notation. */
export function numbersIn(text: string): Set<number> {
  const out = new Set<number>();
  for (const m of text.matchAll(/-?\d[\d\s\u00a0.,']*\d|-?\d/g)) {
    const raw = m[0].replace(/[\s\u00a0']/g, '');
    for (const candidate of readings(raw)) if (Number.isFinite(candidate)) out.add(round(candidate));
  }
  return out;
}

function readings(raw: string): number[] {
  const values = [Number(raw.replace(/,/g, ''))];
  values.push(Number(raw.replace(/\./g, '').replace(',', '.')));
  if (/^\d+,\d+$/.test(raw)) values.push(Number(raw.replace(',', '.')));
  return values;
}

function round(n: number): number {
  return Math.round(n * 10000) / 10000;
}

const DATE = /^\d{4}-\d{2}-\d{2}$|^\d{2}\.\d{2}\.\d{4}$/;

export function coverage(gt: unknown, text: string): Coverage {
  const hay = squash(text);
  const numbers = numbersIn(text);
  const result: Coverage = { strings: { total: 0, found: 0, missing: [] }, numbers: { total: 0, found: 0, missing: [] } };
  for (const { value } of leafValues(gt)) {
    const s = String(value).trim();
    if (s === '' || DATE.test(s)) continue;
    const asNumber = typeof value === 'number' || /^-?\d+([.,]\d+)?$/.test(s) ? Number(s.replace(',', '.')) : NaN;
    if (Number.isFinite(asNumber) && !/^0\d/.test(s) && s.replace(/\D/g, '').length < 9) {
      result.numbers.total++;
      if (numbers.has(round(asNumber)) || hay.includes(squash(s))) result.numbers.found++;
      else result.numbers.missing.push(s);
    } else {
      result.strings.total++;
      if (hay.includes(squash(s))) result.strings.found++;
      else result.strings.missing.push(s);
    }
  }
  return result;
}

const DOC = /\.(pdf|docx?|xlsx?|csv|png|jpe?g|tiff?|webp|xml)$/i;

/** Every document of a corpus folder (ground-truth and schema files left out), recursively. */
export function corpusDocuments(dir: string, skipDirs: readonly string[] = ['xsd']): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return skipDirs.includes(e.name) ? [] : corpusDocuments(p, skipDirs);
    return DOC.test(e.name) && !/\.(embedded|gt)\.xml$|-(str|reg)\.xml$|_parse_.*\.xml$|_body\.xml$/.test(e.name) ? [p] : [];
  });
}

/** The ground truth next to a document (`X.pdf.gt.json`, `X.gt.json` or `X.json`), or null. */
export function groundTruthOf(path: string): unknown {
  const base = path.replace(DOC, '');
  const found = [`${path}.gt.json`, `${base}.gt.json`, `${base}.json`].find((p) => existsSync(p));
  return found ? (JSON.parse(readFileSync(found, 'utf8')) as unknown) : null;
}
