import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { Progress } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticModel } from '../../bench/corpus.js';
import { MUTATIONS } from '../../bench/eval/mutations.js';
import { createAccount } from '../../lib/accounts/accounts.js';
import { logger } from '../../lib/runtime/logger.js';
import { startLocalRuntime, type LocalRuntime } from '../../infra/local/runtime.js';
import { CORPUS_DIR } from '../support/corpus.js';
import { startServer } from '../support/local-server.js';

// Issues 16.4, 25.7 and 26.5: `npm run mcp` runs the built server (dist/mcp/main.mjs, through
// tools/run.mjs, which builds it when a source changed) on stdio, driven here by the SDK's own client. Without an API it audits in its own
// process; with AUDIT_API_URL and AUDIT_API_KEY it calls the local runtime with that key. Both
// modes answer every tool in the same shape, as structuredContent under the tool's outputSchema.
const ROOT = path.resolve(import.meta.dirname, '../..');
const BIN = path.join(ROOT, 'node_modules/.bin');
const MAIN = path.join(ROOT, 'dist/mcp/main.mjs');

let page: string;
let mutated: string;
let reportDir: string;

async function connect(env: Record<string, string>): Promise<Client> {
  const transport = new StdioClientTransport({
    command: path.join(BIN, 'node'),
    args: ['tools/run.mjs', 'mcp'],
    cwd: ROOT,
    env: { PATH: `${BIN}:${process.env.PATH}`, HOME: process.env.HOME ?? '/tmp', ...env },
    stderr: 'pipe',
  });
  const client = new Client({ name: 'mcp-test', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

type ToolAnswer = {
  isError?: boolean;
  content: { type: string; text: string }[];
  structuredContent?: Record<string, unknown>;
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tool results are checked by shape below
type Body = any;

async function call(
  client: Client,
  name: string,
  args: Record<string, unknown> = {},
  onprogress?: (p: Progress) => void,
) {
  const res = (await client.callTool(
    { name, arguments: args },
    undefined,
    onprogress ? { onprogress } : undefined,
  )) as ToolAnswer;
  const body = JSON.parse(res.content[0].text) as Body;
  // The text beside the structured content is the same JSON.
  if (!res.isError) expect(res.structuredContent).toEqual(body);
  else expect(res.structuredContent).toBeUndefined();
  return { isError: res.isError ?? false, body, text: res.content[0].text };
}

/** The keys of an object and, one level down, of the objects it holds: what "the same shape" compares. */
function shape(value: Record<string, unknown>): string[] {
  return Object.entries(value)
    .flatMap(([k, v]) =>
      v && typeof v === 'object' && !Array.isArray(v) ? [k, ...Object.keys(v).map((c) => `${k}.${c}`)] : [k],
    )
    .sort();
}

/** What the local mode answered, compared with the API mode's answers below. */
const localShapes: Record<string, string[]> = {};

beforeAll(async () => {
  page = await readFile(path.join(CORPUS_DIR, 'pages/saas/agilezen-home.html'), 'utf8');
  const model = staticModel({
    file: 'pages/saas/agilezen-home.html',
    folder: 'saas',
    name: 'agilezen-home',
    html: page,
  });
  mutated = MUTATIONS.find((m) => m.name === 'remove_ctas')!.apply(page, model)!;
  reportDir = await mkdtemp(path.join(tmpdir(), 'mcp-reports-'));
  // Started once, so dist/mcp is built (tools/run.mjs) before any test reads it.
  await (await connect({})).close();
}, 180_000);

afterAll(async () => {
  if (reportDir) await rm(reportDir, { recursive: true, force: true });
});

describe('npm run mcp without an API (the engine in its own process)', () => {
  let client: Client;
  beforeAll(async () => {
    client = await connect({ RENDER_MODE: 'static', MCP_REPORT_DIR: reportDir });
  }, 60_000);
  afterAll(async () => {
    await client?.close();
  });

  it('lists its tools with output schemas and annotations', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      'audit_page',
      'compare_scans',
      'get_report',
      'get_scan',
      'get_scan_checks',
      'list_checks',
    ]);
    for (const t of tools) {
      expect(t.outputSchema?.type, t.name).toBe('object');
      expect(t.annotations?.title, t.name).toBeTruthy();
    }
    const audit = tools.find((t) => t.name === 'audit_page')!;
    expect(Object.keys(audit.inputSchema.properties ?? {})).toEqual(
      expect.arrayContaining([
        'url',
        'html',
        'base_url',
        'pages',
        'fields',
        'finding_limit',
        'finding_depth',
      ]),
    );
    // Local audits fetch the open web but change nothing and cost nothing.
    expect(audit.annotations).toMatchObject({
      openWorldHint: true,
      readOnlyHint: true,
      destructiveHint: false,
    });
    expect(audit._meta).toEqual({ 'conversion-audit/spends-credit': false });
    expect(tools.find((t) => t.name === 'get_scan')!.annotations).toMatchObject({
      readOnlyHint: true,
      openWorldHint: false,
    });
  });

  it('audits html compactly, with a progress notification per stage', async () => {
    const progress: Progress[] = [];
    const a = await call(client, 'audit_page', { html: page }, (p) => progress.push(p));
    expect(a.isError).toBe(false);
    // The default: the summary and the top 5 findings, full; nothing else optional.
    expect(a.body.findings).toHaveLength(5);
    expect(a.body.findings[0].fix_steps.length).toBeGreaterThan(0);
    expect(a.body.findings[0].fingerprint).toMatch(/^fp_/);
    expect(typeof a.body.summary).toBe('string');
    expect(a.body.copy_rewrites).toBeUndefined();
    expect(a.body.growth_blueprint).toBeUndefined();
    expect(progress.map((p) => p.message)).toEqual([
      'Fetching and rendering the page',
      'Running the 316 checks',
      'Writing the copy rewrites',
      'Scoring and composing the audit',
    ]);
    expect(progress.map((p) => [p.progress, p.total])).toEqual([
      [0, 4],
      [1, 4],
      [2, 4],
      [3, 4],
    ]);
    localShapes.audit = shape(a.body);

    const b = await call(client, 'audit_page', {
      html: mutated,
      fields: ['findings'],
      finding_depth: 'brief',
    });
    expect(b.body.summary).toBeUndefined();
    expect(Object.keys(b.body.findings[0]).sort()).toEqual([
      'dimension',
      'id',
      'priority',
      'severity',
      'title',
    ]);

    const got = await call(client, 'get_scan', { scan_id: a.body.scan_id });
    expect(got.body).toMatchObject({
      scan_id: a.body.scan_id,
      status: 'completed',
      mode: 'sync',
      error: null,
      deliveries: [],
    });
    expect(got.body.result).toEqual(a.body);
    localShapes.scan = shape(got.body);

    const fails = await call(client, 'get_scan_checks', { scan_id: a.body.scan_id });
    const counts = fails.body.counts as Record<string, number>;
    expect(Object.values(counts).reduce((x, y) => x + y, 0)).toBe(316);
    expect(fails.body.checks).toHaveLength(counts.fail);
    expect(fails.body.checks.every((c: Body) => c.status === 'fail')).toBe(true);
    const heroPasses = await call(client, 'get_scan_checks', {
      scan_id: a.body.scan_id,
      status: ['pass'],
      group: ['hero'],
    });
    expect(heroPasses.body.checks.length).toBeGreaterThan(0);
    expect(heroPasses.body.checks.every((c: Body) => c.status === 'pass' && c.group === 'hero')).toBe(true);
    localShapes.checks = shape(fails.body);

    const cmp = await call(client, 'compare_scans', {
      scan_id: a.body.scan_id,
      other_scan_id: b.body.scan_id,
    });
    expect(cmp.body.findings.new.flatMap((f: { check_ids: string[] }) => f.check_ids)).toContain('CTA_001');
    localShapes.comparison = shape(cmp.body);

    const report = await call(client, 'get_report', { scan_id: a.body.scan_id });
    expect(report.body).toMatchObject({ scan_id: a.body.scan_id, access: 'local_file', portal_url: null });
    const file = fileURLToPath(report.body.report_url);
    expect(path.dirname(file)).toBe(reportDir);
    expect(await readFile(file, 'utf8')).toMatch(/^<!doctype html>/i);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    localShapes.report = shape(report.body);
  }, 120_000);

  it('lists the checks compactly: groups first, checks by group, dimension or id', async () => {
    const overview = await call(client, 'list_checks');
    expect(overview.body).toMatchObject({ total: 316, selected: 0, checks: [] });
    expect(overview.body.groups).toHaveLength(27);
    expect(overview.text.length).toBeLessThan(5_000);
    const hero = await call(client, 'list_checks', { group: ['hero'] });
    expect(hero.body.selected).toBe(hero.body.checks.length);
    expect(hero.body.checks.every((c: Body) => c.group === 'hero' && c.fix_steps === undefined)).toBe(true);
    const full = await call(client, 'list_checks', { ids: ['hero_001', 'CTA_001'], detail: 'full' });
    expect(full.body.checks.map((c: Body) => c.id).sort()).toEqual(['CTA_001', 'HERO_001']);
    expect(full.body.checks[0].fix_steps.length).toBeGreaterThan(1);
    localShapes.list = shape(overview.body);
  });

  it('answers bad input with an error result carrying the API error envelope', async () => {
    const both = await call(client, 'audit_page', { url: 'https://example.com', html: page });
    expect(both).toMatchObject({ isError: true, body: { error: { code: 'INVALID_REQUEST', status: 400 } } });
    expect(both.body.error.message).toMatch(/exactly one of url and html/);
    const neither = await call(client, 'audit_page', {});
    expect(neither.body.error.code).toBe('INVALID_URL');
    const priv = await call(client, 'audit_page', { html: page, base_url: 'http://169.254.169.254/' });
    expect(priv.body.error).toMatchObject({
      code: 'INVALID_URL',
      message: expect.stringMatching(/^base_url: /),
    });
    const big = await call(client, 'audit_page', { html: 'x'.repeat(2 * 1024 * 1024 + 1) });
    expect(big).toMatchObject({
      isError: true,
      body: {
        error: { code: 'PAYLOAD_TOO_LARGE', message: expect.stringMatching(/^html: is 2097153 bytes/) },
      },
    });
    const unknown = await call(client, 'get_scan', { scan_id: 'sc_unknown' });
    expect(unknown.body.error.code).toBe('NOT_FOUND');
    const dot = await call(client, 'get_report', { scan_id: '.' });
    expect(dot.body.error.code).toBe('NOT_FOUND');
  }, 60_000);
});

describe('npm run mcp with AUDIT_API_URL and AUDIT_API_KEY (the local runtime)', () => {
  let runtime: LocalRuntime;
  let client: Client;
  let key: string;
  beforeAll(async () => {
    logger.setLogLevel('ERROR');
    runtime = await startLocalRuntime({
      dataDir: null,
      env: { ...process.env, RENDER_MODE: 'static' },
    });
    key = (await createAccount(runtime.services.table, { plan: 'dev' })).api_key;
    client = await connect({ AUDIT_API_URL: runtime.url, AUDIT_API_KEY: key });
  }, 120_000);
  afterAll(async () => {
    await client?.close();
    await runtime?.stop();
  });

  it('marks audit_page as the tool that spends a credit, and adds the share link tools', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      'audit_page',
      'compare_scans',
      'create_share_link',
      'get_report',
      'get_scan',
      'get_scan_checks',
      'list_checks',
      'revoke_share_link',
    ]);
    const audit = tools.find((t) => t.name === 'audit_page')!;
    expect(audit.annotations).toMatchObject({
      readOnlyHint: false,
      openWorldHint: true,
      idempotentHint: false,
    });
    expect(audit._meta).toEqual({ 'conversion-audit/spends-credit': true });
    expect(audit.description).toMatch(/Spends one credit/);
    expect(tools.find((t) => t.name === 'revoke_share_link')!.annotations).toMatchObject({
      destructiveHint: true,
    });
  });

  it('scans through the API with the key, in the same shapes as the local mode', async () => {
    const progress: Progress[] = [];
    const a = await call(client, 'audit_page', { html: page }, (p) => progress.push(p));
    expect(a.isError).toBe(false);
    expect(a.body.url).toBe('https://inline-html.invalid/');
    expect(a.body.findings).toHaveLength(5);
    expect(progress[0]).toMatchObject({ progress: 0, total: 1 });
    expect(shape(a.body)).toEqual(localShapes.audit);

    const b = await call(client, 'audit_page', { html: mutated, finding_limit: 2 });
    const got = await call(client, 'get_scan', { scan_id: a.body.scan_id });
    expect(got.body).toMatchObject({ scan_id: a.body.scan_id, status: 'completed', mode: 'sync' });
    expect(got.body.result).toEqual(a.body);
    expect(shape(got.body)).toEqual(localShapes.scan);

    const fails = await call(client, 'get_scan_checks', { scan_id: a.body.scan_id, group: ['cta'] });
    expect(fails.body.checks.every((c: Body) => c.status === 'fail' && c.group === 'cta')).toBe(true);
    expect(shape(fails.body)).toEqual(localShapes.checks);

    const cmp = await call(client, 'compare_scans', {
      scan_id: a.body.scan_id,
      other_scan_id: b.body.scan_id,
    });
    expect(cmp.body.score_delta).toBe(b.body.score - a.body.score);
    expect(shape(cmp.body)).toEqual(localShapes.comparison);

    const list = await call(client, 'list_checks');
    expect(shape(list.body)).toEqual(localShapes.list);

    const report = await call(client, 'get_report', { scan_id: a.body.scan_id });
    expect(report.body).toEqual({
      scan_id: a.body.scan_id,
      report_url: `${runtime.url}/api/v1/scans/${a.body.scan_id}/report`,
      access: 'api_key',
      portal_url: `${runtime.url}/portal/scans/${a.body.scan_id}/report`,
    });
    expect(shape(report.body)).toEqual(localShapes.report);
    const html = await fetch(report.body.report_url, { headers: { authorization: `Bearer ${key}` } });
    expect(html.status).toBe(200);

    const link = await call(client, 'create_share_link', { scan_id: a.body.scan_id, expires_in_hours: 2 });
    expect(link.body).toMatchObject({ scan_id: a.body.scan_id, share_id: expect.stringMatching(/^sh_/) });
    expect((await fetch(link.body.url)).status).toBe(200);
    const revoked = await call(client, 'revoke_share_link', {
      scan_id: a.body.scan_id,
      share_id: link.body.share_id,
    });
    expect(revoked.body).toEqual({ share_id: link.body.share_id, revoked: true });
    expect((await fetch(link.body.url)).status).toBe(404);

    const bad = await call(client, 'audit_page', { url: 'https://example.com', html: page });
    expect(bad).toMatchObject({ isError: true, body: { error: { code: 'INVALID_REQUEST', status: 400 } } });
    const missing = await call(client, 'get_scan', { scan_id: 'sc_0000000000000000000' });
    expect(missing.body.error).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  }, 120_000);

  it('reports a service that does not answer as SERVICE_UNREACHABLE, and one that answers HTML as BAD_RESPONSE', async () => {
    const proxy = await startServer((_req, res) =>
      res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>502</h1>'),
    );
    const viaProxy = await connect({ AUDIT_API_URL: proxy.url, AUDIT_API_KEY: key });
    const nowhere = await connect({ AUDIT_API_URL: 'http://127.0.0.1:1', AUDIT_API_KEY: key });
    try {
      const html = await call(viaProxy, 'list_checks');
      expect(html).toMatchObject({ isError: true, body: { error: { code: 'BAD_RESPONSE' } } });
      const down = await call(nowhere, 'list_checks');
      expect(down).toMatchObject({ isError: true, body: { error: { code: 'SERVICE_UNREACHABLE' } } });
    } finally {
      await viaProxy.close();
      await nowhere.close();
      await proxy.close();
    }
  }, 60_000);
});

