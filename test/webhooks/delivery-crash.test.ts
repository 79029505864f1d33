import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalRuntime } from '../../infra/local/runtime.js';
import { deliveryIdOf, deliveryKey, type DeliveryRecord } from '../../lib/webhooks/delivery-records.js';
import { INTERRUPTED_ATTEMPT } from '../../lib/webhooks/delivery-attempts.js';
import { serveCorpus } from '../support/corpus.js';
import type { LocalServer } from '../support/local-server.js';
import { startReceiver, type WebhookReceiver } from './webhook-receiver.js';

const REPO = path.resolve(import.meta.dirname, '../..');
const KEY = 'service_live_delivery_crash_key';
const env = (dataDir: string): NodeJS.ProcessEnv => ({
  ...process.env,
  DATA_DIR: dataDir,
  PORT: '0',
  SEED_API_KEY: KEY,
  SEED_PLAN: 'dev',
  ALLOW_PRIVATE_TARGETS: '1',
  RENDER_MODE: 'static',
  WEBHOOK_RETRY_SCHEDULE: '0,1,2',
  LOG_LEVEL: 'ERROR',
});

let dataDir: string;
let pages: LocalServer;
let receiver: WebhookReceiver;
let child: ChildProcess | null = null;

/** `npm start` (infra/local/main.ts) as a process of its own group, resolved with its URL. */
function startServiceProcess(): Promise<string> {
  child = spawn(path.join(REPO, 'node_modules/.bin/tsx'), ['infra/local/main.ts'], {
    cwd: REPO,
    detached: true,
    env: env(dataDir),
  });
  const proc = child;
  return new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`the service did not come up:\n${out}`)), 110_000);
    proc.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    proc.stderr!.on('data', (c: Buffer) => (out += c.toString()));
    proc.on('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the service exited (${code ?? signal}):\n${out}`));
    });
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'cas-delivery-crash-'));
  pages = await serveCorpus();
  // The first POST is held open (the process delivering it is killed meanwhile); later ones get 200.
  receiver = await startReceiver((n) => (n === 1 ? { delayMs: 60_000, status: 200 } : { status: 200 }));
}, 30_000);

afterAll(async () => {
  if (child?.pid && child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGKILL');
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
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    process.kill(-child!.pid!, 'SIGKILL');
    await exited;

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
