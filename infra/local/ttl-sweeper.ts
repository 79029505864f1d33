import { DeleteCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { logger } from '../../lib/runtime/logger.js';
import { ConditionFailedError, type Table } from '../../lib/store/table.js';

/** How often the embedded runtime deletes expired items (TTL_SWEEP_MS overrides). */
export const DEFAULT_TTL_SWEEP_MS = 5 * 60_000;

/**
 * DynamoDB's TTL, which dynalite lacks: deletes every item whose numeric `expires_at` (the table's
 * TTL attribute, epoch seconds) has passed: expired portal sessions, sign-in counters, idempotency
 * records, rate-limit windows. Each delete is conditional on the item still being expired, so an
 * item renewed meanwhile stays. String `expires_at` values (a share link's ISO date) are not TTL,
 * as on DynamoDB. Returns how many items it deleted.
 */
export async function sweepExpired(table: Table, now: Date): Promise<number> {
  const nowS = Math.floor(now.getTime() / 1000);
  let deleted = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await table.doc.send(
      new ScanCommand({
        TableName: table.name,
        FilterExpression: 'expires_at <= :now',
        ExpressionAttributeValues: { ':now': nowS },
        ProjectionExpression: 'pk, sk',
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      try {
        await table.doc.send(
          new DeleteCommand({
            TableName: table.name,
            Key: { pk: item.pk, sk: item.sk },
            ConditionExpression: 'expires_at <= :now',
            ExpressionAttributeValues: { ':now': nowS },
          }),
        );
        deleted++;
      } catch (err) {
        if (
          (err as { name?: string }).name !== 'ConditionalCheckFailedException' &&
          !(err instanceof ConditionFailedError)
        )
          throw err;
      }
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return deleted;
}

/** Sweeps at start and then every `everyMs`, until stopped. */
export function runTtlSweeper(table: Table, everyMs: number, now: () => Date): { stop(): void } {
  const sweep = () =>
    sweepExpired(table, now()).catch((err: unknown) => logger.warn('ttl sweep failed', { err: String(err) }));
  void sweep();
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
