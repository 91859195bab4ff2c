/**
 * Held-out line items, units and trade terms for the glossary (issue 12). Written BEFORE the glossary
 * and its matcher, and never tuned on: `held-out.test.ts` reports how many of their
 * unit/packaging/Incoterm terms come out right, and only pins that figure against regression.
 *
 * `terms`: each entry is one term that must appear in the output, given as acceptable spellings;
 * a spelling ending in `*` is a word prefix (any inflection), otherwise a whole word (CJK: substring).
 * `keep`: substrings that must survive untouched (codes, sizes, model names).
 * `never`: substrings that must not appear (a unit read where there is none).
 * `exact`: the whole output must equal one spelling of the single term (values of a unit column).
 */
export type HeldOutLang = 'ru' | 'en' | 'zh' | 'de' | 'fr';

export interface HeldOutCase {
  from: HeldOutLang;
  to: HeldOutLang;
  text: string;
  terms: string[][];
  keep?: string[];
  never?: string[];
  exact?: boolean;
}

const PCS_EN = ['pcs', 'pc', 'pieces', 'piece', 'ea'];
const PCS_DE = ['Stk*', 'Stück', 'St.'];
const PCS_ZH = ['件', '个', '只', '支'];

export const HELD_OUT: readonly HeldOutCase[] = [
  // Russian line items
  { from: 'ru', to: 'en', text: 'Болт М8х40 DIN 933 оцинкованный, 200 шт', terms: [PCS_EN], keep: ['М8х40', 'DIN 933', '200'] },
  { from: 'ru', to: 'en', text: 'Кабель ВВГнг-LS 3х2,5 — 150 м', terms: [['m', 'metres', 'meters']], keep: ['ВВГнг-LS', '3х2,5', '150'] },
  { from: 'ru', to: 'en', text: 'Краска фасадная белая, ведро 10 л', terms: [['pail*', 'bucket*'], ['l', 'L', 'litres', 'liters']], keep: ['10'] },
  { from: 'ru', to: 'en', text: 'Плитка керамическая 30х60, 45,36 м²', terms: [['m²', 'sqm', 'm2']], keep: ['30х60', '45,36'] },
  { from: 'ru', to: 'en', text: 'Доставка груза, 12 ч', terms: [['h', 'hrs', 'hours']], keep: ['12'] },
  { from: 'ru', to: 'en', text: 'Цемент М500 в мешках по 50 кг, 40 мешков', terms: [['kg'], ['bag*', 'sack*']], keep: ['М500', '50', '40'] },
  { from: 'ru', to: 'en', text: 'Поставка на условиях FCA Москва (Инкотермс 2020)', terms: [['FCA'], ['Incoterms']], keep: ['2020'] },
  { from: 'ru', to: 'en', text: 'Труба стальная 57х3,5, 6 т', terms: [['t', 'tonnes', 'tons', 'MT']], keep: ['57х3,5'] },
  { from: 'ru', to: 'en', text: 'Перчатки нитриловые, 100 пар', terms: [['pair*', 'pr']], keep: ['100'] },
  { from: 'ru', to: 'en', text: 'упак.', terms: [['pack', 'pkg', 'package']], exact: true },
  { from: 'ru', to: 'en', text: 'Монтаж кабельной трассы, 320 пог. м', terms: [['running m*', 'lm', 'linear m*', 'lin. m', 'rm']], keep: ['320'] },
  { from: 'ru', to: 'en', text: 'Пленка стрейч 500 мм, рулон 300 м', terms: [['mm'], ['roll*'], ['m']], keep: ['500', '300'] },
  { from: 'ru', to: 'en', text: 'Паллета деревянная 1200х800', terms: [['pallet*']], keep: ['1200х800'] },
  { from: 'ru', to: 'zh', text: 'Гайка М10, 500 шт', terms: [PCS_ZH], keep: ['М10', '500'] },
  { from: 'ru', to: 'zh', text: 'Кирпич облицовочный, 2 поддона', terms: [['托盘']], keep: ['2'] },
  { from: 'ru', to: 'zh', text: 'Вода питьевая 19 л', terms: [['升']], keep: ['19'] },
  { from: 'ru', to: 'zh', text: 'Условия поставки: DAP Алматы', terms: [['DAP']] },
  { from: 'ru', to: 'zh', text: '10 коробок по 12 бутылок', terms: [['箱', '盒'], ['瓶']], keep: ['10', '12'] },
  { from: 'ru', to: 'de', text: 'Шуруп 3,5х35, 1000 шт. в коробке', terms: [PCS_DE, ['Karton*', 'Schachtel*', 'Box*']], keep: ['3,5х35', '1000'] },
  { from: 'ru', to: 'fr', text: 'Доска обрезная 50х150х6000, 2,4 м³', terms: [['m³', 'm3']], keep: ['50х150х6000', '2,4'] },
  { from: 'ru', to: 'en', text: 'Стоимость доставки EXW (франко-завод) Екатеринбург', terms: [['EXW'], ['Ex Works']] },
  { from: 'ru', to: 'fr', text: 'Ткань, рулон 50 м', terms: [['rouleau*'], ['m']], keep: ['50'] },
  { from: 'ru', to: 'zh', text: 'Песок строительный, 20 т', terms: [['吨']], keep: ['20'] },
  { from: 'ru', to: 'en', text: 'Светильник LED 36W, 24 шт, 2 кор.', terms: [PCS_EN, ['box*', 'carton*', 'ctn*']], keep: ['LED', '36W', '24'] },
  { from: 'ru', to: 'en', text: 'Условия поставки: франко-перевозчик (FCA), г. Новосибирск', terms: [['Free Carrier'], ['FCA']], never: ['g.'] },
  { from: 'ru', to: 'en', text: 'Отгрузка 15.03.2024 г., 3 паллеты', terms: [['pallet*']], keep: ['15.03.2024'], never: ['2024 g'] },
  // English line items
  { from: 'en', to: 'ru', text: 'Hex bolt M8 x 40, zinc plated, 500 pcs', terms: [['шт*']], keep: ['M8', '40', '500'], never: ['М8', 'м8'] },
  { from: 'en', to: 'ru', text: 'Copper wire 2.5 mm², 100 m', terms: [['мм²', 'мм2', 'кв. мм', 'кв.мм'], ['м']], keep: ['2.5', '100'] },
  { from: 'en', to: 'ru', text: 'Printer paper A4, 5 boxes of 5 reams', terms: [['короб*', 'кор.'], ['пач*']], keep: ['A4'] },
  { from: 'en', to: 'ru', text: 'Delivery terms: CIF Shanghai, Incoterms 2010', terms: [['CIF'], ['Инкотермс']], keep: ['2010'] },
  { from: 'en', to: 'ru', text: 'Paint, 20 L pail', terms: [['л'], ['ведр*']], keep: ['20'] },
  { from: 'en', to: 'ru', text: 'Cement, 25 kg bag, 40 bags', terms: [['кг'], ['меш*'], ['меш*']], keep: ['25', '40'] },
  { from: 'en', to: 'ru', text: 'Labour, 16 hrs', terms: [['ч', 'час*']], keep: ['16'] },
  { from: 'en', to: 'ru', text: 'Pallet wrap 23 micron, 6 rolls', terms: [['рулон*']], keep: ['23', '6'] },
  { from: 'en', to: 'ru', text: 'EXW Hamburg', terms: [['EXW']] },
  { from: 'en', to: 'ru', text: 'EA', terms: [['шт', 'шт.']], exact: true },
  { from: 'en', to: 'ru', text: 'MTK', terms: [['м²', 'м2', 'кв. м', 'кв.м']], exact: true },
  { from: 'en', to: 'ru', text: 'T-shirt cotton, size M, 50 pcs', terms: [['шт*']], keep: ['T-shirt', 'M,', '50'], never: ['т-shirt', 'т-', ' м,'] },
  { from: 'en', to: 'de', text: 'Steel pipe DN50, 12 m lengths, 3 t', terms: [['m'], ['t']], keep: ['DN50', '12', '3'] },
  { from: 'en', to: 'de', text: 'Gloves, 10 pairs per pack', terms: [['Paar'], ['Pck*', 'Packung*', 'Pkg*', 'Pack*']], keep: ['10'] },
  { from: 'en', to: 'fr', text: 'Ex Works Rotterdam', terms: [["à l'usine", 'départ usine']] },
  { from: 'en', to: 'zh', text: 'Free On Board Shanghai', terms: [['船上交货']] },
  { from: 'en', to: 'de', text: 'Cost, Insurance and Freight', terms: [['Kosten, Versicherung und Fracht']], exact: true },
  { from: 'en', to: 'fr', text: '25 kg bag', terms: [['kg'], ['sac*']], keep: ['25'] },
  { from: 'en', to: 'zh', text: 'Roll-up banner 85x200 cm, 2 pcs', terms: [['厘米', 'cm'], PCS_ZH], keep: ['Roll-up', '85x200'] },
  { from: 'en', to: 'ru', text: '1 set of tools', terms: [['компл*', 'набор*']], keep: ['1'] },
  { from: 'en', to: 'ru', text: 'Kgs', terms: [['кг']], exact: true },
  { from: 'en', to: 'zh', text: 'Pcs.', terms: [PCS_ZH], exact: true },
  { from: 'en', to: 'de', text: 'H87', terms: [['Stk.', 'Stk', 'Stück']], exact: true },
  { from: 'en', to: 'fr', text: 'C62', terms: [['pce', 'pièce', 'u.', 'unité']], exact: true },
  // German line items
  { from: 'de', to: 'en', text: 'Sechskantschraube M12x60, 8.8, verzinkt – 250 Stk.', terms: [PCS_EN], keep: ['M12x60', '8.8', '250'] },
  { from: 'de', to: 'en', text: 'Kabelrolle 50 m, 3 Stück', terms: [['m'], PCS_EN], keep: ['50', '3'] },
  { from: 'de', to: 'ru', text: '2 Paletten à 40 Kartons', terms: [['паллет*', 'поддон*'], ['короб*', 'кор.']], keep: ['2', '40'] },
  { from: 'de', to: 'zh', text: 'Versand: FCA Frankfurt am Main', terms: [['FCA']] },
  { from: 'de', to: 'en', text: 'Farbe weiß, 12 Dosen à 0,75 l', terms: [['can*', 'tin*'], ['l', 'L', 'litre*', 'liter*']], keep: ['12', '0,75'] },
  { from: 'de', to: 'fr', text: 'Arbeitszeit Monteur: 6 Std.', terms: [['h', 'heure*']], keep: ['6'] },
  { from: 'de', to: 'ru', text: 'Dämmplatten 1200x600x100, 18 Pakete', terms: [['упак*', 'пач*']], keep: ['1200x600x100', '18'] },
  // French line items
  { from: 'fr', to: 'en', text: 'Vis à bois 4x40, boîte de 200 pièces', terms: [['box*'], PCS_EN], keep: ['4x40', '200'] },
  { from: 'fr', to: 'ru', text: 'Câble électrique 3G1,5 – 100 m', terms: [['м']], keep: ['3G1,5', '100'] },
  { from: 'fr', to: 'en', text: 'Livraison DDP Paris, Incoterms 2020', terms: [['DDP'], ['Incoterms']], keep: ['2020'] },
  { from: 'fr', to: 'ru', text: 'Sac de ciment 35 kg, 20 sacs', terms: [['меш*'], ['кг'], ['меш*']], keep: ['35', '20'] },
  { from: 'fr', to: 'en', text: "Main d'œuvre : 7,5 heures", terms: [['h', 'hours', 'hrs']], keep: ['7,5'] },
  { from: 'fr', to: 'de', text: '3 palettes de 48 cartons', terms: [['Palette*'], ['Karton*']], keep: ['3', '48'] },
  { from: 'fr', to: 'zh', text: 'Gants de travail, 12 paires', terms: [['双', '副', '对']], keep: ['12'] },
  // Chinese line items
  { from: 'zh', to: 'en', text: '不锈钢螺栓 M6×20，1000个', terms: [PCS_EN], keep: ['M6×20', '1000'] },
  { from: 'zh', to: 'en', text: '包装：纸箱，每箱50件', terms: [['carton*', 'ctn*', 'box*'], PCS_EN], keep: ['50'] },
  { from: 'zh', to: 'ru', text: '价格条款：FOB 宁波', terms: [['FOB']] },
  { from: 'zh', to: 'en', text: 'LED灯管 T8 18W，200支', terms: [PCS_EN], keep: ['LED', 'T8', '18W', '200'] },
  { from: 'zh', to: 'en', text: '电缆 3×2.5mm²，500米', terms: [['m', 'metres', 'meters']], keep: ['3×2.5', '500'] },
  { from: 'zh', to: 'en', text: '托盘 10个', terms: [['pallet*'], PCS_EN], keep: ['10'] },
  { from: 'zh', to: 'ru', text: '重量 25公斤', terms: [['кг']], keep: ['25'] },
  { from: 'zh', to: 'de', text: '工作时间 8小时', terms: [['Std*', 'Stunde*', 'h']], keep: ['8'] },
  { from: 'zh', to: 'fr', text: '交货条件：CIF 汉堡', terms: [['CIF']] },
];
