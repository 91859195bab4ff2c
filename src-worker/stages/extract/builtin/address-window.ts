import type { TextView, ViewLine } from '../../../lib/reading/text-view';
import type { Found } from './values';
import { readName } from './name-value';

/**
 * The addressee of a business letter with no "Bill to" label: the block in the address window —
 * a few short lines at the upper left of the first page, ending with a postcode and town
 * ("60325 Frankfurt am Main", "75018 PARIS", "3500 MJ Utrecht"). Its first line is the name; a line
 * that is itself a whole address with a postcode ("Alphabet, Lilienthalallee 26, 80786 München",
 * the sender's return line above the window) is not part of the block.
 */
const POSTCODE_TOWN = /^(?:[A-Z]{1,2}[- ])?\d{4,5}(?:\s?[A-Z]{2})?\s+\p{Lu}[\p{L}.'-]+/u;
const CARE_OF = /^(?:z\.?\s?hd\.?|attn\.?|c\/o|à l'attention|zu händen|z\.h\.)/iu;

export function addressWindowName(view: TextView): Found | null {
  const first = view.lines.filter((l) => l.page === 1).slice(0, 45);
  const bottom = Math.max(0, ...first.map((l) => l.box?.[3] ?? 0));
  const right = Math.max(0, ...first.map((l) => l.box?.[2] ?? 0));
  const left = (l: ViewLine): string => (l.text.split(/\s{2,}/)[0] ?? '').trim();
  for (let i = 0; i < first.length; i++) {
    const town = first[i] as ViewLine;
    if (!POSTCODE_TOWN.test(left(town))) continue;
    // The window sits in the upper part of the page, on the left.
    if (town.box && bottom && (town.box[1] > bottom * 0.5 || town.box[0] > right * 0.5)) continue;
    // The town line ends the address: one followed by more address ("1600 Amphitheatre Parkway" over
    // "Mountain View, CA 94043") is a street line.
    const after = first[i + 1] ? left(first[i + 1] as ViewLine) : '';
    const near = !town.box || !first[i + 1]?.box || ((first[i + 1]?.box?.[1] ?? 0) - town.box[3] < (town.box[3] - town.box[1]) * 1.8);
    if (near && (/\d/.test(after) || /,\s*\p{Lu}{2}\b/u.test(after))) continue;
    const block: ViewLine[] = [town];
    for (let j = i - 1; j >= 0 && block.length < 5; j--) {
      const line = first[j] as ViewLine;
      const above = block[0] as ViewLine;
      const text = left(line);
      if (!text || /\d{4,5}\s+\p{Lu}/u.test(text) && text.includes(',')) break;
      if (line.box && above.box && (Math.abs(line.box[0] - above.box[0]) > 20 || above.box[1] - line.box[3] > (above.box[3] - above.box[1]) * 1.8)) break;
      block.unshift(line);
    }
    if (block.length < 3) continue;
    // Captions of the window ("Firmenname:", "Kunde") are passed over; a label with a name after its colon gives the name.
    // The name is read from its line (a caption before a colon, quotes and spacing tidied), so the
    // line is kept beside the reading rather than searched for by the name's text afterwards.
    const named = block.filter((l) => !CARE_OF.test(left(l))).map((l) => ({ line: l, read: readName(left(l)) })).find((c) => c.read.kind === 'name');
    const name = named?.read.kind === 'name' ? named.read.name : null;
    if (!named || !name || POSTCODE_TOWN.test(name) || /\d/.test(name.slice(0, 3))) continue;
    return { value: name, page: named.line.page, box: named.line.box, level: 'layout' };
  }
  return null;
}
