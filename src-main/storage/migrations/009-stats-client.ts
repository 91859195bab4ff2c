/**
 * Whose request a statistics row is, so a client key sees its own aggregates on `GET /v1/stats`.
 * Rows written before this migration have no owner: only the admin's view counts them.
 */
export const sql = `
ALTER TABLE request_stats ADD COLUMN client_id TEXT;
CREATE INDEX request_stats_client ON request_stats(client_id, at_ms);
`;
