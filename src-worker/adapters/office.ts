import CFB from 'cfb';
import type { CFB$Container } from 'cfb';
import { AppError } from '../../src-shared/contract/app-error';

/**
 * Container sniffing for office files. The OLE compound file (CFB) is behind .doc, .xls and
 * password-protected .docx/.xlsx; file-type reports all of them as `cfb` and the stream names tell
 * them apart. (Not named cfb.ts: lint's heavy-library pattern `cfb` would match the import path.)
 */
export type CfbKind = 'doc' | 'xls' | 'encrypted-ooxml' | 'unknown';

const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

export function isCfb(bytes: Uint8Array): boolean {
  return bytes.length >= 512 && CFB_MAGIC.every((b, i) => bytes[i] === b);
}

export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** For the format detector: what a CFB file holds; 'unknown' for anything else (including damaged files). */
export function cfbKind(bytes: Uint8Array): CfbKind {
  const container = openCfb(bytes);
  if (!container) return 'unknown';
  if (stream(container, 'EncryptedPackage')) return 'encrypted-ooxml';
  if (stream(container, 'WordDocument')) return 'doc';
  if (stream(container, 'Workbook') || stream(container, 'Book')) return 'xls';
  return 'unknown';
}

/** Refuses a password-protected OOXML package (it arrives as CFB with an `EncryptedPackage` stream). */
export function assertNotEncryptedOoxml(bytes: Uint8Array): void {
  if (isCfb(bytes) && cfbKind(bytes) === 'encrypted-ooxml') throw encryptedError('EncryptedPackage stream');
}

export interface DocInfo {
  encrypted: boolean;
  /** Page count saved by Word in SummaryInformation (PIDSI_PAGECOUNT); null when absent. */
  pages: number | null;
}

/** What the .doc binary says about itself, read before the text extractor runs. */
export function docInfo(bytes: Uint8Array): DocInfo {
  const container = openCfb(bytes);
  const word = container ? stream(container, 'WordDocument') : null;
  // FIB base (MS-DOC 2.5.2): bit 8 of the flags at offset 10, i.e. byte 11 bit 0, is fEncrypted
  // (RC4 or XOR obfuscation alike: both need the password).
  const encrypted = word !== null && word.length > 11 && ((word[11] ?? 0) & 0x01) !== 0;
  const summary = container ? stream(container, '\u0005SummaryInformation') : null;
  return { encrypted, pages: summary ? summaryPageCount(summary) : null };
}

export function encryptedError(detail: string): AppError {
  return new AppError('PARSING_ERROR', 'the document is password-protected', { reason: 'encrypted', detail });
}

function openCfb(bytes: Uint8Array): CFB$Container | null {
  // cfb.read also accepts ZIP files, so the magic is checked first.
  if (!isCfb(bytes)) return null;
  try {
    return CFB.read(bytes, { type: 'buffer' });
  } catch {
    return null;
  }
}

function stream(container: CFB$Container, name: string): Uint8Array | null {
  const entry = container.FileIndex.find((e) => e.type === 2 && e.name === name);
  if (!entry?.content) return null;
  return entry.content instanceof Uint8Array ? entry.content : Uint8Array.from(entry.content);
}

const PIDSI_PAGECOUNT = 0x0e;
const VT_I4 = 3;

/** MS-OLEPS property set: header (28 bytes), FMTID + section offset, then (id, offset) pairs. */
function summaryPageCount(data: Uint8Array): number | null {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const u32 = (at: number): number | null => (at >= 0 && at + 4 <= data.byteLength ? view.getUint32(at, true) : null);
  const section = u32(44);
  if (section === null) return null;
  const count = u32(section + 4);
  if (count === null || count > 1000) return null;
  for (let i = 0; i < count; i++) {
    const id = u32(section + 8 + i * 8);
    const offset = u32(section + 12 + i * 8);
    if (id !== PIDSI_PAGECOUNT || offset === null) continue;
    if (u32(section + offset) !== VT_I4) return null;
    const pages = u32(section + offset + 4);
    return pages !== null && pages >= 1 && pages <= 100_000 ? pages : null;
  }
  return null;
}
