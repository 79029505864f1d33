import { DIMENSIONS } from './dimensions.js';
import { GROUPS } from './groups.js';
import { CHECKS } from './registry.js';

/** The check catalogue as GET /checks serves it and docs/checks.md prints it. */
export function checkCatalogue() {
  return {
    total: CHECKS.length,
    dimensions: DIMENSIONS.map((d) => ({ id: d.id, label: d.label, weight: d.weight })),
    groups: GROUPS.map((g) => ({
      id: g.id,
      name: g.name,
      prefixes: [...g.prefixes],
      checks: CHECKS.filter((c) => c.group === g.id).length,
    })),
    checks: CHECKS.map((c) => ({
      id: c.id,
      group: c.group,
      dimension: c.dimension,
      title: c.title,
      label: c.label,
      description: c.description,
      threshold: c.threshold,
      severity: c.severity,
      weight: c.weight,
      industries: c.industries === 'all' ? 'all' : [...c.industries],
      needs: c.needs,
      fix_steps: [...c.fixSteps],
      fix_effort: c.fixEffort,
      impact: c.impact,
      impact_estimate: c.impactEstimate,
      source: c.source,
    })),
  };
}
