import { OutboundRequestError, guardedRequest } from '../net/guarded-request.js';
import type { Services } from '../runtime/services.js';
import { ConditionFailedError } from '../store/table.js';
import {
  attemptsStarted,
  deliveryKey,
  type DeliveryAttempt,
  type DeliveryRecord,
  type DeliveryState,
} from './delivery-records.js';
import { accountWebhookSecret, endpointSecret, type WebhookEndpoint } from './endpoints.js';
import { delayAfterAttempt, retrySchedule } from './schedule.js';
import { deliveryHeaders } from './signing.js';

/** SPEC 6.2 Profile B: success is a 2xx answer within 10 seconds. */
export const DELIVERY_TIMEOUT_MS = 10_000;

async function secretFor(svc: Services, record: DeliveryRecord): Promise<string | null> {
  if (record.signer === 'account') return accountWebhookSecret(svc, record.account_id);
  const endpoint = await svc.table.get<WebhookEndpoint>(
    `ACCOUNT#${record.account_id}`,
    `WEBHOOK#${record.signer}`,
  );
  return endpoint ? endpointSecret(svc, endpoint) : null;
}

async function setStatus(svc: Services, deliveryId: string, status: DeliveryRecord['status']): Promise<void> {
  await svc.table.update({
    Key: deliveryKey(deliveryId),
    UpdateExpression: 'SET #s = :s',
    ExpressionAttributeNames: { '#s': 'status' },
    ExpressionAttributeValues: { ':s': status },
  });
}

/** The error an attempt gets in the history when its process died before the answer was recorded. */
export const INTERRUPTED_ATTEMPT =
  'interrupted: the delivering process stopped before the answer was recorded (the receiver may have got it)';

/**
 * Hand out the next attempt number and write it down before anything is sent: a process killed
 * while the POST is on its way leaves `in_flight` behind, and the next attempt records that one as
 * interrupted and takes the number after it. A conditional write on the counter makes two
 * concurrent attempts (a retried state racing a slow one) take different numbers. Returns null
 * when the record is gone or was delivered meanwhile.
 */
async function reserveAttempt(
  svc: Services,
  first: DeliveryRecord,
  now: Date,
): Promise<{ record: DeliveryRecord; attempt: number } | null> {
  let record: DeliveryRecord | null = first;
  for (let tries = 0; tries < 5 && record && record.status !== 'delivered'; tries++) {
    const started = attemptsStarted(record);
    const lost: DeliveryAttempt[] = record.in_flight
      ? [{ ...record.in_flight, status: null, latency_ms: 0, error: INTERRUPTED_ATTEMPT }]
      : [];
    const unchanged =
      record.attempts_started === undefined
        ? 'attribute_not_exists(attempts_started)'
        : 'attempts_started = :prev';
    try {
      const updated = await svc.table.update<DeliveryRecord>({
        Key: deliveryKey(record.delivery_id),
        UpdateExpression:
          'SET attempts_started = :n, in_flight = :f, attempts = list_append(attempts, :lost)',
        ConditionExpression: `attribute_exists(pk) AND #s <> :delivered AND ${unchanged}`,
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: {
          ':n': started + 1,
          ':f': { attempt: started + 1, at: now.toISOString() },
          ':lost': lost,
          ':delivered': 'delivered',
          ...(record.attempts_started === undefined ? {} : { ':prev': record.attempts_started }),
        },
      });
      return { record: updated, attempt: started + 1 };
    } catch (err) {
      if (!(err instanceof ConditionFailedError)) throw err;
      record = await svc.table.get<DeliveryRecord>(deliveryKey(first.delivery_id).pk, 'DELIVERY');
    }
  }
  if (!record || record.status === 'delivered') return null;
  throw new Error(`delivery ${first.delivery_id}: could not reserve an attempt number (concurrent attempts)`);
}

