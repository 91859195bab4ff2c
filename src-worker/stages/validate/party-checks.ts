import { isValidInn } from '../../lib/scanners/ids';
import { FOREIGN_TAX_ID } from './id-checks';
import { partyInn, sideOf } from './parties';
import type { Party } from './parties';
import { text } from './tree';
import { warn } from './warn';
import type { Warning } from '../../../src-shared/contract/warnings';

/** Checks between parties: the same INN on both sides, a party without INN, a sender that is its own carrier. */

/**
 * duplicate_party: a seller-side and a buyer-side party (or two parties of an unlabelled `parties`
 * list) with the same INN. The later one in document order is the copy: its INN is set to null in
 * place. Shipper, consignee and carrier are left out: a company may ship to itself or carry its own goods.
 */
export function checkDuplicateParties(parties: Party[]): { warnings: Warning[]; blanked: Set<Party> } {
  const warnings: Warning[] = [];
  const blanked = new Set<Party>();
  for (const [i, a] of parties.entries()) {
    for (const b of parties.slice(i + 1)) {
      const sa = sideOf(a.role);
      const sb = sideOf(b.role);
      if (!sa || !sb || (sa === sb && sa !== 'other') || blanked.has(a) || blanked.has(b)) continue;
      const inn = partyInn(a);
      if (inn === null || inn !== partyInn(b)) continue;
      const ref = b.fields.inn ?? b.fields.inn_kpp ?? b.fields.tax_id;
      if (!ref) continue;
      ref.holder[ref.slot] = null;
      blanked.add(b);
      warnings.push(warn('duplicate_party', `${b.path} has the same taxpayer number ${inn} as ${a.path}; the second party's number was removed`, ref.path));
    }
  }
  return { warnings, blanked };
}

const FOREIGN_FORM = /(?:^|[\s,.(])(?:GmbH|AG|KG|Ltd|Limited|LLC|L\.L\.C|Inc|Corp|Corporation|PLC|LLP|S\.?A\.?S?|SARL|S\.?à\s?r\.?l|S\.?r\.?l|S\.?p\.?A|B\.?V|N\.?V|Oy|AB|A\/S|ApS|OÜ|SIA|UAB|s\.r\.o|Sp\.\s?z\s?o\.?o|Co\.?,?\s?Ltd|Pte|Pty)\.?(?=$|[\s,.)])|有限公司|株式会社/u;
const RU_ORG_FORM = /(?:^|[\s«"“(])(?:ООО|ОАО|ЗАО|ПАО|АО|НАО|ИП|НКО|ГУП|МУП|ФГУП|ГБУ|МБУ|ФГБУ|ГКУ|ОГБПОУ|АНО|ТСЖ|СНТ|КФХ)(?=$|[\s«"“»)])|общество|учреждени|предприяти|компани|фонд|банк|колледж|университет|школ|товарищество|кооператив|администраци|министерств|управлени|инспекци/iu;
const RUSSIA = /^(?:ru|rus|643|россия|российская федерация|рф|russia|russian federation)$/iu;

/**
 * Why a party may lawfully have no INN, for the severity of missing_contractor_inn (low instead of
 * medium): it is foreign (a foreign VAT number, IBAN or tax number; a non-Russian country; a foreign
 * legal form or a name/address without Cyrillic), or it is a private individual (a person's full name
 * without any organisational form, "физическое лицо"), or the document type is foreign trade / CMR.
 */
function innOptional(p: Party, documentType: string | null): string | null {
  const f = p.fields;
  const vat = text(f.vat_id?.value);
  if (vat && !/^RU/iu.test(vat)) return 'foreign VAT number';
  if (text(f.iban?.value)) return 'IBAN account';
  const taxId = text((f.inn ?? f.tax_id)?.value);
  if (taxId && FOREIGN_TAX_ID.test(taxId.replace(/\s/g, '')) && /[A-Z]/i.test(taxId)) return 'foreign tax number';
  const country = text(f.country?.value);
  if (country && !RUSSIA.test(country)) return 'foreign country';
  const name = text(f.name?.value) ?? '';
  if (FOREIGN_FORM.test(name)) return 'foreign legal form';
  if (name !== '' && /\p{L}/u.test(name) && !/\p{Script=Cyrillic}/u.test(name)) return 'name not in Russian';
  const address = text(f.address?.value);
  if (address && /\p{L}/u.test(address) && !/\p{Script=Cyrillic}/u.test(address)) return 'foreign address';
  if (/физ(?:ическое|\.)?\s*лицо|граждан|самозанят/iu.test(name)) return 'individual';
  if (!RU_ORG_FORM.test(name) && /^\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?\s+\p{Lu}(?:\p{Ll}+|\.)\s*(?:\p{Lu}(?:\p{Ll}+|\.))?$/u.test(name.trim())) return 'individual';
  if (documentType && /cmr|смр|export|import|экспорт|импорт|инвойс|international|foreign|внешнеторг/iu.test(documentType)) return 'foreign-trade document';
  return null;
}

