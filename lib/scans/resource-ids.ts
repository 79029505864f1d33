import { z } from 'zod';
import { ServiceError } from '../errors.js';
import { SCAN_ID_PATTERN } from './scan-ids.js';

/**
 * Ids a caller names in a path, query or body are checked here, at the edge, before any store
 * sees them. An id of the wrong shape cannot name anything, so it is 404 NOT_FOUND like an id that
 * never existed; and a 5,000-character or unicode id never reaches DynamoDB, whose key limits
 * (1,024 bytes for a sort key, 2,048 for a partition key) would otherwise turn it into a 500.
 */

/** Webhook endpoint ids: `wh_` + 24 hex characters (lib/webhooks/endpoints.ts), with room to grow. */
export const WEBHOOK_ID_PATTERN = /^wh_[0-9a-z]{8,64}$/;

/** The longest id echoed back in a message; longer ones are cut, so an answer stays small. */
const ECHO_CHARS = 64;

/** The id as a message may quote it: cut to 64 characters, control characters escaped. */
export function echoId(id: string): string {
  const shown = JSON.stringify(id.length > ECHO_CHARS ? `${id.slice(0, ECHO_CHARS)}...` : id);
  return shown;
}

/**
 * What the API takes as a scan id in a path. Callers that build an API path themselves (the MCP
 * server in API mode) validate with it before any request: "." or "../scans" would otherwise
 * name another route once the URL is normalized.
 */
export const scanIdSchema = z.string().regex(SCAN_ID_PATTERN);

/**
 * The scan id, or 404 NOT_FOUND when it cannot be one.
 *
 * @example scanIdOrNotFound('sc_mfz3k2a1x9q4w7e2r5') // 'sc_mfz3k2a1x9q4w7e2r5'
 */
export function scanIdOrNotFound(id: string | undefined | null): string {
  const parsed = scanIdSchema.safeParse(id);
  if (parsed.success) return parsed.data;
  throw new ServiceError('NOT_FOUND', `No scan ${echoId(id ?? '')} on this account.`);
}

/**
 * The webhook endpoint id, or 404 NOT_FOUND when it cannot be one.
 *
 * @example webhookIdOrNotFound('wh_0123456789abcdef01234567') // 'wh_0123456789abcdef01234567'
 */
export function webhookIdOrNotFound(id: string): string {
  if (WEBHOOK_ID_PATTERN.test(id)) return id;
  throw new ServiceError('NOT_FOUND', `No webhook endpoint ${echoId(id)} on this account.`);
}