/** The receiver's answer to one POST: a status, or why none arrived. */
async function post(
  svc: Services,
  record: DeliveryRecord,
  headers: Record<string, string>,
): Promise<{ status: number | null; error: string | null }> {
  let headStatus: number | null = null;
  try {
    const res = await guardedRequest(record.url, {
      allowPrivate: svc.config.allowPrivateTargets,
      method: 'POST',
      headers,
      body: record.body,
      timeoutMs: DELIVERY_TIMEOUT_MS,
      maxBytes: 64 * 1024,
      followRedirects: false,
      onResponseHead: (head) => {
        headStatus = head.status;
      },
    });
    const status = res.status;
    if (status >= 200 && status <= 299) return { status, error: null };
    if (status >= 300 && status <= 399) return { status, error: `redirect ${status} not followed` };
    return { status, error: `HTTP ${status}` };
  } catch (err) {
    const status = headStatus as number | null;
    // A 2xx answer with a body we do not read to the end is still an acknowledgement.
    if (err instanceof OutboundRequestError && err.reason === 'too-large' && status !== null && status < 300)
      return { status, error: null };
    const error =
      err instanceof OutboundRequestError
        ? `${err.reason}: ${err.message}`
        : err instanceof Error
          ? `${err.name === 'Error' ? '' : `${err.name}: `}${err.message}`
          : String(err);
    return { status, error };
  }
}

/**
 * One attempt. A record already delivered is never sent again, so a retried state or a
 * redelivery of a delivered event sends nothing twice. X-Service-Attempt counts every attempt
 * the event ever had, interrupted ones included, and is stored before the POST (reserveAttempt),
 * so no number is ever sent twice; webhook-id is the event id on every attempt. The retry
 * schedule counts from the start of the current round.
 */
export async function deliverOnce(svc: Services, state: DeliveryState): Promise<DeliveryState> {
  const record = await svc.table.get<DeliveryRecord>(deliveryKey(state.delivery_id).pk, 'DELIVERY');
  if (!record) return { ...state, status: 'skipped', next_delay_seconds: 0 };
  if (record.status === 'delivered') return { ...state, status: 'delivered', next_delay_seconds: 0 };
  const secret = await secretFor(svc, record);
  if (!secret) {
    // The endpoint was deleted since the event was prepared: nobody is waiting for it.
    await setStatus(svc, record.delivery_id, 'cancelled');
    return { ...state, status: 'skipped', next_delay_seconds: 0 };
  }
  // Read first: a broken schedule fails the step before anything is sent (and is dead-lettered).
  const schedule = retrySchedule(svc.env);
  const now = svc.now();
  const reserved = await reserveAttempt(svc, record, now);
  if (!reserved) return { ...state, status: 'skipped', next_delay_seconds: 0 };
  const { attempt } = reserved;
  const started = performance.now();
  const { status, error } = await post(
    svc,
    record,
    deliveryHeaders({
      eventId: record.event_id,
      event: record.event,
      attempt,
      rawBody: record.body,
      secret,
      now,
    }),
  );
  const entry: DeliveryAttempt = {
    attempt,
    at: now.toISOString(),
    status,
    latency_ms: Math.round(performance.now() - started),
    error,
  };
  const ok = error === null;
  const delay = ok ? null : delayAfterAttempt(schedule, attempt - (record.round_start ?? 0));
  const next: DeliveryRecord['status'] = ok ? 'delivered' : delay === null ? 'exhausted' : 'pending';
  await svc.table.update({
    Key: deliveryKey(record.delivery_id),
    UpdateExpression: 'SET attempts = list_append(attempts, :a), #s = :s REMOVE in_flight',
    ExpressionAttributeNames: { '#s': 'status' },
    ExpressionAttributeValues: { ':a': [entry], ':s': next },
  });
  return {
    delivery_id: record.delivery_id,
    attempt,
    status: ok ? 'delivered' : delay === null ? 'exhausted' : 'retry',
    next_delay_seconds: delay ?? 0,
  };
}
