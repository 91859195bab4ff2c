/** The usage ledger: one row per billed request. `pages_used_this_month` is a sum over it. */
export const sql = `
CREATE TABLE usage_events (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  client_id   TEXT NOT NULL REFERENCES clients(id),
  key_id      TEXT REFERENCES api_keys(id),
  month       TEXT NOT NULL,
  pages       INTEGER NOT NULL,
  task_kind   TEXT NOT NULL,
  created_at  TEXT NOT NULL
);
CREATE INDEX usage_events_client_month ON usage_events(client_id, month);
CREATE INDEX usage_events_key ON usage_events(key_id);

CREATE TABLE settings (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
`;
