import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { CallToolResult, ServerNotification, ServerRequest } from '@modelcontextprotocol/sdk/types.js';
import { errorBody, ServiceError } from '../errors.js';
import { echoId, scanIdOrNotFound } from '../scans/resource-ids.js';
import { SHARE_ID_PATTERN } from '../scans/share-links.js';
import { apiBackend } from './api-backend.js';
import { type AuditContext, isToolFailure, type McpBackend } from './backend.js';
import {
  type AuditArgs,
  auditInput,
  type ChecksAnswer,
  compareInput,
  listChecksInput,
  MCP_DEFAULT_FIELDS,
  MCP_DEFAULT_FINDING_LIMIT,
  OUTPUT,
  revokeShareInput,
  scanChecksInput,
  scanIdInput,
  shareInput,
} from './schemas.js';

/**
 * The MCP server of the service (issues 16.4 and 26.5): tools an agent calls to audit a page. With
 * an API (AUDIT_API_URL and AUDIT_API_KEY) every tool calls the service with the user's key, so
 * scans are billed, cached and listed like any other; without one, audit_page runs the engine in
 * this process and the other tools see the scans of this session. Every tool answers the same
 * shape in both modes (schemas.ts), as structuredContent under its outputSchema, with the JSON
 * text beside it; failures are error results carrying the API's error envelope.
 */

export interface McpOptions {
  /** The service's base address, e.g. https://audit.example.com or http://127.0.0.1:3000. */
  apiUrl?: string | null;
  apiKey?: string | null;
  env?: NodeJS.ProcessEnv;
  fetch?: typeof fetch;
}

type Extra = RequestHandlerExtra<ServerRequest, ServerNotification>;

/** The `_meta` key that marks the tool that spends a credit of the key's account. */
export const SPENDS_CREDIT = 'conversion-audit/spends-credit';

/** Milliseconds between progress notifications while an audit stage runs. */
const HEARTBEAT_MS = 5_000;

const ok = (value: Record<string, unknown>): CallToolResult => ({
  structuredContent: value,
  content: [{ type: 'text', text: JSON.stringify(value) }],
});

/** The error envelope of the API (SPEC 7) as an error result, in both modes. */
function failure(err: unknown): CallToolResult {
  let body: Record<string, unknown>;
  if (err instanceof ServiceError) body = errorBody(err);
  else if (isToolFailure(err))
    body = {
      error: { code: err.code, message: err.message, ...(err.status ? { status: err.status } : {}) },
      ...(err.blocked ? { blocked: true } : {}),
    };
  else throw err;
  return { isError: true, content: [{ type: 'text', text: JSON.stringify(body) }] };
}

/**
 * Runs a tool, turning failures into error results. Ids are checked first with the API's own
 * schema (scanIdOrNotFound), before any request: "." put into a path would name the scan list.
 */
async function tool(ids: string[], run: () => Promise<Record<string, unknown>>): Promise<CallToolResult> {
  try {
    for (const id of ids) scanIdOrNotFound(id);
    return ok(await run());
  } catch (err) {
    return failure(err);
  }
}

/**
 * Progress notifications of one call, when the client asked for them (a progressToken): each
 * stage of the audit as it starts, then every 5 s while it runs (progress creeps towards the
 * stage's end, always increasing, as the protocol requires), so a client that resets its time-out
 * on progress keeps waiting for a long render.
 */
function progressOf(extra: Extra): AuditContext & { stop(): void } {
  const token = extra._meta?.progressToken;
  let last = -1;
  let timer: NodeJS.Timeout | undefined;
  const send = (progress: number, total: number, message: string) => {
    if (token === undefined || progress <= last) return;
    last = progress;
    extra
      .sendNotification({
        method: 'notifications/progress',
        params: { progressToken: token, progress, total, message },
      })
      .catch(() => undefined);
  };
  return {
    signal: extra.signal,
    stage(index, of, message) {
      clearInterval(timer);
      const started = Date.now();
      send(index, of, message);
      timer = setInterval(() => {
        const seconds = Math.round((Date.now() - started) / 1000);
        // index + a fraction that grows with time and never reaches the next stage.
        const progress = index + seconds / (seconds + 30);
        send(Math.round(progress * 1000) / 1000, of, `${message} (${seconds} s)`);
      }, HEARTBEAT_MS);
      timer.unref();
    },
    stop: () => clearInterval(timer),
  };
}

