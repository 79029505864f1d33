import { degradedReason, localDeliveryReason } from '../model/delivery.js';
import type { PageModel } from '../model/page-model.js';
import type { CheckDefinition, CheckResult } from './check.js';
import type { GroupId } from './groups.js';
import { CHECKS } from './registry.js';
import { languageReason, pageTypeReason, priceReason } from './scope.js';

/**
 * Why a check does not apply before it runs: its industries, page types, languages and price
 * expectations (see scope.ts), its need for render facts, or facts
 * of the delivery it uses (check.uses) that are not the live site's: HTTPS, headers and speed of
 * a page served from a local address or file, layout of a render whose stylesheets failed.
 */
export function applicability(check: CheckDefinition, model: PageModel): string | null {
  if (check.industries !== 'all' && !check.industries.includes(model.industry.id)) {
    return `applies to ${check.industries.join(', ')} pages; this page was classified as ${model.industry.id}`;
  }
  const scoped = pageTypeReason(check, model) ?? languageReason(check, model) ?? priceReason(check, model);
  if (scoped) return scoped;
  if (check.needs === 'render' && !model.render) {
    return `needs a rendered page; this scan ran in static mode${model.staticReason ? ` (${model.staticReason})` : ''}`;
  }
  const uses = check.uses ?? [];
  // Models cached before delivery facts existed have none; they were all live fetches.
  const delivery = model.delivery as PageModel['delivery'] | undefined;
  if (!delivery || uses.length === 0) return null;
  if (uses.includes('transport') || uses.includes('timing')) {
    const local = localDeliveryReason(delivery);
    if (local) return local;
  }
  if (uses.includes('layout') && model.render) {
    const degraded = degradedReason(delivery);
    if (degraded) return degraded;
  }
  return null;
}

/**
 * Run one check; a throw marks it errored and never fails the scan. Its time is recorded
 * (`durationMs`, for `npm run bench`) but never changes its verdict: checks are synchronous pure
 * functions, so a slow one cannot be interrupted, and discarding a verdict already computed made
 * the audit of the same page differ with the machine's load. Time is bounded per scan instead, by
 * the renderer's and the engine worker's budgets (docs/operations.md).
 */
export function runCheck(check: CheckDefinition, model: PageModel): CheckResult {
  const base = { id: check.id, group: check.group, dimension: check.dimension };
  const skip = applicability(check, model);
  if (skip) return { ...base, status: 'not_applicable', evidence: [], reason: skip, durationMs: 0 };
  const started = performance.now();
  try {
    const outcome = check.run(model);
    const durationMs = performance.now() - started;
    if (outcome.status === 'not_applicable') {
      return { ...base, status: 'not_applicable', evidence: [], reason: outcome.reason, durationMs };
    }
    if (outcome.evidence.length === 0) {
      return {
        ...base,
        status: 'error',
        evidence: [],
        reason: 'returned a verdict without evidence',
        durationMs,
      };
    }
    return {
      ...base,
      status: outcome.status,
      evidence: outcome.evidence,
      observed: outcome.observed,
      ...(outcome.confidence ? { confidence: outcome.confidence } : {}),
      ...(outcome.denies ? { denies: outcome.denies } : {}),
      ...(outcome.presumes ? { presumes: outcome.presumes } : {}),
      ...(outcome.rests ? { rests: outcome.rests } : {}),
      durationMs,
    };
  } catch (err) {
    return {
      ...base,
      status: 'error',
      evidence: [],
      reason: err instanceof Error ? err.message : String(err),
      durationMs: performance.now() - started,
    };
  }
}

export function runChecks(model: PageModel, checks: readonly CheckDefinition[] = CHECKS): CheckResult[] {
  return checks.map((check) => runCheck(check, model));
}

export function runGroup(
  model: PageModel,
  group: GroupId,
  checks: readonly CheckDefinition[] = CHECKS,
): CheckResult[] {
  return runChecks(
    model,
    checks.filter((c) => c.group === group),
  );
}
