import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { corpusBytes } from '../../../test/helpers/corpus';
import { parseXmlTree } from '../../adapters/xml';
import type { KnownValue, KnownXml } from './index';
import { readKnownXml } from './index';

function read(xml: string): KnownXml | null {
  return readKnownXml(parseXmlTree(new TextEncoder().encode(xml)));
}

function values(rec: Record<string, KnownValue> | undefined): Record<string, string | number> {
  return Object.fromEntries(Object.entries(rec ?? {}).map(([k, v]) => [k, v.value]));
}

/** УПД in the 2024 layout (5.03): НомерДок/ДатаДок, ДенИзм, ГАР address, contacts as elements, document-reference basis. */
function upd503(fileAttrs = 'ИдФайл="ON_NSCHFDOPPR_2BM-1_2BM-2_20250115_0a1b" ВерсФорм="5.03"'): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<Файл ${fileAttrs} ВерсПрог="test">
 <Документ КНД="1115131" Функция="СЧФ" ДатаИнфПр="15.01.2025" ВремИнфПр="10.00.00">
  <СвСчФакт НомерДок="А-17" ДатаДок="15.01.2025">
   <СвПрод>
    <ИдСв><СвИП ИННФЛ="771234567890" ОГРНИП="304770000000001"><ФИО Фамилия="Иванов" Имя="Пётр" Отчество="Сергеевич"/></СвИП></ИдСв>
    <Адрес><АдрГАР ИдНом="1"><Индекс>101000</Индекс><Регион>77</Регион><НаимРегион>г. Москва</НаимРегион><ЭлУлДорСети Тип="ул" Наим="Мясницкая"/><Здание Тип="д" Номер="1"/></АдрГАР></Адрес>
    <БанкРекв НомерСчета="40802810000000000001"><СвБанк НаимБанк="ПАО Банк" БИК="044525000" КорСчет="30101810400000000225"/></БанкРекв>
    <Контакт><Тлф>+7 495 000-00-00</Тлф><Тлф>+7 495 000-00-01</Тлф><ЭлПочта>ip@example.ru</ЭлПочта></Контакт>
   </СвПрод>
   <ГрузОт><ГрузОтпр><ИдСв><СвЮЛУч НаимОрг="ООО Склад" ИННЮЛ="7700000001" КПП="770001001"/></ИдСв></ГрузОтпр></ГрузОт>
   <ГрузПолуч><ИдСв><СвФЛУч ИННФЛ="500100732259"><ФИО Фамилия="Петрова" Имя="Анна"/></СвФЛУч></ИдСв></ГрузПолуч>
   <СвПокуп><ИдСв><СвЮЛУч НаимОрг="ООО &quot;Покупатель&quot;" ИННЮЛ="7700000002" КПП="770001002"/></ИдСв><Адрес><АдрИнф КодСтр="643" НаимСтран="Россия" АдрТекст="г. Казань, ул. Баумана, 1"/></Адрес></СвПокуп>
   <ДенИзм КодОКВ="978" НаимОКВ="Евро"/>
  </СвСчФакт>
  <ТаблСчФакт>
   <СведТов НомСтр="1" НаимТов="Кабель" ОКЕИ_Тов="006" НаимЕдИзм="м" КолТов="0.5000" ЦенаТов="120.00" СтТовБезНДС="60.00" НалСт="20%" СтТовУчНал="72.00">
    <СвДТ КодПроисх="156" НомерДТ="10702070/010125/3000001"/>
    <ДопСведТов ПрТовРаб="1" АртикулТов="KB-3x2.5" КодТов="000123" ГТИН="4601234567893"/>
    <Акциз><БезАкциз>без акциза</БезАкциз></Акциз>
    <СумНал><СумНал>12.00</СумНал></СумНал>
   </СведТов>
   <СведТов НомСтр="2" НаимТов="Монтаж" ОКЕИ_Тов="356" КолТов="2" ЦенаТов="500" СтТовБезНДС="1000" НалСт="20%" СтТовУчНал="1200">
    <СумНал><СумНал>200</СумНал></СумНал>
   </СведТов>
   <ВсегоОпл СтТовБезНДСВсего="1060.00" СтТовУчНалВсего="1272.00"><СумНалВсего><СумНал>212.00</СумНал></СумНалВсего></ВсегоОпл>
  </ТаблСчФакт>
  <СвПродПер><СвПер СодОпер="Товары переданы">
   <ОснПер РеквНаимДок="Счёт" РеквНомерДок="С-1" РеквДатаДок="10.01.2025"/>
   <ОснПер РеквНаимДок="Договор поставки" РеквНомерДок="Д-42/2024" РеквДатаДок="01.12.2024"/>
  </СвПер></СвПродПер>
 </Документ>
