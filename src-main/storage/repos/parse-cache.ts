import { gunzipSync, gzipSync } from 'node:zlib';
import type { Db } from '../db';

/** Compressed parses by cache key; expired rows are never returned and are purged in bulk. */
export class ParseCacheRepo {
  constructor(private readonly db: Db) {}

  get(key: string, nowMs: number): string | null {
    const row = this.db.prepare('SELECT doc FROM parse_cache WHERE cache_key = ? AND expires_at > ?').get(key, nowMs) as { doc: Buffer } | undefined;
    return row ? gunzipSync(row.doc).toString('utf8') : null;
  }

  put(key: string, fileHash: string, json: string, nowMs: number, ttlMs: number): void {
    this.db.prepare(`INSERT INTO parse_cache (cache_key, file_hash, doc, created_at, expires_at) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT(cache_key) DO UPDATE SET doc = excluded.doc, created_at = excluded.created_at, expires_at = excluded.expires_at`)
      .run(key, fileHash, gzipSync(json, { level: 1 }), nowMs, nowMs + ttlMs);
  }

  purgeExpired(nowMs: number): number {
    return this.db.prepare('DELETE FROM parse_cache WHERE expires_at <= ?').run(nowMs).changes;
  }

  count(): number {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM parse_cache').get() as { n: number }).n;
  }
}
