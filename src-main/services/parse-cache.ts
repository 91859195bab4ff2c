import { MODEL_VERSION } from '../../src-shared/document/model';
import type { ParsedDocument } from '../../src-shared/document/model';
import type { Language } from '../../src-shared/contract/request';
import type { ParseCacheRepo } from '../storage/repos/parse-cache';

/** SPEC "Limits": a parse is cached by file hash for one hour. */
export const PARSE_CACHE_TTL_MS = 60 * 60 * 1000;

/**
 * A parse heavier than this is not cached (issue 16): it is written as one JSON string on the host's
 * own thread, so its size is the time every other request (and /health) waits. 8 M characters is
 * about 40 ms of JSON.stringify and 30 ms of gzip; a one-line CSV of 39 MB was 600 MB and crashed
 * it ("Invalid string length"). Such a document is parsed again when sent again; it is a rare one.
 */
export const PARSE_CACHE_MAX_WEIGHT = 8_000_000;

/**
 * An upper estimate of a parse's JSON length, read without writing it: its text is held three times
 * (markdown, blocks, items), and each item and table cell brings some 100 characters of keys and box.
 */
export function parseWeight(doc: ParsedDocument): number {
  const items = doc.pages.reduce((n, p) => n + p.items.length + p.lines.length, 0);
  const cells = doc.tables.reduce((n, t) => n + t.cells.length, 0);
  return 3 * doc.markdown.length + 100 * (items + cells + doc.blocks.length);
}

/**
 * The parse cache. The key is the file hash plus what changes a parse of the same bytes: the OCR
 * language and the document-model version (a new model never reads an old parse).
 */
export class ParseCache {
  constructor(private readonly repo: ParseCacheRepo, private readonly now: () => Date) {}

  static key(fileHash: string, language: Language | null): string {
    return `${fileHash}:${language ?? 'default'}:m${MODEL_VERSION}`;
  }

  get(fileHash: string, language: Language | null): ParsedDocument | null {
    const json = this.repo.get(ParseCache.key(fileHash, language), this.now().getTime());
    if (!json) return null;
    const doc = JSON.parse(json) as ParsedDocument;
    return doc.modelVersion === MODEL_VERSION ? doc : null;
  }

  /** Caches the parse unless it is too heavy to write on this thread; true when written. */
  put(doc: ParsedDocument, fileHash: string, language: Language | null): boolean {
    if (parseWeight(doc) > PARSE_CACHE_MAX_WEIGHT) return false;
    this.repo.put(ParseCache.key(fileHash, language), fileHash, JSON.stringify(doc), this.now().getTime(), PARSE_CACHE_TTL_MS);
    return true;
  }

  purgeExpired(): number {
    return this.repo.purgeExpired(this.now().getTime());
  }
}
