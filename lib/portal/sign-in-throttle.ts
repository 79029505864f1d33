import { createHash } from 'node:crypto';
import type { Table } from '../store/table.js';

/**
 * Sign-in throttling of the portal. Failed attempts are counted per client (the caller's address)
 * and per key tried (its SHA-256, whether or not such a key exists); after FREE_FAILURES, each
 * further attempt of that client or key must wait 2^(failures - FREE_FAILURES) seconds after the
 * last failure, at most MAX_WAIT_SECONDS. Counters live WINDOW_SECONDS after their last failure
 * (the table's TTL attribute, expires_at). A success clears the key's counter, never the client's:
 * one valid key of their own must not let a client reset its guessing budget.
 */
export const FREE_FAILURES = 5;
export const MAX_WAIT_SECONDS = 15 * 60;
const WINDOW_SECONDS = 60 * 60;

interface Counter {
  failures?: number;
  last_failure_ms?: number;
  expires_at?: number;
}

const counterKey = (kind: 'client' | 'key', id: string) => ({
  pk: `SIGNIN#${kind}#${createHash('sha256').update(id, 'utf8').digest('hex')}`,
  sk: 'SIGNIN',
});

export interface SignInAttempt {
  /** The caller's address (API Gateway's sourceIp, the socket's on the embedded server). */
  client: string;
  /** The API key as typed. */
  key: string;
}

function waitOf(counter: Counter | null, nowMs: number): number {
  const failures = counter?.failures ?? 0;
  if (failures < FREE_FAILURES || !counter?.last_failure_ms) return 0;
  const backoff = Math.min(MAX_WAIT_SECONDS, 2 ** (failures - FREE_FAILURES)) * 1000;
  return Math.max(0, Math.ceil((counter.last_failure_ms + backoff - nowMs) / 1000));
}

/** Seconds the attempt must still wait (0: it may go ahead). */
export async function signInWait(table: Table, attempt: SignInAttempt, now: Date): Promise<number> {
  const [client, key] = await Promise.all([
    table.get<Counter>(counterKey('client', attempt.client).pk, 'SIGNIN'),
    table.get<Counter>(counterKey('key', attempt.key).pk, 'SIGNIN'),
  ]);
  return Math.max(waitOf(client, now.getTime()), waitOf(key, now.getTime()));
}

/** Counts a failed attempt against its client and its key. */
export async function recordSignInFailure(table: Table, attempt: SignInAttempt, now: Date): Promise<void> {
  const values = {
    ':one': 1,
    ':now': now.getTime(),
    ':expires': Math.floor(now.getTime() / 1000) + WINDOW_SECONDS,
  };
  await Promise.all(
    [counterKey('client', attempt.client), counterKey('key', attempt.key)].map((Key) =>
      table.update({
        Key,
        UpdateExpression: 'ADD failures :one SET last_failure_ms = :now, expires_at = :expires',
        ExpressionAttributeValues: values,
      }),
    ),
  );
}

/** A successful sign-in clears its key's counter. */
export async function clearKeyFailures(table: Table, key: string): Promise<void> {
  const k = counterKey('key', key);
  await table.delete(k.pk, k.sk);
}
