/**
 * A generated family of invoice-like documents for the splitter benchmark (bench/split.ts):
 * invoices, credit notes and packing lists in Russian, English, German and French, written as HTML
 * with a seller block, a buyer block, a table of reference fields, an items table running over
 * pages, totals and payment terms, printed to PDF by LibreOffice Writer. The title sits in one of
 * three places (above everything, under the seller, at the right of the seller); two sellers per
 * language, so documents of one composite often share their seller's print. Seeds 5001– (`hold5`),
 * written before the prose family
 * (bench/split-prose.ts) was looked at, and never looked at while tuning.
 */
import type { SourceDoc } from './split-sets';
import { escapeHtml as esc, seedsFrom, writerFamily } from './split-writer';

type Lang = 'ru' | 'en' | 'de' | 'fr';

interface InvoiceWords {
  kinds: { title: string; type: string }[];
  buyer: string;
  fields: [number: string, date: string, due: string, customer: string];
  columns: string[];
  goods: string[];
  totals: [net: string, vat: string, total: string];
  terms: string[];
  sellers: { name: string; address: string; id: string; bank: string }[];
  buyers: string[];
}

const WORDS: Record<Lang, InvoiceWords> = {
  ru: {
    kinds: [{ title: 'Счёт на оплату', type: 'invoice' }, { title: 'Счёт-фактура', type: 'upd' }, { title: 'Упаковочный лист', type: 'packing_list' }],
    buyer: 'Покупатель', fields: ['Номер', 'Дата', 'Оплатить до', 'Код клиента'],
    columns: ['№', 'Товар', 'Кол-во', 'Ед.', 'Цена', 'Сумма'],
    goods: ['Труба стальная 57х3,5', 'Отвод 90° Ду50', 'Фланец плоский Ду80', 'Задвижка клиновая', 'Кран шаровой Ду25', 'Манометр показывающий', 'Прокладка паронитовая'],
    totals: ['Итого без НДС', 'НДС 20%', 'Всего к оплате'], terms: ['Оплата в течение 10 банковских дней.', 'Товар отпускается по факту поступления денег.'],
    sellers: [{ name: 'ООО «Трубопроводные системы»', address: '443001, г. Самара, ул. Молодогвардейская, д. 8', id: 'ИНН 6315123456 КПП 631501001', bank: 'р/с 40702810254400012345 в Поволжском банке, БИК 043601607' },
      { name: 'ООО «ТеплоМонтаж»', address: '620014, г. Екатеринбург, ул. Малышева, д. 51', id: 'ИНН 6671234567 КПП 667101001', bank: 'р/с 40702810616540001234 в Уральском банке, БИК 046577674' }],
    buyers: ['АО «Волжская ТЭЦ»', 'ООО «Городские сети»', 'МУП «Водоканал»'],
  },
  en: {
    kinds: [{ title: 'Invoice', type: 'invoice' }, { title: 'Credit Note', type: 'invoice' }, { title: 'Packing List', type: 'packing_list' }],
    buyer: 'Bill to', fields: ['Invoice no.', 'Date', 'Due date', 'Customer ID'],
    columns: ['#', 'Item', 'Qty', 'Unit', 'Unit price', 'Amount'],
    goods: ['Steel pipe 2 in', 'Elbow 90 deg 2 in', 'Flange DN80', 'Gate valve', 'Ball valve 1 in', 'Pressure gauge', 'Gasket set'],
    totals: ['Subtotal', 'VAT 20%', 'Total due'], terms: ['Payment due within 30 days.', 'Please quote the invoice number with your payment.'],
    sellers: [{ name: 'Atlas Pipeline Supplies Ltd', address: '22 Wharf Street, Leeds LS2 7EQ', id: 'VAT GB 284 1234 56', bank: 'Lloyds, sort code 30-94-57, account 11223344' },
      { name: 'Crown Valve Company', address: '5 Station Road, Reading RG1 1LG', id: 'VAT GB 399 8765 43', bank: 'NatWest, sort code 60-16-13, account 55667788' }],
    buyers: ['Northern Water plc', 'City Heating Ltd', 'Riverside Facilities Ltd'],
  },
  de: {
    kinds: [{ title: 'Rechnung', type: 'invoice' }, { title: 'Gutschrift', type: 'invoice' }, { title: 'Packliste', type: 'packing_list' }],
    buyer: 'Rechnungsempfänger', fields: ['Rechnungsnummer', 'Datum', 'Fällig am', 'Kundennummer'],
    columns: ['Pos.', 'Artikel', 'Menge', 'Einheit', 'Einzelpreis', 'Betrag'],
    goods: ['Stahlrohr 2 Zoll', 'Bogen 90° DN50', 'Flansch DN80', 'Absperrschieber', 'Kugelhahn DN25', 'Manometer', 'Dichtungssatz'],
    totals: ['Nettobetrag', 'MwSt. 19 %', 'Gesamtbetrag'], terms: ['Zahlbar innerhalb von 14 Tagen ohne Abzug.', 'Es gelten unsere Allgemeinen Geschäftsbedingungen.'],
    sellers: [{ name: 'Rohrtechnik Weser GmbH', address: 'Am Hafen 12, 28217 Bremen', id: 'USt-IdNr. DE 298 765 432', bank: 'Sparkasse Bremen, IBAN DE89 2905 0101 0001 2345 67' },
      { name: 'Armaturen Süd AG', address: 'Industriestraße 4, 70565 Stuttgart', id: 'USt-IdNr. DE 145 678 901', bank: 'BW-Bank, IBAN DE12 6005 0101 0002 3456 78' }],
    buyers: ['Stadtwerke Kiel AG', 'Wärmeversorgung Nord GmbH', 'Klinikum Süd gGmbH'],
  },
  fr: {
    kinds: [{ title: 'Facture', type: 'invoice' }, { title: 'Avoir', type: 'invoice' }, { title: 'Liste de colisage', type: 'packing_list' }],
    buyer: 'Facturé à', fields: ['N° de facture', 'Date', 'Échéance', 'N° client'],
    columns: ['N°', 'Article', 'Qté', 'Unité', 'Prix unitaire', 'Montant'],
    goods: ['Tube acier 2 pouces', 'Coude 90° DN50', 'Bride DN80', 'Vanne à opercule', 'Robinet à boisseau DN25', 'Manomètre', 'Jeu de joints'],
    totals: ['Total HT', 'TVA 20 %', 'Total TTC'], terms: ['Paiement à 30 jours fin de mois.', 'Pénalités de retard au taux légal en vigueur.'],
    sellers: [{ name: 'Tuyauterie Rhône SARL', address: '14 quai Perrache, 69002 Lyon', id: 'TVA FR 12 345678901', bank: 'Crédit Lyonnais, IBAN FR76 3000 2005 5000 0012 3456 789' },
      { name: 'Robinetterie de l’Ouest SA', address: '3 rue du Port, 44000 Nantes', id: 'TVA FR 98 765432109', bank: 'CIC Ouest, IBAN FR76 3004 7140 6700 0201 2345 678' }],
    buyers: ['Régie des Eaux de Brest', 'Chauffage Urbain SAS', 'Hôpital Saint-Louis'],
  },
};

