/**
 * Words of page numbering in the languages we read, as printed in headers and footers. Matched
 * case-insensitively; a trailing dot is optional ("Стр." and "Стр"). Chinese "第…页" has its own
 * pattern in the splitter (it wraps the number).
 */
export const PAGE_WORDS: readonly string[] = [
  // English
  'page', 'pg',
  // German, Dutch
  'seite', 'blatt', 'blad', 'pagina',
  // French, Spanish, Italian
  'pagina', 'página', 'feuille', 'folio',
  // Russian
  'страница', 'стр.', 'лист',
];

/** "of" between a page's number and the page count: "2 of 3", "2 von 3", "2 из 3", "2 sur 3". */
export const OF_WORDS: readonly string[] = ['of', 'von', 'van', 'sur', 'de', 'di', 'из'];

/**
 * Words at the top of a page that carries on from the previous one: a continuation note or a
 * carried-forward subtotal.
 */
export const CONTINUED_WORDS: readonly string[] = [
  'continued', 'continuation', 'carried forward', 'brought forward', 'subtotal carried forward', 'cont.',
  'fortsetzung', 'übertrag', 'uebertrag', 'zwischensumme übertrag', 'vortrag',
  'suite de la page', 'à reporter', 'reporté', 'report de la page précédente',
  'vervolg',
  'продолжение', 'перенос', 'с переносом', 'итого с предыдущей страницы',
  '续', '续页', '承前页',
];

/**
 * A carried-forward sum's label that is also a common word elsewhere (French "Report" at a page's
 * foot or head; English "report"): it names the sum only as the whole label of a row.
 */
export const CARRIED_ALONE_WORDS: readonly string[] = ['report', 'vortrag', 'перенос'];

/**
 * Nouns that name a document and are followed by its number in a title ("Rechnung Nr. 471102",
 * "Invoice No. 42", "Счет № 12", "Facture N° F-2018-27", "Товарная накладная №36"). German
 * compounds end in them ("Handelsrechnung", "Sammelrechnung").
 */
export const DOCUMENT_NOUNS: readonly string[] = [
  'invoice', 'bill', 'receipt', 'credit note', 'debit note', 'statement', 'order confirmation', 'delivery note', 'packing list', 'waybill',
  'rechnung', 'gutschrift', 'lieferschein', 'beleg', 'auftragsbestätigung',
  'facture', 'avoir', 'bon de livraison', 'reçu',
  'factuur', 'creditnota', 'pakbon',
  'счет', 'счёт', 'счет-фактура', 'счёт-фактура', 'накладная', 'накладной', 'акт', 'договор', 'контракт', 'спецификация', 'упд', 'квитанция',
  'cmr',
  '发票', '收据',
];

/** Words for "number" between a document's noun and its number. */
export const NUMBER_WORDS: readonly string[] = ['nr', 'no', 'nº', 'n°', 'n.', '№', '#', 'number', 'nummer', 'numéro', 'numero', 'номер', '号码', '号'];

/**
 * Words of a document's closing figure — the amount to pay, the grand total, the amount in words —
 * which end an invoice, a waybill or an act. Plain "total" or "сумма" are left out: they head
 * columns and subtotals on every page.
 */
export const CLOSING_WORDS: readonly string[] = [
  'grand total', 'total due', 'amount due', 'balance due', 'total amount due', 'total to pay', 'invoice total',
  'gesamtbetrag', 'zahlbetrag', 'rechnungsbetrag', 'endbetrag', 'zu zahlen',
  'total ttc', 'net à payer', 'montant à payer', 'total à payer',
  'te betalen', 'totaal te betalen',
  'итого к оплате', 'всего к оплате', 'всего к оплате с ндс', 'всего отпущено на сумму', 'сумма прописью', 'всего оказано услуг', 'всего наименований',
  '价税合计', '合计金额', '应付金额',
];
