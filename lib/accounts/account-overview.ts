import type { Table } from '../store/table.js';
import type { Account } from './accounts.js';
import { PLANS } from './plans.js';

/** What GET /account shows: the plan, what is left, this month's usage and the limits in force. */
export interface AccountOverview {
  account_id: string;
  plan: {
    id: string;
    label: string;
    trial: boolean;
    monthly_price_usd: number;
    included_scans: number;
    overage_per_scan_usd: number;
  };
  /** Scans left without overage: the trial's scans on the playground, else allowance plus credits. */
  credits: number;
  /** The playground only: trial scans left (equal to credits); null on paid plans. */
  trial_scans_left: number | null;
  overage_enabled: boolean;
  usage_this_month: { period: string; scans: number; refunded: number; spend_usd: number };
  usage_total: { scans: number; spend_usd: number };
  rate_limits: { requests_per_minute: number; concurrent_requests_per_key: number };
}

interface ChargeRow {
  cost_usd: number;
  charged_at: string;
  refund_state?: 'pending' | 'done';
}

/** The UTC month of `at`, `YYYY-MM`. */
function periodOf(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/**
 * The account as its owner sees it. This month's usage is summed from the charge ledger (one item
 * per charged scan): a refunded scan counts under `refunded`, not in `scans` or `spend_usd`.
 *
 * @example await accountOverview(table, account, new Date()) // { plan: { id: 'dev', ... }, credits: 250, ... }
 */
export async function accountOverview(table: Table, account: Account, now: Date): Promise<AccountOverview> {
  const plan = PLANS[account.plan];
  const period = periodOf(now);
  const usage = { period, scans: 0, refunded: 0, spend_usd: 0 };
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await table.query<ChargeRow>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :charge)',
      FilterExpression: 'charged_at >= :start',
      ExpressionAttributeValues: {
        ':pk': `ACCOUNT#${account.account_id}`,
        ':charge': 'CHARGE#',
        ':start': `${period}-01T00:00:00.000Z`,
      },
      ExclusiveStartKey: startKey,
    });
    for (const charge of page.items) {
      if (charge.refund_state === 'done') usage.refunded += 1;
      else {
        usage.scans += 1;
        usage.spend_usd += charge.cost_usd;
      }
    }
    startKey = page.lastKey;
  } while (startKey);
  usage.spend_usd = Math.round(usage.spend_usd * 100) / 100;
  return {
    account_id: account.account_id,
    plan: {
      id: plan.id,
      label: plan.label,
      trial: plan.trial,
      monthly_price_usd: plan.monthlyPriceUsd,
      included_scans: plan.includedScans,
      overage_per_scan_usd: plan.overagePerScanUsd,
    },
    credits: account.credits,
    trial_scans_left: plan.trial ? Math.max(0, account.credits) : null,
    overage_enabled: account.overage_enabled,
    usage_this_month: usage,
    usage_total: { scans: account.scans_total, spend_usd: Math.round(account.spend_usd * 100) / 100 },
    rate_limits: {
      requests_per_minute: account.requests_per_minute ?? plan.requestsPerMinute,
      concurrent_requests_per_key: account.concurrent_requests ?? plan.concurrentRequests,
    },
  };
}
