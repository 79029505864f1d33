import { z } from 'zod';
import { ERROR_STATUS } from '../errors.js';
import { scanComparisonSchema, scanResultSchema } from '../engine/index.js';
import { CHECK_STATUSES, scanChecksSchema } from './scan-checks-schema.js';
import { BASE_PATHS, ROUTES } from './routes.js';
import { brandingFields } from './branding.js';
import {
  batchRequestSchema,
  scanRequestSchema,
  shareRequestSchema,
  webhookRequestSchema,
} from './schemas.js';

const errorSchema = z.object({
  error: z.object({
    code: z.enum(Object.keys(ERROR_STATUS) as [string, ...string[]]),
    message: z.string(),
    status: z.int(),
  }),
  blocked: z.literal(true).optional().describe('Present on BOT_BLOCKED.'),
});

const acceptedScanSchema = z.object({
  scan_id: z.string(),
  status: z
    .enum(['pending', 'completed'])
    .describe('completed when the page was served from the 24-hour cache (the webhook still fires)'),
  url: z.string(),
  status_url: z.string(),
  cache_hit: z.literal(true).optional().describe('Present when served from the cache, at no charge.'),
});
const acceptedBatchSchema = z.object({
  batch_id: z.string(),
  status: z.literal('pending'),
  scans: z.array(
    z.object({
      scan_id: z.string(),
      url: z.string(),
      status_url: z.string(),
      cache_hit: z.literal(true).optional().describe('Served from the cache, at no charge.'),
    }),
  ),
});
const scanSummarySchema = z.object({
  scan_id: z.string(),
  url: z.string(),
  status: z.enum(['pending', 'running', 'completed', 'failed']),
  mode: z.enum(['sync', 'async', 'batch']),
  batch_id: z.string().nullable(),
  score: z.int().nullable(),
  verdict: z.string().nullable(),
  industry: z.string().nullable(),
  cache_hit: z.boolean(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  error: z.object({ code: z.string(), message: z.string(), blocked: z.boolean() }).nullable(),
});
const scanListSchema = z.object({ data: z.array(scanSummarySchema), next_cursor: z.string().nullable() });
const deliveryAttemptSchema = z.object({
  attempt: z.int(),
  at: z.string(),
  status: z.int().nullable(),
  latency_ms: z.int(),
  error: z.string().nullable(),
});
const scanDetailSchema = scanSummarySchema.extend({
  result: scanResultSchema.nullable(),
  deliveries: z.array(
    z.object({
      delivery_id: z.string(),
      event: z.string(),
      url: z.string(),
      status: z.string(),
      attempts: z.array(deliveryAttemptSchema),
    }),
  ),
});
const endpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.string()),
  description: z.string().nullable(),
  created_at: z.string(),
});
const createdEndpointSchema = endpointSchema.extend({
  secret: z.string().describe('Shown once, at registration.'),
});

const deletedEndpointSchema = z.object({ id: z.string(), deleted: z.literal(true) });
const deleteWebhookRequestSchema = z
  .object({ id: z.string() })
  .describe('Used when the id is not in the path or ?id=.');
