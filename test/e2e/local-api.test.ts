import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalRuntime, type LocalRuntime } from '../../infra/local/runtime.js';
import { serveCorpus } from '../support/corpus.js';
import type { LocalServer } from '../support/local-server.js';

const KEY = 'service_live_e2e_foundation_key';
let runtime: LocalRuntime;
let pages: LocalServer;

async function call(method: string, path: string, body?: unknown, key: string | null = KEY) {
  const res = await fetch(`${runtime.url}${path}`, {
    method,
    headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), 'content-type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  pages = await serveCorpus();
  runtime = await startLocalRuntime({
    dataDir: null,
    env: { ...process.env, ALLOW_PRIVATE_TARGETS: '1', RENDER_MODE: 'static' },
  });
  await runtime.seed(KEY, 'dev');
}, 120_000);

afterAll(async () => {
  await runtime?.stop();
  await pages?.close();
});

const SPEC_FIELDS = [
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
  'cache_hit',
  'scan_meta',
];

describe('the embedded runtime', () => {
  it('answers a sync scan on /api/v1/scan with every field of SPEC 2.1', async () => {
    const res = await call('POST', '/api/v1/scan', { url: pages.at('/saas/agilezen-home.html') });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (const field of SPEC_FIELDS) expect(res.body).toHaveProperty(field);
    expect(res.body.scan_id).toMatch(/^sc_/);
    expect(res.body.score).toBeGreaterThanOrEqual(0);
    expect(res.body.score).toBeLessThanOrEqual(100);
    expect((res.body.findings as unknown[]).length).toBeLessThanOrEqual(10);
    expect(res.body.industry).toBe('saas');
  });

  it('runs the synthesized Express state machine in order: fetch, Map over 27 groups, score, rewrite, persist', async () => {
    const res = await call('POST', '/v1/scan', {
      url: pages.at('/ecommerce/wellca-shampoo-pdp.html'),
      finding_limit: 3,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const trace = runtime.workflows.traces.find((t) => t.machine === 'scan' && t.name === res.body.scan_id);
    expect(trace?.status).toBe('succeeded');
    const states = trace!.states;
    const compact = states.filter((s, i) => s !== 'Run check group' || states[i - 1] !== 'Run check group');
    expect(compact).toEqual([
      'Fetch page',
      'Run check groups',
      'Run check group',
      'Score',
      'Rewrite',
      'Persist',
    ]);
    expect(states.filter((s) => s === 'Run check group')).toHaveLength(27);
    expect((res.body.findings as unknown[]).length).toBe(3);
  });

  it('binds every Task state of both machines to a real handler under functions/', () => {
    const bound = runtime.workflows.bindings();
    expect(bound.scan).toMatchObject({
      'Fetch page': 'workflow/fetch-page',
      'Run check group': 'workflow/run-check-group',
      Score: 'workflow/score',
      Rewrite: 'workflow/rewrite',
      Persist: 'workflow/persist',
      'Record failure': 'workflow/record-failure',
    });
    expect(bound.jobs).toMatchObject({
      'Prepare deliveries': 'workflow/prepare-deliveries',
      'Deliver webhook': 'workflow/deliver-webhook',
      'Dead-letter event': 'workflow/dead-letter',
    });
  });

  it('refuses a request without a key with 401 AUTH_INVALID in the SPEC 7 envelope', async () => {
    const res = await call('POST', '/api/v1/scan', { url: 'https://example.com' }, null);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: 'AUTH_INVALID', message: expect.any(String), status: 401 } });
  });

  it('answers a missing url with 400 INVALID_URL naming the field', async () => {
    const res = await call('POST', '/api/v1/scan', {});
    expect(res.status).toBe(400);
    expect((res.body.error as { code: string; message: string }).code).toBe('INVALID_URL');
    expect((res.body.error as { message: string }).message).toMatch(/url/);
  });

  it('lists the scan it ran under GET /scans and returns it under GET /scans/{id}', async () => {
    const list = await call('GET', '/api/v1/scans?limit=5');
    expect(list.status).toBe(200);
    const data = list.body.data as { scan_id: string; status: string }[];
    expect(data.length).toBeGreaterThanOrEqual(2);
    const one = await call('GET', `/api/v1/scans/${data[0].scan_id}`);
    expect(one.status).toBe(200);
    expect(one.body.status).toBe('completed');
    expect((one.body.result as { score: number }).score).toBeTypeOf('number');
  });

  it('answers an unknown route with 404 NOT_FOUND', async () => {
    const res = await call('GET', '/api/v1/nothing-here');
    expect(res.status).toBe(404);
    expect((res.body.error as { code: string }).code).toBe('NOT_FOUND');
  });
});
