import type { StatsRepo, StatsScope } from '../storage/repos/stats';

/**
 * `GET /v1/stats` (shape ours): requests and pages by task kind, outcome and input format, errors by
 * code, latency percentiles. One row per processing request. `pages` are the pages billed, so they
 * add up to the `usage.pages` of every answer: a sync request is recorded when it is answered; an
 * async one when it is accepted, as `processing` with no pages, and settled once when its task ends —
 * `ok` with the pages its envelope bills, or `error` (PROCESSING_ERROR, nothing billed). A restart
 * settles the tasks it interrupted as INTERRUPTED_BY_RESTART (never billed). A task that ends after a
 * reset removed its row is recorded anew at its end, in the new period. Latency is the time to answer
 * the HTTP request (for an async start, the time to accept it).
 */
export interface StatsView {
  /** Ours: `all` for the admin key (every account), `client` for a client key (its own requests only). */
  scope: 'all' | 'client';
  since: string | null;
  requests: number;
  pages: number;
  by_task_kind: Record<string, { requests: number; pages: number }>;
  by_status: Record<string, { requests: number; pages: number }>;
  by_format: Record<string, { requests: number; pages: number }>;
  errors_by_code: Record<string, number>;
  latency_ms: { p50: number | null; p90: number | null; p99: number | null; max: number | null };
}

export interface StatEntry {
  taskKind: string;
  format: string | null;
  outcome: 'ok' | 'error' | 'processing';
  errorCode: string | null;
  pages: number;
  latencyMs: number;
  /** The account that made the request; null when it is not known (a request refused before its key was read). */
  clientId: string | null;
}

/** How an async task ended, for its row. */
export interface TaskEnd {
  outcome: 'ok' | 'error';
  errorCode: string | null;
  pages: number;
}

export class StatsService {
  constructor(private readonly repo: StatsRepo, private readonly now: () => Date) {
    // No task survives a restart (TaskService marks them INTERRUPTED_BY_RESTART): neither do their rows.
    repo.settleAll('processing', { outcome: 'error', error_code: 'INTERRUPTED_BY_RESTART' });
  }

  /** The row's id, for `settle` when the request is an async start. */
  record(entry: StatEntry): number {
    return this.repo.record({ at_ms: this.now().getTime(), task_kind: entry.taskKind, format: entry.format, outcome: entry.outcome,
      error_code: entry.errorCode, pages: entry.pages, latency_ms: Math.round(entry.latencyMs), client_id: entry.clientId });
  }

  /** The end of the async task recorded as row `id`, counted once; recorded anew if a reset removed the row. */
  settle(id: number, start: Omit<StatEntry, 'outcome' | 'errorCode' | 'pages'>, end: TaskEnd): void {
    const done = this.repo.settle(id, 'processing', { outcome: end.outcome, error_code: end.errorCode, pages: end.pages });
    if (done === 'missing') this.record({ ...start, ...end });
  }

  /** `scope` null: every account (admin); a client id: that client's own requests (docs/decisions.md "Statistics for a client key"). */
  view(scope: StatsScope = null): StatsView {
    const group = (col: 'task_kind' | 'format' | 'outcome'): Record<string, { requests: number; pages: number }> =>
      Object.fromEntries(this.repo.countBy(col, scope).map((r) => [r.key ?? 'unknown', { requests: r.requests, pages: r.pages }]));
    const lat = this.repo.latencies(scope);
    const pct = (p: number): number | null => (lat.length ? lat[Math.min(lat.length - 1, Math.ceil((p / 100) * lat.length) - 1)] ?? null : null);
    const totals = this.repo.totals(scope);
    return {
      scope: scope === null ? 'all' : 'client',
      since: totals.since_ms === null ? null : new Date(totals.since_ms).toISOString(),
      requests: totals.requests,
      pages: totals.pages,
      by_task_kind: group('task_kind'),
      by_status: group('outcome'),
      by_format: group('format'),
      errors_by_code: Object.fromEntries(this.repo.countBy('error_code', scope).filter((r) => r.key !== null).map((r) => [r.key as string, r.requests])),
      latency_ms: { p50: pct(50), p90: pct(90), p99: pct(99), max: lat.length ? (lat[lat.length - 1] ?? null) : null },
    };
  }

  reset(): { reset: true; removed: number } {
    return { reset: true, removed: this.repo.reset() };
  }
}
