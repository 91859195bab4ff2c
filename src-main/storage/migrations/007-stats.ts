/** One row per processing request, for `GET /v1/stats` (reset by `POST /v1/stats/reset`). */
export const sql = `
CREATE TABLE request_stats (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  at_ms       INTEGER NOT NULL,
  task_kind   TEXT NOT NULL,
  format      TEXT,
  outcome     TEXT NOT NULL,
  error_code  TEXT,
  pages       INTEGER NOT NULL DEFAULT 0,
  latency_ms  INTEGER NOT NULL
);
CREATE INDEX request_stats_at ON request_stats(at_ms);
`;
