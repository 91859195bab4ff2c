import type { Db } from '../db';

export interface StatRow {
  at_ms: number;
  task_kind: string;
  format: string | null;
  outcome: string;
  error_code: string | null;
  pages: number;
  latency_ms: number;
  /** Whose request (migration 009); null for rows written before it. */
  client_id: string | null;
}

/** null: every row (the admin's view); a client id: that client's rows only. */
export type StatsScope = string | null;

/** Request statistics: written per request, aggregated on read. */
export class StatsRepo {
  constructor(private readonly db: Db) {}

  /** The new row's id. */
  record(row: StatRow): number {
    return Number(this.db.prepare(`INSERT INTO request_stats (at_ms, task_kind, format, outcome, error_code, pages, latency_ms, client_id)
      VALUES (@at_ms, @task_kind, @format, @outcome, @error_code, @pages, @latency_ms, @client_id)`).run(row).lastInsertRowid);
  }

  /**
   * Sets the outcome of row `id` if it is still in `from`: `settled`; `settled-before` if it has
   * left `from` already; `missing` if a reset removed it (ids are never reused: AUTOINCREMENT).
   */
  settle(id: number, from: string, end: Pick<StatRow, 'outcome' | 'error_code' | 'pages'>): 'settled' | 'settled-before' | 'missing' {
    const changed = this.db.prepare(`UPDATE request_stats SET outcome = @outcome, error_code = @error_code, pages = @pages
      WHERE id = @id AND outcome = @from`).run({ ...end, id, from }).changes;
    if (changed === 1) return 'settled';
    return this.db.prepare('SELECT 1 FROM request_stats WHERE id = ?').get(id) ? 'settled-before' : 'missing';
  }

  /** Every row still in `from` gets this outcome (no pages): the async tasks a restart interrupted. */
  settleAll(from: string, end: Pick<StatRow, 'outcome' | 'error_code'>): number {
    return this.db.prepare('UPDATE request_stats SET outcome = @outcome, error_code = @error_code, pages = 0 WHERE outcome = @from')
      .run({ ...end, from }).changes;
  }

  countBy(column: 'task_kind' | 'format' | 'outcome' | 'error_code', scope: StatsScope = null): { key: string | null; requests: number; pages: number }[] {
    return this.db.prepare(`SELECT ${column} AS key, COUNT(*) AS requests, COALESCE(SUM(pages), 0) AS pages FROM request_stats
      ${where(scope)} GROUP BY ${column} ORDER BY requests DESC`).all(...args(scope)) as { key: string | null; requests: number; pages: number }[];
  }

  latencies(scope: StatsScope = null): number[] {
    return (this.db.prepare(`SELECT latency_ms FROM request_stats ${where(scope)} ORDER BY latency_ms`).all(...args(scope)) as { latency_ms: number }[]).map((r) => r.latency_ms);
  }

  totals(scope: StatsScope = null): { requests: number; pages: number; since_ms: number | null } {
    return this.db.prepare(`SELECT COUNT(*) AS requests, COALESCE(SUM(pages), 0) AS pages, MIN(at_ms) AS since_ms FROM request_stats ${where(scope)}`)
      .get(...args(scope)) as { requests: number; pages: number; since_ms: number | null };
  }

  reset(): number {
    return this.db.prepare('DELETE FROM request_stats').run().changes;
  }
}

const where = (scope: StatsScope): string => (scope === null ? '' : 'WHERE client_id = ?');
const args = (scope: StatsScope): string[] => (scope === null ? [] : [scope]);
