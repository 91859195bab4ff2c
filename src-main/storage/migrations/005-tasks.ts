/** Async tasks (SPEC "States and transitions"): kept one hour, restart-safe. */
export const sql = `
CREATE TABLE tasks (
  id             TEXT PRIMARY KEY,
  client_id      TEXT NOT NULL REFERENCES clients(id),
  key_id         TEXT NOT NULL,
  status         TEXT NOT NULL CHECK (status IN ('processing', 'done', 'error')),
  result         BLOB,
  error          TEXT,
  -- The caller's output_schema: the Excel export of the result takes its column titles from it.
  output_schema  TEXT,
  created_at_ms  INTEGER NOT NULL,
  finished_at_ms INTEGER
);
CREATE INDEX tasks_status ON tasks(status);
CREATE INDEX tasks_created ON tasks(created_at_ms);
`;
