/**
 * Dev families shaped like business letters and prose acts: the parties are never printed beside a
 * "seller"/"buyer" label. Added in the fifth session of issue 13 because real documents name the seller
 * by its letterhead, return line and footer, and the parties of an act in its opening sentence and its
 * requisites at the foot; written from how such documents are laid out, not from any held family.
 */
import { dottedDate, ruLongDate } from './format';
import type { Ctx } from './html';
import { headerFields } from './families-intl';
import { chooseColumns, currencyNote, esc, itemsTable, logo, page, partyDetails, totalsTable } from './html';
import type { Party } from './names';

const SALUTATION = { en: ['Dear Sir or Madam,', 'Dear customer,'], de: ['Sehr geehrte Damen und Herren,', 'Guten Tag,'], fr: ['Madame, Monsieur,', 'Chère cliente, cher client,'] } as const;
const OPENING = {
  en: ['for our deliveries and services we invoice you as follows:', 'thank you for your order. We invoice you for the following:'],
  de: ['für unsere Lieferungen und Leistungen erlauben wir uns, Ihnen Folgendes in Rechnung zu stellen:', 'vielen Dank für Ihren Auftrag. Wir berechnen Ihnen:'],
  fr: ['nous vous prions de trouver ci-dessous le détail de notre facturation :', 'nous vous remercions de votre commande et vous facturons :'],
} as const;
const DIRECTOR = { en: 'Managing director', de: 'Geschäftsführer', fr: 'Gérant' } as const;

type LetterLang = keyof typeof SALUTATION;
const letterLang = (c: Ctx): LetterLang => (c.lang === 'de' || c.lang === 'fr' ? c.lang : 'en');

/** dev — a business letter (DIN 5008 style): brand letterhead, the seller's return line over the buyer's unlabelled address window, an info block at the right, salutation, table, and a three-column footer with the legal name, bank and VAT id. */
export function businessLetter(c: Ctx): string {
  const d = c.doc;
  const s = d.seller;
  const ll = letterLang(c);
  const cols = chooseColumns(c, { adjustments: d.discount + d.shipping > 0 });
  c.printed.grossColumn = cols.includes('gross');
  const brandRight = c.r.chance(0.5);
  const brand = `<div style="display:flex;gap:10px;align-items:center;${brandRight ? 'justify-content:flex-end' : ''}">${c.r.chance(0.6) ? logo(c.r, 40) : ''}<div style="font-size:${c.r.pick(['1.6em', '2em', '2.4em'])};font-weight:bold;letter-spacing:1px">${esc(s.short)}</div></div>`;
  const returnLine = `<div style="font-size:0.7em;border-bottom:1px solid #555;display:inline-block;margin-bottom:4px">${esc([s.name, ...s.address].join(' · '))}</div>`;
  const window = `<div>${returnLine}<div>${esc(d.buyer.name)}</div><div>${d.buyer.address.map(esc).join('<br>')}</div></div>`;
  const vat = s.vatId ? `${c.L('vatId')}${ll === 'fr' ? ' : ' : ': '}${s.vatId}` : '';
  const footer = [
    [s.name, ...s.address],
    [s.bank, `${c.L('iban')} ${s.iban}`, `BIC ${s.bic}`],
    [`${DIRECTOR[ll]}: ${s.person}`, vat, s.phone].filter(Boolean),
  ];
  return page(c, `
${brand}
<div style="display:flex;justify-content:space-between;align-items:flex-start;margin-top:${c.r.pick([18, 30, 44])}px">
  ${window}
  <div>${headerFields(c, c.r.pick(['left', 'above'] as const))}</div>
</div>
<div class="b" style="font-size:1.3em;margin:26px 0 8px">${esc(c.L('invoiceTitle'))}${c.r.chance(0.5) ? ` ${esc(d.number)}` : ''}</div>
<p>${esc(c.r.pick(SALUTATION[ll]))}<br>${esc(c.r.pick(OPENING[ll]))}</p>
${itemsTable(c, cols, { repeatHeader: c.r.chance(0.5), rules: c.r.pick(['rows', 'none'] as const), headerBg: c.r.pick(['#eee', null]) })}
${totalsTable(c, { ruled: c.r.chance(0.5), colon: c.r.chance(0.5) })}
${currencyNote(c)}
<p class="small">${esc(c.L('thanks'))}</p>
<table class="small muted" style="width:100%;margin-top:24px;border-top:1px solid #999"><tr>${footer.map((col) => `<td style="vertical-align:top;padding-top:4px">${col.map(esc).join('<br>')}</td>`).join('')}</tr></table>`);
}

