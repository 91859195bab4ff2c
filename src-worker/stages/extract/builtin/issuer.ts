import { boxUnion } from '../../../../src-shared/document/geometry';
import type { Box } from '../../../../src-shared/document/geometry';
import type { TextView, ViewLine } from '../../../lib/reading/text-view';
import { isDataRow } from '../../../lib/layout/figures';
import { lineBelow } from '../../../lib/reading/labels';
import { PARTY_TUNING } from '../../../tuning/extract';
import { LEGAL_FORM, OPENING_FORM, formAloneBelow, formWrappedBelow, isLegalFormAlone } from './legal-forms';
import { BANK_LABEL } from './parties';
import type { PartyBlock } from './parties';
import type { Found } from './values';

/**
 * The issuer of a document that names no seller by a label: read from the letterhead, a title's
 * brand or the company data of a footer (moved out of parties.ts, which reads the labelled blocks).
 */

/** A letterhead title: a brand or company name followed by the document's kind ("Amazon Web Services Invoice"). */
const BRAND_TITLE = /^#*\s*(\p{Lu}[\p{L}\p{N}&.,' -]{1,58}?)\s+(?:tax\s+)?(?:invoice|rechnung|facture|factuur|receipt|счет|счёт)\s*$/iu;

/**
 * The issuer of a document that names no seller: the first company name (a line with a legal form)
 * at the top of the first page, where letterheads are; else the brand of a title ("Amazon Web
 * Services Invoice"); else a company name in the footer of the first page, where European invoices
 * print the issuer's company data, or of the last page where the document runs over several. Text that another party's block holds (the buyer's "ATTN: iViveLabs
 * Limited") is no issuer.
 */
export function issuerName(view: TextView, blocks: readonly PartyBlock[], addressee: readonly ViewLine[] = []): Found | null {
  const claimed = new Map<ViewLine, [number, number][]>();
  // The address window of a letter holds its addressee: its whole left cell is another party's.
  for (const line of addressee) claimed.set(line, [[0, (line.text.split(/\s{2,}/)[0] ?? '').length]]);
  for (const b of blocks) {
    if (b.role === 'seller') continue;
    for (const part of b.lines) claimed.set(part.line, [...(claimed.get(part.line) ?? []), [part.from, part.to]]);
  }
  // The line's text with other parties' parts blanked out (offsets kept).
  const free = (line: ViewLine): string => (claimed.get(line) ?? [])
    .reduce((text, [from, to]) => text.slice(0, from) + ' '.repeat(Math.max(0, Math.min(to, text.length) - from)) + text.slice(to), line.text);
  const page1 = view.lines.filter((l) => l.page === 1);
  const companyIn = (lines: readonly ViewLine[]): Found | null => {
    for (const line of lines) {
      // A row of the items (two figures or more) names makers and goods, not the issuer ("Гедеон Рихтер-РУС ЗАО" in a maker's column).
      if (isDataRow(line.text.split(/\s{2,}|\t|\s\|\s/))) continue;
      const name = companyName(free(line));
      if (!name) {
        // The form alone on the next line of a narrow column ("Clément Transports" over "SA").
        const next = lineBelow(view.lines, line);
        const joined = next && !isDataRow(line.text.split(/\s{2,}/)) ? formAloneBelow(free(line), free(next)) : null;
        // …and maybe the name's first words on lines above ("Bright" / "Components" / "LLC").
        const over = joined ? wordsAbove(view, line) : [];
        if (joined && line.box && next?.box) {
          return { value: [...over.map((l) => l.text.trim()), joined].join(' '), page: line.page, box: [...over.map((l) => l.box), line.box, next.box].filter((b): b is Box => b !== null).reduce(boxUnion), level: 'layout' };
        }
        continue;
      }
      // A narrow column may have pushed the form alone onto a line of its own, the name's words on
      // the lines above it ("Bright" / "Components" / "LLC").
      const above = isLegalFormAlone(name) ? wordsAbove(view, line) : [];
      if (above.length && line.box) {
        const boxes = [...above.map((l) => l.box), line.box].filter((b): b is Box => b !== null);
        return { value: [...above.map((l) => l.text.trim()), name].join(' '), page: line.page, box: boxes.reduce(boxUnion), level: 'layout' };
      }
      // A narrow letterhead wraps a long form onto the next line ("Bergmetall UG" over "(haftungsbeschränkt)").
      const below = lineBelow(view.lines, line);
      const whole = below ? formWrappedBelow(name, free(line), below.text) : null;
      const box = whole && below?.box && line.box ? boxUnion(line.box, below.box) : line.box;
      return { value: whole ?? name, page: line.page, box, level: 'layout' };
    }
    return null;
  };
  const top = companyIn(page1.slice(0, 25));
  if (top) return top;
  for (const line of page1.slice(0, 3)) {
    const m = BRAND_TITLE.exec(line.text.trim());
    // A logo read as the brand's first word once more ("amazon Amazon Web Services Invoice") is not part of it.
    const brand = m?.[1]?.trim().replace(/^(\p{L}+)\s+(?=\1)/iu, '');
    if (brand) return { value: brand, page: line.page, box: line.box, level: 'layout' };
  }
  const footer1 = page1.length > 25 ? companyIn(page1.slice(Math.max(25, page1.length - 15))) : null;
  if (footer1) return footer1;
  // A letter over several pages may print its company data only at the foot of the last.
  const lastPage = Math.max(1, ...view.lines.map((l) => l.page));
  const last = lastPage > 1 ? view.lines.filter((l) => l.page === lastPage) : [];
  return last.length ? companyIn(last.slice(-15)) : null;
}

