import type { Services } from '../runtime/services.js';
import { failScan } from './scan-failure.js';
import { scansInFlightSince } from './scans.js';

/** An Express execution ends after 5 minutes at most; a sync scan in flight longer than this is lost. */
export const SYNC_SCAN_DEADLINE_MS = 6 * 60_000;
/** The jobs machine times out after 24 hours (webhook retries included). */
export const ASYNC_SCAN_DEADLINE_MS = 25 * 60 * 60_000;

/**
 * Fail and refund scans whose workflow can no longer finish them: a sync scan whose Express
 * execution or API process died, an async scan whose Standard execution timed out or broke.
 * Runs every few minutes; idempotent, so overlapping runs are harmless.
 */
export async function reapStaleScans(svc: Services): Promise<string[]> {
  const now = svc.now().getTime();
  const candidates = await scansInFlightSince(svc.table, new Date(now - SYNC_SCAN_DEADLINE_MS));
  const reaped: string[] = [];
  for (const scan of candidates) {
    const age = now - Date.parse(scan.created_at);
    const deadline = scan.mode === 'sync' ? SYNC_SCAN_DEADLINE_MS : ASYNC_SCAN_DEADLINE_MS;
    if (age < deadline) continue;
    const minutes = Math.round(deadline / 60_000);
    const outcome = await failScan(svc, scan, {
      code: 'SCAN_FAILED',
      message: `The scan did not finish within ${minutes} minutes and was stopped; its credit was refunded. It is safe to retry.`,
    });
    if (outcome.failed) reaped.push(scan.scan_id);
  }
  return reaped;
}
