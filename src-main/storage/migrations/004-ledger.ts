/**
 * The billing ledger made exact under concurrency: a request reserves its estimated pages before any
 * heavy work (the plan guards read reservations too), and its usage row replaces the reservation
 * when it succeeds. `request_id` makes settling idempotent; `at_ms` feeds the per-minute window.
 */
export const sql = `
ALTER TABLE usage_events ADD COLUMN at_ms INTEGER NOT NULL DEFAULT 0;
ALTER TABLE usage_events ADD COLUMN request_id TEXT;
CREATE UNIQUE INDEX usage_events_request ON usage_events(request_id) WHERE request_id IS NOT NULL;
CREATE INDEX usage_events_client_at ON usage_events(client_id, at_ms);

CREATE TABLE page_reservations (
  id         TEXT PRIMARY KEY,
  client_id  TEXT NOT NULL REFERENCES clients(id),
  key_id     TEXT REFERENCES api_keys(id),
  pages      INTEGER NOT NULL,
  month      TEXT NOT NULL,
  at_ms      INTEGER NOT NULL,
  boot_id    TEXT NOT NULL
);
CREATE INDEX page_reservations_client ON page_reservations(client_id, month);
`;
