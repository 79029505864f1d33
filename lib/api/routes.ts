/**
 * The API's routes as data. The CDK API construct and the embedded HTTP server both read this table,
 * so the two runtimes cannot drift. The table is served once, under API_BASE_PATH; ALIAS_BASE_PATH
 * is a proxy onto it (`/v1/<rest>` is answered as `/api/v1/<rest>`), so every route answers on both.
 */
export const API_BASE_PATH = '/api/v1';
export const ALIAS_BASE_PATH = '/v1';
export const BASE_PATHS = [API_BASE_PATH, ALIAS_BASE_PATH] as const;

/**
 * The path the route table sees for a request path: `/v1/<rest>` becomes `/api/v1/<rest>`, as the
 * API Gateway proxy resource of the alias forwards it; any other path is unchanged.
 */
export function aliasedPath(path: string): string {
  return path.startsWith(`${ALIAS_BASE_PATH}/`)
    ? `${API_BASE_PATH}${path.slice(ALIAS_BASE_PATH.length)}`
    : path;
}

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

export interface Route {
  method: HttpMethod;
  /** Path under the base path, API Gateway style: `/scans/{id}`. */
  path: string;
  /** The handler file under functions/, without extension. */
  handler: string;
  /** Routes without auth (the catalogue and the OpenAPI document are public). */
  public?: boolean;
}

export const ROUTES: readonly Route[] = [
  { method: 'POST', path: '/scan', handler: 'api/post-scan' },
  { method: 'POST', path: '/scan/batch', handler: 'api/post-scan-batch' },
  { method: 'GET', path: '/scans', handler: 'api/get-scans' },
  { method: 'GET', path: '/scans/{id}', handler: 'api/get-scan' },
  { method: 'GET', path: '/scans/{id}/checks', handler: 'api/get-scan-checks' },
  { method: 'GET', path: '/scans/{id}/screenshots/{viewport}', handler: 'api/get-scan-screenshot' },
  { method: 'GET', path: '/scans/{id}/report', handler: 'api/get-scan-report' },
  { method: 'POST', path: '/scans/{id}/share', handler: 'api/post-scan-share' },
  { method: 'DELETE', path: '/scans/{id}/share/{share_id}', handler: 'api/delete-scan-share' },
  { method: 'GET', path: '/shared/{token}', handler: 'api/get-shared-report', public: true },
  { method: 'GET', path: '/scans/{id}/compare/{other_id}', handler: 'api/get-scan-compare' },
  { method: 'GET', path: '/webhooks', handler: 'api/get-webhooks' },
  { method: 'POST', path: '/webhooks', handler: 'api/post-webhook' },
  { method: 'DELETE', path: '/webhooks', handler: 'api/delete-webhook' },
  { method: 'DELETE', path: '/webhooks/{id}', handler: 'api/delete-webhook' },
  { method: 'POST', path: '/webhooks/{id}/test', handler: 'api/post-webhook-test' },
  { method: 'GET', path: '/webhooks/{id}/deliveries', handler: 'api/get-webhook-deliveries' },
  { method: 'POST', path: '/deliveries/{id}/redeliver', handler: 'api/post-delivery-redeliver' },
  { method: 'GET', path: '/keys', handler: 'api/get-keys' },
  { method: 'POST', path: '/keys', handler: 'api/post-key' },
  { method: 'DELETE', path: '/keys/{id}', handler: 'api/delete-key' },
  { method: 'GET', path: '/account', handler: 'api/get-account' },
  { method: 'GET', path: '/status', handler: 'api/get-status', public: true },
  { method: 'GET', path: '/checks', handler: 'api/get-checks', public: true },
  { method: 'GET', path: '/openapi.json', handler: 'api/get-openapi', public: true },
];

/**
 * The developer portal: HTML pages and plain forms under `/portal` (not under the API's base
 * paths), all served by one function that routes inside (lib/portal/portal-app.ts).
 */
export const PORTAL_BASE_PATH = '/portal';
export const PORTAL_HANDLER = 'portal/portal';

export const PORTAL_ROUTES: readonly Route[] = [
  { method: 'GET', path: '', handler: PORTAL_HANDLER, public: true },
  { method: 'POST', path: '/sign-in', handler: PORTAL_HANDLER, public: true },
  { method: 'POST', path: '/sign-out', handler: PORTAL_HANDLER, public: true },
  { method: 'POST', path: '/scans', handler: PORTAL_HANDLER, public: true },
  { method: 'GET', path: '/share', handler: PORTAL_HANDLER, public: true },
  { method: 'GET', path: '/scans/{id}/report', handler: PORTAL_HANDLER, public: true },
  { method: 'POST', path: '/scans/{id}/share', handler: PORTAL_HANDLER, public: true },
  { method: 'POST', path: '/scans/{id}/share/{share_id}/revoke', handler: PORTAL_HANDLER, public: true },
  { method: 'GET', path: '/webhooks', handler: PORTAL_HANDLER, public: true },
  { method: 'POST', path: '/webhooks', handler: PORTAL_HANDLER, public: true },
  { method: 'POST', path: '/webhooks/{id}/delete', handler: PORTAL_HANDLER, public: true },
  { method: 'POST', path: '/webhooks/{id}/test', handler: PORTAL_HANDLER, public: true },
  { method: 'POST', path: '/deliveries/{id}/redeliver', handler: PORTAL_HANDLER, public: true },
  { method: 'GET', path: '/keys', handler: PORTAL_HANDLER, public: true },
  { method: 'POST', path: '/keys', handler: PORTAL_HANDLER, public: true },
  { method: 'POST', path: '/keys/{id}/revoke', handler: PORTAL_HANDLER, public: true },
];

/** Answers unknown paths (404) and known paths with another method (405), in the SPEC 7 envelope. */
export const FALLBACK_HANDLER = 'api/route-not-found';

/** Every distinct handler behind the API. */
export const API_HANDLERS: readonly string[] = [
  ...new Set([...ROUTES.map((r) => r.handler), PORTAL_HANDLER, FALLBACK_HANDLER]),
];

/** Workflow task handlers (one Lambda each), named by what the state does. */
export const WORKFLOW_HANDLERS = [
  'workflow/fetch-page',
  'workflow/run-check-group',
  'workflow/score',
  'workflow/rewrite',
  'workflow/persist',
  'workflow/record-failure',
  'workflow/prepare-deliveries',
  'workflow/deliver-webhook',
  'workflow/dead-letter',
] as const;

/** Queue consumers. */
export const QUEUE_HANDLERS = ['queue/start-scan-job'] as const;

/** Functions run on a schedule (EventBridge on AWS, a timer in the embedded runtime). */
export const SCHEDULED_HANDLERS = ['schedule/reap-stale-scans'] as const;

export const ALL_HANDLERS: readonly string[] = [
  ...API_HANDLERS,
  ...WORKFLOW_HANDLERS,
  ...QUEUE_HANDLERS,
  ...SCHEDULED_HANDLERS,
];

/** A path segment percent-decoded; a malformed escape (`%E0%A4%A`) stays as sent rather than throwing. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Match a request path (after the base path) against a route path with `{param}` segments. */
export function matchPath(routePath: string, path: string): Record<string, string> | null {
  const want = routePath.split('/').filter(Boolean);
  const got = path.split('/').filter(Boolean);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const w = want[i];
    const g = got[i];
    if (w.startsWith('{') && w.endsWith('}')) params[w.slice(1, -1)] = decodeSegment(g);
    else if (w !== g) return null;
  }
  return params;
}
