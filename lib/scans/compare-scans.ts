import { ServiceError } from '../errors.js';
import { compareAudits, type ScanComparison } from '../engine/index.js';
import type { FullAudit } from '../engine/index.js';
import type { Services } from '../runtime/services.js';
import { scanIdOrNotFound } from './resource-ids.js';
import { storedCheckResults } from './scan-checks.js';
import { getScan, type ScanRecord } from './scans.js';

/** A completed scan of the account with its stored audit, or the error that says why not. */
async function completedScan(
  svc: Services,
  accountId: string,
  id: string,
): Promise<{ scan: ScanRecord; audit: FullAudit }> {
  const scan = await getScan(svc.table, id);
  // Owner-only, as GET /scans/{id}: another account's scan is as unknown as one that never existed.
  if (!scan || scan.account_id !== accountId)
    throw new ServiceError('NOT_FOUND', `No scan ${id} on this account.`);
  if (scan.status !== 'completed' || !scan.audit_key)
    throw new ServiceError(
      'INVALID_REQUEST',
      `Scan ${id} is ${scan.status}: only completed scans can be compared.`,
    );
  const audit = await svc.objects.getJson<FullAudit>(scan.audit_key);
  if (!audit)
    throw new ServiceError('SCAN_FAILED', `The result of scan ${id} is missing; run the scan again.`);
  return { scan, audit: { ...audit, scan_id: scan.scan_id, url: scan.url } };
}

/**
 * GET /scans/{id}/compare/{other_id}: both scans of the caller's account and completed; {id} is
 * the base, {other_id} the head. The check results feed the timings; a scan whose stored results
 * are gone is still compared, without its page timings.
 */
export async function compareScans(
  svc: Services,
  accountId: string,
  rawId: string | undefined,
  rawOther: string | undefined,
): Promise<ScanComparison> {
  const id = scanIdOrNotFound(rawId);
  const otherId = scanIdOrNotFound(rawOther);
  const [base, head] = await Promise.all([
    completedScan(svc, accountId, id),
    completedScan(svc, accountId, otherId),
  ]);
  const [baseChecks, headChecks] = await Promise.all(
    [base, head].map((s) => storedCheckResults(svc, s.scan).catch(() => undefined)),
  );
  return compareAudits(
    { scan_id: id, audit: base.audit, checks: baseChecks },
    { scan_id: otherId, audit: head.audit, checks: headChecks },
  );
}
