import type { PlanName } from '../../src-shared/contract/clients';

/**
 * The plan table (SPEC "Billing"). Packages of free/starter/pro are the spec's; everything else is
 * our decision (docs/decisions.md) and can be overridden in settings (`PUT /v1/admin/settings/plans`).
 *   package            pages included per month; beyond it overage is recorded at OVERAGE_RUB_PER_PAGE
 *   quota              the hard monthly stop (`pages_limit`, QUOTA_EXCEEDED)
 *   pagesPerMinute     sliding 60-second window (RATE_LIMITED)
 *   maxPagesPerDocument the page ceiling of one document (PAYLOAD_TOO_LARGE)
 */
export interface Plan {
  package: number;
  quota: number;
  pagesPerMinute: number;
  maxPagesPerDocument: number;
}

export const OVERAGE_RUB_PER_PAGE = 2.5;

export const DEFAULT_PLANS: Record<PlanName, Plan> = {
  free: { package: 100, quota: 100, pagesPerMinute: 20, maxPagesPerDocument: 20 },
  starter: { package: 3_000, quota: 6_000, pagesPerMinute: 120, maxPagesPerDocument: 200 },
  pro: { package: 25_000, quota: 50_000, pagesPerMinute: 600, maxPagesPerDocument: 1_000 },
  business: { package: 100_000, quota: 200_000, pagesPerMinute: 1_500, maxPagesPerDocument: 2_000 },
  enterprise: { package: 1_000_000, quota: 2_000_000, pagesPerMinute: 6_000, maxPagesPerDocument: 5_000 },
};

/** The plans in force: defaults, overridden field by field by the settings. */
export class PlanTable {
  constructor(private readonly overrides: () => Partial<Record<string, Partial<Plan>>> = () => ({})) {}

  of(name: string): Plan {
    const base = DEFAULT_PLANS[name as PlanName] ?? DEFAULT_PLANS.free;
    return { ...base, ...(this.overrides()[name] ?? {}) };
  }

  all(): Record<string, Plan> {
    return Object.fromEntries(Object.keys(DEFAULT_PLANS).map((n) => [n, this.of(n)]));
  }
}

/** Kept for callers that only need the defaults (ordering of plans, tests). */
export function planOf(name: string): Plan {
  return DEFAULT_PLANS[name as PlanName] ?? DEFAULT_PLANS.free;
}
