import { execFile } from 'node:child_process';
import type { IncomingHttpHeaders } from 'node:http';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { SCHEMA_FILE, generatedSchema } from '../../clients/typescript/generate.js';
import {
  AuditApiError,
  AuditClient,
  AuditNetworkError,
  AuditResponseError,
  AuditTimeoutError,
  AuditUsageError,
  type BriefFinding,
  type Finding,
  type FullFinding,
  isAuditError,
  isFullFinding,
  OPERATIONS,
  retryAfterMs,
} from '../../clients/typescript/src/index.js';
import {
  verifyWebhook,
  verifyWebhookSignature,
  WebhookSignatureError,
} from '../../clients/typescript/src/webhooks.js';
import { API_SCHEMAS, openApiDocument } from '../../lib/api/openapi.js';
import { deliveryHeaders } from '../../lib/webhooks/signing.js';
import { serveCorpus } from '../support/corpus.js';
import { startServer, type LocalServer } from '../support/local-server.js';
import { REPO, repoEnv, startService, type ServiceProcess } from '../support/npm-start.js';

// Issues 16.5 and 26.6: the typed client of clients/typescript, against `npm start` in its own
// process: every operation of the OpenAPI document, typed errors, webhooks verified with the
// standardwebhooks library, and the package as `npm pack` makes it.
const SEED_KEY = 'service_live_client_test_key';
const CLIENT_DIR = path.join(REPO, 'clients/typescript');
const run = promisify(execFile);

let dataDir: string;
let server: ServiceProcess;
let baseUrl: string;
let corpus: LocalServer;
let client: AuditClient;
let accountSecret: string;

