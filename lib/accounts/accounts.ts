import { randomUUID } from 'node:crypto';
import { ServiceError } from '../errors.js';
import { ConditionFailedError, type Table } from '../store/table.js';
import { generateApiKey, hashApiKey, isWellFormedKey, maskApiKey } from './api-keys.js';
import { PLANS, billingPeriod, type PlanId } from './plans.js';

export interface Account {
  pk: string;
  sk: 'ACCOUNT';
  account_id: string;
  plan: PlanId;
  created_at: string;
  /** Scans the account can still run without overage: trial scans, or the month's allowance plus purchased credits. */
  credits: number;
  /** Paid plans only: single-page scans beyond the credits are billed at the overage price. */
  overage_enabled: boolean;
  scans_total: number;
  spend_usd: number;
  /** Paid plans: the UTC month (YYYY-MM) whose allowance `credits` holds; a charge in a later month tops it up. */
  period?: string;
  /** Operator overrides of the plan's limits (enterprise "dedicated limits"). */
  requests_per_minute?: number;
  concurrent_requests?: number;
  /** Scan ids whose charge or refund is in flight (see billing.ts). */
  pending_charges?: Set<string>;
  pending_refunds?: Set<string>;
}

interface KeyItem {
  pk: string;
  sk: 'KEY';
  account_id: string;
  masked: string;
  created_at: string;
  revoked_at?: string;
}

export const accountKey = (id: string) => ({ pk: `ACCOUNT#${id}`, sk: 'ACCOUNT' as const });
const keyKey = (hash: string) => ({ pk: `KEY#${hash}`, sk: 'KEY' as const });

export function newAccountId(): string {
  return `acct_${randomUUID().replace(/-/g, '').slice(0, 20)}`;
}

/** Create an account on a plan with one API key; the key is returned once and stored hashed. */
export async function createAccount(
  table: Table,
  opts: { plan: PlanId; apiKey?: string; now?: Date },
): Promise<{ account_id: string; api_key: string; plan: PlanId }> {
  const now = (opts.now ?? new Date()).toISOString();
  const plan = PLANS[opts.plan];
  const account: Account = {
    ...accountKey(newAccountId()),
    account_id: '',
    plan: plan.id,
    created_at: now,
    credits: plan.includedScans,
    overage_enabled: !plan.trial,
    scans_total: 0,
    spend_usd: 0,
    ...(plan.trial ? {} : { period: billingPeriod(new Date(now)) }),
  };
  account.account_id = account.pk.slice('ACCOUNT#'.length);
  await table.put(account, { ifAbsent: true });
  const apiKey = opts.apiKey ?? generateApiKey();
  await issueKey(table, account.account_id, apiKey, now);
  return { account_id: account.account_id, api_key: apiKey, plan: plan.id };
}

export async function issueKey(
  table: Table,
  accountId: string,
  apiKey: string,
  now = new Date().toISOString(),
): Promise<void> {
  if (!isWellFormedKey(apiKey))
    throw new ServiceError(
      'INVALID_REQUEST',
      'API keys look like service_live_ followed by 6-128 letters, digits, - or _.',
    );
  const item: KeyItem = {
    ...keyKey(hashApiKey(apiKey)),
    account_id: accountId,
    masked: maskApiKey(apiKey),
    created_at: now,
  };
  try {
    await table.put(item, { ifAbsent: true });
  } catch (err) {
    if (err instanceof ConditionFailedError)
      throw new ServiceError('CONFLICT', 'That API key is already issued.');
    throw err;
  }
}

/** Make sure an account with this key exists (SEED_API_KEY); returns its id and whether it was created. */
export async function ensureAccountWithKey(
  table: Table,
  apiKey: string,
  plan: PlanId,
): Promise<{ account_id: string; created: boolean }> {
  const existing = await table.get<KeyItem>(keyKey(hashApiKey(apiKey)).pk, 'KEY');
  if (existing) {
    if (existing.revoked_at) {
      await table.update({ Key: keyKey(hashApiKey(apiKey)), UpdateExpression: 'REMOVE revoked_at' });
    }
    return { account_id: existing.account_id, created: false };
  }
  const created = await createAccount(table, { plan, apiKey });
  return { account_id: created.account_id, created: true };
}

/** The account behind a bearer key, or null when the key is unknown or revoked. */
export async function accountForKey(table: Table, apiKey: string): Promise<Account | null> {
  if (!isWellFormedKey(apiKey)) return null;
  // The lookup is by hash, so no stored secret is ever compared character by character.
  const key = await table.get<KeyItem>(keyKey(hashApiKey(apiKey)).pk, 'KEY', false);
  if (!key || key.revoked_at) return null;
  return getAccount(table, key.account_id);
}

export async function getAccount(table: Table, accountId: string): Promise<Account | null> {
  return table.get<Account>(accountKey(accountId).pk, 'ACCOUNT');
}

export async function revokeKey(table: Table, apiKey: string, now = new Date()): Promise<boolean> {
  try {
    await table.update({
      Key: keyKey(hashApiKey(apiKey)),
      UpdateExpression: 'SET revoked_at = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':now': now.toISOString() },
    });
    return true;
  } catch (err) {
    if (err instanceof ConditionFailedError) return false;
    throw err;
  }
}

export async function addCredits(table: Table, accountId: string, credits: number): Promise<Account> {
  if (!Number.isInteger(credits) || credits <= 0)
    throw new ServiceError('INVALID_REQUEST', 'credits must be a positive integer');
  try {
    return await table.update<Account>({
      Key: accountKey(accountId),
      UpdateExpression: 'ADD credits :n',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':n': credits },
    });
  } catch (err) {
    if (err instanceof ConditionFailedError) throw new ServiceError('NOT_FOUND', `No account ${accountId}.`);
    throw err;
  }
}

/** Operator settings of an account: overage billing on or off, and dedicated limits. */
export async function updateAccountSettings(
  table: Table,
  accountId: string,
  settings: { overage_enabled?: boolean; requests_per_minute?: number; concurrent_requests?: number },
): Promise<Account> {
  const sets: string[] = [];
  const values: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(settings)) {
    if (v === undefined) continue;
    if (typeof v === 'number' && (!Number.isInteger(v) || v < 1))
      throw new ServiceError('INVALID_REQUEST', `${k} must be a positive integer`);
    sets.push(`${k} = :${k}`);
    values[`:${k}`] = v;
  }
  if (!sets.length) throw new ServiceError('INVALID_REQUEST', 'name at least one setting to change');
  try {
    return await table.update<Account>({
      Key: accountKey(accountId),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: values,
    });
  } catch (err) {
    if (err instanceof ConditionFailedError) throw new ServiceError('NOT_FOUND', `No account ${accountId}.`);
    throw err;
  }
}