const deliverySchema = z.object({
  delivery_id: z.string(),
  event_id: z.string(),
  event: z.string().describe('scan.completed, scan.failed, batch.completed or webhook.test'),
  url: z.string(),
  status: z.enum(['pending', 'delivered', 'exhausted', 'dead_lettered', 'cancelled']),
  created_at: z.string(),
  attempts: z.array(deliveryAttemptSchema),
  redeliveries: z.int(),
  redeliverable: z
    .boolean()
    .describe('True when its attempts are spent: POST /deliveries/{id}/redeliver sends it again.'),
});
const redeliverySchema = z.object({
  delivery: deliverySchema,
  outcome: z
    .enum(['requeued', 'already_delivered', 'not_found', 'not_dead_lettered'])
    .describe('requeued: a new round of attempts is on its way'),
  job_id: z.string().nullable(),
});
const apiKeySchema = z.object({
  key_id: z.string().describe('Names the key when revoking it: key_ and 16 hex digits.'),
  masked: z.string().describe('The prefix and the last four characters.'),
  created_at: z.string(),
  revoked_at: z.string().nullable(),
});
const createdApiKeySchema = apiKeySchema.extend({
  api_key: z.string().describe('The key itself, shown once: only its hash is stored.'),
});
const checkCatalogueSchema = z.object({
  total: z.int(),
  dimensions: z.array(z.object({ id: z.string(), label: z.string(), weight: z.number() })),
  groups: z.array(
    z.object({ id: z.string(), name: z.string(), prefixes: z.array(z.string()), checks: z.int() }),
  ),
  checks: z.array(
    z.looseObject({
      id: z.string(),
      group: z.string(),
      dimension: z.string(),
      title: z.string(),
      label: z.string(),
      severity: z.string(),
      weight: z.number(),
      industries: z.union([z.literal('all'), z.array(z.string())]),
      fix_steps: z.array(z.string()),
      fix_effort: z.string(),
      impact: z.string(),
      impact_estimate: z.string(),
      source: z
        .string()
        .describe(
          "Where the impact estimate's range comes from: a named study or vendor research, or 'heuristic'.",
        ),
    }),
  ),
});

