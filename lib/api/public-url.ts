import type { APIGatewayProxyEvent } from 'aws-lambda';
import { BASE_PATHS } from './routes.js';

/**
 * The address clients reach this API at, with the route table's base path (a request through the
 * /v1 alias proxy arrives as /api/v1): the configured
 * PUBLIC_BASE_URL (config.publicBaseUrl) when there is one, else `https://<api domain>/<stage>/api/v1`
 * as API Gateway names its own domain. Never the request's Host header, which any client sets: a
 * share link made with `Host: evil.example` would send its reader there. Links the API hands out
 * (share links) are built on it.
 */
export function publicBaseUrl(
  event: Pick<APIGatewayProxyEvent, 'requestContext' | 'resource' | 'path'>,
  configured: string | null,
): string {
  const resource = event.resource ?? event.path ?? '';
  const base = BASE_PATHS.find((b) => resource === b || resource.startsWith(`${b}/`)) ?? BASE_PATHS[0];
  if (configured) return `${configured}${base}`;
  const ctx = event.requestContext;
  if (ctx?.domainName && ctx.stage && ctx.stage !== 'local') {
    // A custom domain maps the stage away; the default execute-api domain keeps it in the path.
    const stage = ctx.domainName.includes('.execute-api.') ? `/${ctx.stage}` : '';
    return `https://${ctx.domainName}${stage}${base}`;
  }
  // The embedded runtime always configures its own address (infra/local/runtime.ts).
  return `http://localhost${base}`;
}