/** A receiver that keeps every delivery's raw body and headers. */
async function receiver() {
  const got: { raw: string; headers: IncomingHttpHeaders }[] = [];
  const srv = await startServer(async (req, res) => {
    let raw = '';
    for await (const c of req) raw += (c as Buffer).toString('utf8');
    got.push({ raw, headers: req.headers });
    res.writeHead(200).end('ok');
  });
  const waitFor = async (event: string) => {
    for (let i = 0; i < 600; i++) {
      const found = got.find((d) => (JSON.parse(d.raw) as { event: string }).event === event);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no ${event} delivery in 60 s`);
  };
  return { srv, got, waitFor };
}

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
  accountSecret = /Webhook signing secret[^:]*: (whsec_\S+)/.exec(server.output())![1];
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await corpus?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}, 60_000);

describe('the typed client against npm start', () => {
  it('has types generated from the current OpenAPI document, and a method for every operation', async () => {
    expect(await readFile(SCHEMA_FILE, 'utf8')).toBe(await generatedSchema());
    const doc = openApiDocument() as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.entries(doc.paths).flatMap(([p, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${p}`),
    );
    expect(Object.keys(OPERATIONS).sort()).toEqual(operations.sort());
    for (const method of Object.values(OPERATIONS))
      expect(typeof (client as unknown as Record<string, unknown>)[method]).toBe('function');
  });

  it('runs sync scans with findings typed by depth, lists, reads checks, compares and reports', async () => {
    const a = await client.scan({ url: corpus.at('/saas/agilezen-home.html'), finding_limit: 2 });
    expect(a.findings).toHaveLength(2);
    expectTypeOf(a.findings!).toEqualTypeOf<FullFinding[]>();
    expect(a.findings!.every(isFullFinding)).toBe(true);
    expect(a.findings![0].fix_steps.length).toBeGreaterThan(0);
    // The same page again: a free cache hit, at the depth this request asks for.
    const brief = await client.scan({ url: corpus.at('/saas/agilezen-home.html'), finding_depth: 'brief' });
    expectTypeOf(brief.findings!).toEqualTypeOf<BriefFinding[]>();
    expect(brief.cache_hit).toBe(true);
    expect(brief.findings!.some(isFullFinding)).toBe(false);
    expect(Object.keys(brief.findings![0]).sort()).toEqual([
      'dimension',
      'id',
      'priority',
      'severity',
      'title',
    ]);

    const b = await client.scan({ url: corpus.at('/ecommerce/wellca-shampoo-pdp.html') });
    const list = await client.listScans({ limit: 10 });
    expect(list.data.map((s) => s.scan_id)).toEqual(expect.arrayContaining([a.scan_id, b.scan_id]));
    const all: string[] = [];
    for await (const s of client.allScans(1)) all.push(s.scan_id);
    expect(all).toEqual(expect.arrayContaining([a.scan_id, b.scan_id, brief.scan_id]));
    const detail = await client.getScan(a.scan_id);
    expect(detail.result?.scan_id).toBe(a.scan_id);
    const finding: Finding = detail.result!.findings![0];
    // check_id tells the shapes apart: narrowed, the full fields are typed.
    if (finding.check_id !== undefined) expectTypeOf(finding.check_ids).toEqualTypeOf<string[]>();
    expect(finding.check_id).toMatch(/^[A-Z]+_\d+$/);
    const checks = await client.getScanChecks(a.scan_id, ['fail', 'error']);
    expect(checks.checks?.every((c) => c.status === 'fail' || c.status === 'error')).toBe(true);
    const cmp = await client.compareScans(a.scan_id, b.scan_id);
    expect(cmp.base.scan_id).toBe(a.scan_id);
    const report = await client.getReport(a.scan_id);
    expect(report).toMatch(/^<!doctype html>/i);
    // A static scan has no screenshots: the envelope comes back typed.
    const shot = await client.getScreenshot(a.scan_id, 'desktop').catch((e: unknown) => e);
    expect(shot).toBeInstanceOf(AuditApiError);
    expect(shot).toMatchObject({ kind: 'api', status: 404, code: 'NOT_FOUND' });
  }, 120_000);

  it('makes, opens and revokes a share link; the public operations need no key', async () => {
    const [scan] = (await client.listScans({ limit: 1 })).data;
    const link = await client.createShareLink(scan.scan_id, { expires_in_hours: 1 });
    const anonymous = new AuditClient({ baseUrl });
    expect(await anonymous.getSharedReport(link.url)).toMatch(/^<!doctype html>/i);
    expect(await client.revokeShareLink(scan.scan_id, link.share_id)).toEqual({
      share_id: link.share_id,
      revoked: true,
    });
    await expect(anonymous.getSharedReport(link.url)).rejects.toMatchObject({ status: 404 });
    expect((await anonymous.getStatus()).state).toBe('operational');
    expect((await anonymous.listChecks()).total).toBe(316);
    expect((await anonymous.getOpenApiDocument()).openapi).toBe('3.1.0');
    await expect(anonymous.getAccount()).rejects.toMatchObject({ status: 401, code: 'AUTH_INVALID' });
  }, 60_000);

  it('issues a key, uses it and revokes it', async () => {
    const created = await client.createKey();
    const other = new AuditClient({ baseUrl, apiKey: created.api_key });
    expect((await other.getAccount()).plan.id).toBe('scale');
    expect((await client.listKeys()).data.map((k) => k.key_id)).toContain(created.key_id);
    expect((await client.revokeKey(created.key_id)).revoked_at).not.toBeNull();
    await expect(other.getAccount()).rejects.toMatchObject({ kind: 'api', status: 401 });
  }, 60_000);

  it('registers a webhook, sends it a test event verified with standardwebhooks, lists and deletes it', async () => {
    const hook = await receiver();
    try {
      const endpoint = await client.createWebhook({ url: hook.srv.url, description: 'client test' });
      expect((await client.listWebhooks()).data.map((w) => w.id)).toContain(endpoint.id);
      const queued = await client.testWebhook(endpoint.id);
      const delivery = await hook.waitFor('webhook.test');
      const event = verifyWebhook(delivery.raw, delivery.headers, endpoint.secret);
      expect(event).toMatchObject({ event: 'webhook.test', data: { webhook_id: endpoint.id } });
      expect(API_SCHEMAS.WebhookTestEvent.safeParse(event).success).toBe(true);
      expect(() => verifyWebhook(delivery.raw, delivery.headers, accountSecret)).toThrow(
        WebhookSignatureError,
      );
      const deliveries = await client.listDeliveries(endpoint.id, { limit: 5 });
      expect(deliveries.data.map((d) => d.delivery_id)).toContain(queued.delivery_id);
      // Not dead, so not redeliverable: 409 as a typed API error.
      await expect(client.redeliver(queued.delivery_id)).rejects.toMatchObject({
        status: 409,
        code: 'CONFLICT',
      });
      expect(await client.deleteWebhook(endpoint.id)).toEqual({ id: endpoint.id, deleted: true });
    } finally {
      await hook.srv.close();
    }
  }, 120_000);

  it('delivers async and batch results whose bodies match the documented webhook schemas', async () => {
    const hook = await receiver();
    try {
      const accepted = await client.scan({
        html: '<h1>Fresh bread</h1><p>Baked daily.</p><a href="/buy">Buy</a>',
        async: true,
        webhook_url: hook.srv.url,
      });
      const done = await client.waitForScan(accepted.scan_id, { intervalMs: 200, timeoutMs: 60_000 });
      expect(done.status).toBe('completed');
      const completedDelivery = await hook.waitFor('scan.completed');
      const completed = verifyWebhook(completedDelivery.raw, completedDelivery.headers, accountSecret);
      expect(API_SCHEMAS.ScanCompletedEvent.parse(completed).scan_id).toBe(accepted.scan_id);

      // Nothing listens on port 1: the scan fails and says so.
      const failing = await client.scan({
        url: 'http://127.0.0.1:1/',
        async: true,
        webhook_url: hook.srv.url,
      });
      const failed = await hook.waitFor('scan.failed');
      const failedEvent = verifyWebhook(failed.raw, failed.headers, accountSecret);
      expect(API_SCHEMAS.ScanFailedEvent.parse(failedEvent).scan_id).toBe(failing.scan_id);

      const batch = await client.scanBatch({
        urls: [corpus.at('/agency/misterplumber-home.html')],
        webhook_url: hook.srv.url,
      });
      const scanned = await client.waitForScan(batch.scans[0].scan_id, {
        intervalMs: 200,
        timeoutMs: 60_000,
      });
      expect(scanned.status).toBe('completed');
      const batchDelivery = await hook.waitFor('batch.completed');
      const batchEvent = verifyWebhook(batchDelivery.raw, batchDelivery.headers, accountSecret);
      expect(API_SCHEMAS.BatchCompletedEvent.parse(batchEvent).batch_id).toBe(batch.batch_id);
      if (batchEvent.event === 'batch.completed') expect(batchEvent.data.total).toBe(1);
    } finally {
      await hook.srv.close();
    }
  }, 180_000);

  it('throws the error envelope as an AuditApiError, without retrying a 4xx', async () => {
    const err = await client.scan({ url: corpus.url, html: '<p>x</p>' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AuditApiError);
    expect(err).toMatchObject({ kind: 'api', status: 400, code: 'INVALID_REQUEST', request: 'POST /scan' });
    const missing = await client.getScan('sc_0000000000000000000').catch((e: unknown) => e);
    expect(missing).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});

describe('typed errors for answers that are not the API', () => {
  it('refuses ids that would name another path, before any request', async () => {
    let calls = 0;
    const counting = new AuditClient({
      baseUrl,
      apiKey: SEED_KEY,
      fetch: (input, init) => {
        calls++;
        return fetch(input, init);
      },
    });
    for (const id of ['.', '..', ''])
      await expect(counting.getScan(id)).rejects.toBeInstanceOf(AuditUsageError);
    await expect(counting.compareScans('sc_0000000000', '..')).rejects.toMatchObject({ kind: 'usage' });
    expect(calls).toBe(0);
    // Anything else is encoded into its segment and reaches the API, which says NOT_FOUND.
    await expect(counting.getScan('../scans')).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(calls).toBe(1);
  });

  it('gives an AuditResponseError for HTML from a proxy, with or without an error status', async () => {
    const proxy = await startServer((req, res) => {
      const status = req.url?.includes('/checks') ? 200 : 502;
      res.writeHead(status, { 'content-type': 'text/html' }).end('<html><body>Bad gateway</body></html>');
    });
    try {
      const c = new AuditClient({
        baseUrl: proxy.url,
        apiKey: 'k',
        maxRetries: 1,
        sleep: async () => undefined,
      });
      const ok = await c.listChecks().catch((e: unknown) => e);
      expect(ok).toBeInstanceOf(AuditResponseError);
      expect(ok).toMatchObject({ kind: 'response', status: 200, contentType: 'text/html' });
      expect((ok as AuditResponseError).bodyStart).toContain('Bad gateway');
      const bad = await c.getAccount().catch((e: unknown) => e);
      expect(bad).toMatchObject({ kind: 'response', status: 502 });
      expect(proxy.requests).toBe(3); // the 502 was retried once
    } finally {
      await proxy.close();
    }
  });

  it('gives an AuditNetworkError when nothing answers, and an AuditTimeoutError when the answer never comes', async () => {
    const closed = new AuditClient({
      baseUrl: 'http://127.0.0.1:1',
      maxRetries: 1,
      sleep: async () => undefined,
    });
    const down = await closed.getStatus().catch((e: unknown) => e);
    expect(down).toBeInstanceOf(AuditNetworkError);
    expect(down).toMatchObject({ kind: 'network', attempts: 2 });
    expect(isAuditError(down)).toBe(true);

    const silent = await startServer(() => new Promise(() => undefined));
    try {
      const slow = new AuditClient({ baseUrl: silent.url, timeoutMs: 200 });
      const late = await slow.getStatus().catch((e: unknown) => e);
      expect(late).toBeInstanceOf(AuditTimeoutError);
      expect(late).toMatchObject({ kind: 'timeout', timeoutMs: 200 });
      // The caller's own signal: the rejection is its reason, as with fetch.
      const controller = new AbortController();
      const pending = slow.getStatus({ signal: controller.signal });
      controller.abort(new Error('stopped by the caller'));
      await expect(pending).rejects.toThrow('stopped by the caller');
    } finally {
      await silent.close();
    }
  });

  it('gives image bytes of a screenshot as a Uint8Array', async () => {
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 1, 2, 3, 0xff, 0xd9]);
    const images = await startServer((req, res) => {
      expect(req.headers.accept).toBe('image/jpeg');
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end(Buffer.from(jpeg));
    });
    try {
      const c = new AuditClient({ baseUrl: images.url, apiKey: 'k' });
      expect(await c.getScreenshot('sc_0000000000', 'mobile', { part: 'first_screen' })).toEqual(jpeg);
    } finally {
      await images.close();
    }
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
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"total":316}');
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

  it('verifies a delivery with standardwebhooks and refuses a tampered, stale or unsigned one', () => {
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const raw =
      '{"id":"evt_1","event":"webhook.test","created_at":"2026-01-01T00:00:00Z","data":{"webhook_id":"wh_1","message":"hi"}}';
    const signed = (now: Date) =>
      deliveryHeaders({ eventId: 'evt_1', event: 'webhook.test', attempt: 1, rawBody: raw, secret, now });
    const headers = signed(new Date());
    expect(verifyWebhook(raw, new Headers(headers), secret)).toMatchObject({ event: 'webhook.test' });
    expect(verifyWebhookSignature(raw, headers, secret)).toBe(true);
    expect(verifyWebhookSignature(`${raw} `, headers, secret)).toBe(false);
    expect(verifyWebhookSignature(raw, headers, 'whsec_b3RoZXIgc2VjcmV0IG9mIDMyIGJ5dGVzISEhISEhISE=')).toBe(
      false,
    );
    expect(verifyWebhookSignature(raw, signed(new Date(Date.now() - 600_000)), secret)).toBe(false);
    // The legacy header alone carries no timestamp: not accepted.
    const legacy = { 'x-service-signature': headers['x-service-signature'] };
    expect(() => verifyWebhook(raw, legacy, secret)).toThrow(/webhook-id header is missing/);
  });
});

