import { readFile } from 'node:fs/promises';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, getAccount } from '../../lib/accounts/accounts.js';
import { updateAccountSettings } from '../../lib/accounts/accounts.js';
import { logger } from '../../lib/runtime/logger.js';
import { startLocalRuntime, type LocalRuntime } from '../../infra/local/runtime.js';
import { CORPUS_DIR, serveCorpus } from '../support/corpus.js';
import { startServer, type LocalServer } from '../support/local-server.js';
import { apiClient, type ApiCall } from './api-client.js';
import { OpenApiContract } from './openapi-contract.js';

// POST /scan with html instead of url, on the local runtime: billed and cached like a URL scan,
// keyed by the markup's hash; bad combinations answer in the SPEC 7 envelope and change nothing.
let runtime: LocalRuntime;
let corpus: LocalServer;
let receiver: LocalServer;
let contract: OpenApiContract;
let api: ApiCall;
let accountId: string;
let page: string;
const received: unknown[] = [];

const credits = async () => (await getAccount(runtime.services.table, accountId))!.credits;

beforeAll(async () => {
  logger.setLogLevel('ERROR');
  corpus = await serveCorpus();
  receiver = await startServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
    res.writeHead(200).end('ok');
  });
  runtime = await startLocalRuntime({
    dataDir: null,
    env: { ...process.env, ALLOW_PRIVATE_TARGETS: '1', RENDER_MODE: 'static', WEBHOOK_RETRY_SCHEDULE: '0' },
  });
  contract = new OpenApiContract(
    (await (await fetch(`${runtime.url}/api/v1/openapi.json`)).json()) as Record<string, unknown>,
  );
  const created = await createAccount(runtime.services.table, { plan: 'dev' });
  await updateAccountSettings(runtime.services.table, created.account_id, {
    requests_per_minute: 1000,
    concurrent_requests: 20,
  });
  accountId = created.account_id;
  api = apiClient(runtime.url, contract, created.api_key);
  page = await readFile(path.join(CORPUS_DIR, 'pages/saas/agilezen-home.html'), 'utf8');
}, 120_000);

afterAll(async () => {
  await runtime?.stop();
  await Promise.all([corpus?.close(), receiver?.close()]);
});

describe('POST /scan with html', () => {
  it('audits the markup at the inline address, billed once, then served from the cache for free', async () => {
    const before = await credits();
    const first = await api('POST', '/api/v1/scan', { body: { html: page, finding_limit: 3 } });
    expect(first.status).toBe(200);
    expect(first.body.url).toBe('https://inline-html.invalid/');
    expect(first.body.findings.length).toBeGreaterThan(0);
    expect(await credits()).toBe(before - 1);
    const again = await api('POST', '/v1/scan', { body: { html: page } });
    expect(again.status).toBe(200);
    expect(again.body.cache_hit).toBe(true);
    expect(again.body.score).toBe(first.body.score);
    expect(await credits()).toBe(before - 1);
    // One changed character is another page: a new scan, charged.
    const changed = await api('POST', '/v1/scan', { body: { html: `${page}<!-- v2 -->` } });
    expect(changed.body.cache_hit).toBe(false);
    expect(await credits()).toBe(before - 2);
    const stored = await api('GET', `/api/v1/scans/${first.body.scan_id}`);
    expect(stored.body.url).toBe('https://inline-html.invalid/');
  }, 120_000);

  it('renders at base_url, which becomes the scan url', async () => {
    const base = corpus.at('/saas/draft.html');
    const res = await api('POST', '/api/v1/scan', { body: { html: page, base_url: base } });
    expect(res.status).toBe(200);
    expect(res.body.url).toBe(base);
  }, 120_000);

  it('runs async with a webhook like a URL scan', async () => {
    const res = await api('POST', '/api/v1/scan', {
      body: { html: `${page}<!-- async -->`, async: true, webhook_url: receiver.url },
    });
    expect(res.status).toBe(202);
    const deadline = Date.now() + 60_000;
    let scan = await api('GET', `/api/v1/scans/${res.body.scan_id}`);
    while (scan.body.status !== 'completed' && scan.body.status !== 'failed' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      scan = await api('GET', `/api/v1/scans/${res.body.scan_id}`);
    }
    expect(scan.body.status).toBe('completed');
    expect(scan.body.result.url).toBe('https://inline-html.invalid/');
  }, 120_000);

  it('refuses bad combinations in the error envelope, naming the rule, and charges nothing', async () => {
    const before = await credits();
    const both = await api('POST', '/api/v1/scan', { body: { url: corpus.url, html: page } });
    expect(both.status).toBe(400);
    expect(both.body.error.code).toBe('INVALID_REQUEST');
    expect(both.body.error.message).toBe('html: send exactly one of url and html, not both');

    const neither = await api('POST', '/api/v1/scan', { body: { finding_limit: 3 } });
    expect(neither.status).toBe(400);
    expect(neither.body.error.code).toBe('INVALID_URL');
    expect(neither.body.error.message).toMatch(/^url: required.*exactly one of them/);

    const baseAlone = await api('POST', '/api/v1/scan', { body: { url: corpus.url, base_url: corpus.url } });
    expect(baseAlone.status).toBe(400);
    expect(baseAlone.body.error.message).toMatch(/^base_url: only goes with html/);

    const big = await api('POST', '/api/v1/scan', { body: { html: 'x'.repeat(2 * 1024 * 1024 + 1) } });
    expect(big.status).toBe(413);
    expect(big.body.error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'html: is 2097153 bytes; the limit is 2097152 bytes (2 MB).',
      status: 413,
    });

    const notString = await api('POST', '/api/v1/scan', { body: { html: 42 } });
    expect(notString.status).toBe(400);
    expect(notString.body.error.message).toMatch(/^html: must be a string/);

    // Without the development setting a private base_url is refused like a private url.
    const config = runtime.services.config as { allowPrivateTargets: boolean };
    config.allowPrivateTargets = false;
    try {
      const priv = await api('POST', '/api/v1/scan', { body: { html: page, base_url: 'http://10.0.0.7/' } });
      expect(priv.status).toBe(400);
      expect(priv.body.error.code).toBe('INVALID_URL');
      expect(priv.body.error.message).toMatch(/^base_url: /);
    } finally {
      config.allowPrivateTargets = true;
    }
    expect(await credits()).toBe(before);
    const list = await api('GET', '/api/v1/scans?limit=100');
    expect(list.body.data.filter((s: { status: string }) => s.status !== 'completed')).toEqual([]);
  }, 120_000);
});
