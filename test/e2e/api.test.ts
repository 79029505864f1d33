import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, getAccount, revokeKey, updateAccountSettings } from '../../lib/accounts/accounts.js';
import type { PlanId } from '../../lib/accounts/plans.js';
import { logger } from '../../lib/runtime/logger.js';
import { startLocalRuntime, type LocalRuntime } from '../../infra/local/runtime.js';
import { serveCorpus } from '../support/corpus.js';
import type { LocalServer } from '../support/local-server.js';
import { apiClient, type ApiAnswer, type ApiCall } from './api-client.js';
import { OpenApiContract } from './openapi-contract.js';
import { smallPage, startTestSite, type TestSite } from './test-site.js';

let runtime: LocalRuntime;
let site: TestSite;
let corpus: LocalServer;
let contract: OpenApiContract;
let api: ApiCall;
let clockOffsetMs = 0;

/** A fresh account on a plan; `credits` replaces the plan's allowance when given. */
async function account(
  plan: PlanId,
  opts: { credits?: number; overage?: boolean; perMinute?: number; concurrent?: number } = {},
): Promise<{ id: string; key: string }> {
  const created = await createAccount(runtime.services.table, { plan });
  if (opts.credits !== undefined) {
    await runtime.services.table.update({
      Key: { pk: `ACCOUNT#${created.account_id}`, sk: 'ACCOUNT' },
      UpdateExpression: 'SET credits = :c',
      ExpressionAttributeValues: { ':c': opts.credits },
    });
  }
  if (opts.overage !== undefined || opts.perMinute !== undefined || opts.concurrent !== undefined) {
    await updateAccountSettings(runtime.services.table, created.account_id, {
      overage_enabled: opts.overage,
      requests_per_minute: opts.perMinute,
      concurrent_requests: opts.concurrent,
    });
  }
  return { id: created.account_id, key: created.api_key };
}

async function credits(accountId: string): Promise<number> {
  return (await getAccount(runtime.services.table, accountId))!.credits;
}

