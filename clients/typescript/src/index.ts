/**
 * @conversion-audit/client: a typed client of the conversion audit API. Webhook receivers import
 * `@conversion-audit/client/webhooks` (verification with the standardwebhooks library).
 */
export { AuditClient, OPERATIONS, retryAfterMs, type CallOptions, type ClientOptions } from './client.js';
export * from './errors.js';
export * from './types.js';
export type { components, paths, webhooks } from './schema.js';
