import { createHash } from 'node:crypto';
import { OutboundRequestError, guardedRequest } from '../net/guarded-request.js';
import type { Services } from '../runtime/services.js';
import { ConditionFailedError } from '../store/table.js';
import { accountWebhookSecret, listEndpoints, type WebhookEvent } from './endpoints.js';
import { delayAfterAttempt, retrySchedule } from './schedule.js';
import { deliveryHeaders } from './signing.js';

/** SPEC 6.2 Profile B: success is a 2xx answer within 10 seconds. */
export const DELIVERY_TIMEOUT_MS = 10_000;

export interface DeliveryAttempt {
  attempt: number;
  at: string;
  status: number | null;
  latency_ms: number;
  error: string | null;
}

export interface DeliveryRecord {
  pk: string;
  sk: 'DELIVERY';
  gsi1pk: string;
  gsi1sk: string;
  delivery_id: string;
  event_id: string;
  event: WebhookEvent;
  account_id: string;
  url: string;
  /** Scans the event is about (one, or every scan of a batch). */
  scan_ids: string[];
  /** 'account' or the endpoint id whose secret signs it. */
  signer: string;
  body: string;
  /** `cancelled`: the endpoint was deleted before the event reached it. */
  status: 'pending' | 'delivered' | 'exhausted' | 'dead_lettered' | 'cancelled';
  /** Every attempt ever made, redeliveries included. */
  attempts: DeliveryAttempt[];
  created_at: string;
  /** Attempts made before the current round; a redelivery starts the retry schedule afresh. */
  round_start?: number;
  /** How many times the event was taken out of the dead-letter queue and sent again. */
  redeliveries?: number;
  dead_lettered_at?: string;
}

/** What the webhook dead-letter queue holds per exhausted event (the record keeps the rest). */
export interface DeadLetterMessage {
  delivery_id: string;
  event_id: string;
  event: WebhookEvent;
  url: string;
  account_id: string;
  scan_ids: string[];
  attempts: number;
  last_error: string | null;
  dead_lettered_at: string;
}

/** The small object the Wait-loop of the jobs machine carries between attempts. */
export interface DeliveryState {
  delivery_id: string;
  attempt: number;
  status: 'pending' | 'retry' | 'delivered' | 'exhausted' | 'skipped';
  next_delay_seconds: number;
}

export interface ScanOutcome {
  scan_id: string;
  url: string;
  status: 'completed' | 'failed';
  score?: number;
  verdict?: string;
  code?: string;
  message?: string;
  blocked?: boolean;
}

export interface JobInput {
  job_id: string;
  kind: 'scan' | 'batch' | 'redeliver';
  account_id: string;
  webhook_url?: string | null;
}

export const deliveryKey = (id: string) => ({ pk: `DELIVERY#${id}`, sk: 'DELIVERY' as const });

/** The form two spellings of one receiver share (host case, default port, empty path). */
export function receiverKey(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
}

/** One id per (event, receiver), so a retried Prepare step finds its deliveries already there. */
export function deliveryIdOf(eventId: string, url: string): string {
  const digest = createHash('sha256')
    .update(`${eventId}\n${receiverKey(url)}`)
    .digest('hex');
  return `dlv_${digest.slice(0, 24)}`;
}

/** Batch events are indexed under the batch, and GET /scans/{id} of each of its scans reads them there. */
const deliveryIndexOf = (payload: { event: WebhookEvent; scan_ids: string[] }, job: JobInput) =>
  payload.event === 'batch.completed'
    ? `BATCH#${job.job_id}#DELIVERIES`
    : `SCAN#${payload.scan_ids[0]}#DELIVERIES`;

function domainOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

/** SPEC 6.1 payloads; a batch's one event carries every scan's outcome. */
export function eventPayloads(
  job: JobInput,
  outcomes: ScanOutcome[],
  eventId: (e: string) => string,
  now: Date,
): { event: WebhookEvent; body: Record<string, unknown>; scan_ids: string[] }[] {
  const created_at = now.toISOString();
  const scanEvent = (o: ScanOutcome) =>
    o.status === 'completed'
      ? {
          id: eventId(o.scan_id),
          event: 'scan.completed',
          created_at,
          scan_id: o.scan_id,
          url: o.url,
          score: o.score ?? null,
          data: { domain: domainOf(o.url), verdict: o.verdict ?? null },
        }
      : {
          id: eventId(o.scan_id),
          event: 'scan.failed',
          created_at,
          scan_id: o.scan_id,
          url: o.url,
          score: null,
          data: {
            domain: domainOf(o.url),
            blocked: o.blocked ?? false,
            code: o.code ?? 'SCAN_FAILED',
            message: o.message ?? '',
          },
        };
  if (job.kind === 'scan') {
    return outcomes.map((o) => ({
      event: (o.status === 'completed' ? 'scan.completed' : 'scan.failed') as WebhookEvent,
      body: scanEvent(o),
      scan_ids: [o.scan_id],
    }));
  }
  const completed = outcomes.filter((o) => o.status === 'completed').length;
  return [
    {
      event: 'batch.completed',
      scan_ids: outcomes.map((o) => o.scan_id),
      body: {
        id: eventId(job.job_id),
        event: 'batch.completed',
        created_at,
        batch_id: job.job_id,
        data: {
          total: outcomes.length,
          completed,
          failed: outcomes.length - completed,
          scans: outcomes.map((o) => scanEvent(o)),
        },
      },
    },
  ];
}

/**
 * One delivery per (event, URL): the request's webhook_url and every registered endpoint
 * subscribed to the event. A URL that is both gets the event once, signed with the endpoint's secret.
 */