describe('the package', () => {
  it('packs with its own build, and the packed package works by its name from JavaScript and TypeScript', async () => {
    const work = await mkdtemp(path.join(tmpdir(), 'client-pack-'));
    try {
      const env = repoEnv();
      const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', work], {
        cwd: CLIENT_DIR,
        env,
      });
      const [packed] = JSON.parse(stdout.slice(stdout.indexOf('['))) as {
        filename: string;
        files: { path: string }[];
      }[];
      const files = packed.files.map((f) => f.path);
      expect(files).toEqual(
        expect.arrayContaining([
          'package.json',
          'README.md',
          'dist/index.js',
          'dist/index.d.ts',
          'dist/webhooks.js',
          'dist/schema.d.ts',
        ]),
      );
      expect(
        files.filter((f) => !f.startsWith('dist/') && !['package.json', 'README.md'].includes(f)),
      ).toEqual([]);
      // Installed as npm would lay it out; its one dependency comes from this repository's install.
      const consumer = path.join(work, 'consumer');
      const installed = path.join(consumer, 'node_modules/@conversion-audit/client');
      await mkdir(installed, { recursive: true });
      await run('tar', ['-xzf', path.join(work, packed.filename), '-C', installed, '--strip-components=1']);
      await symlink(
        path.join(REPO, 'node_modules/standardwebhooks'),
        path.join(consumer, 'node_modules/standardwebhooks'),
      );
      await writeFile(path.join(consumer, 'package.json'), '{"type":"module"}');
      await writeFile(
        path.join(consumer, 'use.mjs'),
        `import { AuditClient, OPERATIONS } from '@conversion-audit/client';
import { verifyWebhookSignature } from '@conversion-audit/client/webhooks';
const client = new AuditClient({ baseUrl: process.argv[2], apiKey: process.argv[3] });
const account = await client.getAccount();
const err = await client.getScan('sc_0000000000').catch((e) => e);
console.log(JSON.stringify({ plan: account.plan.id, operations: Object.keys(OPERATIONS).length, kind: err.kind, code: err.code, verify: typeof verifyWebhookSignature }));
`,
      );
      const used = await run('node', ['use.mjs', baseUrl, SEED_KEY], { cwd: consumer, env });
      expect(JSON.parse(used.stdout)).toEqual({
        plan: 'scale',
        operations: Object.keys(OPERATIONS).length,
        kind: 'api',
        code: 'NOT_FOUND',
        verify: 'function',
      });
      await writeFile(
        path.join(consumer, 'use.ts'),
        `import { AuditClient, isFullFinding, type FullFinding } from '@conversion-audit/client';
import type { WebhookEvent } from '@conversion-audit/client/webhooks';
export async function top(client: AuditClient): Promise<FullFinding | undefined> {
  const result = await client.scan({ url: 'https://example.com', finding_limit: 1 });
  return result.findings?.[0];
}
export function titles(findings: Parameters<typeof isFullFinding>[0][]): string[] {
  return findings.map((f) => (isFullFinding(f) ? f.check_ids.join(',') : f.title));
}
export function scoreOf(event: WebhookEvent): number | null {
  return event.event === 'scan.completed' ? event.score : null;
}
`,
      );
      await writeFile(
        path.join(consumer, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            module: 'nodenext',
            moduleResolution: 'nodenext',
            target: 'es2022',
            lib: ['es2022', 'dom'],
            types: [],
            strict: true,
            skipLibCheck: true,
            noEmit: true,
          },
          files: ['use.ts'],
        }),
      );
      const typed = await run(path.join(REPO, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], {
        cwd: consumer,
        env,
      }).catch((e: { stdout: string }) => ({ stdout: e.stdout, failed: true }));
      expect(typed.stdout).toBe('');
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }, 180_000);
});
