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
  status: 'pending' | 'delivered' | 'exhausted' | 'dead_lettered';
  attempts: DeliveryAttempt[];
  created_at: string;
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
  kind: 'scan' | 'batch';
  account_id: string;
  webhook_url?: string | null;
}

const deliveryKey = (id: string) => ({ pk: `DELIVERY#${id}`, sk: 'DELIVERY' as const });

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
  // Deterministic ids: a retried Prepare step finds its deliveries already there.
  const eventId = (subject: string) => `evt_${subject}`;
  for (const payload of eventPayloads(job, outcomes, eventId, now)) {
    const targets = new Map<string, string>();
    for (const e of endpoints) if (e.events.includes(payload.event)) targets.set(e.url, e.id);
    if (job.webhook_url && !targets.has(job.webhook_url)) targets.set(job.webhook_url, 'account');
    const body = JSON.stringify(payload.body);
    for (const [url, signer] of targets) {
      const deliveryId = `dlv_${payload.body.id as string}_${Buffer.from(url).toString('base64url').slice(0, 24)}${randomSuffix(url)}`;
      const record: DeliveryRecord = {
        ...deliveryKey(deliveryId),
        gsi1pk: `SCAN#${payload.scan_ids[0]}#DELIVERIES`,
        gsi1sk: `${now.toISOString()}#${deliveryId}`,
        delivery_id: deliveryId,
        event_id: payload.body.id as string,
        event: payload.event,
        account_id: job.account_id,
        url,
        scan_ids: payload.scan_ids,
        signer,
        body,
        status: 'pending',
        attempts: [],
        created_at: now.toISOString(),
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

function randomSuffix(url: string): string {
  // Stable per URL so the id is deterministic, short enough for a key.
  let h = 0;
  for (const ch of url) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h.toString(36);
}

async function secretFor(svc: Services, record: DeliveryRecord): Promise<string | null> {
  if (record.signer === 'account') return accountWebhookSecret(svc.table, record.account_id);
  const endpoint = await svc.table.get<{ secret: string }>(
    `ACCOUNT#${record.account_id}`,
    `WEBHOOK#${record.signer}`,
  );
  return endpoint?.secret ?? null;
}

/**
 * One attempt. A record already delivered is never sent again, so a retried state or a
 * redelivery of a delivered event sends nothing twice.
 */
export async function deliverOnce(svc: Services, state: DeliveryState): Promise<DeliveryState> {
  const record = await svc.table.get<DeliveryRecord>(deliveryKey(state.delivery_id).pk, 'DELIVERY');
  if (!record) return { ...state, status: 'skipped', next_delay_seconds: 0 };
  if (record.status === 'delivered') return { ...state, status: 'delivered', next_delay_seconds: 0 };
  const secret = await secretFor(svc, record);
  if (!secret) {
    // The endpoint was deleted since the event was prepared: nobody is waiting for it.
    await svc.table.update({
      Key: deliveryKey(record.delivery_id),
      UpdateExpression: 'SET #s = :s',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':s': 'exhausted' },
    });
    return { ...state, status: 'skipped', next_delay_seconds: 0 };
  }
  const attempt = record.attempts.length + 1;
  const now = svc.now();
  const started = performance.now();
  let status: number | null = null;
  let error: string | null = null;
  try {
    const res = await guardedRequest(record.url, {
      allowPrivate: svc.config.allowPrivateTargets,
      method: 'POST',
      headers: deliveryHeaders({
        eventId: record.event_id,
        event: record.event,
        attempt,
        rawBody: record.body,
        secret,
        now,
      }),
      body: record.body,
      timeoutMs: DELIVERY_TIMEOUT_MS,
      maxBytes: 64 * 1024,
      followRedirects: false,
    });
    status = res.status;
    if (status < 200 || status > 299)
      error = status >= 300 && status < 400 ? `redirect ${status} not followed` : `HTTP ${status}`;
  } catch (err) {
    error =
      err instanceof OutboundRequestError
        ? `${err.reason}: ${err.message}`
        : err instanceof Error
          ? err.message
          : String(err);
  }
  const entry: DeliveryAttempt = {
    attempt,
    at: now.toISOString(),
    status,
    latency_ms: Math.round(performance.now() - started),
    error,
  };
  const ok = error === null;
  const schedule = retrySchedule(svc.env);
  const delay = ok ? null : delayAfterAttempt(schedule, attempt);
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

/** An exhausted event goes to the webhook dead-letter queue, from where it can be redelivered. */
export async function deadLetter(svc: Services, state: DeliveryState): Promise<DeliveryState> {
  const record = await svc.table.get<DeliveryRecord>(deliveryKey(state.delivery_id).pk, 'DELIVERY');
  if (!record || record.status === 'delivered') return state;
  await svc.webhookDeadLetters.send({
    delivery_id: record.delivery_id,
    event: record.event,
    url: record.url,
    account_id: record.account_id,
    attempts: record.attempts.length,
  });
  await svc.table.update({
    Key: deliveryKey(record.delivery_id),
    UpdateExpression: 'SET #s = :s',
    ExpressionAttributeNames: { '#s': 'status' },
    ExpressionAttributeValues: { ':s': 'dead_lettered' },
  });
  return { ...state, status: 'exhausted' };
}

export async function deliveriesOfScan(svc: Services, scanId: string): Promise<DeliveryRecord[]> {
  const res = await svc.table.query<DeliveryRecord>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': `SCAN#${scanId}#DELIVERIES` },
  });
  return res.items;
}
