import { NA, NLB, digitCount, hitsOf, re, trimHit } from './match';
import type { Category, Detector, Hit } from './types';

/**
 * Identifier detectors: e-mails, IBANs, VAT ids, labelled Russian requisites (ИНН, КПП, ОГРН,
 * БИК, accounts), phones and bare digit runs shaped like tax ids or accounts. Labelled values are
 * taken whatever their length (a typo'd 8-digit КПП is still a КПП); unlabelled digit runs are
 * taken by shape, because the residual scan after us flags every 10/12/20-digit run.
 */

const EMAIL = re('[\\p{L}\\d._%+-]+[@＠][\\p{L}\\d-]+(?:\\.[\\p{L}\\d-]+)*\\.\\p{L}{2,}', 'gu');
/** What OCR and obfuscation leave of an address: a broken top-level domain (contact@firma-fr), "name(at)firma.de", "name [at] firma [dot] de". */
const EMAIL_BROKEN = re('[\\p{L}\\d._%+-]+(?:[@＠]|[ \\t]?[([{]at[)\\]}][ \\t]?)[\\p{L}\\d](?:[\\p{L}\\d-]|[ \\t]?[([{]dot[)\\]}][ \\t]?|\\.(?=[\\p{L}\\d]))*[\\p{L}\\d]', 'gu');

export const email: Detector = (text) => [...hitsOf(EMAIL, text, 'email'), ...hitsOf(EMAIL_BROKEN, text, 'email')];

const IBAN = re('(?<![A-Z0-9])[A-Z]{2}\\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?(?![A-Z0-9])', 'gu');

export const iban: Detector = (text) => hitsOf(IBAN, text, 'iban').filter((h) => ibanValid(text.slice(h.start, h.end)));

export function ibanValid(raw: string): boolean {
  const s = raw.replace(/\s/g, '');
  if (s.length < 15 || s.length > 34) return false;
  const moved = s.slice(4) + s.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const code = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of code) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}

const VAT_PREFIX = '(?:ATU|BE0?|BG|CY|CZ|DE|DK|EE|EL|ES|FI|FR|GB|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK|XI|CHE-?)';
const VAT_SHAPE = re(`(?<![A-Z0-9])${VAT_PREFIX} ?(?=[A-Z0-9.-]*\\d{7})[A-Z0-9][A-Z0-9.-]{6,14}[A-Z0-9](?![A-Z0-9])`, 'gu');
const VAT_LABEL = re(
  '(?<!\\p{L})(?:VAT(?: ?(?:ID|No\\.?|number|Reg\\.? ?No\\.?))?|USt-?Id(?:Nr)?\\.?|UID|N° ?TVA|TVA(?: intracom\\p{L}*)?|P\\. ?IVA|Partita IVA|NIF|BTW(?:-id)?|GSTIN|Tax ID|TIN)\\s*[:.#]?\\s*(?<v>[A-Z]{0,3}[ -]?\\d(?:[ .-]?[\\dA-Z]){5,16})(?![A-Za-z\\d])',
  'gud',
);

export const vat: Detector = (text) => [...hitsOf(VAT_LABEL, text, 'vat', 'v'), ...hitsOf(VAT_SHAPE, text, 'vat')];

/** `ИНН/КПП 6215001527/ 62501001`: both halves, whatever their printed length. */
const INN_KPP = re(`${NLB}ИНН\\s*\\/\\s*КПП\\s*[:№]?\\s*(?<inn>\\d{5,12})\\s*\\/\\s*(?<kpp>\\d{4,10})${NA}`);

const LABELS: { label: string; category: Category }[] = [
  { label: 'ИНН(?:ЮЛ|ФЛ)?', category: 'inn' },
  { label: 'КПП', category: 'kpp' },
  { label: 'ОГРН(?:ИП)?', category: 'ogrn' },
  { label: 'ОКПО', category: 'okpo' },
  { label: 'БИК|BIC|SWIFT(?:/BIC)?', category: 'bic' },
  {
    label: '[Рр]\\/[Сс]ч?|[Кк]\\/[Сс]ч?|[Лл]\\/[Сс]ч?|[Рр]асч[её]тный сч[её]т|[Кк]орр?\\.? ?сч[её]т|[Кк]орреспондентский сч[её]т|[Лл]ицевой сч[её]т|КорСч[её]т|НомерСчета|Account(?: No\\.?| number)?|Konto(?:nummer)?',
    category: 'account',
  },
];

const LABELLED = LABELS.map(({ label, category }) => ({
  category,
  pattern: re(`${NLB}(?:${label})(?!\\p{Ll})\\s*(?:№|N|No\\.?)?\\s*[:.]?\\s*(?:\\\\?\\|[ \\t]*){0,3}(?<v>\\d(?:[\\d\\u00a0 -]{0,30}\\d)?|[\\dA-ZА-ЯЁ]*\\d[\\dA-ZА-ЯЁ]{4,30})${NA}`),
}));

