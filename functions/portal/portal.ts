import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { MAX_BODY_BYTES, withSecurityHeaders } from '../../lib/api/http.js';
import { htmlHeaders } from '../../lib/html-report/html.js';
import { PORTAL_CSP, messagePage } from '../../lib/portal/pages.js';
import { handlePortal, portalBase } from '../../lib/portal/portal-app.js';
import { logger } from '../../lib/runtime/logger.js';
import { services } from '../../lib/runtime/services.js';

/** The developer portal: every /portal page and form (lib/portal/portal-app.ts). */
export async function handler(event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> {
  const chrome = { base: portalBase(event), csrf: null, current: null, notice: null };
  const fail = (status: number, title: string, message: string): APIGatewayProxyResult => ({
    statusCode: status,
    headers: htmlHeaders(PORTAL_CSP),
    body: messagePage(chrome, title, message),
  });
  if (event.body && Buffer.byteLength(event.body, 'utf8') > MAX_BODY_BYTES)
    return fail(413, 'Too large', `A portal form is at most ${MAX_BODY_BYTES} bytes.`);
  try {
    return withSecurityHeaders(await handlePortal(services(), event));
  } catch (err) {
    logger.error('portal request failed', {
      err: err instanceof Error ? { name: err.name, message: err.message, stack: err.stack } : String(err),
    });
    return fail(500, 'Something went wrong', 'Something went wrong on our side; it is safe to try again.');
  }
}