/** A POST on a connection of its own (no keep-alive), for bodies the server refuses unread. */
function oneShotPost(path: string, body: string): Promise<{ status: number; body: ApiAnswer['body'] }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${runtime.url}${path}`,
      { method: 'POST', agent: false, headers: { authorization: `Bearer ${dev.key}`, connection: 'close' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
        );
      },
    );
    // The server may close while the body is still being written; only an error before any answer counts.
    let answered = false;
    req.on('response', () => (answered = true));
    req.on('error', (err) => (answered ? undefined : reject(err)));
    req.end(body);
  });
}

const page = (label: string) => site.server.at(`/page/${encodeURIComponent(label)}`);

let dev: { id: string; key: string };

beforeAll(async () => {
  // The suite provokes failed scans on purpose; their task warnings are expected noise.
  logger.setLogLevel('ERROR');
  [site, corpus] = await Promise.all([startTestSite(), serveCorpus()]);
  runtime = await startLocalRuntime({
    dataDir: null,
    env: { ...process.env, ALLOW_PRIVATE_TARGETS: '1', RENDER_MODE: 'static', WEBHOOK_RETRY_SCHEDULE: '0' },
  });
  runtime.services.now = () => new Date(Date.now() + clockOffsetMs);
  const served = await fetch(`${runtime.url}/api/v1/openapi.json`);
  contract = new OpenApiContract((await served.json()) as Record<string, unknown>);
  dev = await account('dev', { perMinute: 1000, concurrent: 50 });
  api = apiClient(runtime.url, contract, dev.key);
}, 120_000);

afterAll(async () => {
  await runtime?.stop();
  await Promise.all([site?.close(), corpus?.close()]);
});

describe('the OpenAPI document', () => {
  it('is served on both base paths without a key and documents every route', async () => {
    const a = await api('GET', '/api/v1/openapi.json', { key: null });
    const b = await api('GET', '/v1/openapi.json', { key: null });
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
    expect(Object.keys(a.body.paths).sort()).toEqual(
      [
        '/checks',
        '/openapi.json',
        '/scan',
        '/scan/batch',
        '/scans',
        '/scans/{id}',
        '/scans/{id}/checks',
        '/scans/{id}/compare/{other_id}',
        '/webhooks',
        '/webhooks/{id}',
        // Issue 15: screenshots, report, share links, account and status.
        '/scans/{id}/screenshots/{viewport}',
        '/scans/{id}/report',
        '/scans/{id}/share',
        '/scans/{id}/share/{share_id}',
        '/shared/{token}',
        '/account',
        '/status',
        // Issue 15, the developer portal's actions as public API: keys, test events, deliveries.
        '/keys',
        '/keys/{id}',
        '/webhooks/{id}/test',
        '/webhooks/{id}/deliveries',
        '/deliveries/{id}/redeliver',
      ].sort(),
    );
  });

  it('serves the check catalogue publicly with 316 checks', async () => {
    const res = await api('GET', '/v1/checks', { key: null });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(316);
    expect(res.body.groups).toHaveLength(27);
  });
});

describe('POST /scan (sync)', () => {
  it('answers 200 with every SPEC 2.1 field, billed at the plan rate, on both base paths', async () => {
    const before = await credits(dev.id);
    const res = await api('POST', '/api/v1/scan', { body: { url: corpus.at('/saas/agilezen-home.html') } });
    expect(res.status).toBe(200);
    for (const field of [
      'scan_id',
      'url',
      'score',
      'verdict',
      'findings_summary',
      'findings',
      'strengths',
      'summary',
      'copy_rewrites',
      'growth_blueprint',
      'benchmark',
      'industry',
      'page',
      'cache_hit',
      'scan_meta',
    ])
      expect(res.body).toHaveProperty(field);
    // What the audit saw, served from this machine: a local address, so the render says degraded.
    expect(res.body.page).toMatchObject({
      page_type: 'home_landing',
      industry: res.body.industry,
      language: 'en',
      headline: { text: expect.any(String), selector: expect.any(String) },
      render: { degraded: true, reason: expect.stringContaining('127.0.0.1') },
    });
    expect(res.body.cache_hit).toBe(false);
    expect(res.body.scan_meta.cost_usd).toBe(0.236);
    expect(Number.isInteger(res.body.scan_meta.duration_ms)).toBe(true);
    expect(res.headers.get('ratelimit-limit')).toBe('1000');
    expect(await credits(dev.id)).toBe(before - 1);

    const v1 = await api('POST', '/v1/scan', { body: { url: page('Short path base') } });
    expect(v1.status).toBe(200);
    expect(v1.body.scan_id).toMatch(/^sc_/);
  });

  it('tries https for a URL without a scheme and falls back to http, as browsers do (a plain-HTTP host)', async () => {
    const res = await api('POST', '/api/v1/scan', {
      body: { url: `127.0.0.1:${site.server.port}/page/no-scheme` },
    });
    // https to a plain-HTTP server cannot connect: http loaded, and the result says so.
    expect(res.status).toBe(200);
    expect(res.body.url).toBe(`http://127.0.0.1:${site.server.port}/page/no-scheme`);
    const listed = await api('GET', '/api/v1/scans?limit=1');
    expect(listed.body.data[0]).toMatchObject({
      scan_id: res.body.scan_id,
      url: `http://127.0.0.1:${site.server.port}/page/no-scheme`,
      status: 'completed',
    });
    const again = await api('GET', `/api/v1/scans/${res.body.scan_id}`);
    expect(again.body.result.url).toBe(`http://127.0.0.1:${site.server.port}/page/no-scheme`);
  });

  it('does not fall back to http when the URL names https itself', async () => {
    const res = await api('POST', '/api/v1/scan', {
      body: { url: `https://127.0.0.1:${site.server.port}/page/explicit-https` },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('EXTRACTION_FAILED');
    const listed = await api('GET', '/api/v1/scans?limit=1');
    expect(listed.body.data[0]).toMatchObject({
      url: `https://127.0.0.1:${site.server.port}/page/explicit-https`,
      status: 'failed',
    });
  });

  it('scans localhost without a scheme under ALLOW_PRIVATE_TARGETS (development)', async () => {
    const res = await api('POST', '/api/v1/scan', {
      body: { url: `localhost:${site.server.port}/page/localhost` },
    });
    expect(res.status).toBe(200);
    expect(res.body.url).toBe(`http://localhost:${site.server.port}/page/localhost`);
  });

  it('shapes the result with fields, finding_limit and finding_depth', async () => {
    const res = await api('POST', '/api/v1/scan', {
      body: { url: page('Shaped result'), fields: ['findings'], finding_limit: 2, finding_depth: 'brief' },
    });
    expect(res.status).toBe(200);
    expect(res.body.findings).toHaveLength(2);
    for (const f of res.body.findings)
      expect(Object.keys(f).sort()).toEqual(['dimension', 'id', 'priority', 'severity', 'title']);
    expect(res.body).not.toHaveProperty('summary');
    expect(res.body).not.toHaveProperty('copy_rewrites');
    expect(res.body).not.toHaveProperty('growth_blueprint');
    expect(res.body).not.toHaveProperty('benchmark');
    expect(res.body.findings_summary).toBeGreaterThanOrEqual(2);
  });

  it('scans several pages of a site by count or by explicit paths', async () => {
    const byCount = await api('POST', '/api/v1/scan', { body: { url: page('Multi page'), pages: 2 } });
    expect(byCount.status).toBe(200);
    const byPaths = await api('POST', '/api/v1/scan', {
      body: { url: page('Explicit pages'), pages: ['/pricing', '/about'] },
    });
    expect(byPaths.status).toBe(200);
  });

  it.each([
    [{}, 'INVALID_URL', /^url: /],
    [{ url: 42 }, 'INVALID_URL', /^url: /],
    [{ url: 'https://' }, 'INVALID_URL', /^url: .*not a valid URL/],
    [{ url: 'ftp://example.com/file' }, 'INVALID_URL', /^url: .*http/],
    [{ url: 'https://exa mple.com' }, 'INVALID_URL', /^url: /],
    [{ url: '' }, 'INVALID_URL', /^url: /],
    // No registrable domain under a public suffix the Public Suffix List knows: refused unfetched.
    [{ url: 'http://nodomain' }, 'INVALID_URL', /^url: .*not a public domain/],
    [{ url: 'https://example.invalid' }, 'INVALID_URL', /^url: .*not a public domain/],
    [{ url: 'http://foo.local' }, 'INVALID_URL', /^url: .*not a public domain/],
    [{ url: 'http://bar.test/page' }, 'INVALID_URL', /^url: .*not a public domain/],
    [{ url: 'shop.unknowntld' }, 'INVALID_URL', /^url: .*not a public domain/],
    [{ url: 'https://co.uk' }, 'INVALID_URL', /^url: .*not a public domain/],
    [
      { url: 'https://example.com', async: true, webhook_url: 'https://hooks.invalid/x' },
      'INVALID_REQUEST',
      /^webhook_url: .*not a public domain/,
    ],
    [{ url: 'https://example.com', finding_limit: 0 }, 'INVALID_REQUEST', /^finding_limit: /],
    [{ url: 'https://example.com', finding_limit: 21 }, 'INVALID_REQUEST', /^finding_limit: /],
    [{ url: 'https://example.com', finding_limit: 2.5 }, 'INVALID_REQUEST', /^finding_limit: /],
    [{ url: 'https://example.com', pages: 6 }, 'INVALID_REQUEST', /^pages: /],
    [{ url: 'https://example.com', pages: ['//evil.example/x'] }, 'INVALID_REQUEST', /^pages/],
    [{ url: 'https://example.com', fields: ['score'] }, 'INVALID_REQUEST', /^fields/],
    [{ url: 'https://example.com', finding_depth: 'deep' }, 'INVALID_REQUEST', /^finding_depth: /],
    [{ url: 'https://example.com', async: 'yes' }, 'INVALID_REQUEST', /^async: /],
    [{ url: 'https://example.com', async: true }, 'INVALID_REQUEST', /^webhook_url/],
    [
      { url: 'https://example.com', async: true, webhook_url: 'nope://x' },
      'INVALID_REQUEST',
      /^webhook_url: /,
    ],
    [{ url: 'https://example.com', colour: 'red' }, 'INVALID_REQUEST', /colour/],
  ])('refuses %j with 400 %s naming the field', async (body, code, message) => {
    const before = await credits(dev.id);
    const res = await api('POST', '/api/v1/scan', { body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code, message: expect.stringMatching(message), status: 400 } });
    expect(res.headers.get('ratelimit-limit')).toBe('1000');
    expect(await credits(dev.id)).toBe(before);
  });

  it('answers malformed JSON and a body that is not an object with 400 INVALID_REQUEST', async () => {
    const broken = await api('POST', '/api/v1/scan', { body: '{"url": ' });
    expect(broken.status).toBe(400);
    expect(broken.body.error.code).toBe('INVALID_REQUEST');
    const list = await api('POST', '/v1/scan', { body: '[1,2]' });
    expect(list.status).toBe(400);
    expect(list.body.error.code).toMatch(/INVALID_(URL|REQUEST)/);
    const empty = await api('POST', '/v1/scan', { body: '' });
    expect(empty.status).toBe(400);
  });

  it('answers an oversized body with 413 PAYLOAD_TOO_LARGE', async () => {
    // 64 KB on every route but the two scan routes, whose bodies may carry raw HTML (5 MB).
    const res = await api('POST', '/api/v1/webhooks', {
      body: { url: 'https://hooks.example.com/x', pad: 'x'.repeat(70_000) },
    });
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: expect.any(String), status: 413 });
    // Far over the limit the server answers before reading the body; a connection of its own keeps
    // the unread rest from reaching the next request.
    const huge = await oneShotPost('/api/v1/scan', 'x'.repeat(6_000_000));
    expect(huge.status).toBe(413);
    contract.check('POST', '/api/v1/scan', huge.status, huge.body);
    expect(huge.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers a bot wall with 422 BOT_BLOCKED, blocked: true, and refunds the credit', async () => {
    const before = await credits(dev.id);
    const res = await api('POST', '/api/v1/scan', { body: { url: site.server.at('/challenge') } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      error: { code: 'BOT_BLOCKED', message: expect.any(String), status: 422 },
      blocked: true,
    });
    expect(await credits(dev.id)).toBe(before);
  });

  it('answers a failing page and a non-HTML document with 422 EXTRACTION_FAILED and refunds', async () => {
    const before = await credits(dev.id);
    const broken = await api('POST', '/api/v1/scan', { body: { url: site.server.at('/broken') } });
    expect(broken.status).toBe(422);
    expect(broken.body.error.code).toBe('EXTRACTION_FAILED');
    expect(broken.body).not.toHaveProperty('blocked');
    const pdf = await api('POST', '/v1/scan', { body: { url: site.server.at('/report.pdf') } });
    expect(pdf.status).toBe(422);
    expect(pdf.body.error.code).toBe('EXTRACTION_FAILED');
    expect(await credits(dev.id)).toBe(before);
  });

  it('answers 500 SCAN_FAILED when the analysis breaks, and refunds the credit', async () => {
    const objects = runtime.services.objects;
    const put = objects.putJson.bind(objects);
    objects.putJson = async (key, value) => {
      if (key.endsWith('/rewrites.json')) throw new Error('disk full');
      return put(key, value);
    };
    try {
      const before = await credits(dev.id);
      const res = await api('POST', '/api/v1/scan', { body: { url: page('Analysis breaks') } });
      expect(res.status).toBe(500);
      expect(res.body.error.code).toBe('SCAN_FAILED');
      expect(await credits(dev.id)).toBe(before);
    } finally {
      objects.putJson = put;
    }
  });
});

