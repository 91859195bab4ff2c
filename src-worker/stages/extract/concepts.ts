/**
 * The business concepts the extractor knows, with their names in the languages we read (Russian,
 * English, German, French, Chinese). A caller's schema property is matched to a concept through its
 * name, `title` and `description`; every rung (known XML formats, text rules, layout, tables) fills
 * concepts, and the schema decides where each value lands.
 *
 * Paths: `document.*` about the document itself, `seller.*`/`buyer.*`/… parties, `totals.*`, and
 * `items[].*` for line items.
 */
export type ValueKind = 'string' | 'date' | 'amount' | 'number' | 'inn' | 'kpp' | 'ogrn' | 'bic' | 'account' | 'iban' | 'vat_id' | 'currency' | 'percent' | 'phone' | 'email';

export interface Concept {
  id: string;
  kind: ValueKind;
  /** Words and phrases that name it (lower case); matched against schema names and document labels. */
  labels: string[];
}

export const PARTY_ROLES = {
  seller: ['seller', 'supplier', 'vendor', 'issuer', 'sold by', 'продавец', 'продавца', 'поставщик', 'поставщика', 'исполнитель', 'исполнителя', 'подрядчик', 'подрядчика', 'lieferant', 'verkäufer', 'verkaeufer', 'fournisseur', 'vendeur', '卖方', '供货方', '供应商', '销售方'],
  buyer: ['buyer', 'customer', 'client', 'purchaser', 'payer', 'bill to', 'sold to', 'invoice to', 'клиент', 'клиента', 'покупатель', 'покупателя', 'заказчик', 'заказчика', 'плательщик', 'плательщика', 'kunde', 'käufer', 'kaeufer', 'rechnungsempfänger', 'rechnungsadresse', 'acheteur', 'client', 'adresse de facturation', 'billing address', 'invoice address', 'factuuradres', '买方', '购买方', '购货方', '客户'],
  shipper: ['shipper', 'consignor', 'sender', 'грузоотправитель', 'грузоотправителя', 'отправитель', 'отправителя', 'absender', 'expéditeur', '发货人'],
  consignee: ['consignee', 'recipient', 'receiver', 'ship to', 'грузополучатель', 'грузополучателя', 'получатель', 'получателя', 'empfänger', 'lieferadresse', 'destinataire', 'adresse de livraison', 'shipping address', 'delivery address', 'afleveradres', '收货人'],
  carrier: ['carrier', 'перевозчик', 'перевозчика', 'frachtführer', 'transporteur', '承运人'],
} as const;
export type PartyRole = keyof typeof PARTY_ROLES;

export const PARTY_FIELDS: Concept[] = [
  { id: 'name', kind: 'string', labels: ['name', 'company', 'organization', 'organisation', 'наименование', 'название', 'firma', 'raison sociale', 'nom', '名称'] },
  { id: 'inn', kind: 'inn', labels: ['inn', 'инн', 'taxpayer number', 'tax id', 'tin'] },
  { id: 'kpp', kind: 'kpp', labels: ['kpp', 'кпп'] },
  { id: 'ogrn', kind: 'ogrn', labels: ['ogrn', 'огрн', 'огрнип'] },
  { id: 'vat_id', kind: 'vat_id', labels: ['vat id', 'vat number', 'vat reg', 'ust-idnr', 'ust-id', 'umsatzsteuer-id', 'tva intracommunautaire', 'n° tva', 'numéro de tva', '税号'] },
  { id: 'address', kind: 'string', labels: ['address', 'адрес', 'юридический адрес', 'anschrift', 'adresse', '地址'] },
  { id: 'bank', kind: 'string', labels: ['bank', 'банк', 'bankname', 'banque', '开户行'] },
  { id: 'bic', kind: 'bic', labels: ['bic', 'бик', 'swift'] },
  { id: 'account', kind: 'account', labels: ['account', 'settlement account', 'расчетный счет', 'расчётный счёт', 'р/с', 'р/сч', 'konto', 'compte', '账号'] },
  { id: 'corr_account', kind: 'account', labels: ['correspondent account', 'корреспондентский счет', 'корр. счет', 'к/с', 'к/сч', 'кор/с', 'корр/с', 'корр. сч'] },
  { id: 'iban', kind: 'iban', labels: ['iban'] },
  { id: 'phone', kind: 'phone', labels: ['phone', 'tel', 'telephone', 'телефон', 'тел', 'telefon', 'téléphone', '电话'] },
  { id: 'email', kind: 'email', labels: ['email', 'e-mail', 'mail', 'почта', 'courriel', '邮箱'] },
];

