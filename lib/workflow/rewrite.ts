import { buildRewriteInput } from '../engine/index.js';
import { rewriteProviderFor } from '../runtime/rewrite-provider.js';
import type { Services } from '../runtime/services.js';
import { objectKeys } from '../scans/object-keys.js';
import type { GroupStep, PageStep, ScanTaskInput } from './state-payloads.js';
import { loadModel, loadResults } from './stored-parts.js';

/** "Rewrite": copy rewrites of the page's key elements, stored; the provider and any fallback reason travel. */
export async function rewriteTask(
  svc: Services,
  input: ScanTaskInput & { page: PageStep; checks: GroupStep[] },
): Promise<{ rewrites_key: string; provider: string; fallback_reason: string | null }> {
  const results = await loadResults(svc, input.checks);
  // The input is computed where the checks ran (scan-compute.ts); the provider, maybe a remote
  // model, is called from here.
  const rewriteInput = svc.compute
    ? await svc.compute.rewriteInput(input.page.model_key, results)
    : buildRewriteInput(await loadModel(svc, input.page.model_key), results);
  const rewrites = await rewriteProviderFor(svc.env).rewrite(rewriteInput);
  const key = objectKeys.rewrites(input.scan_id);
  await svc.objects.putJson(key, rewrites);
  return { rewrites_key: key, provider: rewrites.provider, fallback_reason: rewrites.fallback_reason };
}
