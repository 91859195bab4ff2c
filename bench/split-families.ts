/**
 * Generated documents for the splitter benchmark (bench/split.ts): spreadsheets of waybills and
 * invoices in Russian, English and German, written with exceljs and printed to PDF by LibreOffice —
 * wide tables spill their columns onto extra pages and long ones their rows, the way real
 * spreadsheet exports do. Each document is drawn from a seed, in one of three templates:
 * - `plain` (seeds 1–): title and parties in the first columns;
 * - `merged` (seeds 501– for tuning, 1001– first held out): the title merged over every column
 *   (LibreOffice prints it where the merge's middle falls, often on a later column band), parties
 *   in columns C–D, more and wider columns;
 * - `repeat` (seeds 2001–): landscape paper, the items' header row repeated at the top of every page,
 *   a company letterhead row; measured once unseen (docs/benchmarks.md), then tuned on;
 * - `letter` (seeds 3001–, held out, written before the repeat family was looked at and never looked
 *   at while tuning): portrait, the seller's name and address in the printed page header and its bank
 *   details in the page footer on every page (one of two sellers per language, so neighbours often
 *   share them), the title alone in capitals, number and date as label cells at the right, long
 *   descriptions wrapped over two lines.
 * The sets: `tune` = plain + merged(501–); `hold` = merged(1001–); `hold2` = repeat(2001–);
 * `hold3` = letter(3001–).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { SourceDoc } from './split-sets';

interface Words {
  title: string[];
  number: string;
  from: string;
  parties: [string, string][];
  columns: string[];
  goods: string[];
  units: string[];
  total: string;
  signature: string[];
}

const WORDS: Record<'ru' | 'en' | 'de', Words> = {
  ru: {
    title: ['Товарная накладная', 'Счёт на оплату', 'Расходная накладная', 'Счёт-фактура'], number: '№', from: 'от',
    parties: [['Поставщик', 'ООО «Северный ветер», ИНН 7701234567'], ['Покупатель', 'АО «Вектор», ИНН 5012345678'], ['Грузополучатель', 'АО «Вектор», склад № 2'], ['Основание', 'Договор поставки № 15/24']],
    columns: ['№', 'Код', 'Наименование товара', 'Ед. изм.', 'Количество', 'Цена', 'Сумма без НДС', 'Ставка НДС', 'Сумма НДС', 'Сумма с НДС', 'Страна', 'ГТД', 'Серия', 'Срок годности', 'Штрихкод', 'Производитель'],
    goods: ['Бумага офисная А4', 'Картридж лазерный', 'Папка-регистратор', 'Ручка шариковая синяя', 'Степлер настольный', 'Скобы для степлера', 'Маркер текстовый', 'Калькулятор бухгалтерский', 'Клей-карандаш', 'Блокнот на спирали'],
    units: ['шт', 'упак', 'кор', 'компл'], total: 'Итого', signature: ['Отпуск разрешил', 'Главный бухгалтер', 'Груз получил'],
  },
  en: {
    title: ['Invoice', 'Delivery Note', 'Packing List', 'Tax Invoice'], number: 'No.', from: 'dated',
    parties: [['Seller', 'Northwind Traders Ltd, VAT GB123456789'], ['Buyer', 'Contoso Retail plc'], ['Ship to', 'Contoso Warehouse 4'], ['Order', 'PO-2024-0315']],
    columns: ['Line', 'SKU', 'Description', 'Unit', 'Qty', 'Unit price', 'Net amount', 'VAT rate', 'VAT', 'Total', 'Origin', 'HS code', 'Batch', 'Expiry', 'EAN', 'Maker'],
    goods: ['Copy paper A4 80 g', 'Laser toner cartridge', 'Lever arch file', 'Ballpoint pen blue', 'Desk stapler', 'Staples 24/6', 'Highlighter yellow', 'Desk calculator', 'Glue stick', 'Spiral notebook'],
    units: ['pcs', 'box', 'pack', 'set'], total: 'Total', signature: ['Issued by', 'Checked by', 'Received by'],
  },
  de: {
    title: ['Rechnung', 'Lieferschein', 'Packliste', 'Gutschrift'], number: 'Nr.', from: 'vom',
    parties: [['Lieferant', 'Nordwind Handel GmbH, USt-IdNr. DE123456789'], ['Kunde', 'Kontor AG'], ['Lieferadresse', 'Kontor AG, Lager 3'], ['Auftrag', 'A-2024-0315']],
    columns: ['Pos.', 'Artikel-Nr.', 'Bezeichnung', 'Einheit', 'Menge', 'Einzelpreis', 'Netto', 'MwSt.-Satz', 'MwSt.', 'Brutto', 'Ursprung', 'Zolltarif', 'Charge', 'MHD', 'EAN', 'Hersteller'],
    goods: ['Kopierpapier A4 80 g', 'Tonerkartusche schwarz', 'Ordner breit', 'Kugelschreiber blau', 'Heftgerät', 'Heftklammern 24/6', 'Textmarker gelb', 'Tischrechner', 'Klebestift', 'Spiralblock'],
    units: ['Stk.', 'Karton', 'Pack', 'Satz'], total: 'Summe', signature: ['Ausgestellt', 'Geprüft', 'Empfangen'],
  },
};

export interface FamilyOptions {
  dir: string;
  /** `tune` or `hold`: which seeds and template choices. */
  set: 'tune' | 'hold' | 'hold2' | 'hold3';
  count: number;
}

