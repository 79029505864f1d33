import { acquireModel } from '../engine/acquire/acquire.js';
import { GROUP_IDS } from '../engine/checks/groups.js';
import type { Services } from '../runtime/services.js';
import { objectKeys, type PageStep, type ScanTaskInput } from './scan-tasks.js';
import type { PageModel } from '../engine/model/page-model.js';
import { getScan, updateScan } from './scans.js';

// Its own module: only the fetch function bundles the browser.

/** Fetch the page and build its model; the model goes to the object store, its key down the chain. */
export async function fetchPageTask(svc: Services, input: ScanTaskInput): Promise<PageStep> {
  const scan = await getScan(svc.table, input.scan_id);
  if (scan?.status === 'completed') {
    // A resumed or repeated execution of a finished scan reuses its model: the audit stays as it was.
    const stored = await svc.objects.getJson<PageModel>(objectKeys.model(input.scan_id));
    if (stored) return pageStep(objectKeys.model(input.scan_id), stored);
  }
  await updateScan(svc.table, input.scan_id, { status: 'running' }, svc.now());
  const model = await acquireModel(input.url, {
    allowPrivate: svc.config.allowPrivateTargets,
    renderMode: svc.config.renderMode,
    chromePath: svc.config.chromePath,
    pages: input.options.pages,
  });
  const key = objectKeys.model(input.scan_id);
  await svc.objects.putJson(key, model);
  return pageStep(key, model);
}

function pageStep(key: string, model: PageModel): PageStep {
  return {
    model_key: key,
    groups: [...GROUP_IDS],
    industry: model.industry.id,
    mode: model.mode,
    fingerprint: model.fingerprint,
  };
}
