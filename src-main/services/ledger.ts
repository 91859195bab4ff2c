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
    checkCeiling(pages, plan.maxPagesPerDocument, 'about ');
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
      this.checkQuota(caller, plan.quota, pages);
      return this.hold(caller, pages);
    });
  }

  /** The page ceiling per document a job of this caller runs under (the worker stops past it); null for the admin. */
  ceilingOf(caller: Caller): number | null {
    return caller.isAdmin ? null : this.plans.of(caller.client.plan).maxPagesPerDocument;
  }

  /**
   * Bills the actual pages of a finished request (once per request id) and drops its hold. The real
   * count meets the guards the estimate met (issue 16): past the document ceiling or the monthly
   * quota (counting the other requests' holds, not its own) it throws the code admission would have
   * given, and nothing is billed; the caller then releases the hold.
   */
  settle(reservationId: string, caller: Caller, pages: number, taskKind: string): void {
    this.repo.transaction(() => {
      // Its own hold is dropped first, so the quota counts only the others'; a refusal below rolls this back.
      this.repo.deleteReservation(reservationId);
      if (this.repo.usageExists(reservationId)) return;
      if (!caller.isAdmin) {
        const plan = this.plans.of(caller.client.plan);
        checkCeiling(pages, plan.maxPagesPerDocument, '');
        this.checkQuota(caller, plan.quota, pages);
      }
      const at = this.now();
      this.repo.insertUsage({ client_id: caller.client.id, key_id: caller.keyId, month: monthOf(at), pages, task_kind: taskKind,
        created_at: at.toISOString(), at_ms: at.getTime(), request_id: reservationId });
    });
  }

  release(reservationId: string): void {
    this.repo.deleteReservation(reservationId);
  }

  /** QUOTA_EXCEEDED when `pages` more would pass the month's quota, counting what is used and held. */
  private checkQuota(caller: Caller, quota: number, pages: number): void {
    const month = monthOf(this.now());
    const used = this.repo.usedInMonth(caller.client.id, month);
    const held = this.repo.reservedInMonth(caller.client.id, month);
    if (used + held + pages > quota) {
      throw new AppError('QUOTA_EXCEEDED', `the monthly quota of ${quota} pages is used up`, {
        pages_used_this_month: used, pages_limit: quota,
      });
    }
  }

  private hold(caller: Caller, pages: number): string {
    const id = randomUUID();
    const at = this.now();
    this.repo.insertReservation({ id, client_id: caller.client.id, key_id: caller.keyId, pages, month: monthOf(at), at_ms: at.getTime(), boot_id: this.bootId });
    return id;
  }
}

/** PAYLOAD_TOO_LARGE past the plan's ceiling: the same answer for an estimate (`about `) and a real count. */
function checkCeiling(pages: number, max: number, about: string): void {
  if (pages > max) {
    throw new AppError('PAYLOAD_TOO_LARGE', `the document is ${about}${pages} pages; the plan allows ${max} per document`, {
      pages, max_pages_per_document: max,
    });
  }
}
