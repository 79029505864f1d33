import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { APIGatewayProxyResult } from 'aws-lambda';
import { ServiceError } from '../errors.js';
import type { ObjectStore } from '../store/object-store.js';
import { ConditionFailedError, type Table } from '../store/table.js';

/** How long a key remembers its first answer. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;

/** Keys are opaque client strings (a UUID is typical); printable ASCII, 1-255 characters. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** Responses larger than this go to the object store; a DynamoDB item holds at most 400 KB. */
const INLINE_BODY_LIMIT = 300_000;

interface StoredResponse {
  statusCode: number;
  headers: Record<string, string>;
  /** Plain body: records written before answers were sealed (they expire within 24 h). */
  body?: string;
  /** The body sealed under the caller's API key (sealBody); inline or in the object store. */
  sealed?: string;
  body_key?: string;
}

interface IdempotencyItem {
  pk: string;
  sk: 'IDEMPOTENCY';
  request_hash: string;
  state: 'pending' | 'done';
  /** Epoch ms until which a pending request is presumed alive (its Lambda's remaining time). */
  locked_until: number;
  response?: StoredResponse;
  created_at: string;
  expires_at: number;
}

export interface IdempotencyStores {
  table: Table;
  objects: ObjectStore;
}

export interface IdempotencyClaim {
  accountId: string;
  key: string;
  requestHash: string;
  /**
   * The API key of the request, in memory only: the stored answer is sealed with a key derived
   * from it, so the record holds no share-link token or webhook secret a reader of the table or
   * the data folder could use (the table keeps only the API key's hash).
   */
  apiKey: string;
}

/** AES-256-GCM key of one record: HKDF of the API key, salted with the record's own key. */
function answerKey(claim: IdempotencyClaim): Buffer {
  return Buffer.from(
    hkdfSync('sha256', claim.apiKey, itemKey(claim.accountId, claim.key).pk, 'idempotency answer v1', 32),
  );
}

