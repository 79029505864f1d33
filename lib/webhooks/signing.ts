import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A webhook secret in the Standard Webhooks form: whsec_ + base64 of 32 random bytes. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/**
 * X-Service-Signature / Service-Signature: hex HMAC-SHA256 of the raw body, keyed with the
 * secret string exactly as it was returned (UTF-8, "whsec_" included).
 */
export function serviceSignature(rawBody: string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

/** Timing-safe check of a hex signature, as a receiver does it (docs/webhooks.md). */
export function verifyServiceSignature(rawBody: string, secret: string, signature: string): boolean {
  const expected = Buffer.from(serviceSignature(rawBody, secret), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Standard Webhooks `webhook-signature`: "v1," + base64 HMAC-SHA256 of `${id}.${timestamp}.${body}`
 * keyed with the base64-decoded part of the secret after "whsec_".
 */
export function standardSignature(
  id: string,
  timestampSeconds: number,
  rawBody: string,
  secret: string,
): string {
  const key = Buffer.from(secret.startsWith('whsec_') ? secret.slice(6) : secret, 'base64');
  const mac = createHmac('sha256', key)
    .update(`${id}.${timestampSeconds}.${rawBody}`, 'utf8')
    .digest('base64');
  return `v1,${mac}`;
}

/** Every header a delivery carries, for one attempt. */
export function deliveryHeaders(opts: {
  eventId: string;
  event: string;
  attempt: number;
  rawBody: string;
  secret: string;
  now: Date;
}): Record<string, string> {
  const signature = serviceSignature(opts.rawBody, opts.secret);
  const timestamp = Math.floor(opts.now.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'user-agent': 'ConversionAuditService-Webhooks/1.0',
    'x-service-signature': signature,
    'service-signature': signature,
    'x-service-event': opts.event,
    'x-service-attempt': String(opts.attempt),
    'webhook-id': opts.eventId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': standardSignature(opts.eventId, timestamp, opts.rawBody, opts.secret),
  };
}