</Файл>`;
}

const TORG12_PR = `<?xml version="1.0" encoding="utf-8"?>
<Файл ИдФайл="DP_TOVTORGPR_2BM-1_2BM-2_20200201_0a1b" ВерсФорм="5.01" ВерсПрог="test">
 <Документ КНД="1175010" ДатаИнфПр="01.02.2020" ВремИнфПр="10.00.00" НаимЭконСубСост="x">
  <СвДокПТПрКроме>
   <СвДокПТПр>
    <НаимДок НаимДокОпр="Документ о передаче товара при торговых операциях" ПоФактХЖ="Документ о передаче товара при торговых операциях"/>
    <ИдентДок НомДокПТ="ТН-5" ДатаДокПТ="01.02.2020"/>
    <ДенИзм КодОКВ="643"/>
    <СодФХЖ1>
     <ГрузОтпр><ИдСв><СвОрг><СвЮЛ НаимОрг="ООО Отправитель" ИННЮЛ="7700000003" КПП="770001003"/></СвОрг></ИдСв></ГрузОтпр>
     <ГрузПолуч><ИдСв><СвОрг><СвЮЛ НаимОрг="ООО Получатель" ИННЮЛ="7700000006"/></СвОрг></ИдСв></ГрузПолуч>
     <Продавец><ИдСв><СвОрг><СвЮЛ НаимОрг="ООО Продавец" ИННЮЛ="7700000004" КПП="770001004"/></СвОрг></ИдСв><Адрес><АдрРФ Индекс="101000" КодРегион="77" Город="Москва" Улица="Тверская" Дом="7"/></Адрес></Продавец>
     <Покупатель><ИдСв><СвИП ИННФЛ="771234567890"><ФИО Фамилия="Сидоров" Имя="Иван"/></СвИП></ИдСв></Покупатель>
     <Основание НаимОсн="Договор" НомОсн="15" ДатаОсн="10.01.2020"/>
     <Перевозчик><ИдСв><СвОрг><СвЮЛ НаимОрг="ООО Перевозчик" ИННЮЛ="7700000005"/></СвОрг></ИдСв></Перевозчик>
    </СодФХЖ1>
   </СвДокПТПр>
   <СодФХЖ2>
    <СвТов НомТов="1" НаимТов="Бумага" АртикулТов="A4-80" НаимЕдИзм="пач" ОКЕИ_Тов="728" НеттоПередано="10" Цена="250.00" СтБезНДС="2500.00" НалСт="20%" СумНДС="500.00" СтУчНДС="3000.00"><ИнфПолФХЖ2 Идентиф="Штрихкод" Значен="4601234567893"/></СвТов>
    <Всего СтБезНДСВс="2500.00" СумНДСВс="500.00" СтУчНДСВс="3000.00" БруттоВс="25.5"/>
   </СодФХЖ2>
  </СвДокПТПрКроме>
  <СодФХЖ3 СодОпер="Товары переданы"/>
 </Документ>
