import { CAP_RU, NA, NLA, NLB, ci, hitsOf, re, trimHit } from './match';
import { isLabel } from './detect-party';
import { labelAlt } from './names-latin';
import { CN_PARTY_LABELS, PARTY_LABELS } from './vocab-labels';
import type { Category, Detector, Hit } from './types';

/**
 * Russian names of companies and people, and party labels. Companies are found by their legal
 * form (abbreviations and spelled-out forms before a quoted name, forms after a name) and by
 * labels (НаимОрг, Банк:, Поставщик:, Bill to: …); people by the shape of Russian full names (a
 * patronymic), initials and a role word before a surname. Other languages: detect-companies.ts,
 * detect-persons.ts, detect-party.ts.
 * Over-matching is cheap (the value is restored in the answer); under-matching is what the
 * residual scan exists to catch.
 */

const RU_FORM = '(?:ООО|ОАО|ЗАО|ПАО|НАО|АО|ИП|ТОО|ОДО|ЧУП|НКО|АНО|ТСЖ|СНТ|КФХ|OOO|[А-ЯЁ]{1,4}(?:БУЗ|БУ|КУ|АУ|ОУ|УП|УЗ))';
const POSTFIX_FORM = '(?:ООО|ОАО|ЗАО|ПАО|АО)';
const ADJ = '(?:[А-ЯЁа-яё][а-яё]+(?:ое|ая|ый|ий|ой)\\s+){0,6}';
const LLC = `\\s+с\\s+[Оо]граниченной\\s+[Оо]тветственностью`;
const NOUNS = ['общество', 'учреждение', 'предприятие', 'товарищество', 'кооператив', 'фонд', 'ассоциация', 'партнерство', 'партнёрство', 'компания', 'корпорация', 'организация', 'объединение'];
const FULL_FORM = `${ADJ}(?:${NOUNS.map(ci).join('|')})(?:${LLC})?`;

const Q_GUIL = '«(?:[^«»\\n]|«[^«»\\n]*»){1,200}»';
// A straight quote directly followed by a letter opens a nested name: ООО "НТС "Градиент".
const Q_STRAIGHT = '"(?:[^"\\n]|"(?=[\\p{L}\\d])){1,150}?"(?![\\p{L}\\d])';
// OCR and editors mix the pair: “Рога и копыта" opens curly and closes straight.
const Q_CURLY = '[“„][^“”„"\\n]{1,150}[”“"]';
// Cut-off cells leave a quote open: ООО "Институт фарм.биотехнолог |
const Q_UNCLOSED = '"[^"\\n|]{1,80}?(?=[ \\t]*(?:\\||\\n|$))';
// …and unclosed guillemets run to the end of the sentence: ООО «Сбербанк Факторинг по телефонам …
const Q_GUIL_UNCLOSED = '«[^«»\\n|]{1,80}?(?=[.;]?[ \\t]*(?:\\||\\n|$)|[.;][ \\t])';
const QUOTED = `(?:${Q_GUIL}|${Q_STRAIGHT}|${Q_CURLY}|${Q_UNCLOSED}|${Q_GUIL_UNCLOSED})`;

const LABEL_WORDS = '(?:ИНН|КПП|ОГРН|ОКПО|БИК)(?!\\p{L})';

const ORG_QUOTED = re(`${NLB}(?:${FULL_FORM}|${RU_FORM})[ \\t]*(?:(?:[А-ЯЁ][\\p{L}-]*|№[ \\t]?\\d+)[ \\t]+){0,2}${QUOTED}`, 'gu');
const ORG_BARE = re(
  `${NLB}${RU_FORM}${NLA}(?:[ \\t]+(?!${LABEL_WORDS})(?:№[ \\t]?\\d+|[А-ЯЁA-Z][\\p{L}\\d&-]*(?:[ \\t]+[А-ЯЁ]\\.[ \\t]?(?:[А-ЯЁ]\\.)?)?)){1,3}`,
  'gu',
);
const ORG_POSTFIX = re(`(?<![\\p{L}\\d-])(?:(?!${LABEL_WORDS})[А-ЯЁ][\\p{L}\\d&'-]*[ \\t]+){1,3}${POSTFIX_FORM}${NLA}`, 'gu');

const ORG_LABEL = re(
  `${NLB}(?:НаимОрг|НаимЭконСубСост|НаимБанк|НаимЮЛ(?:Полн|Сокр)?|[Нн]аименование (?:организации|банка|покупателя|продавца|поставщика)|Банк(?: получателя| плательщика)?|Bank(?: name)?|Company(?: name)?|Firma|Société|Raison sociale|Beneficiary)[ \\t]*:[ \\t]*(?<v>[^\\n|,;(]{2,150})`,
);

/** Party labels with a colon (any of our languages, any case); the value may sit a few empty table cells further on. */
const PARTY_LABEL = re(`(?<![\\p{L}\\d-])(?:${labelAlt([...PARTY_LABELS, ...CN_PARTY_LABELS])})[ \\t]*[:：][ \\t]*(?:\\|[ \\t]*){0,3}(?<v>[\\p{Lu}\\p{Script=Han}"«“„№\\d][^\\n|,;(，；（]{1,120})`);