export const DOCUMENT_FIELDS: Concept[] = [
  { id: 'document.number', kind: 'string', labels: ['number', 'invoice number', 'invoice no', 'document number', 'номер', 'номер документа', '№', 'rechnungsnummer', 'rechnung nr', 'numéro de facture', 'facture n°', 'factuurnummer', 'número de factura', 'numero fattura', 'bill no', 'receipt no', 'booking id', '发票号码', '编号'] },
  { id: 'document.date', kind: 'date', labels: ['date', 'invoice date', 'issue date', 'document date', 'дата', 'дата документа', 'дата составления', 'от', 'rechnungsdatum', 'datum', 'date de facture', 'factuur datum', 'fecha', 'data fattura', 'invoice dt', '日期', '开票日期'] },
  { id: 'document.due_date', kind: 'date', labels: ['due date', 'payment due', 'срок оплаты', 'оплатить до', 'fällig', 'fälligkeitsdatum', "date d'échéance", '到期日'] },
  { id: 'document.currency', kind: 'currency', labels: ['currency', 'валюта', 'währung', 'devise', '币种', '货币'] },
  { id: 'document.contract_number', kind: 'string', labels: ['contract number', 'contract', 'agreement', 'договор', 'номер договора', 'основание', 'vertrag', 'contrat', '合同编号'] },
  { id: 'document.contract_date', kind: 'date', labels: ['contract date', 'дата договора'] },
  { id: 'document.subject', kind: 'string', labels: ['subject', 'subject of the contract', 'предмет договора', 'предмет', 'vertragsgegenstand', 'gegenstand', 'objet du contrat', 'objet'] },
  { id: 'document.type', kind: 'string', labels: ['document type', 'type', 'тип документа', 'вид документа'] },
  { id: 'totals.net', kind: 'amount', labels: ['net', 'subtotal', 'total net', 'amount untaxed', 'without vat', 'без ндс', 'сумма без ндс', 'итого без ндс', 'netto', 'nettobetrag', 'total ht', 'montant ht', '不含税金额'] },
  { id: 'totals.vat', kind: 'amount', labels: ['vat', 'tax', 'vat amount', 'tax amount', 'ндс', 'сумма ндс', 'в том числе ндс', 'налог', 'mwst', 'umsatzsteuer', 'tva', 'montant tva', 'btw', 'gst', '税额'] },
  { id: 'totals.gross', kind: 'amount', labels: ['total', 'grand total', 'amount', 'total amount', 'amount due', 'total due', 'итого', 'всего', 'всего к оплате', 'итого к оплате', 'сумма', 'сумма с ндс', 'gesamt', 'gesamtbetrag', 'brutto', 'total ttc', 'montant ttc', 'net à payer', '合计', '总金额', '价税合计'] },
  { id: 'totals.vat_rate', kind: 'percent', labels: ['vat rate', 'tax rate', 'ставка ндс', 'ставка', 'steuersatz', 'taux de tva', '税率'] },
  { id: 'totals.amount_in_words', kind: 'string', labels: ['amount in words', 'сумма прописью', 'прописью', 'in worten', 'en lettres', '大写'] },
  { id: 'totals.weight_net', kind: 'number', labels: ['net weight', 'масса нетто', 'вес нетто', 'нетто', 'nettogewicht', 'poids net', '净重'] },
  { id: 'totals.weight_gross', kind: 'number', labels: ['gross weight', 'масса брутто', 'вес брутто', 'брутто', 'bruttogewicht', 'poids brut', '毛重'] },
];

