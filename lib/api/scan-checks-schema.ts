import { z } from 'zod';
import {
  type CheckStatus,
  DIMENSION_IDS,
  type DimensionId,
  findingEvidenceSchema,
  GROUP_IDS,
  type GroupId,
} from '../engine/index.js';

/**
 * The shape of every check's result of one scan, as GET /scans/{id}/checks serves it and
 * `npm run audit -- --checks/--json` prints it (built in lib/scans/scan-checks.ts).
 */

export const CHECK_STATUSES = [
  'pass',
  'fail',
  'not_applicable',
  'error',
] as const satisfies readonly CheckStatus[];

export const scanCheckSchema = z.object({
  id: z.string().describe('`<PREFIX>_<nnn>`, e.g. HERO_001.'),
  group: z.enum(GROUP_IDS as [GroupId, ...GroupId[]]),
  dimension: z.enum(DIMENSION_IDS as [DimensionId, ...DimensionId[]]),
  title: z.string().describe('What is wrong when the check fails (the finding title).'),
  label: z.string().describe('What is right when it passes (the strength label).'),
  status: z.enum(CHECK_STATUSES),
  severity: z.enum(['critical', 'high', 'medium', 'low']),
  weight: z.int().min(1).max(5).describe('Weight inside its dimension, 1 (minor) to 5 (decisive).'),
  evidence: z
    .array(findingEvidenceSchema)
    .describe('What the check saw; empty when not_applicable or error.'),
  observed: z.string().optional().describe('The measured value against the threshold (pass and fail).'),
  reason: z.string().optional().describe('Why the check did not apply, or what went wrong (error).'),
});

export type ScanCheck = z.infer<typeof scanCheckSchema>;

export const checkCountsSchema = z.object({
  pass: z.int().min(0),
  fail: z.int().min(0),
  not_applicable: z.int().min(0),
  error: z.int().min(0),
});

export type CheckCounts = z.infer<typeof checkCountsSchema>;

export const scanChecksSchema = z.object({
  scan_id: z.string(),
  status: z
    .enum(['pending', 'running', 'completed', 'failed'])
    .describe('counts and checks are null until the scan is completed, as result is on GET /scans/{id}.'),
  error: z.object({ code: z.string(), message: z.string(), blocked: z.boolean() }).nullable(),
  counts: checkCountsSchema
    .nullable()
    .describe('Over all checks of the scan, whatever ?status= selects; they sum to 316.'),
  checks: z
    .array(scanCheckSchema)
    .nullable()
    .describe('In catalogue group order, by id within a group; only the ?status= selected ones.'),
});

export type ScanChecks = z.infer<typeof scanChecksSchema>;
