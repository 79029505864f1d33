import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import type { components } from './schema.js';

/**
 * Receiving webhooks: the service signs every delivery with the Standard Webhooks scheme
 * (webhook-id, webhook-timestamp, webhook-signature), which the maintained `standardwebhooks`
 * library verifies here, timestamp tolerance (5 minutes, against replays) included. The legacy
 * X-Service-Signature header the service also sends has no timestamp, so it is not used.
 */

type Schemas = components['schemas'];

/** A webhook body, told apart by `event` (types generated from the OpenAPI document's `webhooks`). */
export type WebhookEvent =
  | Schemas['ScanCompletedEvent']
  | Schemas['ScanFailedEvent']
  | Schemas['BatchCompletedEvent']
  | Schemas['WebhookTestEvent'];

/** The headers as Node's IncomingMessage, the Fetch API or a plain object carries them. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

/** A delivery that is not from the service (bad or missing signature, stale timestamp, not JSON). */
export class WebhookSignatureError extends Error {
  readonly kind = 'webhook_signature' as const;

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WebhookSignatureError';
  }
}

const SIGNED_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;

function signedHeaders(headers: WebhookHeaders): Record<(typeof SIGNED_HEADERS)[number], string> {
  const out: Record<string, string> = {};
  for (const name of SIGNED_HEADERS) {
    let value: string | string[] | null | undefined;
    if (headers instanceof Headers) value = headers.get(name);
    else {
      const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
      value = key === undefined ? undefined : headers[key];
    }
    const one = Array.isArray(value) ? value[0] : value;
    if (!one) throw new WebhookSignatureError(`the ${name} header is missing`);
    out[name] = one;
  }
  return out as Record<(typeof SIGNED_HEADERS)[number], string>;
}

/**
 * The event of a delivery, once its signature checks out against the endpoint's secret
 * (`whsec_...`, as POST /webhooks or `npm run admin -- account create` returned it). `rawBody` is
 * the body exactly as received, before any JSON parsing. Throws a WebhookSignatureError otherwise.
 */
export function verifyWebhook(rawBody: string, headers: WebhookHeaders, secret: string): WebhookEvent {
  const signed = signedHeaders(headers);
  try {
    return new Webhook(secret).verify(rawBody, signed) as WebhookEvent;
  } catch (err) {
    if (err instanceof WebhookVerificationError || err instanceof SyntaxError)
      throw new WebhookSignatureError(err.message, { cause: err });
    throw err;
  }
}

/** Whether a delivery is from the service: verifyWebhook as a boolean. */
export function verifyWebhookSignature(rawBody: string, headers: WebhookHeaders, secret: string): boolean {
  try {
    verifyWebhook(rawBody, headers, secret);
    return true;
  } catch (err) {
    if (err instanceof WebhookSignatureError) return false;
    throw err;
  }
}
