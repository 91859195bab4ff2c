/**
 * Figures in table cells: a cell that holds a number (amounts, quantities, rates; signs, brackets,
 * spaces and separators allowed, the Swiss apostrophe of "4'008.45" among them), and a column that
 * is mostly such cells.
 */
const FIGURE = /^[-+(]?[\d\s.,%'’]*\d[\d\s.,%'’)]*$/;

export function isFigure(text: string): boolean {
  return FIGURE.test(text.trim());
}

/** A column of figures: four or more of its filled cells, and at least two thirds of them, are figures. */
export function isFigureColumn(texts: readonly string[]): boolean {
  const filled = texts.filter((t) => t.trim() !== '');
  const figures = filled.filter(isFigure).length;
  return figures >= 4 && figures * 3 >= filled.length * 2;
}

/** A figure with its currency beside it ("450,24 EUR", "£3,260.99", "12,50 руб.") is a figure too. */
export function isAmountFigure(text: string): boolean {
  return isFigure(text.replace(/^\s*(?:[A-Z]{3}|[€$£₽¥])\s*|\s*(?:[A-Z]{3}|[€$£₽¥]|руб\.?)\s*$/u, ''));
}

/** A row of data, never part of a header or a party's block: two or more of its cells are figures, with or without their currency. */
export function isDataRow(cells: readonly string[]): boolean {
  return cells.filter(isAmountFigure).length >= 2;
}
