import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalRuntime, type LocalRuntime } from '../../infra/local/runtime.js';
import { logger } from '../../lib/runtime/logger.js';
import { serveCorpus } from '../support/corpus.js';
import {
  canReadSockets,
  descendantPids,
  isLoopback,
  listeningSockets,
} from '../support/listening-sockets.js';
import type { LocalServer } from '../support/local-server.js';

const KEY = 'service_live_loopback_key';
let runtime: LocalRuntime;
let corpus: LocalServer;

beforeAll(async () => {
  logger.setLogLevel('ERROR');
  corpus = await serveCorpus();
  // RENDER_MODE auto: the scan below starts the browser and its guarded proxy, when one can start.
  runtime = await startLocalRuntime({
    dataDir: null,
    env: { ...process.env, ALLOW_PRIVATE_TARGETS: '1', RENDER_MODE: 'auto' },
  });
  await runtime.seed(KEY, 'dev');
}, 120_000);

afterAll(async () => {
  await runtime?.stop();
  await corpus?.close();
});

describe.runIf(canReadSockets)('the embedded runtime', () => {
  it('listens on loopback only: API, DynamoDB, SQS, the browser proxy and the browser', async () => {
    const res = await fetch(`${runtime.url}/api/v1/scan`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url: corpus.at('/saas/agilezen-home.html'), finding_limit: 1 }),
    });
    expect(res.status).toBe(200);
    // This test file's own page server is not part of the runtime.
    const sockets = listeningSockets([process.pid, ...descendantPids(process.pid)]).filter(
      (s) => !(s.pid === process.pid && s.port === corpus.port),
    );
    const ports = sockets.map((s) => s.port);
    for (const endpoint of [runtime.url, runtime.dynamoEndpoint, runtime.sqsEndpoint])
      expect(ports).toContain(Number(new URL(endpoint).port));
    expect(
      sockets.filter((s) => !isLoopback(s.address)),
      JSON.stringify({ sockets, api: runtime.url, db: runtime.dynamoEndpoint, sqs: runtime.sqsEndpoint }),
    ).toEqual([]);
  }, 120_000);
});
