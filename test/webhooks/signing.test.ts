import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import {
  deliveryHeaders,
  generateWebhookSecret,
  serviceSignature,
  verifyServiceSignature,
} from '../../lib/webhooks/signing.js';

const SECRET = generateWebhookSecret();
const BODY = '{"id":"evt_sc_1","event":"scan.completed","scan_id":"sc_1","score":71}';

function headersAt(now: Date, attempt = 1) {
  return deliveryHeaders({
    eventId: 'evt_sc_1',
    event: 'scan.completed',
    attempt,
    rawBody: BODY,
    secret: SECRET,
    now,
  });
}

describe('webhook secrets', () => {
  it('are whsec_ followed by the base64 of 32 random bytes, different every time', () => {
    expect(SECRET).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(SECRET.slice(6), 'base64')).toHaveLength(32);
    expect(generateWebhookSecret()).not.toBe(SECRET);
  });
});

describe('X-Service-Signature and Service-Signature', () => {
  it('carry the hex HMAC-SHA256 of the raw body keyed with the secret string', () => {
    const headers = headersAt(new Date());
    const expected = createHmac('sha256', SECRET).update(BODY).digest('hex');
    expect(headers['x-service-signature']).toBe(expected);
    expect(headers['service-signature']).toBe(expected);
    expect(serviceSignature(BODY, SECRET)).toBe(expected);
  });

  it('verify in constant time and refuse another body, another secret or a malformed signature', () => {
    const signature = serviceSignature(BODY, SECRET);
    expect(verifyServiceSignature(BODY, SECRET, signature)).toBe(true);
    expect(verifyServiceSignature(`${BODY} `, SECRET, signature)).toBe(false);
    expect(verifyServiceSignature(BODY, generateWebhookSecret(), signature)).toBe(false);
    expect(verifyServiceSignature(BODY, SECRET, 'abc')).toBe(false);
  });
});

describe('the Standard Webhooks headers', () => {
  it('verify with the standardwebhooks package and give back the payload', () => {
    const headers = headersAt(new Date());
    expect(new Webhook(SECRET).verify(BODY, headers)).toEqual(JSON.parse(BODY));
    expect(headers['webhook-id']).toBe('evt_sc_1');
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
  });

  it('let a receiver reject a replay whose timestamp is older than five minutes', () => {
    const headers = headersAt(new Date(Date.now() - 10 * 60_000));
    expect(() => new Webhook(SECRET).verify(BODY, headers)).toThrow(/timestamp/i);
  });

  it('keep the event id across attempts, so receivers can drop duplicates, and count the attempt', () => {
    const first = headersAt(new Date(), 1);
    const third = headersAt(new Date(), 3);
    expect(third['webhook-id']).toBe(first['webhook-id']);
    expect([first['x-service-attempt'], third['x-service-attempt']]).toEqual(['1', '3']);
    expect(third['x-service-event']).toBe('scan.completed');
    expect(third['content-type']).toBe('application/json');
  });
});
