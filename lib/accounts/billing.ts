import { ServiceError } from '../errors.js';
import { ConditionFailedError, type Table } from '../store/table.js';
import { accountKey, getAccount, type Account } from './accounts.js';
import { PLANS, billingPeriod, includedScanPriceUsd, type Plan } from './plans.js';

export interface Charge {
  scan_id: string;
  source: 'credits' | 'overage';
  cost_usd: number;
}

interface ChargeItem {
  pk: string;
  sk: string;
  scan_id: string;
  source: Charge['source'];
  cost_usd: number;
  charged_at: string;
  refund_state?: 'pending' | 'done';
}

const chargeKey = (accountId: string, scanId: string) => ({
  pk: `ACCOUNT#${accountId}`,
  sk: `CHARGE#${scanId}`,
});

/**
 * Take one credit for a scan, atomically and idempotently, with single-item conditional writes only
 * (dynalite has no transactions):
 *  1. account: credits - 1 and add the scan id to pending_charges, if credits > 0 and the id is not pending;
 *  2. a ledger item CHARGE#<scan> (put if absent);
 *  3. account: drop the scan id from pending_charges.
 * A retry after a crash between steps finds the id pending (or the ledger item present) and completes
 * the remaining steps without taking a second credit.
 */
export async function chargeScan(
  table: Table,
  account: Account,
  scanId: string,
  opts: { pages: number; now?: Date },
): Promise<Charge> {
  const plan = PLANS[account.plan];
  const at = opts.now ?? new Date();
  const now = at.toISOString();
  await renewAllowance(table, account, plan, at);
  const existing = await table.get<ChargeItem>(
    chargeKey(account.account_id, scanId).pk,
    chargeKey(account.account_id, scanId).sk,
  );
  if (existing) return { scan_id: scanId, source: existing.source, cost_usd: existing.cost_usd };

  let source: Charge['source'] = 'credits';
  try {
    await table.update({
      Key: accountKey(account.account_id),
      UpdateExpression: 'SET credits = credits - :one ADD pending_charges :sid',
      ConditionExpression: 'credits >= :one AND NOT contains(pending_charges, :id)',
      ExpressionAttributeValues: { ':one': 1, ':sid': new Set([scanId]), ':id': scanId },
    });
  } catch (err) {
    if (!(err instanceof ConditionFailedError)) throw err;
    const fresh = await getAccount(table, account.account_id);
    if (!fresh) throw new ServiceError('AUTH_INVALID', 'The account behind this key no longer exists.');
    if (!fresh.pending_charges?.has(scanId)) {
      if (plan.trial) {
        throw new ServiceError(
          'TRIAL_EXHAUSTED',
          `The free trial's ${plan.includedScans} scans are used up. Upgrade to a paid plan to keep scanning.`,
        );
      }
      if (opts.pages > 1 || !fresh.overage_enabled) {
        throw new ServiceError(
          'INSUFFICIENT_CREDITS',
          opts.pages > 1
            ? `A ${opts.pages}-page scan needs scan credits and this account has none left. Add credits or scan one page.`
            : 'This account has no scan credits left and overage billing is off. Add credits to keep scanning.',
        );
      }
      source = 'overage';
    }
  }
  const cost = source === 'overage' ? plan.overagePerScanUsd : includedScanPriceUsd(plan);
  try {
    await table.put(
      {
        ...chargeKey(account.account_id, scanId),
        scan_id: scanId,
        source,
        cost_usd: cost,
        charged_at: now,
      } satisfies ChargeItem,
      { ifAbsent: true },
    );
  } catch (err) {
    if (!(err instanceof ConditionFailedError)) throw err;
  }
  await table.update({
    Key: accountKey(account.account_id),
    UpdateExpression: 'ADD scans_total :one, spend_usd :cost DELETE pending_charges :sid',
    ExpressionAttributeValues: { ':one': 1, ':cost': cost, ':sid': new Set([scanId]) },
  });
  return { scan_id: scanId, source, cost_usd: cost };
}

/**
 * A paid plan's monthly allowance: the first charge in a new UTC month tops the credits up to the
 * plan's included scans (credits above that, bought with `credits add`, carry over). Two
 * conditional updates, so concurrent first charges of the month renew once.
 */
export async function renewAllowance(table: Table, account: Account, plan: Plan, at: Date): Promise<void> {
  if (plan.trial) return;
  const period = billingPeriod(at);
  if (account.period === period) return;
  const values = { ':p': period, ':included': plan.includedScans };
  try {
    await table.update({
      Key: accountKey(account.account_id),
      UpdateExpression: 'SET #period = :p, credits = :included',
      ConditionExpression:
        'attribute_exists(pk) AND (attribute_not_exists(#period) OR #period < :p) AND credits < :included',
      ExpressionAttributeNames: { '#period': 'period' },
      ExpressionAttributeValues: values,
    });
    return;
  } catch (err) {
    if (!(err instanceof ConditionFailedError)) throw err;
  }
  try {
    await table.update({
      Key: accountKey(account.account_id),
      UpdateExpression: 'SET #period = :p',
      ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#period) OR #period < :p)',
      ExpressionAttributeNames: { '#period': 'period' },
      ExpressionAttributeValues: { ':p': period },
    });
  } catch (err) {
    if (!(err instanceof ConditionFailedError)) throw err;
  }
}

/**
 * Give a failed scan's credit back, at most once, by the same three-step pattern as the charge:
 * ledger refund_state pending -> account credits + 1 guarded by pending_refunds -> ledger done.
 */
export async function refundScan(table: Table, accountId: string, scanId: string): Promise<boolean> {
  const key = chargeKey(accountId, scanId);
  const charge = await table.get<ChargeItem>(key.pk, key.sk);
  if (!charge || charge.refund_state === 'done') return false;
  if (!charge.refund_state) {
    try {
      await table.update({
        Key: key,
        UpdateExpression: 'SET refund_state = :p',
        ConditionExpression: 'attribute_not_exists(refund_state)',
        ExpressionAttributeValues: { ':p': 'pending' },
      });
    } catch (err) {
      if (!(err instanceof ConditionFailedError)) throw err;
    }
  }
  const restoresCredit = charge.source === 'credits';
  try {
    await table.update({
      Key: accountKey(accountId),
      UpdateExpression: `ADD pending_refunds :sid, spend_usd :minus${restoresCredit ? ', credits :one' : ''}`,
      ConditionExpression: 'NOT contains(pending_refunds, :id)',
      ExpressionAttributeValues: {
        ':sid': new Set([scanId]),
        ':id': scanId,
        ':minus': -charge.cost_usd,
        ...(restoresCredit ? { ':one': 1 } : {}),
      },
    });
  } catch (err) {
    if (!(err instanceof ConditionFailedError)) throw err;
  }
  await table.update({
    Key: key,
    UpdateExpression: 'SET refund_state = :d',
    ExpressionAttributeValues: { ':d': 'done' },
  });
  await table.update({
    Key: accountKey(accountId),
    UpdateExpression: 'DELETE pending_refunds :sid',
    ExpressionAttributeValues: { ':sid': new Set([scanId]) },
  });
  return true;
}
