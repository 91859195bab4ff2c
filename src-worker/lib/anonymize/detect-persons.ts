import { hitsOf, re, trimHit } from './match';
import { ANY_NAME, NAME, NAME_UPPER, PARTICLES, TITLE, alt, isGivenName, isNameWord, labelAlt, nameSpan } from './names-latin';
import type { Detector, Hit } from './types';
import { CN_PERSON_LABELS, CN_PHONE_LABELS, PERSON_CUES, PERSON_LABELS, ROLES_BELOW, SIGN_LABELS } from './vocab-labels';
import { CLOSINGS, CN_DOUBLE_SURNAMES, CN_HONORIFICS, CN_SURNAMES } from './vocab-people';

/**
 * People outside Russian text, by five cues that do not depend on where a name sits:
 * - a salutation or title before it (Mr, Frau Dr., Mme, Dhr., Sig.ra, 先生 after it);
 * - a label before it, in any of our languages (Contact person:, Ansprechpartner:, 联系人：);
 * - a verb or preposition of payment or address before it ("Paid to", "Received from", "Dear");
 * - its own shape: a known given name followed by a capitalised surname ("John Smith" anywhere);
 * - a signature block: the name alone on the line after a closing ("Kind regards,") or a
 *   signature label, or on the line above a role ("Director").
 * The generic "Name:" label is ambiguous in item lists and XML (a product has a Name too): there
 * it counts unless the nearest context above is a product or line item.
 */

const L = '(?<![\\p{L}\\d])';
const SEP = '[ \\t]*(?:[:：]|\\|)[ \\t]*(?:\\|[ \\t]*){0,2}';

/** Whatever a labelled person field holds: words (any case, so "T.a.v. bosd" counts), up to a separator or the next label. */
const VALUE_WORD = "[\\p{L}][\\p{L}'’.-]*";
const LABEL_VALUE = `(?:${TITLE}[ \\t]+)*(?:${VALUE_WORD}(?:[ \\t]${VALUE_WORD}){0,4}?(?=[ \\t]*(?:[,;|\\n(（]|$|[ \\t]{2}|[ \\t]+[\\p{L}.-]+[ \\t]*:))|${VALUE_WORD}(?:[ \\t]${VALUE_WORD}){0,2})`;
const AMBIGUOUS = ['Name', 'Naam', 'Nom', 'Nome', 'Nombre', 'Full name'];
const SPECIFIC_LABELS = PERSON_LABELS.filter((l) => !AMBIGUOUS.includes(l));
const PERSON_LABEL = re(`${L}(?:${labelAlt(SPECIFIC_LABELS)})${SEP}(?<v>${LABEL_VALUE})`, 'gumd');
const NAME_LABEL = re(`${L}(?:${labelAlt(AMBIGUOUS)})${SEP}(?<v>${LABEL_VALUE})`, 'gumd');

/** A "Name:" above which, closer than any party word, a product or line item is named. */
const PRODUCT_CONTEXT = /(?<!\p{L})(?:Products?|Produkte?|Produits?|Items?|Articles?|Artikel|Waren?|Positions?|Ligne|Regel|Services?|Leistung|Dienst)(?!\p{L})|TradeProduct|LineItem|LineID/u;
const PARTY_CONTEXT = /Party|Partei|Contact|Kontakt|Person|Seller|Buyer|Customer|Supplier|Payee|Payer|Vendor|Client|Kunde|Lieferant|Käufer|Verkäufer|[Ee]mpfänger|Bénéficiaire|Vendeur|Acheteur|Fournisseur|Klant|Leverancier|Koper|Verkoper|Account|Konto|Compte|Holder|Inhaber|Titulaire|Guest|Passenger|Signat|Unterschrift|Employee|Mitarbeiter/u;
const CONTEXT_LINES = 6;

function productContext(text: string, at: number): boolean {
  const above = text.slice(0, at).split('\n').slice(-CONTEXT_LINES - 1).reverse();
  for (const line of above) {
    const party = PARTY_CONTEXT.exec(line);
    const product = PRODUCT_CONTEXT.exec(line);
    if (party || product) return !party && !!product;
  }
  return false;
}

const TITLED = re(`${L}${TITLE}[ \\t]+(?:${TITLE}[ \\t]+)*(?<v>${ANY_NAME})`, 'gud');
const CUE = re(`${L}(?:${labelAlt(PERSON_CUES)})[ \\t]+(?:${TITLE}[ \\t]+)*(?<v>${ANY_NAME})`, 'gud');

/** A whole line that is a name of 2–4 words: what a signature block holds. */
const NAME_LINE = `[ \\t]*(?:[-*•]|#{1,4})?[ \\t]*(?<v>(?:${TITLE}[ \\t]+)*(?:${NAME_UPPER}|${NAME}))[ \\t]*,?[ \\t]*(?=\\n|$)`;
const AFTER_CLOSING = re(`${L}(?:${labelAlt(CLOSINGS)})[ \\t]*[,.!]?[ \\t]*\\n(?:[ \\t]*\\n)?${NAME_LINE}`, 'gud');
const AFTER_SIGN_LABEL = re(`(?<=^|\\n)[ \\t]*\\(?(?:${labelAlt(SIGN_LABELS)})[\\p{L} ]{0,20}\\)?[ \\t]*:?[ \\t_.]*\\n(?:[ \\t]*\\n)?${NAME_LINE}`, 'gud');
const ABOVE_ROLE = re(`(?<=^|\\n)${NAME_LINE.replace('(?=\\n|$)', '')}\\n(?=[ \\t]*(?:${labelAlt(ROLES_BELOW)})(?![\\p{L}]))`, 'gud');

