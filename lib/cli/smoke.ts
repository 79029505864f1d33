/**
 * npm run smoke -- --api URL --key KEY [--page URL] [--webhook URL] [--timeout SECONDS]
 *
 * Checks a deployed stack (or `npm start`) end to end over HTTP, one line per step:
 * the OpenAPI document, a sync scan of a page, an async scan polled until it ends, the webhook
 * list and the scan's checks. Exits 1 when a step fails, 2 on bad arguments.
 */

import * as path from 'node:path';
import { pathToFileURL } from 'node:url';

export const USAGE = `Usage: npm run smoke -- --api URL --key KEY [--page URL] [--webhook URL] [--timeout SECONDS]

  --api      the API base URL, e.g. the stack output ApiUrl (https://…/prod/api/v1) or http://127.0.0.1:3000
  --key      an API key of an account with credits (each run spends two scans)
  --page     the page to scan (default https://example.com/)
  --webhook  where the async scan's result is delivered (default: the page's origin + /smoke-webhook)
  --timeout  seconds to wait for the async scan (default 180)`;

export interface SmokeOptions {
  api: string;
  key: string;
  page: string;
  webhook: string;
  timeoutMs: number;
  pollMs?: number;
}

export interface SmokeStep {
  name: string;
  ok: boolean;
  ms: number;
  detail: string;
}

/** The options of a command line, or a message saying what is wrong with it. */
export function parseSmokeArgs(argv: string[]): SmokeOptions | string {
  const value = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const api = value('--api');
  const key = value('--key');
  if (!api || !key) return 'both --api and --key are required';
  let base: URL;
  try {
    base = new URL(api);
  } catch {
    return `--api is not a URL: ${api}`;
  }
  const page = value('--page') ?? 'https://example.com/';
  let webhook = value('--webhook');
  try {
    webhook ??= new URL('/smoke-webhook', page).href;
  } catch {
    return `--page is not a URL: ${page}`;
  }
  const timeout = Number(value('--timeout') ?? 180);
  if (!Number.isFinite(timeout) || timeout <= 0) return '--timeout must be a positive number of seconds';
  // The stack output names /api/v1; a bare origin (npm start) gets it added.
  const path = base.pathname.replace(/\/+$/, '');
  const apiBase = /\/v1$/.test(path) ? `${base.origin}${path}` : `${base.origin}${path}/api/v1`;
  return { api: apiBase, key, page, webhook, timeoutMs: timeout * 1000 };
}

class StepFailure extends Error {}

const fail = (message: string): never => {
  throw new StepFailure(message);
};

async function call(
  opts: SmokeOptions,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${opts.api}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${opts.key}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(Math.max(opts.timeoutMs, 60_000)),
  });
  const text = await res.text();
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return fail(`${method} ${path}: HTTP ${res.status}, not JSON: ${text.slice(0, 120)}`);
  }
  return { status: res.status, body: parsed };
}

function expectStatus(answer: { status: number; body: Record<string, unknown> }, want: number, what: string) {
  if (answer.status === want) return;
  const error = answer.body.error as { code?: string; message?: string } | undefined;
  fail(`${what}: HTTP ${answer.status}${error ? ` ${error.code}: ${error.message}` : ''} (expected ${want})`);
}