const FONTS = ['Liberation Sans', 'Liberation Serif', 'DejaVu Sans'];
/** The family's documents, printed to PDF by LibreOffice Writer (once; reused from `dir`). */
export function invoiceFamily(dir: string, count: number): SourceDoc[] {
  return writerFamily(dir, 'invoice', seedsFrom(5001, count), writeInvoice);
}

function writeInvoice(seed: number): { html: string; type: string } {
  let s = (seed * 7368787) % 2147483647;
  const rand = (n: number): number => (s = (s * 16807) % 2147483647) % n;
  const lang = (['ru', 'en', 'de', 'fr'] as const)[seed % 4]!;
  const w = WORDS[lang];
  const seller = w.sellers[Math.floor(seed / 3) % 2]!;
  const kind = w.kinds[rand(w.kinds.length)]!;
  const size = 9 + rand(3);
  const date = `${1 + rand(28)}.${1 + rand(12)}.202${rand(5)}`;
  const number = `${['', 'INV-', 'R', 'F'][rand(4)]}${2020 + rand(5)}-${1000 + rand(9000)}`;
  const title = `<p style="font-size:${size + 6 + rand(6)}pt"><b>${esc(kind.title)}</b></p>`;
  const sellerBlock = `<p style="font-size:${size + 1}pt"><b>${esc(seller.name)}</b><br>${esc(seller.address)}<br>${esc(seller.id)}</p>`;
  const place = rand(3);
  const head = place === 0 ? [title, sellerBlock]
    : place === 1 ? [sellerBlock, title]
    : [`<table width="100%"><tr><td>${sellerBlock}</td><td align="right">${title}</td></tr></table>`];
  const fields = [number, date, `${1 + rand(28)}.${1 + rand(12)}.202${rand(5)}`, `K-${10000 + rand(90000)}`];
  const meta = `<table>${w.fields.map((f, i) => `<tr><td>${esc(f)}:</td><td>${esc(fields[i]!)}</td></tr>`).join('')}</table>`;
  const buyer = `<p><b>${esc(w.buyer)}:</b><br>${esc(w.buyers[rand(w.buyers.length)]!)}<br>${esc(['Lager 3', 'Склад № 1', 'Dock 4', 'Quai 2'][rand(4)]!)}</p>`;
  const rows: string[] = [];
  let net = 0;
  for (let r = 1, n = 4 + rand(70); r <= n; r++) {
    const qty = 1 + rand(30);
    const price = 5 + rand(4000) / 10;
    net += qty * price;
    rows.push(`<tr><td>${r}</td><td>${esc(w.goods[rand(w.goods.length)]!)}</td><td align="right">${qty}</td><td>${['pcs', 'm', 'kg', 'set'][rand(4)]}</td><td align="right">${price.toFixed(2)}</td><td align="right">${(qty * price).toFixed(2)}</td></tr>`);
  }
  const items = `<table border="1" cellspacing="0" width="100%"><tr>${w.columns.map((c) => `<th>${esc(c)}</th>`).join('')}</tr>${rows.join('')}</table>`;
  const totals = `<table align="right">${w.totals.map((t, i) => `<tr><td>${esc(t)}</td><td align="right">${[net, net * 0.2, net * 1.2][i]!.toFixed(2)}</td></tr>`).join('')}</table><p>&nbsp;</p>`;
  const terms = `<p>${esc(w.terms[rand(w.terms.length)]!)}</p><p style="font-size:${size - 1}pt">${esc(seller.name)} · ${esc(seller.bank)}</p>`;
  const html = `<!DOCTYPE html><html><head><meta charset="utf-8"><style>body{font-family:'${FONTS[rand(FONTS.length)]}';font-size:${size}pt} td,th{font-size:${size}pt}</style></head><body>${[...head, meta, buyer, items, totals, terms].join('\n')}</body></html>`;
  return { html, type: kind.type };
}
