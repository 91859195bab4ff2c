import yauzl from 'yauzl';
import type { Entry, ZipFile } from 'yauzl';
import { AppError } from '../../src-shared/contract/app-error';

/**
 * ZIP-bomb gate for OOXML (DOCX/XLSX). It runs on the raw upload before mammoth, exceljs or SheetJS
 * see a byte: those libraries inflate every part they touch without any bound (mammoth spent 3.5 s
 * and 2.2 GB RSS on a 1 GiB part before failing). Two passes over one yauzl handle:
 *  1. the central directory only: entry count, duplicate names, declared sizes and ratios
 *     (refuses an honest-header bomb without inflating anything);
 *  2. every entry inflated and discarded while its real bytes are counted: a header that lies
 *     about its size is caught by yauzl's `validateEntrySizes` and by our own counters.
 */
export const ZIP_LIMITS = {
  maxEntries: 2000,
  maxEntryBytes: 100 * 1024 * 1024,
  maxTotalBytes: 200 * 1024 * 1024,
  maxRatio: 200,
  /** The ratio is only judged on entries above this declared size: small XML parts compress well. */
  ratioGraceBytes: 1024 * 1024,
  /** Entries kept for the caller (docProps/app.xml…) are small; larger ones are not kept. */
  maxKeptBytes: 1024 * 1024,
} as const;

export interface SafeZipOptions {
  /** Names of entries whose (inflated, verified) content the caller wants back. */
  keep?: readonly string[];
}

/** Refuses a ZIP bomb (`reason: 'zip_bomb'`) or a broken archive (`reason: 'corrupt_archive'`). */
export async function assertSafeZip(bytes: Uint8Array): Promise<void> {
  await readSafeZip(bytes);
}

/** The same check, returning the content of the entries named in `keep` that exist. */
export async function readSafeZip(bytes: Uint8Array, options: SafeZipOptions = {}): Promise<Map<string, Uint8Array>> {
  const zip = await open(bytes);
  try {
    if (zip.entryCount > ZIP_LIMITS.maxEntries) {
      throw bomb(`${zip.entryCount} entries (limit ${ZIP_LIMITS.maxEntries})`);
    }
    const entries = await listEntries(zip);
    const kept = new Map<string, Uint8Array>();
    const keep = new Set(options.keep ?? []);
    let total = 0;
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      const data = await inflateCounted(zip, entry, ZIP_LIMITS.maxTotalBytes - total, keep.has(entry.fileName));
      total += data.bytes;
      if (data.content) kept.set(entry.fileName, data.content);
    }
    return kept;
  } finally {
    zip.close();
  }
}

function open(bytes: Uint8Array): Promise<ZipFile> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return new Promise((resolve, reject) => {
    // strictFileNames is off: some generators write backslashes, and names never reach a filesystem here.
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true, autoClose: false, strictFileNames: false }, (err, zip) => {
      if (err || !zip) reject(corrupt(err?.message ?? 'unreadable archive'));
      else resolve(zip);
    });
  });
}

/** Pass 1: central-directory records only; refuses on declared sizes before any inflation. */
function listEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    const names = new Set<string>();
    let declaredTotal = 0;
    let done = false;
    // Listeners stay attached after a refusal: an 'error' without a listener would crash the worker.
    const fail = (err: unknown): void => {
      if (done) return;
      done = true;
      reject(err instanceof AppError ? err : corrupt(err instanceof Error ? err.message : String(err)));
    };
    zip.on('error', fail);
    zip.on('end', () => {
      if (!done) resolve(entries);
      done = true;
    });
    zip.on('entry', (entry: Entry) => {
      if (done) return;
      // Readers differ on which of two same-named parts they use: refuse rather than guess.
      const name = entry.fileName.replace(/\\/g, '/');
      if (names.has(name)) return fail(bomb(`duplicate entry name '${name}'`));
      names.add(name);
      declaredTotal += entry.uncompressedSize;
      const problem = declaredProblem(entry, declaredTotal);
      if (problem) return fail(bomb(problem));
      entries.push(entry);
      zip.readEntry();
    });
    zip.readEntry();
  });
}

function declaredProblem(entry: Entry, declaredTotal: number): string | null {
  const size = entry.uncompressedSize;
  if (size > ZIP_LIMITS.maxEntryBytes) return `'${entry.fileName}' declares ${size} bytes (limit ${ZIP_LIMITS.maxEntryBytes} per entry)`;
  if (declaredTotal > ZIP_LIMITS.maxTotalBytes) return `entries declare ${declaredTotal} bytes in all (limit ${ZIP_LIMITS.maxTotalBytes})`;
  if (size > ZIP_LIMITS.ratioGraceBytes && size > ZIP_LIMITS.maxRatio * Math.max(entry.compressedSize, 1)) {
    return `'${entry.fileName}' compresses ${Math.round(size / Math.max(entry.compressedSize, 1))}:1 (limit ${ZIP_LIMITS.maxRatio}:1)`;
  }
  return null;
}

interface Inflated {
  bytes: number;
  content: Uint8Array | null;
}

/** Pass 2: inflate one entry, counting real bytes and aborting as soon as a limit is passed. */
function inflateCounted(zip: ZipFile, entry: Entry, totalLeft: number, keep: boolean): Promise<Inflated> {
  return new Promise((resolve, reject) => {
    if (entry.isEncrypted()) {
      reject(new AppError('PARSING_ERROR', 'the document is password-protected', { reason: 'encrypted', detail: `encrypted ZIP entry '${entry.fileName}'` }));
      return;
    }
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) return reject(corrupt(err?.message ?? `cannot open '${entry.fileName}'`));
      const chunks: Buffer[] = [];
      const limit = Math.min(entry.uncompressedSize, ZIP_LIMITS.maxEntryBytes, totalLeft);
      let count = 0;
      let settled = false;
      const stop = (error: AppError): void => {
        if (settled) return;
        settled = true;
        stream.destroy();
        reject(error);
      };
      stream.on('data', (chunk: Buffer) => {
        count += chunk.length;
        if (count > limit) return stop(bomb(`'${entry.fileName}' inflates past ${limit} bytes (declared ${entry.uncompressedSize})`));
        if (keep && count <= ZIP_LIMITS.maxKeptBytes) chunks.push(chunk);
      });
      stream.on('error', (e: Error) => {
        // yauzl's validateEntrySizes: the header understated the size, the classic lying-header bomb.
        stop(/too many bytes/.test(e.message) ? bomb(`'${entry.fileName}': ${e.message}`) : corrupt(`'${entry.fileName}': ${e.message}`));
      });
      stream.on('end', () => {
        if (settled) return;
        settled = true;
        const content = keep && count <= ZIP_LIMITS.maxKeptBytes ? new Uint8Array(Buffer.concat(chunks)) : null;
        resolve({ bytes: count, content });
      });
    });
  });
}

function bomb(detail: string): AppError {
  return new AppError('PARSING_ERROR', `the archive looks like a ZIP bomb: ${detail}`, { reason: 'zip_bomb', detail });
}

function corrupt(detail: string): AppError {
  return new AppError('PARSING_ERROR', `the archive is damaged: ${detail}`, { reason: 'corrupt_archive', detail });
}
