import ExcelJS from 'exceljs';

/**
 * Spreadsheet cells as the adapters hand them over: typed values at sheet coordinates, sparse, so a
 * stray cell at XFD1048576 costs one entry rather than a billion-cell grid. Formulas are already
 * replaced by their cached result; dates are UTC Dates whose UTC fields are the calendar values.
 */
export type RawValue = string | number | boolean | Date | Percent | null;

/** A number whose format shows a percent sign: `percent` is the number as displayed before the sign (0.1 → 10). */
export interface Percent {
  percent: number;
}

export interface RawCell {
  /** 0-based. */
  row: number;
  col: number;
  value: RawValue;
}

export interface RawSheet {
  name: string;
  cells: RawCell[];
}

/**
 * XLSX through exceljs. Call only after the ZIP guard has passed the bytes; `stylesXml` is the
 * workbook's xl/styles.xml (the guard can hand it over), used to tell `0%` from `0\%` (below).
 * `mergeCells` is not read: exceljs throws "Cannot merge already merged cells" on overlapping
 * ranges (seen in 1C exports of TORG-12), and the slave cells of a merge hold no value anyway.
 */
export async function readXlsxCells(bytes: Uint8Array, stylesXml: string | null = null): Promise<RawSheet[]> {
  const percentOf = percentResolver(stylesXml);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(wholeArrayBuffer(bytes), { ignoreNodes: ['mergeCells', 'dataValidations', 'conditionalFormatting', 'hyperlinks'] });
  return workbook.worksheets.map((sheet) => {
    const cells: RawCell[] = [];
    sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      row.eachCell({ includeEmpty: false }, (cell, colNumber) => {
        if (cell.type === ExcelJS.ValueType.Merge) return;
        const plain = plainValue(cell.value);
        const value = typeof plain === 'number' ? withPercent(plain, percentOf(cell.numFmt)) : plain;
        if (value !== null) cells.push({ row: rowNumber - 1, col: colNumber - 1, value });
      });
    });
    return { name: sheet.name, cells };
  });
}

export type PercentStyle = 'scaled' | 'literal' | null;

/** `0%` multiplies by 100; `0\%` and `0"%"` only print the sign (1C writes VAT rates 18 with `0\%`). */
export function percentStyle(formatCode: string | undefined): PercentStyle {
  if (!formatCode?.includes('%')) return null;
  const bare = formatCode.replace(/"[^"]*"/g, '').replace(/\\./g, '').replace(/\[[^\]]*\]/g, '');
  return bare.includes('%') ? 'scaled' : 'literal';
}

export function withPercent(n: number, style: PercentStyle): number | Percent {
  if (style === 'scaled') return { percent: n * 100 };
  if (style === 'literal') return { percent: n };
  return n;
}

/**
 * exceljs drops the backslashes of format codes (`0\%` reads back as `0%`), so the raw codes in
 * styles.xml decide: an unescaped code is trusted only when every raw code behind it agrees.
 */
function percentResolver(stylesXml: string | null): (numFmt: string | undefined) => PercentStyle {
  const raw = new Map<string, Set<PercentStyle>>();
  for (const m of (stylesXml ?? '').matchAll(/<(?:\w+:)?numFmt\b[^>]*\bformatCode="([^"]*)"/g)) {
    const code = decodeXmlAttr(m[1] ?? '');
    const key = code.replace(/\\(.)/g, '$1');
    raw.set(key, (raw.get(key) ?? new Set()).add(percentStyle(code)));
  }
  // Built-in formats 9 (`0%`) and 10 (`0.00%`) are never listed in <numFmts>, only referenced by id;
  // only the cell formats count (<cellStyleXfs> always carries Excel's unused "Percent" style).
  const cellXfs = /<(?:\w+:)?cellXfs\b[\s\S]*?<\/(?:\w+:)?cellXfs>/.exec(stylesXml ?? '')?.[0] ?? '';
  for (const [id, code] of [['9', '0%'], ['10', '0.00%']] as const) {
    if (new RegExp(`\\bnumFmtId="${id}"`).test(cellXfs)) raw.set(code, (raw.get(code) ?? new Set()).add('scaled'));
  }
  return (numFmt) => {
    if (!numFmt?.includes('%')) return null;
    const styles = raw.get(numFmt);
    if (!styles) return percentStyle(numFmt);
    return styles.size === 1 ? ([...styles][0] ?? null) : null;
  };
}

function decodeXmlAttr(s: string): string {
  return s.replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/** exceljs (JSZip underneath) takes an ArrayBuffer; copy only when the view is a slice of a larger one. */
function wholeArrayBuffer(bytes: Uint8Array): ArrayBuffer {
  const { buffer } = bytes;
  if (buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength) return buffer;
  return bytes.slice().buffer;
}

/** exceljs cell values (rich text, hyperlinks, formulas with cached results, errors) → one plain value. */
function plainValue(value: unknown): RawValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (Array.isArray(v.richText)) return v.richText.map((run: unknown) => textOf(run)).join('');
  if ('formula' in v || 'sharedFormula' in v) return plainValue(v.result);
  if (typeof v.error === 'string') return v.error;
  if ('text' in v) return plainValue(v.text);
  return null;
}

function textOf(run: unknown): string {
  if (typeof run !== 'object' || run === null) return '';
  const text = (run as Record<string, unknown>).text;
  return typeof text === 'string' ? text : '';
}