/** Writes the family's spreadsheets and prints them to PDF (once; reused from `dir`). */
export async function spreadsheetFamily(options: FamilyOptions): Promise<SourceDoc[]> {
  mkdirSync(options.dir, { recursive: true });
  const plan: { seed: number; template: Template }[] = options.set === 'tune'
    ? [...Array.from({ length: options.count }, (_, i) => ({ seed: 1 + i, template: 'plain' as const })),
      ...Array.from({ length: Math.ceil(options.count / 2) }, (_, i) => ({ seed: 501 + i, template: 'merged' as const }))]
    : Array.from({ length: options.count }, (_, i) => HELD_FAMILIES[options.set as Exclude<FamilyOptions['set'], 'tune'>](i));
  const out: SourceDoc[] = [];
  const toPrint: string[] = [];
  for (const { seed, template } of plan) {
    const name = `sheet-${template}-${seed}`;
    const pdf = join(options.dir, `${name}.pdf`);
    const lang = (['ru', 'en', 'de'] as const)[seed % 3]!;
    const type = await writeSheet(join(options.dir, `${name}.xlsx`), seed, lang, template);
    if (!existsSync(pdf)) toPrint.push(join(options.dir, `${name}.xlsx`));
    out.push({ path: `abs:${pdf}`, type });
  }
  if (toPrint.length > 0) {
    execFileSync('soffice', ['--headless', `-env:UserInstallation=file://${join(options.dir, 'lo-profile')}`, '--convert-to', 'pdf', '--outdir', options.dir, ...toPrint], { stdio: 'ignore' });
  }
  return out;
}

type Template = 'plain' | 'merged' | 'repeat' | 'letter';

const HELD_FAMILIES: Record<'hold' | 'hold2' | 'hold3', (i: number) => { seed: number; template: Template }> = {
  hold: (i) => ({ seed: 1001 + i, template: 'merged' }),
  hold2: (i) => ({ seed: 2001 + i, template: 'repeat' }),
  hold3: (i) => ({ seed: 3001 + i, template: 'letter' }),
};