describe('routing and authentication', () => {
  it('answers unknown paths with 404 and known paths with another method with 405, in the envelope', async () => {
    const unknown = await api('GET', '/api/v1/nothing-here');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('NOT_FOUND');
    const outside = await api('GET', '/elsewhere');
    expect(outside.status).toBe(404);
    const wrong = await fetch(`${runtime.url}/v1/scan`, { method: 'DELETE' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST');
    const body = await wrong.json();
    contract.check('DELETE', '/v1/scan', 405, body);
    expect(body.error.code).toBe('METHOD_NOT_ALLOWED');
  });

  it.each([
    ['absent', null],
    ['malformed', 'not-a-key'],
    ['unknown', 'service_live_unknownkey123456'],
  ])('refuses a %s key with 401 AUTH_INVALID', async (_label, key) => {
    const res = await api('GET', '/api/v1/scans', { key });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: 'AUTH_INVALID', message: expect.any(String), status: 401 } });
  });

  it('checks the key before the body: a malformed body without a key is 401', async () => {
    const res = await api('POST', '/api/v1/scan', { key: null, body: '{"url": ' });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('AUTH_INVALID');
  });

  it('refuses a key that is not a Bearer token, and a revoked key', async () => {
    const basic = await api('GET', '/api/v1/scans', {
      key: null,
      headers: { authorization: `Basic ${dev.key}` },
    });
    expect(basic.status).toBe(401);
    const other = await account('builder');
    expect((await api('GET', '/v1/scans', { key: other.key })).status).toBe(200);
    await revokeKey(runtime.services.table, other.key);
    const revoked = await api('GET', '/v1/scans', { key: other.key });
    expect(revoked.status).toBe(401);
    expect(revoked.body.error.code).toBe('AUTH_INVALID');
  });

  it('answers an unexpected fault with 500 INTERNAL_ERROR without leaking details', async () => {
    const done = await api('POST', '/api/v1/scan', { body: { url: page('Internal fault') } });
    const objects = runtime.services.objects;
    const get = objects.getJson.bind(objects);
    objects.getJson = async () => {
      throw new Error('ECONNREFUSED 10.0.0.1:443 secret-bucket');
    };
    try {
      const res = await api('GET', `/api/v1/scans/${done.body.scan_id}`);
      expect(res.status).toBe(500);
      expect(res.body.error.code).toBe('INTERNAL_ERROR');
      expect(res.body.error.message).not.toMatch(/secret-bucket/);
    } finally {
      objects.getJson = get;
    }
  });
});

