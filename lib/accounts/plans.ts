/**
 * The plans of SPEC 8 (Profile A prices, per-minute limits) with Profile B's 10 concurrent
 * requests per key on every plan. Prices in USD. Enterprise values are defaults an operator
 * overrides per account (docs/api.md, "Plans and billing").
 */
export const PLAN_IDS = ['playground', 'dev', 'builder', 'scale', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface Plan {
  id: PlanId;
  label: string;
  monthlyPriceUsd: number;
  /** Scans included per month; for the playground, the 25 trial scans (once, not monthly). */
  includedScans: number;
  overagePerScanUsd: number;
  /** The playground is a one-off trial: when its scans are used up, every scan answers TRIAL_EXHAUSTED. */
  trial: boolean;
  requestsPerMinute: number;
  concurrentRequests: number;
}

export const PLANS: Record<PlanId, Plan> = {
  playground: {
    id: 'playground',
    label: 'Playground',
    monthlyPriceUsd: 0,
    includedScans: 25,
    overagePerScanUsd: 0.3,
    trial: true,
    requestsPerMinute: 5,
    concurrentRequests: 10,
  },
  dev: {
    id: 'dev',
    label: 'Dev',
    monthlyPriceUsd: 59,
    includedScans: 250,
    overagePerScanUsd: 0.3,
    trial: false,
    requestsPerMinute: 60,
    concurrentRequests: 10,
  },
  builder: {
    id: 'builder',
    label: 'Builder',
    monthlyPriceUsd: 179,
    includedScans: 1000,
    overagePerScanUsd: 0.25,
    trial: false,
    requestsPerMinute: 200,
    concurrentRequests: 10,
  },
  scale: {
    id: 'scale',
    label: 'Scale',
    monthlyPriceUsd: 449,
    includedScans: 3000,
    overagePerScanUsd: 0.2,
    trial: false,
    requestsPerMinute: 500,
    concurrentRequests: 10,
  },
  enterprise: {
    id: 'enterprise',
    label: 'Enterprise',
    monthlyPriceUsd: 0,
    includedScans: 10000,
    overagePerScanUsd: 0.18,
    trial: false,
    requestsPerMinute: 2000,
    concurrentRequests: 10,
  },
};

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

/** Price of one scan inside the plan's allowance: monthly price / included scans (0 on the trial). */
export function includedScanPriceUsd(plan: Plan): number {
  if (plan.trial || plan.includedScans === 0) return 0;
  return Math.round((plan.monthlyPriceUsd / plan.includedScans) * 10000) / 10000;
}

/** The billing period a moment falls in: its UTC calendar month, "YYYY-MM". */
export function billingPeriod(at: Date): string {
  return at.toISOString().slice(0, 7);
}
