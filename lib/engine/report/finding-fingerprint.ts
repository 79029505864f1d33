import { createHash } from 'node:crypto';
import { rootKeyOf } from './root-causes.js';
import type { FullAudit, FullFinding } from './types.js';

/**
 * What a finding is about, across scans (issue 26.4): its checks, the element it points at,
 * described so that it survives the page being served elsewhere or edited around it, and the
 * page's identity rather than the address it was served at. A URL and its markup, production and a
 * preview, a file and the deployed page then give the same fingerprints.
 */
export interface FingerprintPage {
  /** The address the page was audited at. */
  url: string;
  /** Its canonical link, resolved (PageModel.canonical): the page's own name for itself. */
  canonical?: string | null;
  /** Selectors of the headline and the main call to action the audit chose (the audit's `page`). */
  headline?: string | null;
  primaryCta?: string | null;
}

/**
 * The page part of a fingerprint: the path of its canonical address when it declares one (so the
 * markup of a page, audited at another address or none, is still that page), else of the address
 * it was audited at. Never the host (a preview deployment is the same page), the query or the
 * fragment; trailing slashes and letter case do not count.
 */
export function fingerprintPage(page: string | FingerprintPage): string {
  const p = typeof page === 'string' ? { url: page } : page;
  const address = p.canonical || p.url;
  try {
    const path = new URL(address).pathname.toLowerCase().replace(/\/+$/, '');
    return path || '/';
  } catch {
    return address;
  }
}

/** Positions among siblings change whenever something is added before the element; its path does not. */
const POSITION = /:(?:nth-child|nth-of-type|nth-last-child|nth-last-of-type)\(\d+\)/g;

/**
 * The element part: the role the audit gave the element (the headline, the main call to action)
 * when it has one, else its selector without sibling positions; for a finding about something
 * absent, its cause (root-causes.ts rootKeyOf).
 */
function elementOf(f: Pick<FullFinding, 'check_id' | 'evidence'>, page: FingerprintPage): string {
  const key = rootKeyOf(f);
  if (!key.startsWith('element:')) return key;
  const selector = key.slice('element:'.length);
  if (page.headline && selector === page.headline) return 'role:headline';
  if (page.primaryCta && selector === page.primaryCta) return 'role:primary_cta';
  return `element:${selector.replace(POSITION, '')}`;
}

/**
 * A finding's stable identity across scans: its checks (sorted), the element it is about and the
 * page's identity (fingerprintPage). Wording, rank, points and evidence quotes do not take part.
 *
 * @example findingFingerprint(finding, { url: 'https://pr-7.preview.dev/pricing', canonical: 'https://example.com/pricing' })
 */
export function findingFingerprint(
  f: Pick<FullFinding, 'check_id' | 'check_ids' | 'evidence'>,
  page: string | FingerprintPage,
): string {
  const p = typeof page === 'string' ? { url: page } : page;
  const checks = [...new Set(f.check_ids.length ? f.check_ids : [f.check_id])].sort();
  const digest = createHash('sha256')
    .update(JSON.stringify([checks, elementOf(f, p), fingerprintPage(p)]))
    .digest('hex');
  return `fp_${digest.slice(0, 16)}`;
}

/** The report version since which fingerprints are made as above (before: positions and URL path). */
export const FINGERPRINT_VERSION = 4;

/**
 * An audit's findings with their fingerprints: as stored, or made now for audits stored before
 * this way of making them (report_version < 4). Those never stored the canonical address, so
 * their page part is the path they were audited at.
 */
export function withFingerprints(
  audit: Pick<FullAudit, 'findings' | 'url'> & { report_version?: number; page?: FullAudit['page'] },
): FullFinding[] {
  const current = (audit.report_version ?? 0) >= FINGERPRINT_VERSION;
  const page: FingerprintPage = {
    url: audit.url,
    headline: audit.page?.headline.selector,
    primaryCta: audit.page?.primary_cta.selector,
  };
  return audit.findings.map((f) =>
    current && f.fingerprint ? f : { ...f, fingerprint: findingFingerprint(f, page) },
  );
}
