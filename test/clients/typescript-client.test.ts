import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA_FILE, generatedSchema } from '../../clients/typescript/generate.js';
import {
  AuditApiError,
  AuditClient,
  retryAfterMs,
  verifyWebhookSignature,
} from '../../clients/typescript/src/client.js';
import { deliveryHeaders } from '../../lib/webhooks/signing.js';
import { serveCorpus } from '../support/corpus.js';
import { startServer, type LocalServer } from '../support/local-server.js';
import { startService, type ServiceProcess } from '../support/npm-start.js';

// Issue 16.5: the typed client of clients/typescript, against `npm start` in its own process.
const SEED_KEY = 'service_live_client_test_key';

let dataDir: string;
let server: ServiceProcess;
let baseUrl: string;
let corpus: LocalServer;
let client: AuditClient;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'client-'));
  corpus = await serveCorpus();
  server = await startService({
    DATA_DIR: dataDir,
    SEED_API_KEY: SEED_KEY,
    SEED_PLAN: 'scale',
    ALLOW_PRIVATE_TARGETS: '1',
    RENDER_MODE: 'static',
  });
  baseUrl = server.url;
  client = new AuditClient({ baseUrl, apiKey: SEED_KEY });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await corpus?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}, 60_000);

describe('the typed client against npm start', () => {
  it('has types generated from the current OpenAPI document', async () => {
    expect(await readFile(SCHEMA_FILE, 'utf8')).toBe(await generatedSchema());
  });

  it('runs a sync scan, lists it, reads its checks and compares two scans', async () => {
    const a = await client.scan({ url: corpus.at('/saas/agilezen-home.html'), finding_limit: 2 });
    expect('score' in a && a.findings?.length).toBe(2);
    const b = await client.scan({ url: corpus.at('/ecommerce/wellca-shampoo-pdp.html') });
    const list = await client.listScans({ limit: 10 });
    expect(list.data.map((s) => s.scan_id)).toEqual(expect.arrayContaining([a.scan_id, b.scan_id]));
    const checks = await client.getScanChecks(a.scan_id, 'fail');
    expect(checks.checks?.every((c) => c.status === 'fail')).toBe(true);
    const cmp = await client.compareScans(a.scan_id, b.scan_id);
    expect(cmp.base.scan_id).toBe(a.scan_id);
    expect((await client.listChecks()).total).toBe(315);
  }, 120_000);

  it('polls an async scan and a batch to completion', async () => {
    const hooks: string[] = [];
    const receiver = await startServer(async (req, res) => {
      let raw = '';
      for await (const c of req) raw += (c as Buffer).toString('utf8');
      hooks.push(raw);
      res.writeHead(200).end('ok');
    });
    try {
      const accepted = await client.scan({
        html: '<h1>Fresh bread</h1><p>Baked daily.</p><a href="/buy">Buy</a>',
        async: true,
        webhook_url: receiver.url,
      });
      const done = await client.waitForScan(accepted.scan_id, { intervalMs: 200, timeoutMs: 60_000 });
      expect(done.status).toBe('completed');
      const batch = await client.scanBatch({
        urls: [corpus.at('/agency/misterplumber-home.html')],
        webhook_url: receiver.url,
      });
      const scanned = await client.waitForScan(batch.scans[0].scan_id, {
        intervalMs: 200,
        timeoutMs: 60_000,
      });
      expect(scanned.status).toBe('completed');
    } finally {
      await receiver.close();
    }
  }, 120_000);

  it('throws the error envelope as an AuditApiError, without retrying a 4xx', async () => {
    const err = await client.scan({ url: corpus.url, html: '<p>x</p>' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AuditApiError);
    expect(err).toMatchObject({ status: 400, code: 'INVALID_REQUEST' });
    const missing = await client.getScan('sc_0000000000000000000').catch((e: unknown) => e);
    expect(missing).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});

describe('retries and webhook signatures', () => {
  it('retries 429 and 5xx, waiting what Retry-After says, with one Idempotency-Key', async () => {
    const keys: string[] = [];
    let calls = 0;
    const flaky = await startServer((req, res) => {
      calls++;
      keys.push(String(req.headers['idempotency-key']));
      if (calls === 1)
        return res
          .writeHead(429, { 'retry-after': '2', 'content-type': 'application/json' })
          .end('{"error":{"code":"RATE_LIMITED","message":"slow down","status":429}}');
      if (calls === 2) return res.writeHead(503).end();
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"total":315}');
    });
    const waits: number[] = [];
    try {
      const c = new AuditClient({
        baseUrl: flaky.url,
        apiKey: 'k',
        backoffMs: 100,
        sleep: async (ms) => void waits.push(ms),
      });
      await c.scan({ url: 'https://example.com' });
      expect(calls).toBe(3);
      expect(waits).toEqual([2000, 200]);
      expect(new Set(keys).size).toBe(1);
      const giveUp = new AuditClient({
        baseUrl: flaky.url,
        apiKey: 'k',
        maxRetries: 0,
        sleep: async () => undefined,
      });
      calls = 0;
      await expect(giveUp.listChecks()).rejects.toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    } finally {
      await flaky.close();
    }
    expect(retryAfterMs('Wed, 21 Oct 2015 07:28:10 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).toBe(
      10_000,
    );
  });

  it('verifies both signatures of a delivery and refuses a tampered or stale one', () => {
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const raw = '{"event":"scan.completed"}';
    const now = new Date();
    const headers = deliveryHeaders({
      eventId: 'evt_1',
      event: 'scan.completed',
      attempt: 1,
      rawBody: raw,
      secret,
      now,
    });
    expect(verifyWebhookSignature(raw, headers, secret)).toBe(true);
    expect(verifyWebhookSignature(`${raw} `, headers, secret)).toBe(false);
    expect(verifyWebhookSignature(raw, headers, secret, { now: now.getTime() + 600_000 })).toBe(false);
    const legacy = { 'x-service-signature': headers['x-service-signature'] };
    expect(verifyWebhookSignature(raw, legacy, secret)).toBe(true);
    expect(verifyWebhookSignature(raw, legacy, 'whsec_other')).toBe(false);
  });
});
