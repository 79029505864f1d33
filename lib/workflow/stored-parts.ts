import type { CheckResult, PageModel } from '../engine/index.js';
import { ServiceError } from '../errors.js';
import type { Services } from '../runtime/services.js';
import type { GroupStep } from './state-payloads.js';

/** Models read by the 27 group tasks of one scan: the same container serves many of them. */
const modelCache = new Map<string, PageModel>();
export async function loadModel(svc: Services, key: string): Promise<PageModel> {
  const hit = modelCache.get(key);
  if (hit) return hit;
  const model = await svc.objects.getJson<PageModel>(key);
  if (!model) throw new ServiceError('SCAN_FAILED', `The page model ${key} is missing.`);
  modelCache.set(key, model);
  if (modelCache.size > 8) modelCache.delete(modelCache.keys().next().value as string);
  return model;
}

/** The check results the group states stored, in the order of `groups`. */
export async function loadResults(svc: Services, groups: GroupStep[]): Promise<CheckResult[]> {
  const parts = await Promise.all(groups.map((g) => svc.objects.getJson<CheckResult[]>(g.results_key)));
  return parts.flatMap((p, i) => {
    if (!p) throw new ServiceError('SCAN_FAILED', `Check results ${groups[i].results_key} are missing.`);
    return p;
  });
}
