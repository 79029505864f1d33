import { composeAudit, type CopyRewrites, type FullAudit, withReference } from '../engine/index.js';
import { ServiceError } from '../errors.js';
import type { AuditParts } from '../runtime/scan-compute.js';
import type { Services } from '../runtime/services.js';
import { addToHistogram, readHistogram } from '../scans/benchmark-store.js';
import { objectKeys } from '../scans/object-keys.js';
import { writeCacheEntry } from '../scans/scan-cache.js';
import { cacheUrlOf, getScan, updateScan } from '../scans/scans.js';
import type { GroupStep, PageStep, PersistOutput, ScanTaskInput } from './state-payloads.js';
import { loadModel, loadResults } from './stored-parts.js';

/** Compose the audit, store it, count it in the industry benchmark, complete the scan, fill the cache. */
export async function persistTask(
  svc: Services,
  input: ScanTaskInput & { page: PageStep; checks: GroupStep[]; rewrite: { rewrites_key: string } },
): Promise<PersistOutput> {
  const scan = await getScan(svc.table, input.scan_id);
  if (!scan) throw new ServiceError('SCAN_FAILED', `Scan ${input.scan_id} has no record.`);
  if (scan.status === 'completed' && scan.audit_key && scan.score !== undefined) {
    // Already persisted (a retried state or a resumed execution): the first audit stands.
    return {
      scan_id: scan.scan_id,
      url: scan.url,
      status: 'completed',
      score: scan.score,
      verdict: scan.verdict ?? '',
      industry: scan.industry ?? '',
      audit_key: scan.audit_key,
    };
  }
  const [results, rewrites, histogram] = await Promise.all([
    loadResults(svc, input.checks),
    svc.objects.getJson<CopyRewrites>(input.rewrite.rewrites_key),
    readHistogram(svc.table, input.page.industry),
  ]);
  const now = svc.now();
  const url = input.page.url ?? input.url;
  const durationMs = Math.max(0, now.getTime() - Date.parse(scan.created_at));
  const parts: AuditParts = {
    scanId: input.scan_id,
    url,
    results,
    rewrites: rewrites ?? undefined,
    // The stored scans of the industry on top of its reference distribution (reference-benchmarks.ts).
    benchmark: { histogram: withReference(histogram, input.page.industry) },
    cacheHit: false,
    scanMeta: { cost_usd: scan.cost_usd ?? 0, duration_ms: durationMs },
  };
  // Worker threads in the embedded runtime; on Lambda this function's own thread (scan-compute.ts).
  const audit: FullAudit = svc.compute
    ? await svc.compute.composeAudit(input.page.model_key, parts)
    : composeAudit({ ...parts, model: await loadModel(svc, input.page.model_key) });
  const key = objectKeys.audit(input.scan_id);
  await svc.objects.putJson(key, audit);
  const updated = await updateScan(
    svc.table,
    input.scan_id,
    {
      status: 'completed',
      score: audit.score,
      verdict: audit.verdict,
      industry: audit.industry,
      audit_key: key,
      duration_ms: durationMs,
      completed_at: now.toISOString(),
    },
    now,
  );
  // Only the call that completed the scan counts it, so a retried Persist never counts twice.
  if (updated) {
    await addToHistogram(svc.table, audit.industry, audit.score);
    await writeCacheEntry(svc.table, {
      url: cacheUrlOf({ url, html: scan.html }),
      options: input.options,
      scan_id: input.scan_id,
      fingerprint: input.page.fingerprint,
      now,
    });
  }
  return {
    scan_id: input.scan_id,
    url,
    status: 'completed',
    score: audit.score,
    verdict: audit.verdict,
    industry: audit.industry,
    audit_key: key,
  };
}
