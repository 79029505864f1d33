import { createHash } from 'node:crypto';
import type { Services } from '../runtime/services.js';
import { ConditionFailedError } from '../store/table.js';
import { eventPayloads, type JobInput, type ScanOutcome } from './delivery-payloads.js';
import { listEndpoints, type DeliveredEvent, type WebhookEvent } from './endpoints.js';

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
  event: DeliveredEvent;
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
  /**
   * Attempt numbers handed out so far. Written before the POST of that attempt goes out, so a
   * process killed mid-delivery never hands the same number out again (absent on records written
   * before it existed: `attempts.length` then).
   */
  attempts_started?: number;
  /** The attempt whose POST is on its way; still set after a crash, recorded as interrupted next time. */
  in_flight?: { attempt: number; at: string };
  created_at: string;
  /** Attempts made before the current round; a redelivery starts the retry schedule afresh. */
  round_start?: number;
  /** How many times the event was taken out of the dead-letter queue and sent again. */
  redeliveries?: number;
  dead_lettered_at?: string;
}

/** The small object the Wait-loop of the jobs machine carries between attempts. */
export interface DeliveryState {
  delivery_id: string;
  attempt: number;
  status: 'pending' | 'retry' | 'delivered' | 'exhausted' | 'skipped';
  next_delay_seconds: number;
}

/** How many attempt numbers a record has handed out (the next attempt is this + 1). */
export const attemptsStarted = (record: Pick<DeliveryRecord, 'attempts' | 'attempts_started'>): number =>
  record.attempts_started ?? record.attempts.length;

export const deliveryKey = (id: string) => ({ pk: `DELIVERY#${id}`, sk: 'DELIVERY' as const });

/** What a new delivery is made of; the rest of its record starts empty. */
export interface NewDelivery {
  delivery_id: string;
  /** The listing it belongs to (gsi1pk): the scan's, the batch's or the endpoint's test events. */
  index: string;
  event_id: string;
  event: DeliveredEvent;
  account_id: string;
  url: string;
  scan_ids: string[];
  signer: string;
  body: string;
  now: Date;
}

/** The record of a delivery not yet attempted, keyed and indexed by its creation time. */
export function pendingDelivery({ delivery_id, index, now, ...what }: NewDelivery): DeliveryRecord {
  return {
    ...deliveryKey(delivery_id),
    gsi1pk: index,
    gsi1sk: `${now.toISOString()}#${delivery_id}`,
    delivery_id,
    ...what,
    status: 'pending',
    attempts: [],
    attempts_started: 0,
    created_at: now.toISOString(),
    round_start: 0,
    redeliveries: 0,
  };
}

/** The Wait-loop's state of a delivery about to make its first attempt. */
export const firstAttempt = (delivery_id: string): DeliveryState => ({
  delivery_id,
  attempt: 0,
  status: 'pending',
  next_delay_seconds: 0,
});

/**
 * The account's delivery log: one small item per delivery under the account, newest last by its
 * sort key, so the deliveries to one endpoint can be listed (the record itself is indexed by scan).
 */
export interface DeliveryLogItem {
  pk: string;
  sk: string;
  delivery_id: string;
  signer: string;
}

export async function logDelivery(
  svc: Pick<Services, 'table'>,
  record: Pick<DeliveryRecord, 'account_id' | 'created_at' | 'delivery_id' | 'signer'>,
): Promise<void> {
  const item: DeliveryLogItem = {
    pk: `ACCOUNT#${record.account_id}`,
    sk: `DLVLOG#${record.created_at}#${record.delivery_id}`,
    delivery_id: record.delivery_id,
    signer: record.signer,
  };
  await svc.table.put(item);
}

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
      const record = pendingDelivery({
        delivery_id: deliveryId,
        index: deliveryIndexOf(payload, job),
        event_id,
        event: payload.event,
        account_id: job.account_id,
        url,
        scan_ids: payload.scan_ids,
        signer,
        body,
        now,
      });
      try {
        await svc.table.put(record, { ifAbsent: true });
      } catch (err) {
        if (!(err instanceof ConditionFailedError)) throw err;
      }
      // A plain put of the same key: a retried Prepare step writes the same item again.
      await logDelivery(svc, record);
      items.push(firstAttempt(deliveryId));
    }
  }
  return { items };
}
