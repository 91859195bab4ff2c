import { INTL_RULES } from './residual-intl';
import type { Rule } from './residual-intl';
import type { Category, CategoryCounts } from './types';

/**
 * The residual scan: a second, independent pass over text that was already scrubbed. Its
 * patterns are written separately from the detectors and are deliberately looser (any 10/12- or
 * 20-digit run, any `@`, any "Фамилия И. О." shape, any street word with a name), so that a bug,
 * a disabled detector or an unusual spelling shows up here instead of in a request body.
 * It reports categories and counts only (SPEC: `details.residual`).
 */

const NO_L = '(?<![\\p{L}])';
const END_L = '(?![\\p{L}])';

const RULES: Rule[] = [
  // Tax ids and accounts by shape alone.
  { category: 'inn', pattern: /(?<!\d)(?:\d{10}|\d{12})(?!\d)/g },
  { category: 'inn', pattern: /ИНН\D{0,8}\d{5,}/gu },
  { category: 'kpp', pattern: /КПП\D{0,8}\d{4,}/gu },
  { category: 'kpp', pattern: /(?:(?<!\d)\d{10}|¤)[-/]\d{9}(?!\d)/gu },
  { category: 'ogrn', pattern: /ОГРН\D{0,8}\d{5,}/gu },
  { category: 'ogrn', pattern: /(?<!\d)(?:\d{13}|\d{15})(?!\d)/g, accept: ogrnChecksum },
  { category: 'bic', pattern: /(?:БИК|BIC|SWIFT)\D{0,8}\d{5,}/gu },
  { category: 'account', pattern: /(?<!\d)\d{20}(?!\d)/g },
  { category: 'id', pattern: /\d{21,}/g },
  { category: 'account', pattern: /(?<!\d)\d{5}[ .-]\d{3}[ .-]\d[ .-]?\d{4}[ .-]?\d{7}(?!\d)/g },
  { category: 'account', pattern: /[рРкКлЛ]\/[сС][^\d\n]{0,6}\d{5,}/gu },
  { category: 'vat', pattern: /(?:VAT|USt-?Id|UID|TVA|IVA|BTW)[^\n\d]{0,14}[A-Z]{0,3}[ -]?\d{6,}/gu },
  // Anything around an @ that could be a mail address, spaced or written "(at)" ("CPU @2.45 GHz" is not).
  { category: 'email', pattern: /[\p{L}\d._-]\s?(?:@|\(at\)|\[at\])\s?\p{L}/giu },
  // Phones: a plus sign, an area code in brackets, a dashed local number, or a phone label.
  { category: 'phone', pattern: /\+\s?\d[\d\s()-]{8,}\d/g },
  { category: 'phone', pattern: /\(\d{3,5}\)\s?\d/g },
  { category: 'phone', pattern: /(?<![\d.,/-])\d{2,3}-\d{2}-\d{2}(?![\d-])/g },
  { category: 'phone', pattern: /(?<![\p{L}])(?:[Тт]ел|Тлф|[Фф]акс|Phone|Tel|Fax|Mobile)\.?[^\d\n¤]{0,14}[+(]?\d{3}/gu },
  // Person shapes.
  { category: 'person', pattern: new RegExp(`${NO_L}[А-ЯЁ][а-яё]+\\s+[А-ЯЁ]\\.\\s?[А-ЯЁ]\\.`, 'gu') },
  { category: 'person', pattern: new RegExp(`${NO_L}[А-ЯЁ]\\.\\s?[А-ЯЁ]\\.\\s?[А-ЯЁ][а-яё]{2,}`, 'gu') },
  // A patronymic shape after a capitalised word (a lone "Основной" is an adjective, not a name).
  { category: 'person', pattern: new RegExp(`${NO_L}[А-ЯЁ][а-яё]+\\s+[А-ЯЁ][а-яё]+(?:ович|евич|ьич|овн|евн|ичн)[а-яё]{0,2}${END_L}`, 'gu') },
  { category: 'person', pattern: new RegExp(`${NO_L}[А-ЯЁ]{2,}\\s+[А-ЯЁ]+(?:ОВИЧ|ЕВИЧ|ОВН|ЕВН|ИЧН)[А-ЯЁ]{0,2}${END_L}`, 'gu') },
  { category: 'person', pattern: /(?:Фамилия|Имя|Отчество|ФИО)\s*:\s*[^\s¤-]/gu },
  // Companies: a legal form next to a name.
  { category: 'org', pattern: new RegExp(`${NO_L}(?:ООО|ОАО|ЗАО|ПАО|АО|ИП|[А-ЯЁ]{1,4}(?:БУ|УП|ОУ|УЗ|КУ|АУ))(?:\\s*[«"“„]|\\s+[A-ZА-ЯЁ№])`, 'gu') },
  { category: 'org', pattern: new RegExp(`${NO_L}[А-ЯЁ][\\p{L}-]+\\s+(?:ООО|ЗАО|ОАО|ПАО|АО)${END_L}`, 'gu') },
  { category: 'org', pattern: /(?:[Оо]бщество с ограниченной ответственностью|[Аа]кционерное общество|учреждение|предприятие)\s*[«"“]/gu },
  { category: 'org', pattern: /[A-Z][\p{L}&.-]*\s+(?:LLC|Ltd|GmbH|AG|B\.V\.|N\.V\.|S\.A\.|SARL|Inc|Corp|PLC|LLP|Oy|OY|S\.p\.A\.|Sp\. z o\.o\.)(?![\p{L}])/gu },
  { category: 'org', pattern: /有限公司/gu },
  { category: 'org', pattern: /НаимОрг\s*:\s*[^\s¤-]/gu },
  // Addresses: street words with a name or number, house numbers, postcodes before a town.
  { category: 'address', pattern: new RegExp(`${NO_L}(?:ул|пр-т|просп|пер|наб|пл|мкр|б-р)\\.\\s?[А-ЯЁ0-9]`, 'gu') },
  { category: 'address', pattern: new RegExp(`${NO_L}(?:улица|проспект|переулок|шоссе|проезд|бульвар|набережная)\\s+[А-ЯЁ]`, 'gu') },
  { category: 'address', pattern: new RegExp(`${NO_L}[А-ЯЁ][а-яё]+\\s+(?:ул|улица|шоссе|проезд|пр-т|проспект|пер|переулок|бульвар)${END_L}`, 'gu') },
  { category: 'address', pattern: new RegExp(`${NO_L}д\\.\\s?\\d+`, 'gu') },
  { category: 'address', pattern: new RegExp(`${NO_L}(?:дом|офис|кв\\.|корп\\.)\\s?№?\\s?\\d+`, 'gu') },
  { category: 'address', pattern: /(?<!\d)\d{6},?\s*(?:г\.\s?)?[А-ЯЁ][а-яё]{2,}/gu },
  { category: 'address', pattern: /\d+\s+(?:[A-Z][a-z]+\s+){1,3}(?:Street|St\.|Avenue|Ave\.|Road|Rd\.|Boulevard|Blvd\.|Lane|Drive)/g },
  { category: 'address', pattern: /[A-ZÄÖÜ][a-zäöüß]+(?:straße|strasse|str\.)\s*\d+/g },
  { category: 'address', pattern: /(?:Улица|Дом|Индекс|АдрТекст)\s*:\s*[^\s¤|-]/gu },
  ...INTL_RULES,
];

/** Our own placeholders are neutralised first so that `[INN_12]` never looks like data. */
const OWN_PLACEHOLDER = /\[[A-Z]+_\d+\]/g;

export function residual(text: string): CategoryCounts {
  const counts: CategoryCounts = {};
  for (const { category } of residualFindings(text)) counts[category] = (counts[category] ?? 0) + 1;
  return counts;
}

/** The findings themselves, for tests and local diagnostics only: they hold the data. */
export function residualFindings(text: string): { category: Category; match: string }[] {
  const clean = text.replace(OWN_PLACEHOLDER, '¤');
  const out: { category: Category; match: string }[] = [];
  for (const rule of RULES) {
    for (const m of clean.matchAll(rule.pattern)) {
      if (!rule.accept || rule.accept(m[0])) out.push({ category: rule.category, match: m[0] });
    }
  }
  return out;
}

export function isClean(counts: CategoryCounts): boolean {
  return Object.values(counts).every((n) => !n);
}

export function addCounts(into: CategoryCounts, more: CategoryCounts): CategoryCounts {
  for (const [k, n] of Object.entries(more) as [Category, number][]) into[k] = (into[k] ?? 0) + n;
  return into;
}

/** The ОГРН (13 digits) / ОГРНИП (15 digits) check digit, written again here on purpose. */
function ogrnChecksum(s: string): boolean {
  const divisor = s.length === 13 ? 11n : 13n;
  return (BigInt(s.slice(0, -1)) % divisor) % 10n === BigInt(s.slice(-1));
}
