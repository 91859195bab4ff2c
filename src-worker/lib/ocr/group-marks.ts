/**
 * Swiss and Liechtenstein amounts group thousands with an apostrophe ("3'030.90"). In small type
 * OCR reads that raised tick as another raised or dotted mark — "°", ":", a double quote, a grave or
 * acute accent — and the figure then parses as two numbers or as a time ("3°030.90" → 30.90). A mark
 * of that kind between one to three digits and a group of three digits that ends in two decimals,
 * possibly with more groups between, is the apostrophe: no degree, time or quotation is written so.
 */
const MISREAD_TICK = /^([^\d]{0,4}\d{1,3})((?:[°:"`´]\d{3})+)([.,]\d{2}[^\d]{0,4})$/u;

export function fixGroupMarks(text: string): string {
  const m = MISREAD_TICK.exec(text);
  if (!m) return text;
  return `${m[1]}${(m[2] as string).replace(/[°:"`´]/gu, "'")}${m[3]}`;
}
