import { readFile } from 'node:fs/promises';
import * as path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticModel } from '../../bench/corpus.js';
import { MUTATIONS } from '../../bench/eval/mutations.js';
import { createAccount } from '../../lib/accounts/accounts.js';
import { logger } from '../../lib/runtime/logger.js';
import { startLocalRuntime, type LocalRuntime } from '../../infra/local/runtime.js';
import { CORPUS_DIR } from '../support/corpus.js';
import { startServer } from '../support/local-server.js';

// Issue 16.4: npm run mcp on stdio, driven by the SDK's own client. Without an API it audits in
// its own process; with AUDIT_API_URL and AUDIT_API_KEY it calls the local runtime with that key.
const ROOT = path.resolve(import.meta.dirname, '../..');
const BIN = path.join(ROOT, 'node_modules/.bin');

let page: string;
let mutated: string;

async function connect(env: Record<string, string>): Promise<Client> {
  const transport = new StdioClientTransport({
    command: path.join(BIN, 'tsx'),
    args: ['lib/mcp/main.ts'],
    cwd: ROOT,
    env: { PATH: `${BIN}:${process.env.PATH}`, HOME: process.env.HOME ?? '/tmp', ...env },
    stderr: 'pipe',
  });
  const client = new Client({ name: 'mcp-test', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

type ToolAnswer = { isError?: boolean; content: { type: string; text: string }[] };
async function call(client: Client, name: string, args: Record<string, unknown> = {}) {
  const res = (await client.callTool({ name, arguments: args })) as ToolAnswer;
  return { isError: res.isError ?? false, body: JSON.parse(res.content[0].text) };
}

beforeAll(async () => {
  page = await readFile(path.join(CORPUS_DIR, 'pages/saas/agilezen-home.html'), 'utf8');
  const model = staticModel({
    file: 'pages/saas/agilezen-home.html',
    folder: 'saas',
    name: 'agilezen-home',
    html: page,
  });
  mutated = MUTATIONS.find((m) => m.name === 'remove_ctas')!.apply(page, model)!;
});

describe('npm run mcp without an API (the engine in its own process)', () => {
  let client: Client;
  beforeAll(async () => {
    client = await connect({ RENDER_MODE: 'static' });
  }, 60_000);
  afterAll(async () => {
    await client?.close();
  });

  it('lists the four tools', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      'audit_page',
      'compare_scans',
      'get_scan',
      'list_checks',
    ]);
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
  });

  it('audits html, gets the scan back and compares it with a mutation', async () => {
    const a = await call(client, 'audit_page', { html: page, finding_limit: 3 });
    expect(a.isError).toBe(false);
    expect(a.body.findings).toHaveLength(3);
    expect(a.body.findings[0].fingerprint).toMatch(/^fp_/);
    const b = await call(client, 'audit_page', { html: mutated, fields: ['findings'] });
    expect(b.body.summary).toBeUndefined();
    const got = await call(client, 'get_scan', { scan_id: a.body.scan_id });
    expect(got.body).toMatchObject({ scan_id: a.body.scan_id, status: 'completed' });
    const cmp = await call(client, 'compare_scans', {
      scan_id: a.body.scan_id,
      other_scan_id: b.body.scan_id,
    });
    expect(cmp.body.findings.new.flatMap((f: { check_ids: string[] }) => f.check_ids)).toContain('CTA_001');
    const checks = await call(client, 'list_checks');
    expect(checks.body.total).toBe(307);
  }, 120_000);

  it('answers bad input with an error result naming the rule', async () => {
    const both = await call(client, 'audit_page', { url: 'https://example.com', html: page });
    expect(both).toMatchObject({ isError: true, body: { error: { code: 'INVALID_REQUEST' } } });
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
  }, 60_000);
});

describe('npm run mcp with AUDIT_API_URL and AUDIT_API_KEY (the local runtime)', () => {
  let runtime: LocalRuntime;
  let client: Client;
  beforeAll(async () => {
    logger.setLogLevel('ERROR');
    runtime = await startLocalRuntime({
      dataDir: null,
      env: { ...process.env, RENDER_MODE: 'static' },
    });
    const account = await createAccount(runtime.services.table, { plan: 'dev' });
    client = await connect({ AUDIT_API_URL: runtime.url, AUDIT_API_KEY: account.api_key });
  }, 120_000);
  afterAll(async () => {
    await client?.close();
    await runtime?.stop();
  });

  it('scans through the API with the key: audit_page, get_scan, compare_scans, list_checks', async () => {
    const a = await call(client, 'audit_page', { html: page, finding_limit: 2 });
    expect(a.isError).toBe(false);
    expect(a.body.url).toBe('https://inline-html.invalid/');
    const b = await call(client, 'audit_page', { html: mutated, finding_limit: 2 });
    const got = await call(client, 'get_scan', { scan_id: a.body.scan_id });
    expect(got.body).toMatchObject({ scan_id: a.body.scan_id, status: 'completed', mode: 'sync' });
    const cmp = await call(client, 'compare_scans', {
      scan_id: a.body.scan_id,
      other_scan_id: b.body.scan_id,
    });
    expect(cmp.body.score_delta).toBe(b.body.score - a.body.score);
    expect((await call(client, 'list_checks')).body.total).toBe(307);
    const bad = await call(client, 'audit_page', { url: 'https://example.com', html: page });
    expect(bad).toMatchObject({ isError: true, body: { error: { code: 'INVALID_REQUEST' } } });
    const missing = await call(client, 'get_scan', { scan_id: 'sc_0000000000000000000' });
    expect(missing.body.error.code).toBe('NOT_FOUND');
  }, 120_000);
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
        expect(await call(client, 'get_scan', { scan_id: id }), id).toMatchObject({
          isError: true,
          body: { error: { code: 'NOT_FOUND' } },
        });
      const cmp = await call(client, 'compare_scans', { scan_id: 'sc_0000000000', other_scan_id: '.' });
      expect(cmp).toMatchObject({ isError: true, body: { error: { code: 'NOT_FOUND' } } });
      expect(paths).toEqual([]);
    } finally {
      await client.close();
      await api.close();
    }
  }, 60_000);
});
