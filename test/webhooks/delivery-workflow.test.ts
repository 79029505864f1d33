import { execFile } from 'node:child_process';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { SQSClient } from '@aws-sdk/client-sqs';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalRuntime, type LocalRuntime } from '../../infra/local/runtime.js';
import { LOCAL_CREDENTIALS } from '../../infra/local/local-store.js';
import { WebhookDeadLetterQueue } from '../../lib/webhooks/dead-letter-queue.js';
import { deliveriesOfScan } from '../../lib/scans/scan-view.js';
import { deadLetter } from '../../lib/webhooks/dead-lettering.js';
import { deliverOnce } from '../../lib/webhooks/delivery-attempts.js';
import { prepareDeliveries, type DeliveryRecord } from '../../lib/webhooks/delivery-records.js';
import { accountWebhookSecret, createEndpoint, deleteEndpoint } from '../../lib/webhooks/endpoints.js';
import { listDeadLetters, redeliver } from '../../lib/webhooks/redelivery.js';
import { SqsJobQueue } from '../../lib/runtime/job-queue.js';
import { serveCorpus } from '../support/corpus.js';
import { startServer, type LocalServer } from '../support/local-server.js';
import { startReceiver, type ReceivedDelivery, type WebhookReceiver } from './webhook-receiver.js';

/**
 * The acceptance tests of issue 7: the Standard (jobs) state machine CDK synthesizes, run by the
 * embedded runtime with its real handlers, delivering to receivers on 127.0.0.1. The schedule is
 * four attempts (0,1,2,3 s) and every "Wait before retry" lasts 200 ms instead.
 */

const KEY = 'service_live_webhook_acceptance_key_1';
const ENDPOINT_KEY = 'service_live_webhook_acceptance_key_2';
const ATTEMPTS = 4;
const REPO = path.resolve(import.meta.dirname, '../..');

let runtime: LocalRuntime;
let pages: LocalServer;
let blocked: LocalServer;
let dataDir: string;
let accountId: string;
let accountSecret: string;
const receivers: LocalServer[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'webhooks-'));
  pages = await serveCorpus();
  // A Cloudflare challenge, which the scan reports as BOT_BLOCKED.
  blocked = await startServer((_req, res) =>
    res
      .writeHead(403, { 'content-type': 'text/html', server: 'cloudflare', 'cf-mitigated': 'challenge' })
      .end(
        '<!doctype html><html><head><title>Just a moment...</title></head><body><div id="cf-chl-widget"></div><script src="/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1"></script></body></html>',
      ),
  );
  runtime = await startLocalRuntime({
    dataDir,
    env: {
      ...process.env,
      ALLOW_PRIVATE_TARGETS: '1',
      RENDER_MODE: 'static',
      WEBHOOK_RETRY_SCHEDULE: '0,1,2,3',
    },
    workflows: { waitTimeOverrides: { 'Wait before retry': 200 } },
  });
  accountId = (await runtime.seed(KEY, 'scale')).account_id;
  accountSecret = await accountWebhookSecret(runtime.services, accountId);
  await runtime.seed(ENDPOINT_KEY, 'scale');
}, 180_000);

