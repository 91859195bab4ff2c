/**
 * A generated family of prose documents for the splitter benchmark (bench/split.ts): contracts,
 * acceptance certificates and business letters in Russian, English and German, written as HTML
 * and printed to PDF by LibreOffice Writer. Their pages flow as text does (a clause runs on over
 * the page end), they carry no pagination, and neighbours often come from the same company set
 * in the same type: what tells them apart is a new title, date, parties and what they talk about.
 * Seeds 4001– (`hold4`), written before the `letter` family (bench/split-families.ts) was looked
 * at, and never looked at while tuning.
 */
import type { SourceDoc } from './split-sets';
import { escapeHtml as esc, seedsFrom, writerFamily } from './split-writer';

type Lang = 'ru' | 'en' | 'de';

interface ProseWords {
  kinds: { title: (n: string) => string; type: string; headings: string[] }[];
  city: string[];
  date: (d: number, m: number, y: number) => string;
  companies: string[];
  parties: (a: string, b: string) => string;
  clauses: string[];
  fillers: string[];
  letter: { greeting: string; closing: string; subjects: string[] };
  signature: (a: string, b: string) => string;
}

const MONTHS: Record<Lang, string[]> = {
  ru: ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
};

const WORDS: Record<Lang, ProseWords> = {
  ru: {
    kinds: [
      { title: (n) => `ДОГОВОР ПОСТАВКИ № ${n}`, type: 'contract', headings: ['ПРЕДМЕТ ДОГОВОРА', 'ЦЕНА И ПОРЯДОК РАСЧЁТОВ', 'СРОКИ И УСЛОВИЯ ПОСТАВКИ', 'ОТВЕТСТВЕННОСТЬ СТОРОН', 'ФОРС-МАЖОР', 'РАЗРЕШЕНИЕ СПОРОВ', 'ЗАКЛЮЧИТЕЛЬНЫЕ ПОЛОЖЕНИЯ'] },
      { title: (n) => `АКТ № ${n} сдачи-приёмки оказанных услуг`, type: 'act', headings: ['ПЕРЕЧЕНЬ УСЛУГ', 'КАЧЕСТВО И СРОКИ', 'СТОИМОСТЬ УСЛУГ', 'ПРЕТЕНЗИИ СТОРОН'] },
    ],
    city: ['г. Москва', 'г. Казань', 'г. Новосибирск', 'г. Самара'],
    date: (d, m, y) => `«${d}» ${MONTHS.ru[m]} ${y} г.`,
    companies: ['ООО «Альфа-Трейд»', 'АО «Северсталь-Логистик»', 'ООО «Гранит»', 'ООО «Вектор Плюс»'],
    parties: (a, b) => `${a}, именуемое в дальнейшем «Поставщик», в лице генерального директора, действующего на основании Устава, с одной стороны, и ${b}, именуемое в дальнейшем «Покупатель», с другой стороны, заключили настоящий документ о нижеследующем:`,
    clauses: [
      'Поставщик обязуется передать в собственность Покупателя {f}, а Покупатель обязуется принять и оплатить его в порядке и сроки, установленные настоящим договором.',
      'Оплата производится путём перечисления денежных средств на расчётный счёт Поставщика в течение {n} банковских дней с даты подписания товарной накладной.',
      'Стороны освобождаются от ответственности за частичное или полное неисполнение обязательств, если оно явилось следствием обстоятельств непреодолимой силы.',
      'Все споры и разногласия разрешаются путём переговоров, а при недостижении согласия передаются на рассмотрение арбитражного суда по месту нахождения истца.',
      'Исполнитель оказал, а Заказчик принял услуги по {f} в полном объёме и в установленные сроки; претензий по объёму и качеству стороны не имеют.',
      'Приёмка товара по количеству и качеству осуществляется в соответствии с сопроводительными документами в момент передачи {f}.',
      'За просрочку оплаты Покупатель уплачивает неустойку в размере {n} десятых процента от неоплаченной суммы за каждый день просрочки.',
    ],
    fillers: ['строительных материалов', 'офисной мебели', 'запасных частей', 'программного обеспечения', 'технического обслуживания оборудования', 'транспортных услуг'],
    letter: { greeting: 'Уважаемый Иван Петрович!', closing: 'С уважением,', subjects: ['О продлении сроков поставки', 'О сверке взаимных расчётов', 'Об изменении реквизитов'] },
    signature: (a, b) => `Поставщик: ${a} ________________      Покупатель: ${b} ________________`,
  },
  en: {
    kinds: [
      { title: (n) => `SUPPLY AGREEMENT No. ${n}`, type: 'contract', headings: ['SUBJECT MATTER', 'PRICE AND PAYMENT', 'DELIVERY TERMS', 'LIABILITY', 'FORCE MAJEURE', 'GOVERNING LAW', 'FINAL PROVISIONS'] },
      { title: (n) => `ACCEPTANCE CERTIFICATE No. ${n}`, type: 'act', headings: ['SERVICES RENDERED', 'QUALITY AND TIMING', 'FEES', 'CLAIMS'] },
    ],
    city: ['London', 'Manchester', 'Birmingham', 'Glasgow'],
    date: (d, m, y) => `${d} ${MONTHS.en[m]} ${y}`,
    companies: ['Brightwater Holdings Ltd', 'Oakfield Components plc', 'Meridian Logistics Ltd', 'Kestrel Software Ltd'],
    parties: (a, b) => `This document is made between ${a} (the "Supplier") and ${b} (the "Customer"), each a "Party" and together the "Parties", who agree as follows:`,
    clauses: [
      'The Supplier shall deliver {f} to the Customer in accordance with the specifications agreed in writing between the Parties.',
      'The Customer shall pay each invoice within {n} days of its date by bank transfer to the account named by the Supplier.',
      'Neither Party shall be liable for any failure or delay in performance caused by events beyond its reasonable control.',
      'This agreement shall be governed by the laws of England and Wales, and the courts of London shall have exclusive jurisdiction.',
      'The Contractor has rendered and the Client has accepted {f} in full and on time; the Parties have no claims regarding scope or quality.',
      'Risk in the goods passes to the Customer on delivery of {f} to the agreed place of delivery.',
      'Late payments shall bear interest at {n} per cent above the base rate from the due date until payment in full.',
    ],
    fillers: ['building materials', 'office furniture', 'spare parts', 'software licences', 'maintenance of equipment', 'transport services'],
    letter: { greeting: 'Dear Mr Thompson,', closing: 'Yours sincerely,', subjects: ['Extension of delivery dates', 'Reconciliation of accounts', 'Change of bank details'] },
    signature: (a, b) => `For the Supplier: ${a} ________________      For the Customer: ${b} ________________`,
  },
  de: {
    kinds: [
      { title: (n) => `LIEFERVERTRAG Nr. ${n}`, type: 'contract', headings: ['VERTRAGSGEGENSTAND', 'PREISE UND ZAHLUNG', 'LIEFERBEDINGUNGEN', 'HAFTUNG', 'HÖHERE GEWALT', 'GERICHTSSTAND', 'SCHLUSSBESTIMMUNGEN'] },
      { title: (n) => `ABNAHMEPROTOKOLL Nr. ${n}`, type: 'act', headings: ['ERBRACHTE LEISTUNGEN', 'QUALITÄT UND TERMINE', 'VERGÜTUNG', 'BEANSTANDUNGEN'] },
    ],
    city: ['Hamburg', 'Stuttgart', 'Leipzig', 'Düsseldorf'],
    date: (d, m, y) => `${d}. ${MONTHS.de[m]} ${y}`,
    companies: ['Weser Maschinenbau GmbH', 'Isar Logistik AG', 'Brandt & Söhne KG', 'Nordlicht Software GmbH'],
    parties: (a, b) => `Zwischen der ${a} (nachfolgend „Lieferant“) und der ${b} (nachfolgend „Kunde“) wird folgende Vereinbarung geschlossen:`,
    clauses: [
      'Der Lieferant verpflichtet sich, dem Kunden {f} gemäß der vereinbarten Spezifikation zu liefern.',
      'Die Zahlung erfolgt innerhalb von {n} Tagen nach Rechnungsdatum durch Überweisung auf das Konto des Lieferanten.',
      'Keine Partei haftet für die Nichterfüllung ihrer Pflichten, soweit diese auf höherer Gewalt beruht.',
      'Gerichtsstand für alle Streitigkeiten aus diesem Vertrag ist der Sitz des Lieferanten; es gilt deutsches Recht.',
      'Der Auftragnehmer hat die Leistungen betreffend {f} vollständig und fristgerecht erbracht; der Auftraggeber erklärt die Abnahme.',
      'Die Gefahr geht mit der Übergabe von {f} am vereinbarten Lieferort auf den Kunden über.',
      'Bei Zahlungsverzug werden Verzugszinsen in Höhe von {n} Prozentpunkten über dem Basiszinssatz berechnet.',
    ],
    fillers: ['Baustoffen', 'Büromöbeln', 'Ersatzteilen', 'Softwarelizenzen', 'die Wartung der Anlagen', 'Transportleistungen'],
    letter: { greeting: 'Sehr geehrter Herr Schneider,', closing: 'Mit freundlichen Grüßen', subjects: ['Verlängerung der Lieferfristen', 'Abstimmung der Salden', 'Änderung der Bankverbindung'] },
    signature: (a, b) => `Für den Lieferanten: ${a} ________________      Für den Kunden: ${b} ________________`,
  },
};

