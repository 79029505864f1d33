import type { APIGatewayProxyEvent } from 'aws-lambda';
import { BASE_PATHS } from './routes.js';

/**
 * The address clients reached this API at, with the base path they used: `https://<api
 * domain>/<stage>/api/v1` on API Gateway, `http://<Host>/api/v1` on the embedded server. Links the
 * API hands out (share links) are built on it.
 */
export function publicBaseUrl(
  event: Pick<APIGatewayProxyEvent, 'headers' | 'requestContext' | 'resource' | 'path'>,
): string {
  const resource = event.resource ?? event.path ?? '';
  const base = BASE_PATHS.find((b) => resource === b || resource.startsWith(`${b}/`)) ?? BASE_PATHS[0];
  const ctx = event.requestContext;
  if (ctx?.domainName && ctx.stage && ctx.stage !== 'local') {
    // A custom domain maps the stage away; the default execute-api domain keeps it in the path.
    const stage = ctx.domainName.includes('.execute-api.') ? `/${ctx.stage}` : '';
    return `https://${ctx.domainName}${stage}${base}`;
  }
  const host = Object.entries(event.headers ?? {}).find(([k]) => k.toLowerCase() === 'host')?.[1];
  return `http://${host ?? 'localhost'}${base}`;
}
