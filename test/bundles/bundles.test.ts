import { existsSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_HANDLERS } from '../../lib/api/routes.js';
import { GROUP_IDS } from '../../lib/engine/checks/groups.js';
import { createTemplateTables, localDynamoClient, startDynalite } from '../../infra/local/local-store.js';
import { synthTemplate } from '../../infra/synth.js';
import { serveCorpus } from '../support/corpus.js';
import type { LocalServer } from '../support/local-server.js';

/**
 * Each esbuild artifact (npm run build) imported as Lambda would load it, and invoked with a real
 * event: a bundle that misses a dependency or breaks at import fails here, not in AWS.
 */
const DIST = path.resolve(import.meta.dirname, '../../dist/functions');
type Handler = (event: unknown, context: unknown) => Promise<Record<string, unknown>>;

const context = {
  awsRequestId: 'bundle-test',
  functionName: 'bundle-test',
  getRemainingTimeInMillis: () => 30_000,
};
let dynamo: { endpoint: string; close(): Promise<void> };
let pages: LocalServer;

async function load(handler: string): Promise<Handler> {
  const mod = (await import(pathToFileURL(path.join(DIST, handler, 'index.mjs')).href)) as {
    handler: Handler;
  };
  return mod.handler;
}

async function apiEvent(overrides: Record<string, unknown>) {
  const base = JSON.parse(
    await readFile(path.resolve(import.meta.dirname, '../fixtures/events/api-gateway-request.json'), 'utf8'),
  );
  return { ...base, ...overrides };
}

beforeAll(async () => {
  dynamo = await startDynalite(null);
  const tables = await createTemplateTables(localDynamoClient(dynamo.endpoint), synthTemplate());
  pages = await serveCorpus();
  Object.assign(process.env, {
    TABLE_NAME: Object.keys(tables)[0],
    DYNAMODB_ENDPOINT: dynamo.endpoint,
    OBJECT_STORE_DIR: await mkdtemp(path.join(tmpdir(), 'cas-bundles-')),
    AWS_REGION: 'us-east-1',
    ALLOW_PRIVATE_TARGETS: '1',
    RENDER_MODE: 'static',
  });
}, 120_000);

afterAll(async () => {
  await dynamo?.close();
  await pages?.close();
});

describe('the esbuild artifacts', () => {
  it('exist for every handler the stack deploys', () => {
    for (const handler of ALL_HANDLERS)
      expect(existsSync(path.join(DIST, handler, 'index.mjs')), handler).toBe(true);
  });

  it('serve the check catalogue from the bundled get-checks handler', async () => {
    const res = await (await load('api/get-checks'))(await apiEvent({}), context);
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body as string).checks.length).toBeGreaterThan(0);
  });

  it('serve the OpenAPI document from the bundled get-openapi handler', async () => {
    const res = await (
      await load('api/get-openapi')
    )(await apiEvent({ path: '/api/v1/openapi.json', resource: '/api/v1/openapi.json' }), context);
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body as string).openapi).toBe('3.1.0');
  });

  it.each([
    'api/post-scan',
    'api/post-scan-batch',
    'api/get-scans',
    'api/get-scan',
    'api/get-scan-checks',
    'api/get-webhooks',
    'api/post-webhook',
    'api/delete-webhook',
  ])(
    'answer %s with a revoked or unknown key as 401 AUTH_INVALID after a real table lookup',
    async (handler) => {
      const event = await apiEvent({
        httpMethod: 'POST',
        headers: { Authorization: 'Bearer service_live_not_a_real_key', 'content-type': 'application/json' },
        body: '{"url":"https://example.com"}',
      });
      const res = await (await load(handler))(event, context);
      expect(res.statusCode).toBe(401);
      expect(JSON.parse(res.body as string).error.code).toBe('AUTH_INVALID');
    },
  );

  it('answer an unknown route from the bundled fallback handler with 404', async () => {
    const res = await (
      await load('api/route-not-found')
    )(await apiEvent({ path: '/api/v1/nope', resource: '/{proxy+}' }), context);
    expect(res.statusCode).toBe(404);
  });

  it('report an unreadable queue message as a batch item failure', async () => {
    const event = JSON.parse(
      await readFile(path.resolve(import.meta.dirname, '../fixtures/events/sqs-scan-job.json'), 'utf8'),
    );
    const res = await (await load('queue/start-scan-job'))(event, context);
    expect(res.batchItemFailures).toEqual([{ itemIdentifier: event.Records[0].messageId }]);
  });

  it('run the scan chain from the bundled workflow handlers: fetch, 27 groups, score, rewrite, persist', async () => {
    const { Table } = await import('../../lib/store/table.js');
    const { createScan } = await import('../../lib/scans/scans.js');
    const table = new Table(process.env.TABLE_NAME!, localDynamoClient(dynamo.endpoint));
    const scan = {
      scan_id: 'sc_bundletest0001',
      account_id: 'acct_bundle',
      url: pages.at('/saas/agilezen-home.html'),
      options: { pages: 1, fields: null, finding_limit: 10, finding_depth: 'full' as const },
    };
    await createScan(table, {
      ...scan,
      mode: 'sync',
      status: 'pending',
      created_at: new Date().toISOString(),
      cost_usd: 0,
    });

    const page = await (await load('workflow/fetch-page'))(scan, context);
    expect(page.groups).toEqual([...GROUP_IDS]);
    const runGroup = await load('workflow/run-check-group');
    const checks = [];
    for (const group of GROUP_IDS)
      checks.push(await runGroup({ scan_id: scan.scan_id, model_key: page.model_key, group }, context));
    const score = await (await load('workflow/score'))({ ...scan, page, checks }, context);
    expect(score.checks).toBeGreaterThan(0);
    const rewrite = await (await load('workflow/rewrite'))({ ...scan, page, checks }, context);
    expect(rewrite.provider).toBe('deterministic');
    const persisted = await (await load('workflow/persist'))({ ...scan, page, checks, rewrite }, context);
    expect(persisted.status).toBe('completed');
    expect(persisted.score).toBeGreaterThanOrEqual(0);
  });

  it('record a failure, prepare no delivery without a target, and skip an unknown delivery', async () => {
    const failure = await (
      await load('workflow/record-failure')
    )(
      {
        scan_id: 'sc_unknown000001',
        account_id: 'acct_x',
        url: 'https://example.com/',
        options: {},
        error: { Error: 'BOT_BLOCKED', Cause: 'blocked by a vendor' },
      },
      context,
    );
    expect(failure).toMatchObject({ code: 'BOT_BLOCKED', blocked: true, status: 'failed' });
    const prepared = await (
      await load('workflow/prepare-deliveries')
    )(
      { job_id: 'sc_unknown000001', kind: 'scan', account_id: 'acct_x', webhook_url: null, outcomes: [] },
      context,
    );
    expect(prepared.items).toEqual([]);
    const state = { delivery_id: 'dlv_missing', attempt: 0, status: 'pending', next_delay_seconds: 0 };
    expect((await (await load('workflow/deliver-webhook'))(state, context)).status).toBe('skipped');
    expect((await (await load('workflow/dead-letter'))(state, context)).delivery_id).toBe('dlv_missing');
  });
});