async function writeSheet(path: string, seed: number, lang: 'ru' | 'en' | 'de', template: Template): Promise<string> {
  if (template === 'letter') return writeLetter(path, seed, lang);
  let s = seed * 7919;
  const rand = (n: number): number => (s = (s * 16807) % 2147483647) % n;
  const w = WORDS[lang];
  const titleIndex = rand(w.title.length);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  const ncols = template === 'plain' ? 7 + rand(6) : 10 + rand(7);
  const nrows = template === 'plain' ? 15 + rand(70) : 25 + rand(90);
  if (template === 'repeat') {
    ws.pageSetup.orientation = 'landscape';
    ws.addRow([w.parties[0]![1]]).font = { italic: true, size: 9 };
  }
  const number = `${100 + rand(9000)}`;
  const date = `${1 + rand(28)}.${1 + rand(12)}.202${rand(5)}`;
  const titleRow = ws.addRow([`${w.title[titleIndex]} ${w.number} ${number} ${w.from} ${date}`]);
  titleRow.font = { bold: true, size: 14 };
  if (template === 'merged') ws.mergeCells(titleRow.number, 1, titleRow.number, ncols);
  ws.addRow([]);
  for (const [label, value] of w.parties.slice(0, 2 + rand(3))) {
    if (template === 'merged') ws.addRow(['', '', label, value]);
    else ws.addRow([`${label}:`, value]);
  }
  ws.addRow([]);
  const header = w.columns.slice(0, ncols);
  const headerRow = ws.addRow(header);
  headerRow.font = { bold: true };
  if (template === 'repeat') ws.pageSetup.printTitlesRow = `${headerRow.number}:${headerRow.number}`;
  let total = 0;
  for (let r = 1; r <= nrows; r++) {
    const qty = 1 + rand(50);
    const price = 10 + rand(5000) / 10;
    total += qty * price;
    const cells: (string | number)[] = [r, `A-${1000 + rand(9000)}`, `${w.goods[rand(w.goods.length)]} ${rand(100)}`, w.units[rand(w.units.length)]!, qty,
      Math.round(price * 100) / 100, Math.round(qty * price * 100) / 100, '20%', Math.round(qty * price * 20) / 100, Math.round(qty * price * 120) / 100,
      'DE', `${8400 + rand(99)}`, `L${rand(999)}`, `0${1 + rand(9)}.2027`, `40${1000000000 + rand(999999999)}`, 'Maker'];
    ws.addRow(cells.slice(0, ncols));
  }
  ws.addRow([]);
  ws.addRow(['', '', w.total, '', '', '', Math.round(total * 100) / 100]);
  ws.addRow([]);
  for (const sig of w.signature) ws.addRow([sig, '', '_______________']);
  ws.columns.forEach((c, i) => { c.width = i === 2 ? 34 : 12 + rand(6); });
  writeFileSync(path, Buffer.from(await wb.xlsx.writeBuffer()));
  const types = ['torg12', 'invoice', 'torg12', 'upd'];
  const typesEn = ['invoice', 'other', 'packing_list', 'invoice'];
  const typesDe = ['invoice', 'other', 'packing_list', 'invoice'];
  return (lang === 'ru' ? types : lang === 'en' ? typesEn : typesDe)[titleIndex]!;
}

/** Sellers of the `letter` template: two per language, so neighbouring documents often share a print. */
const SELLERS: Record<'ru' | 'en' | 'de', { name: string; address: string; bank: string }[]> = {
  ru: [
    { name: 'ООО «Торговый дом Балтика»', address: '190000, Санкт-Петербург, ул. Садовая, д. 12', bank: 'р/с 40702810900000001234 в ПАО «Банк», БИК 044030001' },
    { name: 'ООО «Уралснаб»', address: '620000, Екатеринбург, пр. Ленина, д. 5', bank: 'р/с 40702810500000004321 в АО «Банк Урал», БИК 046577001' },
  ],
  en: [
    { name: 'Harbour Supplies Ltd', address: '14 Dock Road, Bristol BS1 4QA', bank: 'Barclays, sort code 20-00-00, account 43218765' },
    { name: 'Pennine Office Co', address: 'Unit 3, Mill Lane, Leeds LS2 7HP', bank: 'HSBC, sort code 40-11-22, account 10293847' },
  ],
  de: [
    { name: 'Rheinland Bürobedarf GmbH', address: 'Hafenstraße 8, 50667 Köln', bank: 'Sparkasse KölnBonn, IBAN DE12 3705 0198 0001 2345 67' },
    { name: 'Alpen Handel KG', address: 'Bahnhofplatz 2, 80335 München', bank: 'Stadtsparkasse München, IBAN DE44 7015 0000 0098 7654 32' },
  ],
};

