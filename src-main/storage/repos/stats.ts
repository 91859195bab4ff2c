import type { Db } from '../db';

export interface StatRow {
  at_ms: number;
  task_kind: string;
  format: string | null;
  outcome: string;
  error_code: string | null;
  pages: number;
  latency_ms: number;
}

/** Request statistics: written per request, aggregated on read. */
export class StatsRepo {
  constructor(private readonly db: Db) {}

  record(row: StatRow): void {
    this.db.prepare(`INSERT INTO request_stats (at_ms, task_kind, format, outcome, error_code, pages, latency_ms)
      VALUES (@at_ms, @task_kind, @format, @outcome, @error_code, @pages, @latency_ms)`).run(row);
  }

  countBy(column: 'task_kind' | 'format' | 'outcome' | 'error_code'): { key: string | null; requests: number; pages: number }[] {
    return this.db.prepare(`SELECT ${column} AS key, COUNT(*) AS requests, COALESCE(SUM(pages), 0) AS pages FROM request_stats
      GROUP BY ${column} ORDER BY requests DESC`).all() as { key: string | null; requests: number; pages: number }[];
  }

  latencies(): number[] {
    return (this.db.prepare('SELECT latency_ms FROM request_stats ORDER BY latency_ms').all() as { latency_ms: number }[]).map((r) => r.latency_ms);
  }

  totals(): { requests: number; pages: number; since_ms: number | null } {
    return this.db.prepare('SELECT COUNT(*) AS requests, COALESCE(SUM(pages), 0) AS pages, MIN(at_ms) AS since_ms FROM request_stats').get() as { requests: number; pages: number; since_ms: number | null };
  }

  reset(): number {
    return this.db.prepare('DELETE FROM request_stats').run().changes;
  }
}