afterAll(async () => {
  await runtime?.stop();
  for (const r of receivers) await r.close();
  await pages?.close();
  await blocked?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function receiver(script: Parameters<typeof startReceiver>[0]): Promise<WebhookReceiver> {
  const r = await startReceiver(script);
  receivers.push(r);
  return r;
}

async function call(method: string, route: string, body?: unknown, key = KEY) {
  const res = await fetch(`${runtime.url}${route}`, {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function submitAsync(page: string, webhookUrl: string, key = KEY): Promise<string> {
  const res = await call('POST', '/api/v1/scan', { url: page, async: true, webhook_url: webhookUrl }, key);
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return res.body.scan_id as string;
}

/** Polls the stored deliveries (not the API, whose rate limit is not under test here). */
async function settledDeliveries(
  scanId: string,
  done: (d: DeliveryRecord[]) => boolean = (d) =>
    d.length > 0 && d.every((x) => x.status === 'delivered' || x.status === 'dead_lettered'),
  timeoutMs = 60_000,
): Promise<DeliveryRecord[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const deliveries = await deliveriesOfScan(runtime.services, scanId);
    if (done(deliveries)) return deliveries;
    if (Date.now() > until)
      throw new Error(
        `deliveries of ${scanId} did not settle: ${JSON.stringify(deliveries.map((d) => d.status))}`,
      );
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** What a receiver using node:crypto alone does with X-Service-Signature. */
function cryptoVerifies(delivery: ReceivedDelivery, secret: string): boolean {
  const expected = createHmac('sha256', secret).update(delivery.rawBody).digest();
  const given = Buffer.from(delivery.headers['x-service-signature'] ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** What a receiver written with the standardwebhooks package does; throws on a bad signature. */
function standardVerify(delivery: ReceivedDelivery, secret: string): unknown {
  return new Webhook(secret).verify(delivery.rawBody, delivery.headers);
}

const corpusPage = () => pages.at('/saas/agilezen-home.html');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('webhook delivery through the synthesized jobs state machine', () => {
  it('retries a receiver that fails the first 2 attempts, counting X-Service-Attempt 1..3, records the success and sends nothing after it', async () => {
    const r = await receiver((n) => (n <= 2 ? { status: 500 } : { status: 200 }));
    const scanId = await submitAsync(corpusPage(), r.at('/hooks/retry'));

    const [delivery] = await settledDeliveries(scanId);
    await runtime.workflows.idle();
    await sleep(600); // three Wait intervals: a stray retry would have arrived by now

    expect(r.received.map((d) => d.headers['x-service-attempt'])).toEqual(['1', '2', '3']);
    expect(new Set(r.received.map((d) => d.headers['webhook-id'])).size).toBe(1);
    expect(delivery.status).toBe('delivered');
    expect(delivery.attempts.map((a) => [a.attempt, a.status, a.error])).toEqual([
      [1, 500, 'HTTP 500'],
      [2, 500, 'HTTP 500'],
      [3, 200, null],
    ]);
    const trace = runtime.workflows.traces.find((t) => t.machine === 'jobs' && t.name === scanId);
    expect(trace?.status).toBe('succeeded');
    expect(trace?.states.filter((s) => s === 'Wait before retry')).toHaveLength(2);
    expect(trace?.states.at(-1)).toBe('Delivery finished');

    // The attempts are readable through the API.
    const view = await call('GET', `/api/v1/scans/${scanId}`);
    expect(view.status).toBe(200);
    const shown = view.body.deliveries as { status: string; attempts: Record<string, unknown>[] }[];
    expect(shown).toHaveLength(1);
    expect(shown[0].status).toBe('delivered');
    for (const a of shown[0].attempts) {
      expect(Object.keys(a).sort()).toEqual(['at', 'attempt', 'error', 'latency_ms', 'status']);
      expect(new Date(a.at as string).toISOString()).toBe(a.at);
      expect(a.latency_ms).toBeTypeOf('number');
    }
  });

  it('signs scan.completed so that a standardwebhooks receiver and a node:crypto receiver both verify it', async () => {
    const r = await receiver(() => ({ status: 200 }));
    const scanId = await submitAsync(corpusPage(), r.at('/hooks/signed'));
    await settledDeliveries(scanId);
    const [got] = r.received;

    const payload = standardVerify(got, accountSecret) as Record<string, unknown>;
    expect(cryptoVerifies(got, accountSecret)).toBe(true);
    expect(got.headers['service-signature']).toBe(got.headers['x-service-signature']);
    expect(got.headers['x-service-event']).toBe('scan.completed');
    expect(got.headers['x-service-attempt']).toBe('1');
    expect(payload).toMatchObject({
      event: 'scan.completed',
      scan_id: scanId,
      url: corpusPage(),
      data: { domain: '127.0.0.1', verdict: expect.stringMatching(/^(excellent|good|fair|poor|critical)$/) },
    });
    expect(Number.isInteger(payload.score)).toBe(true);

    // Both receivers reject a body that was changed on the way, and a foreign secret.
    const tampered = { ...got, rawBody: got.rawBody.replace(scanId, `${scanId}x`) };
    expect(cryptoVerifies(tampered, accountSecret)).toBe(false);
    expect(() => standardVerify(tampered, accountSecret)).toThrow();
    const other = 'whsec_' + Buffer.alloc(32, 7).toString('base64');
    expect(() => standardVerify(got, other)).toThrow();
    expect(cryptoVerifies(got, other)).toBe(false);
  });

  it('sends scan.failed with data.blocked and data.code for a bot-blocked site', async () => {
    const r = await receiver(() => ({ status: 204 }));
    const scanId = await submitAsync(blocked.at('/'), r.at('/hooks/failed'));
    const [delivery] = await settledDeliveries(scanId);

    expect(delivery.status).toBe('delivered');
    expect(r.received).toHaveLength(1);
    expect(r.received[0].headers['x-service-event']).toBe('scan.failed');
    expect(standardVerify(r.received[0], accountSecret)).toMatchObject({
      event: 'scan.failed',
      scan_id: scanId,
      url: blocked.at('/'),
      score: null,
      data: { domain: '127.0.0.1', blocked: true, code: 'BOT_BLOCKED' },
    });
  });

  it('does not follow a 301: the redirect counts as a failed attempt and the target is never called', async () => {
    const elsewhere = await receiver(() => ({ status: 200 }));
    const r = await receiver((n) =>
      n === 1 ? { status: 301, location: elsewhere.at('/moved') } : { status: 200 },
    );
    const scanId = await submitAsync(corpusPage(), r.at('/hooks/moved'));
    const [delivery] = await settledDeliveries(scanId);

    expect(delivery.status).toBe('delivered');
    expect(delivery.attempts.map((a) => [a.status, a.error])).toEqual([
      [301, 'redirect 301 not followed'],
      [200, null],
    ]);
    expect(elsewhere.connections).toBe(0);
  });

  it('retries after the receiver drops the connection without answering', async () => {
    const r = await receiver((n) => (n === 1 ? { drop: true } : { status: 200 }));
    const scanId = await submitAsync(corpusPage(), r.at('/hooks/drop'));
    const [delivery] = await settledDeliveries(scanId);

    expect(delivery.status).toBe('delivered');
    expect(delivery.attempts).toHaveLength(2);
    expect(delivery.attempts[0].status).toBeNull();
    expect(delivery.attempts[0].error).toMatch(/network|socket|reset/i);
    expect(r.received.map((d) => d.headers['x-service-attempt'])).toEqual(['1', '2']);
  });

  it('gives up on an answer that takes longer than 10 seconds and retries', async () => {
    const r = await receiver((n) => (n === 1 ? { delayMs: 11_000, status: 200 } : { status: 200 }));
    const scanId = await submitAsync(corpusPage(), r.at('/hooks/slow'));
    const [delivery] = await settledDeliveries(scanId);

    expect(delivery.status).toBe('delivered');
    expect(delivery.attempts).toHaveLength(2);
    expect(delivery.attempts[0]).toMatchObject({ status: null, error: expect.stringMatching(/^timeout/) });
    expect(delivery.attempts[1]).toMatchObject({ status: 200, error: null });
  }, 40_000);

  it('keeps trying a receiver that is down for a while and delivers once it is back', async () => {
    // Take a free port from the OS, then close it: the receiver is "down" until it listens again.
    const down = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => res.end('ok'));
    });
    await new Promise<void>((resolve) => down.listen(0, '127.0.0.1', resolve));
    const { port } = down.address() as AddressInfo;
    await new Promise<void>((resolve) => down.close(() => resolve()));
    const scanId = await submitAsync(corpusPage(), `http://127.0.0.1:${port}/hooks/back`);

    await settledDeliveries(scanId, (d) => (d[0]?.attempts.length ?? 0) >= 1);
    await new Promise<void>((resolve) => down.listen(port, '127.0.0.1', resolve));
    try {
      const [delivery] = await settledDeliveries(scanId);
      expect(delivery.status).toBe('delivered');
      expect(delivery.attempts[0]).toMatchObject({ status: null, error: expect.stringMatching(/network/) });
      expect(delivery.attempts.at(-1)).toMatchObject({ status: 200, error: null });
    } finally {
      down.closeAllConnections();
      await new Promise<void>((resolve) => down.close(() => resolve()));
    }
  });

  it('sends every delivery through the SSRF guard: a loopback receiver is refused unless private targets are allowed', async () => {
    const r = await receiver(() => ({ status: 200 }));
    const job = {
      job_id: 'sc_ssrf_probe',
      kind: 'scan' as const,
      account_id: accountId,
      webhook_url: r.at('/hooks/private'),
    };
    const outcome = {
      scan_id: 'sc_ssrf_probe',
      url: corpusPage(),
      status: 'completed' as const,
      score: 50,
      verdict: 'fair',
    };
    const { items } = await prepareDeliveries(runtime.services, job, [outcome]);
    const strict = {
      ...runtime.services,
      config: { ...runtime.services.config, allowPrivateTargets: false },
    };

    const state = await deliverOnce(strict, items[0]);

    expect(state.status).toBe('retry');
    const [d] = await deliveriesOfScan(runtime.services, 'sc_ssrf_probe');
    expect(d.attempts[0]).toMatchObject({
      status: null,
      error: expect.stringMatching(/private|loopback|not allowed|refused/i),
    });
    expect(r.connections).toBe(0);
  });

  it('counts a 2xx as delivered even when the receiver answers with a body too large to read', async () => {
    const r = await receiver(() => ({ status: 200, body: 'x'.repeat(200_000) }));
    const job = {
      job_id: 'sc_big_probe',
      kind: 'scan' as const,
      account_id: accountId,
      webhook_url: r.at('/hooks/big'),
    };
    const outcome = {
      scan_id: 'sc_big_probe',
      url: corpusPage(),
      status: 'completed' as const,
      score: 40,
      verdict: 'poor',
    };
    const { items } = await prepareDeliveries(runtime.services, job, [outcome]);

    const state = await deliverOnce(runtime.services, items[0]);

    expect(state.status).toBe('delivered');
    const [d] = await deliveriesOfScan(runtime.services, 'sc_big_probe');
    expect(d.attempts).toEqual([expect.objectContaining({ attempt: 1, status: 200, error: null })]);
  });

  it('cancels a delivery whose endpoint was deleted before it went out, sending nothing', async () => {
    const r = await receiver(() => ({ status: 200 }));
    const created = await createEndpoint(runtime.services, accountId, { url: r.at('/hooks/gone') });
    const job = { job_id: 'sc_gone_probe', kind: 'scan' as const, account_id: accountId, webhook_url: null };
    const outcome = {
      scan_id: 'sc_gone_probe',
      url: corpusPage(),
      status: 'completed' as const,
      score: 50,
      verdict: 'fair',
    };
    const { items } = await prepareDeliveries(runtime.services, job, [outcome]);
    await deleteEndpoint(runtime.services.table, accountId, created.id);

    const state = await deliverOnce(runtime.services, items[0]);

    expect(state.status).toBe('skipped');
    const [d] = await deliveriesOfScan(runtime.services, 'sc_gone_probe');
    expect(d).toMatchObject({ status: 'cancelled', attempts: [] });
    expect(r.connections).toBe(0);
  });

  it('delivers one batch.completed event carrying the outcome of each of the 3 scans', async () => {
    const r = await receiver(() => ({ status: 200 }));
    const urls = [corpusPage(), pages.at('/ecommerce/wellca-shampoo-pdp.html'), blocked.at('/batch')];
    const res = await call('POST', '/api/v1/scan/batch', { urls, webhook_url: r.at('/hooks/batch') });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const scans = res.body.scans as { scan_id: string; url: string }[];

    await settledDeliveries(scans[0].scan_id);
    await runtime.workflows.idle();
    await sleep(400);

    expect(r.received).toHaveLength(1);
    expect(r.received[0].headers['x-service-event']).toBe('batch.completed');
    const payload = standardVerify(r.received[0], accountSecret) as {
      event: string;
      batch_id: string;
      data: { total: number; completed: number; failed: number; scans: Record<string, unknown>[] };
    };
    expect(payload.event).toBe('batch.completed');
    expect(payload.batch_id).toBe(res.body.batch_id);
    expect(payload.data).toMatchObject({ total: 3, completed: 2, failed: 1 });
    expect(payload.data.scans.map((s) => [s.scan_id, s.event])).toEqual([
      [scans[0].scan_id, 'scan.completed'],
      [scans[1].scan_id, 'scan.completed'],
      [scans[2].scan_id, 'scan.failed'],
    ]);
    expect(payload.data.scans[2]).toMatchObject({
      score: null,
      data: { blocked: true, code: 'BOT_BLOCKED' },
    });
    // Each scan of the batch shows the one batch delivery.
    for (const s of scans) {
      const deliveries = await deliveriesOfScan(runtime.services, s.scan_id);
      expect(deliveries.map((d) => [d.event, d.status])).toEqual([['batch.completed', 'delivered']]);
    }
  });

  it('sends an event once to a URL that is both a registered endpoint and the webhook_url, signed with the endpoint secret', async () => {
    const r = await receiver(() => ({ status: 200 }));
    const batchOnly = await receiver(() => ({ status: 200 }));
    const both = await call('POST', '/api/v1/webhooks', { url: r.at('/hooks/both') }, ENDPOINT_KEY);
    expect(both.status, JSON.stringify(both.body)).toBe(201);
    const onlyBatches = await call(
      'POST',
      '/api/v1/webhooks',
      { url: batchOnly.at('/hooks/batches'), events: ['batch.completed'] },
      ENDPOINT_KEY,
    );
    expect(onlyBatches.status).toBe(201);

    const scanId = await submitAsync(corpusPage(), r.at('/hooks/both'), ENDPOINT_KEY);
    await settledDeliveries(scanId);
    await runtime.workflows.idle();
    await sleep(400);

    expect(r.received).toHaveLength(1);
    expect(standardVerify(r.received[0], both.body.secret as string)).toMatchObject({ scan_id: scanId });
    expect(cryptoVerifies(r.received[0], both.body.secret as string)).toBe(true);
    // An endpoint subscribed to batch.completed only hears nothing of a single scan.
    expect(batchOnly.connections).toBe(0);
  });

  it('dead-letters an event whose attempts are exhausted, lists it and redelivers it with the admin command', async () => {
    let healthy = false;
    const r = await receiver(() => (healthy ? { status: 200 } : { status: 503 }));
    const scanId = await submitAsync(corpusPage(), r.at('/hooks/dead'));
    const [dead] = await settledDeliveries(scanId);

    expect(dead.status).toBe('dead_lettered');
    expect(dead.attempts).toHaveLength(ATTEMPTS);
    expect(r.received.map((d) => d.headers['x-service-attempt'])).toEqual(['1', '2', '3', '4']);
    const trace = runtime.workflows.traces.find((t) => t.machine === 'jobs' && t.name === scanId);
    expect(trace?.states).toContain('Dead-letter event');

    const env = { ...process.env, DATA_DIR: dataDir };
    const admin = (...args: string[]) =>
      promisify(execFile)(path.join(REPO, 'node_modules/.bin/tsx'), ['infra/local/admin.ts', ...args], {
        cwd: REPO,
        env,
      });
    const listed = JSON.parse((await admin('deliveries', 'list-dead', '--json')).stdout) as {
      delivery_id: string;
      attempts: number;
      last_error: string;
    }[];
    expect(listed.map((d) => d.delivery_id)).toContain(dead.delivery_id);
    expect(listed.find((d) => d.delivery_id === dead.delivery_id)).toMatchObject({
      attempts: ATTEMPTS,
      last_error: 'HTTP 503',
    });

    // Listing takes nothing out of the queue.
    const again = await listDeadLetters(deadLetterQueues().deadLetters);
    expect(again.map((d) => d.delivery_id)).toContain(dead.delivery_id);

    healthy = true;
    const out = JSON.parse((await admin('deliveries', 'redeliver', dead.delivery_id, '--json')).stdout) as {
      delivery_id: string;
      outcome: string;
      job_id: string;
    }[];
    expect(out).toEqual([
      { delivery_id: dead.delivery_id, outcome: 'requeued', job_id: `redeliver_${dead.delivery_id}_1` },
    ]);

    const [redelivered] = await settledDeliveries(scanId, (d) => d[0]?.status === 'delivered');
    await runtime.workflows.idle();
    expect(redelivered.attempts.map((a) => a.status)).toEqual([503, 503, 503, 503, 200]);
    expect(redelivered.redeliveries).toBe(1);
    expect(r.received.map((d) => d.headers['x-service-attempt'])).toEqual(['1', '2', '3', '4', '5']);
    expect(standardVerify(r.received[4], accountSecret)).toMatchObject({ scan_id: scanId });
    const redeliveryTrace = runtime.workflows.traces.find((t) => t.name === out[0].job_id);
    expect(redeliveryTrace?.states).toEqual([
      'Job kind?',
      'Deliver each event',
      'Deliver webhook',
      'Delivered?',
      'Delivery finished',
    ]);

    const queues = deadLetterQueues();
    expect((await listDeadLetters(queues.deadLetters)).map((d) => d.delivery_id)).not.toContain(
      dead.delivery_id,
    );
    // Asking again for a delivered event sends nothing.
    const repeat = await redeliver({ table: runtime.services.table, ...queues }, { ids: [dead.delivery_id] });
    expect(repeat).toEqual([{ delivery_id: dead.delivery_id, outcome: 'already_delivered', job_id: null }]);
    await sleep(400);
    expect(r.received).toHaveLength(5);
  }, 90_000);

  it('dead-letters an event whose delivery step fails outright instead of leaving it pending', async () => {
    const r = await receiver(() => ({ status: 200 }));
    // A broken schedule makes "Deliver webhook" throw before it sends anything.
    runtime.services.env.WEBHOOK_RETRY_SCHEDULE = '3,2,1';
    let scanId: string;
    let dead: DeliveryRecord;
    try {
      scanId = await submitAsync(corpusPage(), r.at('/hooks/broken'));
      [dead] = await settledDeliveries(scanId);
    } finally {
      runtime.services.env.WEBHOOK_RETRY_SCHEDULE = '0,1,2,3';
    }

    expect(dead).toMatchObject({ status: 'dead_lettered', attempts: [] });
    expect(r.connections).toBe(0);
    const listed = await listDeadLetters(deadLetterQueues().deadLetters);
    expect(listed.find((d) => d.delivery_id === dead.delivery_id)?.last_error).toMatch(
      /WEBHOOK_RETRY_SCHEDULE must be non-decreasing/,
    );

    const out = await redeliver(
      { table: runtime.services.table, ...deadLetterQueues() },
      { ids: [dead.delivery_id] },
    );
    expect(out.map((o) => o.outcome)).toEqual(['requeued']);
    const [delivered] = await settledDeliveries(scanId, (d) => d[0]?.status === 'delivered');
    expect(delivered.attempts.map((a) => [a.attempt, a.status])).toEqual([[1, 200]]);
    expect(r.received).toHaveLength(1);
  });

  it('collapses duplicate dead-letter messages of one delivery into one redelivery', async () => {
    const r = await receiver(() => ({ status: 200 }));
    const job = {
      job_id: 'sc_dup_probe',
      kind: 'scan' as const,
      account_id: accountId,
      webhook_url: r.at('/hooks/dup'),
    };
    const outcome = {
      scan_id: 'sc_dup_probe',
      url: corpusPage(),
      status: 'completed' as const,
      score: 61,
      verdict: 'fair',
    };
    const { items } = await prepareDeliveries(runtime.services, job, [outcome]);
    // Twice, as after a crash between sending the message and marking the record.
    await deadLetter(runtime.services, items[0]);
    await deadLetter(runtime.services, items[0]);
    const queues = deadLetterQueues();
    const raw = await queues.deadLetters.holdAll();
    await queues.deadLetters.release(raw);
    expect(raw.filter((m) => m.message.delivery_id === items[0].delivery_id)).toHaveLength(2);
    expect(await listDeadLetters(queues.deadLetters)).toHaveLength(1);

    const out = await redeliver(
      { table: runtime.services.table, ...queues },
      { ids: [items[0].delivery_id] },
    );

    expect(out).toEqual([
      {
        delivery_id: items[0].delivery_id,
        outcome: 'requeued',
        job_id: `redeliver_${items[0].delivery_id}_1`,
      },
    ]);
    const [d] = await settledDeliveries('sc_dup_probe', (x) => x[0]?.status === 'delivered');
    await runtime.workflows.idle();
    expect(d.attempts).toHaveLength(1);
    expect(r.received).toHaveLength(1);
    expect(await listDeadLetters(queues.deadLetters)).toEqual([]);
  });

  it('redelivers everything in the dead-letter queue with --all, restarting the retry schedule for each', async () => {
    // Each receiver path fails its 4 first attempts and the first of the new round, then recovers.
    const r = await receiver((_n, p) =>
      r.received.filter((d) => d.path === p).length < ATTEMPTS + 1 ? { status: 500 } : { status: 200 },
    );
    const scanIds = [
      await submitAsync(corpusPage(), r.at('/hooks/a')),
      await submitAsync(corpusPage(), r.at('/hooks/b')),
    ];
    const dead: string[] = [];
    for (const id of scanIds) {
      const [d] = await settledDeliveries(id);
      expect(d.status).toBe('dead_lettered');
      dead.push(d.delivery_id);
    }

    const queues = deadLetterQueues();
    const outcomes = await redeliver({ table: runtime.services.table, ...queues }, { all: true });
    for (const id of dead)
      expect(outcomes).toContainEqual({ delivery_id: id, outcome: 'requeued', job_id: `redeliver_${id}_1` });
    for (const id of scanIds) {
      const [d] = await settledDeliveries(id, (x) => x[0]?.status === 'delivered');
      expect(d.attempts).toHaveLength(ATTEMPTS + 2);
      expect(d.attempts.slice(ATTEMPTS).map((a) => a.status)).toEqual([500, 200]);
    }
    expect(await listDeadLetters(queues.deadLetters)).toEqual([]);
  }, 90_000);
});

function deadLetterQueues() {
  const client = new SQSClient({
    endpoint: runtime.sqsEndpoint,
    region: 'us-east-1',
    credentials: LOCAL_CREDENTIALS,
    useQueueUrlAsEndpoint: false,
  });
  return {
    deadLetters: new WebhookDeadLetterQueue(client, runtime.services.env.WEBHOOK_DLQ_URL!),
    jobs: new SqsJobQueue(client, runtime.services.env.SCAN_JOBS_QUEUE_URL!),
  };
}
