import { z } from 'zod';
import { DIMENSION_IDS, type DimensionId } from '../checks/dimensions.js';
import { COPY_ELEMENTS } from '../rewrite/rewrite-types.js';
import { PAGE_TYPES, type PageType } from '../model/page-model.js';
import type { Verdict } from './types.js';
import { VERDICTS } from './verdict.js';

/**
 * zod schemas of the audit; the OpenAPI document is generated from them. They mirror types.ts
 * (a test checks composeAudit output against them).
 */

const level = z.enum(['high', 'medium', 'low']);
const severity = z.enum(['critical', 'high', 'medium', 'low']);
const dimensionId = z.enum(DIMENSION_IDS as [DimensionId, ...DimensionId[]]);

export const verdictSchema = z.enum(VERDICTS as [Verdict, ...Verdict[]]);

export const dimensionScoreSchema = z.object({
  dimension: dimensionId,
  label: z.string(),
  weight: z.number(),
  score: z
    .number()
    .min(0)
    .max(100)
    .nullable()
    .describe('Weighted pass rate of the applicable checks, one decimal; null when none applied.'),
  passed: z.int().min(0),
  failed: z.int().min(0),
  applicable: z.int().min(0),
});

export const findingEvidenceSchema = z.object({
  quote: z.string(),
  selector: z.string().nullable(),
  absent: z.string().optional().describe('What was looked for and not found (then quote is empty).'),
});

export const briefFindingSchema = z.object({
  id: z
    .string()
    .regex(/^finding_\d{3,}$/)
    .describe('finding_001 is the first by priority.'),
  title: z.string().min(1).describe('What is wrong.'),
  severity,
  dimension: z.string().min(1).describe('Human label of the scoring dimension.'),
  priority: z
    .int()
    .min(1)
    .describe(
      'Rank by expected gain (points if fixed x confidence x severity and impact factors) over effort, then re-ranked: sure conversion findings first (the first ten of ten different check groups), unsure ones next, hygiene (search snippet, accessibility markup, analytics, legal links) last; 1 is first.',
    ),
});

export const fullFindingSchema = briefFindingSchema.extend({
  dimension_id: dimensionId,
  impact: level,
  impact_estimate: z.string().describe('An estimate of the conversion effect, labelled as one.'),
  explanation: z
    .string()
    .min(1)
    .describe('Why it matters, the page evidence with selectors, the rule and the observed value.'),
  fix_steps: z.array(z.string()),
  rewritten_copy: z
    .string()
    .describe(
      'Paste-in replacement copy (a rewrite of the flagged copy, alt text, form labels, a guarantee or shipping line, CTA microcopy); an empty string when no paste-in copy fits this finding. Never an instruction: the fix is in fix_steps.',
    ),
  confidence: level,
  fix_effort: level,
  check_id: z
    .string()
    .regex(/^[A-Z]+_\d+$/)
    .describe('The lead check of this root cause.'),
  check_ids: z
    .array(z.string().regex(/^[A-Z]+_\d+$/))
    .min(1)
    .describe('Every check that failed for this root cause (the same element), the lead check first.'),
  points_if_fixed: z
    .number()
    .min(0)
    .max(100)
    .describe('Overall score points gained if the checks of this finding passed.'),
  evidence: z.array(findingEvidenceSchema),
  fingerprint: z
    .string()
    .regex(/^fp_[0-9a-f]{16}$/)
    .describe(
      'Stable identity of this finding across scans: a hash of its check ids, the element it is about (its role as the headline or main call to action, else its selector without sibling positions) and the page (the path of its canonical address, else of the address it was audited at). GET /scans/{id}/compare/{other_id} matches findings by it.',
    ),
});

export const findingSchema = z.union([fullFindingSchema.strict(), briefFindingSchema.strict()]);

export const strengthSchema = z.object({
  check_id: z.string(),
  label: z.string(),
  observation: z.string(),
});

export const copyRewriteSchema = z.object({
  original: z.string().nullable(),
  alternatives: z.array(z.string().min(1)),
  rationale: z.string().min(1),
});

export const copyRewritesSchema = z.object({
  ...(Object.fromEntries(COPY_ELEMENTS.map((e) => [e, copyRewriteSchema])) as Record<
    (typeof COPY_ELEMENTS)[number],
    typeof copyRewriteSchema
  >),
  provider: z.string().describe('Who wrote the alternatives: deterministic, bedrock or openai.'),
  fallback_reason: z.string().nullable().describe('Why a remote provider was not used, else null.'),
});

