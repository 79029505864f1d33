import { AuditClient, isAuditError } from '../../clients/typescript/src/index.js';
import { ToolFailure, type McpBackend } from './backend.js';
import type {
  CheckCatalogue,
  ScanChecks,
  ScanComparison,
  ScanDetail,
  ScanResult,
  ShareLink,
  ShareRevoked,
} from './schemas.js';

/**
 * The tools against the service's API with the user's key, through the typed client
 * (clients/typescript): scans are billed, cached and listed like any other, 429 and 5xx are
 * retried with one Idempotency-Key, and every failure comes back as a typed error that becomes
 * the tool's error result here.
 */

/** The codes of failures that are not an answer of the API (docs/api.md, "MCP server"). */
const CLIENT_FAILURE_CODES = {
  response: 'BAD_RESPONSE',
  network: 'SERVICE_UNREACHABLE',
  timeout: 'TIMEOUT',
  usage: 'INVALID_REQUEST',
} as const;

async function guarded<T>(call: () => Promise<unknown>): Promise<T> {
  try {
    return (await call()) as T;
  } catch (err) {
    if (!isAuditError(err)) throw err;
    if (err.kind === 'api') throw new ToolFailure(err.code, err.body.error.message, err.status, err.blocked);
    throw new ToolFailure(CLIENT_FAILURE_CODES[err.kind], err.message);
  }
}

export function apiBackend(baseUrl: string, apiKey: string, doFetch?: typeof fetch): McpBackend {
  const origin = baseUrl.replace(/\/+$/, '').replace(/\/api\/v1$/, '');
  const client = new AuditClient({ baseUrl: origin, apiKey, maxRetries: 2, fetch: doFetch });
  return {
    mode: 'api',
    async audit(args, ctx) {
      ctx.stage(0, 1, 'The service is fetching, rendering and auditing the page');
      return guarded<ScanResult>(() => client.scan({ ...args, async: false }, { signal: ctx.signal }));
    },
    getScan: (id) => guarded<ScanDetail>(() => client.getScan(id)),
    getScanChecks: (id, statuses) => guarded<ScanChecks>(() => client.getScanChecks(id, statuses)),
    compare: (id, otherId) => guarded<ScanComparison>(() => client.compareScans(id, otherId)),
    catalogue: () => guarded<CheckCatalogue>(() => client.listChecks()),
    async report(id) {
      const scan = await guarded<ScanDetail>(() => client.getScan(id));
      // As GET /scans/{id}/report says it.
      if (scan.status !== 'completed')
        throw new ToolFailure(
          'NOT_FOUND',
          `Scan ${id} is ${scan.status}; its report exists once it is completed.`,
          404,
        );
      return {
        scan_id: id,
        report_url: `${origin}/api/v1/scans/${id}/report`,
        access: 'api_key',
        portal_url: `${origin}/portal/scans/${id}/report`,
      };
    },
    share: (id, hours) =>
      guarded<ShareLink>(() =>
        client.createShareLink(id, hours === undefined ? {} : { expires_in_hours: hours }),
      ),
    revokeShare: (id, shareId) => guarded<ShareRevoked>(() => client.revokeShareLink(id, shareId)),
  };
}