export const labelledIds: Detector = (text) => {
  const hits: Hit[] = [...hitsOf(INN_KPP, text, 'inn', 'inn'), ...hitsOf(INN_KPP, text, 'kpp', 'kpp')];
  for (const { category, pattern } of LABELLED) {
    for (const h of hitsOf(pattern, text, category, 'v')) {
      const trimmed = trimHit(text, h, ' -');
      if (trimmed && digitCount(text.slice(trimmed.start, trimmed.end)) >= 5) hits.push(trimmed);
    }
  }
  return hits;
};

/**
 * The codes column of Russian unified forms (ТОРГ-12, УПД): "по ОКПО | 0123456". The classifier's
 * name is often garbled by OCR ("по OKNO", "по окт"), so any short word after "по" counts, and the
 * code may sit one cell further; a form code (по ОКУД 0330212) is hidden too, which costs nothing.
 */
const CLASSIFIER_CODE = re(`(?<![\\p{L}])по[ \\t]+[\\p{L}]{2,6}[ \\t]*(?:\\\\?\\|[ \\t]*){0,3}(?<v>\\d{6,10})${NA}`);

export const classifierCodes: Detector = (text) => hitsOf(CLASSIFIER_CODE, text, 'okpo', 'v');

/** SWIFT codes after a label: letters only, so the digit rule above cannot see them. */
const SWIFT = re(`(?:BIC|SWIFT(?:/BIC)?)\\s*[:.]?\\s*(?<v>[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?)(?![A-Z0-9])`);

export const swift: Detector = (text) => hitsOf(SWIFT, text, 'bic', 'v');

const PHONE_LABEL = re(
  `${NLB}(?:[Тт]ел(?:ефон)?(?:\\/факс)?|Тлф|[Фф]акс|[Мм]об(?:\\.|ильный)?|Phone|Tel(?:efon)?|Fax|Mobile|Mob)\\.?[^:\\n|\\d+(]{0,12}[:.]?\\s*(?<v>\\+?[\\d(][\\d ()\\u00a0-]{5,22}\\d)`,
);
const PHONE_INTL = re(`(?<![\\d+])\\+ ?\\d{1,3}[ -]?(?:\\(\\d{1,5}\\)|\\d{1,5})(?:[ -]?\\d{1,4}){2,5}${NA}`);
const PHONE_RU8 = re(`(?<![\\d.,])8 ?\\(\\d{3,5}\\) ?\\d{1,3}[ -]?\\d{2}[ -]?\\d{2}${NA}`);
const PHONE_AREA = re(`(?<![\\d+])\\(\\d{3,5}\\) ?\\d{1,3}[ -]?\\d{2}[ -]?\\d{2}${NA}`);
const PHONE_LOCAL = re('(?<![\\d.,/-])\\d{2,3}-\\d{2}-\\d{2}(?![\\d-])', 'gu');

export const phone: Detector = (text) => {
  const hits = [
    ...hitsOf(PHONE_LABEL, text, 'phone', 'v'),
    ...hitsOf(PHONE_INTL, text, 'phone'),
    ...hitsOf(PHONE_RU8, text, 'phone'),
    ...hitsOf(PHONE_AREA, text, 'phone'),
  ].filter((h) => digitCount(text.slice(h.start, h.end)) >= 7);
  return [...hits, ...hitsOf(PHONE_LOCAL, text, 'phone')];
};

const DIGIT_RUN = /(?<!\d)\d{9,}(?!\d)/g;
/** EDI participant ids and the like write ИНН-КПП: `2BM-9147414342-757645784`. */
const AFTER_INN = /(?:(?<!\d)\d{10}|\[INN_\d+\])[-/]$/;

/**
 * Bare digit runs: 16–20 digits → account (cards, bank accounts); 14 digits → id (a French SIRET); 13/15 digits passing the ОГРН checksum → ОГРН; 10 or 12
 * digits → ИНН (checksum or not: the residual scan flags the shape, and a false hit only hides a
 * number from the model, it is restored in the answer); 9 digits glued to an ИНН → КПП; longer
 * runs (ИКЗ, EDI ids) may embed an ИНН and are hidden whole.
 */
export const digitRuns: Detector = (text) => {
  const hits: Hit[] = [];
  for (const m of text.matchAll(DIGIT_RUN)) {
    const s = m[0];
    const start = m.index ?? 0;
    const category: Category | null =
      s.length > 20 ? 'id'
        : s.length >= 16 ? 'account'
        : s.length === 10 || s.length === 12 ? 'inn'
          : (s.length === 13 || s.length === 15) && ogrnValid(s) ? 'ogrn'
            : s.length === 14 ? 'id'
            : s.length === 9 && AFTER_INN.test(text.slice(Math.max(0, start - 16), start)) ? 'kpp'
              : null;
    if (category) hits.push({ start, end: start + s.length, category });
  }
  return hits;
};

export function ogrnValid(s: string): boolean {
  if (!/^\d{13}$|^\d{15}$/.test(s)) return false;
  const body = BigInt(s.slice(0, -1));
  const check = s.length === 13 ? (body % 11n) % 10n : (body % 13n) % 10n;
  return check === BigInt(s.slice(-1));
}
