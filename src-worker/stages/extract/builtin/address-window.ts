import type { TextView, ViewLine } from '../../../lib/reading/text-view';
import { cellBox, cellsOf } from '../../../lib/reading/cells';
import type { LineCell } from '../../../lib/reading/cells';
import { PARTY_TUNING } from '../../../tuning/extract';
import type { Found } from './values';
import { readName } from './name-value';

/**
 * The addressee of a business letter with no "Bill to" label: the block in the address window —
 * a few short lines at the upper left of the first page, ending with the town and its postcode
 * ("60325 Frankfurt am Main", "75018 PARIS", "3500 MJ Utrecht", "New York, NY 10001", "Bristol BS1
 * 4DJ"). Its first line is the name. A line that is itself a whole address ("Alphabet, Lilienthalallee
 * 26, 80786 München", "Müller GmbH · Hauptstr. 5 · 10115 Berlin") is the sender's return line printed
 * over the window: not part of the block, and the sender's name is its first part.
 */
const POSTCODE_TOWN = /^(?:[A-Z]{1,2}[- ])?\d{4,5}(?:\s?[A-Z]{2})?\s+\p{Lu}[\p{L}.'-]+/u;
/**
 * The town before its postcode: the United States ("New York, NY 10001"), and the two-part postcodes
 * of Britain, Ireland and Canada ("Bristol BS1 4DJ", "Dublin D02 X285", "Ottawa K1A 0B1"): each part
 * has a digit, the first opens with a letter.
 */
const TOWN_POSTCODE = /^\p{Lu}[\p{L} .'-]+?,?\s+(?:[A-Z]{2}\s+\d{5}(?:-\d{4})?|[A-Z](?=[A-Z\d]{0,3}\d)[A-Z\d]{1,3}\s?(?=[A-Z\d]{0,3}\d)[A-Z\d]{3,4})$/u;
const CARE_OF = /^(?:z\.?\s?hd\.?|attn\.?|c\/o|à l'attention|zu händen|z\.h\.)/iu;
/** What parts of a one-line address are set apart by: a comma, a middle dot, a bullet, a bar, a spaced dash. */
const ADDRESS_PARTS = /\s*(?:[,·•|]|\s[-–]\s)\s*/u;

export interface AddressWindow {
  /** The block's lines, name first, town last. */
  lines: ViewLine[];
  name: Found;
  /** The sender's return line over the window, when there is one. */
  returnLine: ViewLine | null;
}

const leftCell = (l: ViewLine): string => (l.text.split(/\s{2,}/)[0] ?? '').trim();
const isTownLine = (text: string): boolean => POSTCODE_TOWN.test(text) || TOWN_POSTCODE.test(text);
/** A whole address on one line: parts set apart, one of them a town with its postcode. */
const isWholeAddress = (text: string): boolean => {
  const parts = text.split(ADDRESS_PARTS);
  // The town may itself hold a comma ("Austin, TX 78701"): two neighbouring parts are tried together as well.
  return parts.length >= 3 && parts.slice(1).some((p, i) => isTownLine(p) || isTownLine(`${p}, ${parts[i + 2] ?? ''}`.trim()));
};

/** One reading per view: the seller's finder and the buyer's both ask for the window. */
const windows = new WeakMap<TextView, AddressWindow | null>();

export function addressWindow(view: TextView): AddressWindow | null {
  if (!windows.has(view)) windows.set(view, findAddressWindow(view));
  return windows.get(view) ?? null;
}

function findAddressWindow(view: TextView): AddressWindow | null {
  const first = view.lines.filter((l) => l.page === 1).slice(0, 45);
  const bottom = Math.max(0, ...first.map((l) => l.box?.[3] ?? 0));
  const right = Math.max(0, ...first.map((l) => l.box?.[2] ?? 0));
  for (let i = 0; i < first.length; i++) {
    const town = first[i] as ViewLine;
    if (!isTownLine(leftCell(town))) continue;
    // The window sits in the upper part of the page, on the left.
    if (town.box && bottom && (town.box[1] > bottom * 0.5 || town.box[0] > right * 0.5)) continue;
    // The town line ends the address: one followed by more address ("1600 Amphitheatre Parkway" over
    // "Mountain View, CA 94043") is a street line.
    const after = first[i + 1] ? leftCell(first[i + 1] as ViewLine) : '';
    const near = !town.box || !first[i + 1]?.box || ((first[i + 1]?.box?.[1] ?? 0) - town.box[3] < (town.box[3] - town.box[1]) * 1.8);
    if (near && (/\d/.test(after) || /,\s*\p{Lu}{2}\b/u.test(after))) continue;
    const block: ViewLine[] = [town];
    for (let j = i - 1; j >= 0 && block.length < 5; j--) {
      const line = first[j] as ViewLine;
      const above = block[0] as ViewLine;
      const text = leftCell(line);
      if (!text || isWholeAddress(text) || (/\d{4,5}\s+\p{Lu}/u.test(text) && text.includes(','))) break;
      if (line.box && above.box && (Math.abs(line.box[0] - above.box[0]) > 20 || above.box[1] - line.box[3] > (above.box[3] - above.box[1]) * 1.8)) break;
      block.unshift(line);
    }
    if (block.length < 3) continue;
    // Captions of the window ("Firmenname:", "Kunde") are passed over; a label with a name after its colon gives the name.
    // The name is read from its line (a caption before a colon, quotes and spacing tidied), so the
    // line is kept beside the reading rather than searched for by the name's text afterwards.
    const named = block.filter((l) => !CARE_OF.test(leftCell(l))).map((l) => ({ line: l, read: readName(leftCell(l)) })).find((c) => c.read.kind === 'name');
    const name = named?.read.kind === 'name' ? named.read.name : null;
    if (!named || !name || isTownLine(name) || /\d/.test(name.slice(0, 3))) continue;
    // The box is the window's cell, not the whole line (the invoice's numbers may share it at the right).
    const box = (cellsOf(named.line.text)[0] ? cellBox(named.line, cellsOf(named.line.text)[0] as LineCell) : null) ?? named.line.box;
    return { lines: block, name: { value: name, page: named.line.page, box, level: 'layout' }, returnLine: returnLineOver(first, block[0] as ViewLine) };
  }
  return null;
}

/**
 * The sender of a letter as its return line over the address window names it ("Oak Partners Limited ·
 * 156 Station Lane · Bristol BS1 4DJ"): the line's first part, where it reads as a name.
 */
export function returnLineSender(window: AddressWindow | null): Found | null {
  const line = window?.returnLine;
  if (!line) return null;
  const first = leftCell(line).split(ADDRESS_PARTS)[0] ?? '';
  const read = readName(first);
  const start = line.text.indexOf(first);
  const box = start >= 0 ? cellBox(line, { from: start, to: start + first.length }) : null;
  return read.kind === 'name' ? { value: read.name, page: line.page, box: box ?? line.box, level: 'layout' } : null;
}

/** The nearest line over the window's first line, starting where it starts, that is a whole address. */
function returnLineOver(lines: readonly ViewLine[], top: ViewLine): ViewLine | null {
  const t = top.box;
  const candidates = lines.filter((l) => l.index < top.index && isWholeAddress(leftCell(l)));
  if (!t) return candidates.at(-1)?.index === top.index - 1 ? candidates.at(-1) ?? null : null;
  const height = t[3] - t[1];
  const over = candidates.filter((l) => l.box && Math.abs(l.box[0] - t[0]) <= PARTY_TUNING.returnLineStartPt && t[1] - l.box[3] <= height * PARTY_TUNING.returnLineGapHeights);
  return over.sort((a, b) => (b.box?.[3] ?? 0) - (a.box?.[3] ?? 0))[0] ?? null;
}
