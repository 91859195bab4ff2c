import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findLabels } from './labels';
import type { ViewLine } from './text-view';

const lines = (...texts: string[]): ViewLine[] => texts.map((text, index) => ({ index, text, page: 1, box: null }));
const found = (texts: string[], labels: string[]): string[] => findLabels(lines(...texts), labels).map((h) => `${h.line.index}:${h.label}`);

describe('a label inside a longer label of another concept is that label\'s word', () => {
  it('"payer" of a French total is no payer; a payer\'s own label is one', () => {
    assert.deepEqual(found(["Net à payer: 31'143.49", 'Payer: Acme Ltd', 'Total à payer : 120,00'], ['payer']), ['1:payer']);
  });
  it('"date" of "Due date" is no document date; "Date" alone is', () => {
    assert.deepEqual(found(['Due date: 22.06.2023', 'Date: 15.06.2023', 'Fecha de vencimiento: 01/02/2024'], ['date', 'fecha']), ['1:date']);
  });
  it('words of two cells make no longer label: "Date" before "Due date" in a row of captions is a label', () => {
    assert.deepEqual(found(['Invoice No.   Date   Due date'], ['date']), ['0:date']);
  });
  it('a column header of the items ("Gesamt netto", "MwSt. %") shadows no label of a line', () => {
    assert.deepEqual(found(['Gesamt netto:  35871,27 €', 'MwSt. %:  19'], ['netto', 'mwst']), ['0:netto', '1:mwst']);
  });
  it('the longer label itself is still found for its own concept', () => {
    assert.deepEqual(found(['Due date: 22.06.2023', "Net à payer: 31'143.49"], ['due date', 'net à payer']), ['0:due date', '1:net à payer']);
  });
});
