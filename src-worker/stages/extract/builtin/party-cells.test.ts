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
