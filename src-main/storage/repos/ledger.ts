import type { Db } from '../db';

export interface Reservation {
  id: string;
  client_id: string;
  key_id: string | null;
  pages: number;
  month: string;
  at_ms: number;
  boot_id: string;
}

/** Reservations and the per-minute window over usage and reservations. All SQL of the ledger lives here. */
export class LedgerRepo {
  constructor(private readonly db: Db) {}

  transaction<T>(fn: () => T): T {
    // IMMEDIATE: the check and the insert are one step even if another connection writes.
    return this.db.transaction(fn).immediate();
  }

  usedInMonth(clientId: string, month: string): number {
    return (this.db.prepare('SELECT COALESCE(SUM(pages), 0) AS n FROM usage_events WHERE client_id = ? AND month = ?').get(clientId, month) as { n: number }).n;
  }

  reservedInMonth(clientId: string, month: string): number {
    return (this.db.prepare('SELECT COALESCE(SUM(pages), 0) AS n FROM page_reservations WHERE client_id = ? AND month = ?').get(clientId, month) as { n: number }).n;
  }

  /** Pages counted in the window since `sinceMs`, oldest first (usage and reservations alike). */
  windowEvents(clientId: string, sinceMs: number): { at_ms: number; pages: number }[] {
    return this.db.prepare(`SELECT at_ms, pages FROM usage_events WHERE client_id = ? AND at_ms > ?
      UNION ALL SELECT at_ms, pages FROM page_reservations WHERE client_id = ? AND at_ms > ? ORDER BY at_ms`)
      .all(clientId, sinceMs, clientId, sinceMs) as { at_ms: number; pages: number }[];
  }

  insertReservation(r: Reservation): void {
    this.db.prepare(`INSERT INTO page_reservations (id, client_id, key_id, pages, month, at_ms, boot_id)
      VALUES (@id, @client_id, @key_id, @pages, @month, @at_ms, @boot_id)`).run(r);
  }

  reservation(id: string): Reservation | undefined {
    return this.db.prepare('SELECT * FROM page_reservations WHERE id = ?').get(id) as Reservation | undefined;
  }

  deleteReservation(id: string): void {
    this.db.prepare('DELETE FROM page_reservations WHERE id = ?').run(id);
  }

  /** Reservations of a previous run of the server: their requests died with it and are never billed. */
  dropStale(bootId: string): number {
    return this.db.prepare('DELETE FROM page_reservations WHERE boot_id != ?').run(bootId).changes;
  }

  usageExists(requestId: string): boolean {
    return this.db.prepare('SELECT 1 FROM usage_events WHERE request_id = ?').get(requestId) !== undefined;
  }

  insertUsage(e: { client_id: string; key_id: string | null; month: string; pages: number; task_kind: string; created_at: string; at_ms: number; request_id: string }): void {
    this.db.prepare(`INSERT INTO usage_events (client_id, key_id, month, pages, task_kind, created_at, at_ms, request_id)
      VALUES (@client_id, @key_id, @month, @pages, @task_kind, @created_at, @at_ms, @request_id)`).run(e);
  }
}
