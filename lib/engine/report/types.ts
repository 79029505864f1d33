import type { Level, Severity } from '../checks/check.js';
import type { DimensionId } from '../checks/dimensions.js';
import type { CtaGoal, PageType } from '../model/page-model.js';

export type { CtaGoal } from '../model/page-model.js';
import type { CopyRewrites } from '../rewrite/rewrite-types.js';

export type { CopyRewrites } from '../rewrite/rewrite-types.js';

/** Word label of the score, from the bands in verdict.ts. */
export type Verdict = 'excellent' | 'good' | 'fair' | 'poor' | 'critical';

/** One of the 8 revenue dimensions as it scored on this page. */
export interface DimensionScore {
  dimension: DimensionId;
  label: string;
  /** Fixed weight of the dimension in the overall score (the weights sum to 100). */
  weight: number;
  /** Weighted pass rate 0-100 (one decimal); null when no check of the dimension applied. */
  score: number | null;
  passed: number;
  failed: number;
  /** passed + failed: checks that neither were not_applicable nor errored. */
  applicable: number;
}

/** Quote and selector of what a check saw; `absent` says what was looked for and not found. */
export interface FindingEvidence {
  quote: string;
  selector: string | null;
  absent?: string;
}

/** A failed check at `full` depth: the SPEC 2.2 fields plus check_id, points_if_fixed and evidence. */
export interface FullFinding {
  id: string;
  title: string;
  severity: Severity;
  /** Human label of the dimension ("Clarity & messaging"); the id is in dimension_id. */
  dimension: string;
  dimension_id: DimensionId;
  impact: Level;
  impact_estimate: string;
  explanation: string;
  fix_steps: string[];
  rewritten_copy: string;
  confidence: Level;
  fix_effort: Level;
  priority: number;
  check_id: string;
  /**
   * Every check that failed for this root cause (the same element), the lead check first;
   * `[check_id]` when the finding stands alone.
   */
  check_ids: string[];
  /** Overall score gained if this one check passed, everything else equal (one decimal). */
  points_if_fixed: number;
  evidence: FindingEvidence[];
  /**
   * Stable identity across scans (finding-fingerprint.ts): check ids, the element it is about and
   * the page's identity. Audits stored before report_version 4 made it otherwise; responses and
   * comparisons make it again for them (withFingerprints).
   */
  fingerprint: string;
}

/** The minimal field set of `finding_depth: "brief"`. */
export interface BriefFinding {
  id: string;
  title: string;
  severity: Severity;
  dimension: string;
  priority: number;
}

export type Finding = FullFinding | BriefFinding;

export interface Strength {
  check_id: string;
  label: string;
  observation: string;
}

export type BlueprintPhaseId = 'quick_wins' | 'next_30_days' | 'strategic';

export interface BlueprintStep {
  finding_id: string;
  check_id: string;
  action: string;
  expected_effect: string;
}

export interface BlueprintPhase {
  phase: BlueprintPhaseId;
  title: string;
  steps: BlueprintStep[];
  /** Always labelled as an estimate: "estimate: up to +N points". */
  expected_effect: string;
}

/** What the audit saw: see report/page-view.ts. */
/** How the audit chose the headline or main call to action (model Perception). */
export interface PerceptionView {
  /** rendered: the first screen's prominence; markup: heading levels, classes and order; menu: a menu entry worded as an ask; none: nothing found. */
  basis: 'rendered' | 'markup' | 'menu' | 'none';
  /** 0..1. Findings that rest on a pick below 0.5 are reported with low confidence. */
  confidence: number;
  /** Why there is none, or how the pick was made when it is a fallback; null otherwise. */
  reason: string | null;
}

export interface PageView {
  page_type: PageType;
  /** 0..1: how clearly the page showed its type. */
  page_type_confidence: number;
  industry: string;
  /** ISO 639-1 code of the page's main language; null when nothing decided it. */
  language: string | null;
  headline: { text: string | null; selector: string | null } & PerceptionView;
  primary_cta: { text: string | null; selector: string | null; goal: CtaGoal | null } & PerceptionView;
  render: {
    mode: 'render' | 'static';
    degraded: boolean;
    reason: string | null;
    /** Stylesheets that failed to load (count). */
    stylesheets_failed: number;
    /** Requests of the render that failed (count). */
    requests_failed: number;
  };
}

/** SPEC 2.3. */
export interface BenchmarkStats {
  industry_average: number;
  industry_percentile: number;
  top_10_percent_score: number;
  sample_size: number;
}

/** SPEC 2.4. */
export interface ScanMeta {
  cost_usd: number;
  duration_ms: number;
}

/**
 * The complete audit, computed once per scan by composeAudit: what is stored and cached. Every
 * finding is kept at full depth; shapeResponse cuts and trims it per request.
 */
export interface FullAudit {
  /** Bumped when the audit's shape or arithmetic changes, so stale cached audits can be told apart. */
  report_version: number;
  scan_id: string;
  url: string;
  score: number;
  verdict: Verdict;
  dimensions: DimensionScore[];
  /** Count of all findings (equals findings.length here; survives the cut in a response). */
  findings_summary: number;
  findings: FullFinding[];
  strengths: Strength[];
  summary: string;
  copy_rewrites: CopyRewrites;
  growth_blueprint: BlueprintPhase[];
  benchmark: BenchmarkStats;
  industry: string;
  /** What the audit saw (absent from audits stored before report_version 2). */
  page?: PageView;
  cache_hit: boolean;
  scan_meta: ScanMeta;
}

/** The optional top-level parts a request may select with `fields` (SPEC 4.1). */
export type SelectableField = 'summary' | 'findings' | 'copy_rewrites' | 'growth_blueprint' | 'benchmark';

export const SELECTABLE_FIELDS: readonly SelectableField[] = [
  'summary',
  'findings',
  'copy_rewrites',
  'growth_blueprint',
  'benchmark',
];

export type FindingDepth = 'brief' | 'full';

export interface ResponseOptions {
  /** Which selectable fields appear; undefined means all of them. */
  fields?: readonly SelectableField[];
  /** 1-20, default 10. */
  findingLimit?: number;
  findingDepth?: FindingDepth;
  /** Overrides for a response served from the cache. */
  cacheHit?: boolean;
  scanMeta?: ScanMeta;
}

/** The scan result of SPEC 2.1 as one request asked for it, plus the per-dimension breakdown. */
export interface ScanResult {
  scan_id: string;
  url: string;
  score: number;
  verdict: Verdict;
  dimensions: DimensionScore[];
  findings_summary: number;
  findings?: Finding[];
  strengths: Strength[];
  summary?: string;
  copy_rewrites?: CopyRewrites;
  growth_blueprint?: BlueprintPhase[];
  benchmark?: BenchmarkStats;
  industry: string;
  /** What the audit saw; present on every audit of report_version 2 or later. */
  page?: PageView;
  cache_hit: boolean;
  scan_meta: ScanMeta;
}
