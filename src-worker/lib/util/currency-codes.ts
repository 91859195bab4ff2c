/** ISO 4217 codes the scanners read as currencies, and the OCR stage never takes for Cyrillic words. */
export const CURRENCY_CODES: readonly string[] = ['USD', 'EUR', 'RUB', 'RUR', 'CNY', 'RMB', 'GBP', 'INR', 'CHF', 'JPY', 'PLN', 'CZK', 'SEK', 'NOK', 'DKK', 'HUF', 'UAH', 'BYN', 'KZT', 'TRY'];
