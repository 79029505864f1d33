import { z } from 'zod';
import { ERROR_STATUS } from '../errors.js';
import { scanResultSchema } from '../engine/report/schema.js';
import { BASE_PATHS, ROUTES } from './routes.js';
import { batchRequestSchema, scanRequestSchema, webhookRequestSchema } from './schemas.js';

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
  status: z.literal('pending'),
  url: z.string(),
  status_url: z.string(),
});
const acceptedBatchSchema = z.object({
  batch_id: z.string(),
  status: z.literal('pending'),
  scans: z.array(z.object({ scan_id: z.string(), url: z.string(), status_url: z.string() })),
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

/** The named response and request schemas, shared by the document and the tests that check responses. */
export const API_SCHEMAS = {
  Error: errorSchema,
  ScanRequest: scanRequestSchema,
  BatchRequest: batchRequestSchema,
  WebhookRequest: webhookRequestSchema,
  ScanResult: scanResultSchema,
  AcceptedScan: acceptedScanSchema,
  AcceptedBatch: acceptedBatchSchema,
  ScanList: scanListSchema,
  ScanDetail: scanDetailSchema,
  WebhookEndpoint: endpointSchema,
  WebhookEndpointCreated: createdEndpointSchema,
  WebhookEndpointList: z.object({ data: z.array(endpointSchema) }),
} as const;

type SchemaName = keyof typeof API_SCHEMAS;

const ref = (name: SchemaName) => ({ $ref: `#/components/schemas/${name}` });
const content = (name: SchemaName) => ({ 'application/json': { schema: ref(name) } });

const RESPONSES: Record<string, { ok: [number, SchemaName | null]; body?: SchemaName; summary: string }> = {
  'POST /scan': {
    ok: [200, 'ScanResult'],
    body: 'ScanRequest',
    summary: 'Scan one URL (sync: 200 with the result; async: 202)',
  },
  'POST /scan/batch': {
    ok: [202, 'AcceptedBatch'],
    body: 'BatchRequest',
    summary: 'Scan up to 10 URLs asynchronously',
  },
  'GET /scans': { ok: [200, 'ScanList'], summary: "List the account's scans, most recent first" },
  'GET /scans/{id}': { ok: [200, 'ScanDetail'], summary: 'One scan, with its result once completed' },
  'GET /webhooks': { ok: [200, 'WebhookEndpointList'], summary: 'List webhook endpoints' },
  'POST /webhooks': {
    ok: [201, 'WebhookEndpointCreated'],
    body: 'WebhookRequest',
    summary: 'Register a webhook endpoint',
  },
  'DELETE /webhooks': { ok: [200, null], summary: 'Delete a webhook endpoint by ?id= or body {id}' },
  'DELETE /webhooks/{id}': { ok: [200, null], summary: 'Delete a webhook endpoint' },
  'GET /checks': { ok: [200, null], summary: 'The catalogue of 307 checks' },
  'GET /openapi.json': { ok: [200, null], summary: 'This document' },
};

let cached: Record<string, unknown> | null = null;

/** OpenAPI 3.1, generated from the zod schemas that validate the requests and describe the results. */
export function openApiDocument(): Record<string, unknown> {
  if (cached) return cached;
  const schemas: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(API_SCHEMAS)) {
    schemas[name] = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io: name.endsWith('Request') ? 'input' : 'output',
      unrepresentable: 'any',
    });
  }
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of ROUTES) {
    const spec = RESPONSES[`${route.method} ${route.path}`];
    const errors: Record<string, unknown> = {};
    for (const status of [...new Set(Object.values(ERROR_STATUS))]) {
      if (route.public && status !== 500 && status !== 429) continue;
      errors[String(status)] = { description: 'Error (SPEC 7 envelope)', content: content('Error') };
    }
    const operation: Record<string, unknown> = {
      operationId: `${route.method.toLowerCase()}${route.path
        .replace(/[{}]/g, '')
        .replace(/\/(\w)/g, (_m, c: string) => c.toUpperCase())
        .replace(/[^A-Za-z]/g, '')}`,
      summary: spec.summary,
      security: route.public ? [] : [{ bearer: [] }],
      parameters: [
        ...(route.path.includes('{id}')
          ? [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }]
          : []),
        ...(route.method === 'GET' && route.path === '/scans'
          ? [
              {
                name: 'limit',
                in: 'query',
                schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
              },
              { name: 'cursor', in: 'query', schema: { type: 'string' } },
            ]
          : []),
        ...(route.method === 'DELETE' && route.path === '/webhooks'
          ? [{ name: 'id', in: 'query', schema: { type: 'string' } }]
          : []),
      ],
      responses: {
        [String(spec.ok[0])]: spec.ok[1]
          ? { description: 'OK', content: content(spec.ok[1]) }
          : { description: 'OK', content: { 'application/json': { schema: { type: 'object' } } } },
        ...(route.path === '/scan'
          ? { '202': { description: 'Accepted (async)', content: content('AcceptedScan') } }
          : {}),
        ...errors,
      },
    };
    if (spec.body) operation.requestBody = { required: true, content: content(spec.body) };
    paths[route.path] = { ...(paths[route.path] ?? {}), [route.method.toLowerCase()]: operation };
  }
  cached = {
    openapi: '3.1.0',
    info: {
      title: 'Conversion audit service',
      version: '1.0.0',
      description:
        'Audits a web page for conversion quality: 307 checks in 27 groups, a 0-100 score, findings with evidence. See docs/api.md.',
    },
    servers: BASE_PATHS.map((b) => ({ url: b })),
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
