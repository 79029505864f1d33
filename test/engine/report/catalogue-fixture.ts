import type {
  CheckDefinition,
  CheckResult,
  CheckStatus,
  Evidence,
} from '../../../lib/engine/checks/check.js';
import type { DimensionId } from '../../../lib/engine/checks/dimensions.js';
import { groupOfCheckId } from '../../../lib/engine/checks/groups.js';
import { fail, pass } from '../../../lib/engine/checks/outcome.js';

/** A check declaration for report tests; its run() follows `outcome`. */
export function checkDef(
  id: string,
  dimension: DimensionId,
  overrides: Partial<Omit<CheckDefinition, 'id' | 'dimension'>> = {},
): CheckDefinition {
  const group = groupOfCheckId(id);
  if (!group) throw new Error(`no group for ${id}`);
  return {
    id,
    group,
    dimension,
    title: `${id} fails`,
    label: `${id} passes`,
    description: `Why ${id} matters to conversion.`,
    threshold: `${id} threshold holds`,
    severity: 'medium',
    weight: 1,
    industries: 'all',
    pageTypes: 'all',
    languages: 'any',
    needs: 'static',
    fixSteps: [`Fix ${id} on the page.`, `Check ${id} again.`],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +1-3% conversion',
    source: 'heuristic',
    run: () => pass({ quote: id, selector: null }),
    ...overrides,
  };
}

/** Turns a declaration's run() into a result, like the check runner does. */
export function resultOf(def: CheckDefinition, model: Parameters<CheckDefinition['run']>[0]): CheckResult {
  const out = def.run(model);
  if (out.status === 'not_applicable') {
    return {
      id: def.id,
      group: def.group,
      dimension: def.dimension,
      status: 'not_applicable',
      evidence: [],
      reason: out.reason,
      durationMs: 0,
    };
  }
  return {
    id: def.id,
    group: def.group,
    dimension: def.dimension,
    status: out.status,
    evidence: out.evidence,
    observed: out.observed,
    durationMs: 0,
  };
}

/** A hand-built result of a declared check. */
export function result(
  def: CheckDefinition,
  status: CheckStatus,
  evidence: Evidence[] = [{ quote: `${def.id} quote`, selector: `#${def.id.toLowerCase()}` }],
  observed?: string,
): CheckResult {
  return {
    id: def.id,
    group: def.group,
    dimension: def.dimension,
    status,
    evidence,
    observed,
    durationMs: 1,
  };
}

export { fail, pass };
