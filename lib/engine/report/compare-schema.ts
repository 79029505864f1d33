import { z } from 'zod';

/**
 * The shape of a comparison (GET /scans/{id}/compare/{other_id}, compare.ts builds it), apart
 * from the comparison itself: the schema needs no check registry, so what only describes
 * comparisons (the OpenAPI document, the MCP server's tool schemas) loads without the 316 checks.
 */

const severity = z.enum(['critical', 'high', 'medium', 'low']);

export const comparedFindingSchema = z.object({
  fingerprint: z.string(),
  check_id: z.string(),
  check_ids: z.array(z.string()),
  title: z.string(),
  severity,
  dimension: z.string(),
  selector: z.string().nullable().describe('The element the finding points at; null for an absence.'),
  priority: z.int().describe('Its rank in the scan it comes from (head for new and unchanged).'),
});

const scanSideSchema = z.object({
  scan_id: z.string(),
  url: z.string(),
  score: z.int(),
  verdict: z.string(),
});

export const scanComparisonSchema = z.object({
  base: scanSideSchema.describe('The scan of the path {id}: the one compared from.'),
  head: scanSideSchema.describe('The scan of the path {other_id}: the one compared to.'),
  score_delta: z.int().describe('head.score - base.score.'),
  dimensions: z.array(
    z.object({
      dimension: z.string(),
      label: z.string(),
      base: z.number().nullable(),
      head: z.number().nullable(),
      delta: z.number().nullable().describe('head - base (one decimal); null when either is null.'),
    }),
  ),
  findings: z.object({
    resolved: z.array(comparedFindingSchema).describe('In base, not in head.'),
    new: z.array(comparedFindingSchema).describe('In head, not in base.'),
    unchanged: z.array(comparedFindingSchema).describe('In both (same fingerprint).'),
    undetermined: z
      .array(comparedFindingSchema)
      .describe(
        'In one scan only, but a check of it errored in the other (it threw on that page, say): neither resolved nor new.',
      ),
  }),
  counts: z.object({ resolved: z.int(), new: z.int(), unchanged: z.int(), undetermined: z.int() }),
  copy_changes: z
    .array(
      z.object({
        element: z.string().describe('headline, subheadline, primary_cta, meta_title, ...'),
        before: z.string().nullable(),
        after: z.string().nullable(),
      }),
    )
    .describe('Copy elements whose text differs between the two pages.'),
  timings: z
    .array(
      z.object({
        metric: z.string().describe('scan_duration, or the check id of a timing check (SPEED_001, ...).'),
        label: z.string(),
        unit: z.literal('ms'),
        base: z.number().nullable(),
        head: z.number().nullable(),
        delta: z.number().nullable(),
        noise_band: z.number().describe('Repeated runs of one page move within +/- this much.'),
        beyond_noise: z.boolean().describe('|delta| exceeds noise_band: a difference, not a flip.'),
      }),
    )
    .describe('Render timings with their noise band; never reported as findings resolved or new.'),
});

export type ScanComparison = z.infer<typeof scanComparisonSchema>;
export type ComparedFinding = z.infer<typeof comparedFindingSchema>;
