import type { CheckResult } from '../checks/check.js';
import type { PageModel } from '../model/page-model.js';
import { rewriteDeterministically } from '../rewrite/deterministic-rewriter.js';
import { buildRewriteInput } from '../rewrite/rewrite-input.js';
import type { CopyRewrites } from '../rewrite/rewrite-types.js';
import { benchmarkFromHistogram } from './benchmark.js';
import { buildBlueprint } from './blueprint.js';
import { reconcileResults } from './consistency.js';
import type { CheckCatalogue } from '../checks/catalogue.js';
import { lookupIn } from '../checks/default-catalogue.js';
import { atDepth, buildFindings } from './findings.js';
import { findingFingerprint, withFingerprints } from './finding-fingerprint.js';
import { pageViewOf } from './page-view.js';
import { groupRootCauses } from './root-causes.js';
import { computeScore } from './score.js';
import { buildStrengths } from './strengths.js';
import { buildSummary } from './summary.js';
import {
  SELECTABLE_FIELDS,
  type BenchmarkStats,
  type FullAudit,
  type ResponseOptions,
  type ScanMeta,
  type ScanResult,
} from './types.js';
import { verdictOf } from './verdict.js';

/** Bump when the audit's shape or arithmetic changes (cached audits carry it). */
export const REPORT_VERSION = 4;

export const DEFAULT_FINDING_LIMIT = 10;
export const MAX_FINDING_LIMIT = 20;

export interface ComposeAuditInput {
  scanId: string;
  url: string;
  model: PageModel;
  results: readonly CheckResult[];
  /** Check declarations to explain the results with; the live registry when absent. */
  catalogue?: CheckCatalogue;
  /** Benchmark numbers, or the industry's score histogram to compute them from this score. */
  benchmark: BenchmarkStats | { histogram: readonly number[] };
  /** Output of a rewrite provider; the deterministic rewriter's when absent. */
  rewrites?: CopyRewrites;
  cacheHit?: boolean;
  scanMeta: ScanMeta;
}

/**
 * The full audit of one scan, computed once: score and dimensions, verdict, every finding at full
 * depth, strengths, summary, copy rewrites, growth blueprint and benchmark. This is what gets
 * stored and cached; shapeResponse cuts it per request.
 *
 * @example const audit = composeAudit({ scanId, url, model, results, benchmark: { histogram }, scanMeta })
 */
export function composeAudit(input: ComposeAuditInput): FullAudit {
  const lookup = lookupIn(input.catalogue);
  // one audit never denies what another of its verdicts shows (report/consistency.ts)
  const { results, unpraised } = reconcileResults(input.results, lookup, input.model);
  const breakdown = computeScore(results, lookup);
  const verdict = verdictOf(breakdown.score);
  const rewrites =
    input.rewrites ?? rewriteDeterministically(buildRewriteInput(input.model, results, lookup));
  const page = pageViewOf(input.model);
  const fingerprintPage = {
    url: input.url,
    canonical: input.model.canonical,
    headline: page.headline.selector,
    primaryCta: page.primary_cta.selector,
  };
  const findings = groupRootCauses(
    buildFindings({
      model: input.model,
      results,
      lookup,
      pointsIfFixed: breakdown.pointsIfFixed,
      rewrites,
    }),
    breakdown.gainIfFixed,
  ).map((f) => ({ ...f, fingerprint: findingFingerprint(f, fingerprintPage) }));
  // a menu entry named as the page's ask for want of any other is no strength to praise ("First
  // screen offers the main call to action" beside "The page has no clear main call to action")
  const guessedAsk =
    input.model.ctaPerception?.basis === 'menu' ? (input.model.mainAsk?.selector ?? null) : null;
  const praisesGuess = (r: CheckResult): boolean =>
    guessedAsk !== null && r.evidence.some((e) => e.selector === guessedAsk);
  const strengths = buildStrengths(
    results.filter((r) => !unpraised.has(r.id) && !praisesGuess(r)),
    lookup,
    undefined,
    input.model.concealed,
  );
  const industry = input.model.industry.id;
  const benchmark =
    'histogram' in input.benchmark
      ? benchmarkFromHistogram(input.benchmark.histogram, breakdown.score)
      : input.benchmark;
  return {
    report_version: REPORT_VERSION,
    scan_id: input.scanId,
    url: input.url,
    score: breakdown.score,
    verdict,
    dimensions: breakdown.dimensions,
    findings_summary: findings.length,
    findings,
    strengths,
    summary: buildSummary({ score: breakdown.score, verdict, findings, strengths, industry }),
    copy_rewrites: rewrites,
    growth_blueprint: buildBlueprint(findings),
    benchmark,
    industry,
    page,
    cache_hit: input.cacheHit ?? false,
    scan_meta: input.scanMeta,
  };
}