export const orgs: Detector = (text) => [
  ...hitsOf(ORG_QUOTED, text, 'org'),
  ...hitsOf(ORG_BARE, text, 'org'),
  ...hitsOf(ORG_POSTFIX, text, 'org'),
];

export const orgLabels: Detector = (text) => labelled(ORG_LABEL, text, 'org', 2);
export const partyLabels: Detector = (text) => labelled(PARTY_LABEL, text, 'org', 2).filter((h) => !isLabel(text.slice(h.start, h.end)));

/** A labelled value, unless it is nothing but a placeholder already. */
export function labelled(pattern: RegExp, text: string, category: Category, minChars: number): Hit[] {
  const enough = new RegExp(`[\\p{L}\\d]{${minChars}}`, 'u');
  return hitsOf(pattern, text, category, 'v')
    .map((h) => trimHit(text, h))
    .filter((h): h is Hit => h !== null && !/^\[[A-Z]+_\d+\]$/.test(text.slice(h.start, h.end)) && enough.test(text.slice(h.start, h.end)));
}

const PATR_LOW = '[А-ЯЁ][а-яё]+(?:(?:ович|евич|ьич)(?:а|у|ем|е)?|(?:овн|евн|ичн)(?:а|ы|е|у|ой))';
const PATR_UP = '[А-ЯЁ]+(?:(?:ОВИЧ|ЕВИЧ|ЬИЧ)(?:А|У|ЕМ|Е)?|(?:ОВН|ЕВН|ИЧН)(?:А|Ы|Е|У|ОЙ))';
const CAP_UP = '[А-ЯЁ]{2,}(?:-[А-ЯЁ]{2,})?';
const S = '[ \\t\\u00a0]+';

// Surname Name Patronymic | Name Patronymic Surname | Name Patronymic, in any case form; a
// capitalised word after the patronymic is taken too ("Продавец Иван Иванович Петров").
const PARTY_WORD = '(?!(?:Заказчик|Подрядчик|Исполнител|Поставщик|Покупател|Продав|Сторон|Договор|Устав)\\p{L}*)';
const FULL_NAME = re(
  `${NLB}(?:${CAP_RU}${S}(?:${CAP_RU}${S})?${PATR_LOW}(?:${S}${PARTY_WORD}${CAP_RU})?|${CAP_UP}${S}(?:${CAP_UP}${S})?${PATR_UP}(?:${S}${CAP_UP})?)${NLA}`,
  'gu',
);
const INITIALS_FIRST = re(`${NLB}[А-ЯЁ]\\.[ \\t]?[А-ЯЁ]\\.[ \\t]?${CAP_RU}${NLA}`, 'gu');
const INITIALS_AFTER = re(`${NLB}${CAP_RU}${S}[А-ЯЁ]\\.[ \\t]?[А-ЯЁ]\\.`, 'gu');

const ROLES = ['директор', 'бухгалтер', 'руководител', 'менеджер', 'кладовщик', 'водитель', 'экспедитор', 'представител', 'кассир', 'инженер', 'специалист', 'начальник', 'председатель', 'заведующ', 'юрист', 'ответственн', 'подписант', 'получил', 'принял', 'сдал', 'отпустил', 'выдал', 'логист'];
const NOT_NAMES = '(?:Заказчик|Подрядчик|Исполнител|Поставщик|Покупател|Продав|Сторон|Договор|Общест|Организац|Компани|Банк|Росси|Федерац|Устав|Департамент|Управлен|Учрежден|Предприят|Филиал|Отдел|Служб|Министерств|Фонд|Генеральн|Главн|Финансов|Коммерческ|Техническ|Исполнительн|Производств|Склад|Отпуск|Груз|Доверенност|Приказ|Положени|Приложени|Акт|Сч[её]т)\\p{L}*';
const ROLE_NAME = re(`${NLB}(?:${ROLES.map(ci).join('|')})\\p{Ll}{0,4}[ \\t]*:?[ \\t]+(?<v>(?!${NOT_NAMES})${CAP_RU}(?:${S}[А-ЯЁ]\\.[ \\t]?(?:[А-ЯЁ]\\.)?)?)${NA}`);

const FNS_PERSON = re(`(?<![\\p{L}])(?:Фамилия|Имя|Отчество|ФИО|Ф\\.И\\.О\\.|Surname|Last name|First name|Given name|Vorname|Nachname|Nom|Prénom|FirstName|MiddleName|LastName|GivenName|FamilyName|Patronymic)[ \\t]*:[ \\t]*(?<v>[^\\n|,;]{1,60})`);

export const personLabels: Detector = (text) => labelled(FNS_PERSON, text, 'person', 1);

export const persons: Detector = (text) => [
  ...hitsOf(FULL_NAME, text, 'person'),
  ...hitsOf(INITIALS_FIRST, text, 'person'),
  ...hitsOf(INITIALS_AFTER, text, 'person'),
  ...hitsOf(ROLE_NAME, text, 'person', 'v'),
];
