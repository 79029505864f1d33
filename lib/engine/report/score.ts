import type { CheckResult, Severity } from '../checks/check.js';
import { DIMENSIONS, type DimensionId } from '../checks/dimensions.js';
import type { CheckLookup } from '../checks/catalogue.js';
import type { DimensionScore } from './types.js';

export interface ScoreBreakdown {
  /** The overall score, rounded to an integer 0-100. */
  score: number;
  /** The overall score before rounding; points_if_fixed is measured on it. */
  exact: number;
  /** Weighted pass rate over the applicable dimensions, 0..1, before the curve and the caps. */
  passRate: number;
  /** The decisive failures that capped the score, strongest first (empty when none). */
  caps: { check_id: string; factor: number; cap: number }[];
  dimensions: DimensionScore[];
  /** For each failed check: overall points gained if it alone passed (one decimal). */
  pointsIfFixed: ReadonlyMap<string, number>;
  /** Overall points gained if all these failed checks passed together (one decimal). */
  gainIfFixed(ids: readonly string[]): number;
}

/**
 * How much a check's verdict counts beside its declared weight: a critical check is worth sixteen
 * low ones, a high one eight. With equal counting, the 200-odd minor checks that fail on almost
 * every page drowned the few that decide whether a visitor can act at all; at 8/4/2/1 a missing
 * testimonial or guarantee still moved the score of some pages by less than a point.
 */
export const SEVERITY_FACTOR: Readonly<Record<Severity, number>> = {
  critical: 16,
  high: 8,
  medium: 2,
  low: 1,
};

/**
 * Decisive failures: a page that fails one of these cannot convert whatever else it does well.
 * Placeholder text marks an unfinished page; no clear main call to action leaves the visitor no
 * way to act. The pass rate is multiplied by the factor before the curve (the lowest factor when
 * several fail), so such a page cannot score above the curve at the factor whatever else passes
 * (TRUST_011: 71, CTA_001: 81; a typical page passing 55-75% of its weighted checks lands at
 * 27-46 and 34-57). Scaling the rate rather than the score keeps every other fix worth points on
 * such a page. The factors and the curve were chosen together by bench/eval/calibrate.ts
 * (docs/scoring.md): stronger factors pushed such pages to 3-10, where the curve is so flat that
 * no other fix moved the integer score.
 */
export const DECISIVE_FACTORS: Readonly<Record<string, number>> = {
  TRUST_011: 0.7,
  CTA_001: 0.8,
  // a main call to action that does nothing is no call to action (CTA_015 fails only when no other
  // button of the first screen works)
  CTA_015: 0.8,
  // hidden spam links: a hacked page is as unfit to convert as an unfinished one
  TRUST_018: 0.7,
};

/**
 * The curve from weighted pass rate to score: a logistic centred on 55% of the weighted checks
 * passed. A plain percentage bunched every page between 35 and 65 because most checks pass or
 * fail on most pages alike; the curve spreads the same order over the scale: 30% passed scores 18,
 * 45% scores 35, 55% scores 50, 80% scores 82. It is gentler than it was (60%, steepness 9): the
 * steeper curve was so flat at the bottom that a template page at 3 did not move when its title
 * was removed.
 */
export const CURVE = { midpoint: 0.55, steepness: 6 } as const;

/** Everything the arithmetic is tuned by; bench/eval/calibrate.ts searches it on labelled pages. */
export interface ScoringParams {
  curve: { midpoint: number; steepness: number };
  /** The weight of each dimension in the overall rate (DIMENSIONS by default). */
  dimensions: Readonly<Record<DimensionId, number>>;
  decisive: Readonly<Record<string, number>>;
  severity: Readonly<Record<Severity, number>>;
}

export const SCORING: ScoringParams = {
  curve: CURVE,
  dimensions: Object.fromEntries(DIMENSIONS.map((d) => [d.id, d.weight])) as Record<DimensionId, number>,
  decisive: DECISIVE_FACTORS,
  severity: SEVERITY_FACTOR,
};

const round1 = (n: number): number => Math.round(n * 10) / 10;
const toInteger = (exact: number): number => Math.min(100, Math.max(0, Math.round(exact)));

export function curve(passRate: number, c: ScoringParams['curve'] = CURVE): number {
  return 100 / (1 + Math.exp(-c.steepness * (passRate - c.midpoint)));
}

interface DimensionTally {
  passedWeight: number;
  totalWeight: number;
  passed: number;
  failed: number;
}

type Verdicts = ReadonlyMap<string, 'pass' | 'fail'>;

/** The check's weight in the score: declared weight 1-5 times its severity factor. */
function weightOf(lookup: CheckLookup, id: string, severity: ScoringParams['severity']): number | null {
  const def = lookup(id);
  return def ? def.weight * severity[def.severity] : null;
}

