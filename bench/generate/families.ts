/**
 * The families: structurally different templates, each marked dev (developers tune on it) or held
 * (only measured). This list is the one place that says which is which.
 */
import type { Lang } from './format';
import type { Ctx } from './html';
import type { DocOptions, Kind, VatMode } from './model';
import type { Rng } from './prng';
import { actEn, actSidesEn, brandOnly, keyValue, letterheadBoxes, minimal, stacked } from './families-intl';
import { actRequisites, businessLetter } from './families-letters';
import { billShip, fapiao, rashodnaya, sidebar } from './families-more';
import { carried, marketplace } from './families-online';
import { footerLegal } from './families-footer';
import { actRuClassic, actSidesRu, schetBank, schetTwoCol, sfClassic, torg12Cells, torg12Unified, updTwoStatus } from './families-ru';

export type FamilySet = 'dev' | 'held';

export interface Family {
  name: string;
  set: FamilySet;
  kind: Kind;
  langs: Lang[];
  /** What the family's documents may contain. */
  features: { adjustments?: boolean; groups?: boolean; deposits?: boolean; incl?: number; services?: boolean; rows?: [number, number] };
  render(c: Ctx): string;
  summary: string;
}

export const FAMILIES: readonly Family[] = [
  { name: 'inv-letterhead-boxes', set: 'dev', kind: 'invoice', langs: ['en', 'de', 'fr'], features: { adjustments: true, groups: true }, render: letterheadBoxes,
    summary: 'letterhead top-left with logo, title and numbers right, seller and buyer side by side in bordered boxes, ruled table' },
  { name: 'inv-stacked', set: 'dev', kind: 'invoice', langs: ['en', 'de', 'fr', 'zh'], features: { adjustments: true }, render: stacked,
    summary: 'title on top, numbers with labels above values, parties stacked with labels above, horizontal rules only' },
  { name: 'inv-minimal', set: 'dev', kind: 'invoice', langs: ['en', 'de', 'fr', 'zh'], features: { adjustments: true, deposits: true }, render: minimal,
    summary: 'modern minimal: no table rules, big light title, parties in two columns, right-aligned totals, deposit sub-lines' },
  { name: 'ru-schet-bank', set: 'dev', kind: 'invoice', langs: ['ru'], features: { incl: 0.5 }, render: schetBank,
    summary: 'Russian счёт на оплату: bank-details grid above the title, parties as lines, amount in words' },
  { name: 'torg12-unified', set: 'dev', kind: 'torg12', langs: ['ru'], features: {}, render: torg12Unified,
    summary: 'ТОРГ-12 unified form: long header with codes, two-level table header, column-number row 1–15' },
  { name: 'upd-two-status', set: 'dev', kind: 'upd', langs: ['ru'], features: {}, render: updTwoStatus,
    summary: 'УПД with the status box, header lines (1)–(8), 16-column table numbered А, 1, 1а…' },
  { name: 'act-ru-classic', set: 'dev', kind: 'act', langs: ['ru'], features: { incl: 0.4, services: true }, render: actRuClassic,
    summary: 'Russian act: title with number and date, parties as labelled lines, table, totals, acceptance sentence' },
  { name: 'act-en', set: 'dev', kind: 'act', langs: ['en'], features: { services: true }, render: actEn,
    summary: 'English certificate of completion: parties with labels to the left, table, totals, signatures' },
  { name: 'inv-business-letter', set: 'dev', kind: 'invoice', langs: ['en', 'de', 'fr'], features: { adjustments: true }, render: businessLetter,
    summary: 'business letter: brand letterhead, return line over an unlabelled address window, info block right, salutation, three-column footer with the legal name' },
  { name: 'act-requisites', set: 'dev', kind: 'act', langs: ['ru', 'en'], features: { services: true }, render: actRequisites,
    summary: 'act naming its parties in the opening sentence, requisites side by side at the foot under each role' },
  { name: 'inv-bill-ship', set: 'dev', kind: 'invoice', langs: ['en', 'de', 'fr'], features: { adjustments: true }, render: billShip,
    summary: 'accounting-package invoice: letterhead left, Date / Invoice No. cell grid right, Bill To and Ship To boxes, an order strip (PO, terms, carrier), ruled items' },
  { name: 'inv-sidebar', set: 'dev', kind: 'invoice', langs: ['en', 'de', 'fr'], features: { adjustments: true, deposits: true }, render: sidebar,
    summary: 'design template: coloured sidebar left with seller, bill-to, numbers with labels above and bank; title, items and totals in the main column' },
  { name: 'zh-fapiao', set: 'dev', kind: 'invoice', langs: ['zh'], features: {}, render: fapiao,
    summary: 'Chinese VAT e-invoice grid: buyer then seller side by side with 名称 / 纳税人识别号 in the cell, 合计 row, 价税合计 in capitals and figures' },
  { name: 'ru-rashodnaya', set: 'dev', kind: 'torg12', langs: ['ru'], features: { incl: 1 }, render: rashodnaya,
    summary: '1C «Расходная накладная»: Поставщик / Покупатель lines, simple ruled table with VAT-inclusive prices, Итого and В том числе НДС, count-and-sum line' },
  { name: 'inv-marketplace', set: 'dev', kind: 'invoice', langs: ['en', 'de', 'fr'], features: { adjustments: true }, render: marketplace,
    summary: 'online shop / marketplace invoice: brand on top, a key–value block with the invoice number and date among order, customer, delivery and payment numbers and dates, Sold by / billing / delivery side by side, paid and due under the totals' },
  { name: 'inv-carried', set: 'dev', kind: 'invoice', langs: ['en', 'de', 'fr'], features: { rows: [22, 45] }, render: carried,
    summary: 'long invoice over two or three pages: a running head on each page, the items header repeated, a carried-forward line at the foot of each page and the head of the next, totals on the last' },
  { name: 'inv-footer-legal', set: 'dev', kind: 'invoice', langs: ['en', 'de', 'fr'], features: { adjustments: true }, render: footerLegal,
    summary: 'letter paper with the issuer only as a brand at the top and its legal name, register, VAT number, manager and bank in the footer\'s columns; the addressee in the window, labelled or not; number and date on one line or in a small table' },
  { name: 'inv-key-value', set: 'held', kind: 'invoice', langs: ['en', 'de', 'fr', 'zh'], features: { adjustments: true, groups: true }, render: keyValue,
    summary: 'labels to the left in a two-column key/value table, totals as rows at the foot of the item table' },
  { name: 'inv-brand-only', set: 'held', kind: 'invoice', langs: ['en', 'de', 'fr'], features: { adjustments: true, deposits: true }, render: brandOnly,
    summary: 'seller only in the centred letterhead and the footer (no seller label), buyer in an address window' },
  { name: 'ru-schet-twocol', set: 'held', kind: 'invoice', langs: ['ru'], features: { incl: 0.5, groups: true }, render: schetTwoCol,
    summary: 'Russian счёт: title first, parties in a two-column list, totals inside the table, bank details at the foot' },
  { name: 'torg12-cells', set: 'held', kind: 'torg12', langs: ['ru'], features: {}, render: torg12Cells,
    summary: 'ТОРГ-12 with the header as label/value cells, one-row table header without column numbers, totals under the table' },
  { name: 'sf-classic', set: 'held', kind: 'upd', langs: ['ru'], features: {}, render: sfClassic,
    summary: 'счёт-фактура without the status box, labelled header list, 11 numbered columns' },
  { name: 'act-sides', set: 'held', kind: 'act', langs: ['ru', 'en'], features: { incl: 0.3, services: true }, render: (c) => (c.lang === 'ru' ? actSidesRu(c) : actSidesEn(c)),
    summary: 'act with the parties side by side in a bordered table, city and date on one line, totals inside the table' },
];

