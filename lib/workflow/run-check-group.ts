import { runGroup, type GroupId } from '../engine/index.js';
import type { Services } from '../runtime/services.js';
import { objectKeys } from '../scans/object-keys.js';
import type { GroupStep } from './state-payloads.js';
import { loadModel } from './stored-parts.js';

/** "Run check groups" (a Map over the 27 groups): one group's checks on the stored model. */
export async function runCheckGroupTask(
  svc: Services,
  input: { scan_id: string; model_key: string; group: GroupId },
): Promise<GroupStep> {
  // Worker threads in the embedded runtime; on Lambda this function's own thread (scan-compute.ts).
  const results = svc.compute
    ? await svc.compute.runGroup(input.model_key, input.group)
    : runGroup(await loadModel(svc, input.model_key), input.group);
  const key = objectKeys.group(input.scan_id, input.group);
  await svc.objects.putJson(key, results);
  const counts: Record<string, number> = {};
  for (const r of results) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return { group: input.group, results_key: key, counts };
}
