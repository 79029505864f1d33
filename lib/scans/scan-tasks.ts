import { ServiceError, isErrorCode, type ErrorCode } from '../errors.js';
import type { CheckResult } from '../engine/checks/check.js';
import type { GroupId } from '../engine/checks/groups.js';
import { runGroup } from '../engine/checks/run-checks.js';
import type { PageModel } from '../engine/model/page-model.js';
import { composeAudit } from '../engine/report/build-report.js';
import type { FullAudit } from '../engine/report/types.js';
import { buildRewriteInput } from '../engine/rewrite/rewrite-input.js';
import type { CopyRewrites } from '../engine/rewrite/rewrite-types.js';
import type { Services } from '../runtime/services.js';
import { rewriteProviderFor } from '../runtime/rewrite-provider.js';
import { addToHistogram, readHistogram } from './benchmark-store.js';
import { withReference } from '../engine/report/reference-benchmarks.js';
import { writeCacheEntry } from './scan-cache.js';
import { failScan } from './scan-failure.js';
import { cacheUrlOf, getScan, htmlObjectKey, updateScan, type ScanOptions } from './scans.js';

/** The input every scan chain state receives (the Express execution input, or a Map item). */
export interface ScanTaskInput {
  scan_id: string;
  account_id: string;
  url: string;
  options: ScanOptions;
}

export interface PageStep {
  model_key: string;
  /** The URL that loaded: the scan's url, or its http fallback when the request named no scheme. */
  url?: string;
  groups: GroupId[];
  industry: string;
  mode: 'static' | 'render';
  fingerprint: string;
}

export interface GroupStep {
  group: GroupId;
  results_key: string;
  counts: Record<string, number>;
}

export const objectKeys = {
  model: (scanId: string) => `scans/${scanId}/model.json`,
  group: (scanId: string, group: string) => `scans/${scanId}/checks/${group}.json`,
  rewrites: (scanId: string) => `scans/${scanId}/rewrites.json`,
  audit: (scanId: string) => `scans/${scanId}/audit.json`,
  html: htmlObjectKey,
};

/** Models read by the 27 group tasks of one scan: the same container serves many of them. */
const modelCache = new Map<string, PageModel>();
async function loadModel(svc: Services, key: string): Promise<PageModel> {
  const hit = modelCache.get(key);
  if (hit) return hit;
  const model = await svc.objects.getJson<PageModel>(key);
  if (!model) throw new ServiceError('SCAN_FAILED', `The page model ${key} is missing.`);
  modelCache.set(key, model);
  if (modelCache.size > 8) modelCache.delete(modelCache.keys().next().value as string);
  return model;
}

export async function runCheckGroupTask(
  svc: Services,
  input: { scan_id: string; model_key: string; group: GroupId },
): Promise<GroupStep> {
  const model = await loadModel(svc, input.model_key);
  const results = runGroup(model, input.group);
  const key = objectKeys.group(input.scan_id, input.group);
  await svc.objects.putJson(key, results);
  const counts: Record<string, number> = {};
  for (const r of results) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return { group: input.group, results_key: key, counts };
}

async function loadResults(svc: Services, groups: GroupStep[]): Promise<CheckResult[]> {
  const parts = await Promise.all(groups.map((g) => svc.objects.getJson<CheckResult[]>(g.results_key)));
  return parts.flatMap((p, i) => {
    if (!p) throw new ServiceError('SCAN_FAILED', `Check results ${groups[i].results_key} are missing.`);
    return p;
  });
}

/** Gather the 27 groups' results; the counts are the score state's output (the score itself is in the audit). */
export async function scoreTask(
  svc: Services,
  input: ScanTaskInput & { checks: GroupStep[] },
): Promise<{ checks: number; passed: number; failed: number; not_applicable: number; errored: number }> {
  const results = await loadResults(svc, input.checks);
  const count = (s: CheckResult['status']) => results.filter((r) => r.status === s).length;
  return {
    checks: results.length,
    passed: count('pass'),
    failed: count('fail'),
    not_applicable: count('not_applicable'),
    errored: count('error'),
  };
}

export async function rewriteTask(
  svc: Services,
  input: ScanTaskInput & { page: PageStep; checks: GroupStep[] },
): Promise<{ rewrites_key: string; provider: string; fallback_reason: string | null }> {
  const [model, results] = await Promise.all([
    loadModel(svc, input.page.model_key),
    loadResults(svc, input.checks),
  ]);
  const rewrites = await rewriteProviderFor(svc.env).rewrite(buildRewriteInput(model, results));
  const key = objectKeys.rewrites(input.scan_id);
  await svc.objects.putJson(key, rewrites);
  return { rewrites_key: key, provider: rewrites.provider, fallback_reason: rewrites.fallback_reason };
}

export interface PersistOutput {
  scan_id: string;
  url: string;
  status: 'completed';
  score: number;
  verdict: string;
  industry: string;
  audit_key: string;
}

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
  const [model, results, rewrites, histogram] = await Promise.all([
    loadModel(svc, input.page.model_key),
    loadResults(svc, input.checks),
    svc.objects.getJson<CopyRewrites>(input.rewrite.rewrites_key),
    readHistogram(svc.table, input.page.industry),
  ]);
  const now = svc.now();
  const url = input.page.url ?? input.url;
  const durationMs = Math.max(0, now.getTime() - Date.parse(scan.created_at));
  const audit: FullAudit = composeAudit({
    scanId: input.scan_id,
    url,
    model,
    results,
    rewrites: rewrites ?? undefined,
    // The stored scans of the industry on top of its reference distribution (reference-benchmarks.ts).
    benchmark: { histogram: withReference(histogram, input.page.industry) },
    cacheHit: false,
    scanMeta: { cost_usd: scan.cost_usd ?? 0, duration_ms: durationMs },
  });
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
      fingerprint: model.fingerprint,
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

export interface FailureOutput {
  scan_id: string;
  url: string;
  status: 'failed';
  code: ErrorCode;
  message: string;
  blocked: boolean;
}

/** The error a state caught, as a SPEC 7 code and a message a client can act on. */
export function describeFailure(error: { Error?: string; Cause?: string } | undefined): {
  code: ErrorCode;
  message: string;
} {
  const name = error?.Error ?? '';
  let message = error?.Cause ?? '';
  try {
    // On AWS the cause of a Lambda error is its JSON error object.
    const parsed = JSON.parse(message) as { errorMessage?: string };
    if (parsed && typeof parsed.errorMessage === 'string') message = parsed.errorMessage;
  } catch {
    // A plain message (the embedded runtime passes the error's message as is).
  }
  if (isErrorCode(name)) return { code: name, message: message || name };
  if (name === 'States.Timeout')
    return { code: 'SCAN_FAILED', message: 'The scan took longer than its time limit; retry it.' };
  return { code: 'SCAN_FAILED', message: 'The analysis failed; it is safe to retry.' };
}

/** Mark the scan failed with its code and give its credit back (both idempotent). */
export async function recordFailureTask(
  svc: Services,
  input: ScanTaskInput & { error?: { Error?: string; Cause?: string } },
): Promise<FailureOutput> {
  const { code, message } = describeFailure(input.error);
  const blocked = code === 'BOT_BLOCKED';
  await failScan(svc, input, { code, message });
  return { scan_id: input.scan_id, url: input.url, status: 'failed', code, message, blocked };
}
