/**
 * A streaming CSV reader with no dependencies, for registries of any size on the caller's machine.
 * It reads the way the server's registry reader does (papaparse there, src-worker/adapters/csv.ts), so
 * both give the match module the same rows:
 * - UTF-8 only (a BOM is dropped); other bytes are an error, as on the server (MATCH_REGISTRY_INVALID);
 * - line ending `\n`, `\r\n` or `\r`, guessed from the first megabyte with quoted text left out;
 * - delimiter `,` `;` tab or `|`, the one giving the most even field counts over the first ten rows
 *   (ties: the most fields); `,` when none gives two fields or more;
 * - RFC 4180 quotes: a field that starts with `"` runs to the closing quote, `""` inside is one quote,
 *   delimiters and line breaks inside stay; a quote elsewhere is an ordinary character;
 * - every cell trimmed, its line breaks written `\n`; rows with no text at all are skipped.
 * Memory holds one row at a time plus the current chunk.
 */

export const DELIMITERS = [',', ';', '\t', '|'] as const;
/** How much text the line ending is guessed from (papaparse's own sample). */
const SAMPLE_CHARS = 1024 * 1024;
/** How many rows the delimiter is guessed from (papaparse's preview). */
const GUESS_ROWS = 10;

export class CsvEncodingError extends Error {}

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;
const SPACE = 0x20;

/**
 * Parses text pushed in pieces into rows; `end()` flushes the last one. Plain fields are cut from the
 * piece in one slice and characters are read as codes, so a row costs its cells and little else.
 */
export class CsvParser {
  private row: string[] = [];
  private field = '';
  private state: 'start' | 'plain' | 'quoted' | 'quote-in-quoted' = 'start';
  /** Spaces seen after a quote inside a quoted field, before what decides whether it closes the field. */
  private spaces = 0;
  /** A `\r` ended the last piece and the ending is `\r\n`: the next piece decides. */
  private pendingCr = false;
  private readonly out: string[][] = [];
  private readonly delimiterCode: number;

  /** `keepBlankRows`: the delimiter guess counts blank lines among its first ten rows, as papaparse does. */
  constructor(delimiter: string, private readonly newline: '\n' | '\r\n' | '\r', private readonly keepBlankRows = false) {
    this.delimiterCode = delimiter.charCodeAt(0);
  }

  /** Rows completed by this piece of text. */
  push(text: string): string[][] {
    const d = this.delimiterCode;
    const nl = this.newline;
    let i = 0;
    // Where the current plain run began in this piece (-1: none open).
    let from = this.state === 'plain' ? 0 : -1;
    if (this.pendingCr) {
      this.pendingCr = false;
      if (text.charCodeAt(0) === LF) {
        this.endRow();
        i = 1;
      } else if (text.length > 0) {
        this.field += '\r';
        this.state = 'plain';
        from = 0;
      } else this.pendingCr = true;
    }
    for (; i < text.length; i++) {
      if (this.state === 'quoted') {
        const q = text.indexOf('"', i);
        if (q < 0) {
          this.field += text.slice(i);
          break;
        }
        this.field += text.slice(i, q);
        i = q;
        this.state = 'quote-in-quoted';
        continue;
      }
      const c = text.charCodeAt(i);
      if (this.state === 'quote-in-quoted') {
        // A quote inside a quoted field closes it only before a delimiter or a line break (spaces
        // between allowed); `""` is one quote; any other quote is kept as it is (papaparse's reading).
        if (c === QUOTE && this.spaces === 0) {
          this.field += '"';
          this.state = 'quoted';
          continue;
        }
        if (c === SPACE) {
          this.spaces++;
          continue;
        }
        const closes = c === d || (nl === '\n' ? c === LF : c === CR);
        if (!closes) {
          this.field += `"${' '.repeat(this.spaces)}`;
          this.spaces = 0;
          this.state = 'quoted';
          i--;
          continue;
        }
        this.spaces = 0;
        this.state = 'plain';
        from = i;
      }
      let rowEnd: boolean;
      if (c === CR && nl === '\r\n') {
        if (i + 1 === text.length) {
          if (from >= 0) this.field += text.slice(from, i);
          from = -1;
          this.pendingCr = true;
          break;
        }
        rowEnd = text.charCodeAt(i + 1) === LF;
      } else rowEnd = (c === LF && nl === '\n') || (c === CR && nl === '\r');
      if (rowEnd || c === d) {
        if (from >= 0) this.field += text.slice(from, i);
        from = -1;
        if (c === d) this.endField();
        else {
          this.endRow();
          if (nl === '\r\n') i++;
        }
        continue;
      }
      if (this.state === 'start') {
        if (c === QUOTE) {
          this.state = 'quoted';
          continue;
        }
        this.state = 'plain';
      }
      if (from < 0) from = i;
    }
    if (this.state === 'plain' && from >= 0) this.field += text.slice(from);
    return this.out.splice(0);
  }

