import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalRuntime, type LocalRuntime } from '../../infra/local/runtime.js';
import { logger } from '../../lib/runtime/logger.js';
import { JobGate, type PoolCompute } from '../../infra/local/engine-workers.js';
import { manyNodesPage } from '../support/heavy-pages.js';
import { smallPage } from './test-site.js';
import { startServer, type LocalServer } from '../support/local-server.js';

/**
 * The API of `npm start` answers while the CPU work of a heavy scan runs. No clock is read: the
 * test records the order of events (a job of the scan started, the probe was answered, that job
 * ended) and asserts the probe came first. With the job on the thread that answers the API the
 * probe could only be answered after the job (bench/parse-latency.ts measures the latency).
 *
 * The job is not raced: it carries a JobGate (infra/local/engine-workers.ts), so its worker thread
 * does the job's real work and then blocks, and cannot answer until the test opens the gate, which
 * it does once its probe is answered: before the gate, a fast worker on a loaded machine could
 * finish the first check group before one loopback HTTP round trip came back. A main thread that
 * could answer only once the job ended would never answer the probe, so the test could not pass.
 */
const KEY = 'service_live_engine_workers_key';
let runtime: LocalRuntime;
let site: LocalServer;
const heavy = manyNodesPage(8_000);

beforeAll(async () => {
  logger.setLogLevel('ERROR');
  site = await startServer((req, res) =>
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(req.url === '/heavy' ? heavy : smallPage('Weekly revenue reports for online stores')),
  );
  runtime = await startLocalRuntime({
    dataDir: null,
    env: { ...process.env, ALLOW_PRIVATE_TARGETS: '1', RENDER_MODE: 'static', MODEL_WORKERS: '2' },
  });
  await runtime.seed(KEY, 'dev');
}, 120_000);

afterAll(async () => {
  await runtime?.stop();
  await site?.close();
});

describe('the embedded API during a heavy scan', () => {
  it('answers a probe before the check group and the audit it overlaps have finished', async () => {
    const events: string[] = [];
    const probe = (label: string) =>
      fetch(`${runtime.url}/api/v1/openapi.json`).then(async (res) => {
        await res.arrayBuffer();
        events.push(`${label}: probe ${res.status}`);
      });
    await probe('warm-up'); // the first request builds the OpenAPI document
    const compute = runtime.services.compute as PoolCompute;
    expect(compute).toBeDefined();
    /**
     * Submits a job with a gate, records when a worker thread has taken it, probes the API while
     * it is held, and opens the gate only once the probe is answered (or failed). "done" is
     * recorded when the job's answer arrives: a job that answered without waiting for its gate
     * (not run by a worker) would be done before it is started.
     */
    const held = async <T>(label: string, submit: (gate: JobGate) => Promise<T>): Promise<T> => {
      const gate = new JobGate();
      const job = submit(gate).finally(() => events.push(`${label}: done`));
      try {
        await Promise.race([gate.taken(), job]);
        events.push(`${label}: started`);
        await probe(label);
      } finally {
        gate.open();
      }
      return job;
    };
    let firstGroup = true;
    runtime.services.compute = {
      ...compute,
      async runGroup(key, group) {
        if (!firstGroup) return compute.runGroup(key, group);
        firstGroup = false; // the first group job also parses the 8k-element model
        return held('group', (gate) => compute.runGroup(key, group, gate));
      },
      composeAudit: (key, parts) => held('audit', (gate) => compute.composeAudit(key, parts, gate)),
    };
    try {
      const res = await fetch(`${runtime.url}/api/v1/scan`, {
        method: 'POST',
        headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({ url: site.at('/heavy'), finding_limit: 1 }),
      });
      const body = (await res.json()) as { score?: number };
      events.push(`scan: ${res.status}`);
      expect(typeof body.score).toBe('number');
      expect(events).toEqual([
        'warm-up: probe 200',
        'group: started',
        'group: probe 200',
        'group: done',
        'audit: started',
        'audit: probe 200',
        'audit: done',
        'scan: 200',
      ]);
    } finally {
      runtime.services.compute = compute;
    }
  }, 180_000);

  it('gives the same audit as the in-thread path Lambda takes (MODEL_WORKERS=0)', async () => {
    const scan = async (rt: LocalRuntime) => {
      const res = await fetch(`${rt.url}/api/v1/scan`, {
        method: 'POST',
        headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({ url: site.at('/small'), finding_limit: 20 }),
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as Record<string, unknown>;
      // What differs between two scans of one page: their ids and times.
      for (const field of ['scan_id', 'scanned_at', 'duration_ms', 'scan_meta', 'share_url', 'report_url'])
        delete body[field];
      return body;
    };
    expect(runtime.services.compute).toBeDefined();
    const workers = await scan(runtime);
    // Services are one per process: the second runtime replaces the first's, so this test is last.
    const inThread = await startLocalRuntime({
      dataDir: null,
      env: { ...process.env, ALLOW_PRIVATE_TARGETS: '1', RENDER_MODE: 'static', MODEL_WORKERS: '0' },
    });
    try {
      expect(inThread.services.compute).toBeUndefined();
      await inThread.seed(KEY, 'dev');
      const here = await scan(inThread);
      expect(typeof workers.score).toBe('number');
      expect(workers).toEqual(here);
    } finally {
      await inThread.stop();
    }
  }, 180_000);
});
