import { gunzipSync, gzipSync } from 'node:zlib';
import type { Db } from '../db';

export interface TaskRow {
  id: string;
  client_id: string;
  key_id: string;
  status: 'processing' | 'done' | 'error';
  result: string | null;
  error: string | null;
  output_schema: string | null;
  created_at_ms: number;
  finished_at_ms: number | null;
  /** `process` or `task` (services/tasks.ts TaskFamily). */
  kind: string;
}

/** Async tasks in SQLite; results are stored gzip'd. */
export class TasksRepo {
  constructor(private readonly db: Db) {}

  insert(id: string, clientId: string, keyId: string, outputSchema: string | null, atMs: number, kind = 'process'): void {
    this.db.prepare(`INSERT INTO tasks (id, client_id, key_id, status, output_schema, created_at_ms, kind) VALUES (?, ?, ?, 'processing', ?, ?, ?)`)
      .run(id, clientId, keyId, outputSchema, atMs, kind);
  }

  get(id: string): TaskRow | undefined {
    const row = this.db.prepare('SELECT * FROM tasks WHERE id = ?').get(id) as (Omit<TaskRow, 'result'> & { result: Buffer | null }) | undefined;
    return row ? { ...row, result: row.result ? gunzipSync(row.result).toString('utf8') : null } : undefined;
  }

  finish(id: string, status: 'done' | 'error', result: string | null, error: string | null, atMs: number): void {
    this.db.prepare(`UPDATE tasks SET status = ?, result = ?, error = ?, finished_at_ms = ? WHERE id = ? AND status = 'processing'`)
      .run(status, result === null ? null : gzipSync(result, { level: 1 }), error, atMs, id);
  }

  countProcessing(): number {
    return (this.db.prepare(`SELECT COUNT(*) AS n FROM tasks WHERE status = 'processing'`).get() as { n: number }).n;
  }

  /** Every task still `processing` belongs to a run that is gone: it ends with the given error. */
  interruptAll(error: string, atMs: number): number {
    return this.db.prepare(`UPDATE tasks SET status = 'error', error = ?, finished_at_ms = ? WHERE status = 'processing'`).run(error, atMs).changes;
  }

  purgeCreatedBefore(ms: number): number {
    return this.db.prepare('DELETE FROM tasks WHERE created_at_ms <= ?').run(ms).changes;
  }
}
