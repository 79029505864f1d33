import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalRuntime } from '../../infra/local/runtime.js';
import { deliveryIdOf, deliveryKey, type DeliveryRecord } from '../../lib/webhooks/delivery-records.js';
import { INTERRUPTED_ATTEMPT } from '../../lib/webhooks/delivery-attempts.js';
import { serveCorpus } from '../support/corpus.js';
import type { LocalServer } from '../support/local-server.js';
import { REPO, startService, type ServiceProcess } from '../support/npm-start.js';
import { startReceiver, type WebhookReceiver } from './webhook-receiver.js';

const KEY = 'service_live_delivery_crash_key';
const settings = (dataDir: string): Record<string, string> => ({
  DATA_DIR: dataDir,
  PORT: '0',
  SEED_API_KEY: KEY,
  SEED_PLAN: 'dev',
  ALLOW_PRIVATE_TARGETS: '1',
  RENDER_MODE: 'static',
  WEBHOOK_RETRY_SCHEDULE: '0,1,2',
  LOG_LEVEL: 'ERROR',
});
const env = (dataDir: string): NodeJS.ProcessEnv => ({ ...process.env, ...settings(dataDir) });

let dataDir: string;
let pages: LocalServer;
let receiver: WebhookReceiver;
let service: ServiceProcess | null = null;

/** `npm start`'s entry (infra/local/main.ts) itself: killing its group kills the server outright. */
async function startServiceProcess(): Promise<string> {
  service = await startService(settings(dataDir), {
    command: [path.join(REPO, 'node_modules/.bin/tsx'), 'infra/local/main.ts'],
  });
  return service.url;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'cas-delivery-crash-'));
  pages = await serveCorpus();
  // The first POST is held open (the process delivering it is killed meanwhile); later ones get 200.
  receiver = await startReceiver((n) => (n === 1 ? { delayMs: 60_000, status: 200 } : { status: 200 }));
}, 30_000);

afterAll(async () => {
  await service?.stop('SIGKILL');
  await receiver?.close();
  await pages?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a webhook delivery interrupted by kill -9', () => {
  it('never sends an attempt number twice and keeps the webhook-id when the work resumes', async () => {
    const url = await startServiceProcess();
    const res = await fetch(`${url}/api/v1/scan`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        url: pages.at('/agency/bluecadet-agency-home.html'),
        async: true,
        webhook_url: receiver.at('/hook'),
      }),
    });
    expect(res.status).toBe(202);
    const { scan_id } = (await res.json()) as { scan_id: string };

    // The receiver holds attempt 1 open; the process that sent it dies without a word.
    await receiver.waitFor(1, 90_000);
    await service!.stop('SIGKILL');

    // The next start resumes the unfinished job from its journal, as `npm start` does.
    const second = await startLocalRuntime({ dataDir, env: env(dataDir) });
    try {
      await second.workflows.idle();
      const received = receiver.received;
      expect(received.length).toBe(2);
      const attempts = received.map((r) => Number(r.headers['x-service-attempt']));
      expect(attempts).toEqual([1, 2]);
      for (let i = 1; i < attempts.length; i++) expect(attempts[i]).toBeGreaterThan(attempts[i - 1]);
      expect(new Set(received.map((r) => r.headers['webhook-id']))).toEqual(new Set([`evt_${scan_id}`]));
      expect(received[1].rawBody).toBe(received[0].rawBody);

      // The store tells the same story: attempt 1 interrupted, attempt 2 delivered, nothing in flight.
      const record = await second.services.table.get<DeliveryRecord>(
        deliveryKey(deliveryIdOf(`evt_${scan_id}`, receiver.at('/hook'))).pk,
        'DELIVERY',
      );
      expect(record?.status).toBe('delivered');
      expect(record?.attempts_started).toBe(2);
      expect(record?.in_flight).toBeUndefined();
      expect(record?.attempts.map((a) => [a.attempt, a.status, a.error])).toEqual([
        [1, null, INTERRUPTED_ATTEMPT],
        [2, 200, null],
      ]);
    } finally {
      await second.stop();
    }
  }, 240_000);
});
