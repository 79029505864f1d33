import { randomBytes } from 'node:crypto';
import { ServiceError } from '../errors.js';
import type { SecretBox } from '../runtime/secret-box.js';
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
  /**
   * The signing secret, sealed (SecretBox: KMS on AWS, the local key file on the embedded
   * runtime); returned in clear to the client once, at registration.
   */
  secret_sealed?: string;
  /** The secret in clear: endpoints registered before secrets were sealed, until read once. */
  secret?: string;
}

/** What a secret is sealed with: it opens only on the record it was made for. */
const endpointContext = (accountId: string, id: string) => ({
  purpose: 'webhook-secret',
  account_id: accountId,
  endpoint: id,
});

/** What the API shows of an endpoint (never the secret after registration). */
export type PublicEndpoint = Pick<WebhookEndpoint, 'id' | 'url' | 'events' | 'description' | 'created_at'>;

const endpointKey = (accountId: string, id: string) => ({ pk: `ACCOUNT#${accountId}`, sk: `WEBHOOK#${id}` });

export function toPublic(e: WebhookEndpoint): PublicEndpoint {
  return { id: e.id, url: e.url, events: e.events, description: e.description, created_at: e.created_at };
}

export async function createEndpoint(
  stores: { table: Table; secrets: SecretBox },
  accountId: string,
  input: { url: string; events?: WebhookEvent[]; description?: string | null },
  now = new Date(),
): Promise<PublicEndpoint & { secret: string }> {
  const { table } = stores;
  const id = `wh_${randomBytes(12).toString('hex')}`;
  const secret = generateWebhookSecret();
  const endpoint: WebhookEndpoint = {
    ...endpointKey(accountId, id),
    id,
    account_id: accountId,
    url: input.url,
    events: input.events && input.events.length ? [...new Set(input.events)] : [...WEBHOOK_EVENTS],
    description: input.description ?? null,
    created_at: now.toISOString(),
    secret_sealed: await stores.secrets.seal(secret, endpointContext(accountId, id)),
  };
  await table.put(endpoint, { ifAbsent: true });
  return { ...toPublic(endpoint), secret };
}

/**
 * The signing secret of an endpoint record, opened; a record from before sealing is sealed now
 * (its clear value removed) and its secret returned.
 */
export async function endpointSecret(
  stores: { table: Table; secrets: SecretBox },
  endpoint: Pick<WebhookEndpoint, 'pk' | 'sk' | 'id' | 'account_id' | 'secret' | 'secret_sealed'>,
): Promise<string> {
  const context = endpointContext(endpoint.account_id, endpoint.id);
  if (endpoint.secret_sealed) return stores.secrets.open(endpoint.secret_sealed, context);
  if (!endpoint.secret) throw new Error(`webhook endpoint ${endpoint.id} has no secret`);
  await stores.table
    .update({
      Key: { pk: endpoint.pk, sk: endpoint.sk },
      UpdateExpression: 'SET secret_sealed = :s REMOVE secret',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':s': await stores.secrets.seal(endpoint.secret, context) },
    })
    .catch(() => undefined);
  return endpoint.secret;
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

/** The account's default secret, which signs deliveries to a request's own webhook_url (sealed at rest). */
export async function accountWebhookSecret(
  stores: { table: Table; secrets: SecretBox },
  accountId: string,
): Promise<string> {
  const { table, secrets } = stores;
  const key = { pk: `ACCOUNT#${accountId}`, sk: 'WEBHOOK_SECRET' };
  const context = { purpose: 'webhook-secret', account_id: accountId, endpoint: 'account' };
  type Item = { secret_sealed?: string; secret?: string };
  const read = async (item: Item): Promise<string> => {
    if (item.secret_sealed) return secrets.open(item.secret_sealed, context);
    // A secret from before sealing: sealed now, the clear value removed.
    const clear = item.secret ?? '';
    await table
      .update({
        Key: key,
        UpdateExpression: 'SET secret_sealed = :s REMOVE secret',
        ExpressionAttributeValues: { ':s': await secrets.seal(clear, context) },
      })
      .catch(() => undefined);
    return clear;
  };
  const existing = await table.get<Item>(key.pk, key.sk);
  if (existing) return read(existing);
  const secret = generateWebhookSecret();
  try {
    await table.put({ ...key, secret_sealed: await secrets.seal(secret, context) }, { ifAbsent: true });
    return secret;
  } catch (err) {
    if (!(err instanceof ConditionFailedError)) throw err;
    return read((await table.get<Item>(key.pk, key.sk))!);
  }
}
