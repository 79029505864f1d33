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

/** How many scans the account has stored, every page of GET /scans. */
async function scanCount(): Promise<number> {
  let count = 0;
  let cursor: string | null = null;
  do {
    const res = await api('GET', `/api/v1/scans?limit=100${cursor ? `&cursor=${cursor}` : ''}`);
    count += res.body.data.length;
    cursor = res.body.next_cursor;
  } while (cursor);
  return count;
}

/** Polls until `fn` gives a value (no time is asserted: the test's own timeout bounds the wait). */
async function until<T>(fn: () => T | undefined | Promise<T | undefined>): Promise<T> {
  for (;;) {
    const value = await fn();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The scan once it has completed or failed. */
function settled(scanId: string): Promise<{ status: string; result: { url: string; score: number } }> {
  return until(async () => {
    const scan = await api('GET', `/api/v1/scans/${scanId}`);
    return scan.body.status === 'completed' || scan.body.status === 'failed' ? scan.body : undefined;
  });
}

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
    const scansBefore = await scanCount();
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
    expect(await scanCount()).toBe(scansBefore);
  }, 120_000);
});

describe('POST /scan/batch with items', () => {
  it('scans pages given by html (with or without base_url) and by url in one batch, billed and cached like POST /scan', async () => {
    const before = await credits();
    const base = corpus.at('/saas/batch-draft.html');
    const items = [
      { html: `${page}<!-- batch a -->`, base_url: base },
      { html: `${page}<!-- batch b -->` },
      { url: corpus.at('/ecommerce/wellca-shampoo-pdp.html') },
    ];
    const res = await api('POST', '/api/v1/scan/batch', {
      body: { items, webhook_url: receiver.url, finding_limit: 2 },
    });
    expect(res.status).toBe(202);
    expect(res.body.scans.map((s: { url: string }) => s.url)).toEqual([
      base,
      'https://inline-html.invalid/',
      items[2].url,
    ]);
    expect(await credits()).toBe(before - 3);
    const done = await Promise.all(res.body.scans.map((s: { scan_id: string }) => settled(s.scan_id)));
    expect(done.map((s) => s.status)).toEqual(['completed', 'completed', 'completed']);
    expect(done.map((s) => s.result.url)).toEqual([base, 'https://inline-html.invalid/', items[2].url]);
    const event = await until(
      () =>
        received.find((e) => (e as { batch_id?: string }).batch_id === res.body.batch_id) as
          { event: string; data: { scans: { url: string }[] } } | undefined,
    );
    expect(event.event).toBe('batch.completed');
    expect(event.data.scans.map((s) => s.url)).toEqual(done.map((s) => s.result.url));

    // The same markup again within 24 hours is a free cache hit; a changed byte is charged.
    const again = await api('POST', '/v1/scan/batch', {
      body: { items: [items[1], { html: `${page}<!-- batch c -->` }], webhook_url: receiver.url },
    });
    expect(again.status).toBe(202);
    expect(again.body.scans.map((s: { cache_hit?: boolean }) => s.cache_hit ?? false)).toEqual([true, false]);
    expect(await credits()).toBe(before - 4);
    expect((await settled(again.body.scans[1].scan_id)).status).toBe('completed');
  }, 180_000);

  it('refuses bad items in the error envelope naming the item and field, storing and charging nothing', async () => {
    const before = await credits();
    const scansBefore = await scanCount();
    const batch = (body: Record<string, unknown>) =>
      api('POST', '/api/v1/scan/batch', { body: { webhook_url: receiver.url, ...body } });
    const fine = { html: '<h1>Fine</h1>' };

    const both = await batch({ items: [fine, { url: corpus.url, html: page }] });
    expect(both.status).toBe(400);
    expect(both.body.error).toMatchObject({
      code: 'INVALID_REQUEST',
      message: 'items[1].html: send exactly one of url and html, not both',
    });
    const neither = await batch({ items: [{}] });
    expect(neither.body.error).toMatchObject({
      code: 'INVALID_URL',
      message: expect.stringMatching(/^items\[0\]\.url: required.*exactly one of them/),
    });
    const baseAlone = await batch({ items: [{ url: corpus.url, base_url: corpus.url }] });
    expect(baseAlone.body.error.message).toMatch(/^items\[0\]\.base_url: only goes with html/);
    const unknownField = await batch({ items: [{ ...fine, async: true }] });
    expect(unknownField.body.error).toMatchObject({
      code: 'INVALID_REQUEST',
      message: expect.stringMatching(/^items\[0\]/),
    });
    const badUrl = await batch({ items: [fine, { url: 'ftp://x.example' }] });
    expect(badUrl.body.error).toMatchObject({ code: 'INVALID_URL', message: /^items\[1\]\.url: / });

    const big = await batch({ items: [fine, { html: 'x'.repeat(2 * 1024 * 1024 + 1) }] });
    expect(big.status).toBe(413);
    expect(big.body.error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'items[1].html: is 2097153 bytes; the limit is 2097152 bytes (2 MB).',
      status: 413,
    });
    // Three drafts of 2 MB each fit the item limit but not the 5 MB body of the request.
    const heavy = 'y'.repeat(2 * 1024 * 1024);
    const tooMuch = await batch({ items: [{ html: heavy }, { html: heavy }, { html: heavy }] });
    expect(tooMuch.status).toBe(413);
    expect(tooMuch.body.error.code).toBe('PAYLOAD_TOO_LARGE');

    const urlsAndItems = await batch({ urls: [corpus.url], items: [fine] });
    expect(urlsAndItems.body.error).toMatchObject({
      code: 'INVALID_REQUEST',
      message: 'items: send exactly one of urls and items, not both',
    });
    const none = await batch({});
    expect(none.status).toBe(400);
    expect(none.body.error.message).toMatch(/^urls: required: .*items.*exactly one of them/);
    const eleven = await batch({ items: Array.from({ length: 11 }, () => fine) });
    expect(eleven.body.error.message).toMatch(/^items: items must list at most 10 pages/);

    const config = runtime.services.config as { allowPrivateTargets: boolean };
    config.allowPrivateTargets = false;
    try {
      const priv = await batch({ items: [fine, { html: page, base_url: 'http://10.0.0.7/' }] });
      expect(priv.status).toBe(400);
      expect(priv.body.error).toMatchObject({ code: 'INVALID_URL', message: /^items\[1\]\.base_url: / });
    } finally {
      config.allowPrivateTargets = true;
    }
    expect(await credits()).toBe(before);
    expect(await scanCount()).toBe(scansBefore);
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
      'POST /scan/batch 202',
      'POST /scan/batch 400',
      'POST /scan/batch 413',
      'GET /scans/{id} 200',
      'GET /scans 200',
      'GET /scans/{id}/compare/{other_id} 200',
      'GET /scans/{id}/compare/{other_id} 400',
      'GET /scans/{id}/compare/{other_id} 404',
    ])
      expect(contract.seen, op).toContain(op);
  });
});