/**
 * A given name with a surname after it, anywhere: "John Smith", "JANE DOE", "Anne-Marie du Pont",
 * "J. Smith" is left to the titled and labelled cues. The inverted "Smith, John" counts too.
 */
export function givenNameRuns(text: string): Hit[] {
  const hits: Hit[] = [];
  const words = [...text.matchAll(/\p{Lu}\.(?!\p{L})|[\p{L}'’-]+/gu)];
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (!w || !isGivenName(w[0]) || !isNameWord(w[0])) continue;
    const start = w.index ?? 0;
    let end = start + w[0].length;
    let j = i + 1;
    let surnames = 0;
    while (j < words.length && surnames < 2) {
      const next = words[j];
      if (!next) break;
      const gap = text.slice(end, next.index ?? 0);
      if (!/^[ \t]{1,2}$/u.test(gap)) break;
      const word = next[0];
      if (/^\p{Lu}\.$/u.test(word) || PARTICLES.has(word)) {
        j++;
        end = (next.index ?? 0) + word.length;
        continue;
      }
      if (!isNameWord(word)) break;
      surnames++;
      end = (next.index ?? 0) + word.length;
      j++;
    }
    // A lone given name says little; with a surname after it, it is a person.
    let from = start;
    const before = text.slice(Math.max(0, start - 40), start);
    const inverted = /(\p{Lu}[\p{L}'’-]+),[ \t]$/u.exec(before);
    if (inverted?.[1] && isNameWord(inverted[1])) from = start - inverted[0].length;
    if (surnames === 0 && from === start) continue;
    hits.push({ start: from, end, category: 'person' });
    i = j - 1;
  }
  return hits;
}

const HAN = '\\p{Script=Han}';
const SURNAME = `(?:${CN_DOUBLE_SURNAMES.join('|')}|[${CN_SURNAMES}])`;
const CN_STOP = `(?=[\\s,，。;；:：|、(（/]|$|${alt([...CN_PHONE_LABELS, ...CN_PERSON_LABELS, ...CN_HONORIFICS, '日期', '地址', '邮箱', '电邮', '身份证'])})`;
/** 联系人：张伟 / 收货人李娜 / 经办人：王建国  日期 — the name is the 2–4 Han characters up to the next separator or label. */
const CN_LABELLED = re(`(?:${alt(CN_PERSON_LABELS)})[ \\t]*[:：]?[ \\t]*(?<v>${HAN}{2,4}?)${CN_STOP}`, 'gud');
/** …and with no separator after it, a surname and one or two characters. */
const CN_LABELLED_SURNAME = re(`(?:${alt(CN_PERSON_LABELS)})[ \\t]*[:：]?[ \\t]*(?<v>${SURNAME}${HAN}{1,2})`, 'gud');
/** 张先生, 陈晓明 先生, 王经理. */
const CN_HONORIFIC = re(`(?<v>${SURNAME}${HAN}{0,2}?)[ \\t]?(?:${alt(CN_HONORIFICS)})`, 'gud');

/** Name-shaped hits cut before their first stop word ("Paid to John Smith Total" → "John Smith"). */
const named = (hits: Hit[], text: string): Hit[] => hits.map((h) => {
  const span = nameSpan(text, h.start, h.end);
  return span ? { ...h, ...span } : null;
}).filter((h): h is Hit => h !== null);

export const latinPersons: Detector = (text) => [
  ...hitsOf(PERSON_LABEL, text, 'person', 'v'),
  ...hitsOf(NAME_LABEL, text, 'person', 'v').filter((h) => !productContext(text, h.start)),
  ...named(hitsOf(TITLED, text, 'person', 'v'), text),
  ...named(hitsOf(CUE, text, 'person', 'v'), text),
  ...named(hitsOf(AFTER_CLOSING, text, 'person', 'v'), text),
  ...named(hitsOf(AFTER_SIGN_LABEL, text, 'person', 'v'), text),
  ...named(hitsOf(ABOVE_ROLE, text, 'person', 'v'), text),
  ...givenNameRuns(text),
].map((h) => trimHit(text, h, ',.;:')).filter((h): h is Hit => h !== null && !/^\[[A-Z]+_\d+\]$/.test(text.slice(h.start, h.end)));

export const chinesePersons: Detector = (text) => [
  ...hitsOf(CN_LABELLED, text, 'person', 'v'),
  ...hitsOf(CN_LABELLED_SURNAME, text, 'person', 'v'),
  ...hitsOf(CN_HONORIFIC, text, 'person', 'v'),
];
