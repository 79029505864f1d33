import { buildModel, changedSignificantly, staticFetch } from '../engine/index.js';
import type { Services } from '../runtime/services.js';
import { deleteCacheEntry, readCacheEntry } from './scan-cache.js';
import { getScan, type ScanOptions, type ScanRecord } from './scans.js';

/** Why a cached audit was or was not served, for logs and tests. */
export type CacheDecision =
  | { kind: 'hit'; source: ScanRecord; checkedMs: number; fingerprint: string | null }
  | { kind: 'miss' }
  | { kind: 'changed'; cached: string; fresh: string };

/**
 * The content fingerprint of the page as it is now: one static fetch (SSRF-guarded, time- and
 * size-limited) and the page model built from it. Static on purpose: the API function must not
 * start a browser, and a fetch plus a parse costs a fraction of a scan.
 */
export async function currentFingerprint(svc: Services, url: string): Promise<string> {
  const page = await staticFetch(url, { allowPrivate: svc.config.allowPrivateTargets });
  const model = await buildModel({
    url,
    finalUrl: page.finalUrl,
    html: page.html,
    http: {
      status: page.status,
      headers: {},
      redirects: page.redirects.map((hop) => hop.url),
      contentType: page.contentType ?? 'text/html',
      charset: page.charset,
      bytes: page.bytes,
      transferBytes: page.transferBytes,
      https: page.finalUrl.startsWith('https:'),
      compressed: page.compressed,
      ttfbMs: Math.round(page.ttfbMs),
      totalMs: Math.round(page.totalMs),
    },
    staticReason: 'cache freshness check',
  });
  return model.fingerprint;
}

/**
 * Decide whether a scan of `url` with these pages can be served from the 24-hour cache (SPEC 1):
 * a live entry whose source scan completed, and a fresh fingerprint of the page that is not
 * significantly different from the cached one. A significant change deletes the entry. When the
 * page cannot be fetched for the check, there is no evidence of change and the cached audit stands.
 */
export async function decideCache(
  svc: Services,
  url: string,
  pages: ScanOptions['pages'],
  now: Date,
  opts: { exact?: boolean } = {},
): Promise<CacheDecision> {
  const entry = await readCacheEntry(svc.table, url, pages, now);
  if (!entry) return { kind: 'miss' };
  const source = await getScan(svc.table, entry.scan_id);
  if (!source || source.status !== 'completed' || !source.audit_key) return { kind: 'miss' };
  // Raw HTML is keyed by its own hash: the same key is the same page, nothing to fetch.
  if (opts.exact) return { kind: 'hit', source, checkedMs: 0, fingerprint: entry.fingerprint };
  const started = performance.now();
  const fresh = await currentFingerprint(svc, url).catch(() => null);
  if (fresh !== null && changedSignificantly(entry.fingerprint, fresh)) {
    await deleteCacheEntry(svc.table, url, pages);
    return { kind: 'changed', cached: entry.fingerprint, fresh };
  }
  return { kind: 'hit', source, checkedMs: Math.round(performance.now() - started), fingerprint: fresh };
}
