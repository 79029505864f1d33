/**
 * API latency while the embedded runtime scans a page that is expensive to parse: a 100k-node DOM
 * and 2 MB of binary noise served as text/html. Runs `npm start` (infra/local/main.ts) twice as a
 * child process, once with MODEL_WORKERS=0 (models built on the thread that answers the API, as
 * before) and once with the default worker threads, and probes GET /api/v1/openapi.json from this
 * process, one request after another, while each scan runs.
 *
 *   npm run bench:parse-latency
 *   npm run bench:parse-latency -- --nodes 50000 --binary-mb 1 --modes worker
 *
 * Prints, per mode and page: probe count, median, p95 and max latency, how long the scan took and,
 * when it failed, why. In worker mode the model build, the checks, the rewrite input and the audit
 * all run in worker threads (infra/local/engine-workers.ts); in-thread mode runs them on the thread
 * that answers the API, as Lambda runs them in its own.
 * Performance is measured here only, never asserted in tests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { binaryNoise, manyNodesPage } from '../test/support/heavy-pages.js';
import { median, quantile } from './corpus.js';

const REPO = path.resolve(import.meta.dirname, '..');
const KEY = 'service_live_parse_latency_bench';
const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const NODES = Number(arg('nodes', '100000'));
const BINARY_BYTES = Math.round(Number(arg('binary-mb', '2')) * 1024 * 1024);
const MODES = arg('modes', 'in-thread,worker').split(',') as ('in-thread' | 'worker')[];
const PROBE_GAP_MS = 100;
const SCAN_LIMIT_MS = 10 * 60_000;

const pages: Record<string, { body: Buffer; type: string }> = {
  [`/dom-${NODES}`]: { body: Buffer.from(manyNodesPage(NODES)), type: 'text/html; charset=utf-8' },
  [`/binary-${BINARY_BYTES}`]: { body: binaryNoise(BINARY_BYTES), type: 'text/html' },
};

const site = createServer((req, res) => {
  if (req.method === 'POST') return void req.resume().on('end', () => res.writeHead(204).end());
  const page = pages[req.url ?? ''];
  if (!page) return res.writeHead(404).end();
  res.writeHead(200, { 'content-type': page.type, 'content-length': page.body.length }).end(page.body);
});
await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
const siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;

async function startService(
  mode: 'in-thread' | 'worker',
  dataDir: string,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(path.join(REPO, 'node_modules/.bin/tsx'), ['infra/local/main.ts'], {
    cwd: REPO,
    detached: true,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      SEED_API_KEY: KEY,
      SEED_PLAN: 'enterprise',
      ALLOW_PRIVATE_TARGETS: '1',
      RENDER_MODE: 'static',
      LOG_LEVEL: 'ERROR',
      WEBHOOK_RETRY_SCHEDULE: '0',
      MODEL_WORKERS: mode === 'worker' ? '2' : '0',
    },
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) resolve(m[1]);
    });
    child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
    child.on('exit', (code) => reject(new Error(`the service exited with ${code}:\n${out}`)));
  });
  return { child, url };
}

async function timedGet(url: string, headers: Record<string, string> = {}): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  return performance.now() - started;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const fmt = (ms: number) => (ms < 100 ? ms.toFixed(1) : ms.toFixed(0));

interface Row {
  mode: string;
  page: string;
  probes: number;
  median: number;
  p95: number;
  max: number;
  scanMs: number;
  status: string;
  /** Why the scan failed, when it did (code and message). */
  error: string | null;
  failures: number;
}

/** Probe latency back to back while the scan of `page` runs; the scan is polled every 2 s. */
async function measure(url: string, mode: string, page: string | null): Promise<Row> {
  const auth = { authorization: `Bearer ${KEY}` };
  let scanId: string | null = null;
  let status = 'idle';
  let error: string | null = null;
  const started = performance.now();
  if (page) {
    const res = await fetch(`${url}/api/v1/scan`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ url: `${siteUrl}${page}`, async: true, webhook_url: `${siteUrl}/hook` }),
    });
    const answer = (await res.json()) as { scan_id?: string };
    if (!answer.scan_id)
      throw new Error(`POST /api/v1/scan answered ${res.status}: ${JSON.stringify(answer)}`);
    scanId = answer.scan_id;
    status = 'pending';
  }
  const samples: number[] = [];
  let failures = 0;
  let lastPoll = 0;
  for (;;) {
    const probeStarted = performance.now();
    try {
      samples.push(await timedGet(`${url}/api/v1/openapi.json`));
    } catch {
      // A connection the stalled server reset or dropped: counted, and its wait is a sample too.
      failures += 1;
      samples.push(performance.now() - probeStarted);
    }
    const elapsed = performance.now() - started;
    if (!scanId ? samples.length >= 30 : elapsed > SCAN_LIMIT_MS) break;
    if (scanId && performance.now() - lastPoll > 2_000) {
      lastPoll = performance.now();
      const res = await fetch(`${url}/api/v1/scans/${scanId}`, { headers: auth });
      const scan = (await res.json()) as {
        status?: string;
        error?: { code: string; message: string } | null;
      };
      status = scan.status ?? `HTTP ${res.status}`;
      if (scan.error) error = `${scan.error.code}: ${scan.error.message}`;
      if (status === 'completed' || status === 'failed') break;
    }
    await sleep(PROBE_GAP_MS);
  }
  return {
    mode,
    page: page ?? '(idle)',
    probes: samples.length,
    median: median(samples),
    p95: quantile(samples, 0.95),
    max: Math.max(...samples),
    scanMs: performance.now() - started,
    status,
    error,
    failures,
  };
}

const rows: Row[] = [];
for (const mode of MODES) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cas-parse-bench-'));
  const { child, url } = await startService(mode, dataDir);
  try {
    await timedGet(`${url}/api/v1/openapi.json`); // warm the handler
    for (const page of [null, ...Object.keys(pages)]) {
      const row = await measure(url, mode, page);
      rows.push(row);
      console.log(
        `${row.mode.padEnd(9)} ${row.page.padEnd(16)} probes ${String(row.probes).padStart(4)}  median ${fmt(row.median)}ms  p95 ${fmt(row.p95)}ms  max ${fmt(row.max)}ms  scan ${(row.scanMs / 1000).toFixed(1)}s (${row.status})${row.failures ? `  failed probes ${row.failures}` : ''}${row.error ? `  ${row.error}` : ''}`,
      );
    }
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  }
}
site.close();
console.log(
  `command: npm run bench:parse-latency${args.length ? ` -- ${args.join(' ')}` : ''} (node ${process.version}, probe GET /api/v1/openapi.json every ${PROBE_GAP_MS} ms)`,
);
