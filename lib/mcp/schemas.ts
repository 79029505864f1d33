import { z } from 'zod';
import { CHECK_STATUSES } from '../api/scan-checks-schema.js';
import { API_SCHEMAS } from '../api/openapi.js';
import {
  DIMENSION_IDS,
  type DimensionId,
  GROUP_IDS,
  type GroupId,
  SELECTABLE_FIELDS,
  type SelectableField,
} from '../engine/index.js';

/**
 * What the MCP tools take and give. Results are the API's own schemas (lib/api/openapi.ts) wherever
 * the API has one, in both modes: an agent sees the same shape from the service and from the engine
 * in this process. Inputs are plain shapes; ids are checked by the tools themselves with the API's
 * schema, so a malformed id gets the API's NOT_FOUND rather than a protocol error.
 */

/** Compact defaults of audit_page: the summary and the top findings, not every part of the audit. */
export const MCP_DEFAULT_FIELDS: SelectableField[] = ['summary', 'findings'];
export const MCP_DEFAULT_FINDING_LIMIT = 5;

const scanId = (what: string) =>
  z
    .string()
    .max(200)
    .describe(`${what}: sc_ and 6-40 lower-case letters and digits, as audit_page returned it.`);

export const auditInput = {
  url: z.string().max(2048).optional().describe('The page to audit. Exactly one of url and html.'),
  html: z
    .string()
    .optional()
    .describe('Raw HTML to audit instead of a URL (up to 2 MB). Exactly one of url and html.'),
  base_url: z
    .string()
    .max(2048)
    .optional()
    .describe('With html: the address it is rendered at; the only origin its subresources load from.'),
  pages: z
    .union([z.number().int().min(1).max(5), z.array(z.string()).min(1).max(5)])
    .optional()
    .describe('1-5 pages, or same-site paths such as "/pricing". Default 1.'),
  fields: z
    .array(z.enum(SELECTABLE_FIELDS as [SelectableField, ...SelectableField[]]))
    .min(1)
    .optional()
    .describe(
      `Parts to include besides the score, dimensions and strengths: summary, findings, copy_rewrites, growth_blueprint, benchmark. Default ${JSON.stringify(MCP_DEFAULT_FIELDS)}.`,
    ),
  finding_limit: z
    .number()
    .int()
    .min(1)
    .max(20)
    .optional()
    .describe(`The top findings by priority, 1-20. Default ${MCP_DEFAULT_FINDING_LIMIT}.`),
  finding_depth: z
    .enum(['brief', 'full'])
    .optional()
    .describe('full (default: evidence, fix steps, rewritten copy) or brief (title, severity, priority).'),
};

export const scanIdInput = { scan_id: scanId('The scan') };

export const scanChecksInput = {
  scan_id: scanId('The scan'),
  status: z
    .array(z.enum(CHECK_STATUSES))
    .min(1)
    .optional()
    .describe('Only checks with these statuses. Default ["fail"].'),
  group: z
    .array(z.enum(GROUP_IDS as [GroupId, ...GroupId[]]))
    .min(1)
    .optional()
    .describe('Only checks of these groups (list_checks names them). Default: every group.'),
};

export const compareInput = {
  scan_id: scanId('The base scan (before)'),
  other_scan_id: scanId('The scan to compare it with (after)'),
};

export const listChecksInput = {
  group: z
    .array(z.enum(GROUP_IDS as [GroupId, ...GroupId[]]))
    .min(1)
    .optional()
    .describe('List the checks of these groups.'),
  dimension: z
    .array(z.enum(DIMENSION_IDS as [DimensionId, ...DimensionId[]]))
    .min(1)
    .optional()
    .describe('List the checks that score in these dimensions.'),
  ids: z
    .array(z.string().max(20))
    .min(1)
    .max(50)
    .optional()
    .describe('List these checks, e.g. ["HERO_001", "CTA_003"].'),
  detail: z
    .enum(['brief', 'full'])
    .optional()
    .describe(
      'brief (default: id, group, dimension, title, severity, weight) or full (description, threshold, fix steps, impact, source).',
    ),
};

export const shareInput = {
  scan_id: scanId('The scan'),
  expires_in_hours: z
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .optional()
    .describe('The link stops working after this many hours; without it, it works until revoked.'),
};

export const revokeShareInput = {
  scan_id: scanId('The scan'),
  share_id: z.string().max(200).describe('The share_id create_share_link returned.'),
};

const briefCheckSchema = z.object({
  id: z.string(),
  group: z.string(),
  dimension: z.string(),
  title: z.string(),
  severity: z.string(),
  weight: z.number(),
});
const catalogueSchema = API_SCHEMAS.CheckCatalogue;

export const OUTPUT = {
  audit: API_SCHEMAS.ScanResult,
  scan: API_SCHEMAS.ScanDetail,
  scanChecks: API_SCHEMAS.ScanChecks,
  comparison: API_SCHEMAS.ScanComparison,
  shareLink: API_SCHEMAS.ShareLink,
  shareRevoked: API_SCHEMAS.ShareRevoked,
  checks: z.object({
    total: z.int(),
    dimensions: catalogueSchema.shape.dimensions,
    groups: catalogueSchema.shape.groups,
    selected: z.int().describe('How many checks the filters selected (0 when none was given).'),
    checks: z
      .array(z.union([catalogueSchema.shape.checks.element, briefCheckSchema]))
      .describe('The selected checks, brief or full; empty until a group, dimension or ids select some.'),
  }),
  report: z.object({
    scan_id: z.string(),
    report_url: z
      .string()
      .describe(
        'API mode: GET /api/v1/scans/{id}/report, which needs the API key as a Bearer token. Local mode: a file:// URL of the report written on this machine.',
      ),
    access: z.enum(['api_key', 'local_file']),
    portal_url: z
      .string()
      .nullable()
      .describe(
        'API mode: the report in the developer portal, for a person who signs in with the key; null in local mode.',
      ),
  }),
};

export type ScanResult = z.infer<typeof OUTPUT.audit>;
export type ScanDetail = z.infer<typeof OUTPUT.scan>;
export type ScanChecks = z.infer<typeof OUTPUT.scanChecks>;
export type ScanComparison = z.infer<typeof OUTPUT.comparison>;
export type ShareLink = z.infer<typeof OUTPUT.shareLink>;
export type ShareRevoked = z.infer<typeof OUTPUT.shareRevoked>;
export type CheckCatalogue = z.infer<typeof catalogueSchema>;
export type ChecksAnswer = z.infer<typeof OUTPUT.checks>;
export type ReportLink = z.infer<typeof OUTPUT.report>;

/** audit_page's arguments once the compact defaults are in. */
export interface AuditArgs {
  url?: string;
  html?: string;
  base_url?: string;
  pages?: number | string[];
  fields: SelectableField[];
  finding_limit: number;
  finding_depth: 'brief' | 'full';
}