/** Runs every step (later ones are skipped when what they need failed) and reports each. */
export async function runSmoke(
  opts: SmokeOptions,
  report: (step: SmokeStep) => void = () => {},
): Promise<SmokeStep[]> {
  const steps: SmokeStep[] = [];
  const step = async (name: string, fn: () => Promise<string>): Promise<boolean> => {
    const started = performance.now();
    let result: SmokeStep;
    try {
      result = { name, ok: true, ms: 0, detail: await fn() };
    } catch (err) {
      result = { name, ok: false, ms: 0, detail: err instanceof Error ? err.message : String(err) };
    }
    result.ms = Math.round(performance.now() - started);
    steps.push(result);
    report(result);
    return result.ok;
  };
  const skip = (name: string, why: string) => {
    const result = { name, ok: false, ms: 0, detail: `skipped: ${why}` };
    steps.push(result);
    report(result);
  };

  await step('openapi document', async () => {
    const res = await fetch(`${opts.api}/openapi.json`, { signal: AbortSignal.timeout(30_000) });
    if (res.status !== 200) fail(`GET /openapi.json: HTTP ${res.status}`);
    const doc = (await res.json()) as { openapi?: string; paths?: Record<string, unknown> };
    if (!doc.openapi || !doc.paths) fail('GET /openapi.json: no "openapi" version or "paths"');
    return `OpenAPI ${doc.openapi}, ${Object.keys(doc.paths ?? {}).length} paths`;
  });

  let syncScanId: string | null = null;
  await step('sync scan', async () => {
    const answer = await call(opts, 'POST', '/scan', { url: opts.page, finding_limit: 3 });
    expectStatus(answer, 200, 'POST /scan');
    const { scan_id, score, verdict } = answer.body as { scan_id?: string; score?: number; verdict?: string };
    if (!scan_id || typeof score !== 'number') fail('POST /scan: the audit has no scan_id or score');
    syncScanId = scan_id!;
    return `${scan_id} score ${score} (${verdict})`;
  });

  await step('async scan', async () => {
    const answer = await call(opts, 'POST', '/scan', {
      url: opts.page,
      async: true,
      webhook_url: opts.webhook,
    });
    expectStatus(answer, 202, 'POST /scan (async)');
    const scanId = answer.body.scan_id as string | undefined;
    if (!scanId) fail('POST /scan (async): no scan_id');
    const deadline = Date.now() + opts.timeoutMs;
    for (;;) {
      const polled = await call(opts, 'GET', `/scans/${scanId}`);
      expectStatus(polled, 200, `GET /scans/${scanId}`);
      const status = polled.body.status as string;
      if (status === 'completed') return `${scanId} completed`;
      if (status === 'failed') fail(`${scanId} failed: ${JSON.stringify(polled.body.error ?? null)}`);
      if (Date.now() > deadline) fail(`${scanId} still ${status} after ${opts.timeoutMs / 1000} s`);
      await new Promise((r) => setTimeout(r, opts.pollMs ?? 2_000));
    }
  });

  await step('list webhooks', async () => {
    const answer = await call(opts, 'GET', '/webhooks');
    expectStatus(answer, 200, 'GET /webhooks');
    if (!Array.isArray(answer.body.data)) fail('GET /webhooks: no "data" list');
    return `${(answer.body.data as unknown[]).length} endpoint(s)`;
  });

  if (!syncScanId) skip('scan checks', 'the sync scan failed');
  else
    await step('scan checks', async () => {
      const answer = await call(opts, 'GET', `/scans/${syncScanId}/checks`);
      expectStatus(answer, 200, `GET /scans/${syncScanId}/checks`);
      const checks = answer.body.checks as unknown[] | undefined;
      if (!Array.isArray(checks) || checks.length === 0) fail('GET /scans/{id}/checks: no checks');
      return `${checks!.length} checks, counts ${JSON.stringify(answer.body.counts)}`;
    });
  return steps;
}

export function stepLine(s: SmokeStep): string {
  return `${s.ok ? 'PASS' : 'FAIL'}  ${s.name.padEnd(16)} ${String(s.ms).padStart(6)} ms  ${s.detail}`;
}

async function main(): Promise<void> {
  const opts = parseSmokeArgs(process.argv.slice(2));
  if (typeof opts === 'string') {
    console.error(`${opts}\n\n${USAGE}`);
    process.exit(2);
  }
  console.log(`smoke test of ${opts.api} (page ${opts.page})`);
  const steps = await runSmoke(opts, (s) => console.log(stepLine(s)));
  const failed = steps.filter((s) => !s.ok).length;
  console.log(failed ? `${failed} of ${steps.length} steps failed` : `all ${steps.length} steps passed`);
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
