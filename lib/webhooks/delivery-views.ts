import type { Services } from '../runtime/services.js';
import { deliveryKey, type DeliveryRecord } from './delivery-records.js';

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
