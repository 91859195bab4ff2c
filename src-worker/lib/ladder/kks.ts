import type { GrammarHit } from './types';

/**
 * KKS / RDS-PP power-plant identification codes (VGB B 105/106, IEC 81346): breakdown level 0 the
 * plant (`1`, `=G1`), level 1 the system (3 letters + 2 digits, `LAB10`), level 2 the equipment
 * unit (2 letters + 3 digits, `AA001`), level 3 the component (`-M01`, `KA01`). Written with or
 * without spaces between levels: `1LAB10AA001`, `0 LAB10 AA001 -M01`.
 *
 * Why so strict: a system code alone (`LAB10`) has the shape of many article and model numbers, so
 * a hit needs levels 1 and 2 together, upper case, standing alone (no letter or digit glued on
 * either side). Cyrillic capitals that look like Latin ones (a code typed on a Russian keyboard, or
 * read so by OCR) are read as their Latin twins; the offsets stay the same since each maps 1:1.
 */
export type KksValue = {
  /** Level 0, or null when the code starts at the system. */
  plant: string | null;
  /** Level 1: `LAB10`, with its function letters and counting number apart. */
  system: string;
  system_function: string;
  system_number: string;
  /** Level 2: `AA001`. */
  equipment_unit: string;
  equipment_unit_function: string;
  equipment_unit_number: string;
  /** Level 3 without its `-` prefix: `M01`, `KA01`; null when absent. */
  component: string | null;
  /** The code written canonically: levels separated by one space, the component with `-`. */
  code: string;
};

const CYRILLIC_TWINS: Record<string, string> = { А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', Х: 'X', У: 'Y' };
const TWIN_CHARS = /[АВЕКМНОРСТХУ]/gu;

function latinTwins(text: string): string {
  return text.replace(TWIN_CHARS, (c) => CYRILLIC_TWINS[c] ?? c);
}

const SP = '[ \\u00a0]?';
const KKS = new RegExp(
  '(?<![\\p{L}\\d=+\\-/.])'
  + `(?:(?<plant>=[A-Z0-9]{1,4}|\\d{1,2})${SP})?`
  + `(?<sf>[A-Z]{3})(?<sn>\\d{2})${SP}`
  + `(?<uf>[A-Z]{2})(?<un>\\d{3})`
  + `(?:${SP}-?(?<comp>[A-Z]{1,2}\\d{2,3}))?`
  + '(?![\\p{L}\\d])',
  'gu',
);

export function scanKks(text: string): GrammarHit<KksValue>[] {
  const hits: GrammarHit<KksValue>[] = [];
  const latin = latinTwins(text);
  for (const m of latin.matchAll(KKS)) {
    const g = m.groups ?? {};
    const [sf, sn, uf, un] = [g.sf ?? '', g.sn ?? '', g.uf ?? '', g.un ?? ''];
    const raw = text.slice(m.index, m.index + m[0].length);
    // A code typed wholly in Cyrillic look-alikes needs at least one Latin letter or a digit-led
    // plant to be believed: `СТО 10 АА001`-like Russian abbreviations stay words.
    if (!/[A-Z]/.test(raw) && g.plant === undefined) continue;
    const plant = g.plant ? g.plant.replace(/^=/, '') : null;
    const component = g.comp ?? null;
    const code = [g.plant ?? null, `${sf}${sn}`, `${uf}${un}`, component ? `-${component}` : null].filter((p) => p !== null).join(' ');
    hits.push({
      start: m.index,
      end: m.index + m[0].length,
      text: raw,
      value: {
        plant, system: `${sf}${sn}`, system_function: sf, system_number: sn,
        equipment_unit: `${uf}${un}`, equipment_unit_function: uf, equipment_unit_number: un, component, code,
      },
    });
  }
  return hits;
}