  /** The last row, when the text does not end with a line break. */
  end(): string[][] {
    if (this.pendingCr) {
      this.pendingCr = false;
      this.field += '\r';
    }
    this.spaces = 0;
    if (this.state !== 'start' || this.field !== '' || this.row.length > 0) this.endRow();
    return this.out.splice(0);
  }

  private endField(): void {
    const f = this.field;
    this.row.push((f.includes('\r') ? f.replace(/\r\n?/g, '\n') : f).trim());
    this.field = '';
    this.state = 'start';
  }

  private endRow(): void {
    this.endField();
    const row = this.row;
    this.row = [];
    if (this.keepBlankRows || row.some((cell) => cell !== '')) this.out.push(row);
  }
}

/** papaparse's guess of the line ending: `\n` unless `\r` comes first and most `\r` are followed by `\n` (then `\r\n`) or none (`\r`). */
export function guessNewline(sample: string): '\n' | '\r\n' | '\r' {
  const text = sample.slice(0, SAMPLE_CHARS).replace(/"([^]*?)"/gm, '');
  const r = text.split('\r');
  const n = text.split('\n');
  const nFirst = n.length > 1 && (n[0] as string).length < (r[0] as string).length;
  if (r.length === 1 || nFirst) return '\n';
  const withN = r.filter((part) => part[0] === '\n').length;
  return withN >= r.length / 2 ? '\r\n' : '\r';
}

/** papaparse's guess of the delimiter over the first ten rows (see the module comment). */
export function guessDelimiter(sample: string, newline: '\n' | '\r\n' | '\r'): string {
  let best: { delimiter: string; delta: number; fields: number } | null = null;
  for (const delimiter of DELIMITERS) {
    const rows = previewRows(sample, delimiter, newline);
    let delta = 0;
    let total = 0;
    let previous: number | undefined;
    let empty = 0;
    for (const row of rows) {
      if (row.join('').trim() === '') {
        empty++;
        continue;
      }
      total += row.length;
      if (previous === undefined) previous = row.length;
      else if (row.length > 0) {
        delta += Math.abs(row.length - previous);
        previous = row.length;
      }
    }
    const avg = rows.length > 0 ? total / (rows.length - empty) : 0;
    if (avg > 1.99 && (best === null || delta < best.delta || (delta === best.delta && avg > best.fields))) best = { delimiter, delta, fields: avg };
  }
  return best?.delimiter ?? ',';
}

/** The first rows as papaparse's preview sees them: blank lines included (cells trimmed: counts are what matter). */
function previewRows(sample: string, delimiter: string, newline: '\n' | '\r\n' | '\r'): string[][] {
  const parser = new CsvParser(delimiter, newline, true);
  const rows = parser.push(sample);
  return (rows.length >= GUESS_ROWS ? rows : [...rows, ...parser.end()]).slice(0, GUESS_ROWS);
}

/**
 * The rows of a CSV arriving as byte (or text) chunks: a file stream, stdin, a generator. Throws
 * CsvEncodingError on bytes that are not UTF-8.
 */
export async function* readCsvRows(chunks: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>): AsyncGenerator<string[]> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const decode = (chunk: Uint8Array | string, stream: boolean): string => {
    if (typeof chunk === 'string') return chunk;
    try {
      return decoder.decode(chunk, { stream });
    } catch {
      throw new CsvEncodingError('the registry is not UTF-8 text (save it as "CSV UTF-8")');
    }
  };
  let sample = '';
  let parser: CsvParser | null = null;
  let first = true;
  for await (const chunk of chunks) {
    for (const piece of pieces(chunk)) {
      let text = decode(piece, true);
      if (first && text.length > 0) {
        first = false;
        // TextDecoder drops a UTF-8 BOM; a string source may still carry one.
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      }
      if (parser) {
        yield* parser.push(text);
        continue;
      }
      sample += text;
      if (sample.length >= SAMPLE_CHARS) {
        parser = startParser(sample);
        yield* parser.push(sample);
        sample = '';
      }
    }
  }
  const tail = decode(new Uint8Array(0), false);
  if (!parser) {
    parser = startParser(sample + tail);
    yield* parser.push(sample + tail);
  } else yield* parser.push(tail);
  yield* parser.end();
}

/**
 * Bytes are decoded in pieces of this size: the text of a 64 KB read of Cyrillic is a 128 KB string,
 * which the engine puts straight into its old generation, where it lingers as garbage until a full
 * collection; smaller strings die young and cheaply.
 */
const DECODE_BYTES = 16 * 1024;

function* pieces(chunk: Uint8Array | string): Generator<Uint8Array | string> {
  if (typeof chunk === 'string' || chunk.length <= DECODE_BYTES) {
    yield chunk;
    return;
  }
  for (let at = 0; at < chunk.length; at += DECODE_BYTES) yield chunk.subarray(at, at + DECODE_BYTES);
}

function startParser(sample: string): CsvParser {
  const newline = guessNewline(sample);
  return new CsvParser(guessDelimiter(sample, newline), newline);
}
