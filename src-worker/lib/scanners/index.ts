/**
 * Typed scanners: pure functions over text that find dates, amounts (in figures and in words),
 * identifiers with their checksums, contacts and document numbers, each hit with its offsets.
 */
export type { AmountHit, Hit, IdHit, Money } from './types';
export { dropOverlaps, expandYear, isValidCalendarDate, parseDate, scanDates } from './dates';
export { currenciesIn, currencyOf, parseAmount, parseNumber, scanAmounts } from './amounts';
export { amountInWords } from './words';
export { zhNumber } from './words-zh';
export { isCorrespondentAccount, isValidAccount, isValidBic, isValidInn, isValidKpp, isValidOgrn, isValidOgrnip, isValidSwiftBic } from './ids';
export { isValidIban, isValidVatId, mod97 } from './vat';
export type { AccountHit } from './id-scan';
export { scanAccounts, scanBic, scanInn, scanKpp, scanOgrn } from './id-scan';
export { scanIbans, scanVatIds } from './intl-scan';
export { scanEmails, scanPhones } from './contacts';
export type { DocumentNumberHit } from './numbers';
export { scanDocumentNumbers } from './numbers';
