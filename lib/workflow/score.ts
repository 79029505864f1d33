import type { CheckResult } from '../engine/index.js';
import type { Services } from '../runtime/services.js';
import type { GroupStep, ScanTaskInput } from './state-payloads.js';
import { loadResults } from './stored-parts.js';

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