describe('the built server', () => {
  it('keeps the engine out of what it reads before initialize', async () => {
    const main = await readFile(MAIN, 'utf8');
    // esbuild marks each bundled source with a comment naming it: the engine's schemas and
    // constants are there, its checks, detectors and browser are not.
    expect(main).not.toMatch(
      /^\/\/ lib\/engine\/(checks\/registry\.ts|checks\/groups\/|model\/detectors\/|model\/build-model|acquire\/)/m,
    );
    expect(main).toContain('import("./local-backend.mjs")');
    expect(await readFile(path.join(ROOT, 'dist/mcp/local-backend.mjs'), 'utf8')).toMatch(
      /^\/\/ lib\/engine\/checks\/registry\.ts$/m,
    );
  });

  it('sends progress every 5 s while the service works on an audit', async () => {
    // A service that takes 6 s to refuse the scan: what matters is what the client hears meanwhile.
    const slow = await startServer(async (_req, res) => {
      await new Promise((r) => setTimeout(r, 6_000));
      res
        .writeHead(400, { 'content-type': 'application/json' })
        .end('{"error":{"code":"INVALID_URL","message":"url: not today","status":400}}');
    });
    const client = await connect({ AUDIT_API_URL: slow.url, AUDIT_API_KEY: 'service_live_slow' });
    try {
      const progress: Progress[] = [];
      const answer = await call(client, 'audit_page', { url: 'https://example.com' }, (p) =>
        progress.push(p),
      );
      expect(answer.body.error).toEqual({ code: 'INVALID_URL', message: 'url: not today', status: 400 });
      expect(progress[0]).toEqual({
        progress: 0,
        total: 1,
        message: 'The service is fetching, rendering and auditing the page',
      });
      expect(progress[1]).toMatchObject({
        total: 1,
        message: expect.stringMatching(/auditing the page \(5 s\)$/),
      });
      expect(progress[1].progress).toBeGreaterThan(0);
      expect(progress[1].progress).toBeLessThan(1);
    } finally {
      await client.close();
      await slow.close();
    }
  }, 60_000);
});

