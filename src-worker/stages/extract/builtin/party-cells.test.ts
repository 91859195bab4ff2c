import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ParsedDocument } from '../../../../src-shared/document/model';
import { parseText } from '../../parse-text';
import { extractFrom } from './test-helpers';

/** A document whose lines say nothing of the parties (a label set vertically is no line) and whose drawn cells do. */
function withCells(lines: string[], rows: string[][]): ParsedDocument {
  const doc = parseText(lines.join('\n'));
  const cells = rows.flatMap((r, row) => r.map((text, col) => ({ row, col, rowSpan: 1, colSpan: 1, text, header: row === 0, itemIds: [],
    box: text ? [40 + col * 100, 100 + row * 40, 130 + col * 100, 130 + row * 40] as const : null })));
  doc.tables = [{ id: 't0', pages: [1], nRows: rows.length, nCols: Math.max(...rows.map((r) => r.length)), cells }];
  return doc;
}

describe('parties in drawn label/value cells', () => {
  it('a role label alone in its cell names the party in the next filled cell, in any language', async () => {
    const cases: [string[], string[], string, string][] = [
      [['电子发票（普通发票）  发票号码：12345678', '购', '买', '方'], ['购买方信息', '名称：杭州恒通电子有限公司', '', '销售方信息', '名称：武汉鑫源机械有限公司'], '杭州恒通电子有限公司', '武汉鑫源机械有限公司'],
      [['Товарная накладная № 15 от 03.04.2024'], ['Покупатель', 'ООО «Ромашка»', 'Поставщик:', 'АО «Вектор»'], 'ООО «Ромашка»', 'АО «Вектор»'],
      [['INVOICE 2024-17'], ['Bill to:', 'River Supplies LLC', 'Seller details', 'Apex Solutions Ltd'], 'River Supplies LLC', 'Apex Solutions Ltd'],
    ];
    for (const [lines, row, buyer, seller] of cases) {
      const r = await extractFrom(withCells(lines, [row]), 'invoice') as { buyer?: { name?: string }; seller?: { name?: string } };
      assert.equal(r.buyer?.name, buyer, row[0]);
      assert.equal(r.seller?.name, seller, row[0]);
    }
  });

  it('a header row of role labels names nobody in the cell beside it', async () => {
    const r = await extractFrom(withCells(['INVOICE 2024-17'], [['Seller', 'Buyer'], ['', '']]), 'invoice') as { buyer?: { name?: string }; seller?: { name?: string } };
    assert.equal(r.seller?.name ?? null, null);
    assert.equal(r.buyer?.name ?? null, null);
  });
});

type Parties = { contractor?: Record<string, unknown>; customer?: Record<string, unknown>; seller?: Record<string, unknown>; buyer?: Record<string, unknown> };

