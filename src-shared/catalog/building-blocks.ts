import type { JsonObject } from '../contract/envelope';

/**
 * Pieces the catalog schemas are made of. Titles are Russian (they become Excel column headers);
 * descriptions are English, so both languages name every field for the extractor.
 */
export const str = (title: string, description: string, extra: JsonObject = {}): JsonObject => ({ type: ['string', 'null'], title, description, ...extra });
export const num = (title: string, description: string): JsonObject => ({ type: ['number', 'null'], title, description });
export const date = (title: string, description: string): JsonObject => ({ type: ['string', 'null'], format: 'date', title, description });

export function party(title: string, description: string): JsonObject {
  return {
    type: 'object', title, description,
    properties: {
      name: str('Наименование', 'legal name of the party'),
      inn: str('ИНН', 'taxpayer identification number (INN)', { pattern: '^(\\d{10}|\\d{12})$' }),
      kpp: str('КПП', 'tax registration reason code (KPP)', { pattern: '^\\d{4}[\\dA-Z]{2}\\d{3}$' }),
      vat_id: str('VAT ID', 'VAT identification number (EU)'),
      address: str('Адрес', 'address'),
    },
  };
}

export function bankedParty(title: string, description: string): JsonObject {
  const p = party(title, description);
  return {
    ...p,
    properties: {
      ...(p.properties as JsonObject),
      ogrn: str('ОГРН', 'primary state registration number (OGRN)'),
      bank: str('Банк', 'bank name'),
      bic: str('БИК', 'bank identification code (BIC)'),
      account: str('Расчётный счёт', 'settlement account number'),
      corr_account: str('Корр. счёт', 'correspondent account number'),
    },
  };
}

export function items(title: string, description: string, fields: Record<string, JsonObject>): JsonObject {
  return { type: 'array', title, description, items: { type: 'object', properties: fields } };
}

export const goodsLine = {
  line: num('№', 'line number'),
  name: str('Наименование', 'name of goods or service'),
  article: str('Артикул', 'article / item code'),
  unit: str('Ед. изм.', 'unit of measure'),
  quantity: num('Количество', 'quantity'),
  price: num('Цена', 'unit price'),
  amount_net: num('Сумма без НДС', 'line amount without VAT'),
  vat_rate: str('Ставка НДС', 'VAT rate'),
  vat_amount: num('Сумма НДС', 'VAT amount'),
  amount_gross: num('Сумма с НДС', 'line total with VAT'),
} satisfies Record<string, JsonObject>;

export const totals = {
  total_net: num('Итого без НДС', 'total without VAT (net)'),
  total_vat: num('Итого НДС', 'total VAT amount'),
  total: num('Всего к оплате', 'grand total with VAT (gross)'),
} satisfies Record<string, JsonObject>;
