import { MODEL_VERSION } from '../../src-shared/document/model';
import type { ParsedDocument } from '../../src-shared/document/model';
import type { Language } from '../../src-shared/contract/request';
import type { ParseCacheRepo } from '../storage/repos/parse-cache';

/** SPEC "Limits": a parse is cached by file hash for one hour. */
export const PARSE_CACHE_TTL_MS = 60 * 60 * 1000;

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

  put(doc: ParsedDocument, fileHash: string, language: Language | null): void {
    this.repo.put(ParseCache.key(fileHash, language), fileHash, JSON.stringify(doc), this.now().getTime(), PARSE_CACHE_TTL_MS);
  }

  purgeExpired(): number {
    return this.repo.purgeExpired(this.now().getTime());
  }
}
