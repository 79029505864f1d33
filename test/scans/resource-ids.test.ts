import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateAccountSettings } from '../../lib/accounts/accounts.js';
import { startLocalRuntime, type LocalRuntime } from '../../infra/local/runtime.js';
import { echoId, scanIdOrNotFound, webhookIdOrNotFound } from '../../lib/scans/resource-ids.js';
import { matchPath } from '../../lib/api/routes.js';
import { logger } from '../../lib/runtime/logger.js';

const KEY = 'service_live_resource_ids_key';
let runtime: LocalRuntime;

/** A raw request (fetch would normalise the path): status and parsed body. */
function call(
  method: string,
  target: string,
  body?: string,
): Promise<{ status: number; body: { error?: { code: string; message: string; status: number } } }> {
  return new Promise((resolve, reject) => {
    const url = new URL(runtime.url);
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: target,
        agent: false,
        headers: {
          authorization: `Bearer ${KEY}`,
          'content-type': 'application/json',
          // Node frames no DELETE body on its own.
          ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) });
          } catch {
            reject(
              new Error(`${method} ${target.slice(0, 80)} answered ${res.statusCode}: ${text.slice(0, 200)}`),
            );
          }
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const LONG = 'x'.repeat(5_000);
const HUNDRED = 'a'.repeat(100);
const ODD_IDS: Record<string, string> = {
  'a 5,000-character id': `sc_${'a'.repeat(5_000)}`,
  'a 100-character id': HUNDRED,
  'a unicode id': encodeURIComponent('sc_ünïcødé😀'),
  'an id with an encoded slash': encodeURIComponent('sc_abc/../def'),
  'a malformed percent escape': 'sc_%E0%A4%A',
  'an encoded NUL': 'sc_%00abcdef',
  'a 5,000-byte unicode id': encodeURIComponent('é'.repeat(2_500)),
};

function expectEnvelope(res: Awaited<ReturnType<typeof call>>, statuses: number[]): void {
  expect(statuses, JSON.stringify(res.body).slice(0, 300)).toContain(res.status);
  expect(res.body.error).toEqual({
    code: expect.any(String),
    message: expect.any(String),
    status: res.status,
  });
  // The answer never echoes a whole 5,000-character id.
  expect(res.body.error!.message.length).toBeLessThan(300);
}

beforeAll(async () => {
  logger.setLogLevel('ERROR');
  runtime = await startLocalRuntime({ dataDir: null, env: { ...process.env, RENDER_MODE: 'static' } });
  const seeded = await runtime.seed(KEY, 'dev');
  // Dozens of requests per test: the per-minute budget is not what these tests are about.
  await updateAccountSettings(runtime.services.table, seeded.account_id, { requests_per_minute: 100_000 });
}, 120_000);

afterAll(async () => {
  await runtime?.stop();
});

describe('id shape checks', () => {
  it('accept the ids the service mints and refuse anything else as NOT_FOUND', () => {
    expect(scanIdOrNotFound('sc_mfz3k2a1x9q4w7e2r5')).toBe('sc_mfz3k2a1x9q4w7e2r5');
    expect(webhookIdOrNotFound('wh_0123456789abcdef01234567')).toBe('wh_0123456789abcdef01234567');
    for (const bad of ['', 'sc_', `sc_${LONG}`, 'sc_ABC123', 'sc_abc/def', 'sc_ü12345', undefined]) {
      expect(() => scanIdOrNotFound(bad)).toThrow(expect.objectContaining({ code: 'NOT_FOUND' }));
    }
    for (const bad of ['', 'wh_', `wh_${LONG}`, HUNDRED, 'wh_abc def0123', 'wh_😀😀😀😀😀😀😀😀']) {
      expect(() => webhookIdOrNotFound(bad)).toThrow(expect.objectContaining({ code: 'NOT_FOUND' }));
    }
    expect(echoId(LONG).length).toBeLessThan(80);
  });

  it('route matching never throws on a malformed escape', () => {
    expect(matchPath('/scans/{id}', '/scans/%E0%A4%A')).toEqual({ id: '%E0%A4%A' });
    expect(matchPath('/scans/{id}', '/scans/a%2Fb')).toEqual({ id: 'a/b' });
  });
});

describe('routes with ids of any length or shape answer in the envelope, never 500', () => {
  for (const [label, id] of Object.entries(ODD_IDS)) {
    it(`GET /scans/{id}, /scans/{id}/checks and DELETE /webhooks with ${label}`, async () => {
      for (const base of ['/api/v1', '/v1']) {
        expectEnvelope(await call('GET', `${base}/scans/${id}`), [404]);
        expectEnvelope(await call('GET', `${base}/scans/${id}/checks`), [404]);
        expectEnvelope(await call('DELETE', `${base}/webhooks/${id}`), [404]);
        expectEnvelope(await call('DELETE', `${base}/webhooks?id=${id}`), [404]);
      }
      const decoded = (() => {
        try {
          return decodeURIComponent(id);
        } catch {
          return id;
        }
      })();
      expectEnvelope(await call('DELETE', '/api/v1/webhooks', JSON.stringify({ id: decoded })), [404]);
    });
  }

  it('empty ids: an empty path segment, ?id= and {"id": ""} are 400 or 404, never 500', async () => {
    expectEnvelope(await call('DELETE', '/api/v1/webhooks/'), [400]);
    expectEnvelope(await call('DELETE', '/api/v1/webhooks?id='), [400]);
    expectEnvelope(await call('DELETE', '/api/v1/webhooks', '{"id": ""}'), [400]);
    expectEnvelope(await call('DELETE', '/api/v1/webhooks', '{"id": 12}'), [400]);
    expectEnvelope(await call('DELETE', '/api/v1/webhooks', 'null'), [400]);
    expectEnvelope(await call('GET', '/api/v1/scans//checks'), [404]);
    expectEnvelope(await call('GET', `/api/v1/scans/%20`), [404]);
    expectEnvelope(await call('GET', `/api/v1/scans/${'%2F'.repeat(2_000)}/checks`), [404]);
  });

  it('a well-formed id that does not exist is still NOT_FOUND', async () => {
    expectEnvelope(await call('GET', '/api/v1/scans/sc_doesnotexist0000'), [404]);
    expectEnvelope(await call('DELETE', '/api/v1/webhooks/wh_0123456789abcdef01234567'), [404]);
  });

  it('a request target that is not a path is 400 in the envelope', async () => {
    expectEnvelope(await call('GET', '*'), [400]);
  });
});