/**
 * The lines right above a line, set at its left edge and close over it, of words alone (no figure,
 * no label's colon): a name wrapped in a narrow column, up to two lines of it, top first.
 */
function wordsAbove(view: TextView, line: ViewLine): ViewLine[] {
  const out: ViewLine[] = [];
  let cur = line;
  for (let k = line.index - 1; k >= 0 && out.length < 2; k--) {
    const prev = view.lines[k] as ViewLine;
    if (prev.page !== line.page || !prev.box || !cur.box) break;
    const height = cur.box[3] - cur.box[1];
    const aligned = Math.abs(prev.box[0] - cur.box[0]) <= PARTY_TUNING.sameStartPt && cur.box[1] - prev.box[3] < height * PARTY_TUNING.touchingGap && prev.box[1] < cur.box[1];
    if (!aligned || /\d|[:：]/u.test(prev.text) || prev.text.trim().split(/\s{2,}/).length > 1 || LEGAL_FORM.test(prev.text)) break;
    out.unshift(prev);
    cur = prev;
  }
  return out;
}

/** The company name of a line with a legal form: the name ends with its form, a label before it is cut off. */
function companyName(text: string): string | null {
  // A bank named after its label ("Bank: ABN AMRO Bank N.V.", "Банк: ПАО Сбербанк") is where the money goes, not who issues.
  const part = text.split(/\s{2,}/).find((p) => LEGAL_FORM.test(p) && !BANK_LABEL.test(p));
  if (!part) return null;
  const form = LEGAL_FORM.exec(part);
  // A form that opens the name ("ООО «Северный ветер»", "ИП Морозов О. А.") is followed by it: the name
  // runs to its closing quote, or to a comma or an identifier's label.
  const opening = form && OPENING_FORM.test(form[0]) && /^[^\p{L}«"“]*$/u.test(part.slice(0, form.index)) ? part.slice(form.index + form[0].length) : null;
  if (form && opening !== null && /^\s*\S/u.test(opening)) {
    const quoted = /^\s*(?:«[^»]+»|"[^"]+"|“[^”]+”)/u.exec(opening);
    const rest = quoted ? quoted[0] : opening.split(/,|\s(?=(?:инн|кпп|огрн|inn|tel|тел)(?![\p{L}]))/iu)[0] ?? '';
    const name = `${part.slice(form.index, form.index + form[0].length)}${rest}`.replace(/\s+/g, ' ').trim();
    if (name.length >= 3 && name.length <= 120) return name;
  }
  // The name ends with its legal form ("Coolblue B.V." of "Coolblue B.V.Weena 664").
  const end = form ? form.index + form[0].length : part.length;
  // "… company data in the image below: e-Luscious Nederland B.V.": what a colon introduces.
  const named = part.slice(0, end).split(/[:：]\s+(?=\S)/).pop() ?? '';
  const name = named.replace(/^[^\p{L}«"“]+/u, '').replace(/[,;:]\s*$/, '').trim();
  return name.length >= 3 && name.length <= 120 ? name : null;
}