const shareLinkSchema = z.object({
  share_id: z.string().describe('Names the link when revoking it.'),
  scan_id: z.string(),
  url: z.string().describe('The link itself; its token is shown in this answer only.'),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  branding: z
    .object({
      client: z.string().optional(),
      prepared_by: z.string().optional(),
      logo: z.string().optional(),
    })
    .strict()
    .optional()
    .describe('The agency fields given with the link (only those given); the shared report shows them.'),
});
const accountSchema = z.object({
  account_id: z.string(),
  plan: z.object({
    id: z.string(),
    label: z.string(),
    trial: z.boolean(),
    monthly_price_usd: z.number(),
    included_scans: z.int(),
    overage_per_scan_usd: z.number(),
  }),
  credits: z.int().describe('Scans left without overage: trial scans, or allowance plus purchased credits.'),
  trial_scans_left: z.int().nullable().describe('The playground only; null on paid plans.'),
  overage_enabled: z.boolean(),
  usage_this_month: z.object({
    period: z.string().describe('The UTC month, YYYY-MM.'),
    scans: z.int(),
    refunded: z.int(),
    spend_usd: z.number(),
  }),
  usage_total: z.object({ scans: z.int(), spend_usd: z.number() }),
  rate_limits: z.object({ requests_per_minute: z.int(), concurrent_requests_per_key: z.int() }),
});
const noticeSchema = z.object({
  text: z.string(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  set_at: z.string(),
});
const serviceStatusSchema = z.object({
  state: z.enum(['operational', 'maintenance']),
  notice: noticeSchema.nullable().describe('The maintenance notice while upcoming or running.'),
  checked_at: z.string(),
});
const shareRevokedSchema = z.object({ share_id: z.string(), revoked: z.literal(true) });

/** The bodies POSTed to webhooks (SPEC 6.1; built in lib/webhooks/delivery-payloads.ts and owner-deliveries.ts). */
const eventBase = {
  id: z.string().describe('The event id; the webhook-id header carries it too.'),
  created_at: z.string(),
};
const scanCompletedEventSchema = z.object({
  ...eventBase,
  event: z.literal('scan.completed'),
  scan_id: z.string(),
  url: z.string(),
  score: z.int().nullable(),
  data: z.object({ domain: z.string(), verdict: z.string().nullable() }),
});
const scanFailedEventSchema = z.object({
  ...eventBase,
  event: z.literal('scan.failed'),
  scan_id: z.string(),
  url: z.string(),
  score: z.null(),
  data: z.object({
    domain: z.string(),
    blocked: z.boolean(),
    code: z.string().describe('The SPEC 7 code the scan failed with.'),
    message: z.string(),
  }),
});
const batchCompletedEventSchema = z.object({
  ...eventBase,
  event: z.literal('batch.completed'),
  batch_id: z.string(),
  data: z.object({
    total: z.int(),
    completed: z.int(),
    failed: z.int(),
    scans: z
      .array(z.discriminatedUnion('event', [scanCompletedEventSchema, scanFailedEventSchema]))
      .describe('One scan.completed or scan.failed body per page of the batch.'),
  }),
});
const webhookTestEventSchema = z.object({
  ...eventBase,
  event: z.literal('webhook.test'),
  data: z.object({ webhook_id: z.string(), message: z.string() }),
});

/** The named response and request schemas, shared by the document and the tests that check responses. */
export const API_SCHEMAS = {
  Error: errorSchema,
  ScanRequest: scanRequestSchema,
  BatchRequest: batchRequestSchema,
  WebhookRequest: webhookRequestSchema,
  DeleteWebhookRequest: deleteWebhookRequestSchema,
  ScanResult: scanResultSchema,
  AcceptedScan: acceptedScanSchema,
  AcceptedBatch: acceptedBatchSchema,
  ScanList: scanListSchema,
  ScanDetail: scanDetailSchema,
  ScanChecks: scanChecksSchema,
  WebhookEndpoint: endpointSchema,
  WebhookEndpointCreated: createdEndpointSchema,
  WebhookEndpointList: z.object({ data: z.array(endpointSchema) }),
  WebhookEndpointDeleted: deletedEndpointSchema,
  Delivery: deliverySchema,
  DeliveryList: z.object({ data: z.array(deliverySchema) }),
  Redelivery: redeliverySchema,
  ApiKey: apiKeySchema,
  ApiKeyCreated: createdApiKeySchema,
  ApiKeyList: z.object({ data: z.array(apiKeySchema) }),
  CheckCatalogue: checkCatalogueSchema,
  ShareRequest: shareRequestSchema,
  ShareLink: shareLinkSchema,
  ShareRevoked: shareRevokedSchema,
  Account: accountSchema,
  ServiceStatus: serviceStatusSchema,
  ScanComparison: scanComparisonSchema,
  ScanCompletedEvent: scanCompletedEventSchema,
  ScanFailedEvent: scanFailedEventSchema,
  BatchCompletedEvent: batchCompletedEventSchema,
  WebhookTestEvent: webhookTestEventSchema,
} as const;

/** The webhook events and the schema of each body, for the document's `webhooks`. */
const WEBHOOK_EVENTS: Record<string, { schema: SchemaName; summary: string }> = {
  'scan.completed': { schema: 'ScanCompletedEvent', summary: 'An async scan completed' },
  'scan.failed': { schema: 'ScanFailedEvent', summary: 'An async scan failed' },
  'batch.completed': {
    schema: 'BatchCompletedEvent',
    summary: 'Every page of a batch is completed or failed: one delivery for the whole batch',
  },
  'webhook.test': {
    schema: 'WebhookTestEvent',
    summary: 'A test event asked for with POST /webhooks/{id}/test (never subscribed to)',
  },
};

type SchemaName = keyof typeof API_SCHEMAS;

const ref = (name: SchemaName) => ({ $ref: `#/components/schemas/${name}` });
const content = (name: SchemaName) => ({ 'application/json': { schema: ref(name) } });

interface OperationSpec {
  summary: string;
  /** Success statuses and their body schema. */
  ok: Record<
    number,
    {
      description: string;
      schema: SchemaName | 'OpenApiDocument' | null;
      /** A body that is not JSON (an image, an HTML page): its media type and schema. */
      media?: { type: string; schema: Record<string, unknown> };
    }
  >;
  body?: SchemaName;
  bodyRequired?: boolean;
  /** Error statuses this operation can answer besides 401, 429 and 500 (which every authenticated route can). */
  errors: number[];
  idempotent?: boolean;
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'INVALID_URL or INVALID_REQUEST; the message names the field',
  401: 'AUTH_INVALID: the bearer key is absent, malformed or revoked',
  402: 'INSUFFICIENT_CREDITS or TRIAL_EXHAUSTED',
  404: "NOT_FOUND: unknown id, or another account's",
  408: 'REQUEST_TIMEOUT: the headers or the body did not arrive in time (embedded server)',
  409: 'CONFLICT: the Idempotency-Key was used with another request, or that request is still running (POST /keys: the account has 10 active keys; POST /deliveries/{id}/redeliver: the delivery is not dead)',
  413: 'PAYLOAD_TOO_LARGE: the body is over 64 KB (5 MB for POST /scan and POST /scan/batch), or an html is over 2 MB',
  422: 'BOT_BLOCKED (with top-level blocked: true) or EXTRACTION_FAILED',
  429: 'RATE_LIMITED: the per-minute budget or the 10 concurrent requests of the key are used up',
  500: 'SCAN_FAILED or INTERNAL_ERROR; safe to retry',
};

export const OPERATIONS: Record<string, OperationSpec> = {
  'POST /scan': {
    summary:
      'Scan one URL, or raw HTML (html, optional base_url) (sync: 200 with the result; async: 202 at once, result to webhook_url)',
    ok: {
      200: { description: 'The scan result (sync)', schema: 'ScanResult' },
      202: { description: 'Accepted (async)', schema: 'AcceptedScan' },
    },
    body: 'ScanRequest',
    bodyRequired: true,
    errors: [400, 402, 409, 413, 422],
    idempotent: true,
  },
  'POST /scan/batch': {
    summary:
      'Scan up to 10 pages (urls, or items each given by url or raw html) in parallel, asynchronously; one batch.completed delivery',
    ok: { 202: { description: 'Accepted', schema: 'AcceptedBatch' } },
    body: 'BatchRequest',
    bodyRequired: true,
    errors: [400, 402, 409, 413],
    idempotent: true,
  },
  'GET /scans': {
    summary: "List the account's scans, most recent first",
    ok: { 200: { description: 'One page of scans', schema: 'ScanList' } },
    errors: [400],
  },
  'GET /scans/{id}': {
    summary: 'One scan, with its result once completed (poll an async scan)',
    ok: { 200: { description: 'The scan', schema: 'ScanDetail' } },
    errors: [404],
  },
  'GET /scans/{id}/checks': {
    summary: 'Every check of one scan (pass, fail, not_applicable, error) with its evidence',
    ok: {
      200: {
        description: 'The check table; counts and checks are null until the scan is completed',
        schema: 'ScanChecks',
      },
    },
    errors: [400, 404],
  },
  'GET /scans/{id}/screenshots/{viewport}': {
    summary:
      'A screenshot of a completed scan (owner only): the full page (capped height) where one was taken, else the first screen; with ?part=first_screen, the first screen',
    ok: {
      200: {
        description: 'The JPEG image (on AWS, send Accept: image/jpeg)',
        schema: null,
        media: { type: 'image/jpeg', schema: { type: 'string', contentMediaType: 'image/jpeg' } },
      },
    },
    errors: [400, 404],
  },
  'GET /scans/{id}/report': {
    summary:
      'The report of a completed scan as one self-contained, print-friendly HTML page (owner only): score, dimensions chart, a table of contents, findings grouped by what to do first with annotated crops, rewrites, strengths, what the audit saw, blueprint, benchmark; optional agency fields (client, prepared_by, logo)',
    ok: {
      200: {
        description:
          'The HTML page, sent with a strict Content-Security-Policy (no script; its own hashed stylesheet; inline images, and the logo address when logo is an https URL)',
        schema: null,
        media: { type: 'text/html', schema: { type: 'string' } },
      },
    },
    errors: [400, 404],
  },
  'POST /scans/{id}/share': {
    summary:
      "Create a share link to a completed scan's report: an unguessable URL that opens the report without a key, until revoked or expired",
    ok: { 201: { description: 'The link (its token is shown once)', schema: 'ShareLink' } },
    body: 'ShareRequest',
    bodyRequired: false,
    errors: [400, 404, 409, 413],
    idempotent: true,
  },
  'DELETE /scans/{id}/share/{share_id}': {
    summary: 'Revoke a share link; the link answers 404 from then on',
    ok: { 200: { description: 'Revoked', schema: 'ShareRevoked' } },
    errors: [404],
  },
  'GET /shared/{token}': {
    summary: 'The report behind a share link (public: the token is the credential)',
    ok: {
      200: {
        description:
          'The HTML report, with the same strict Content-Security-Policy as GET /scans/{id}/report',
        schema: null,
        media: { type: 'text/html', schema: { type: 'string' } },
      },
    },
    errors: [404],
  },
  'GET /scans/{id}/compare/{other_id}': {
    summary:
      'Compare two completed scans of the account ({id} the base, {other_id} the head): score and dimension deltas, findings resolved, new and unchanged (by fingerprint), copy that changed, timings with their noise band',
    ok: { 200: { description: 'The comparison', schema: 'ScanComparison' } },
    errors: [400, 404],
  },
  'GET /webhooks': {
    summary: 'List webhook endpoints',
    ok: { 200: { description: 'The endpoints (never their secrets)', schema: 'WebhookEndpointList' } },
    errors: [],
  },
  'POST /webhooks': {
    summary: 'Register a webhook endpoint; the signing secret is in this response only',
    ok: { 201: { description: 'Registered', schema: 'WebhookEndpointCreated' } },
    body: 'WebhookRequest',
    bodyRequired: true,
    errors: [400, 409, 413],
    idempotent: true,
  },
  'DELETE /webhooks': {
    summary: 'Delete a webhook endpoint named by ?id= or a body {"id": ...}',
    ok: { 200: { description: 'Deleted', schema: 'WebhookEndpointDeleted' } },
    body: 'DeleteWebhookRequest',
    bodyRequired: false,
    errors: [400, 404, 413],
  },
  'DELETE /webhooks/{id}': {
    summary: 'Delete a webhook endpoint',
    ok: { 200: { description: 'Deleted', schema: 'WebhookEndpointDeleted' } },
    errors: [404],
  },
  'POST /webhooks/{id}/test': {
    summary:
      'Send a webhook.test event to one endpoint, signed with its secret and retried like any event; follow it in GET /webhooks/{id}/deliveries',
    ok: { 202: { description: 'Queued', schema: 'Delivery' } },
    errors: [404],
  },
  'GET /webhooks/{id}/deliveries': {
    summary:
      'The latest deliveries to one endpoint, newest first, with every attempt (time, HTTP status, error); ?limit=1-50, default 20',
    ok: { 200: { description: 'The deliveries', schema: 'DeliveryList' } },
    errors: [400, 404],
  },
  'POST /deliveries/{id}/redeliver': {
    summary:
      'Send a dead delivery (attempts spent, dead-lettered) again: a new round of attempts with the retry schedule started afresh',
    ok: { 202: { description: 'Queued again', schema: 'Redelivery' } },
    errors: [404, 409],
  },
  'GET /keys': {
    summary: "The account's API keys, revoked ones included (never the keys themselves)",
    ok: { 200: { description: 'The keys', schema: 'ApiKeyList' } },
    errors: [],
  },
  'POST /keys': {
    summary:
      'Issue a new API key; the key is in this response only (rotate: issue, switch, then revoke the old)',
    ok: { 201: { description: 'Issued', schema: 'ApiKeyCreated' } },
    errors: [409],
  },
  'DELETE /keys/{id}': {
    summary:
      "Revoke one of the account's keys: it answers 401 from then on (revoking the calling key is allowed)",
    ok: { 200: { description: 'Revoked', schema: 'ApiKey' } },
    errors: [404],
  },
  'GET /account': {
    summary: "The caller's account: plan, credits or trial scans left, usage this month, rate limits",
    ok: { 200: { description: 'The account', schema: 'Account' } },
    errors: [],
  },
  'GET /status': {
    summary: 'State of the service and any maintenance notice (public)',
    ok: { 200: { description: 'The status', schema: 'ServiceStatus' } },
    errors: [],
  },
  'GET /checks': {
    summary: 'The catalogue of 316 checks in 27 groups (public)',
    ok: { 200: { description: 'The catalogue', schema: 'CheckCatalogue' } },
    errors: [],
  },
  'GET /openapi.json': {
    summary: 'This document (public)',
    ok: { 200: { description: 'OpenAPI 3.1', schema: 'OpenApiDocument' } },
    errors: [],
  },
};

const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': {
    description: "Requests allowed per minute on the account's plan.",
    schema: { type: 'integer' },
  },
  'RateLimit-Remaining': {
    description: 'Requests left in the current one-minute window.',
    schema: { type: 'integer' },
  },
  'RateLimit-Reset': { description: 'Seconds until the window resets.', schema: { type: 'integer' } },
  'RateLimit-Policy': { description: 'The quota policy, e.g. "60;w=60".', schema: { type: 'string' } },
};
const RETRY_AFTER = {
  'Retry-After': { description: 'Seconds to wait before retrying.', schema: { type: 'integer' } },
};
const REPLAYED = {
  'Idempotent-Replayed': {
    description: '"true" when this is the stored answer of an earlier request with the same Idempotency-Key.',
    schema: { type: 'string', enum: ['true'] },
  },
};

