import { createHash } from 'node:crypto';
import { rootKeyOf } from './root-causes.js';
import type { FullFinding } from './types.js';

/**
 * The page part of a fingerprint: the URL's path, so the same page on a preview deployment and in
 * production (other hosts), or a file served on another port, keeps its findings' fingerprints.
 * Trailing slashes and letter case of the path do not count; the query and fragment are dropped.
 */
export function fingerprintPage(url: string): string {
  try {
    const path = new URL(url).pathname.toLowerCase().replace(/\/+$/, '');
    return path || '/';
  } catch {
    return url;
  }
}

/**
 * A finding's stable identity across scans: its checks (sorted), the element its evidence points at
 * (root-causes.ts rootKeyOf: the first element selector, else the lead check for an absence) and
 * the page. The same failure on the same page hashes the same every time; wording, rank, points
 * and evidence quotes do not take part.
 *
 * @example findingFingerprint(finding, 'https://example.com/pricing') // 'fp_3f1c9a0b7d2e4c61'
 */
export function findingFingerprint(
  f: Pick<FullFinding, 'check_id' | 'check_ids' | 'evidence'>,
  pageUrl: string,
): string {
  const checks = [...new Set(f.check_ids.length ? f.check_ids : [f.check_id])].sort();
  const digest = createHash('sha256')
    .update(JSON.stringify([checks, rootKeyOf(f), fingerprintPage(pageUrl)]))
    .digest('hex');
  return `fp_${digest.slice(0, 16)}`;
}

/** Findings with their fingerprint (filled in for audits stored before fingerprints existed). */
export function withFingerprints(findings: readonly FullFinding[], pageUrl: string): FullFinding[] {
  return findings.map((f) => (f.fingerprint ? f : { ...f, fingerprint: findingFingerprint(f, pageUrl) }));
}
