import { randomBytes } from 'node:crypto';
import { ServiceError } from '../errors.js';
import { ConditionFailedError, type Table } from '../store/table.js';

/** Length of a per-minute window. */
export const WINDOW_SECONDS = 60;

/** What a client learns about its per-minute budget (IETF RateLimit header fields). */
export interface MinuteBudget {
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  reset: number;
}

/** The RateLimit header fields of draft-ietf-httpapi-ratelimit-headers for a per-minute budget. */
export function rateLimitHeaders(budget: MinuteBudget): Record<string, string> {
  return {
    'RateLimit-Limit': String(budget.limit),
    'RateLimit-Remaining': String(Math.max(0, budget.remaining)),
    'RateLimit-Reset': String(budget.reset),
    'RateLimit-Policy': `${budget.limit};w=${WINDOW_SECONDS}`,
  };
}

/**
 * Count one request against the subject's fixed one-minute window, with one conditional update:
 * the counter item of the current minute is incremented only while it is below the limit, so
 * concurrent requests on any number of Lambda instances never overshoot. Old windows expire by TTL.
 * Throws 429 RATE_LIMITED with Retry-After and the RateLimit headers when the window is full.
 *
 * @example const budget = await takeMinuteToken(table, 'acct_1', 60, new Date());
 */
export async function takeMinuteToken(
  table: Table,
  subject: string,
  limit: number,
  now: Date,
): Promise<MinuteBudget> {
  const nowSeconds = now.getTime() / 1000;
  const windowStart = Math.floor(nowSeconds / WINDOW_SECONDS) * WINDOW_SECONDS;
  const reset = Math.max(1, Math.ceil(windowStart + WINDOW_SECONDS - nowSeconds));
  try {
    const item = await table.update<{ count: number }>({
      Key: { pk: `RATE#${subject}#${windowStart}`, sk: 'RATE' },
      UpdateExpression: 'ADD #count :one SET expires_at = :expires',
      ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':expires': windowStart + 2 * WINDOW_SECONDS },
    });
    return { limit, remaining: limit - item.count, reset };
  } catch (err) {
    if (!(err instanceof ConditionFailedError)) throw err;
    throw new ServiceError(
      'RATE_LIMITED',
      `This plan allows ${limit} requests per minute; retry in ${reset} s.`,
      { headers: { 'Retry-After': String(reset), ...rateLimitHeaders({ limit, remaining: 0, reset }) } },
    );
  }
}

/** Seconds a client should wait when every concurrency slot is busy. */
export const CONCURRENCY_RETRY_AFTER_SECONDS = 1;

export interface ConcurrencySlot {
  release(): Promise<void>;
}

/**
 * Hold one of `max` concurrent slots of a key for the length of a request. Slots are lease tokens
 * `<expiry ms>.<random>` in a string set: taking one is a conditional ADD (set size below max),
 * giving it back a DELETE. A request that crashed never releases its token; the token carries its
 * own expiry (the longest the request could still run), and a full set is swept of expired tokens
 * before the request is refused, so a crash costs a slot only until its Lambda would have timed out.
 */
export async function acquireConcurrencySlot(
  table: Table,
  subject: string,
  opts: { max: number; now: Date; leaseMs: number },
): Promise<ConcurrencySlot> {
  const key = { pk: `CONCURRENCY#${subject}`, sk: 'CONCURRENCY' };
  const expiresMs = opts.now.getTime() + opts.leaseMs;
  const token = `${expiresMs}.${randomBytes(6).toString('hex')}`;
  const take = () =>
    table.update({
      Key: key,
      UpdateExpression: 'ADD leases :token SET expires_at = :expires',
      ConditionExpression: 'attribute_not_exists(leases) OR size(leases) < :max',
      ExpressionAttributeValues: {
        ':token': new Set([token]),
        ':max': opts.max,
        ':expires': Math.ceil(expiresMs / 1000) + 60,
      },
    });
  const slot: ConcurrencySlot = {
    release: async () => {
      await table.update({
        Key: key,
        UpdateExpression: 'DELETE leases :token',
        ExpressionAttributeValues: { ':token': new Set([token]) },
      });
    },
  };
  // A few rounds: parallel requests sweep the same expired tokens and race for the freed room.
  for (let round = 0; round < 4; round += 1) {
    try {
      await take();
      return slot;
    } catch (err) {
      if (!(err instanceof ConditionFailedError)) throw err;
    }
    const held = [...((await table.get<{ leases?: Set<string> }>(key.pk, key.sk))?.leases ?? [])];
    const expired = held.filter((t) => Number(t.split('.')[0]) <= opts.now.getTime());
    if (expired.length) {
      await table.update({
        Key: key,
        UpdateExpression: 'DELETE leases :expired',
        ExpressionAttributeValues: { ':expired': new Set(expired) },
      });
    }
    if (held.length - expired.length >= opts.max) break;
  }
  throw new ServiceError(
    'RATE_LIMITED',
    `This API key already has ${opts.max} requests running; retry when one finishes.`,
    { headers: { 'Retry-After': String(CONCURRENCY_RETRY_AFTER_SECONDS) } },
  );
}
