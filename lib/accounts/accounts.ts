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
  await listKey(table, accountId, item);
}

/**
 * The account's list of its keys: one `APIKEY#<key id>` item per key under the account, beside the
 * `KEY#<hash>` item authentication reads. The key id is derived from the hash, so a key issued
 * before the list existed is added by `ensureKeyListed` the first time its owner looks.
 */
export interface ListedKey {
  pk: string;
  sk: string;
  key_id: string;
  key_hash: string;
  masked: string;
  created_at: string;
  revoked_at?: string;
}

/** What the API shows of a key: never the key, never its hash. */
export interface PublicKey {
  key_id: string;
  masked: string;
  created_at: string;
  revoked_at: string | null;
}

/** A key's public id: `key_` and the first 16 hex digits of its SHA-256 (the key has 256 bits; this names, it does not reveal). */
export const keyIdOf = (hash: string) => `key_${hash.slice(0, 16)}`;
export const KEY_ID_PATTERN = /^key_[0-9a-f]{16}$/;
const listedKeyKey = (accountId: string, keyId: string) => ({
  pk: `ACCOUNT#${accountId}`,
  sk: `APIKEY#${keyId}`,
});

async function listKey(table: Table, accountId: string, item: KeyItem): Promise<void> {
  const hash = item.pk.slice('KEY#'.length);
  const listed: ListedKey = {
    ...listedKeyKey(accountId, keyIdOf(hash)),
    key_id: keyIdOf(hash),
    key_hash: hash,
    masked: item.masked,
    created_at: item.created_at,
    ...(item.revoked_at ? { revoked_at: item.revoked_at } : {}),
  };
  try {
    await table.put(listed, { ifAbsent: true });
  } catch (err) {
    if (!(err instanceof ConditionFailedError)) throw err;
  }
}

/** Lists the key with this hash under its account if it is not listed yet (keys issued before the list). */
export async function ensureKeyListed(table: Table, keyHash: string): Promise<void> {
  const item = await table.get<KeyItem>(keyKey(keyHash).pk, 'KEY');
  if (item) await listKey(table, item.account_id, item);
}

export function toPublicKey(k: ListedKey): PublicKey {
  return { key_id: k.key_id, masked: k.masked, created_at: k.created_at, revoked_at: k.revoked_at ?? null };
}

/** The account's keys, oldest first, revoked ones included. */
export async function listKeys(table: Table, accountId: string): Promise<ListedKey[]> {
  const items: ListedKey[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await table.query<ListedKey>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :k)',
      ExpressionAttributeValues: { ':pk': `ACCOUNT#${accountId}`, ':k': 'APIKEY#' },
      ExclusiveStartKey: startKey,
    });
    items.push(...page.items);
    startKey = page.lastKey;
  } while (startKey);
  return items.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.key_id.localeCompare(b.key_id));
}

/** Most keys an account may hold unrevoked at once: enough to rotate, not a key per request. */
export const MAX_ACTIVE_KEYS = 10;

/** A new key for the account, returned once (only its hash is stored). */
export async function issueNewKey(
  table: Table,
  accountId: string,
  now: Date,
): Promise<PublicKey & { api_key: string }> {
  const active = (await listKeys(table, accountId)).filter((k) => !k.revoked_at).length;
  if (active >= MAX_ACTIVE_KEYS)
    throw new ServiceError(
      'CONFLICT',
      `The account already has ${MAX_ACTIVE_KEYS} active keys; revoke one before issuing another.`,
    );
  const apiKey = generateApiKey();
  await issueKey(table, accountId, apiKey, now.toISOString());
  const hash = hashApiKey(apiKey);
  return {
    key_id: keyIdOf(hash),
    masked: maskApiKey(apiKey),
    created_at: now.toISOString(),
    revoked_at: null,
    api_key: apiKey,
  };
}

/** Revokes one of the account's keys by id; 404 for an id that is not one of its keys. */
export async function revokeKeyById(
  table: Table,
  accountId: string,
  keyId: string,
  now: Date,
): Promise<PublicKey> {
  const missing = () => new ServiceError('NOT_FOUND', `No API key ${keyId.slice(0, 40)} on this account.`);
  if (!KEY_ID_PATTERN.test(keyId)) throw missing();
  const listed = await table.get<ListedKey>(
    listedKeyKey(accountId, keyId).pk,
    listedKeyKey(accountId, keyId).sk,
  );
  if (!listed) throw missing();
  const at = listed.revoked_at ?? now.toISOString();
  // The KEY item first: that is the one authentication reads, so the key stops working here.
  await table.update({
    Key: keyKey(listed.key_hash),
    UpdateExpression: 'SET revoked_at = if_not_exists(revoked_at, :now)',
    ConditionExpression: 'attribute_exists(pk) AND account_id = :account',
    ExpressionAttributeValues: { ':now': at, ':account': accountId },
  });
  const updated = await table.update<ListedKey>({
    Key: listedKeyKey(accountId, keyId),
    UpdateExpression: 'SET revoked_at = if_not_exists(revoked_at, :now)',
    ExpressionAttributeValues: { ':now': at },
  });
  return toPublicKey(updated);
}

/** Whether the key with this hash is still valid (exists and not revoked). */
export async function keyIsActive(table: Table, keyHash: string): Promise<boolean> {
  const key = await table.get<KeyItem>(keyKey(keyHash).pk, 'KEY', false);
  return !!key && !key.revoked_at;
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
      await table.delete(
        listedKeyKey(existing.account_id, keyIdOf(hashApiKey(apiKey))).pk,
        listedKeyKey(existing.account_id, keyIdOf(hashApiKey(apiKey))).sk,
      );
    }
    await listKey(table, existing.account_id, { ...existing, revoked_at: undefined });
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
  let key: KeyItem;
  try {
    key = await table.update<KeyItem>({
      Key: keyKey(hashApiKey(apiKey)),
      UpdateExpression: 'SET revoked_at = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':now': now.toISOString() },
    });
  } catch (err) {
    if (err instanceof ConditionFailedError) return false;
    throw err;
  }
  // The account's list shows it revoked too (a key issued before the list has no entry there).
  try {
    await table.update({
      Key: listedKeyKey(key.account_id, keyIdOf(hashApiKey(apiKey))),
      UpdateExpression: 'SET revoked_at = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':now': now.toISOString() },
    });
  } catch (err) {
    if (!(err instanceof ConditionFailedError)) throw err;
  }
  return true;
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