/** list_checks: groups and dimensions always; checks only as the filters select them. */
function selectChecks(
  catalogue: Awaited<ReturnType<McpBackend['catalogue']>>,
  filter: { group?: string[]; dimension?: string[]; ids?: string[]; detail?: 'brief' | 'full' },
): ChecksAnswer {
  const filtered = filter.group || filter.dimension || filter.ids;
  const ids = new Set(filter.ids?.map((id) => id.toUpperCase()));
  const selected = filtered
    ? catalogue.checks.filter(
        (c) =>
          (!filter.group || filter.group.includes(c.group)) &&
          (!filter.dimension || filter.dimension.includes(c.dimension)) &&
          (!filter.ids || ids.has(c.id)),
      )
    : [];
  return {
    total: catalogue.total,
    dimensions: catalogue.dimensions,
    groups: catalogue.groups,
    selected: selected.length,
    checks:
      filter.detail === 'full'
        ? selected
        : selected.map(({ id, group, dimension, title, severity, weight }) => ({
            id,
            group,
            dimension,
            title,
            severity,
            weight,
          })),
  };
}

export interface McpService {
  server: McpServer;
  /** Closes what the tools opened (the browser of local audits). */
  close(): Promise<void>;
}

export function createMcpServer(opts: McpOptions = {}): McpService {
  const env = opts.env ?? process.env;
  const api = opts.apiUrl && opts.apiKey ? apiBackend(opts.apiUrl, opts.apiKey, opts.fetch) : null;
  // The engine is loaded when a tool first needs it, not at start: initialize answers at once.
  let local: Promise<McpBackend> | null = null;
  const backend = (): Promise<McpBackend> =>
    api
      ? Promise.resolve(api)
      : (local ??= import('./local-backend.js').then((m) => m.createLocalBackend(env)));
  const mode = api ? 'api' : 'local';

  const server = new McpServer({ name: 'conversion-audit', version: '1.1.0' });

  server.registerTool(
    'audit_page',
    {
      title: 'Audit a page',
      description: [
        'Render a page (url, or raw html with an optional base_url) in headless Chromium, run 316 conversion checks and return the audit: a 0-100 score, verdict, the 8 dimension scores, strengths, and by default the summary and the top 5 findings by priority with evidence and fix steps (fields, finding_limit and finding_depth ask for more or less).',
        'Each finding has a fingerprint for compare_scans; get_scan_checks lists every check, get_report and create_share_link give the report.',
        mode === 'api'
          ? "Spends one credit of the key's account, except when the service answers from its 24-hour cache (the same page again: cache_hit true, free)."
          : 'Runs on this machine; spends no credit.',
        'Sends progress notifications while it runs (20-150 s).',
      ].join(' '),
      inputSchema: auditInput,
      outputSchema: OUTPUT.audit,
      annotations: {
        title: 'Audit a page',
        readOnlyHint: mode === 'local',
        destructiveHint: false,
        idempotentHint: false,
        openWorldHint: true,
      },
      _meta: { [SPENDS_CREDIT]: mode === 'api' },
    },
    async (args, extra) => {
      const progress = progressOf(extra);
      const request: AuditArgs = {
        ...args,
        fields: args.fields ?? MCP_DEFAULT_FIELDS,
        finding_limit: args.finding_limit ?? MCP_DEFAULT_FINDING_LIMIT,
        finding_depth: args.finding_depth ?? 'full',
      };
      try {
        return await tool([], async () => (await backend()).audit(request, progress));
      } finally {
        progress.stop();
      }
    },
  );

  const readOnly = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

  server.registerTool(
    'get_scan',
    {
      title: 'Get a scan',
      description:
        'A scan by id: its status and, once completed, its result as the audit_page call shaped it (the same fields, finding limit and depth).',
      inputSchema: scanIdInput,
      outputSchema: OUTPUT.scan,
      annotations: { title: 'Get a scan', ...readOnly },
    },
    async ({ scan_id }) => tool([scan_id], async () => (await backend()).getScan(scan_id)),
  );

  server.registerTool(
    'get_scan_checks',
    {
      title: "List a scan's checks",
      description:
        'Every check of a completed scan with its status, the evidence it saw and the measured value, beyond the findings the audit ranks. By default the failed ones; filter by status (pass, fail, not_applicable, error) and by group. counts are over all 307.',
      inputSchema: scanChecksInput,
      outputSchema: OUTPUT.scanChecks,
      annotations: { title: "List a scan's checks", ...readOnly },
    },
    async ({ scan_id, status, group }) =>
      tool([scan_id], async () => {
        const answer = await (await backend()).getScanChecks(scan_id, status ?? ['fail']);
        return {
          ...answer,
          checks: answer.checks?.filter((c) => !group || group.includes(c.group)) ?? null,
        };
      }),
  );

  server.registerTool(
    'compare_scans',
    {
      title: 'Compare two scans',
      description:
        'Compare two completed scans (before and after a change, production and a preview): score and dimension deltas, findings resolved, new and unchanged (matched by fingerprint), copy that changed, timings with their noise band.',
      inputSchema: compareInput,
      outputSchema: OUTPUT.comparison,
      annotations: { title: 'Compare two scans', ...readOnly },
    },
    async ({ scan_id, other_scan_id }) =>
      tool([scan_id, other_scan_id], async () => (await backend()).compare(scan_id, other_scan_id)),
  );

  server.registerTool(
    'list_checks',
    {
      title: 'List the checks',
      description:
        'The catalogue: 316 checks in 27 groups and the 8 scoring dimensions. Without a filter it lists the groups (with their check counts) and dimensions only; name groups, dimensions or check ids to list those checks, brief by default or in full (description, threshold, fix steps, impact, source).',
      inputSchema: listChecksInput,
      outputSchema: OUTPUT.checks,
      annotations: { title: 'List the checks', ...readOnly },
    },
    async (filter) => tool([], async () => selectChecks(await (await backend()).catalogue(), filter)),
  );

  server.registerTool(
    'get_report',
    {
      title: "Get a scan's report",
      description:
        mode === 'api'
          ? 'Where the HTML report of a completed scan is (score, dimensions chart, findings with annotated screenshots, rewrites, blueprint): the API address, which needs the API key, and the developer portal page, which a person opens after signing in with it. For a link anyone can open, use create_share_link.'
          : 'Writes the HTML report of a completed scan of this session (score, dimensions chart, findings with annotated screenshots, rewrites, blueprint) to a file on this machine and gives its file:// URL.',
      inputSchema: scanIdInput,
      outputSchema: OUTPUT.report,
      annotations: {
        title: "Get a scan's report",
        ...readOnly,
        // In local mode it writes a file (into a folder of its own).
        readOnlyHint: mode === 'api',
      },
    },
    async ({ scan_id }) => tool([scan_id], async () => (await backend()).report(scan_id)),
  );

  if (api?.share && api.revokeShare) {
    const { share, revokeShare } = api;
    server.registerTool(
      'create_share_link',
      {
        title: 'Share a report',
        description:
          "Make an unguessable link to a completed scan's HTML report that anyone can open without a key, until it expires or is revoked. The link's token is shown in this answer only.",
        inputSchema: shareInput,
        outputSchema: OUTPUT.shareLink,
        annotations: {
          title: 'Share a report',
          readOnlyHint: false,
          destructiveHint: false,
          idempotentHint: false,
          openWorldHint: false,
        },
      },
      async ({ scan_id, expires_in_hours }) => tool([scan_id], () => share(scan_id, expires_in_hours)),
    );
    server.registerTool(
      'revoke_share_link',
      {
        title: 'Revoke a share link',
        description: 'Revoke a link create_share_link made: it answers 404 from then on.',
        inputSchema: revokeShareInput,
        outputSchema: OUTPUT.shareRevoked,
        annotations: {
          title: 'Revoke a share link',
          readOnlyHint: false,
          destructiveHint: true,
          idempotentHint: true,
          openWorldHint: false,
        },
      },
      async ({ scan_id, share_id }) =>
        tool([scan_id], async () => {
          // As DELETE /scans/{id}/share/{share_id} says it, before any request.
          if (!SHARE_ID_PATTERN.test(share_id))
            throw new ServiceError('NOT_FOUND', `No share link ${echoId(share_id)} on scan ${scan_id}.`);
          return revokeShare(scan_id, share_id);
        }),
    );
  }

  return { server, close: async () => (local ? (await local).close?.() : undefined) };
}
