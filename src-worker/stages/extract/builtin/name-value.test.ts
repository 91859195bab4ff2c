import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readName } from './name-value';
import { run } from './test-helpers';

describe('a party name is never a label', () => {
  it('reads labels of other fields, trade terms, stamps and captions as labels, in every language', () => {
    for (const t of ['Nummer:', 'Date :', 'Datum: 12.03.2024', 'Incoterms', 'N° client : 4711', 'Kundennummer: 4711', 'Rechnungsdatum:', '/Leistungsempfänger',
      'М.П.', '(подпись)', '(signature)', 'ИНН 7701234567', 'Номер: 15', 'Numéro de facture :', 'Telefon:', '日期：', 'Firmenname:', 'Page 1',
      'N° TVA intracom. : FR51952771421', 'Kd.-Nr.: 10-4711', 'Steuer-Nr.: 143/123/45678', 'P.IVA: IT 01234567890']) {
      assert.equal(readName(t).kind, 'label', t);
    }
  });

  it('keeps names, whatever words they are made of, and gives the name after a name label', () => {
    const names: [string, string][] = [['ACME GmbH', 'ACME GmbH'], ['Firmenname: Müller Bau GmbH', 'Müller Bau GmbH'], ['Raison sociale : Dupont SARL', 'Dupont SARL'],
      ['Наименование: ООО «Вектор»', 'ООО «Вектор»'], ['Service Company Ltd', 'Service Company Ltd'], ['Total Energies SE', 'Total Energies SE'],
      ['ООО «Дата Центр»', 'ООО «Дата Центр»'], ['Date Palm Trading LLC', 'Date Palm Trading LLC'], ['北京科技有限公司', '北京科技有限公司'], ['Kontakt: Studio 54 GmbH', 'Kontakt: Studio 54 GmbH'],
      // The rest of a role's label in lower case before the colon.
      ['услуг: ПАО "Биномтрейд"', 'ПАО "Биномтрейд"'], ['der Leistung: Müller Bau GmbH', 'Müller Bau GmbH'], ['des services : Dupont SARL', 'Dupont SARL'], ['of services: Oak Partners Ltd', 'Oak Partners Ltd']];
    for (const [t, name] of names) assert.deepEqual(readName(t), { kind: 'name', name }, t);
  });

  it('takes the name from the line under a role label that stands beside another label', async () => {
    const cases: [string[], string][] = [
      [['Rechnung Nr. 4711', 'Kunde   Nummer: 10023', 'Müller Bau GmbH', 'Hauptstr. 5, 10115 Berlin'], 'Müller Bau GmbH'],
      [['Rechnung Nr. 4711', 'Rechnungsempfänger/Leistungsempfänger', 'Schmidt & Partner KG', 'Ring 2, 50667 Köln'], 'Schmidt & Partner KG'],
      [['Facture n° 88', 'Client   Date : 12/03/2024', 'Dupont SARL', '3 rue de la Paix, 75002 Paris'], 'Dupont SARL'],
      [['Invoice 5', 'Bill to:', 'Company name:', 'Northwind Traders Ltd', '1 High St, London'], 'Northwind Traders Ltd'],
    ];
    for (const [lines, name] of cases) {
      const r = await run(lines, 'invoice');
      assert.equal((r.buyer as Record<string, unknown> | undefined)?.name, name, lines.join(' / '));
    }
  });

  it('never takes a stamp placeholder for the consignee', async () => {
    const r = await run(['ТОВАРНАЯ НАКЛАДНАЯ № 12 от 01.02.2024', 'Грузополучатель', 'М.П.', 'Поставщик: ООО «Альфа», ИНН 7701234567'], 'torg12');
    assert.equal((r.consignee as Record<string, unknown> | undefined)?.name ?? null, null);
  });

  it('ends a name with its legal form where an address follows it, whatever the form', async () => {
    const cases: [string, string][] = [['Atlas Supplies Inc., 187 High Street, Austin, TX 78701', 'Atlas Supplies Inc.'], ['Crown Works LLC, 41 Harbour Way', 'Crown Works LLC'],
      ['Müller Bau GmbH & Co. KG, Hauptstr. 5, 10115 Berlin', 'Müller Bau GmbH & Co. KG'], ['Dupont SARL, 3 rue de la Paix', 'Dupont SARL'], ['ООО «Вектор», г. Москва', 'ООО «Вектор», г. Москва']];
    for (const [text, name] of cases) {
      const r = await run(['Invoice 5', `Customer: ${text}`], 'invoice');
      assert.equal((r.buyer as Record<string, unknown> | undefined)?.name, name, text);
    }
  });

  it('finds Chinese role labels set in spaced characters', async () => {
    for (const [seller, buyer] of <[string, string][]>[['销 售 方', '购 货 单 位'], ['销售方', '购买方'], ['销 货 单 位', '付 款 单 位']]) {
      const r = await run(['发票', seller, '成都汇通实业股份有限公司', '纳税人识别号: 91243190944283810I', buyer, '上海长城实业有限公司', '地址: 上海市文三路656号'], 'invoice');
      assert.deepEqual([(r.seller as Record<string, unknown> | undefined)?.name, (r.buyer as Record<string, unknown> | undefined)?.name], ['成都汇通实业股份有限公司', '上海长城实业有限公司'], `${seller} / ${buyer}`);
    }
  });
});

describe('quotes of two styles around a name', () => {
  it('are one pair in the plain style; a pair of one style stays as printed', () => {
    assert.deepEqual(readName('ПАО “Граниткомплект"'), { kind: 'name', name: 'ПАО "Граниткомплект"' });
    assert.deepEqual(readName('SARL "Les Ateliers”'), { kind: 'name', name: 'SARL "Les Ateliers"' });
    assert.deepEqual(readName('GmbH „Nordlicht"'), { kind: 'name', name: 'GmbH "Nordlicht"' });
    for (const kept of ['ООО «Ромашка»', 'ООО “Ромашка”', 'ООО "Ромашка"', 'Müller „Holz“ GmbH']) assert.deepEqual(readName(kept), { kind: 'name', name: kept });
  });
});