const FONTS = ['Liberation Serif', 'Liberation Sans', 'DejaVu Sans', 'DejaVu Serif'];

/** The family's documents, printed to PDF by LibreOffice Writer (once; reused from `dir`). */
export function proseFamily(dir: string, count: number): SourceDoc[] {
  return writerFamily(dir, 'prose', seedsFrom(4001, count), writeProse);
}

function writeProse(seed: number): { html: string; type: string } {
  let s = seed * 15485863 % 2147483647;
  const rand = (n: number): number => (s = (s * 16807) % 2147483647) % n;
  const lang = (['ru', 'en', 'de'] as const)[seed % 3]!;
  const w = WORDS[lang];
  const a = w.companies[rand(2)]!;
  const b = w.companies[2 + rand(2)]!;
  const font = FONTS[rand(FONTS.length)]!;
  const size = 10 + rand(3);
  const date = w.date(1 + rand(28), rand(12), 2020 + rand(5));
  const clause = (): string => w.clauses[rand(w.clauses.length)]!.replace('{f}', w.fillers[rand(w.fillers.length)]!).replace('{n}', String(3 + rand(27)));
  const body: string[] = [];
  let type: string;
  if (rand(4) === 0) {
    type = 'other';
    body.push(`<p><b>${esc(a)}</b><br>${esc(w.city[rand(w.city.length)]!)}</p>`, `<p style="text-align:right">${esc(date)}</p>`);
    body.push(`<p><b>${esc(w.letter.subjects[rand(w.letter.subjects.length)]!)}</b></p>`, `<p>${esc(w.letter.greeting)}</p>`);
    for (let p = 0, n = 4 + rand(12); p < n; p++) body.push(`<p style="text-align:justify">${esc([clause(), clause(), clause()].join(' '))}</p>`);
    body.push(`<p>${esc(w.letter.closing)}<br>${esc(a)}</p>`);
  } else {
    const kind = w.kinds[rand(w.kinds.length)]!;
    type = kind.type;
    const number = `${1 + rand(99)}/${20 + rand(5)}`;
    body.push(`<p style="text-align:center;font-size:${size + 3}pt"><b>${esc(kind.title(number))}</b></p>`);
    body.push(`<p>${esc(w.city[rand(w.city.length)]!)}&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;${esc(date)}</p>`, `<p style="text-align:justify">${esc(w.parties(a, b))}</p>`);
    const sections = 2 + rand(kind.headings.length - 1);
    for (let h = 0; h < sections; h++) {
      body.push(`<p style="text-align:center"><b>${h + 1}. ${esc(kind.headings[h]!)}</b></p>`);
      for (let c = 0, n = 3 + rand(6); c < n; c++) body.push(`<p style="text-align:justify">${h + 1}.${c + 1}. ${esc(clause())}</p>`);
    }
    body.push(`<p>&nbsp;</p><p>${esc(w.signature(a, b))}</p>`);
  }
  const html = `<!DOCTYPE html><html><head><meta charset="utf-8"><style>body{font-family:'${font}';font-size:${size}pt} p{margin:0 0 ${4 + rand(6)}pt 0}</style></head><body>${body.join('\n')}</body></html>`;
  return { html, type };
}