/** `v1.<iv>.<ciphertext+tag>` (base64url). */
export function sealBody(claim: IdempotencyClaim, body: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', answerKey(claim), iv);
  const sealed = Buffer.concat([cipher.update(body, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `v1.${iv.toString('base64url')}.${sealed.toString('base64url')}`;
}

/** The body sealBody sealed, or null when this claim's API key did not seal it. */
export function openBody(claim: IdempotencyClaim, sealed: string): string | null {
  const [version, iv, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !data) return null;
  try {
    const bytes = Buffer.from(data, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', answerKey(claim), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

const itemKey = (accountId: string, key: string) => ({
  pk: `IDEMPOTENCY#${accountId}#${createHash('sha256').update(key).digest('hex')}`,
  sk: 'IDEMPOTENCY' as const,
});

/** What identifies "the same request": method, route and the exact body bytes. */
export function requestHash(method: string, route: string, body: string | null | undefined): string {
  return createHash('sha256')
    .update(`${method} ${route}\n`)
    .update(body ?? '')
    .digest('hex');
}

export function validIdempotencyKey(key: string): string {
  if (!KEY_PATTERN.test(key))
    throw new ServiceError(
      'INVALID_REQUEST',
      'Idempotency-Key must be 1-255 printable ASCII characters without spaces (a UUID works).',
    );
  return key;
}

/**
 * Claim an Idempotency-Key for a request, or find the answer it already has.
 *  - first use: a pending marker is written (put if absent) and the request runs: `{ kind: 'run' }`;
 *  - the request finished before: its stored response is replayed: `{ kind: 'replay' }`;
 *  - same key, different method, route or body: 409 CONFLICT;
 *  - same key still running elsewhere: 409 CONFLICT with Retry-After (the client retries later and
 *    then gets the replay). A marker whose holder died (lock expired) is taken over.
 */
export async function claimIdempotencyKey(
  stores: IdempotencyStores,
  claim: IdempotencyClaim,
  opts: { now: Date; lockMs: number },
): Promise<{ kind: 'run' } | { kind: 'replay'; response: APIGatewayProxyResult }> {
  const key = itemKey(claim.accountId, claim.key);
  const nowMs = opts.now.getTime();
  const fresh: IdempotencyItem = {
    ...key,
    request_hash: claim.requestHash,
    state: 'pending',
    locked_until: nowMs + opts.lockMs,
    created_at: opts.now.toISOString(),
    expires_at: Math.floor(nowMs / 1000) + IDEMPOTENCY_TTL_SECONDS,
  };
  for (let round = 0; round < 2; round += 1) {
    try {
      await stores.table.put(fresh, { ifAbsent: true });
      return { kind: 'run' };
    } catch (err) {
      if (!(err instanceof ConditionFailedError)) throw err;
    }
    const seen = await stores.table.get<IdempotencyItem>(key.pk, key.sk);
    if (!seen) continue;
    const expired = seen.expires_at * 1000 <= nowMs;
    const abandoned = seen.state === 'pending' && seen.locked_until <= nowMs;
    if (!expired && seen.request_hash !== claim.requestHash) {
      throw new ServiceError(
        'CONFLICT',
        'This Idempotency-Key was used with a different request (method, path or body). Use a new key for a new request.',
      );
    }
    if (expired || abandoned) {
      try {
        // Take over only the marker we looked at: a concurrent taker changes locked_until first.
        await stores.table.update({
          Key: key,
          UpdateExpression:
            'SET request_hash = :h, #state = :pending, locked_until = :lock, created_at = :c, expires_at = :e REMOVE #response',
          ConditionExpression: 'locked_until = :seen',
          ExpressionAttributeNames: { '#state': 'state', '#response': 'response' },
          ExpressionAttributeValues: {
            ':h': fresh.request_hash,
            ':pending': 'pending',
            ':lock': fresh.locked_until,
            ':c': fresh.created_at,
            ':e': fresh.expires_at,
            ':seen': seen.locked_until,
          },
        });
        return { kind: 'run' };
      } catch (err) {
        if (!(err instanceof ConditionFailedError)) throw err;
        continue;
      }
    }
    if (seen.state === 'done' && seen.response) {
      return { kind: 'replay', response: await loadResponse(stores, seen.response, claim) };
    }
    const wait = Math.max(1, Math.ceil((seen.locked_until - nowMs) / 1000));
    throw new ServiceError(
      'CONFLICT',
      'A request with this Idempotency-Key is still in progress. Retry later to receive its answer.',
      { headers: { 'Retry-After': String(Math.min(wait, 5)) } },
    );
  }
  throw new ServiceError('CONFLICT', 'This Idempotency-Key is contended; retry in a moment.', {
    headers: { 'Retry-After': '1' },
  });
}

async function loadResponse(
  stores: IdempotencyStores,
  stored: StoredResponse,
  claim: IdempotencyClaim,
): Promise<APIGatewayProxyResult> {
  let body = stored.body;
  let sealed = stored.sealed;
  if (body === undefined && sealed === undefined && stored.body_key) {
    const saved = await stores.objects.getJson<{ body?: string; sealed?: string }>(stored.body_key);
    body = saved?.body;
    sealed = saved?.sealed;
  }
  if (body === undefined && sealed !== undefined) {
    const opened = openBody(claim, sealed);
    if (opened === null)
      throw new ServiceError(
        'CONFLICT',
        'This Idempotency-Key was used with another API key of the account; its answer is kept for that key only. Use a new Idempotency-Key.',
      );
    body = opened;
  }
  if (body === undefined)
    throw new ServiceError('INTERNAL_ERROR', 'The stored answer of this Idempotency-Key is missing.');
  return {
    statusCode: stored.statusCode,
    headers: { ...stored.headers, 'Idempotent-Replayed': 'true' },
    body,
  };
}

/** Is this answer final? 5xx and 429 are not: the client is told to retry those, so the retry runs again. */
export function isFinalAnswer(statusCode: number): boolean {
  return statusCode < 500 && statusCode !== 429;
}

/** Store the answer of a claimed key, or release the claim when the answer is not final. */
export async function settleIdempotencyKey(
  stores: IdempotencyStores,
  claim: IdempotencyClaim,
  response: APIGatewayProxyResult,
): Promise<void> {
  const key = itemKey(claim.accountId, claim.key);
  if (!isFinalAnswer(response.statusCode)) {
    await stores.table.delete(key.pk, key.sk);
    return;
  }
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(response.headers ?? {})) {
    // Rate-limit headers describe the first request's moment, not the replay's.
    if (!/^ratelimit|^retry-after$/i.test(k)) headers[k] = String(v);
  }
  const stored: StoredResponse = { statusCode: response.statusCode, headers };
  const sealed = sealBody(claim, response.body);
  if (Buffer.byteLength(sealed) <= INLINE_BODY_LIMIT) stored.sealed = sealed;
  else {
    stored.body_key = `idempotency/${key.pk.split('#').slice(1).join('/')}.json`;
    await stores.objects.putJson(stored.body_key, { sealed });
  }
  await stores.table.update({
    Key: key,
    UpdateExpression: 'SET #state = :done, #response = :response',
    ExpressionAttributeNames: { '#state': 'state', '#response': 'response' },
    ExpressionAttributeValues: { ':done': 'done', ':response': stored },
  });
}