/** Path parameters with a closed set of values. */
const PATH_PARAMETER_SCHEMAS: Record<string, Record<string, unknown>> = {
  viewport: { type: 'string', enum: ['desktop', 'mobile'] },
};

function operationId(method: string, path: string): string {
  return `${method.toLowerCase()}${path
    .replace(/[{}]/g, '')
    .replace(/\/(\w)/g, (_m, c: string) => c.toUpperCase())
    .replace(/[^A-Za-z]/g, '')}`;
}

let cached: Record<string, unknown> | null = null;

/** OpenAPI 3.1, generated from the zod schemas that validate the requests and describe the results. */
export function openApiDocument(): Record<string, unknown> {
  if (cached) return cached;
  const schemas: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(API_SCHEMAS)) {
    const generated = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io: name.endsWith('Request') ? 'input' : 'output',
      unrepresentable: 'any',
    }) as Record<string, unknown>;
    delete generated.$schema;
    schemas[name] = generated;
  }
  schemas.OpenApiDocument = {
    type: 'object',
    required: ['openapi', 'info', 'paths'],
    properties: { openapi: { type: 'string' }, info: { type: 'object' }, paths: { type: 'object' } },
  };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of ROUTES) {
    const spec = OPERATIONS[`${route.method} ${route.path}`];
    if (!spec) throw new Error(`no OpenAPI description for ${route.method} ${route.path}`);
    const headersOf = (status: number) => ({
      ...(route.public ? {} : RATE_LIMIT_HEADERS),
      ...(status === 429 ? RETRY_AFTER : {}),
      ...(spec.idempotent && status !== 429 && status < 500 ? REPLAYED : {}),
    });
    const responses: Record<string, unknown> = {};
    for (const [status, ok] of Object.entries(spec.ok)) {
      responses[status] = {
        description: ok.description,
        headers: headersOf(Number(status)),
        content: ok.media
          ? { [ok.media.type]: { schema: ok.media.schema } }
          : { 'application/json': { schema: { $ref: `#/components/schemas/${ok.schema}` } } },
      };
    }
    const errorStatuses = route.public ? [...spec.errors, 500] : [...spec.errors, 401, 429, 500];
    for (const status of [...new Set(errorStatuses)].sort((a, b) => a - b)) {
      responses[String(status)] = {
        description: ERROR_DESCRIPTIONS[status],
        headers: headersOf(status),
        content: content('Error'),
      };
    }
    const parameters: unknown[] = [];
    for (const [, name] of route.path.matchAll(/\{(\w+)\}/g))
      parameters.push({
        name,
        in: 'path',
        required: true,
        schema: PATH_PARAMETER_SCHEMAS[name] ?? { type: 'string' },
      });
    if (route.method === 'GET' && route.path === '/scans/{id}/screenshots/{viewport}')
      parameters.push({
        name: 'part',
        in: 'query',
        description:
          'full_page (default: the page from its top, cut at a fixed height; taken only at mobile and only when a finding needs a crop below the first screen, so the default answers the first screen where there is none, and an explicit full_page answers 404) or first_screen.',
        schema: { type: 'string', enum: ['full_page', 'first_screen'], default: 'full_page' },
      });
    if (route.path.includes('{id}'))
      parameters.push({ name: 'id', in: 'path', required: true, schema: { type: 'string' } });
    if (route.path.includes('{other_id}'))
      parameters.push({ name: 'other_id', in: 'path', required: true, schema: { type: 'string' } });
    if (route.method === 'GET' && route.path === '/scans')
      parameters.push(
        {
          name: 'limit',
          in: 'query',
          description: 'Scans per page, 1-100.',
          schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
        },
        {
          name: 'cursor',
          in: 'query',
          description: 'The next_cursor of the previous page.',
          schema: { type: 'string' },
        },
      );
    if (route.method === 'GET' && route.path === '/scans/{id}/checks')
      parameters.push({
        name: 'status',
        in: 'query',
        description: `Only checks with these statuses (comma-separated, or the parameter repeated): ${CHECK_STATUSES.join(', ')}. counts stay over all checks.`,
        schema: {
          type: 'string',
          pattern: `^(${CHECK_STATUSES.join('|')})(,(${CHECK_STATUSES.join('|')}))*$`,
        },
      });
    if (route.method === 'GET' && route.path === '/scans/{id}/report')
      for (const [name, field] of Object.entries(brandingFields))
        parameters.push({
          name,
          in: 'query',
          description: field.description,
          schema: { type: 'string' },
        });
    if (route.method === 'DELETE' && route.path === '/webhooks')
      parameters.push({ name: 'id', in: 'query', schema: { type: 'string' } });
    if (spec.idempotent)
      parameters.push({
        name: 'Idempotency-Key',
        in: 'header',
        description:
          'A retried request with the same key (within 24 h) gets the first answer without a second charge.',
        schema: { type: 'string', minLength: 1, maxLength: 255 },
      });
    const operation: Record<string, unknown> = {
      operationId: operationId(route.method, route.path),
      summary: spec.summary,
      security: route.public ? [] : [{ bearer: [] }],
      parameters,
      responses,
    };
    if (spec.body)
      operation.requestBody = { required: spec.bodyRequired ?? true, content: content(spec.body) };
    paths[route.path] = { ...(paths[route.path] ?? {}), [route.method.toLowerCase()]: operation };
  }
  cached = {
    openapi: '3.1.0',
    info: {
      title: 'Conversion audit service',
      version: '1.0.0',
      description:
        'Audits a web page for conversion quality: 316 checks in 27 groups, a 0-100 score, findings with evidence. Every path is served under /api/v1 and /v1. Unknown paths answer 404 NOT_FOUND and known paths with another method 405 METHOD_NOT_ALLOWED, in the same error envelope. See docs/api.md.',
    },
    servers: BASE_PATHS.map((b) => ({ url: b })),
    webhooks: Object.fromEntries(
      Object.entries(WEBHOOK_EVENTS).map(([event, { schema, summary }]) => [
        event,
        {
          post: {
            operationId: `webhook${schema}`,
            summary,
            description:
              'Signed with the endpoint secret: Standard Webhooks headers (webhook-id, webhook-timestamp, webhook-signature) and X-Service-Signature. Answer 2xx within 10 s, or the event is retried.',
            requestBody: { required: true, content: content(schema) },
            responses: { '200': { description: 'Received; any 2xx will do.' } },
          },
        },
      ]),
    ),
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'API key: service_live_...' },
      },
      schemas,
    },
    paths,
  };
  return cached;
}
