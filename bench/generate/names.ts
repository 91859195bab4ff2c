/** Names, identifiers and goods drawn from word pools per language (no real companies). */
import type { Lang } from './format';
import type { Rng } from './prng';

export interface Party {
  /** The legal name as the document prints it in its party block (the truth). */
  name: string;
  /** Russian INN (10 digits for companies, 12 for an ИП); null elsewhere. */
  inn: string | null;
  kpp: string | null;
  vatId: string | null;
  address: string[];
  phone: string;
  iban: string;
  bank: string;
  bic: string;
  /** Russian settlement and correspondent accounts. */
  account: string;
  corrAccount: string;
  person: string;
  /** A brand or short name for letterheads (the legal name's words). */
  short: string;
}

const digits = (r: Rng, n: number): string => Array.from({ length: n }, () => String(r.int(0, 9))).join('');

/** A Russian INN with valid check digits: 10 digits for a company, 12 for a sole trader (ИП). */
export function innOf(r: Rng, personal: boolean): string {
  const region = String(r.pick([77, 78, 50, 54, 66, 16, 52, 63, 23, 74])).padStart(2, '0');
  const check = (ds: number[], w: number[]): number => (w.reduce((s, k, i) => s + k * (ds[i] ?? 0), 0) % 11) % 10;
  if (!personal) {
    const ds = (region + digits(r, 7)).split('').map(Number);
    ds.push(check(ds, [2, 4, 10, 3, 5, 9, 4, 6, 8]));
    return ds.join('');
  }
  const ds = (region + digits(r, 8)).split('').map(Number);
  ds.push(check(ds, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]));
  ds.push(check(ds, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]));
  return ds.join('');
}

