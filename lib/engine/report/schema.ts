import { z } from 'zod';
import { DIMENSION_IDS } from '../checks/dimensions.js';
import { COPY_ELEMENTS } from '../rewrite/rewrite-types.js';
import { VERDICTS } from './verdict.js';

/**
 * zod schemas of the audit; the OpenAPI document is generated from them. They mirror types.ts
 * (a test checks composeAudit output against them).
 */

const level = z.enum(['high', 'medium', 'low']);
const severity = z.enum(['critical', 'high', 'medium', 'low']);
const dimensionId = z.enum(DIMENSION_IDS as [string, ...string[]]);

export const verdictSchema = z.enum(VERDICTS as [string, ...string[]]);

export const dimensionScoreSchema = z.object({
  dimension: dimensionId,
  label: z.string(),
  weight: z.number(),
  score: z.number().min(0).max(100).nullable(),
  passed: z.int().min(0),
  failed: z.int().min(0),
  applicable: z.int().min(0),
});

export const findingEvidenceSchema = z.object({
  quote: z.string(),
  selector: z.string().nullable(),
  absent: z.string().optional(),
});

export const briefFindingSchema = z.object({
  id: z.string().regex(/^finding_\d{3,}$/),
  title: z.string().min(1),
  severity,
  dimension: z.string().min(1),
  priority: z.int().min(1),
});

export const fullFindingSchema = briefFindingSchema.extend({
  dimension_id: dimensionId,
  impact: level,
  impact_estimate: z.string(),
  explanation: z.string().min(1),
  fix_steps: z.array(z.string()),
  rewritten_copy: z.string().min(1),
  confidence: level,
  fix_effort: level,
  check_id: z.string().regex(/^[A-Z]+_\d+$/),
  points_if_fixed: z.number().min(0).max(100),
  evidence: z.array(findingEvidenceSchema),
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
  provider: z.string(),
  fallback_reason: z.string().nullable(),
});

export const blueprintPhaseSchema = z.object({
  phase: z.enum(['quick_wins', 'next_30_days', 'strategic']),
  title: z.string(),
  steps: z.array(
    z.object({
      finding_id: z.string().regex(/^finding_\d{3,}$/),
      check_id: z.string(),
      action: z.string().min(1),
      expected_effect: z.string().startsWith('estimate:'),
    }),
  ),
  expected_effect: z.string().startsWith('estimate:'),
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
  cache_hit: z.boolean(),
  scan_meta: scanMetaSchema,
});

/** The response of a completed scan (SPEC 2.1; optional parts per `fields`). */
export const scanResultSchema = z.object({
  scan_id: z.string(),
  url: z.string(),
  score: z.int().min(0).max(100),
  verdict: verdictSchema,
  findings_summary: z.int().min(0),
  findings: z.array(findingSchema).optional(),
  strengths: z.array(strengthSchema),
  summary: z.string().optional(),
  copy_rewrites: copyRewritesSchema.optional(),
  growth_blueprint: z.array(blueprintPhaseSchema).optional(),
  benchmark: benchmarkSchema.optional(),
  industry: z.string(),
  cache_hit: z.boolean(),
  scan_meta: scanMetaSchema,
  dimensions: z.array(dimensionScoreSchema),
});
