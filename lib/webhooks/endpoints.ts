import { randomBytes } from 'node:crypto';
import { ServiceError } from '../errors.js';
import { ConditionFailedError, type Table } from '../store/table.js';
import { generateWebhookSecret } from './signing.js';

export const WEBHOOK_EVENTS = ['scan.completed', 'scan.failed', 'batch.completed'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** What a delivery carries: a subscribed event, or the test event an owner sends on demand (never subscribed to). */
export type DeliveredEvent = WebhookEvent | 'webhook.test';

export interface WebhookEndpoint {
  pk: string;
  sk: string;
  id: string;
  account_id: string;
  url: string;
  events: WebhookEvent[];
  description: string | null;
  created_at: string;
  /** Kept to sign deliveries; returned to the client once, at registration. */
  secret: string;
}

/** What the API shows of an endpoint (never the secret after registration). */
export type PublicEndpoint = Pick<WebhookEndpoint, 'id' | 'url' | 'events' | 'description' | 'created_at'>;

const endpointKey = (accountId: string, id: string) => ({ pk: `ACCOUNT#${accountId}`, sk: `WEBHOOK#${id}` });

export function toPublic(e: WebhookEndpoint): PublicEndpoint {
  return { id: e.id, url: e.url, events: e.events, description: e.description, created_at: e.created_at };
}

export async function createEndpoint(
  table: Table,
  accountId: string,
  input: { url: string; events?: WebhookEvent[]; description?: string | null },
  now = new Date(),
): Promise<PublicEndpoint & { secret: string }> {
  const id = `wh_${randomBytes(12).toString('hex')}`;
  const endpoint: WebhookEndpoint = {
    ...endpointKey(accountId, id),
    id,
    account_id: accountId,
    url: input.url,
    events: input.events && input.events.length ? [...new Set(input.events)] : [...WEBHOOK_EVENTS],
    description: input.description ?? null,
    created_at: now.toISOString(),
    secret: generateWebhookSecret(),
  };
  await table.put(endpoint, { ifAbsent: true });
  return { ...toPublic(endpoint), secret: endpoint.secret };
}

/** One of the account's endpoints, or 404 NOT_FOUND. */
export async function getEndpoint(table: Table, accountId: string, id: string): Promise<WebhookEndpoint> {
  const found = /^wh_[0-9a-f]{24}$/.test(id)
    ? await table.get<WebhookEndpoint>(endpointKey(accountId, id).pk, endpointKey(accountId, id).sk)
    : null;
  if (!found || (found as { deleted?: boolean }).deleted)
    throw new ServiceError('NOT_FOUND', `No webhook endpoint ${id.slice(0, 40)} on this account.`);
  return found;
}

export async function listEndpoints(table: Table, accountId: string): Promise<WebhookEndpoint[]> {
  const res = await table.query<WebhookEndpoint>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :wh)',
    ExpressionAttributeValues: { ':pk': `ACCOUNT#${accountId}`, ':wh': 'WEBHOOK#' },
  });
  return res.items.sort((a, b) => a.created_at.localeCompare(b.created_at));
}

export async function deleteEndpoint(table: Table, accountId: string, id: string): Promise<void> {
  try {
    await table.update({
      Key: endpointKey(accountId, id),
      UpdateExpression: 'SET deleted = :t',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':t': true },
    });
  } catch (err) {
    if (err instanceof ConditionFailedError)
      throw new ServiceError('NOT_FOUND', `No webhook endpoint ${id} on this account.`);
    throw err;
  }
  await table.delete(endpointKey(accountId, id).pk, endpointKey(accountId, id).sk);
}

/** The account's default secret, which signs deliveries to a request's own webhook_url. */
export async function accountWebhookSecret(table: Table, accountId: string): Promise<string> {
  const key = { pk: `ACCOUNT#${accountId}`, sk: 'WEBHOOK_SECRET' };
  const existing = await table.get<{ secret: string }>(key.pk, key.sk);
  if (existing) return existing.secret;
  const secret = generateWebhookSecret();
  try {
    await table.put({ ...key, secret }, { ifAbsent: true });
    return secret;
  } catch (err) {
    if (!(err instanceof ConditionFailedError)) throw err;
    return (await table.get<{ secret: string }>(key.pk, key.sk))!.secret;
  }
}
