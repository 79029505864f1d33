import { readFile } from 'node:fs/promises';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, getAccount } from '../../lib/accounts/accounts.js';
import { updateAccountSettings } from '../../lib/accounts/accounts.js';
import { logger } from '../../lib/runtime/logger.js';
import { startLocalRuntime, type LocalRuntime } from '../../infra/local/runtime.js';
import { CORPUS_DIR, serveCorpus } from '../support/corpus.js';
import { staticModel } from '../../bench/corpus.js';
import { MUTATIONS } from '../../bench/eval/mutations.js';
import { createScan } from '../../lib/scans/scans.js';
import { newScanId } from '../../lib/scans/scan-ids.js';
import { startServer, type LocalServer } from '../support/local-server.js';
import { apiClient, type ApiCall } from './api-client.js';
import { OpenApiContract } from './openapi-contract.js';

// Issue 16 on the local runtime. POST /scan with html instead of url: billed and cached like a URL
// scan, keyed by the markup's hash; bad combinations answer in the SPEC 7 envelope and change
// nothing. GET /scans/{id}/compare/{other_id}: a corpus page against its mutation.
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

describe('GET /scans/{id}/compare/{other_id}', () => {
  it('compares a page with its mutation: the critical finding it adds, the score it costs', async () => {
    const base = corpus.at('/saas/agilezen-home.html');
    const model = staticModel({
      file: 'pages/saas/agilezen-home.html',
      folder: 'saas',
      name: 'agilezen-home',
      html: page,
    });
    const mutated = MUTATIONS.find((m) => m.name === 'remove_ctas')!.apply(page, model)!;
    const a = await api('POST', '/api/v1/scan', { body: { html: page, base_url: base } });
    const b = await api('POST', '/api/v1/scan', { body: { html: mutated, base_url: base } });
    expect([a.status, b.status]).toEqual([200, 200]);
    const cmp = await api('GET', `/api/v1/scans/${a.body.scan_id}/compare/${b.body.scan_id}`);
    expect(cmp.status).toBe(200);
    expect(cmp.body.base).toMatchObject({ scan_id: a.body.scan_id, score: a.body.score });
    expect(cmp.body.head).toMatchObject({ scan_id: b.body.scan_id, score: b.body.score });
    expect(cmp.body.score_delta).toBe(b.body.score - a.body.score);
    const added = cmp.body.findings.new.find((f: { check_ids: string[] }) => f.check_ids.includes('CTA_001'));
    expect(added.severity).toBe('critical');
    expect(cmp.body.findings.unchanged.length).toBeGreaterThan(0);
    expect(cmp.body.copy_changes.map((c: { element: string }) => c.element)).toContain('primary_cta');
    // The same scan against itself: nothing moved.
    const same = await api('GET', `/v1/scans/${a.body.scan_id}/compare/${a.body.scan_id}`);
    expect(same.body.counts).toMatchObject({ new: 0, resolved: 0 });
    expect(same.body.score_delta).toBe(0);
  }, 120_000);

  it('answers unknown, malformed, foreign and unfinished scans in the error envelope', async () => {
    const a = await api('POST', '/api/v1/scan', { body: { html: page } });
    const unknown = await api('GET', `/api/v1/scans/${a.body.scan_id}/compare/sc_${'0'.repeat(19)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('NOT_FOUND');
    const malformed = await api('GET', `/api/v1/scans/not-an-id/compare/${a.body.scan_id}`);
    expect(malformed.status).toBe(404);
    const other = await createAccount(runtime.services.table, { plan: 'dev' });
    const foreign = await api('GET', `/api/v1/scans/${a.body.scan_id}/compare/${a.body.scan_id}`, {
      key: other.api_key,
    });
    expect(foreign.status).toBe(404);
    const pendingId = newScanId();
    await createScan(runtime.services.table, {
      scan_id: pendingId,
      account_id: accountId,
      url: 'https://example.com/',
      mode: 'async',
      options: { pages: 1, fields: null, finding_limit: 10, finding_depth: 'full' },
      status: 'pending',
      created_at: new Date().toISOString(),
    });
    const pending = await api('GET', `/api/v1/scans/${a.body.scan_id}/compare/${pendingId}`);
    expect(pending.status).toBe(400);
    expect(pending.body.error.message).toMatch(/is pending: only completed scans can be compared/);
  }, 120_000);
});

describe('coverage of the contract', () => {
  it('saw every answer of the new operations and fields, each checked against the OpenAPI document', () => {
    for (const op of [
      'POST /scan 200',
      'POST /scan 202',
      'POST /scan 400',
      'POST /scan 413',
      'GET /scans/{id} 200',
      'GET /scans 200',
      'GET /scans/{id}/compare/{other_id} 200',
      'GET /scans/{id}/compare/{other_id} 400',
      'GET /scans/{id}/compare/{other_id} 404',
    ])
      expect(contract.seen, op).toContain(op);
  });
});
