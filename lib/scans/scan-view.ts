import type { Services } from '../runtime/services.js';
import type { DeliveryRecord } from '../webhooks/delivery-records.js';
import { deliveriesOf } from '../webhooks/delivery-views.js';
import { getScan, type ScanRecord } from './scans.js';
import { resultOf } from './submit-scan.js';

/** A scan as GET /scans lists it. */
export function scanSummary(scan: ScanRecord) {
  return {
    scan_id: scan.scan_id,
    url: scan.url,
    status: scan.status,
    mode: scan.mode,
    batch_id: scan.batch_id ?? null,
    score: scan.score ?? null,
    verdict: scan.verdict ?? null,
    industry: scan.industry ?? null,
    cache_hit: scan.cache_hit ?? false,
    created_at: scan.created_at,
    completed_at: scan.completed_at ?? null,
    error: scan.error ?? null,
  };
}

/** A scan as GET /scans/{id} shows it: the summary, the result once completed, the webhook attempts. */
export async function scanDetail(svc: Services, scan: ScanRecord) {
  const deliveries = await deliveriesOf(svc, scan);
  return {
    ...scanSummary(scan),
    result: scan.status === 'completed' ? await resultOf(svc, scan) : null,
    deliveries: deliveries.map((d) => ({
      delivery_id: d.delivery_id,
      event: d.event,
      url: d.url,
      status: d.status,
      attempts: d.attempts,
    })),
  };
}

/** The deliveries about the scan with this id, the event of its batch included. */
export async function deliveriesOfScan(svc: Services, scanId: string): Promise<DeliveryRecord[]> {
  const scan = await getScan(svc.table, scanId);
  return deliveriesOf(svc, { scan_id: scanId, batch_id: scan?.batch_id });
}