describe('npm run mcp in API mode validates ids before any request (issue 25.7)', () => {
  it('answers NOT_FOUND for an id the API would refuse, without calling the API', async () => {
    // Records every request; "." put into /scans/{id} would have reached GET /scans, the list.
    const paths: string[] = [];
    const api = await startServer((req, res) => {
      paths.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[],"next_cursor":null}');
    });
    const client = await connect({ AUDIT_API_URL: api.url, AUDIT_API_KEY: 'service_live_recorded' });
    try {
      for (const id of ['.', '..', '', '../scans', 'sc_abc/../..', 'SC_UPPER0000'])
        for (const tool of ['get_scan', 'get_scan_checks', 'get_report', 'create_share_link'])
          expect(await call(client, tool, { scan_id: id }), `${tool} ${id}`).toMatchObject({
            isError: true,
            body: { error: { code: 'NOT_FOUND' } },
          });
      const cmp = await call(client, 'compare_scans', { scan_id: 'sc_0000000000', other_scan_id: '.' });
      expect(cmp).toMatchObject({ isError: true, body: { error: { code: 'NOT_FOUND' } } });
      for (const ids of [
        { scan_id: '..', share_id: 'sh_0123456789abcdef01234567' },
        { scan_id: 'sc_0000000000', share_id: '.' },
        { scan_id: 'sc_0000000000', share_id: 'sh_x/../../..' },
      ])
        expect((await call(client, 'revoke_share_link', ids)).body.error.code).toBe('NOT_FOUND');
      expect(paths).toEqual([]);
    } finally {
      await client.close();
      await api.close();
    }
  }, 60_000);
});