export function innValid(inn: string): boolean {
  const ds = inn.split('').map(Number);
  const check = (w: number[]): number => (w.reduce((s, k, i) => s + k * (ds[i] ?? 0), 0) % 11) % 10;
  if (/^\d{10}$/.test(inn)) return check([2, 4, 10, 3, 5, 9, 4, 6, 8]) === ds[9];
  if (/^\d{12}$/.test(inn)) return check([7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === ds[10] && check([3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === ds[11];
  return false;
}

/** An IBAN with valid mod-97 check digits. */
export function ibanOf(r: Rng, country: string, bban: string): string {
  const num = (bban + country + '00').replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rem = 0;
  for (const ch of num) rem = (rem * 10 + Number(ch)) % 97;
  const iban = `${country}${String(98 - rem).padStart(2, '0')}${bban}`;
  return r.chance(0.7) ? iban.replace(/(.{4})/g, '$1 ').trim() : iban;
}

const RU_ROOTS = ['Альфа', 'Север', 'Техно', 'Строй', 'Энерго', 'Агро', 'Мега', 'Вектор', 'Гранит', 'Ладога', 'Волга', 'Урал', 'Сибирь', 'Орион', 'Кедр', 'Полюс', 'Меридиан', 'Сфера', 'Бином', 'Квант'];
const RU_TAILS = ['снаб', 'трейд', 'сервис', 'пром', 'маркет', 'логистик', 'групп', 'инвест', 'комплект', 'торг', 'строй', 'тех'];
const RU_TWO = ['Торговый Дом Вектор', 'Северный Ветер', 'Первая Линия', 'Новые Технологии', 'Городские Системы', 'Восточная Механика', 'Центр Решений', 'Русские Поставки'];
const RU_SURN = ['Иванов', 'Смирнов', 'Кузнецов', 'Попов', 'Васильев', 'Петров', 'Соколов', 'Михайлов', 'Новиков', 'Фёдоров', 'Морозов', 'Волков', 'Алексеев', 'Лебедев'];
const RU_FIRST = ['Сергей', 'Андрей', 'Алексей', 'Дмитрий', 'Игорь', 'Олег', 'Николай', 'Михаил', 'Павел'];
const RU_PATR = ['Петрович', 'Иванович', 'Сергеевич', 'Александрович', 'Викторович', 'Николаевич', 'Андреевич'];
const RU_CITY = ['г. Москва', 'г. Санкт-Петербург', 'г. Новосибирск', 'г. Екатеринбург', 'г. Казань', 'г. Нижний Новгород', 'г. Самара', 'г. Краснодар'];
const RU_STREET = ['ул. Ленина', 'ул. Садовая', 'пр-т Мира', 'ул. Заводская', 'Ленинградское ш.', 'ул. Гагарина', 'ул. Промышленная', 'наб. Обводного канала'];
const RU_BANKS = ['ПАО Сбербанк', 'АО «Альфа-Банк»', 'Банк ВТБ (ПАО)', 'АО «Тинькофф Банк»', 'ПАО «Промсвязьбанк»', 'АО «Райффайзенбанк»'];

const EN_A = ['North', 'Bright', 'Blue', 'Summit', 'Oak', 'River', 'Pioneer', 'Apex', 'Harbor', 'Silver', 'Crown', 'Atlas', 'Granite', 'Meadow', 'Falcon', 'Evergreen'];
const EN_B = ['Systems', 'Supplies', 'Logistics', 'Trading', 'Solutions', 'Industries', 'Foods', 'Labs', 'Partners', 'Works', 'Digital', 'Components'];
const EN_FORM = ['Ltd', 'LLC', 'Inc.', 'Limited', 'Ltd.', 'Corp.'];
const EN_PEOPLE = ['John Carter', 'Emily Stone', 'Michael Reed', 'Sarah Brooks', 'David Hall', 'Laura King'];
const EN_STREET = ['High Street', 'Market Road', 'Station Lane', 'Park Avenue', 'Mill Road', 'Queen Street', 'Harbour Way'];
const EN_CITY = ['London EC1A 1BB', 'Manchester M1 2AB', 'Bristol BS1 4DJ', 'New York, NY 10001', 'Austin, TX 78701', 'Dublin D02 X285', 'Leeds LS1 3AD'];

const DE_A = ['Müller', 'Schneider', 'Berg', 'Nord', 'Rhein', 'Alpen', 'Weber', 'Hoffmann', 'Sonnen', 'Stahl', 'Becker', 'Wald', 'Elb', 'Fischer'];
const DE_B = ['technik', 'bau', 'handel', 'logistik', 'werke', 'systeme', 'druck', 'metall', 'vertrieb', 'service'];
const DE_FORM = ['GmbH', 'AG', 'UG (haftungsbeschränkt)', 'GmbH & Co. KG', 'e.K.', 'GmbH'];
const DE_PEOPLE = ['Thomas Becker', 'Anna Schmidt', 'Jürgen Wagner', 'Katrin Lehmann', 'Stefan Koch'];
const DE_STREET = ['Hauptstraße', 'Bahnhofstraße', 'Industriestraße', 'Gartenweg', 'Lindenallee', 'Am Markt'];
const DE_CITY = ['10115 Berlin', '80331 München', '50667 Köln', '20095 Hamburg', '70173 Stuttgart', '04109 Leipzig', '8001 Zürich'];

const FR_A = ['Dupont', 'Lefèvre', 'Atelier', 'Soleil', 'Provence', 'Bretagne', 'Lumière', 'Garnier', 'Moreau', 'Rivière', 'Horizon', 'Clément'];
const FR_B = ['Distribution', 'Services', 'Conseil', 'Industrie', 'Bâtiment', 'Transports', 'Informatique', 'Équipements', 'Négoce'];
const FR_FORM = ['SARL', 'SAS', 'SA', 'EURL', 'SASU'];
const FR_PEOPLE = ['Marie Dubois', 'Pierre Martin', 'Sophie Bernard', 'Julien Petit', 'Claire Roux'];
const FR_STREET = ['rue de la République', 'avenue Jean Jaurès', 'boulevard Victor Hugo', 'rue du Commerce', 'place de la Gare'];
const FR_CITY = ['75011 Paris', '69002 Lyon', '13001 Marseille', '31000 Toulouse', '33000 Bordeaux', '44000 Nantes'];

const ZH_CITY = ['上海', '北京', '深圳', '杭州', '广州', '苏州', '南京', '成都', '武汉'];
const ZH_A = ['华信', '宏达', '鑫源', '恒通', '天成', '瑞丰', '中科', '金桥', '博远', '汇通', '新锐', '长城'];
const ZH_B = ['科技', '贸易', '电子', '机械', '物流', '实业', '信息技术', '精密制造', '商贸'];
const ZH_FORM = ['有限公司', '有限公司', '股份有限公司'];
const ZH_PEOPLE = ['王伟', '李娜', '张强', '刘洋', '陈静'];
const ZH_STREET = ['浦东新区世纪大道', '海淀区中关村大街', '南山区科技园路', '西湖区文三路', '天河区珠江新城'];

const nameCase = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** A party for a document in `lang`; Russian parties get INN/KPP (sole traders an INN of 12 digits and no KPP). */
export function partyOf(r: Rng, lang: Lang, opts: { soleTrader?: boolean; fullForm?: boolean } = {}): Party {
  const bic = `04${digits(r, 7)}`;
  const base = { phone: '', iban: '', bank: '', bic, account: `40702810${digits(r, 12)}`, corrAccount: `30101810${digits(r, 9)}${bic.slice(-3)}` };
  if (lang === 'ru') {
    const sole = opts.soleTrader ?? r.chance(0.15);
    const person = `${r.pick(RU_SURN)} ${r.pick(RU_FIRST)} ${r.pick(RU_PATR)}`;
    const short = r.chance(0.6) ? `${r.pick(RU_ROOTS)}${r.pick(RU_TAILS)}` : r.pick(RU_TWO);
    const q = r.chance(0.7) ? ['«', '»'] : ['"', '"'];
    const form = r.pick(['ООО', 'ООО', 'ООО', 'АО', 'ПАО']);
    const longForm: Record<string, string> = { ООО: 'Общество с ограниченной ответственностью', АО: 'Акционерное общество', ПАО: 'Публичное акционерное общество' };
    const name = sole ? (r.chance(0.7) ? `ИП ${person}` : `Индивидуальный предприниматель ${person}`)
      : `${opts.fullForm ? longForm[form] : form} ${q[0]}${short}${q[1]}`;
    const inn = innOf(r, sole);
    return { ...base, name, inn, kpp: sole ? null : `${inn.slice(0, 4)}01001`, vatId: null, person,
      address: [`${r.int(101000, 199999)}`, r.pick(RU_CITY), `${r.pick(RU_STREET)}, д. ${r.int(1, 150)}${r.chance(0.3) ? `, стр. ${r.int(1, 9)}` : ''}${r.chance(0.5) ? `, оф. ${r.int(1, 420)}` : ''}`],
      phone: `+7 (${r.int(495, 499)}) ${r.int(100, 999)}-${r.int(10, 99)}-${r.int(10, 99)}`,
      bank: `${r.pick(RU_BANKS)} ${r.pick(RU_CITY)}`, short, iban: '' };
  }
  if (lang === 'en') {
    const short = `${r.pick(EN_A)} ${r.pick(EN_B)}`;
    const gb = r.chance(0.5);
    return { ...base, name: `${short} ${r.pick(EN_FORM)}`, inn: null, kpp: null, short,
      vatId: gb ? `GB${digits(r, 9)}` : `IE${digits(r, 7)}${String.fromCharCode(65 + r.int(0, 25))}`,
      address: [`${r.int(1, 250)} ${r.pick(EN_STREET)}`, r.pick(EN_CITY)], phone: `+44 20 ${r.int(1000, 9999)} ${r.int(1000, 9999)}`,
      iban: ibanOf(r, 'GB', `NWBK${digits(r, 14)}`), bank: r.pick(['Barclays Bank', 'HSBC UK', 'NatWest', 'Bank of Ireland']), bic: r.pick(['NWBKGB2L', 'BARCGB22', 'HBUKGB4B']), person: r.pick(EN_PEOPLE) };
  }
  if (lang === 'de') {
    const short = `${r.pick(DE_A)}${r.pick(DE_B)}`;
    return { ...base, name: `${short} ${r.pick(DE_FORM)}`, inn: null, kpp: null, short, vatId: `DE${digits(r, 9)}`,
      address: [`${r.pick(DE_STREET)} ${r.int(1, 120)}`, r.pick(DE_CITY)], phone: `+49 ${r.int(30, 89)} ${r.int(100000, 999999)}`,
      iban: ibanOf(r, 'DE', digits(r, 18)), bank: r.pick(['Deutsche Bank', 'Commerzbank', 'Sparkasse KölnBonn', 'Volksbank Stuttgart']), bic: r.pick(['DEUTDEFFXXX', 'COBADEFFXXX', 'COLSDE33']), person: r.pick(DE_PEOPLE) };
  }
  if (lang === 'fr') {
    const short = `${r.pick(FR_A)} ${r.pick(FR_B)}`;
    return { ...base, name: `${short} ${r.pick(FR_FORM)}`, inn: null, kpp: null, short, vatId: `FR${digits(r, 11)}`,
      address: [`${r.int(1, 99)} ${r.pick(FR_STREET)}`, r.pick(FR_CITY)], phone: `+33 1 ${r.int(10, 99)} ${r.int(10, 99)} ${r.int(10, 99)} ${r.int(10, 99)}`,
      iban: ibanOf(r, 'FR', `${digits(r, 10)}${digits(r, 11)}${digits(r, 2)}`), bank: r.pick(['BNP Paribas', 'Crédit Agricole', 'Société Générale', 'LCL']), bic: r.pick(['BNPAFRPPXXX', 'AGRIFRPP', 'SOGEFRPP']), person: r.pick(FR_PEOPLE) };
  }
  const short = `${r.pick(ZH_A)}${r.pick(ZH_B)}`;
  return { ...base, name: `${r.pick(ZH_CITY)}${short}${r.pick(ZH_FORM)}`, inn: null, kpp: null, short,
    vatId: `91${r.int(110000, 449999)}${digits(r, 9)}${String.fromCharCode(65 + r.int(0, 25))}`,
    address: [`${r.pick(ZH_CITY)}市${r.pick(ZH_STREET)}${r.int(1, 999)}号`], phone: `021-${r.int(10000000, 99999999)}`,
    iban: digits(r, 19), bank: r.pick(['中国工商银行', '中国建设银行', '招商银行', '中国银行']) + r.pick(['上海分行', '北京分行', '深圳支行']), bic: '', person: r.pick(ZH_PEOPLE) };
}
export const nameCaseRu = nameCase;

/** Goods and services with their units; long specifications make names wrap over two or three lines. */
const GOODS: Record<Lang, { name: string; unit: string; frac?: boolean; service?: boolean }[]> = {
  ru: [
    { name: 'Бумага офисная А4 80 г/м², 500 листов', unit: 'пач' }, { name: 'Картридж лазерный HP CF283A черный', unit: 'шт' },
    { name: 'Кабель ВВГнг-LS 3х2,5', unit: 'м', frac: true }, { name: 'Саморез по дереву 3,5х35', unit: 'кг', frac: true },
    { name: 'Перчатки нитриловые, размер L', unit: 'упак' }, { name: 'Монитор 24" IPS Full HD', unit: 'шт' },
    { name: 'Краска водоэмульсионная белая 10 л', unit: 'шт' }, { name: 'Цемент М500 Д0, мешок 50 кг', unit: 'меш' },
    { name: 'Сахар-песок ГОСТ 33222-2015', unit: 'кг', frac: true }, { name: 'Вода питьевая 19 л', unit: 'бут' },
    { name: 'Клавиатура проводная USB', unit: 'шт' }, { name: 'Стул офисный «Престиж» черный', unit: 'шт' },
    { name: 'Труба стальная ВГП 20х2,8', unit: 'м', frac: true }, { name: 'Набор инструментов 108 предметов', unit: 'компл' },
    { name: 'Масло моторное 5W-40 синтетическое 4 л', unit: 'шт' }, { name: 'Лампа светодиодная E27 12 Вт 4000К', unit: 'шт' },
  ],
  en: [
    { name: 'A4 copy paper, 80 gsm, 500 sheets', unit: 'ream' }, { name: 'Wireless mouse, black', unit: 'pcs' },
    { name: 'Stainless steel bolts M8x40', unit: 'box' }, { name: 'Ethernet cable Cat6, 5 m', unit: 'pcs' },
    { name: 'Coffee beans, medium roast', unit: 'kg', frac: true }, { name: 'LED panel light 60x60 cm', unit: 'pcs' },
    { name: 'Office chair, ergonomic mesh', unit: 'ea' }, { name: 'Printer toner cartridge TN-2420', unit: 'pcs' },
    { name: 'Copper wire 2.5 mm²', unit: 'm', frac: true }, { name: 'Safety gloves, size L', unit: 'pair' },
    { name: 'USB-C docking station', unit: 'pcs' }, { name: 'Hand sanitiser 500 ml', unit: 'btl' },
  ],
  de: [
    { name: 'Kopierpapier A4, 80 g/m², 500 Blatt', unit: 'Pkg.' }, { name: 'Schrauben M6x30 verzinkt', unit: 'Stk.' },
    { name: 'Kabelkanal 40x60 mm, weiß', unit: 'm', frac: true }, { name: 'Druckerpatrone schwarz', unit: 'Stk.' },
    { name: 'Kaffee Crema, ganze Bohne', unit: 'kg', frac: true }, { name: 'Bürostuhl Comfort Plus', unit: 'Stk.' },
    { name: 'LED-Röhre T8 120 cm', unit: 'Stk.' }, { name: 'Arbeitshandschuhe Größe 10', unit: 'Paar' },
    { name: 'Mineralwasser still 0,75 l', unit: 'Kiste' }, { name: 'Netzwerkswitch 24 Port', unit: 'Stk.' },
    { name: 'Holzpalette EUR 1200x800', unit: 'Stk.' }, { name: 'Reinigungsmittel Konzentrat 5 l', unit: 'Kan.' },
  ],
  fr: [
    { name: 'Ramette papier A4 80 g', unit: 'u.' }, { name: 'Vis inox A2 6x40', unit: 'boîte' },
    { name: 'Câble électrique H07V-U 1,5 mm²', unit: 'm', frac: true }, { name: 'Cartouche d\'encre noire', unit: 'pce' },
    { name: 'Café en grains, torréfaction artisanale', unit: 'kg', frac: true }, { name: 'Fauteuil de bureau ergonomique', unit: 'pce' },
    { name: 'Ampoule LED E27 9 W', unit: 'pce' }, { name: 'Gants de protection taille 9', unit: 'paire' },
    { name: 'Eau minérale 1,5 L, pack de 6', unit: 'pack' }, { name: 'Clavier sans fil AZERTY', unit: 'pce' },
    { name: 'Palette bois 120x80', unit: 'pce' }, { name: 'Détergent multi-usage 5 L', unit: 'bidon' },
  ],
  zh: [
    { name: 'A4复印纸 80克 500张', unit: '包' }, { name: '无线鼠标 黑色', unit: '个' }, { name: '不锈钢螺栓 M8×40', unit: '盒' },
    { name: '六类网线 5米', unit: '根' }, { name: '咖啡豆 中度烘焙', unit: '千克', frac: true }, { name: 'LED平板灯 600×600', unit: '台' },
    { name: '人体工学办公椅', unit: '把' }, { name: '激光打印机硒鼓', unit: '个' }, { name: '铜芯电线 2.5平方', unit: '米', frac: true },
    { name: '劳保手套 L码', unit: '副' }, { name: '笔记本电脑扩展坞', unit: '台' }, { name: '工业清洁剂 5升', unit: '桶' },
  ],
};
const SERVICES: Record<'ru' | 'en', { name: string; unit: string; frac?: boolean }[]> = {
  ru: [
    { name: 'Техническое обслуживание оборудования', unit: 'усл' }, { name: 'Консультационные услуги', unit: 'ч', frac: true },
    { name: 'Разработка программного обеспечения', unit: 'ч', frac: true }, { name: 'Уборка офисных помещений', unit: 'усл' },
    { name: 'Транспортные услуги по доставке груза', unit: 'рейс' }, { name: 'Монтаж системы видеонаблюдения', unit: 'усл' },
    { name: 'Аренда нежилого помещения', unit: 'мес' }, { name: 'Бухгалтерское сопровождение', unit: 'мес' },
    { name: 'Ремонт кровли', unit: 'м²', frac: true }, { name: 'Юридическая консультация', unit: 'ч', frac: true },
  ],
  en: [
    { name: 'Equipment maintenance service', unit: 'job' }, { name: 'Consulting services', unit: 'h', frac: true },
    { name: 'Software development', unit: 'h', frac: true }, { name: 'Office cleaning', unit: 'visit' },
    { name: 'Freight transport', unit: 'trip' }, { name: 'Installation of CCTV system', unit: 'job' },
    { name: 'Office space rental', unit: 'month' }, { name: 'Bookkeeping services', unit: 'month' },
    { name: 'Roof repair works', unit: 'm²', frac: true }, { name: 'Legal advice', unit: 'h', frac: true },
  ],
};
const SPECS: Record<Lang, string[]> = {
  ru: ['согласно спецификации № 3 к договору поставки', 'ГОСТ 31996-2012', 'производство Россия', 'в индивидуальной упаковке', 'за период с 01 по 31 число отчётного месяца', 'цвет серый металлик', 'с доставкой до склада покупателя'],
  en: ['as per purchase order PO-4471', 'including installation and testing', 'colour: graphite grey', 'made in EU', 'for the period 1–31 of the billing month', 'packed in cartons of 12'],
  de: ['gemäß Angebot Nr. 2024-117', 'inklusive Montage und Inbetriebnahme', 'Farbe anthrazit', 'hergestellt in Deutschland', 'Lieferung frei Haus'],
  fr: ['selon devis n° D-2024-088', 'pose et mise en service comprises', 'coloris gris anthracite', 'fabriqué en France', 'livraison sur site incluse'],
  zh: ['按采购订单执行', '含安装调试', '颜色：深灰', '国产', '纸箱包装'],
};

export interface Goods { name: string; unit: string; frac: boolean }

export function goodsOf(r: Rng, lang: Lang, services: boolean, longChance: number): Goods {
  const pool = services && (lang === 'ru' || lang === 'en') ? SERVICES[lang] : GOODS[lang];
  const g = r.pick(pool);
  let name = g.name;
  if (r.chance(longChance)) {
    const specs = r.shuffle(SPECS[lang]).slice(0, r.int(1, 3));
    name = `${name}${lang === 'zh' ? '，' : ', '}${specs.join(lang === 'zh' ? '，' : ', ')}`;
  }
  return { name, unit: g.unit, frac: g.frac ?? false };
}

export function articleOf(r: Rng): string {
  return r.pick([() => `${r.int(10000, 99999)}`, () => `ART-${r.int(100, 9999)}`, () => `${String.fromCharCode(65 + r.int(0, 25))}${r.int(100, 999)}-${r.int(10, 99)}`, () => `0${r.int(1000000, 9999999)}`])();
}
