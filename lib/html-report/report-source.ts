import type { PageScreenshots } from '../engine/index.js';
import type { CheckResult } from '../engine/index.js';
import type { FullAudit } from '../engine/index.js';
import { MemoryObjectStore } from '../store/object-store.js';
import { ServiceError } from '../errors.js';
import type { Services } from '../runtime/services.js';
import { resultsScanId, storedCheckResults } from '../scans/scan-checks.js';
import type { ScanRecord } from '../scans/scans.js';
import {
  SCREENSHOT_VIEWPORTS,
  cropImage,
  readScreenshotIndex,
  storeScreenshots,
} from '../scans/screenshots.js';
import type { ReportInput } from './report-page.js';

/**
 * What the report of a completed scan shows, read from the object store: the full audit (every
 * finding, not the request's cut), the screenshots beside the scan whose audit it is (a cache
 * hit's source), and the measurement and evidence of every passed and failed check (the findings'
 * evidence details, the strengths' quotes and crops).
 */
export async function reportInputOf(
  svc: Pick<Services, 'objects' | 'now'>,
  scan: ScanRecord,
): Promise<ReportInput> {
  if (scan.status !== 'completed')
    throw new ServiceError(
      'NOT_FOUND',
      `Scan ${scan.scan_id} is ${scan.status}; its report exists once it is completed.`,
    );
  const audit = scan.audit_key ? await svc.objects.getJson<FullAudit>(scan.audit_key) : null;
  if (!audit)
    throw new ServiceError(
      'SCAN_FAILED',
      `The result of scan ${scan.scan_id} is missing; run the scan again.`,
    );
  const source = resultsScanId(scan);
  const [index, results] = await Promise.all([
    readScreenshotIndex(svc.objects, source),
    storedCheckResults(svc as Services, scan).catch(() => []),
  ]);
  const fullPage: NonNullable<ReportInput['screenshots']>['fullPage'] = {};
  if (index) {
    for (const viewport of SCREENSHOT_VIEWPORTS) {
      const parts = index.viewports[viewport]?.parts;
      const stored = parts ? cropImage(parts) : null;
      const bytes = stored ? await svc.objects.getBytes(stored.key) : null;
      if (bytes) fullPage[viewport] = bytes;
    }
  }
  return {
    audit: { ...audit, scan_id: scan.scan_id, url: scan.url },
    screenshots: index ? { index, fullPage } : null,
    checks: checksOf(results),
    generatedAt: svc.now().toISOString(),
  };
}

/**
 * The report input of an audit made in this process (the CLI's --html): the screenshots go through
 * the same index and crops as a stored scan's, in memory.
 */
export async function reportInputOfAudit(
  audit: FullAudit,
  results: readonly CheckResult[],
  shots: PageScreenshots | null,
  now: Date,
): Promise<ReportInput> {
  const objects = new MemoryObjectStore();
  const index = shots ? await storeScreenshots(objects, audit.scan_id, shots) : null;
  const fullPage: NonNullable<ReportInput['screenshots']>['fullPage'] = {};
  for (const viewport of SCREENSHOT_VIEWPORTS) {
    const taken = shots?.[viewport];
    const bytes = taken ? cropImage(taken).bytes : null;
    if (bytes) fullPage[viewport] = bytes;
  }
  return {
    audit,
    screenshots: index ? { index, fullPage } : null,
    checks: checksOf(results),
    generatedAt: now.toISOString(),
  };
}

/** What the report shows of each passed and failed check: its measurement and its evidence. */
function checksOf(results: readonly CheckResult[]): ReportInput['checks'] {
  const checks: ReportInput['checks'] = {};
  for (const r of results)
    if (r.status === 'pass' || r.status === 'fail')
      checks[r.id] = { status: r.status, observed: r.observed, evidence: r.evidence };
  return checks;
}
