import { randomBytes } from 'node:crypto';
import { SQSClient } from '@aws-sdk/client-sqs';
import { ServiceError } from '../errors.js';
import { jobMessage } from '../runtime/job-message.js';
import type { Services } from '../runtime/services.js';
import { WebhookDeadLetterQueue } from './dead-letter-queue.js';
import {
  deliveryKey,
  firstAttempt,
  logDelivery,
  pendingDelivery,
  type DeliveryLogItem,
  type DeliveryRecord,
} from './delivery-records.js';
import { getEndpoint } from './endpoints.js';
import { redeliver, type RedeliveryOutcome } from './redelivery.js';

/**
 * What an account owner does with deliveries (the API's /webhooks/{id}/test,
 * /webhooks/{id}/deliveries and /deliveries/{id}/redeliver, and the portal): every function checks
 * that the endpoint or delivery is the caller's and answers 404 otherwise.
 */

/** A delivery as the API shows it: no body, no signer secret. */
export interface DeliveryView {
  delivery_id: string;
  event_id: string;
  event: string;
  url: string;
  status: DeliveryRecord['status'];
  created_at: string;
  /** Every attempt: its number, time, the receiver's HTTP status (null when none came) and the error. */
  attempts: DeliveryRecord['attempts'];
  redeliveries: number;
  /** True when its attempts are spent and POST /deliveries/{id}/redeliver can send it again. */
  redeliverable: boolean;
}

export function deliveryView(d: DeliveryRecord): DeliveryView {
  return {
    delivery_id: d.delivery_id,
    event_id: d.event_id,
    event: d.event,
    url: d.url,
    status: d.status,
    created_at: d.created_at,
    attempts: d.attempts,
    redeliveries: d.redeliveries ?? 0,
    redeliverable: d.status === 'dead_lettered' || d.status === 'exhausted',
  };
}

/**
 * Queue a `webhook.test` event to one of the account's endpoints, signed with its secret and sent
 * (with the usual retries) by the jobs machine's delivery loop, like any other event.
 */
export async function sendTestEvent(
  svc: Services,
  accountId: string,
  endpointId: string,
): Promise<DeliveryView> {
  const endpoint = await getEndpoint(svc.table, accountId, endpointId);
  const now = svc.now();
  const eventId = `evt_test_${randomBytes(12).toString('hex')}`;
  const deliveryId = `dlv_test_${randomBytes(12).toString('hex')}`;
  const body = {
    id: eventId,
    event: 'webhook.test',
    created_at: now.toISOString(),
    data: { webhook_id: endpoint.id, message: 'A test event sent from the API or the developer portal.' },
  };
  const record = pendingDelivery({
    delivery_id: deliveryId,
    index: `WEBHOOK#${endpoint.id}#TESTS`,
    event_id: eventId,
    event: 'webhook.test',
    account_id: accountId,
    url: endpoint.url,
    scan_ids: [],
    signer: endpoint.id,
    body: JSON.stringify(body),
    now,
  });
  await svc.table.put(record, { ifAbsent: true });
  await logDelivery(svc, record);
  await svc.jobs.send(
    jobMessage({
      job_id: `test_${deliveryId}`,
      kind: 'redeliver',
      account_id: accountId,
      deliveries: {
        items: [firstAttempt(deliveryId)],
      },
    }),
  );
  return deliveryView(record);
}

/** The most deliveries one listing returns. */
export const MAX_LISTED_DELIVERIES = 50;

/** The latest deliveries to one of the account's endpoints, newest first. */
export async function recentDeliveries(
  svc: Pick<Services, 'table'>,
  accountId: string,
  endpointId: string,
  limit = 20,
): Promise<DeliveryView[]> {
  await getEndpoint(svc.table, accountId, endpointId);
  const ids: string[] = [];
  let startKey: Record<string, unknown> | undefined;
  // The log holds every endpoint's deliveries; a few pages are enough for the latest ones.
  for (let page = 0; page < 10 && ids.length < limit; page++) {
    const res = await svc.table.query<DeliveryLogItem>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :log)',
      ExpressionAttributeValues: { ':pk': `ACCOUNT#${accountId}`, ':log': 'DLVLOG#' },
      ScanIndexForward: false,
      Limit: 100,
      ExclusiveStartKey: startKey,
    });
    for (const item of res.items)
      if (item.signer === endpointId && !ids.includes(item.delivery_id) && ids.length < limit)
        ids.push(item.delivery_id);
    startKey = res.lastKey;
    if (!startKey) break;
  }
  const records = await Promise.all(
    ids.map((id) => svc.table.get<DeliveryRecord>(deliveryKey(id).pk, deliveryKey(id).sk)),
  );
  return records.filter((r): r is DeliveryRecord => r !== null).map(deliveryView);
}

/** The webhook dead-letter queue as the API functions read it (the stack grants them its messages). */
function deadLetterQueue(svc: Services): WebhookDeadLetterQueue {
  const env = svc.env;
  const region = env.AWS_REGION ?? 'us-east-1';
  const client = new SQSClient(
    env.SQS_ENDPOINT
      ? {
          region,
          endpoint: env.SQS_ENDPOINT,
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        }
      : { region },
  );
  return new WebhookDeadLetterQueue(client, env.WEBHOOK_DLQ_URL ?? '');
}

/**
 * Send one of the account's dead deliveries again (its attempts spent and dead-lettered): the same
 * redelivery the operator's `deliveries redeliver` runs. 409 CONFLICT when it is not dead.
 */
export async function redeliverOwned(
  svc: Services,
  accountId: string,
  deliveryId: string,
): Promise<{ delivery: DeliveryView; outcome: RedeliveryOutcome['outcome']; job_id: string | null }> {
  const missing = () =>
    new ServiceError('NOT_FOUND', `No delivery ${deliveryId.slice(0, 40)} on this account.`);
  if (!/^dlv_[0-9a-z_]{1,60}$/.test(deliveryId)) throw missing();
  const record = await svc.table.get<DeliveryRecord>(deliveryKey(deliveryId).pk, deliveryKey(deliveryId).sk);
  if (!record || record.account_id !== accountId) throw missing();
  if (record.status !== 'dead_lettered' && record.status !== 'exhausted')
    throw new ServiceError(
      'CONFLICT',
      `Delivery ${deliveryId} is ${record.status}; only a delivery whose attempts are spent can be redelivered.`,
    );
  const [outcome] = await redeliver(
    { table: svc.table, jobs: svc.jobs, deadLetters: deadLetterQueue(svc) },
    { ids: [deliveryId] },
  );
  if (outcome.outcome === 'failed')
    throw new ServiceError('INTERNAL_ERROR', `The redelivery could not be queued: ${outcome.error ?? ''}`);
  const after = await svc.table.get<DeliveryRecord>(deliveryKey(deliveryId).pk, deliveryKey(deliveryId).sk);
  return { delivery: deliveryView(after ?? record), outcome: outcome.outcome, job_id: outcome.job_id };
}
