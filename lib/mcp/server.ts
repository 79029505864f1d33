import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { describeZodError } from '../api/http.js';
import { parseTargetUrl } from '../api/target-url.js';
import { oversizedHtml, scanRequestSchema } from '../api/schemas.js';
import { readConfig } from '../config.js';
import { ServiceError } from '../errors.js';
import { checkCatalogue } from '../engine/index.js';
import { shapeResponse } from '../engine/index.js';
import { compareAudits } from '../engine/index.js';
import { SELECTABLE_FIELDS, type FullAudit, type SelectableField } from '../engine/index.js';
import { auditInProcess } from '../scans/audit-in-process.js';
import { scanIdOrNotFound } from '../scans/resource-ids.js';
import { checkTable } from '../scans/scan-checks.js';
import { INLINE_HTML_URL } from '../scans/scans.js';

/**
 * The MCP server of the service (issue 16.4): tools an agent calls to audit a page. With an API
 * (AUDIT_API_URL and AUDIT_API_KEY) every tool calls the service with the user's key, so scans
 * are billed, cached and listed like any other; without one, audit_page runs the engine in this
 * process (SSRF guard and all) and get_scan / compare_scans see the scans of this session.
 */

export interface McpOptions {
  /** The service's base address, e.g. https://audit.example.com or http://127.0.0.1:3000. */
  apiUrl?: string | null;
  apiKey?: string | null;
  env?: NodeJS.ProcessEnv;
  fetch?: typeof fetch;
}

const auditInput = {
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
    .describe('1-5 pages, or same-site paths such as "/pricing".'),
  fields: z
    .array(z.enum(SELECTABLE_FIELDS as [SelectableField, ...SelectableField[]]))
    .min(1)
    .optional()
    .describe('Subset of summary, findings, copy_rewrites, growth_blueprint, benchmark; all when absent.'),
  finding_limit: z.number().int().min(1).max(20).optional().describe('1-20, default 10.'),
  finding_depth: z.enum(['brief', 'full']).optional().describe('full (default) or brief.'),
};

const text = (value: unknown): CallToolResult => ({
  content: [{ type: 'text', text: JSON.stringify(value, null, 2) }],
});
const failure = (code: string, message: string): CallToolResult => ({
  isError: true,
  content: [{ type: 'text', text: JSON.stringify({ error: { code, message } }) }],
});

/**
 * NOT_FOUND, as the API answers, for an id the API's own schema refuses; null when all are
 * valid. Checked before any request: "." put into a path would name the scan list.
 */
function invalidIds(...ids: string[]): CallToolResult | null {
  try {
    for (const id of ids) scanIdOrNotFound(id);
    return null;
  } catch (err) {
    if (err instanceof ServiceError) return failure(err.code, err.message);
    throw err;
  }
}

