import { findingFingerprint } from './finding-fingerprint.js';
import type { CheckDefinition, CheckResult, Evidence, Level, Severity } from '../checks/check.js';
import { DIMENSIONS } from '../checks/dimensions.js';
import { UNSURE_PICK, type PageModel } from '../model/page-model.js';
import { extractPageFacts } from '../rewrite/page-facts.js';
import { pasteInCopy } from '../rewrite/paste-in.js';
import type { CopyRewrites, PageFacts } from '../rewrite/rewrite-types.js';
import type { CheckLookup } from '../checks/catalogue.js';
import type { BriefFinding, Finding, FindingDepth, FullFinding } from './types.js';

/** high/medium/low as numbers for the priority arithmetic. */
export const LEVEL_VALUE: Record<Level, number> = { high: 3, medium: 2, low: 1 };
export const SEVERITY_RANK: Record<Severity, number> = { critical: 4, high: 3, medium: 2, low: 1 };

/** Below this industry confidence a vertical check's verdict is itself uncertain. */
export const LOW_INDUSTRY_CONFIDENCE = 0.5;

/** How many evidence items a finding carries; a check listing every image would bloat the audit. */
export const EVIDENCE_KEPT = 10;

/** How many evidence items the explanation quotes. */
const EXPLAINED_EVIDENCE = 3;

function describeEvidence(e: Evidence): string {
  if (e.absent) return `looked for ${e.absent} and found none`;
  if (e.quote && e.selector) return `“${e.quote}” (${e.selector})`;
  if (e.quote) return `“${e.quote}”`;
  return e.selector ? `the element at ${e.selector}` : 'no element';
}

function explanationOf(def: CheckDefinition, result: CheckResult): string {
  const seen = result.evidence.slice(0, EXPLAINED_EVIDENCE).map(describeEvidence);
  const more = result.evidence.length - seen.length;
  const onPage =
    seen.length > 0
      ? `On this page: ${seen.join('; ')}${more > 0 ? ` (and ${more} more)` : ''}.`
      : 'On this page the check found nothing to point at.';
  const rule = `Rule: ${def.threshold}${result.observed ? `; observed: ${result.observed}` : ''}.`;
  const why = def.description.trim();
  return `${why}${/[.!?]$/.test(why) || !why ? '' : '.'} ${onPage} ${rule}`.trim();
}

/**
 * How sure the finding is. High: the page was rendered and the check points at a quoted element.
 * Low: a vertical check on a page whose industry is itself uncertain, or a check that rests on a
 * headline or main call to action the audit picked with confidence below 0.5, or a check that caps
 * its own confidence at low. Medium otherwise (static markup, a finding that rests on something not
 * being found, or a check that caps its own confidence at medium).
 */
export function confidenceOf(def: CheckDefinition, result: CheckResult, model: PageModel): Level {
  if (def.industries !== 'all' && model.industry.confidence < LOW_INDUSTRY_CONFIDENCE) return 'low';
  if (result.confidence === 'low') return 'low';
  // a verdict about the headline or main call to action is as sure as the audit's pick of it
  if ((result.rests ?? def.rests)?.some((pick) => (pickConfidence(model, pick) ?? 1) < UNSURE_PICK))
    return 'low';
  const pointsAtElement = result.evidence.some((e) => !e.absent && (e.quote !== '' || e.selector !== null));
  if (model.mode === 'render' && pointsAtElement && !result.confidence) return 'high';
  return 'medium';
}

function pickConfidence(model: PageModel, pick: 'headline' | 'primary_cta'): number | undefined {
  return pick === 'headline' ? model.hero.headlinePerception?.confidence : model.ctaPerception?.confidence;
}

/** How much of a finding's points to expect, by how sure the finding is. */
export const CONFIDENCE_FACTOR: Record<Level, number> = { high: 1, medium: 0.8, low: 0.5 };
/** What fixing it costs, as a divisor: low effort 1, medium 2, high 3. */
export const EFFORT_DIVISOR: Record<Level, number> = { low: 1, medium: 2, high: 3 };

/**
 * How much a finding's severity and its check's declared conversion impact count in the ranking,
 * beside its points. Points measure the score, and the score spreads a check's weight over its
 * dimension: search-snippet and legal-link fixes in a small dimension came out worth as many points
 * as a missing guarantee or testimonials, and filled the first ten findings of most pages, while
 * the problems that stop a visitor from buying (no social proof, no guarantee, the product never
 * shown) sat below them. Each severity step doubles the factor and impact spans at most 1.5, so
 * a more severe finding always has the larger factor: impact only orders findings of one severity.
 */
