import { randomUUID } from 'node:crypto';
import { AppError } from '../../src-shared/contract/app-error';
import type { LedgerRepo } from '../storage/repos/ledger';
import { monthOf } from './billing';
import type { Caller } from './clients';
import type { PlanTable } from './plans';

const WINDOW_MS = 60_000;

/**
 * The plan guards and the page ledger (SPEC "Errors" rules 1–2, "Billing"). `reserve` runs before
 * any heavy work, on the estimate, in one transaction: document ceiling → per-minute window →
 * monthly quota, then it holds the estimated pages so parallel requests cannot overspend.
 * `settle` turns the hold into the billed usage row; `release` drops it (rejected or failed work is
 * never billed). A restart drops the holds of the previous run.
 */
export class Ledger {
  readonly bootId = randomUUID();

  constructor(private readonly repo: LedgerRepo, private readonly plans: PlanTable, private readonly now: () => Date) {
    repo.dropStale(this.bootId);
  }

  reserve(caller: Caller, estimatedPages: number): string {
    const plan = this.plans.of(caller.client.plan);
    const pages = Math.max(1, Math.ceil(estimatedPages));
    if (caller.isAdmin) return this.hold(caller, pages);
    if (pages > plan.maxPagesPerDocument) {
      throw new AppError('PAYLOAD_TOO_LARGE', `the document is about ${pages} pages; the plan allows ${plan.maxPagesPerDocument} per document`, {
        pages, max_pages_per_document: plan.maxPagesPerDocument,
      });
    }
    return this.repo.transaction(() => {
      const nowMs = this.now().getTime();
      const window = this.repo.windowEvents(caller.client.id, nowMs - WINDOW_MS);
      let inWindow = window.reduce((s, e) => s + e.pages, 0);
      // SPEC rule 2: on an empty window a single document within the ceiling always passes.
      if (inWindow > 0 && inWindow + pages > plan.pagesPerMinute) {
        let at = nowMs;
        for (const e of window) {
          inWindow -= e.pages;
          at = e.at_ms + WINDOW_MS;
          if (inWindow === 0 || inWindow + pages <= plan.pagesPerMinute) break;
        }
        const seconds = Math.max(1, Math.ceil((at - nowMs) / 1000));
        throw new AppError('RATE_LIMITED', `the plan allows ${plan.pagesPerMinute} pages per minute; retry in ${seconds} s`,
          { pages_per_minute: plan.pagesPerMinute, retry_after: seconds }, { 'Retry-After': String(seconds) });
      }
      const month = monthOf(this.now());
      const used = this.repo.usedInMonth(caller.client.id, month);
      const held = this.repo.reservedInMonth(caller.client.id, month);
      if (used + held + pages > plan.quota) {
        throw new AppError('QUOTA_EXCEEDED', `the monthly quota of ${plan.quota} pages is used up`, {
          pages_used_this_month: used, pages_limit: plan.quota,
        });
      }
      return this.hold(caller, pages);
    });
  }

  /** Bills the actual pages of a finished request (once per request id) and drops its hold. */
  settle(reservationId: string, caller: Caller, pages: number, taskKind: string): void {
    this.repo.transaction(() => {
      this.repo.deleteReservation(reservationId);
      if (this.repo.usageExists(reservationId)) return;
      const at = this.now();
      this.repo.insertUsage({ client_id: caller.client.id, key_id: caller.keyId, month: monthOf(at), pages, task_kind: taskKind,
        created_at: at.toISOString(), at_ms: at.getTime(), request_id: reservationId });
    });
  }

  release(reservationId: string): void {
    this.repo.deleteReservation(reservationId);
  }

  private hold(caller: Caller, pages: number): string {
    const id = randomUUID();
    const at = this.now();
    this.repo.insertReservation({ id, client_id: caller.client.id, key_id: caller.keyId, pages, month: monthOf(at), at_ms: at.getTime(), boot_id: this.bootId });
    return id;
  }
}