export async function prepareDeliveries(
  svc: Services,
  job: JobInput,
  outcomes: ScanOutcome[],
): Promise<{ items: DeliveryState[] }> {
  const now = svc.now();
  const endpoints = await listEndpoints(svc.table, job.account_id);
  const items: DeliveryState[] = [];
  const eventId = (subject: string) => `evt_${subject}`;
  for (const payload of eventPayloads(job, outcomes, eventId, now)) {
    const targets = new Map<string, { url: string; signer: string }>();
    for (const e of endpoints)
      if (e.events.includes(payload.event) && !targets.has(receiverKey(e.url)))
        targets.set(receiverKey(e.url), { url: e.url, signer: e.id });
    if (job.webhook_url && !targets.has(receiverKey(job.webhook_url)))
      targets.set(receiverKey(job.webhook_url), { url: job.webhook_url, signer: 'account' });
    const body = JSON.stringify(payload.body);
    const event_id = payload.body.id as string;
    for (const { url, signer } of targets.values()) {
      const deliveryId = deliveryIdOf(event_id, url);
      const record: DeliveryRecord = {
        ...deliveryKey(deliveryId),
        gsi1pk: deliveryIndexOf(payload, job),
        gsi1sk: `${now.toISOString()}#${deliveryId}`,
        delivery_id: deliveryId,
        event_id,
        event: payload.event,
        account_id: job.account_id,
        url,
        scan_ids: payload.scan_ids,
        signer,
        body,
        status: 'pending',
        attempts: [],
        created_at: now.toISOString(),
        round_start: 0,
        redeliveries: 0,
      };
      try {
        await svc.table.put(record, { ifAbsent: true });
      } catch (err) {
        if (!(err instanceof ConditionFailedError)) throw err;
      }
      items.push({ delivery_id: deliveryId, attempt: 0, status: 'pending', next_delay_seconds: 0 });
    }
  }
  return { items };
}

async function secretFor(svc: Services, record: DeliveryRecord): Promise<string | null> {
  if (record.signer === 'account') return accountWebhookSecret(svc.table, record.account_id);
  const endpoint = await svc.table.get<{ secret: string }>(
    `ACCOUNT#${record.account_id}`,
    `WEBHOOK#${record.signer}`,
  );
  return endpoint?.secret ?? null;
}

async function setStatus(svc: Services, deliveryId: string, status: DeliveryRecord['status']): Promise<void> {
  await svc.table.update({
    Key: deliveryKey(deliveryId),
    UpdateExpression: 'SET #s = :s',
    ExpressionAttributeNames: { '#s': 'status' },
    ExpressionAttributeValues: { ':s': status },
  });
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
 * the event ever had; the retry schedule counts from the start of the current round.
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
  const attempt = record.attempts.length + 1;
  const now = svc.now();
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
    UpdateExpression: 'SET attempts = list_append(attempts, :a), #s = :s',
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

/**
 * An exhausted event goes to the webhook dead-letter queue, from where it can be redelivered.
 * Also the landing place of a "Deliver webhook" state that failed outright, so no event is left
 * pending with nobody working on it. The message is sent before the status changes: a crash in
 * between leaves a duplicate message (redelivery skips it), never a lost event.
 */
export async function deadLetter(
  svc: Services,
  state: DeliveryState & { error?: unknown },
): Promise<DeliveryState> {
  const record = await svc.table.get<DeliveryRecord>(deliveryKey(state.delivery_id).pk, 'DELIVERY');
  if (!record || record.status === 'delivered') return { ...state, status: record ? 'delivered' : 'skipped' };
  const at = svc.now().toISOString();
  const message: DeadLetterMessage = {
    delivery_id: record.delivery_id,
    event_id: record.event_id,
    event: record.event,
    url: record.url,
    account_id: record.account_id,
    scan_ids: record.scan_ids,
    attempts: record.attempts.length,
    last_error: record.attempts.at(-1)?.error ?? describeStateError(state.error),
    dead_lettered_at: at,
  };
  await svc.webhookDeadLetters.send({ ...message });
  await svc.table.update({
    Key: deliveryKey(record.delivery_id),
    UpdateExpression: 'SET #s = :s, dead_lettered_at = :at',
    ExpressionAttributeNames: { '#s': 'status' },
    ExpressionAttributeValues: { ':s': 'dead_lettered', ':at': at },
  });
  return {
    delivery_id: state.delivery_id,
    attempt: state.attempt,
    status: 'exhausted',
    next_delay_seconds: 0,
  };
}

/** The Catch of a failed state hands over {Error, Cause}. */
function describeStateError(error: unknown): string | null {
  if (!error || typeof error !== 'object') return null;
  const e = error as { Error?: string; Cause?: string };
  return [e.Error, e.Cause].filter(Boolean).join(': ') || null;
}

export async function getDelivery(
  svc: Pick<Services, 'table'>,
  deliveryId: string,
): Promise<DeliveryRecord | null> {
  return svc.table.get<DeliveryRecord>(deliveryKey(deliveryId).pk, 'DELIVERY');
}

/** The deliveries about one scan: its own events and, for a scan of a batch, the batch's event. */
export async function deliveriesOf(
  svc: Pick<Services, 'table'>,
  scan: { scan_id: string; batch_id?: string },
): Promise<DeliveryRecord[]> {
  const byIndex = async (pk: string) =>
    (
      await svc.table.query<DeliveryRecord>({
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
      })
    ).items;
  const own = await byIndex(`SCAN#${scan.scan_id}#DELIVERIES`);
  const batch = scan.batch_id ? await byIndex(`BATCH#${scan.batch_id}#DELIVERIES`) : [];
  return [...own, ...batch].sort((a, b) => a.gsi1sk.localeCompare(b.gsi1sk));
}
