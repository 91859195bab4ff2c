import type { JsonObject } from '../../../src-shared/contract/envelope';
import { scanDocumentNumbers } from '../../lib/scanners/numbers';
import { hasAnyPhrase, text, tokens, walk } from './tree';
import { warn } from './warn';
import type { Warning } from '../../../src-shared/contract/warnings';

/**
 * ambiguous_document_number: an act (акт выполненных работ, акт сверки, acceptance act) whose own
 * number is the number of the contract it refers to — usually the model copied the contract
 * number into the act's number field.
 */

const ACT = /(?:^|[^\p{L}])(?:акт(?:а|у|ом|е|ы)?|act|acts|akt|acte)(?:$|[^\p{L}])/iu;
const TYPE_KEYS = ['document_type', 'doc_type', 'type', 'kind', 'вид_документа', 'тип_документа', 'тип', 'вид', 'title', 'document_title', 'название_документа', 'наименование_документа', 'form', 'форма'];
const DOC_NUMBER_KEYS = [['number'], ['document', 'number'], ['doc', 'number'], ['act', 'number'], ['номер'], ['номер', 'документа'], ['номер', 'акта'], ['no'], ['nr'], ['num'], ['act', 'no'], ['document', 'no'], ['doc', 'no'], ['акт', 'номер'], ['invoice', 'number']];
const CONTRACT_WORDS = ['contract', 'contracts', 'договор', 'договора', 'agreement', 'basis', 'основание', 'основания', 'vertrag', 'contrat'];
const NUMBER_WORDS = ['number', 'номер', 'no', 'nr', 'num'];
const DOC_OBJECTS = ['document', 'act', 'header', 'документ', 'акт', 'шапка', 'реквизиты_документа'];

const sameTokens = (a: string[], b: string[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

/** `№ 17/2024`, `No. 17/2024`, `17 / 2024` → `17/2024`. */
export function normaliseNumber(s: string): string {
  return s.toLowerCase().replace(/^(?:№|no\.?|n°|nr\.?|n|#)\s*/u, '').replace(/\s+/g, '');
}

function isAct(result: JsonObject, documentType: string | null): boolean {
  if (documentType && ACT.test(documentType)) return true;
  let act = false;
  walk(result, (node) => {
    if (act || typeof node.slot !== 'string') return;
    const t = tokens(node.key);
    if (t.some((x) => x === 'act' || x === 'акт' || x === 'акта' || x === 'akt')) act = true;
    else if (typeof node.value === 'string' && node.value.length <= 120 && TYPE_KEYS.some((k) => sameTokens(t, tokens(k))) && ACT.test(node.value)) act = true;
  });
  return act;
}

/** A contract reference's number: a number field, or the number inside "Договор поставки № 15 от 01.02.2024". */
function contractNumberOf(value: string): string | null {
  const marked = scanDocumentNumbers(value)[0];
  if (marked) return marked.value;
  return /^[\p{L}\p{N}][\p{L}\p{N}\-/._]*$/u.test(value) && /\d/.test(value) ? value : null;
}

export function checkActNumber(result: JsonObject, documentType: string | null): Warning[] {
  if (!isAct(result, documentType)) return [];
  let docNumber: { value: string; path: string } | null = null;
  let contract: string | null = null;
  walk(result, (node) => {
    // Document-level fields only: top level, or one document/act/contract object below it.
    if (node.path.includes('[') || node.path.split('.').length > 2 || typeof node.slot !== 'string') return;
    const value = text(node.value);
    if (value === null) return;
    const t = tokens(node.key);
    const parent = tokens(node.parentKey);
    const inContract = hasAnyPhrase(parent, CONTRACT_WORDS);
    const isContract = hasAnyPhrase(t, CONTRACT_WORDS);
    if (inContract && t.some((x) => NUMBER_WORDS.includes(x))) contract ??= scanDocumentNumbers(value)[0]?.value ?? value;
    // `contract_number`, or a lone `contract`/`основание` holding "Договор № 15 от …" (not `contract_date`, `contract_amount`).
    else if (isContract && (t.some((x) => NUMBER_WORDS.includes(x)) || t.length === 1)) contract ??= contractNumberOf(value);
    else if ((node.parentKey === '' || hasAnyPhrase(parent, DOC_OBJECTS)) && DOC_NUMBER_KEYS.some((k) => sameTokens(t, k))) docNumber ??= { value, path: node.path };
  });
  if (!docNumber || contract === null) return [];
  const found: { value: string; path: string } = docNumber;
  if (normaliseNumber(found.value) !== normaliseNumber(contract)) return [];
  return [warn('ambiguous_document_number', `the act's number '${found.value}' equals the number of the contract it refers to`, found.path)];
}
