import type { JsonObject } from '../../../src-shared/contract/envelope';
import { isValidInn, isValidKpp } from '../../lib/scanners/ids';
import { isInnKey, isKppKey, isTaxIdKey } from './keys';
import { text, walk } from './tree';
import { warn } from './warn';
import type { Warning } from '../../../src-shared/contract/warnings';

/**
 * ИНН and КПП wherever a key names them (`supplier.inn`, `buyer_inn`, `ИНН покупателя`,
 * `inn_kpp: "7701234567/770101001"`). A foreign tax number in an INN field (`DE136695976`) is not
 * judged as an INN: the party check reports the missing INN instead, at low severity.
 */

/** Looks like a foreign VAT/tax number: a country prefix and letters or digits after it. */
export const FOREIGN_TAX_ID = /^[A-Z]{2,3}[\s-]?[0-9A-Z]{6,14}$/iu;

function innProblem(raw: string, path: string): Warning | null {
  const s = raw.replace(/^(?:ИНН|INN)\s*:?\s*/iu, '').replace(/[\s\u00a0]/g, '');
  if (FOREIGN_TAX_ID.test(s) && /[A-Z]/i.test(s)) return null;
  const digits = (s.match(/\d/g) ?? []).length;
  if (!/^\d{10}$|^\d{12}$/.test(s)) {
    const what = /^\d+$/.test(s) ? `${digits} digits` : `'${raw}', not a number of 10 or 12 digits`;
    return warn('invalid_inn_length', `taxpayer number (ИНН) has ${what}; expected 10 (organisation) or 12 (individual)`, path);
  }
  if (!isValidInn(s)) {
    return warn('invalid_inn_checksum', `taxpayer number (ИНН) ${s} fails its control digit check`, path);
  }
  return null;
}

function kppProblem(raw: string, path: string): Warning | null {
  const s = raw.replace(/^(?:КПП|KPP)\s*:?\s*/iu, '').replace(/[\s\u00a0]/g, '');
  if (isValidKpp(s)) return null;
  const detail = s.length === 9 ? `'${s}' is not of the form NNNNPPNNN` : `'${s}' has ${s.length} characters`;
  return warn('invalid_kpp_length', `registration reason code (КПП) ${detail}; expected 9 digits (positions 5–6 may be letters)`, path);
}

/**
 * @param innContext the document is Russian enough that a bare tax-id field (`tin`, `tax_id`) holds an INN
 */
export function checkInnKpp(result: JsonObject, innContext: boolean): Warning[] {
  const out: Warning[] = [];
  walk(result, (node) => {
    if (typeof node.slot !== 'string') return;
    const raw = text(node.value);
    if (raw === null) return;
    const inn = isInnKey(node.key);
    const kpp = isKppKey(node.key);
    if (inn && kpp) {
      // One field for both: "7701234567/770101001".
      const [innPart = '', kppPart] = raw.split('/');
      const a = innProblem(innPart.trim(), node.path);
      if (a) out.push(a);
      if (kppPart !== undefined) {
        const b = kppProblem(kppPart.trim(), node.path);
        if (b) out.push(b);
      }
      return;
    }
    if (inn) {
      const a = innProblem(raw.includes('/') ? (raw.split('/')[0] ?? '').trim() : raw, node.path);
      if (a) out.push(a);
    } else if (kpp) {
      const b = kppProblem(raw, node.path);
      if (b) out.push(b);
    } else if (isTaxIdKey(node.key) && /^\d+$/.test(raw.replace(/\s/g, ''))) {
      const digits = raw.replace(/\s/g, '').length;
      if (innContext || digits === 10 || digits === 12) {
        const a = innProblem(raw, node.path);
        if (a) out.push(a);
      }
    }
  });
  return out;
}
