import { AppError } from '../../../src-shared/contract/app-error';
import type { InputFormat } from '../../../src-shared/document/model';

/** What a file really is, from its bytes (its name only breaks ties the bytes cannot). */
export type DetectedFormat = Exclude<InputFormat, 'text'>;

export interface Detection {
  format: DetectedFormat;
  /** The extension agrees with the content. */
  extensionAgrees: boolean;
}

const EXTENSION_FORMAT: Record<string, DetectedFormat> = {
  '.pdf': 'pdf', '.doc': 'doc', '.docx': 'docx', '.xls': 'xls', '.xlsx': 'xlsx', '.csv': 'csv',
  '.jpg': 'image', '.jpeg': 'image', '.png': 'image', '.tif': 'image', '.tiff': 'image', '.webp': 'image', '.xml': 'xml',
};

/** Tells the two CFB (OLE2) formats apart by their streams; supplied by the office adapter. */
export type CfbKind = (bytes: Uint8Array) => 'doc' | 'xls' | 'encrypted-ooxml' | 'unknown';

/**
 * Magic bytes first: PDF, ZIP-based DOCX/XLSX (by their part names), CFB-based DOC/XLS (by their
 * streams), PNG/JPEG/TIFF/WEBP, XML; then text, which is CSV. Content decides when it is a
 * supported kind; a file whose content is none of them is refused whatever its name says.
 */
export function detectFormat(bytes: Uint8Array, fileName: string, cfbKind: CfbKind): Detection {
  const byExtension = EXTENSION_FORMAT[extensionOf(fileName)];
  const format = sniff(bytes, byExtension, cfbKind);
  if (!format) {
    throw new AppError('PARSING_ERROR', `the content of '${fileName}' is not a supported document (expected ${byExtension ?? 'a supported format'})`, {
      reason: 'unrecognised_content', extension: extensionOf(fileName),
    });
  }
  return { format, extensionAgrees: format === byExtension };
}

function sniff(b: Uint8Array, hint: DetectedFormat | undefined, cfbKind: CfbKind): DetectedFormat | null {
  if (b.length === 0) return hint === 'csv' || hint === 'xml' ? hint : null;
  if (indexOf(b.subarray(0, 1024), '%PDF-') >= 0) return 'pdf';
  if (starts(b, [0x50, 0x4b, 0x03, 0x04])) return zipKind(b, hint);
  if (starts(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    const kind = cfbKind(b);
    if (kind === 'encrypted-ooxml') throw new AppError('PARSING_ERROR', 'the document is password-protected', { reason: 'encrypted' });
    return kind === 'unknown' ? null : kind;
  }
  if (starts(b, [0x89, 0x50, 0x4e, 0x47]) || starts(b, [0xff, 0xd8, 0xff]) || starts(b, [0x49, 0x49, 0x2a, 0x00]) || starts(b, [0x4d, 0x4d, 0x00, 0x2a])) return 'image';
  if (starts(b, [0x52, 0x49, 0x46, 0x46]) && ascii(b, 8, 4) === 'WEBP') return 'image';
  if (looksLikeXml(b)) return hint === 'csv' ? 'csv' : 'xml';
  if (looksLikeText(b)) return hint === 'xml' ? 'xml' : 'csv';
  return null;
}

/** DOCX and XLSX are both ZIPs: their part names (in the local headers and central directory) tell them apart. */
function zipKind(b: Uint8Array, hint: DetectedFormat | undefined): DetectedFormat | null {
  const hasWord = indexOf(b, 'word/document') >= 0;
  const hasXl = indexOf(b, 'xl/workbook') >= 0;
  if (hasWord && !hasXl) return 'docx';
  if (hasXl && !hasWord) return 'xlsx';
  if (hasWord && hasXl) return hint === 'xlsx' ? 'xlsx' : 'docx';
  return null;
}

function looksLikeXml(b: Uint8Array): boolean {
  if (starts(b, [0xff, 0xfe]) || starts(b, [0xfe, 0xff])) {
    // UTF-16: the first character after the BOM is '<' in either byte order.
    return (b[2] === 0x3c && b[3] === 0x00) || (b[2] === 0x00 && b[3] === 0x3c);
  }
  let i = starts(b, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  while (i < b.length && (b[i] === 0x20 || b[i] === 0x0a || b[i] === 0x0d || b[i] === 0x09)) i++;
  return b[i] === 0x3c && (b[i + 1] === 0x3f || /[A-Za-z_:!]/.test(String.fromCharCode(b[i + 1] ?? 0)) || (b[i + 1] ?? 0) >= 0x80);
}

/** Text in any single-byte or UTF encoding: no NUL bytes and few control characters in the first 64 KB. */
function looksLikeText(b: Uint8Array): boolean {
  const sample = b.subarray(0, 65536);
  if (starts(sample, [0xff, 0xfe]) || starts(sample, [0xfe, 0xff])) return true;
  let control = 0;
  for (const c of sample) {
    if (c === 0) return false;
    if (c < 0x09 || (c > 0x0d && c < 0x20)) control++;
  }
  return control <= sample.length * 0.01;
}

function starts(b: Uint8Array, sig: number[]): boolean {
  return sig.every((v, i) => b[i] === v);
}

function ascii(b: Uint8Array, at: number, n: number): string {
  return String.fromCharCode(...b.subarray(at, at + n));
}

function indexOf(b: Uint8Array, needle: string): number {
  return Buffer.from(b.buffer, b.byteOffset, b.byteLength).indexOf(needle, 0, 'latin1');
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot).toLowerCase();
}
