import http from 'node:http';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalRuntime, type LocalRuntime } from '../../infra/local/runtime.js';
import { resourcesOfType } from '../../infra/local/template.js';
import { sweepExpired } from '../../infra/local/ttl-sweeper.js';
import { MAX_SESSIONS_PER_KEY, SESSION_COOKIE } from '../../lib/portal/sessions.js';

// Issue 25, item 5: 300 wrong keys were answered at 13-30 a second with no lockout, one key opened
// 132 sessions in 8 s while over its rate limit, and expired sessions were never deleted on the
// embedded runtime. Clients are told apart by their address: each test speaks from its own
// loopback address (127.0.0.x), as different machines would.

const KEY = 'service_live_security_portal_signin_key';
const SLOW_KEY = 'service_live_security_portal_playground_key';
let runtime: LocalRuntime;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

function post(from: string, path: string, form: Record<string, string>, cookie?: string): Promise<Answer> {
  const body = new URLSearchParams(form).toString();
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${runtime.url}${path}`,
      {
        method: 'POST',
        localAddress: from,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'sec-fetch-site': 'same-origin',
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function get(path: string, cookie: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${runtime.url}${path}`, { headers: { cookie } }, (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      })
      .on('error', reject);
  });
}

const signIn = (from: string, key: string) => post(from, '/portal/sign-in', { api_key: key });
const cookieOf = (answer: Answer) => String(answer.headers['set-cookie']?.[0] ?? '').split(';')[0];

async function sessionItems(): Promise<Record<string, unknown>[]> {
  const table = runtime.services.table;
  const page = await table.doc.send(
    new ScanCommand({
      TableName: table.name,
      FilterExpression: 'begins_with(pk, :p)',
      ExpressionAttributeValues: { ':p': 'SESSION#' },
    }),
  );
  return page.Items ?? [];
}

beforeAll(async () => {
  runtime = await startLocalRuntime({
    dataDir: null,
    env: { ...process.env, RENDER_MODE: 'static', TTL_SWEEP_MS: '1000' },
  });
  await runtime.seed(KEY, 'dev');
  await runtime.seed(SLOW_KEY, 'playground');
}, 120_000);

afterAll(async () => {
  await runtime?.stop();
});

describe('portal sign-in throttle (item 5)', () => {
  it('backs off a client after five failed attempts, valid key or not, and leaves other clients alone', async () => {
    for (let i = 0; i < 5; i++)
      expect((await signIn('127.0.0.2', `service_live_wrong_guess_${i}`)).status).toBe(401);
    const blocked = await signIn('127.0.0.2', 'service_live_wrong_guess_5');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(blocked.text).toContain('Too many failed sign-ins');
    // Even the right key waits: the client, not the key, is what is guessing.
    expect((await signIn('127.0.0.2', KEY)).status).toBe(429);
    // Another client is not held up by this one.
    const other = await signIn('127.0.0.5', KEY);
    expect(other.status).toBe(303);
  });

  it('backs off a key tried too often, whichever clients try it', async () => {
    const guessed = 'service_live_the_same_wrong_guess';
    for (let i = 0; i < 5; i++) expect((await signIn(`127.0.1.${i + 1}`, guessed)).status).toBe(401);
    expect((await signIn('127.0.1.9', guessed)).status).toBe(429);
    expect((await signIn('127.0.1.9', 'service_live_another_wrong_guess')).status).toBe(401);
  });

  it('refuses a sign-in over the account’s per-minute budget (the playground allows 5)', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await signIn('127.0.2.1', SLOW_KEY)).status);
    expect(answers.slice(0, 5)).toEqual([303, 303, 303, 303, 303]);
    expect(answers[5]).toBe(429);
  });

  it(`keeps at most ${MAX_SESSIONS_PER_KEY} live sessions per key: the oldest ends`, async () => {
    const cookies: string[] = [];
    for (let i = 0; i < MAX_SESSIONS_PER_KEY + 5; i++) {
      const answer = await signIn('127.0.3.1', KEY);
      expect(answer.status).toBe(303);
      cookies.push(cookieOf(answer));
    }
    expect(cookies[0].startsWith(`${SESSION_COOKIE}=`)).toBe(true);
    const keyHash = (await sessionItems()).map((s) => s.key_hash);
    const mine = keyHash.filter((h) => h === keyHash[keyHash.length - 1]);
    expect(mine.length).toBeLessThanOrEqual(MAX_SESSIONS_PER_KEY);
    // The newest session opens the portal; the first one was ended.
    expect((await get('/portal/keys', cookies[cookies.length - 1])).status).toBe(200);
    const oldest = await get('/portal/keys', cookies[0]);
    expect(oldest.status).toBe(303);
    expect(oldest.headers.location).toContain('session-ended');
  });
});

describe('expired sessions are deleted (item 5)', () => {
  it('on AWS by the table’s TTL on expires_at', () => {
    const [, table] = resourcesOfType(runtime.template, 'AWS::DynamoDB::Table')[0];
    expect(table.Properties?.TimeToLiveSpecification).toEqual({ AttributeName: 'expires_at', Enabled: true });
  });

  it('on the embedded runtime by its own sweep, which keeps what has not expired', async () => {
    const before = await sessionItems();
    expect(before.length).toBeGreaterThan(0);
    // The runtime sweeps every TTL_SWEEP_MS (1 s here): nothing live goes.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect((await sessionItems()).length).toBe(before.length);
    // Two hours on, every session has expired: the next sweeps delete them all.
    const realNow = runtime.services.now;
    runtime.services.now = () => new Date(Date.now() + 2 * 60 * 60 * 1000);
    try {
      const deadline = Date.now() + 15_000;
      while ((await sessionItems()).length > 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 250));
      expect(await sessionItems()).toEqual([]);
    } finally {
      runtime.services.now = realNow;
    }
    // The sweep itself, directly: an item not yet expired is kept, an expired one is deleted.
    expect(await sweepExpired(runtime.services.table, new Date())).toBeGreaterThanOrEqual(0);
  }, 30_000);
});
