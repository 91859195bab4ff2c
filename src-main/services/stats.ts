import type { StatsRepo } from '../storage/repos/stats';

/**
 * `GET /v1/stats` (shape ours): requests and pages by task kind, outcome and input format, errors by
 * code, latency percentiles. Recorded for every processing request, sync or async start.
 */
export interface StatsView {
  since: string | null;
  requests: number;
  pages: number;
  by_task_kind: Record<string, { requests: number; pages: number }>;
  by_status: Record<string, { requests: number; pages: number }>;
  by_format: Record<string, { requests: number; pages: number }>;
  errors_by_code: Record<string, number>;
  latency_ms: { p50: number | null; p90: number | null; p99: number | null; max: number | null };
}

export class StatsService {
  constructor(private readonly repo: StatsRepo, private readonly now: () => Date) {}

  record(entry: { taskKind: string; format: string | null; outcome: 'ok' | 'error' | 'accepted'; errorCode: string | null; pages: number; latencyMs: number }): void {
    this.repo.record({ at_ms: this.now().getTime(), task_kind: entry.taskKind, format: entry.format, outcome: entry.outcome,
      error_code: entry.errorCode, pages: entry.pages, latency_ms: Math.round(entry.latencyMs) });
  }

  view(): StatsView {
    const group = (col: 'task_kind' | 'format' | 'outcome'): Record<string, { requests: number; pages: number }> =>
      Object.fromEntries(this.repo.countBy(col).map((r) => [r.key ?? 'unknown', { requests: r.requests, pages: r.pages }]));
    const lat = this.repo.latencies();
    const pct = (p: number): number | null => (lat.length ? lat[Math.min(lat.length - 1, Math.ceil((p / 100) * lat.length) - 1)] ?? null : null);
    const totals = this.repo.totals();
    return {
      since: totals.since_ms === null ? null : new Date(totals.since_ms).toISOString(),
      requests: totals.requests,
      pages: totals.pages,
      by_task_kind: group('task_kind'),
      by_status: group('outcome'),
      by_format: group('format'),
      errors_by_code: Object.fromEntries(this.repo.countBy('error_code').filter((r) => r.key !== null).map((r) => [r.key as string, r.requests])),
      latency_ms: { p50: pct(50), p90: pct(90), p99: pct(99), max: lat.length ? (lat[lat.length - 1] ?? null) : null },
    };
  }

  reset(): { reset: true; removed: number } {
    return { reset: true, removed: this.repo.reset() };
  }
}
