import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findLabels, textUnder } from './labels';
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

describe('the value under a label in a row of labels', () => {
  /** A positioned line of cells (text, x), 5 pt per character; `words` splits each cell into word pieces as OCR does. */
  function placed(index: number, y: number, cells: [string, number][], words: boolean): ViewLine {
    let text = '';
    const spans: NonNullable<ViewLine['spans']> = [];
    for (const [cell, x] of cells) {
      if (text) text += '   ';
      const parts = words ? cell.split(' ') : [cell];
      let at = x;
      parts.forEach((p, k) => {
        if (k > 0) text += ' ';
        spans.push({ start: text.length, end: text.length + p.length, box: [at, y, at + p.length * 5, y + 8] });
        text += p;
        at += p.length * 5 + 5;
      });
    }
    return { index, text, page: 1, box: [cells[0]?.[1] ?? 0, y, 600, y + 8], spans };
  }
  for (const [lang, labels, values, want] of [
    ['fr', ['N° de facture', 'Date', "Date d'échéance"], ['20182', '12 septembre 2025', '12 octobre 2025'], '12 septembre 2025'],
    ['de', ['Nr.', 'Datum', 'Fällig'], ['R-17', 'Montag, 12. Dezember 2024', '26. Dezember 2024'], 'Montag, 12. Dezember 2024'],
  ] as const) {
    for (const words of [false, true]) {
      it(`takes a value wider than its short label, flush left under it, whole (${lang}, ${words ? 'OCR words' : 'text runs'})`, () => {
        const xs = [43, 120, 260];
        const view = [placed(0, 69, labels.map((l, i) => [l, xs[i] as number]), words), placed(1, 77, values.map((v, i) => [v, xs[i] as number]), words)];
        const hit = findLabels(view, [labels[1].toLowerCase()]).find((h) => h.line.index === 0);
        assert.ok(hit);
        assert.equal(textUnder(view, hit)?.text, want);
      });
    }
  }
});
