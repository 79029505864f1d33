import { jobMessage } from '../runtime/job-message.js';
import type { JobQueue } from '../runtime/job-queue.js';
import { ConditionFailedError, type Table } from '../store/table.js';
import type { HeldDeadLetter, WebhookDeadLetterQueue } from './dead-letter-queue.js';
import type { DeadLetterMessage } from './dead-lettering.js';
import { attemptsStarted, deliveryKey, type DeliveryRecord, type DeliveryState } from './delivery-records.js';

export interface RedeliveryDeps {
  table: Table;
  /** The ScanJobs queue: a `redeliver` job runs the jobs machine's delivery loop again. */
  jobs: JobQueue;
  deadLetters: WebhookDeadLetterQueue;
}

export type RedeliverySelection = { all: true } | { ids: string[] };

export interface RedeliveryOutcome {
  delivery_id: string;
  outcome: 'requeued' | 'already_delivered' | 'not_found' | 'not_dead_lettered' | 'failed';
  job_id: string | null;
  error?: string;
}

/** A redelivery job; its id is the execution name, the same for a repeated run of one redelivery. */
export function redeliveryJob(
  record: Pick<DeliveryRecord, 'delivery_id' | 'account_id' | 'attempts' | 'attempts_started'>,
  round: number,
) {
  const item: DeliveryState = {
    delivery_id: record.delivery_id,
    attempt: attemptsStarted(record),
    status: 'pending',
    next_delay_seconds: 0,
  };
  return jobMessage({
    job_id: `redeliver_${record.delivery_id}_${round}`,
    kind: 'redeliver',
    account_id: record.account_id,
    deliveries: { items: [item] },
  });
}

/** What the dead-letter queue holds, one entry per delivery, oldest first; nothing is taken out. */
export async function listDeadLetters(deadLetters: WebhookDeadLetterQueue): Promise<DeadLetterMessage[]> {
  const held = await deadLetters.holdAll();
  await deadLetters.release(held);
  const byDelivery = new Map<string, DeadLetterMessage>();
  for (const { message } of held) byDelivery.set(message.delivery_id, message);
  return [...byDelivery.values()].sort((a, b) => a.dead_lettered_at.localeCompare(b.dead_lettered_at));
}

/**
 * Put a dead-lettered delivery back to pending (its attempt history kept, its retry schedule
 * started afresh) and return the round whose job runs it. A delivery already pending was requeued
 * by an earlier run that stopped half-way: its round is reused, so the job name dedupes.
 */
async function reopen(table: Table, record: DeliveryRecord): Promise<number> {
  const round = record.redeliveries ?? 0;
  if (record.status === 'pending') return round;
  try {
    await table.update({
      Key: deliveryKey(record.delivery_id),
      UpdateExpression: 'SET #s = :pending, round_start = :n, redeliveries = :r',
      ConditionExpression: '#s = :was',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: {
        ':pending': 'pending',
        ':n': attemptsStarted(record),
        ':r': round + 1,
        ':was': record.status,
      },
    });
    return round + 1;
  } catch (err) {
    if (!(err instanceof ConditionFailedError)) throw err;
    // Someone else reopened it between our read and write: join their round.
    const now = await table.get<DeliveryRecord>(deliveryKey(record.delivery_id).pk, 'DELIVERY');
    return now?.redeliveries ?? round + 1;
  }
}

/**
 * Take deliveries out of the webhook dead-letter queue and send them again through the jobs
 * machine. Order of work per delivery: reopen the record, queue the job, then delete the message,
 * so a crash anywhere leaves the message in the queue for the next run. Ids that are no longer in
 * the queue (messages expire after 14 days) are reopened from their record when it is dead-lettered.
 */
export async function redeliver(
  deps: RedeliveryDeps,
  selection: RedeliverySelection,
): Promise<RedeliveryOutcome[]> {
  const held = await deps.deadLetters.holdAll();
  const wanted = 'all' in selection ? null : new Set(selection.ids);
  const chosen = new Map<string, HeldDeadLetter[]>();
  const untouched: HeldDeadLetter[] = [];
  for (const h of held) {
    if (wanted && !wanted.has(h.message.delivery_id)) untouched.push(h);
    else chosen.set(h.message.delivery_id, [...(chosen.get(h.message.delivery_id) ?? []), h]);
  }
  await deps.deadLetters.release(untouched);
  for (const id of wanted ?? []) if (!chosen.has(id)) chosen.set(id, []);

  const outcomes: RedeliveryOutcome[] = [];
  for (const [deliveryId, messages] of chosen) {
    try {
      const record = await deps.table.get<DeliveryRecord>(deliveryKey(deliveryId).pk, 'DELIVERY');
      let outcome: RedeliveryOutcome;
      if (!record) outcome = { delivery_id: deliveryId, outcome: 'not_found', job_id: null };
      else if (record.status === 'delivered')
        outcome = { delivery_id: deliveryId, outcome: 'already_delivered', job_id: null };
      else if (record.status === 'cancelled' || (record.status === 'pending' && !messages.length))
        // Its endpoint is gone, or it is not in the queue and a delivery loop still works on it.
        outcome = { delivery_id: deliveryId, outcome: 'not_dead_lettered', job_id: null };
      else {
        const round = await reopen(deps.table, record);
        const job = redeliveryJob(record, round);
        await deps.jobs.send(job);
        outcome = { delivery_id: deliveryId, outcome: 'requeued', job_id: job.job_id };
      }
      for (const m of messages) await deps.deadLetters.remove(m);
      outcomes.push(outcome);
    } catch (err) {
      await deps.deadLetters.release(messages).catch(() => undefined);
      outcomes.push({
        delivery_id: deliveryId,
        outcome: 'failed',
        job_id: null,
        error: err instanceof Error ? err.message : String(err),
      });
    }
  }
  return outcomes;
}
