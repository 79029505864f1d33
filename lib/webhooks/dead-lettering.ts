import type { Services } from '../runtime/services.js';
import { attemptsStarted, deliveryKey, type DeliveryRecord, type DeliveryState } from './delivery-records.js';
import type { DeliveredEvent } from './endpoints.js';

/** What the webhook dead-letter queue holds per exhausted event (the record keeps the rest). */
export interface DeadLetterMessage {
  delivery_id: string;
  event_id: string;
  event: DeliveredEvent;
  url: string;
  account_id: string;
  scan_ids: string[];
  attempts: number;
  last_error: string | null;
  dead_lettered_at: string;
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
    attempts: attemptsStarted(record),
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