export const SEVERITY_PRIORITY: Record<Severity, number> = { critical: 4, high: 2, medium: 1, low: 0.5 };
export const IMPACT_PRIORITY: Record<Level, number> = { high: 1.5, medium: 1.25, low: 1 };

/**
 * Expected gain per unit of effort: points_if_fixed x confidence factor x severity factor x
 * impact factor / effort divisor. A finding more severe, surer, worth more points and no harder to
 * fix always ranks higher (the factors above cannot reverse a difference of severity).
 */
export function priorityScore(
  f: Pick<FullFinding, 'points_if_fixed' | 'confidence' | 'fix_effort' | 'severity' | 'impact'>,
): number {
  return (
    (f.points_if_fixed *
      CONFIDENCE_FACTOR[f.confidence] *
      SEVERITY_PRIORITY[f.severity] *
      IMPACT_PRIORITY[f.impact]) /
    EFFORT_DIVISOR[f.fix_effort]
  );
}

const unsure = (f: Pick<FullFinding, 'confidence'>): number => (f.confidence === 'low' ? 1 : 0);

/**
 * Ordering of findings: sure before unsure (a low-confidence finding, one that rests on a guess,
 * never outranks one the audit is sure of), then priorityScore, severity, points and check id.
 */
export function compareFindings(a: FullFinding, b: FullFinding): number {
  return (
    unsure(a) - unsure(b) ||
    priorityScore(b) - priorityScore(a) ||
    SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] ||
    b.points_if_fixed - a.points_if_fixed ||
    (a.check_id < b.check_id ? -1 : a.check_id > b.check_id ? 1 : 0)
  );
}

export interface FindingsInput {
  model: PageModel;
  results: readonly CheckResult[];
  lookup: CheckLookup;
  pointsIfFixed: ReadonlyMap<string, number>;
  rewrites: CopyRewrites;
  /** The page's grounded facts; extracted from the model when absent. */
  facts?: PageFacts;
}

/**
 * One full finding per failed check of the catalogue, ranked and numbered by priority
 * (finding_001 is priority 1). rewritten_copy is paste-in copy (see rewrite/paste-in.ts) or ''.
 */
export function buildFindings({
  model,
  results,
  lookup,
  pointsIfFixed,
  rewrites,
  facts = extractPageFacts(model),
}: FindingsInput): FullFinding[] {
  const unranked: FullFinding[] = [];
  for (const r of results) {
    if (r.status !== 'fail') continue;
    const def = lookup(r.id);
    if (!def) continue;
    unranked.push({
      id: '',
      title: def.title,
      severity: def.severity,
      dimension: DIMENSIONS.find((d) => d.id === r.dimension)?.label ?? r.dimension,
      dimension_id: r.dimension,
      impact: def.impact,
      impact_estimate: def.impactEstimate,
      explanation: explanationOf(def, r),
      fix_steps: [...def.fixSteps],
      // Copy to paste or nothing: the fix itself is in fix_steps.
      rewritten_copy: pasteInCopy(def, r, model, rewrites, facts),
      confidence: confidenceOf(def, r, model),
      fix_effort: def.fixEffort,
      priority: 0,
      check_id: r.id,
      check_ids: [r.id],
      points_if_fixed: pointsIfFixed.get(r.id) ?? 0,
      // Of this check alone; composeAudit hashes it again once root causes are grouped.
      fingerprint: '',
      evidence: r.evidence
        .slice(0, EVIDENCE_KEPT)
        .map((e) =>
          e.absent
            ? { quote: e.quote, selector: e.selector, absent: e.absent }
            : { quote: e.quote, selector: e.selector },
        ),
    });
  }
  return unranked.sort(compareFindings).map((f, i) => ({
    ...f,
    fingerprint: findingFingerprint(f, { url: model.url, canonical: model.canonical }),
    id: `finding_${String(i + 1).padStart(3, '0')}`,
    priority: i + 1,
  }));
}

/** A finding at the requested depth; `brief` keeps {id, title, severity, dimension, priority}. */
export function atDepth(f: FullFinding, depth: FindingDepth): Finding {
  if (depth === 'full') return f;
  const brief: BriefFinding = {
    id: f.id,
    title: f.title,
    severity: f.severity,
    dimension: f.dimension,
    priority: f.priority,
  };
  return brief;
}
