/** Parses kept for an hour by file hash (SPEC "Limits": parse cache), shared by every worker. */
export const sql = `
CREATE TABLE parse_cache (
  cache_key   TEXT PRIMARY KEY,
  file_hash   TEXT NOT NULL,
  doc         BLOB NOT NULL,
  created_at  INTEGER NOT NULL,
  expires_at  INTEGER NOT NULL
);
CREATE INDEX parse_cache_expires ON parse_cache(expires_at);
`;
