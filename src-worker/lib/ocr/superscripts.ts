/**
 * A unit of area or cross-section ("mm²", "м²") loses its small raised figure to OCR, which reads
 * it as a mark that no unit ends with: "mm?", "m°", "м*". Print has no such unit: the mark is the "²"
 * (areas and wire sections are far commoner in goods' names than volumes, which keep their "³" when read).
 */
const LOST_SQUARE = /^(.*?(?<!\p{L})(?:mm|cm|dm|km|m|мм|см|дм|км|м))[?°*](?=[,.;)]?$)/u;

export function fixLostSquares(text: string): string {
  const m = LOST_SQUARE.exec(text);
  return m ? `${m[1]}²${text.slice((m[1] as string).length + 1)}` : text;
}

/**
 * The raised "°" of a number sign ("N°", "n°") read as "¢": a cent sign after a lone N is no price
 * (cents follow figures), and "N°" opens the labels of French, Italian and Spanish numbers.
 */
const LOST_NUMERO = /(?<!\p{L})([Nn])¢(?=$|[\s.:,)])/gu;

export function fixLostNumeroSign(text: string): string {
  return text.replace(LOST_NUMERO, '$1°');
}