/**
 * The scan result one request asked for, from a full audit (fresh or cached).
 *
 * - `fields` selects which of summary, findings, copy_rewrites, growth_blueprint and benchmark
 *   appear (all when absent); scan_id, url, score, verdict, dimensions, findings_summary,
 *   strengths, industry, cache_hit and scan_meta are always present.
 * - `findingLimit` (1-20, default 10; out-of-range values are clamped) keeps the first findings
 *   by priority; findings_summary still counts all of them.
 * - `findingDepth` 'brief' keeps {id, title, severity, dimension, priority} of each finding.
 * - The growth blueprint covers the same findings the limit keeps, so every finding_id in it
 *   names a finding of the (unlimited) audit that a request with the same limit returns.
 */
export function shapeResponse(audit: FullAudit, options: ResponseOptions = {}): ScanResult {
  const fields = new Set(options.fields ?? SELECTABLE_FIELDS);
  const asked = options.findingLimit;
  const limit =
    asked === undefined || !Number.isFinite(asked)
      ? DEFAULT_FINDING_LIMIT
      : Math.min(MAX_FINDING_LIMIT, Math.max(1, Math.trunc(asked)));
  const depth = options.findingDepth ?? 'full';
  const kept = withFingerprints({ ...audit, findings: audit.findings.slice(0, limit) });

  const result: ScanResult = {
    scan_id: audit.scan_id,
    url: audit.url,
    score: audit.score,
    verdict: audit.verdict,
    findings_summary: audit.findings_summary,
    strengths: audit.strengths,
    industry: audit.industry,
    ...(audit.page ? { page: audit.page } : {}),
    cache_hit: options.cacheHit ?? audit.cache_hit,
    scan_meta: options.scanMeta ?? audit.scan_meta,
    dimensions: audit.dimensions,
  };
  if (fields.has('findings')) result.findings = kept.map((f) => atDepth(f, depth));
  if (fields.has('summary')) result.summary = audit.summary;
  if (fields.has('copy_rewrites')) result.copy_rewrites = audit.copy_rewrites;
  if (fields.has('growth_blueprint')) result.growth_blueprint = buildBlueprint(kept);
  if (fields.has('benchmark')) result.benchmark = audit.benchmark;
  return orderLikeSpec(result);
}

const SPEC_ORDER: readonly (keyof ScanResult)[] = [
  'scan_id',
  'url',
  'score',
  'verdict',
  'findings_summary',
  'findings',
  'strengths',
  'summary',
  'copy_rewrites',
  'growth_blueprint',
  'benchmark',
  'industry',
  'page',
  'cache_hit',
  'scan_meta',
  'dimensions',
];

/** Keys in the order of SPEC 2.1, so serialized responses read the same every time. */
function orderLikeSpec(result: ScanResult): ScanResult {
  const ordered: Record<string, unknown> = {};
  for (const key of SPEC_ORDER) if (result[key] !== undefined) ordered[key] = result[key];
  return ordered as unknown as ScanResult;
}

export interface BuildReportInput extends ComposeAuditInput {
  options?: ResponseOptions;
}

/** composeAudit then shapeResponse, for callers that need the response only. */
export function buildReport(input: BuildReportInput): ScanResult {
  return shapeResponse(composeAudit(input), input.options);
}
