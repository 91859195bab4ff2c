import { FORMS, RU_FORMS } from '../../../lib/vocabulary/companies';

/** A form's letters as a pattern of themselves. */
const escape = (f: string): string => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A legal form where a company's name ends with it (or, in Russian, starts with it): every form of
 * the companies vocabulary but the joined ones ("& Co."), which stand inside names.
 */
export const LEGAL_FORM = legalFormRegex();

/** A form found by LEGAL_FORM (with the mark before it) that opens a name rather than ends it: the Russian ones ("ООО «…»", "ИП Морозов …"). */
export const OPENING_FORM = new RegExp(`^[\\s,«"“]*(?:${[...RU_FORMS].sort((a, b) => b.length - a.length).map(escape).join('|')})$`, 'u');

function legalFormRegex(): RegExp {
  const forms = [...new Set([...RU_FORMS, ...FORMS.filter((f) => !f.startsWith('&')), '有限公司', '股份有限公司'])].sort((a, b) => b.length - a.length);
  return new RegExp(`(?:^|[\\s,«"“])(?:${forms.map(escape).join('|')})(?=$|[\\s,.»"”)]|(?<=\\.)\\p{Lu})`, 'u');
}

/** What may stand after a name read up to its first form, where the joined form goes on below: nothing, or "& Co.". */
const FORM_BEGUN = /^(?:\s*&(?:\s*Co\.?)?)?$/u;

/**
 * The name with its legal form completed from the line below, where a narrow letterhead wrapped a
 * long form ("Bergmetall UG" over "(haftungsbeschränkt)", "Müller GmbH &" over "Co. KG"): the first
 * cell of the line below, added, makes a longer form that ends the name. Null when it does not.
 */
export function formWrappedBelow(name: string, lineText: string, below: string): string | null {
  // The line ends with the name, or with the name and the first part of a joined form ("Becker GmbH
  // & Co." over "KG": the name was read up to its first whole form).
  const text = lineText.trimEnd();
  const at = text.lastIndexOf(name);
  const tail = at >= 0 ? text.slice(at + name.length) : null;
  if (tail === null || !FORM_BEGUN.test(tail)) return null;
  const head = (below.trim().split(/\s{2,}/)[0] ?? '').trim();
  if (!head || head.length > 30) return null;
  const joined = `${name}${tail} ${head}`;
  const last = [...joined.matchAll(new RegExp(LEGAL_FORM.source, 'gu'))].pop();
  if (!last || last.index >= name.length) return null;
  const ends = last.index + last[0].length;
  return ends === joined.length && ends > name.length ? joined : null;
}

/**
 * A company's name whose legal form a narrow column pushed onto the next line alone ("Clément
 * Transports" over "SA", "Weber Handel" over "GmbH"): the first cell of the line, words with no
 * figure, and the form under it make the name. Null when the line below is not a form alone.
 */
export function formAloneBelow(lineText: string, below: string): string | null {
  const head = (lineText.trim().split(/\s{2,}/)[0] ?? '').trim();
  const form = (below.trim().split(/\s{2,}/)[0] ?? '').trim();
  // Russian forms open a name ("ООО «Ромашка»"): one alone under a name is not its end.
  if (!/\p{L}{2}/u.test(head) || /\d|[:：]\s*$/u.test(head) || LEGAL_FORM.test(head) || /\p{Script=Cyrillic}/u.test(form)) return null;
  return isLegalFormAlone(form) ? `${head} ${form}` : null;
}

/** A legal form at the start of a line (the form's pattern wants a blank or a mark before it). */
const FORM_ALONE = new RegExp(`^(?:${LEGAL_FORM.source})$`, 'u');

/** Whether a text is a legal form and nothing else ("LLC", "GmbH", "S.A.S."). */
export function isLegalFormAlone(text: string): boolean {
  return FORM_ALONE.test(text) || FORM_ALONE.test(` ${text}`);
}