describe('GET /scans and GET /scans/{id}', () => {
  it('lists scans most recent first, page by page with next_cursor', async () => {
    const own = await account('dev');
    const ids: string[] = [];
    for (const label of ['List one', 'List two', 'List three']) {
      const res = await api('POST', '/api/v1/scan', { key: own.key, body: { url: page(label) } });
      ids.push(res.body.scan_id);
    }
    const first = await api('GET', '/api/v1/scans?limit=2', { key: own.key });
    expect(first.status).toBe(200);
    expect(first.body.data.map((s: { scan_id: string }) => s.scan_id)).toEqual([ids[2], ids[1]]);
    expect(first.body.next_cursor).toBeTypeOf('string');
    const second = await api('GET', `/v1/scans?limit=2&cursor=${first.body.next_cursor}`, { key: own.key });
    expect(second.body.data.map((s: { scan_id: string }) => s.scan_id)).toEqual([ids[0]]);
    expect(second.body.next_cursor).toBeNull();
    expect(second.body.data[0]).toMatchObject({ status: 'completed', mode: 'sync', cache_hit: false });

    // Another account's cursor, an edited cursor and garbage are refused, not followed.
    const foreign = await api('GET', `/v1/scans?cursor=${first.body.next_cursor}`);
    expect(foreign.status).toBe(400);
    expect(foreign.body.error).toMatchObject({
      code: 'INVALID_REQUEST',
      message: expect.stringMatching(/cursor/),
    });
    expect((await api('GET', '/v1/scans?cursor=%%%', { key: own.key })).status).toBe(400);
    const edited = Buffer.from(JSON.stringify({ pk: 'ACCOUNT#x', sk: 'ACCOUNT' })).toString('base64url');
    expect((await api('GET', `/v1/scans?cursor=${edited}`, { key: own.key })).status).toBe(400);
    for (const limit of ['0', '101', 'abc'])
      expect((await api('GET', `/v1/scans?limit=${limit}`, { key: own.key })).body.error.code).toBe(
        'INVALID_REQUEST',
      );
  });

  it('returns one scan with its result, and 404 NOT_FOUND for an unknown or foreign id', async () => {
    const own = await account('dev');
    const done = await api('POST', '/api/v1/scan', {
      key: own.key,
      body: { url: page('Detail'), finding_limit: 3 },
    });
    const res = await api('GET', `/api/v1/scans/${done.body.scan_id}`, { key: own.key });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ scan_id: done.body.scan_id, status: 'completed', mode: 'sync' });
    expect(res.body.result.score).toBe(done.body.score);
    expect(res.body.result.findings).toHaveLength(3);
    const foreign = await api('GET', `/api/v1/scans/${done.body.scan_id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe('NOT_FOUND');
    const unknown = await api('GET', '/v1/scans/sc_doesnotexist0000');
    expect(unknown.status).toBe(404);
  });
});

describe('GET /scans/{id}/checks', () => {
  const STATUSES = ['pass', 'fail', 'not_applicable', 'error'];

  it('returns all 316 checks in group and id order, with counts, evidence and reasons, on both base paths', async () => {
    const own = await account('dev');
    const done = await api('POST', '/api/v1/scan', { key: own.key, body: { url: page('Check table') } });
    expect(done.status).toBe(200);
    const res = await api('GET', `/api/v1/scans/${done.body.scan_id}/checks`, { key: own.key });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ scan_id: done.body.scan_id, status: 'completed', error: null });
    const checks = res.body.checks as {
      id: string;
      group: string;
      status: string;
      evidence: unknown[];
      observed?: string;
      reason?: string;
    }[];
    expect(checks).toHaveLength(316);
    expect(new Set(checks.map((c) => c.id)).size).toBe(316);
    const counts = res.body.counts as Record<string, number>;
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(316);
    for (const status of STATUSES)
      expect(counts[status], status).toBe(checks.filter((c) => c.status === status).length);
    // The findings of the audit are the failed checks, merged per root cause.
    expect(counts.fail).toBeGreaterThanOrEqual(done.body.findings_summary);
    const failed = new Set(checks.filter((c) => c.status === 'fail').map((c) => c.id));
    for (const f of done.body.findings) for (const id of f.check_ids) expect(failed).toContain(id);
    // Catalogue group order, id order within a group.
    const catalogue = await api('GET', '/api/v1/checks', { key: null });
    const groupOrder = catalogue.body.groups.map((g: { id: string }) => g.id);
    const expected = [...checks].sort(
      (a, b) => groupOrder.indexOf(a.group) - groupOrder.indexOf(b.group) || (a.id < b.id ? -1 : 1),
    );
    expect(checks.map((c) => c.id)).toEqual(expected.map((c) => c.id));
    for (const c of checks) {
      if (c.status === 'pass' || c.status === 'fail') expect(c.evidence.length, c.id).toBeGreaterThan(0);
      else expect(c.reason, c.id).toEqual(expect.any(String));
    }
    // A static scan of a small page leaves render-only and other-industry checks not applicable.
    expect(counts.not_applicable).toBeGreaterThan(0);

    const v1 = await api('GET', `/v1/scans/${done.body.scan_id}/checks`, { key: own.key });
    expect(v1.status).toBe(200);
    expect(v1.body).toEqual(res.body);
  });

  it('filters by ?status= (one or several) and keeps the counts over all checks; a bad value is 400', async () => {
    const own = await account('dev');
    const done = await api('POST', '/api/v1/scan', { key: own.key, body: { url: page('Check filter') } });
    const path = `/api/v1/scans/${done.body.scan_id}/checks`;
    const all = await api('GET', path, { key: own.key });
    const fails = await api('GET', `${path}?status=fail`, { key: own.key });
    expect(fails.status).toBe(200);
    expect(fails.body.counts).toEqual(all.body.counts);
    expect(fails.body.checks).toHaveLength(all.body.counts.fail);
    expect(fails.body.checks.every((c: { status: string }) => c.status === 'fail')).toBe(true);
    const two = await api('GET', `/v1/scans/${done.body.scan_id}/checks?status=fail,not_applicable`, {
      key: own.key,
    });
    expect(two.body.checks).toHaveLength(all.body.counts.fail + all.body.counts.not_applicable);
    const repeated = await api('GET', `${path}?status=fail&status=not_applicable`, { key: own.key });
    expect(repeated.body.checks).toEqual(two.body.checks);

    for (const bad of ['failed', 'fail,nope', '']) {
      const res = await api('GET', `${path}?status=${bad}`, { key: own.key });
      expect(res.status, bad).toBe(400);
      expect(res.body.error).toEqual({
        code: 'INVALID_REQUEST',
        message: expect.stringMatching(/^status: .*pass, fail, not_applicable, error/),
        status: 400,
      });
    }
  });

  it('is owner-only: 404 NOT_FOUND for a foreign or unknown id, 401 without a key', async () => {
    const own = await account('dev');
    const done = await api('POST', '/api/v1/scan', { key: own.key, body: { url: page('Check owner') } });
    const foreign = await api('GET', `/api/v1/scans/${done.body.scan_id}/checks`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toEqual({ code: 'NOT_FOUND', message: expect.any(String), status: 404 });
    const unknown = await api('GET', '/v1/scans/sc_doesnotexist0000/checks');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('NOT_FOUND');
    const anonymous = await api('GET', `/api/v1/scans/${done.body.scan_id}/checks`, { key: null });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('AUTH_INVALID');
    const wrongMethod = await fetch(`${runtime.url}/v1/scans/${done.body.scan_id}/checks`, {
      method: 'POST',
    });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET');
  });

  it('serves a cached scan the checks of the scan it was served from', async () => {
    const first = await api('POST', '/api/v1/scan', { body: { url: page('Cached checks') } });
    const other = await account('dev');
    const again = await api('POST', '/api/v1/scan', { key: other.key, body: { url: page('Cached checks') } });
    expect(again.body.cache_hit).toBe(true);
    const source = await api('GET', `/api/v1/scans/${first.body.scan_id}/checks`);
    const cached = await api('GET', `/api/v1/scans/${again.body.scan_id}/checks`, { key: other.key });
    expect(cached.status).toBe(200);
    expect(cached.body).toEqual({ ...source.body, scan_id: again.body.scan_id });
    // Still owner-only: the source's owner cannot read the cache hit, nor the other the source.
    expect((await api('GET', `/v1/scans/${again.body.scan_id}/checks`)).status).toBe(404);
    expect((await api('GET', `/v1/scans/${first.body.scan_id}/checks`, { key: other.key })).status).toBe(404);
  });

  it('answers a scan in flight and a failed scan as GET /scans/{id} does: status, error, no table', async () => {
    const own = await account('dev');
    const res = await api('POST', '/api/v1/scan', {
      key: own.key,
      body: {
        url: site.server.at('/slow/checks-in-flight'),
        async: true,
        webhook_url: site.server.at('/hook/c'),
      },
    });
    await site.slowHeld(1);
    const inFlight = await api('GET', `/api/v1/scans/${res.body.scan_id}/checks?status=fail`, {
      key: own.key,
    });
    expect(inFlight.status).toBe(200);
    expect(inFlight.body).toEqual({
      scan_id: res.body.scan_id,
      status: expect.stringMatching(/^(pending|running)$/),
      error: null,
      counts: null,
      checks: null,
    });
    site.releaseSlow();
    await site.waitForDelivery((d) => d.body.scan_id === res.body.scan_id);
    const finished = await api('GET', `/api/v1/scans/${res.body.scan_id}/checks`, { key: own.key });
    expect(finished.body.status).toBe('completed');
    expect(finished.body.checks).toHaveLength(316);

    const blocked = await api('POST', '/api/v1/scan', {
      key: own.key,
      body: { url: site.server.at('/challenge') },
    });
    expect(blocked.status).toBe(422);
    const listed = await api('GET', '/api/v1/scans?limit=1', { key: own.key });
    const failed = await api('GET', `/api/v1/scans/${listed.body.data[0].scan_id}/checks`, { key: own.key });
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({
      status: 'failed',
      error: { code: 'BOT_BLOCKED', blocked: true },
      counts: null,
      checks: null,
    });
  });
});

describe('webhook endpoints', () => {
  it('registers an endpoint (secret once), lists it without the secret and deletes it three ways', async () => {
    const own = await account('dev');
    const created: { id: string; secret: string }[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await api('POST', '/api/v1/webhooks', {
        key: own.key,
        body: {
          url: site.server.at(`/hook/registered-${i}`),
          events: ['scan.completed'],
          description: `n${i}`,
        },
      });
      expect(res.status).toBe(201);
      expect(res.body.id).toMatch(/^wh_/);
      expect(res.body.secret).toMatch(/^whsec_/);
      created.push(res.body);
    }
    const list = await api('GET', '/api/v1/webhooks', { key: own.key });
    expect(list.body.data).toHaveLength(3);
    expect(JSON.stringify(list.body)).not.toContain(created[0].secret);

    expect((await api('DELETE', `/api/v1/webhooks/${created[0].id}`, { key: own.key })).body).toEqual({
      id: created[0].id,
      deleted: true,
    });
    expect((await api('DELETE', `/v1/webhooks?id=${created[1].id}`, { key: own.key })).status).toBe(200);
    expect((await api('DELETE', '/v1/webhooks', { key: own.key, body: { id: created[2].id } })).status).toBe(
      200,
    );
    expect((await api('GET', '/api/v1/webhooks', { key: own.key })).body.data).toEqual([]);

    expect((await api('DELETE', `/v1/webhooks/${created[0].id}`, { key: own.key })).status).toBe(404);
    expect((await api('DELETE', '/v1/webhooks', { key: own.key })).body.error.code).toBe('INVALID_REQUEST');
    const bad = await api('POST', '/v1/webhooks', { key: own.key, body: { url: 'not a url at all' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/url/);
  });
});

describe('async and batch scans', () => {
  it('accepts an async scan with 202, delivers scan.completed to webhook_url, and polls completed', async () => {
    const res = await api('POST', '/api/v1/scan', {
      body: { url: page('Async scan'), async: true, webhook_url: site.server.at('/hook/async') },
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({
      scan_id: expect.stringMatching(/^sc_/),
      status: 'pending',
      url: page('Async scan'),
      status_url: `/api/v1/scans/${res.body.scan_id}`,
    });
    const delivery = await site.waitForDelivery((d) => d.body.scan_id === res.body.scan_id);
    expect(delivery.body.event).toBe('scan.completed');
    expect(delivery.headers['x-service-signature']).toMatch(/^[0-9a-f]{64}$/);
    const polled = await api('GET', res.body.status_url);
    expect(polled.body.status).toBe('completed');
    expect(polled.body.result.scan_id).toBe(res.body.scan_id);
  });

  it('delivers scan.failed for an async scan of a bot wall, polls it failed, and refunds the credit', async () => {
    const own = await account('dev');
    const before = await credits(own.id);
    const res = await api('POST', '/api/v1/scan', {
      key: own.key,
      body: { url: site.server.at('/challenge'), async: true, webhook_url: site.server.at('/hook/failed') },
    });
    expect(res.status).toBe(202);
    const delivery = await site.waitForDelivery((d) => d.body.scan_id === res.body.scan_id);
    expect(delivery.body).toMatchObject({
      event: 'scan.failed',
      score: null,
      data: { blocked: true, code: 'BOT_BLOCKED' },
    });
    const polled = await api('GET', res.body.status_url, { key: own.key });
    expect(polled.body).toMatchObject({
      status: 'failed',
      result: null,
      error: { code: 'BOT_BLOCKED', blocked: true },
    });
    expect(await credits(own.id)).toBe(before);
  });

  it('accepts a batch with 202, charges one credit per URL and delivers one batch.completed', async () => {
    const own = await account('dev', { credits: 5, overage: false });
    const urls = [page('Batch one'), page('Batch two'), page('Batch three')];
    const res = await api('POST', '/api/v1/scan/batch', {
      key: own.key,
      body: { urls, webhook_url: site.server.at('/hook/batch'), finding_limit: 1 },
    });
    expect(res.status).toBe(202);
    expect(res.body.batch_id).toMatch(/^batch_/);
    expect(res.body.status).toBe('pending');
    expect(res.body.scans.map((s: { url: string }) => s.url)).toEqual(urls);
    expect(await credits(own.id)).toBe(2);
    const delivery = await site.waitForDelivery(
      (d) => d.path === '/hook/batch' && JSON.stringify(d.body).includes(res.body.batch_id),
    );
    expect(delivery.body.event).toBe('batch.completed');
    for (const s of res.body.scans) {
      const polled = await api('GET', `/v1/scans/${s.scan_id}`, { key: own.key });
      expect(polled.body).toMatchObject({ status: 'completed', mode: 'batch', batch_id: res.body.batch_id });
    }
  });

  it('serves an async scan of a cached page for free and still delivers its scan.completed', async () => {
    const first = await api('POST', '/api/v1/scan', { body: { url: page('Cached async') } });
    expect(first.status).toBe(200);
    const own = await account('dev', { credits: 3, overage: false });
    const res = await api('POST', '/api/v1/scan', {
      key: own.key,
      body: { url: page('Cached async'), async: true, webhook_url: site.server.at('/hook/cached-async') },
    });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ status: 'completed', cache_hit: true });
    expect(await credits(own.id)).toBe(3);
    const delivery = await site.waitForDelivery((d) => d.body.scan_id === res.body.scan_id);
    expect(delivery.body).toMatchObject({ event: 'scan.completed', score: first.body.score });
    const polled = await api('GET', res.body.status_url, { key: own.key });
    expect(polled.body).toMatchObject({ status: 'completed', cache_hit: true, mode: 'async' });
  });

  it('serves the cached URLs of a batch for free and reports every URL in one batch.completed, in order', async () => {
    await api('POST', '/api/v1/scan', { body: { url: page('Cached batch') } });
    const own = await account('dev', { credits: 5, overage: false });
    const urls = [page('Fresh batch'), page('Cached batch')];
    const res = await api('POST', '/api/v1/scan/batch', {
      key: own.key,
      body: { urls, webhook_url: site.server.at('/hook/cached-batch') },
    });
    expect(res.status).toBe(202);
    expect(res.body.scans[1].cache_hit).toBe(true);
    expect(res.body.scans[0].cache_hit).toBeUndefined();
    expect(await credits(own.id)).toBe(4);
    const delivery = await site.waitForDelivery(
      (d) => d.path === '/hook/cached-batch' && JSON.stringify(d.body).includes(res.body.batch_id),
    );
    const data = delivery.body.data as { scans: { url: string }[]; completed: number };
    expect(data.scans.map((s) => s.url)).toEqual(urls);
    expect(data.completed).toBe(2);
  });

  it('charges a batch all or nothing: 402 and no credit taken when the account cannot pay every URL', async () => {
    const own = await account('dev', { credits: 2, overage: false });
    const res = await api('POST', '/v1/scan/batch', {
      key: own.key,
      body: {
        urls: [page('Unpaid a'), page('Unpaid b'), page('Unpaid c')],
        webhook_url: site.server.at('/hook/x'),
      },
    });
    expect(res.status).toBe(402);
    expect(res.body.error.code).toBe('INSUFFICIENT_CREDITS');
    expect(await credits(own.id)).toBe(2);
  });

  it('refuses more than 10 URLs, a batch without webhook_url, and a bad URL naming its index', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => page(`Eleven ${i}`));
    const tooMany = await api('POST', '/v1/scan/batch', {
      body: { urls: eleven, webhook_url: site.server.at('/hook') },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toMatch(/urls/);
    const noHook = await api('POST', '/v1/scan/batch', { body: { urls: [page('No hook')] } });
    expect(noHook.body.error.message).toMatch(/webhook_url/);
    const badUrl = await api('POST', '/v1/scan/batch', {
      body: { urls: [page('Fine'), 'ftp://x.example'], webhook_url: site.server.at('/hook') },
    });
    const notString = await api('POST', '/v1/scan/batch', {
      body: { urls: [page('Fine'), 42], webhook_url: site.server.at('/hook') },
    });
    expect(notString.body.error).toMatchObject({
      code: 'INVALID_URL',
      message: expect.stringMatching(/^urls\[1\]: /),
    });
    expect(badUrl.body.error).toMatchObject({
      code: 'INVALID_URL',
      message: expect.stringMatching(/urls\[1\]/),
    });
    const before = await credits(dev.id);
    const noDomain = await api('POST', '/v1/scan/batch', {
      body: { urls: [page('Fine'), 'http://bar.test/'], webhook_url: site.server.at('/hook') },
    });
    expect(noDomain.status).toBe(400);
    expect(noDomain.body.error).toMatchObject({
      code: 'INVALID_URL',
      message: expect.stringMatching(/^urls\[1\]: .*not a public domain/),
    });
    expect(await credits(dev.id)).toBe(before);
  });
});

describe('the 24-hour cache', () => {
  it('serves a repeated scan from the cache for free, as the caller own scan, across accounts', async () => {
    const first = await api('POST', '/api/v1/scan', { body: { url: page('Cached page') } });
    expect(first.body.cache_hit).toBe(false);
    const other = await account('dev');
    const before = await credits(other.id);
    const again = await api('POST', '/api/v1/scan', {
      key: other.key,
      body: { url: page('Cached page'), finding_limit: 1 },
    });
    expect(again.status).toBe(200);
    expect(again.body.cache_hit).toBe(true);
    expect(again.body.scan_meta.cost_usd).toBe(0);
    expect(again.body.scan_id).not.toBe(first.body.scan_id);
    expect(again.body.score).toBe(first.body.score);
    expect(again.body.findings).toHaveLength(1);
    expect(await credits(other.id)).toBe(before);
    const record = await api('GET', `/v1/scans/${again.body.scan_id}`, { key: other.key });
    expect(record.body).toMatchObject({ status: 'completed', cache_hit: true });
    expect(record.body.result.cache_hit).toBe(true);
  });

  it('treats other page options as another cache entry', async () => {
    await api('POST', '/api/v1/scan', { body: { url: page('Cache options') } });
    const twoPages = await api('POST', '/api/v1/scan', { body: { url: page('Cache options'), pages: 2 } });
    expect(twoPages.body.cache_hit).toBe(false);
  });

  it('scans again when the page changed significantly, and keeps serving it when it did not', async () => {
    const url = site.server.at('/mutable');
    site.mutable.html = smallPage('The original headline');
    expect((await api('POST', '/api/v1/scan', { body: { url } })).body.cache_hit).toBe(false);
    site.mutable.html = smallPage('The original headline').replace('Privacy', 'Privacy policy');
    expect((await api('POST', '/api/v1/scan', { body: { url } })).body.cache_hit).toBe(true);
    site.mutable.html = `<!doctype html><html><head><title>Totally new</title></head><body><h1>We now sell garden furniture</h1>
      <p>Teak benches, parasols and outdoor dining sets, delivered free across the country within a week.</p>
      <a href="/shop">Shop the summer range</a><h2>Bestsellers</h2><p>Oslo bench £349. Riviera parasol £129.</p></body></html>`;
    const changed = await api('POST', '/api/v1/scan', { body: { url } });
    expect(changed.body.cache_hit).toBe(false);
    expect(changed.body.scan_meta.cost_usd).toBeGreaterThan(0);
  });

  it('keeps serving the cached audit when the page cannot be fetched for the freshness check', async () => {
    const url = site.server.at('/mutable?variant=unreachable');
    site.mutable.html = smallPage('Served while down');
    expect((await api('POST', '/api/v1/scan', { body: { url } })).body.cache_hit).toBe(false);
    site.mutable.status = 503;
    try {
      const res = await api('POST', '/api/v1/scan', { body: { url } });
      expect(res.status).toBe(200);
      expect(res.body.cache_hit).toBe(true);
    } finally {
      site.mutable.status = 200;
    }
  });

  it('expires after 24 hours', async () => {
    const url = page('Cache expiry');
    expect((await api('POST', '/api/v1/scan', { body: { url } })).body.cache_hit).toBe(false);
    expect((await api('POST', '/api/v1/scan', { body: { url } })).body.cache_hit).toBe(true);
    clockOffsetMs = 24 * 60 * 60 * 1000 + 1000;
    try {
      expect((await api('POST', '/api/v1/scan', { body: { url } })).body.cache_hit).toBe(false);
    } finally {
      clockOffsetMs = 0;
    }
  });
});

describe('plans, credits and billing', () => {
  it('gives the playground 25 free scans, then answers 402 TRIAL_EXHAUSTED', async () => {
    const trial = await account('playground', { perMinute: 100 });
    const urls = Array.from({ length: 25 }, (_, i) => page(`Trial scan ${i}`));
    for (let i = 0; i < urls.length; i += 5) {
      const answers = await Promise.all(
        urls.slice(i, i + 5).map((url) => api('POST', '/api/v1/scan', { key: trial.key, body: { url } })),
      );
      for (const a of answers) {
        expect(a.status).toBe(200);
        expect(a.body.scan_meta.cost_usd).toBe(0);
      }
    }
    expect(await credits(trial.id)).toBe(0);
    const over = await api('POST', '/api/v1/scan', { key: trial.key, body: { url: page('Trial scan 26') } });
    expect(over.status).toBe(402);
    expect(over.body.error.code).toBe('TRIAL_EXHAUSTED');
    // Cache hits stay free on every plan, the exhausted trial included.
    const cached = await api('POST', '/api/v1/scan', { key: trial.key, body: { url: urls[0] } });
    expect(cached.body.cache_hit).toBe(true);
  });

  it('bills single pages beyond the credits as overage and refuses multi-page scans with 402 INSUFFICIENT_CREDITS', async () => {
    const paid = await account('builder', { credits: 0 });
    const single = await api('POST', '/api/v1/scan', {
      key: paid.key,
      body: { url: page('Overage single') },
    });
    expect(single.status).toBe(200);
    expect(single.body.scan_meta.cost_usd).toBe(0.25);
    const multi = await api('POST', '/api/v1/scan', {
      key: paid.key,
      body: { url: page('Overage multi'), pages: 3 },
    });
    expect(multi.status).toBe(402);
    expect(multi.body.error.code).toBe('INSUFFICIENT_CREDITS');
    const off = await account('scale', { credits: 0, overage: false });
    const refused = await api('POST', '/api/v1/scan', { key: off.key, body: { url: page('Overage off') } });
    expect(refused.body.error.code).toBe('INSUFFICIENT_CREDITS');
  });

  it('spends credits exactly under a burst of parallel requests', async () => {
    const burst = await account('dev', { credits: 15, overage: false, concurrent: 50, perMinute: 100 });
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        api('POST', '/api/v1/scan', { key: burst.key, body: { url: page(`Burst ${i}`), finding_limit: 1 } }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(15);
    expect(statuses.filter((s) => s === 402)).toHaveLength(9);
    expect(await credits(burst.id)).toBe(0);
    const acct = await getAccount(runtime.services.table, burst.id);
    expect(acct!.scans_total).toBe(15);
  });
});

describe('rate limits', () => {
  it('allows the plan its requests per minute, then answers 429 with Retry-After and RateLimit headers', async () => {
    const trial = await account('playground');
    const ok = [];
    for (let i = 0; i < 5; i += 1) ok.push(await api('GET', '/api/v1/scans', { key: trial.key }));
    expect(ok.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(ok.map((r) => r.headers.get('ratelimit-remaining'))).toEqual(['4', '3', '2', '1', '0']);
    expect(ok[0].headers.get('ratelimit-policy')).toBe('5;w=60');
    const limited = await api('GET', '/api/v1/scans', { key: trial.key });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.headers.get('ratelimit-limit')).toBe('5');
    expect(limited.headers.get('ratelimit-remaining')).toBe('0');
    clockOffsetMs = 61_000;
    try {
      expect((await api('GET', '/api/v1/scans', { key: trial.key })).status).toBe(200);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('lets 10 requests of one key run at once and answers the 11th with 429', async () => {
    const busy = await account('scale');
    const running = Array.from({ length: 10 }, (_, i) =>
      api('POST', '/api/v1/scan', { key: busy.key, body: { url: site.server.at(`/slow/held-${i}`) } }),
    );
    await site.slowHeld(10);
    const eleventh = await api('POST', '/api/v1/scan', { key: busy.key, body: { url: page('Eleventh') } });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.error).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/10 requests/),
    });
    expect(eleventh.headers.get('retry-after')).toBe('1');
    // Reads hold no slot.
    expect((await api('GET', '/api/v1/scans?limit=1', { key: busy.key })).status).toBe(200);
    site.releaseSlow();
    expect((await Promise.all(running)).map((r) => r.status)).toEqual(Array(10).fill(200));
    const after = await api('POST', '/api/v1/scan', {
      key: busy.key,
      body: { url: page('After the burst') },
    });
    expect(after.status).toBe(200);
  });
});

describe('idempotency', () => {
  it('replays the first answer of a retried POST without a second charge', async () => {
    const own = await account('dev');
    const before = await credits(own.id);
    const body = { url: page('Idempotent scan') };
    const headers = { 'idempotency-key': 'c0ffee-0001' };
    const first = await api('POST', '/api/v1/scan', { key: own.key, body, headers });
    // A retry through the other base path is the same request.
    const second = await api('POST', '/v1/scan', { key: own.key, body, headers });
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await credits(own.id)).toBe(before - 1);
    const list = await api('GET', '/api/v1/scans', { key: own.key });
    expect(list.body.data).toHaveLength(1);

    const reused = await api('POST', '/api/v1/scan', { key: own.key, body: { url: page('Other') }, headers });
    expect(reused.status).toBe(409);
    expect(reused.body.error.code).toBe('CONFLICT');
    // Keys belong to an account: another account's same key is a new request.
    const elsewhere = await api('POST', '/api/v1/scan', { body, headers });
    expect(elsewhere.headers.get('idempotent-replayed')).toBeNull();
  });

  it('answers a duplicate that arrives while the first is still running with 409 and Retry-After', async () => {
    const own = await account('dev');
    const headers = { 'idempotency-key': 'slow-retry-1' };
    const body = { url: site.server.at('/slow/idempotent') };
    const first = api('POST', '/api/v1/scan', { key: own.key, body, headers });
    await site.slowHeld(1);
    const duplicate = await api('POST', '/api/v1/scan', { key: own.key, body, headers });
    expect(duplicate.status).toBe(409);
    expect(duplicate.headers.get('retry-after')).toMatch(/^\d+$/);
    site.releaseSlow();
    expect((await first).status).toBe(200);
    const replay = await api('POST', '/api/v1/scan', { key: own.key, body, headers });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
  });

  it('replays a batch acceptance and a webhook registration', async () => {
    const own = await account('dev');
    const headers = { 'idempotency-key': 'batch-0001' };
    const body = { urls: [page('Idem batch')], webhook_url: site.server.at('/hook/idem') };
    const a = await api('POST', '/v1/scan/batch', { key: own.key, body, headers });
    const b = await api('POST', '/v1/scan/batch', { key: own.key, body, headers });
    expect(b.body).toEqual(a.body);
    const hook = { url: site.server.at('/hook/idem-endpoint') };
    const h1 = await api('POST', '/v1/webhooks', {
      key: own.key,
      body: hook,
      headers: { 'idempotency-key': 'wh-1' },
    });
    const h2 = await api('POST', '/v1/webhooks', {
      key: own.key,
      body: hook,
      headers: { 'idempotency-key': 'wh-1' },
    });
    expect(h2.body.id).toBe(h1.body.id);
    expect((await api('GET', '/v1/webhooks', { key: own.key })).body.data).toHaveLength(1);
  });
});

describe('coverage of the contract', () => {
  it('exercised every documented operation and every SPEC 7 error code', () => {
    for (const op of [
      'POST /scan 200',
      'POST /scan 202',
      'POST /scan/batch 202',
      'GET /scans 200',
      'GET /scans/{id} 200',
      'GET /scans/{id} 404',
      'GET /scans/{id}/checks 200',
      'GET /scans/{id}/checks 400',
      'GET /scans/{id}/checks 401',
      'GET /scans/{id}/checks 404',
      'GET /webhooks 200',
      'POST /webhooks 201',
      'DELETE /webhooks 200',
      'DELETE /webhooks/{id} 200',
      'GET /checks 200',
      'GET /openapi.json 200',
    ])
      expect(contract.seen, op).toContain(op);
    for (const status of ['400', '401', '402', '404', '405', '409', '413', '422', '429', '500'])
      expect(
        [...contract.seen].some((s) => s.endsWith(` ${status}`)),
        status,
      ).toBe(true);
    expect([...contract.errorCodes].sort()).toEqual(
      [
        'INVALID_URL',
        'INVALID_REQUEST',
        'AUTH_INVALID',
        'INSUFFICIENT_CREDITS',
        'TRIAL_EXHAUSTED',
        'NOT_FOUND',
        'METHOD_NOT_ALLOWED',
        'CONFLICT',
        'PAYLOAD_TOO_LARGE',
        'BOT_BLOCKED',
        'EXTRACTION_FAILED',
        'RATE_LIMITED',
        'SCAN_FAILED',
        'INTERNAL_ERROR',
      ].sort(),
    );
  });
});
