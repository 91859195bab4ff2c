/** Accounts and their API keys. Keys are stored as SHA-256 hashes with a display prefix only. */
export const sql = `
CREATE TABLE clients (
  id          TEXT PRIMARY KEY,
  name        TEXT NOT NULL,
  email       TEXT,
  description TEXT,
  plan        TEXT NOT NULL DEFAULT 'free',
  is_system   INTEGER NOT NULL DEFAULT 0,
  created_at  TEXT NOT NULL,
  updated_at  TEXT NOT NULL
);

CREATE TABLE api_keys (
  id          TEXT PRIMARY KEY,
  client_id   TEXT NOT NULL REFERENCES clients(id),
  key_hash    BLOB NOT NULL UNIQUE,
  prefix      TEXT NOT NULL,
  is_primary  INTEGER NOT NULL DEFAULT 0,
  created_at  TEXT NOT NULL,
  revoked_at  TEXT
);
CREATE INDEX api_keys_client ON api_keys(client_id);
`;