export const ITEM_FIELDS: Concept[] = [
  { id: 'items[].line', kind: 'number', labels: ['line', 'no', 'n', '№', '№ п/п', 'номер по порядку', 'pos', 'position', 'ligne', '序号'] },
  { id: 'items[].name', kind: 'string', labels: ['name', 'description', 'item', 'product', 'goods', 'service', 'artikel', 'omschrijving', 'descripción', 'descrizione', 'наименование', 'наименование товара', 'товар', 'товары (работы, услуги)', 'работы', 'услуги', 'bezeichnung', 'artikelbezeichnung', 'beschreibung', 'désignation', 'description', '名称', '货物名称', '商品名称'] },
  { id: 'items[].article', kind: 'string', labels: ['article', 'sku', 'code', 'item code', 'product code', 'артикул', 'код', 'код товара', 'artikelnummer', 'art.-nr', 'référence', '货号', '编码'] },
  { id: 'items[].barcode', kind: 'string', labels: ['barcode', 'ean', 'gtin', 'штрихкод', 'штрих-код', 'ean-code', '条形码'] },
  { id: 'items[].unit', kind: 'string', labels: ['unit', 'uom', 'unit of measure', 'ед', 'ед. изм', 'единица измерения', 'ед.изм.', 'einheit', 'unité', '单位'] },
  { id: 'items[].quantity', kind: 'number', labels: ['количество масса нетто', 'quantity', 'qty', 'кол', 'aantal', 'hoeveelheid', 'cantidad', 'quantità', 'amount of goods', 'кол-во', 'количество', 'кол.', 'menge', 'anzahl', 'quantité', 'qté', '数量'] },
  { id: 'items[].price', kind: 'amount', labels: ['price', 'unit price', 'rate', 'prijs per stuk', 'prijs', 'precio', 'prezzo', 'цена', 'цена за ед', 'цена без ндс', 'preis', 'einzelpreis', 'prix', 'prix unitaire', 'p.u.', 'p.u. ht', 'pu ht', 'unit cost', 'stückpreis', '单价'] },
  { id: 'items[].amount', kind: 'amount', labels: ['amount', 'sum', 'line total', 'total', 'net amount', 'сумма', 'стоимость', 'сумма без ндс', 'стоимость без ндс', 'сумма без учета ндс', 'стоимость без учета ндс', 'стоимость товаров без налога', 'betrag', 'gesamtpreis', 'montant', 'total ht', '金额'] },
  { id: 'items[].vat_rate', kind: 'percent', labels: ['vat rate', 'tax rate', 'ставка ндс', 'ндс ставка', '% ндс', 'ндс %', 'btw %', 'btw', 'налоговая ставка', 'ставка', 'ндс %', 'mwst %', 'steuersatz', 'taux tva', '税率'] },
  { id: 'items[].vat_amount', kind: 'amount', labels: ['vat amount', 'tax amount', 'сумма ндс', 'ндс сумма', 'сумма налога', 'ндс', 'mwst', 'tva', '税额'] },
  { id: 'items[].total', kind: 'amount', labels: ['total with vat', 'gross', 'total incl', 'prijs incl. btw', 'incl. btw', 'сумма с ндс', 'сумма с учетом ндс', 'стоимость с ндс', 'стоимость с учетом ндс', 'стоимость товаров с налогом', 'всего с ндс', 'итого', 'brutto', 'ttc', '价税合计'] },
  { id: 'items[].country', kind: 'string', labels: ['country of origin', 'country', 'страна происхождения', 'страна', 'ursprungsland', "pays d'origine", '原产国'] },
  { id: 'items[].customs_declaration', kind: 'string', labels: ['customs declaration', 'гтд', 'номер гтд', 'регистрационный номер декларации', 'декларация'] },
];

/** Every concept, party fields expanded for every role (`seller.inn`, `buyer.name`, …). */
export const CONCEPTS: Concept[] = [
  ...DOCUMENT_FIELDS,
  ...ITEM_FIELDS,
  ...Object.keys(PARTY_ROLES).flatMap((role) => PARTY_FIELDS.map((f) => ({ ...f, id: `${role}.${f.id}` }))),
];

/** Concepts by id (the ids are unique): looked up per row and field of every items table. */
const CONCEPT_BY_ID = new Map(CONCEPTS.map((c) => [c.id, c]));

export function conceptById(id: string): Concept | undefined {
  return CONCEPT_BY_ID.get(id);
}