/** Calls of the tools against the service's API, with the user's key. */
function apiBackend(baseUrl: string, key: string, doFetch: typeof fetch) {
  const root = baseUrl.replace(/\/+$/, '').replace(/\/api\/v1$/, '');
  return async (method: 'GET' | 'POST', path: string, body?: unknown): Promise<CallToolResult> => {
    const res = await doFetch(`${root}/api/v1${path}`, {
      method,
      headers: {
        authorization: `Bearer ${key}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await res.json().catch(() => null)) as {
      error?: { code: string; message: string };
    } | null;
    if (!res.ok)
      return failure(answer?.error?.code ?? `HTTP_${res.status}`, answer?.error?.message ?? res.statusText);
    return text(answer);
  };
}

export function createMcpServer(opts: McpOptions = {}): McpServer {
  const env = opts.env ?? process.env;
  const api = opts.apiUrl && opts.apiKey ? apiBackend(opts.apiUrl, opts.apiKey, opts.fetch ?? fetch) : null;
  /** In-process mode: the audits of this session, by scan id. */
  const session = new Map<string, { audit: FullAudit; checks: ReturnType<typeof checkTable> }>();

  const server = new McpServer({ name: 'conversion-audit', version: '1.0.0' });

  server.registerTool(
    'audit_page',
    {
      title: 'Audit a page',
      description:
        'Render a page (url, or raw html with an optional base_url) in headless Chromium, run 307 conversion checks and return the audit: a 0-100 score, verdict, findings ranked by priority with evidence and fix steps, copy rewrites, growth blueprint. Each finding has a fingerprint for compare_scans.',
      inputSchema: auditInput,
    },
    async (args) => {
      if (api) return api('POST', '/scan', args);
      return auditLocally(args);
    },
  );

  server.registerTool(
    'get_scan',
    {
      title: 'Get a scan',
      description: 'A scan by id: its status and, once completed, its result.',
      inputSchema: { scan_id: z.string().describe('The scan_id audit_page returned.') },
    },
    async ({ scan_id }) => {
      const invalid = invalidIds(scan_id);
      if (invalid) return invalid;
      if (api) return api('GET', `/scans/${encodeURIComponent(scan_id)}`);
      const found = session.get(scan_id);
      if (!found) return failure('NOT_FOUND', `No scan ${scan_id} in this session.`);
      return text({ scan_id, url: found.audit.url, status: 'completed', result: found.audit });
    },
  );

  server.registerTool(
    'compare_scans',
    {
      title: 'Compare two scans',
      description:
        'Compare two completed scans (before and after a change, production and a preview): score and dimension deltas, findings resolved, new and unchanged (matched by fingerprint), copy that changed, timings with their noise band.',
      inputSchema: {
        scan_id: z.string().describe('The base scan (before).'),
        other_scan_id: z.string().describe('The scan to compare it with (after).'),
      },
    },
    async ({ scan_id, other_scan_id }) => {
      const invalid = invalidIds(scan_id, other_scan_id);
      if (invalid) return invalid;
      if (api)
        return api(
          'GET',
          `/scans/${encodeURIComponent(scan_id)}/compare/${encodeURIComponent(other_scan_id)}`,
        );
      const base = session.get(scan_id);
      const head = session.get(other_scan_id);
      if (!base || !head)
        return failure('NOT_FOUND', `No scan ${base ? other_scan_id : scan_id} in this session.`);
      return text(
        compareAudits(
          { scan_id, audit: base.audit, checks: base.checks },
          { scan_id: other_scan_id, audit: head.audit, checks: head.checks },
        ),
      );
    },
  );

  server.registerTool(
    'list_checks',
    {
      title: 'List the checks',
      description: 'The catalogue of the 307 checks in 27 groups and the 8 scoring dimensions.',
      inputSchema: {},
    },
    async () => (api ? api('GET', '/checks') : text(checkCatalogue())),
  );

  async function auditLocally(args: Record<string, unknown>): Promise<CallToolResult> {
    const tooLarge = oversizedHtml(args.html, 'html');
    if (tooLarge) return failure('PAYLOAD_TOO_LARGE', tooLarge);
    const parsed = scanRequestSchema.safeParse(args);
    if (!parsed.success) {
      const urlIssue = parsed.error.issues[0]?.path[0] === 'url';
      return failure(urlIssue ? 'INVALID_URL' : 'INVALID_REQUEST', describeZodError(parsed.error));
    }
    const req = parsed.data;
    const config = readConfig(env);
    try {
      const target = (raw: string, field: string) => {
        try {
          return parseTargetUrl(raw, { allowPrivate: config.allowPrivateTargets }).url;
        } catch (err) {
          if (err instanceof ServiceError) throw new ServiceError('INVALID_URL', `${field}: ${err.message}`);
          throw err;
        }
      };
      const base = req.base_url === undefined ? null : target(req.base_url, 'base_url');
      const url = req.html !== undefined ? (base ?? INLINE_HTML_URL) : target(req.url ?? '', 'url');
      const { audit, results } = await auditInProcess(url, {
        config,
        env,
        pages: req.pages,
        document:
          req.html === undefined
            ? undefined
            : { html: req.html, allowedOrigin: base === null ? null : new URL(base).origin },
      });
      session.set(audit.scan_id, { audit, checks: checkTable(results) });
      return text(
        shapeResponse(audit, {
          fields: req.fields as SelectableField[] | undefined,
          findingLimit: req.finding_limit,
          findingDepth: req.finding_depth,
        }),
      );
    } catch (err) {
      if (err instanceof ServiceError) return failure(err.code, err.message);
      throw err;
    }
  }

  return server;
}
