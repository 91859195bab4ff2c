import { scanAccounts, scanBic, scanInn, scanKpp, scanOgrn } from '../scanners';
import type { IdHit } from '../scanners';
import type { GrammarHit } from './types';

/**
 * Russian company and bank requisites. The finding and the control digits are the scanners' own
 * (lib/scanners/id-scan.ts, ids.ts: the same code the validate stage and anonymization use); this
 * grammar only names each find. A number after its label is reported even when its checksum fails
 * (`valid: false`, so a typo shows); a bare number only when its checksum holds.
 */
export type RequisiteType = 'inn' | 'kpp' | 'ogrn' | 'ogrnip' | 'bic' | 'swift' | 'settlement_account' | 'correspondent_account';

export type RequisiteValue = {
  type: RequisiteType;
  /** The identifier without spaces. */
  value: string;
  /** Format and control digits hold (accounts: against the BIC in `bic`; КПП and БИК have no checksum, only a format). */
  valid: boolean;
  /** ИНН: `organisation` (10 digits) or `individual` (12); null for other types or a wrong length. */
  holder: 'organisation' | 'individual' | null;
  /** Accounts: the BIC of the same page their control key was checked with, or null. */
  bic: string | null;
};

function named(h: IdHit, type: RequisiteType, extra: Partial<RequisiteValue> = {}): GrammarHit<RequisiteValue> {
  return { start: h.start, end: h.end, text: h.raw, value: { type, value: h.value, valid: h.valid, holder: null, bic: null, ...extra } };
}

export function scanRequisites(text: string): GrammarHit<RequisiteValue>[] {
  const out: GrammarHit<RequisiteValue>[] = [];
  for (const h of scanInn(text)) {
    const holder = h.value.length === 10 ? 'organisation' : h.value.length === 12 ? 'individual' : null;
    out.push(named(h, 'inn', { holder }));
  }
  for (const h of scanKpp(text)) out.push(named(h, 'kpp'));
  for (const h of scanOgrn(text)) out.push(named(h, h.value.length === 15 ? 'ogrnip' : 'ogrn'));
  for (const h of scanBic(text)) out.push(named(h, /^\d+$/.test(h.value) ? 'bic' : 'swift'));
  for (const h of scanAccounts(text)) out.push(named(h, h.kind === 'correspondent' ? 'correspondent_account' : 'settlement_account', { bic: h.bic }));
  return out.sort((a, b) => a.start - b.start);
}
