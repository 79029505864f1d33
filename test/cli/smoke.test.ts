import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalRuntime, type LocalRuntime } from '../../infra/local/runtime.js';
import { parseSmokeArgs } from '../../lib/cli/smoke.js';
import { serveCorpus } from '../support/corpus.js';
import type { LocalServer } from '../support/local-server.js';
import { npmRun } from '../support/npm-start.js';
import { startReceiver, type WebhookReceiver } from '../webhooks/webhook-receiver.js';

const KEY = 'service_live_smoke_test_key';

let runtime: LocalRuntime;
let pages: LocalServer;
let receiver: WebhookReceiver;

/** `npm run smoke -- ...` as an operator runs it. */
const smoke = (args: string[]) => npmRun('smoke', args);

beforeAll(async () => {
  runtime = await startLocalRuntime({
    dataDir: null,
    env: { ...process.env, ALLOW_PRIVATE_TARGETS: '1', RENDER_MODE: 'static', LOG_LEVEL: 'ERROR' },
  });
  await runtime.seed(KEY, 'dev');
  pages = await serveCorpus();
  receiver = await startReceiver(() => ({ status: 200 }));
}, 120_000);

afterAll(async () => {
  await runtime?.stop();
  await pages?.close();
  await receiver?.close();
});

describe('npm run smoke', () => {
  it('passes every step against the embedded runtime serving a local page', async () => {
    const run = await smoke([
      '--api',
      runtime.url,
      '--key',
      KEY,
      '--page',
      pages.at('/saas/agilezen-home.html'),
      '--webhook',
      receiver.at('/hook'),
    ]);
    const lines = run.stdout.split('\n').filter((l) => /^(PASS|FAIL) /.test(l));
    expect(lines.map((l) => l.split(/\s+/).slice(0, 3).join(' '))).toEqual([
      'PASS openapi document',
      'PASS sync scan',
      'PASS async scan',
      'PASS list webhooks',
      'PASS scan checks',
    ]);
    expect(run.stdout).toContain('all 5 steps passed');
    expect(run.code).toBe(0);
    // The async scan's result reached the webhook.
    await receiver.waitFor(1);
    expect(receiver.received[0].headers['x-service-event']).toBe('scan.completed');
  }, 180_000);

  it('fails, one line per step, and exits 1 with a key the stack does not know', async () => {
    const run = await smoke([
      '--api',
      runtime.url,
      '--key',
      'service_live_unknown',
      '--page',
      pages.at('/saas/agilezen-home.html'),
    ]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^PASS {2}openapi document/m);
    expect(run.stdout).toMatch(/^FAIL {2}sync scan .*AUTH_INVALID/m);
    expect(run.stdout).toMatch(/^FAIL {2}scan checks .*skipped/m);
    expect(run.stdout).toContain('4 of 5 steps failed');
  }, 120_000);

  it('exits 2 with usage when --api or --key is missing', async () => {
    expect(parseSmokeArgs(['--api', 'http://127.0.0.1:3000'])).toMatch(/--key/);
    expect(
      parseSmokeArgs(['--api', 'https://x.execute-api.us-east-1.amazonaws.com/prod/api/v1', '--key', 'k']),
    ).toMatchObject({
      api: 'https://x.execute-api.us-east-1.amazonaws.com/prod/api/v1',
      webhook: 'https://example.com/smoke-webhook',
    });
    const run = await smoke(['--api', runtime.url]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Usage: npm run smoke');
  }, 60_000);
});