describe('parties side by side in a drawn table, their roles heading its columns', () => {
  it('reads each party from its column, with or without a column of labels, where the lines glue a label to a value', async () => {
    const cases: { type: string; keys: [keyof Parties, keyof Parties]; lines: string[]; rows: string[][]; want: [Record<string, unknown>, Record<string, unknown>] }[] = [
      { type: 'act', keys: ['contractor', 'customer'],
        lines: ['АКТ № 15 от 14.03.2024', 'Исполнитель   Заказчик', 'Наименование ООО «Северный ветер»   АО «Ромашка»', 'ИНН/КПП 7707083893/770701001   7736050003/773601001', 'Адрес 125009, г. Москва   190000, г. Санкт-Петербург'],
        rows: [['', 'Исполнитель', 'Заказчик'], ['Наименование', 'ООО «Северный ветер»', 'АО «Ромашка»'], ['ИНН/КПП', '7707083893/770701001', '7736050003/773601001'], ['Адрес', '125009, г. Москва, ул. Тверская, д. 1', '190000, г. Санкт-Петербург, Невский пр., д. 5']],
        want: [{ name: 'ООО «Северный ветер»', inn: '7707083893', kpp: '770701001', address: '125009, г. Москва, ул. Тверская, д. 1' }, { name: 'АО «Ромашка»', inn: '7736050003', kpp: '773601001', address: '190000, г. Санкт-Петербург, Невский пр., д. 5' }] },
      { type: 'act', keys: ['contractor', 'customer'],
        lines: ['ACCEPTANCE CERTIFICATE No. 15', 'Service provider   Client', 'Name Northwind Trading Ltd   Blue Harbour Logistics LLC', 'VAT ID GB123456789   GB987654321'],
        rows: [['', 'Service provider', 'Client'], ['Name', 'Northwind Trading Ltd', 'Blue Harbour Logistics LLC'], ['VAT ID', 'GB123456789', 'GB987654321'], ['Address', '12 Main Street, London', '5 Quay Road, Leeds']],
        want: [{ name: 'Northwind Trading Ltd', vat_id: 'GB123456789', address: '12 Main Street, London' }, { name: 'Blue Harbour Logistics LLC', vat_id: 'GB987654321', address: '5 Quay Road, Leeds' }] },
      { type: 'invoice', keys: ['seller', 'buyer'],
        lines: ['RECHNUNG 2024-17', 'Verkäufer   Käufer', 'Firma Nordwerk GmbH   Rheinbau AG', 'USt-IdNr. DE123456789   DE987654321'],
        rows: [['', 'Verkäufer', 'Käufer'], ['Firma', 'Nordwerk GmbH', 'Rheinbau AG'], ['USt-IdNr.', 'DE123456789', 'DE987654321']],
        want: [{ name: 'Nordwerk GmbH', vat_id: 'DE123456789' }, { name: 'Rheinbau AG', vat_id: 'DE987654321' }] },
      { type: 'invoice', keys: ['seller', 'buyer'],
        lines: ['FACTURE 2024-17', 'Fournisseur   Client', 'Lumière Conseil SAS   Atelier Dubois SARL', 'TVA FR12345678901 TVA FR98765432109'],
        rows: [['Fournisseur', 'Client'], ['Lumière Conseil SAS', 'Atelier Dubois SARL'], ['N° TVA FR12345678901', 'N° TVA FR98765432109']],
        want: [{ name: 'Lumière Conseil SAS', vat_id: 'FR12345678901' }, { name: 'Atelier Dubois SARL', vat_id: 'FR98765432109' }] },
    ];
    for (const { type, keys, lines, rows, want } of cases) {
      const r = await extractFrom(withCells(lines, rows), type) as Parties;
      for (const [k, key] of keys.entries()) {
        const got = r[key] ?? {};
        const w = want[k] as Record<string, unknown>;
        assert.deepEqual(Object.fromEntries(Object.keys(w).map((f) => [f, got[f]])), w, `${lines[0]} ${key}`);
      }
    }
  });

  it('ends a party\'s column at the next row of roles, and reads no column under a single role', async () => {
    const r = await extractFrom(withCells(['АКТ № 15 от 14.03.2024'], [['Исполнитель', 'Заказчик'], ['ООО «Северный ветер»', 'АО «Ромашка»'], ['Исполнитель', 'Заказчик'], ['ООО «Другое»', 'АО «Другое»']]), 'act') as Parties;
    assert.equal(r.contractor?.name, 'ООО «Северный ветер»');
    assert.equal(r.customer?.name, 'АО «Ромашка»');
    const one = await extractFrom(withCells(['АКТ № 15 от 14.03.2024'], [['Исполнитель', 'Подпись'], ['ООО «Северный ветер»', 'Иванов И. И.']]), 'act') as Parties;
    assert.equal(one.customer?.name ?? null, null);
  });
});

describe('a row pairing each role with its value', () => {
  it('is no header of columns: the rows under it (items) name no party', async () => {
    const r = await extractFrom(withCells(['电子发票（普通发票）  发票号码：12345678'], [['购买方信息', '名称：杭州恒通电子有限公司', '销售方信息', '名称：武汉鑫源机械有限公司'], ['A4复印纸 80克 500张', '2', '100.00', '200.00']]), 'invoice') as Parties;
    assert.deepEqual([r.buyer?.name, r.seller?.name], ['杭州恒通电子有限公司', '武汉鑫源机械有限公司']);
  });
});

describe('a name in a column of parties whose legal form the table put on the row below', () => {
  it('is whole, under headers in any language', async () => {
    for (const [first, form, head] of [
      ['Hoffmanntechnik UG', '(haftungsbeschränkt)', ['Verkäufer', 'Rechnungsadresse']],
      ['Weber Logistik GmbH & Co.', 'KG', ['Seller', 'Bill to']],
      ['Rheinbau UG', '(haftungsbeschränkt)', ['Vendeur', 'Client']],
    ] as const) {
      const r = await extractFrom(withCells(['INVOICE 2024-17'], [[...head], ['Nordwerk GmbH', first], ['Am Markt 39', form], ['50667 Köln', 'Industriestraße 23']]), 'invoice') as Parties;
      assert.equal(r.buyer?.name, `${first} ${form}`, form);
      assert.equal(r.seller?.name, 'Nordwerk GmbH', form);
    }
  });
});

