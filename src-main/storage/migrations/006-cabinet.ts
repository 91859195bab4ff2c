/**
 * The browser cabinet: one-time login links, sessions, and the accounts that have ever logged in.
 * Tokens are stored as SHA-256 digests only; times are epoch milliseconds so expiry is one comparison.
 */
export const sql = `
CREATE TABLE cabinet_login_tokens (
  token_hash  BLOB PRIMARY KEY,
  client_id   TEXT NOT NULL REFERENCES clients(id),
  created_ms  INTEGER NOT NULL,
  expires_ms  INTEGER NOT NULL,
  used_ms     INTEGER
);
CREATE INDEX cabinet_login_tokens_client ON cabinet_login_tokens(client_id);

CREATE TABLE cabinet_sessions (
  id          TEXT PRIMARY KEY,
  token_hash  BLOB NOT NULL UNIQUE,
  client_id   TEXT NOT NULL REFERENCES clients(id),
  created_ms  INTEGER NOT NULL,
  expires_ms  INTEGER NOT NULL,
  revoked_ms  INTEGER
);
CREATE INDEX cabinet_sessions_client ON cabinet_sessions(client_id);

-- Kept when sessions are purged: "first login" (which issues the first key) happens once per account.
CREATE TABLE cabinet_accounts (
  client_id       TEXT PRIMARY KEY REFERENCES clients(id),
  first_login_ms  INTEGER NOT NULL,
  last_login_ms   INTEGER NOT NULL
);
`;