export const blueprintPhaseSchema = z.object({
  phase: z.enum(['quick_wins', 'next_30_days', 'strategic']),
  title: z.string(),
  steps: z.array(
    z.object({
      finding_id: z.string().regex(/^finding_\d{3,}$/),
      check_id: z.string(),
      action: z.string().min(1),
      expected_effect: z.string().regex(/^estimate:/, 'must start with "estimate:"'),
    }),
  ),
  expected_effect: z
    .string()
    .regex(/^estimate:/, 'must start with "estimate:"')
    .describe('Sum of points_if_fixed of the steps, as an estimate.'),
});

export const benchmarkSchema = z.object({
  industry_average: z.number(),
  industry_percentile: z.number().min(0).max(100),
  top_10_percent_score: z.number(),
  sample_size: z.int().min(0),
});

export const scanMetaSchema = z.object({
  cost_usd: z.number().min(0),
  duration_ms: z.int().min(0),
});

const ctaGoal = z.enum([
  'buy',
  'add_to_cart',
  'signup',
  'trial',
  'demo',
  'contact',
  'quote',
  'call',
  'book',
  'download',
  'donate',
  'subscribe',
  'register',
  'read',
  'other',
]);

/** How the audit chose the headline or the main call to action, and how sure it is. */
const perceptionShape = {
  basis: z
    .enum(['rendered', 'markup', 'menu', 'none'])
    .describe(
      'rendered: by what the rendered first screen makes prominent (size, weight, position); markup: by heading levels, classes and source order (no render, or one whose stylesheets failed); menu: a menu entry worded as an ask, the page having no call to action of its own; none: nothing found.',
    ),
  confidence: z
    .number()
    .min(0)
    .max(1)
    .describe('How sure the choice is (0-1). Findings that rest on a choice below 0.5 have low confidence.'),
  reason: z.string().nullable().describe('Why there is none, or why a fallback was taken; null otherwise.'),
};

export const pageViewSchema = z
  .object({
    page_type: z
      .enum(PAGE_TYPES as [PageType, ...PageType[]])
      .describe('What kind of page the audit took this to be; checks that do not fit it are not applicable.'),
    page_type_confidence: z.number().min(0).max(1),
    industry: z.string(),
    language: z.string().nullable().describe('ISO 639-1 code of the main language; null when undecided.'),
    headline: z
      .object({ text: z.string().nullable(), selector: z.string().nullable(), ...perceptionShape })
      .describe('The headline the audit judged (null text: none found, with the reason).'),
    primary_cta: z
      .object({
        text: z.string().nullable(),
        selector: z.string().nullable(),
        goal: ctaGoal.nullable(),
        ...perceptionShape,
      })
      .describe('The main call to action the audit judged (null text: none found, with the reason).'),
    render: z
      .object({
        mode: z.enum(['render', 'static']),
        degraded: z
          .boolean()
          .describe(
            'True when what was measured differs from what a visitor of the live site sees: stylesheets that did not load, a local address or file, or no render.',
          ),
        reason: z.string().nullable(),
        stylesheets_failed: z.int().min(0),
        requests_failed: z.int().min(0),
      })
      .describe('How faithfully the audit saw the page.'),
  })
  .describe(
    'What the audit saw: page type, industry, language, headline, main call to action and render quality.',
  );

/** The stored audit (composeAudit). */
export const fullAuditSchema = z.object({
  report_version: z.int(),
  scan_id: z.string(),
  url: z.string(),
  score: z.int().min(0).max(100),
  verdict: verdictSchema,
  dimensions: z.array(dimensionScoreSchema).length(DIMENSION_IDS.length),
  findings_summary: z.int().min(0),
  findings: z.array(fullFindingSchema),
  strengths: z.array(strengthSchema),
  summary: z.string(),
  copy_rewrites: copyRewritesSchema,
  growth_blueprint: z.array(blueprintPhaseSchema),
  benchmark: benchmarkSchema,
  industry: z.string(),
  page: pageViewSchema.optional(),
  cache_hit: z.boolean(),
  scan_meta: scanMetaSchema,
});

/** The response of a completed scan (SPEC 2.1; optional parts per `fields`). */
export const scanResultSchema = z.object({
  scan_id: z.string(),
  url: z.string(),
  score: z.int().min(0).max(100),
  verdict: verdictSchema,
  findings_summary: z.int().min(0).describe('Count of all findings, before finding_limit cuts the list.'),
  findings: z.array(findingSchema).optional(),
  strengths: z.array(strengthSchema),
  summary: z.string().optional(),
  copy_rewrites: copyRewritesSchema.optional(),
  growth_blueprint: z.array(blueprintPhaseSchema).optional(),
  benchmark: benchmarkSchema.optional(),
  industry: z.string(),
  page: pageViewSchema.optional().describe('What the audit saw; on every audit since report_version 2.'),
  cache_hit: z.boolean(),
  scan_meta: scanMetaSchema,
  dimensions: z.array(dimensionScoreSchema).describe('The 8 scoring dimensions and how each scored.'),
});
