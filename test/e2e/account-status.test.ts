import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalRuntime, type LocalRuntime } from '../../infra/local/runtime.js';
import { openApiDocument } from '../../lib/api/openapi.js';
import { clearNotice, setNotice } from '../../lib/status/service-status.js';
import { apiClient, type ApiCall } from './api-client.js';
import { OpenApiContract } from './openapi-contract.js';
import { smallPage } from './test-site.js';
import { startServer, type LocalServer } from '../support/local-server.js';

const DEV_KEY = 'service_live_e2e_account_dev';
const TRIAL_KEY = 'service_live_e2e_account_trial';
let runtime: LocalRuntime;
let site: LocalServer;
let call: ApiCall;

beforeAll(async () => {
  site = await startServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end(smallPage('Account page')),
  );
  runtime = await startLocalRuntime({
    dataDir: null,
    env: { ...process.env, ALLOW_PRIVATE_TARGETS: '1', RENDER_MODE: 'static' },
  });
  await runtime.seed(DEV_KEY, 'dev');
  await runtime.seed(TRIAL_KEY, 'playground');
  call = apiClient(runtime.url, new OpenApiContract(openApiDocument()), DEV_KEY);
}, 120_000);

afterAll(async () => {
  await runtime?.stop();
  await site?.close();
});

describe('GET /account', () => {
  it("shows the plan, credits, this month's usage and the rate limits", async () => {
    const before = await call('GET', '/api/v1/account');
    expect(before.status).toBe(200);
    expect(before.body.plan).toMatchObject({ id: 'dev', trial: false, included_scans: 250 });
    expect(before.body.trial_scans_left).toBeNull();
    expect(before.body.rate_limits).toEqual({ requests_per_minute: 60, concurrent_requests_per_key: 10 });

    const scan = await call('POST', '/api/v1/scan', { body: { url: site.at('/a') } });
    expect(scan.status).toBe(200);
    const after = await call('GET', '/v1/account');

    expect(after.body.usage_this_month.scans).toBe(before.body.usage_this_month.scans + 1);
    expect(after.body.usage_this_month.period).toBe(new Date().toISOString().slice(0, 7));
    expect(after.body.credits).toBe(before.body.credits - 1);
  });

  it('shows the trial scans left on the playground, and 401 without a key', async () => {
    const trial = await call('GET', '/api/v1/account', { key: TRIAL_KEY });
    expect(trial.body.trial_scans_left).toBe(25);
    expect(trial.body.plan.trial).toBe(true);
    expect((await call('GET', '/api/v1/account', { key: null })).status).toBe(401);
  });
});

describe('GET /status', () => {
  it('is public and operational without a notice', async () => {
    const res = await call('GET', '/api/v1/status', { key: null });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: 'operational', notice: null });
  });

  it("shows the operator's notice ahead of the window and maintenance during it", async () => {
    const table = runtime.services.table;
    const soon = new Date(Date.now() + 48 * 3_600_000).toISOString();
    await setNotice(table, { text: 'Planned maintenance <b>Sunday</b>', startsAt: soon }, new Date());
    const ahead = await call('GET', '/api/v1/status', { key: null });
    expect(ahead.body.state).toBe('operational');
    expect(ahead.body.notice).toMatchObject({ text: 'Planned maintenance <b>Sunday</b>', ends_at: null });

    await setNotice(
      table,
      { text: 'Upgrading the database', startsAt: new Date(Date.now() - 60_000).toISOString() },
      new Date(),
    );
    expect((await call('GET', '/v1/status', { key: null })).body.state).toBe('maintenance');

    await clearNotice(table);
    expect((await call('GET', '/api/v1/status', { key: null })).body.notice).toBeNull();
  });
});
