import chardet from 'chardet';
import iconv from 'iconv-lite';
import Papa from 'papaparse';

/**
 * Text decoding and delimited-text parsing for CSV uploads and registries.
 * Encodings: strict UTF-8 first (a BOM is fine); otherwise chardet's ranking on the first 64 KB,
 * restricted to an allow-list, because chardet's confidence for cp1251 is only ~35 and its
 * lower-ranked guesses (ISO-8859-x, Shift_JIS…) are noise for our inputs.
 */
export interface DecodedText {
  text: string;
  /** The encoding used, as iconv-lite names it (`utf-8`, `windows-1251`…). */
  encoding: string;
}

const SAMPLE_BYTES = 64 * 1024;

/** chardet name → iconv-lite name. Western single-byte text is read as windows-1252 (a superset of ISO-8859-1). */
const ALLOWED: Record<string, string> = {
  'windows-1251': 'windows-1251',
  'KOI8-R': 'koi8-r',
  GB18030: 'gb18030',
  Big5: 'big5',
  'UTF-16LE': 'utf-16le',
  'UTF-16BE': 'utf-16be',
  'ISO-8859-1': 'windows-1252',
  'windows-1252': 'windows-1252',
};

/** When nothing on the allow-list is ranked at all: the service's documents are mostly Russian. */
const FALLBACK_ENCODING = 'windows-1251';

export function decodeText(bytes: Uint8Array): DecodedText {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const bom = bomEncoding(bytes);
  if (bom) return { text: stripBom(iconv.decode(buffer, bom)), encoding: bom };
  try {
    return { text: stripBom(new TextDecoder('utf-8', { fatal: true }).decode(bytes)), encoding: 'utf-8' };
  } catch {
    // not UTF-8: fall through to detection
  }
  const ranked = chardet.analyse(bytes.subarray(0, SAMPLE_BYTES));
  const match = ranked.map((m) => ALLOWED[m.name]).find((name): name is string => name !== undefined);
  const encoding = match ?? FALLBACK_ENCODING;
  return { text: stripBom(iconv.decode(buffer, encoding)), encoding };
}

function bomEncoding(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

export interface DelimitedRows {
  rows: string[][];
  delimiter: string;
}

/**
 * Delimiter auto-detection among `,` `;` tab `|` (papaparse picks the one giving the most consistent
 * field counts); RFC 4180 quoting, so `""` and delimiters inside quotes stay in the field.
 */
export function parseDelimited(text: string): DelimitedRows {
  const result = Papa.parse<string[]>(text, {
    delimiter: '',
    delimitersToGuess: [',', ';', '\t', '|'],
    skipEmptyLines: 'greedy',
    header: false,
    dynamicTyping: false,
  });
  return { rows: result.data, delimiter: result.meta.delimiter };
}