/**
 * missing_contractor_inn: a party with content but no valid INN. Checked are parties whose INN field
 * exists (empty or invalid), and seller/buyer-side party objects even without one. A shipper,
 * consignee or carrier without an INN field, and a party given only as a flat name
 * (`shipper: "ООО …"`), are not: the schema never asked for their INN. A party whose INN was just
 * removed as a duplicate is reported by duplicate_party only.
 */
export function checkMissingInn(parties: Party[], blanked: Set<Party>, documentType: string | null): Warning[] {
  const out: Warning[] = [];
  for (const p of parties) {
    if (!p.hasContent || blanked.has(p)) continue;
    const ref = p.fields.inn ?? p.fields.inn_kpp ?? p.fields.tax_id;
    if (!ref && (!p.object || sideOf(p.role) === null)) continue;
    const inn = partyInn(p);
    if (inn !== null && isValidInn(inn)) continue;
    const why = innOptional(p, documentType);
    const given = ref ? text(ref.value) : null;
    const what = given === null ? 'has no taxpayer number (ИНН)' : `has no valid taxpayer number (ИНН '${given}')`;
    out.push(warn('missing_contractor_inn', `${p.path} ${what}${why ? `; plausible for this party (${why})` : ''}`, ref?.path ?? p.path, why ? 'low' : 'medium'));
  }
  return out;
}

const NAME_NOISE = /\b(?:llc|ltd|limited|gmbh|ag|kg|inc|corp|co|plc|sarl|sas|sa|bv|nv|spa|srl|oy|ab)\b|(?:^|\s)(?:ооо|оао|зао|пао|ао|нао|ип)(?=\s|$)|общество с ограниченной ответственностью|акционерное общество|публичное|закрытое|открытое|индивидуальный предприниматель/gu;

/** A company name without quotes, legal form, punctuation and case: `ООО «Ромашка»` and `Ромашка, ООО` both read `ромашка`. */
export function normaliseName(name: string): string {
  return name.toLowerCase().replace(/ё/g, 'е').replace(/[«»"“”„'’`]/g, ' ').replace(NAME_NOISE, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

const compactId = (v: string | null): string | null => (v === null ? null : v.replace(/[\s.\-/]/g, '').toUpperCase() || null);

/** CMR rule: the sender and the carrier are distinct companies. */
export function checkSenderCarrier(parties: Party[], documentType: string | null): Warning[] {
  // In a Russian consignment note (ТТН, транспортная накладная) carrying one's own goods is lawful.
  if (documentType && /ттн|товарно-транспортн|транспортная накладная|путев/iu.test(documentType)) return [];
  const senders = parties.filter((p) => p.role === 'shipper');
  const carriers = parties.filter((p) => p.role === 'carrier');
  const out: Warning[] = [];
  for (const c of carriers) {
    for (const s of senders) {
      const innS = partyInn(s);
      const vatS = compactId(text(s.fields.vat_id?.value));
      const nameS = normaliseName(text(s.fields.name?.value) ?? '');
      const nameC = normaliseName(text(c.fields.name?.value) ?? '');
      const how = innS !== null && innS === partyInn(c) ? `taxpayer number ${innS}`
        : vatS !== null && vatS === compactId(text(c.fields.vat_id?.value)) ? `VAT number ${vatS}`
          : nameS.length >= 3 && nameS === nameC ? 'name' : null;
      if (how) {
        out.push(warn('sender_equals_carrier', `the carrier (${c.path}) is the sender (${s.path}): same ${how}`, c.path));
        break;
      }
    }
  }
  return out;
}
