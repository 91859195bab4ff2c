import type { JsonObject } from '../contract/envelope';
import { bankedParty, date, goodsLine, items, num, party, str, totals } from './building-blocks';

/**
 * The built-in schema catalog (`GET /v1/schemas…`): each document type with its versions, usable as
 * `output_schema` and named by `document_type`. Versions only ever get added (SPEC "Versioning").
 */
/**
 * The document types of the catalog as a closed list: what `document_type` names and what a
 * detected document kind may be (src-worker/lib/doc-kind). Every id has at least one schema below.
 */
export const CATALOG_TYPE_IDS = ['invoice', 'upd', 'torg12', 'act', 'contract', 'cmr', 'packing_list', 'specification'] as const;
export type CatalogTypeId = (typeof CATALOG_TYPE_IDS)[number];

export function isCatalogTypeId(s: string): s is CatalogTypeId {
  return (CATALOG_TYPE_IDS as readonly string[]).includes(s);
}

export interface CatalogSchema {
  type: CatalogTypeId;
  version: string;
  title_ru: string;
  title_en: string;
  schema: JsonObject;
}

const doc = (title: string, description: string, properties: Record<string, JsonObject>): JsonObject =>
  ({ $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', title, description, properties });

const header = {
  number: str('Номер документа', 'document number'),
  date: date('Дата документа', 'document date'),
  currency: str('Валюта', 'currency code (ISO 4217)'),
};

const contractFields = {
  number: str('Номер договора', 'contract number'),
  date: date('Дата договора', 'contract date'),
  subject: str('Предмет договора', 'subject of the contract'),
  customer: bankedParty('Заказчик', 'customer'),
  contractor: bankedParty('Исполнитель', 'contractor / supplier'),
  price: num('Цена договора', 'contract price'),
  vat: num('НДС', 'VAT amount of the contract price'),
  amount_in_words: str('Сумма прописью', 'contract price in words'),
  term: str('Срок', 'term / deadline'),
};

export const CATALOG: readonly CatalogSchema[] = [
  { type: 'invoice', version: '1.0', title_ru: 'Счёт / счёт на оплату', title_en: 'Invoice', schema: doc('Счёт', 'invoice', {
    ...header,
    seller: bankedParty('Продавец', 'seller / supplier'),
    buyer: party('Покупатель', 'buyer / customer'),
    items: items('Позиции', 'line items', goodsLine),
    ...totals,
  }) },
  { type: 'upd', version: '1.0', title_ru: 'УПД / счёт-фактура', title_en: 'Universal transfer document / VAT invoice', schema: doc('УПД', 'universal transfer document (UPD) or VAT invoice (schet-faktura)', {
    ...header,
    contract_number: str('Основание (договор)', 'contract the shipment is based on'),
    seller: bankedParty('Продавец', 'seller'),
    buyer: party('Покупатель', 'buyer'),
    shipper: party('Грузоотправитель', 'shipper / consignor'),
    consignee: party('Грузополучатель', 'consignee'),
    items: items('Позиции', 'line items', { ...goodsLine, country: str('Страна происхождения', 'country of origin'), customs_declaration: str('Номер ГТД', 'customs declaration number') }),
    ...totals,
  }) },
  { type: 'torg12', version: '1.0', title_ru: 'Товарная накладная ТОРГ-12', title_en: 'Goods waybill TORG-12', schema: doc('ТОРГ-12', 'goods waybill (TORG-12)', {
    ...header,
    contract_number: str('Основание', 'basis (contract)'),
    supplier: bankedParty('Поставщик', 'supplier'),
    payer: party('Плательщик', 'payer'),
    shipper: party('Грузоотправитель', 'shipper'),
    consignee: party('Грузополучатель', 'consignee'),
    items: items('Позиции', 'line items', goodsLine),
    ...totals,
    net_weight: num('Масса нетто', 'net weight'),
    gross_weight: num('Масса брутто', 'gross weight'),
  }) },
  { type: 'act', version: '1.0', title_ru: 'Акт выполненных работ (оказанных услуг)', title_en: 'Certificate of completed work / services', schema: doc('Акт', 'act of completed work or services', {
    ...header,
    contract_number: str('Номер договора', 'contract number'),
    contract_date: date('Дата договора', 'contract date'),
    contractor: bankedParty('Исполнитель', 'contractor / service provider'),
    customer: party('Заказчик', 'customer'),
    items: items('Работы, услуги', 'works or services', { name: goodsLine.name, unit: goodsLine.unit, quantity: goodsLine.quantity, price: goodsLine.price, amount_net: goodsLine.amount_net }),
    ...totals,
  }) },
  { type: 'contract', version: '1.0', title_ru: 'Договор', title_en: 'Contract', schema: doc('Договор', 'contract', contractFields) },
  // 1.1: the currency of the price (a price in figures says nothing of it alone).
  { type: 'contract', version: '1.1', title_ru: 'Договор', title_en: 'Contract', schema: doc('Договор', 'contract', {
    ...contractFields,
    currency: str('Валюта', 'currency code of the contract price (ISO 4217)'),
  }) },
  { type: 'cmr', version: '1.0', title_ru: 'Международная товарно-транспортная накладная CMR', title_en: 'CMR international consignment note', schema: doc('CMR', 'CMR consignment note', {
    number: str('Номер CMR', 'CMR number'),
    date: date('Дата', 'date of the consignment note'),
    sender: party('Отправитель', 'sender / consignor'),
    consignee: party('Получатель', 'consignee'),
    carrier: party('Перевозчик', 'carrier'),
    place_of_loading: str('Место погрузки', 'place of taking over the goods'),
    place_of_delivery: str('Место доставки', 'place of delivery'),
    vehicle: str('Транспортное средство', 'vehicle registration number'),
    items: items('Грузы', 'goods', { name: goodsLine.name, packages: num('Количество мест', 'number of packages'), packaging: str('Упаковка', 'method of packing'), gross_weight: num('Вес брутто', 'gross weight, kg'), volume: num('Объём', 'volume, m3') }),
    gross_weight: num('Вес брутто', 'total gross weight, kg'),
  }) },
  { type: 'packing_list', version: '1.0', title_ru: 'Упаковочный лист', title_en: 'Packing list', schema: doc('Упаковочный лист', 'packing list', {
    ...header,
    seller: party('Продавец', 'seller / shipper'),
    buyer: party('Покупатель', 'buyer / consignee'),
    items: items('Позиции', 'packed goods', { name: goodsLine.name, article: goodsLine.article, quantity: goodsLine.quantity, unit: goodsLine.unit, packages: num('Мест', 'number of packages'), net_weight: num('Нетто', 'net weight'), gross_weight: num('Брутто', 'gross weight') }),
    net_weight: num('Масса нетто', 'total net weight'),
    gross_weight: num('Масса брутто', 'total gross weight'),
  }) },
  { type: 'specification', version: '1.0', title_ru: 'Спецификация', title_en: 'Specification', schema: doc('Спецификация', 'specification to a contract', {
    number: str('Номер спецификации', 'specification number'),
    date: date('Дата', 'date'),
    contract_number: str('Номер договора', 'contract number'),
    seller: party('Поставщик', 'supplier'),
    buyer: party('Покупатель', 'buyer'),
    items: items('Позиции', 'specified goods', goodsLine),
    ...totals,
  }) },
];

export function catalogTypes(): string[] {
  return [...new Set(CATALOG.map((c) => c.type))];
}

/** A schema by type and version (`latest` or omitted: the highest version). */
export function catalogSchema(type: string, version = 'latest'): CatalogSchema | undefined {
  const versions = CATALOG.filter((c) => c.type === type);
  if (version === 'latest') return versions.sort((a, b) => compareVersions(b.version, a.version))[0];
  return versions.find((c) => c.version === version);
}

export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