export const familiesOf = (set: FamilySet): Family[] => FAMILIES.filter((f) => f.set === set);

const CURRENCIES: Record<Lang, string[]> = { en: ['GBP', 'USD', 'EUR'], de: ['EUR', 'EUR', 'CHF'], fr: ['EUR', 'EUR', 'CHF'], zh: ['CNY', 'CNY', 'USD'], ru: ['RUB'] };
const RATES: Record<string, number[]> = { GBP: [20, 5], USD: [8, 8], EUR: [23, 13.5], CHF: [8.1, 2.6], CNY: [13, 9, 6], RUB: [20, 10] };
const RATES_BY_LANG: Partial<Record<Lang, Record<string, number[]>>> = { de: { EUR: [19, 7] }, fr: { EUR: [20, 10, 5.5] } };
const GROUPS: Record<Lang, string[]> = {
  en: ['— Services —', 'Non Food', 'Hardware', 'Consumables'], de: ['— Dienstleistungen —', 'Non Food', 'Lebensmittel', 'Verbrauchsmaterial'],
  fr: ['— Prestations —', 'Non alimentaire', 'Fournitures', 'Matériel'], zh: ['— 服务 —', '办公用品', '设备'], ru: ['— Услуги —', 'Товары', 'Расходные материалы', 'Оборудование'],
};
const DEPOSIT: Record<Lang, string> = { en: 'incl. deposit', de: 'inkl. Pfand', fr: 'dont éco-participation', zh: '含押金', ru: 'в т.ч. залоговая стоимость тары' };

export function docOptions(r: Rng, f: Family, lang: Lang): DocOptions {
  const currency = r.pick(CURRENCIES[lang]);
  const rates = [...(RATES_BY_LANG[lang]?.[currency] ?? RATES[currency] ?? [20])];
  const mode: VatMode = f.features.incl && r.chance(f.features.incl) ? 'incl' : 'excl';
  const adjustments = !!f.features.adjustments && mode === 'excl' && r.chance(0.35);
  const deposit = f.features.deposits && r.chance(0.4) ? `${DEPOSIT[lang]} ${r.pick(['0,25', '0.25', '0,15', '3,10', '1.50'])}` : null;
  return { kind: f.kind, lang, mode, rates, currency, adjustments, services: !!f.features.services, maxRows: f.features.rows?.[1] ?? 30,
    minRows: f.features.rows?.[0] ?? null, groups: f.features.groups ? GROUPS[lang] : null, deposits: deposit };
}