</Файл>`;

describe('FNS УПД 5.03 layout', () => {
  const known = read(upd503());

  it('is recognised by ИдФайл and ВерсФорм; a счёт-фактура is catalog type upd', () => {
    assert.equal(known?.format, 'fns.ON_NSCHFDOPPR');
    assert.equal(known.version, '5.03');
    assert.equal(known.documentType, 'upd');
  });

  it('reads the header, parties, basis and totals', () => {
    assert.deepEqual(values(known?.values), {
      'document.number': 'А-17', 'document.date': '2025-01-15', 'document.type': 'СЧФ', 'document.currency': 'EUR',
      'seller.name': 'Иванов Пётр Сергеевич', 'seller.inn': '771234567890', 'seller.ogrn': '304770000000001',
      'seller.address': '101000, г. Москва, ул Мясницкая, д 1',
      'seller.phone': '+7 495 000-00-00, +7 495 000-00-01', 'seller.email': 'ip@example.ru',
      'seller.account': '40802810000000000001', 'seller.bank': 'ПАО Банк', 'seller.bic': '044525000', 'seller.corr_account': '30101810400000000225',
      'buyer.name': 'ООО "Покупатель"', 'buyer.inn': '7700000002', 'buyer.kpp': '770001002', 'buyer.address': 'г. Казань, ул. Баумана, 1',
      'shipper.name': 'ООО Склад', 'shipper.inn': '7700000001', 'shipper.kpp': '770001001',
      'consignee.name': 'Петрова Анна', 'consignee.inn': '500100732259',
      // The basis naming a contract wins over the invoice listed first.
      'document.contract_number': 'Д-42/2024', 'document.contract_date': '2024-12-01',
      'totals.net': 1060, 'totals.vat': 212, 'totals.gross': 1272, 'totals.vat_rate': 20,
    });
  });

  it('reads the lines, with the unit name from OKEI where none is written', () => {
    assert.deepEqual(values(known?.items[0]), {
      line: 1, name: 'Кабель', article: 'KB-3x2.5', barcode: '4601234567893', unit: 'м', quantity: 0.5, price: 120, amount: 60,
      vat_rate: 20, vat_amount: 12, total: 72, country: '156', customs_declaration: '10702070/010125/3000001',
    });
    assert.deepEqual(values(known?.items[1]), { line: 2, name: 'Монтаж', unit: 'ч', quantity: 2, price: 500, amount: 1000, vat_rate: 20, vat_amount: 200, total: 1200 });
  });

  it('says where each value was read', () => {
    assert.equal(known?.values['document.number']?.path, 'Файл/Документ/СвСчФакт/@НомерДок');
    assert.equal(known.values['document.currency']?.path, 'Файл/Документ/СвСчФакт/ДенИзм/@КодОКВ');
    assert.equal(known.values['seller.name']?.path, 'Файл/Документ/СвСчФакт/СвПрод/ИдСв/СвИП/ФИО');
    assert.equal(known.values['document.contract_number']?.path, 'Файл/Документ/СвПродПер/СвПер/ОснПер[2]/@РеквНомерДок');
    assert.equal(known.items[1]?.['unit']?.path, 'Файл/Документ/ТаблСчФакт/СведТов[2]/@ОКЕИ_Тов');
    assert.equal(known.items[0]?.['vat_amount']?.path, 'Файл/Документ/ТаблСчФакт/СведТов[1]/СумНал/СумНал');
  });

  it('falls back to the КНД when there is no file id, and refuses other formats', () => {
    assert.equal(read(upd503('ВерсФорм="5.03"'))?.format, 'fns.ON_NSCHFDOPPR');
    // УКД (correction document) has its own file id prefix: not a format we read.
    assert.equal(read(upd503('ИдФайл="ON_NKORSCHFDOPPR_2BM-1_2BM-2_20250115_0a1b" ВерсФорм="5.03"')), null);
    assert.equal(read(upd503('ИдФайл="ON_NSCHFDOPPR_2BM-1_2BM-2_20250115_0a1b"')), null, 'no ВерсФорм');
  });
});

describe('FNS ТОРГ-12 DP_TOVTORGPR', () => {
  const known = read(TORG12_PR);

  it('reads header, all five parties, basis and totals', () => {
    assert.equal(known?.format, 'fns.DP_TOVTORGPR');
    assert.equal(known.documentType, 'torg12');
    assert.deepEqual(values(known.values), {
      'document.number': 'ТН-5', 'document.date': '2020-02-01', 'document.currency': 'RUB',
      'seller.name': 'ООО Продавец', 'seller.inn': '7700000004', 'seller.kpp': '770001004', 'seller.address': '101000, Москва, Тверская, д. 7',
      'buyer.name': 'Сидоров Иван', 'buyer.inn': '771234567890',
      'shipper.name': 'ООО Отправитель', 'shipper.inn': '7700000003', 'shipper.kpp': '770001003',
      'consignee.name': 'ООО Получатель', 'consignee.inn': '7700000006',
      'carrier.name': 'ООО Перевозчик', 'carrier.inn': '7700000005',
      'document.contract_number': '15', 'document.contract_date': '2020-01-10',
      'totals.net': 2500, 'totals.vat': 500, 'totals.gross': 3000, 'totals.weight_gross': 25.5, 'totals.vat_rate': 20,
    });
  });

  it('reads the line, the barcode from the line information', () => {
    assert.deepEqual(values(known?.items[0]), {
      line: 1, name: 'Бумага', article: 'A4-80', barcode: '4601234567893', unit: 'пач', quantity: 10, price: 250, amount: 2500,
      vat_rate: 20, vat_amount: 500, total: 3000,
    });
  });
});

describe('FNS corpus files: what the ground truth does not cover', () => {
  it('ON_SFAKT 5.01: rate as an element, unit from OKEI, barcode, origin and customs declaration per line', () => {
    const known = readKnownXml(parseXmlTree(corpusBytes('external/xml/fns/fazyloff_ON_SFAKT_utf16_5.01.xml')));
    const line = values(known?.items[0]);
    assert.equal(known?.documentType, 'upd');
    assert.deepEqual([line['vat_rate'], line['unit'], line['barcode'], line['country'], line['customs_declaration']], [18, 'шт', '5900627065541', '616', '10102030/240816/0013027/1']);
    assert.equal(known.values['consignee.address']?.value, '142103, Подольск г, Поливановская ул, д. 9');
  });

  it('ОнЖе: the shipper is the seller', () => {
    const known = readKnownXml(parseXmlTree(corpusBytes('external/xml/fns/lalexs75_ON_SCHFDOPPR_test_5.01.xml')));
    assert.equal(known?.values['shipper.name']?.value, 'Тестовая организация №1');
    assert.equal(known.values['shipper.inn']?.value, known.values['seller.inn']?.value);
    assert.equal(known.values['seller.address']?.value, '620000, Екатеринбург, Радищева ул, д. 1, кв. 1');
    assert.equal(known.values['seller.corr_account']?.value, '10101110011010000101');
    assert.equal(known.documentType, 'upd');
  });

  it('the hyphen УПД (ON_NSCHFDOPPRPROS): a rate "без НДС" stays as written, an address of only a region code is not read', () => {
    const known = readKnownXml(parseXmlTree(corpusBytes('external/xml/fns/diadoc_generate_utd820_05_01_02_hyphen_title0_resp.xml')));
    assert.equal(known?.format, 'fns.ON_NSCHFDOPPRPROS');
    assert.equal(known.items[0]?.['vat_rate']?.value, 'без НДС');
    assert.equal(known.values['seller.address'], undefined);
    assert.equal(known.values['document.contract_number'], undefined, '"Без документа-основания" has no number');
  });

  it('ТОРГ-12 DP_OTORG12: the quantity is the "количество (масса нетто)" column', () => {
    const known = readKnownXml(parseXmlTree(corpusBytes('external/xml/fns/fazyloff_DP_OTORG12_torg12.xml')));
    assert.deepEqual(known?.items.map((i) => i['quantity']?.value), [29, 38, 11, 11, 11, 11, 11]);
    assert.equal(known.values['seller.address']?.value, '129301,Москва г,Бориса Галушкина ул, д. 14, корп. 1');
  });
});