function tally(
  results: readonly CheckResult[],
  verdicts: Verdicts,
  lookup: CheckLookup,
  severity: ScoringParams['severity'],
) {
  const tallies = new Map<DimensionId, DimensionTally>(
    DIMENSIONS.map((d) => [d.id, { passedWeight: 0, totalWeight: 0, passed: 0, failed: 0 }]),
  );
  for (const r of results) {
    const status = verdicts.get(r.id);
    const weight = weightOf(lookup, r.id, severity);
    const t = tallies.get(r.dimension);
    if (!status || weight === null || !t) continue;
    t.totalWeight += weight;
    if (status === 'pass') {
      t.passedWeight += weight;
      t.passed += 1;
    } else t.failed += 1;
  }
  return tallies;
}

function exactScore(
  results: readonly CheckResult[],
  verdicts: Verdicts,
  lookup: CheckLookup,
  params: ScoringParams,
): {
  exact: number;
  passRate: number;
  caps: ScoreBreakdown['caps'];
  tallies: Map<DimensionId, DimensionTally>;
} {
  const tallies = tally(results, verdicts, lookup, params.severity);
  let weightSum = 0;
  let weighted = 0;
  for (const d of DIMENSIONS) {
    const t = tallies.get(d.id)!;
    if (t.totalWeight === 0) continue;
    const w = params.dimensions[d.id];
    weightSum += w;
    weighted += w * (t.passedWeight / t.totalWeight);
  }
  const passRate = weightSum === 0 ? 0 : weighted / weightSum;
  // a failure that denies less than its check's whole claim (CheckResult.denies: a main action
  // that does not stand out, not a missing one) is a finding, not a decisive failure
  const partial = new Set(results.filter((r) => r.status === 'fail' && r.denies).map((r) => r.id));
  const caps = Object.entries(params.decisive)
    .filter(([id]) => verdicts.get(id) === 'fail' && lookup(id) && !partial.has(id))
    .map(([check_id, factor]) => ({ check_id, factor, cap: Math.floor(curve(factor, params.curve)) }))
    .sort((a, b) => a.factor - b.factor);
  const exact = weightSum === 0 ? 0 : curve(passRate * (caps[0]?.factor ?? 1), params.curve);
  return { exact, passRate, caps, tallies };
}

/** The pass and fail verdicts by check id; not_applicable and error count for nothing. */
function verdictsOf(results: readonly CheckResult[]): Map<string, 'pass' | 'fail'> {
  const verdicts = new Map<string, 'pass' | 'fail'>();
  for (const r of results) if (r.status === 'pass' || r.status === 'fail') verdicts.set(r.id, r.status);
  return verdicts;
}

/** The unrounded score alone, without the per-finding arithmetic (for calibration over many settings). */
export function exactOnly(
  results: readonly CheckResult[],
  lookup: CheckLookup,
  params: ScoringParams = SCORING,
): number {
  return exactScore(results, verdictsOf(results), lookup, params).exact;
}

/** The integer score alone, as the audit reports it. */
export function scoreOnly(
  results: readonly CheckResult[],
  lookup: CheckLookup,
  params: ScoringParams = SCORING,
): number {
  return toInteger(exactOnly(results, lookup, params));
}

/**
 * Scores a page from its check results.
 *
 * A dimension scores the weighted pass rate of its applicable checks (check weight 1-5 times the
 * severity factor; not_applicable and error are left out). The overall pass rate averages the
 * dimension rates by their fixed weights, over the dimensions that had at least one applicable
 * check, so a page is never punished for checks that do not concern it. The score is that rate
 * through the logistic CURVE, after scaling it by the factor of a failed decisive check. Results whose check
 * is not in the catalogue are ignored (nothing could explain them).
 *
 * @example computeScore(results, lookupOf(catalogue)).score // 73
 */
export function computeScore(
  results: readonly CheckResult[],
  lookup: CheckLookup,
  params: ScoringParams = SCORING,
): ScoreBreakdown {
  const verdicts = verdictsOf(results);
  const { exact, passRate, caps, tallies } = exactScore(results, verdicts, lookup, params);

  // What fixing one check is worth: the whole arithmetic again with that check passed, so the
  // curve and the caps are counted exactly.
  const gainIfFixed = (ids: readonly string[]): number => {
    const fixed = new Map(verdicts);
    for (const id of ids) if (fixed.get(id) === 'fail') fixed.set(id, 'pass');
    return round1(exactScore(results, fixed, lookup, params).exact - exact);
  };
  const pointsIfFixed = new Map<string, number>();
  for (const [id, status] of verdicts) {
    if (status === 'fail' && lookup(id)) pointsIfFixed.set(id, gainIfFixed([id]));
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

  return {
    score: toInteger(exact),
    exact,
    passRate,
    caps,
    dimensions,
    pointsIfFixed,
    gainIfFixed,
  };
}