const LETTER_WORDS: Record<'ru' | 'en' | 'de', { titles: string[]; types: string[]; number: string; date: string; customer: string; columns: string[]; words: string[] }> = {
  ru: { titles: ['СЧЁТ НА ОПЛАТУ', 'НАКЛАДНАЯ'], types: ['invoice', 'torg12'], number: 'Номер', date: 'Дата', customer: 'Заказчик',
    columns: ['№', 'Наименование', 'Кол-во', 'Ед.', 'Цена', 'Сумма'], words: ['с доставкой до склада покупателя', 'в заводской упаковке', 'партия по спецификации', 'с сертификатом соответствия'] },
  en: { titles: ['INVOICE', 'DELIVERY NOTE'], types: ['invoice', 'other'], number: 'Invoice number', date: 'Date', customer: 'Customer',
    columns: ['#', 'Description', 'Qty', 'Unit', 'Price', 'Amount'], words: ['delivered to the customer warehouse', 'in original packaging', 'batch as per specification', 'with certificate of conformity'] },
  de: { titles: ['RECHNUNG', 'LIEFERSCHEIN'], types: ['invoice', 'other'], number: 'Belegnummer', date: 'Datum', customer: 'Kunde',
    columns: ['Pos.', 'Beschreibung', 'Menge', 'Einheit', 'Preis', 'Betrag'], words: ['frei Lager des Kunden geliefert', 'in Originalverpackung', 'Charge laut Spezifikation', 'mit Konformitätszertifikat'] },
};

async function writeLetter(path: string, seed: number, lang: 'ru' | 'en' | 'de'): Promise<string> {
  let s = seed * 104729;
  const rand = (n: number): number => (s = (s * 16807) % 2147483647) % n;
  const w = WORDS[lang];
  const l = LETTER_WORDS[lang];
  const seller = SELLERS[lang][rand(2)]!;
  const kind = rand(2);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  ws.headerFooter.oddHeader = `&L&B${seller.name}&R${seller.address}`;
  ws.headerFooter.oddFooter = `&L${seller.name}&R${seller.bank}`;
  ws.addRow([]);
  const title = ws.addRow([l.titles[kind]]);
  title.font = { bold: true, size: 16 };
  ws.addRow([]);
  ws.addRow([`${l.customer}:`, w.parties[1]![1], '', '', l.number, `${rand(90) + 10}-${1000 + rand(9000)}`]);
  ws.addRow(['', w.parties[2]![1], '', '', l.date, `${1 + rand(28)}.${1 + rand(12)}.202${rand(5)}`]);
  ws.addRow([]);
  ws.addRow(l.columns).font = { bold: true };
  const nrows = 20 + rand(80);
  let total = 0;
  for (let r = 1; r <= nrows; r++) {
    const qty = 1 + rand(40);
    const price = 5 + rand(3000) / 10;
    total += qty * price;
    const long = rand(3) === 0;
    const row = ws.addRow([r, `${w.goods[rand(w.goods.length)]}${long ? `, ${l.words[rand(l.words.length)]}` : ''}`, qty, w.units[rand(w.units.length)], Math.round(price * 100) / 100, Math.round(qty * price * 100) / 100]);
    if (long) row.getCell(2).alignment = { wrapText: true };
  }
  ws.addRow([]);
  ws.addRow(['', w.total, '', '', '', Math.round(total * 100) / 100]).font = { bold: true };
  ws.columns.forEach((c, i) => { c.width = i === 1 ? 38 : 11; });
  writeFileSync(path, Buffer.from(await wb.xlsx.writeBuffer()));
  return l.types[kind]!;
}
