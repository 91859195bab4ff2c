import type { KnownValue } from './types';
import { put, putValue } from './typing';
import type { At, Read } from './xpath';
import { attr, child, children, field, find, firstOf, text } from './xpath';

/**
 * Participants of FNS e-documents (seller, buyer, shipper, consignee…). The same `УчастникТип`
 * changed shape across formats and versions: the identity sits in `ИдСв` as `СвЮЛУч` (5.01+),
 * `СвЮЛ` (ON_SFAKT, ТОРГ-12) or under `СвОрг` (DP_TOVTORGPR); persons and entrepreneurs carry an
 * `ФИО`; ON_SFAKT consignees only a `НаимГОП/НаимОрг` text. Contacts moved from attributes to
 * repeated elements in 5.02; addresses gained the ГАР form. All of them are read here.
 */

const IDENTITY = 'СвЮЛУч|СвЮЛ|СвИП|СвФЛУч|СвФЛ|СвИнНеУч|ИнОрг';

/** Surname, first name and patronymic, as the document writes them, joined with spaces. */
function fio(node: At | undefined): Read | undefined {
  if (!node) return undefined;
  const parts = ['Фамилия', 'Имя', 'Отчество'].map((a) => attr(node, a)?.raw.trim()).filter((p): p is string => !!p);
  return parts.length > 0 ? { raw: parts.join(' '), path: node.path } : undefined;
}

/** A number-only house / flat gets its customary abbreviation; `д. 23` or `влад. 1` are kept as they are. */
function numbered(prefix: string, read: Read | undefined): string | undefined {
  const v = read?.raw.trim();
  if (!v) return undefined;
  return /^\d/.test(v) ? `${prefix} ${v}` : v;
}

function join(parts: (string | undefined)[]): string {
  return parts.map((p) => p?.trim()).filter((p): p is string => !!p).join(', ');
}

/**
 * `АдрРФ` as attributes (5.01 and older). `КодРегион` is left out: a bare code ("66") says nothing
 * to a reader, and an address that is only a region code is better not read at all.
 */
function addressRf(a: At): string {
  return join([
    attr(a, 'Индекс')?.raw, attr(a, 'НаимРегион')?.raw, attr(a, 'Район')?.raw, attr(a, 'Город')?.raw,
    attr(a, 'НаселПункт')?.raw, attr(a, 'Улица')?.raw, numbered('д.', attr(a, 'Дом')),
    numbered('корп.', attr(a, 'Корпус')), numbered('кв.', attr(a, 'Кварт')),
  ]);
}

/** `АдрГАР` (5.02+): elements in address order, each with its kind (`ул`, `д`) and name or number. */
function addressGar(a: At): string {
  const parts: string[] = [];
  for (const c of a.el.children) {
    if (c.name === 'Регион') continue; // a code; НаимРегион names it
    const kind = c.attrs['Тип'] ?? c.attrs['Вид'] ?? '';
    const name = c.attrs['Наим'] ?? c.attrs['Номер'] ?? c.text;
    if (name.trim()) parts.push(kind.trim() ? `${kind.trim()} ${name.trim()}` : name.trim());
  }
  return join(parts);
}

function readAddress(party: At, role: string, out: Record<string, KnownValue>): void {
  const adr = child(party, 'Адрес');
  const rf = child(adr, 'АдрРФ');
  if (rf) return putValue(out, `${role}.address`, addressRf(rf), rf.path);
  const gar = child(adr, 'АдрГАР');
  if (gar) return putValue(out, `${role}.address`, addressGar(gar), gar.path);
  // АдрИнф / АдрИно (foreign, or free text) and ТОРГ-12's bare АдрТекст element.
  put(out, `${role}.address`, firstOf(field(child(adr, 'АдрИнф|АдрИно'), 'АдрТекст'), text(child(adr, 'АдрТекст'))));
}

/** Contacts: attributes up to 5.01, repeated `Тлф` / `ЭлПочта` elements from 5.02. */
function contact(node: At | undefined, name: string): Read | undefined {
  const a = attr(node, name);
  if (a) return a;
  const els = children(node, name).map(text).filter((r): r is Read => !!r);
  const first = els[0];
  return first ? { raw: els.map((r) => r.raw).join(', '), path: first.path } : undefined;
}

/** Reads one participant into `<role>.*`. */
export function readParty(party: At | undefined, role: string, out: Record<string, KnownValue>): void {
  if (!party) return;
  const who = find(child(party, 'ИдСв'), IDENTITY, 2);
  put(out, `${role}.name`, firstOf(attr(who, 'НаимОрг'), attr(who, 'Наим'), fio(child(who, 'ФИО')), text(child(party, 'НаимГОП', 'НаимОрг'))));
  put(out, `${role}.inn`, firstOf(attr(who, 'ИННЮЛ'), attr(who, 'ИННФЛ')));
  put(out, `${role}.kpp`, attr(who, 'КПП'));
  put(out, `${role}.ogrn`, firstOf(attr(who, 'ОГРН'), attr(who, 'ОГРНИП')));
  readAddress(party, role, out);
  const kont = child(party, 'Контакт');
  put(out, `${role}.phone`, contact(kont, 'Тлф'));
  put(out, `${role}.email`, contact(kont, 'ЭлПочта'));
  const bank = child(party, 'БанкРекв');
  put(out, `${role}.account`, attr(bank, 'НомерСчета'));
  const sv = child(bank, 'СвБанк');
  put(out, `${role}.bank`, attr(sv, 'НаимБанк'));
  put(out, `${role}.bic`, attr(sv, 'БИК'));
  put(out, `${role}.corr_account`, attr(sv, 'КорСчет'));
}

/** `ГрузОт`: either the shipper itself (`ГрузОтпр`) or `ОнЖе` ("the seller himself"), then the seller's values are the shipper's. */
export function readShipper(gruzOt: At | undefined, seller: string, out: Record<string, KnownValue>): void {
  if (!gruzOt) return;
  if (child(gruzOt, 'ОнЖе')) {
    for (const [key, v] of Object.entries(out)) {
      if (key.startsWith(`${seller}.`)) putValue(out, `shipper.${key.slice(seller.length + 1)}`, v.value, v.path);
    }
    return;
  }
  readParty(child(gruzOt, 'ГрузОтпр') ?? gruzOt, 'shipper', out);
}

/** OKEI (ОК 015-94) codes for the units met on Russian trade documents; used when no unit name is written. */
const OKEI: Record<string, string> = {
  '796': 'шт', '166': 'кг', '163': 'г', '168': 'т', '006': 'м', '008': 'км', '018': 'пог. м', '055': 'м2',
  '113': 'м3', '112': 'л', '111': 'мл', '778': 'упак', '839': 'компл', '715': 'пар', '356': 'ч', '359': 'сут',
  '362': 'мес', '366': 'год', '383': 'руб', '704': 'набор', '736': 'рул', '800': 'тыс. шт',
  '812': 'ящ', '868': 'бут', '870': 'ампул', '876': 'усл. ед', '625': 'лист', '616': 'боб', '657': 'изд',
};

export function okeiName(code: string): string | undefined {
  return Object.hasOwn(OKEI, code) ? OKEI[code] : undefined;
}
