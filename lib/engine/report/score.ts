import type { CheckResult } from '../checks/check.js';
import { DIMENSIONS, type DimensionId } from '../checks/dimensions.js';
import type { CheckLookup } from '../checks/catalogue.js';
import type { DimensionScore } from './types.js';

export interface ScoreBreakdown {
  /** The overall score, rounded to an integer 0-100. */
  score: number;
  /** The overall score before rounding; points_if_fixed is measured on it. */
  exact: number;
  dimensions: DimensionScore[];
  /** For each failed check: overall points gained if it alone passed (one decimal). */
  pointsIfFixed: ReadonlyMap<string, number>;
}

interface DimensionTally {
  passedWeight: number;
  totalWeight: number;
  passed: number;
  failed: number;
}

const round1 = (n: number): number => Math.round(n * 10) / 10;

/**
 * Scores a page from its check results.
 *
 * A dimension scores the weighted pass rate of its applicable checks (check weight 1-5;
 * not_applicable and error are left out). The overall score averages the dimension scores by
 * their fixed weights, over the dimensions that had at least one applicable check, so a page is
 * never punished for checks that do not concern it. Results whose check is not in the catalogue
 * are ignored (nothing could explain them).
 *
 * @example computeScore(results, lookupOf(catalogue)).score // 73
 */
export function computeScore(results: readonly CheckResult[], lookup: CheckLookup): ScoreBreakdown {
  const tallies = new Map<DimensionId, DimensionTally>(
    DIMENSIONS.map((d) => [d.id, { passedWeight: 0, totalWeight: 0, passed: 0, failed: 0 }]),
  );
  for (const r of results) {
    if (r.status !== 'pass' && r.status !== 'fail') continue;
    const def = lookup(r.id);
    const tally = tallies.get(r.dimension);
    if (!def || !tally) continue;
    tally.totalWeight += def.weight;
    if (r.status === 'pass') {
      tally.passedWeight += def.weight;
      tally.passed += 1;
    } else {
      tally.failed += 1;
    }
  }

  let weightSum = 0;
  let weighted = 0;
  for (const d of DIMENSIONS) {
    const t = tallies.get(d.id)!;
    if (t.totalWeight === 0) continue;
    weightSum += d.weight;
    weighted += d.weight * (t.passedWeight / t.totalWeight);
  }
  const exact = weightSum === 0 ? 0 : (100 * weighted) / weightSum;

  const pointsIfFixed = new Map<string, number>();
  for (const r of results) {
    if (r.status !== 'fail') continue;
    const def = lookup(r.id);
    const t = tallies.get(r.dimension);
    const dim = DIMENSIONS.find((d) => d.id === r.dimension);
    if (!def || !t || !dim || weightSum === 0) continue;
    // Passing one more check raises its dimension's rate by weight/total; the overall moves by
    // that times the dimension's share of the applicable weight.
    pointsIfFixed.set(r.id, round1((100 * dim.weight * (def.weight / t.totalWeight)) / weightSum));
  }

  const dimensions: DimensionScore[] = DIMENSIONS.map((d) => {
    const t = tallies.get(d.id)!;
    return {
      dimension: d.id,
      label: d.label,
      weight: d.weight,
      score: t.totalWeight === 0 ? null : round1((100 * t.passedWeight) / t.totalWeight),
      passed: t.passed,
      failed: t.failed,
      applicable: t.passed + t.failed,
    };
  });

  return { score: Math.min(100, Math.max(0, Math.round(exact))), exact, dimensions, pointsIfFixed };
}
