import type { Db } from '../db';

export interface UsageEvent {
  client_id: string;
  key_id: string | null;
  month: string;
  pages: number;
  task_kind: string;
  created_at: string;
}

/** The usage ledger. Sums over it are the truth for `pages_used_this_month`. */
export class UsageRepo {
  constructor(private readonly db: Db) {}

  record(event: UsageEvent): void {
    this.db.prepare(`INSERT INTO usage_events (client_id, key_id, month, pages, task_kind, created_at)
      VALUES (@client_id, @key_id, @month, @pages, @task_kind, @created_at)`).run(event);
  }

  pagesInMonth(clientId: string, month: string): { pages: number; requests: number } {
    return this.db.prepare(`SELECT COALESCE(SUM(pages), 0) AS pages, COUNT(*) AS requests
      FROM usage_events WHERE client_id = ? AND month = ?`).get(clientId, month) as { pages: number; requests: number };
  }

  months(clientId: string): { month: string; pages: number; requests: number }[] {
    return this.db.prepare(`SELECT month, SUM(pages) AS pages, COUNT(*) AS requests FROM usage_events
      WHERE client_id = ? GROUP BY month ORDER BY month DESC`).all(clientId) as { month: string; pages: number; requests: number }[];
  }

  byKey(clientId: string): Map<string, { pages: number; requests: number }> {
    const rows = this.db.prepare(`SELECT key_id, SUM(pages) AS pages, COUNT(*) AS requests FROM usage_events
      WHERE client_id = ? AND key_id IS NOT NULL GROUP BY key_id`).all(clientId) as { key_id: string; pages: number; requests: number }[];
    return new Map(rows.map((r) => [r.key_id, { pages: r.pages, requests: r.requests }]));
  }
}
