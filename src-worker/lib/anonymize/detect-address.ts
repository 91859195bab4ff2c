import { labelled } from './detect-names';
import { NLB, re, trimHit } from './match';
import { labelAlt } from './names-latin';
import { ADDRESS_LABELS, CN_ADDRESS_LABELS } from './vocab-labels';
import type { Detector, Hit } from './types';

/**
 * Addresses. Russian addresses have no fixed order or label, so they are found as runs of
 * address-shaped words (postcode, region and settlement words, street and house markers,
 * capitalised names, house numbers) separated only by spaces and commas, that hold a street or
 * house marker. Labelled values (`Юридический адрес:`, `Address:`, FNS `Улица:`) and the common
 * EU/US street shapes are taken as they are.
 */

const SETTLEMENT = ['г', 'гор', 'город', 'обл', 'область', 'край', 'респ', 'республика', 'р-н', 'район', 'округ', 'п', 'пос', 'поселок', 'посёлок', 'с', 'село', 'дер', 'деревня', 'пгт', 'ст-ца', 'станица', 'х', 'хутор', 'мкр', 'микрорайон', 'рп', 'снт', 'тер'];
const STREET = ['ул', 'улица', 'пр', 'пр-т', 'пр-кт', 'просп', 'проспект', 'пер', 'переулок', 'ш', 'шоссе', 'проезд', 'пр-д', 'б-р', 'бул', 'бульвар', 'наб', 'набережная', 'пл', 'площадь', 'тракт', 'аллея', 'тупик', 'линия', 'квартал'];
const HOUSE = ['д', 'дом', 'корп', 'корпус', 'к', 'стр', 'строение', 'оф', 'офис', 'кв', 'квартира', 'пом', 'помещение', 'лит', 'литер', 'литера', 'эт', 'этаж', 'вл', 'владение', 'комн', 'комната', 'а/я'];

type Kind = 'postcode' | 'num' | 'settlement' | 'street' | 'house' | 'houseNum' | 'name' | null;

const SETTLEMENT_SET = new Set(SETTLEMENT);
const STREET_SET = new Set(STREET);
const HOUSE_SET = new Set(HOUSE);
const GLUED = /^([а-яё/-]{1,6})\.([\p{L}\d].*)$/u;

function kindOf(word: string): Kind {
  const w = word.replace(/[.,]+$/u, '');
  if (/^\d{6}$/u.test(w)) return 'postcode';
  if (/^№$|^№?\d{1,5}[а-яА-Яa-z]?(?:[/-]\d{1,5}[а-яА-Я]?)?$/u.test(w)) return 'num';
  if (/^\d{1,3}-[а-я]{1,3}$/u.test(w)) return 'name';
  const lower = w.toLowerCase();
  if (w === lower) {
    if (STREET_SET.has(lower)) return 'street';
    if (HOUSE_SET.has(lower)) return 'house';
    if (SETTLEMENT_SET.has(lower)) return 'settlement';
  }
  const glued = GLUED.exec(word);
  if (glued) {
    const [, marker = '', rest = ''] = glued;
    if (STREET_SET.has(marker)) return 'street';
    if (HOUSE_SET.has(marker) && /^\d/u.test(rest)) return 'houseNum';
    if (SETTLEMENT_SET.has(marker) || HOUSE_SET.has(marker)) return 'settlement';
  }
  if (/^[А-ЯЁ][а-яё]+(?:-[А-ЯЁа-яё][а-яё]+)*$/u.test(w)) return 'name';
  return null;
}

const WORD = /[^\s,]+/gu;

/** Runs of address-shaped words; a run is an address when it holds a street or house marker. */
export const ruAddressRuns: Detector = (text) => {
  const hits: Hit[] = [];
  let run: { start: number; end: number; kinds: Kind[] } | null = null;
  const close = (): void => {
    if (run && isAddress(run.kinds)) hits.push({ start: run.start, end: run.end, category: 'address' });
    run = null;
  };
  let lastEnd = 0;
  for (const m of text.matchAll(WORD)) {
    const start = m.index ?? 0;
    const gap = text.slice(lastEnd, start);
    lastEnd = start + m[0].length;
    const kind = kindOf(m[0]);
    if (run && (/\n/u.test(gap) || kind === null)) close();
    if (kind === null) continue;
    if (!run) run = { start, end: lastEnd, kinds: [] };
    run.end = lastEnd;
    run.kinds.push(kind);
  }
  close();
  return hits.map((h) => trimHit(text, h, ',')).filter((h): h is Hit => h !== null);
};

function isAddress(kinds: Kind[]): boolean {
  if (kinds.length < 2) return false;
  const street = kinds.includes('street') && kinds.some((k) => k === 'name' || k === 'num' || k === 'houseNum');
  const house = kinds.includes('houseNum') || kinds.some((k, i) => k === 'house' && kinds[i + 1] === 'num');
  const post = kinds.indexOf('postcode');
  return street || house || (post >= 0 && kinds.slice(post + 1).some((k) => k === 'name' || k === 'settlement'));
}

const ADDRESS_LABEL = re(
  `${NLB}(?:[Юю]ридический адрес|[Пп]очтовый адрес|[Фф]актический адрес|[Аа]дрес(?: [\\p{Ll}]+){0,2}|АдрТекст|АдрИно|[Мм]есто нахождения|[Мм]естонахождение|[Мм]есто выполнения работ|[Мм]есто поставки|Address|Billing address|Shipping address|Registered office|Adresse|Anschrift|Indirizzo|Dirección)[ \\t]*:[ \\t]*(?<v>[^\\n|]{3,200})`,
);
const FNS_ADDRESS = re('(?<![\\p{L}])(?:Индекс|Город|Улица|Дом|Корпус|Кварт|НаселПункт|Район)[ \\t]*:[ \\t]*(?<v>[^\\n|]{1,80})');

/** The same in our other languages and in e-invoice XML (LineOne:, CityName:, 地址：). */
const INTL_ADDRESS_LABEL = re(`${NLB}(?:${labelAlt([...ADDRESS_LABELS, ...CN_ADDRESS_LABELS])})[ \\t]*[:：][ \\t]*(?<v>[^\\n|]{2,200})`);

export const addressLabels: Detector = (text) => [
  ...labelled(ADDRESS_LABEL, text, 'address', 2),
  ...labelled(INTL_ADDRESS_LABEL, text, 'address', 2),
  ...labelled(FNS_ADDRESS, text, 'address', 1),
];