/** The role as the opening sentence names it: the label without its bracketed gloss. */
const RU_ROLE = (label: string): string => label.split(' (')[0] ?? label;

function requisitesRu(p: Party): string[] {
  return [p.name, `Адрес: ${p.address.join(', ')}`, p.kpp ? `ИНН ${p.inn} КПП ${p.kpp}` : `ИНН ${p.inn}`, `р/с ${p.account}`, `в ${p.bank}`, `БИК ${p.bic}`];
}

function requisitesEn(c: Ctx, p: Party): string[] {
  return [p.name, ...partyDetails(c, p), `${c.L('iban')} ${p.iban}`];
}

/** dev — an act whose parties are named in its opening sentence ("…, именуемое в дальнейшем «Исполнитель», …"), or only in its requisites, which stand side by side at the foot, one column per party under its role. */
export function actRequisites(c: Ctx): string {
  const d = c.doc;
  const ru = c.lang === 'ru';
  const cols = chooseColumns(c, { adjustments: false, fixed: c.r.pick([['no', 'name', 'unit', 'qty', 'price', 'net'], ['no', 'name', 'qty', 'price', 'net']] as const).slice() });
  c.printed.grossColumn = false;
  const contractor = c.L('contractor');
  const customer = c.L('customer');
  const date = ru ? (c.r.chance(0.5) ? ruLongDate(d.date) : dottedDate(d.date)) : c.date(d.date);
  const title = ru ? `${esc(c.L('actTitle'))} № ${esc(d.number)}` : `${esc(c.L('actTitle'))} No. ${esc(d.number)}`;
  const place = ru ? `<table style="width:100%"><tr><td>г. ${esc(c.r.pick(['Москва', 'Казань', 'Самара', 'Тверь']))}</td><td class="r">${esc(date)}</td></tr></table>`
    : `<div class="r">${esc(date)}</div>`;
  // Some acts name the parties only in their requisites at the foot.
  const named = c.r.chance(0.6);
  const anonymous = ru ? `Мы, нижеподписавшиеся, представители сторон, составили настоящий акт о том, что по договору № ${esc(d.contract.number)} от ${esc(dottedDate(d.contract.date))} оказаны следующие услуги:`
    : `We, the undersigned representatives of the parties, confirm that under agreement No. ${esc(d.contract.number)} of ${esc(c.date(d.contract.date))} the following services were rendered:`;
  const preamble = !named ? anonymous : ru
    ? `${esc(d.seller.name)}, именуемое в дальнейшем «${RU_ROLE(contractor)}», в лице директора ${esc(d.seller.person)}, действующего на основании Устава, с одной стороны, и ${esc(d.buyer.name)}, именуемое в дальнейшем «${RU_ROLE(customer)}», с другой стороны, составили настоящий акт о нижеследующем: по договору № ${esc(d.contract.number)} от ${esc(dottedDate(d.contract.date))} оказаны следующие услуги:`
    : `This certificate is made between ${esc(d.seller.name)} (hereinafter the "Contractor"), represented by ${esc(d.seller.person)}, and ${esc(d.buyer.name)} (hereinafter the "Customer"), under agreement No. ${esc(d.contract.number)} of ${esc(c.date(d.contract.date))}. The Contractor has rendered the following services:`;
  const closing = ru ? 'Вышеперечисленные услуги выполнены полностью и в срок. Заказчик претензий по объему, качеству и срокам оказания услуг не имеет.'
    : 'The services were rendered in full and on time; the Customer has no claims.';
  const heading = ru ? 'Реквизиты и подписи сторон' : 'Details and signatures of the parties';
  const side = (role: string, p: Party): string => `<td style="vertical-align:top;width:50%;padding:4px 8px${c.r.chance(0.5) ? ';border:1px solid #444' : ''}"><div class="b">${esc(role)}</div>${(ru ? requisitesRu(p) : requisitesEn(c, p)).map(esc).join('<br>')}<br><br>____________ / ${esc(p.person)}</td>`;
  return page(c, `
<div class="c b" style="font-size:1.35em">${title}</div>
<div class="c" style="margin-bottom:6px">${esc(ru ? 'об оказании услуг' : 'of services rendered')}</div>
${place}
<p style="text-align:justify">${preamble}</p>
${itemsTable(c, cols, { repeatHeader: false, rules: 'all', headerBg: c.r.pick(['#eee', null]) })}
${totalsTable(c, { ruled: false, colon: c.r.chance(0.7) })}
${currencyNote(c)}
<p>${esc(closing)}</p>
<div class="b c" style="margin-top:16px">${esc(heading)}</div>
<table style="width:100%;border-collapse:collapse"><tr>${side(contractor, d.seller)}${side(customer, d.buyer)}</tr></table>`);
}
