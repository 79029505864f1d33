import type { CheckResult, ComposeAuditInput, FullAudit, GroupId, RewriteInput } from '../engine/index.js';

/** What composeAudit needs besides the model, which the compute reads by its object-store key. */
export type AuditParts = Omit<ComposeAuditInput, 'model' | 'catalogue'>;

/**
 * The CPU work of a scan after the page model exists: one check group, the rewrite input and the
 * audit, each over a model named by its object-store key (a page of 100k elements has a model of
 * tens of megabytes, so it travels by key and each place that computes reads it once).
 *
 * Lambda has no compute in its services: the workflow tasks run the engine in the function's own
 * thread, over the model loadModel reads (lib/workflow/stored-parts.ts). The embedded runtime,
 * whose one thread also answers the API, sets worker threads with a time budget per job
 * (infra/local/engine-workers.ts).
 */
export interface ScanCompute {
  runGroup(modelKey: string, group: GroupId): Promise<CheckResult[]>;
  rewriteInput(modelKey: string, results: CheckResult[]): Promise<RewriteInput>;
  composeAudit(modelKey: string, parts: AuditParts): Promise<FullAudit>;
}
