import { ServiceError } from '../errors.js';
import { type CheckResult, type CheckStatus, getCheck, GROUP_IDS } from '../engine/index.js';
import {
  CHECK_STATUSES,
  type CheckCounts,
  type ScanCheck,
  type ScanChecks,
} from '../api/scan-checks-schema.js';
import type { Services } from '../runtime/services.js';
import { objectKeys } from './object-keys.js';
import type { ScanRecord } from './scans.js';

/**
 * Every check's result of one scan, as GET /scans/{id}/checks serves it and `npm run audit --
 * --checks/--json` prints it: the whole table, not only the findings the audit ranks.
 */

/** A stored result joined with its check's declaration (title, label, severity, weight). */
export function scanCheckOf(result: CheckResult): ScanCheck {
  const def = getCheck(result.id);
  if (!def) throw new ServiceError('SCAN_FAILED', `Check ${result.id} is not in the catalogue.`);
  return {
    id: result.id,
    group: result.group,
    dimension: result.dimension,
    title: def.title,
    label: def.label,
    status: result.status,
    severity: def.severity,
    weight: def.weight,
    evidence: result.evidence,
    ...(result.observed !== undefined ? { observed: result.observed } : {}),
    ...(result.reason !== undefined ? { reason: result.reason } : {}),
  };
}

const GROUP_ORDER = new Map(GROUP_IDS.map((g, i) => [g, i]));

/** The whole table: catalogue group order, then id order within a group. */
export function checkTable(results: readonly CheckResult[]): ScanCheck[] {
  return results
    .map(scanCheckOf)
    .sort(
      (a, b) =>
        (GROUP_ORDER.get(a.group) ?? 0) - (GROUP_ORDER.get(b.group) ?? 0) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
}

export function checkCounts(checks: readonly Pick<ScanCheck, 'status'>[]): CheckCounts {
  const counts: CheckCounts = { pass: 0, fail: 0, not_applicable: 0, error: 0 };
  for (const c of checks) counts[c.status] += 1;
  return counts;
}

/**
 * The `?status=` filter: one status, a comma-separated list, or the parameter repeated. Null when
 * absent (every check); anything else is 400 INVALID_REQUEST naming the allowed values.
 */
export function statusFilterOf(values: readonly string[] | undefined): Set<CheckStatus> | null {
  if (!values || values.length === 0) return null;
  const wanted = values.flatMap((v) => v.split(',')).map((v) => v.trim());
  const bad = wanted.find((v) => !(CHECK_STATUSES as readonly string[]).includes(v));
  if (bad !== undefined)
    throw new ServiceError(
      'INVALID_REQUEST',
      `status: ${bad === '' ? 'an empty value' : `"${bad}"`} is not a check status; use ${CHECK_STATUSES.join(', ')} (several separated by commas).`,
    );
  return new Set(wanted as CheckStatus[]);
}

/**
 * The scan whose check results a record reads. A scan's own, except for a cache hit, whose record
 * points at the source scan's audit: the source's check results sit beside that audit.
 */
export function resultsScanId(scan: ScanRecord): string {
  if (!scan.cache_hit || !scan.audit_key) return scan.scan_id;
  const source = /^scans\/([^/]+)\/audit\.json$/.exec(scan.audit_key)?.[1];
  if (!source || objectKeys.audit(source) !== scan.audit_key)
    throw new ServiceError(
      'SCAN_FAILED',
      `The check results of scan ${scan.scan_id} cannot be found; run the scan again.`,
    );
  return source;
}

/** The stored results of all 27 groups of a completed scan (the workflow's "Run check groups" output). */
export async function storedCheckResults(svc: Services, scan: ScanRecord): Promise<CheckResult[]> {
  const source = resultsScanId(scan);
  const parts = await Promise.all(
    GROUP_IDS.map((g) => svc.objects.getJson<CheckResult[]>(objectKeys.group(source, g))),
  );
  if (parts.some((p) => p === null))
    throw new ServiceError(
      'SCAN_FAILED',
      `The check results of scan ${scan.scan_id} are missing; run the scan again.`,
    );
  return parts.flatMap((p) => p ?? []);
}

/** GET /scans/{id}/checks of a scan the caller owns. */
export async function scanChecks(
  svc: Services,
  scan: ScanRecord,
  filter: Set<CheckStatus> | null,
): Promise<ScanChecks> {
  const base = { scan_id: scan.scan_id, status: scan.status, error: scan.error ?? null };
  if (scan.status !== 'completed') return { ...base, counts: null, checks: null };
  const table = checkTable(await storedCheckResults(svc, scan));
  return {
    ...base,
    counts: checkCounts(table),
    checks: filter ? table.filter((c) => filter.has(c.status)) : table,
  };
}
