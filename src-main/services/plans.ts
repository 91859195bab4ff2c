import type { PlanName } from '../../src-shared/contract/clients';

/**
 * The plan table (SPEC "Billing"). Packages of free/starter/pro are the spec's; the rest, and
 * every quota, are our decisions (docs/decisions.md). `quota` is the hard monthly stop
 * (`pages_limit`); `package` the pages included before overage is recorded.
 */
export interface Plan {
  package: number;
  quota: number;
}

export const PLANS: Record<PlanName, Plan> = {
  free: { package: 100, quota: 100 },
  starter: { package: 3_000, quota: 6_000 },
  pro: { package: 25_000, quota: 50_000 },
  business: { package: 100_000, quota: 200_000 },
  enterprise: { package: 1_000_000, quota: 2_000_000 },
};

export function planOf(name: string): Plan {
  return PLANS[name as PlanName] ?? PLANS.free;
}
