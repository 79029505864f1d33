import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveCorpus } from '../support/corpus.js';
import type { LocalServer } from '../support/local-server.js';
import { npmRun, repoEnv, startService, type ServiceProcess } from '../support/npm-start.js';

const SEED_KEY = 'service_live_npm_start_seed_key';

let dataDir: string;
let server: ServiceProcess;
let baseUrl: string;
let corpus: LocalServer;

/** `npm run admin -- <args>` against the same DATA_DIR, as an operator runs it. */
const admin = (args: string[]) => npmRun('admin', args, repoEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'ERROR' }));

async function get(pathname: string, key: string) {
  const res = await fetch(`${baseUrl}${pathname}`, { headers: { authorization: `Bearer ${key}` } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'npm-start-'));
  corpus = await serveCorpus();
  server = await startService({
    DATA_DIR: dataDir,
    SEED_API_KEY: SEED_KEY,
    SEED_PLAN: 'dev',
    ALLOW_PRIVATE_TARGETS: '1',
    RENDER_MODE: 'static',
  });
  baseUrl = server.url;
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await corpus?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}, 60_000);

describe('npm start as a separate process', () => {
  it('serves the seeded key and scans a page over real HTTP', async () => {
    const res = await fetch(`${baseUrl}/api/v1/scan`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SEED_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url: corpus.at('/saas/agilezen-home.html'), finding_limit: 2 }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('ratelimit-limit')).toBe('60');
    const body = (await res.json()) as {
      scan_id: string;
      findings: unknown[];
      scan_meta: { cost_usd: number };
    };
    expect(body.findings).toHaveLength(2);
    expect(body.scan_meta.cost_usd).toBe(0.236);
    const listed = await get('/v1/scans', SEED_KEY);
    expect((listed.body.data as { scan_id: string }[])[0].scan_id).toBe(body.scan_id);
  });

  it('accepts accounts created and keys revoked by npm run admin while it runs', async () => {
    const created = await admin(['account', 'create', '--plan', 'builder', '--json']);
    expect(created.code, created.stderr).toBe(0);
    const account = JSON.parse(created.stdout.trim().split('\n').pop()!) as {
      account_id: string;
      api_key: string;
      plan: string;
    };
    expect(account).toMatchObject({ account_id: expect.stringMatching(/^acct_/), plan: 'builder' });
    expect(account.api_key).toMatch(/^service_live_/);
    const ok = await get('/api/v1/scans', account.api_key);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ data: [], next_cursor: null });

    const revoked = await admin(['key', 'revoke', account.api_key, '--json']);
    expect(revoked.code, revoked.stderr).toBe(0);
    expect(JSON.parse(revoked.stdout.trim())).toEqual({ revoked: true });
    const refused = await get('/api/v1/scans', account.api_key);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({
      error: { code: 'AUTH_INVALID', message: expect.any(String), status: 401 },
    });
  }, 90_000);
});
