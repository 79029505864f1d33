import { refundScan } from '../accounts/billing.js';
import type { ErrorCode } from '../errors.js';
import type { Services } from '../runtime/services.js';
import { getScan, updateScan } from './scans.js';

/**
 * Mark a scan failed and give its credit back. Both steps are idempotent: a scan that already
 * completed keeps its result and its charge, and a scan already refunded is not refunded again.
 */
export async function failScan(
  svc: Services,
  scan: { scan_id: string; account_id: string },
  failure: { code: ErrorCode; message: string },
): Promise<{ failed: boolean; refunded: boolean }> {
  const now = svc.now();
  const error = { code: failure.code, message: failure.message, blocked: failure.code === 'BOT_BLOCKED' };
  const updated = await updateScan(
    svc.table,
    scan.scan_id,
    { status: 'failed', error, completed_at: now.toISOString() },
    now,
  );
  const current = updated ?? (await getScan(svc.table, scan.scan_id));
  if (current?.status !== 'failed') return { failed: false, refunded: false };
  return { failed: true, refunded: await refundScan(svc.table, scan.account_id, scan.scan_id) };
}
