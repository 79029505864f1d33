import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, getAccount, updateAccountSettings } from '../../lib/accounts/accounts.js';
import { BASE_PATHS, ROUTES } from '../../lib/api/routes.js';
import { listScans } from '../../lib/scans/scans.js';
import { listEndpoints } from '../../lib/webhooks/endpoints.js';
import { startLocalRuntime, type LocalRuntime } from '../../infra/local/runtime.js';

/**
 * Generated bad requests over every route of lib/api/routes.ts, sent as raw bytes over real
 * sockets to the embedded HTTP server and the real handlers. Deterministic: one seeded generator.
 * Private targets stay refused, so nothing the fuzzer sends can start a real scan.
 */
const SEED = 0x5eed_0014;
const CASES = 360;
const CLIENT_TIMEOUT_MS = 15_000;

/** mulberry32: a small seeded PRNG, so every run sends the same requests. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)],
    chance: (p: number) => next() < p,
  };
}
type Rng = ReturnType<typeof prng>;

const HUGE = 'A'.repeat(70_000);
const BIG = 'x'.repeat(9_000);
const UNICODE = ['é', '日本語', '🦄', '\u202e', '\u0000', '\ud800', 'ﬀ', 'İ', '\u200b', 'Ω≈ç√'];

/** Values of every JSON type that no field of the API accepts as they are. */
function oddValue(r: Rng, depth = 0): unknown {
  const choices: (() => unknown)[] = [
    () => null,
    () => r.pick([true, false]),
    () => r.pick([0, -1, 1.5, 1e308, -0, 2 ** 53 + 1, 99999999999]),
    () => r.pick(['', ' ', 'null', 'undefined', '[]', '{}', 'NaN', '-1', BIG, '%00', '../..']),
    () => r.pick(UNICODE).repeat(1 + r.int(50)),
    () => (depth < 3 ? [oddValue(r, depth + 1), oddValue(r, depth + 1)] : []),
    () => (depth < 3 ? { [r.pick(POLLUTION_KEYS)]: oddValue(r, depth + 1) } : {}),
    () => r.pick(BAD_URLS),
  ];
  return r.pick(choices)();
}

const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

/** URLs every route refuses: malformed, wrong scheme, private (ALLOW_PRIVATE_TARGETS is off). */
const BAD_URLS = [
  'http://127.0.0.1:9/',
  'http://localhost/',
  'http://169.254.169.254/latest/meta-data/',
  'http://[::1]/',
  'http://0x7f.1/',
  'file:///etc/passwd',
  'javascript:alert(1)',
  'ftp://example.com/',
  'http://',
  'http:// space.com',
  'https://user:pass@example.com/',
  'http://nodomain/',
  'https://example.invalid/',
  'http://foo.local/',
  `https://${'a'.repeat(300)}.com/`,
  `https://example.com/${'p'.repeat(10_000)}`,
  'https://例え.テスト/',
  'http://10.0.0.1/',
  '//example.com',
  'example',
];

const FIELDS: Record<string, string[]> = {
  '/scan': ['url', 'async', 'webhook_url', 'pages', 'fields', 'finding_limit', 'finding_depth', 'force'],
  '/scan/batch': ['urls', 'webhook_url', 'pages', 'fields', 'finding_limit', 'finding_depth'],
  '/webhooks': ['url', 'events', 'description', 'id'],
};

/** A JSON-ish body: malformed text, a wrong top-level type, or an object with bad field values. */
function body(r: Rng, routePath: string): string {
  const fields = FIELDS[routePath] ?? ['url', 'id'];
  const kind = r.int(10);
  if (kind === 0)
    return r.pick([
      '{',
      '{"url":',
      '{"url": "http://127.0.0.1/",}',
      "{'url': 'x'}",
      'nul',
      '[1,2',
      '{"a":1}{"b":2}',
      '\u0000\u0001\u0002',
      '"\\ud800"',
      '{"url":"\\u0000"}',
      'NaN',
      '1e99999',
      '['.repeat(5000) + ']'.repeat(5000),
      '{"a":'.repeat(3000) + '1' + '}'.repeat(3000),
      Buffer.from([0xff, 0xfe, 0x00, 0x7b]).toString('latin1'),
    ]);
  if (kind === 1) return JSON.stringify(r.pick([null, 0, 'string', [], [{ url: BAD_URLS[0] }], true]));
  if (kind === 2) return `{"url":"${HUGE}"}`; // over 64 KB: 413
  if (kind === 3) {
    // Prototype pollution: keys JSON.parse keeps as own properties.
    const key = r.pick(POLLUTION_KEYS);
    return `{"${key}":{"admin":true,"credits":999999,"plan":"enterprise"},"url":${JSON.stringify(r.pick(BAD_URLS))}}`;
  }
  const obj: Record<string, unknown> = {};
  for (const f of fields) if (r.chance(0.6)) obj[f] = f.endsWith('url') ? r.pick(BAD_URLS) : oddValue(r);
  if (fields.includes('url') && r.chance(0.8)) obj.url = r.chance(0.7) ? r.pick(BAD_URLS) : oddValue(r);
  if (fields.includes('urls') && r.chance(0.8))
    obj.urls = r.chance(0.5) ? Array.from({ length: r.int(14) }, () => r.pick(BAD_URLS)) : oddValue(r);
  if (r.chance(0.2)) obj[r.pick(POLLUTION_KEYS)] = oddValue(r);
  if (r.chance(0.1)) obj[r.pick(UNICODE)] = oddValue(r);
  return JSON.stringify(obj);
}

const IDS = [
  'sc_abcdef123',
  'sc_',
  'sc_' + 'z'.repeat(5_000),
  'wh_abcdefgh12',
  '__proto__',
  'constructor',
  '%2e%2e%2fscans',
  '..',
  '%',
  '%E0%A4%A',
  '%00',
  encodeURIComponent('日本語🦄'),
  'sc_ABCDEF',
  'null',
  'a%2Fb',
  ' ',
];

const METHODS = ['GET', 'POST', 'DELETE', 'PUT', 'PATCH', 'OPTIONS', 'HEAD', 'TRACE', 'PROPFIND', 'FOO'];
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  '*/*',
  '',
  'application/xml',
  'ap\tplication/json',
];
const QUERIES = [
  '',
  '?limit=-1',
  '?limit=abc',
  '?limit=1e9',
  '?limit=5&limit=6',
  '?cursor=garbage',
  '?cursor=' + 'A'.repeat(3000),
  '?cursor=eyJwayI6IkFDQ09VTlQjb3RoZXIifQ',
  '?status=__proto__',
  '?status=fail&status=pass',
  '?id=',
  '?id=wh_abcdefgh12',
  '?id=%',
  '?constructor=1&__proto__[x]=1',
  '?%ZZ=1',
  '?' + 'q'.repeat(8000),
];
const PATHS_ODD = [
  '/',
  '//api/v1/scans',
  '/api/v1',
  '/api/v1/',
  '/api/v2/scans',
  '/api/v1/scans/',
  '/api/v1/../v1/scans',
  '/api/v1/%2e%2e/checks',
  '/api/v1/scans/sc_abcdef123/checks/extra',
  '/API/V1/SCANS',
  '/api/v1/scan;x=1',
  '/api/v1/openapi.json/',
  '/v1/webhooks/wh_abcdefgh12/x',
  '/api/v1/' + 'p'.repeat(6000),
  '/api/v1/%',
  '/api/v1/scans/%F0%9F%A6%84',
];

interface Case {
  label: string;
  raw: Buffer;
  method: string;
  mutating: boolean;
}

function request(r: Rng, key: string, i: number): Case {
  const route = ROUTES[i % ROUTES.length];
  const base = r.pick(BASE_PATHS);
  let method = r.chance(0.75) ? route.method : r.pick(METHODS);
  let path = `${base}${route.path.replace('{id}', r.pick(IDS))}`;
  if (r.chance(0.1)) path = r.pick(PATHS_ODD);
  path += r.chance(0.35) ? r.pick(QUERIES) : '';
  const headers: [string, string][] = [['Host', '127.0.0.1']];
  const auth = r.int(10);
  if (auth <= 5) headers.push(['Authorization', `Bearer ${key}`]);
  else if (auth === 6)
    headers.push([
      'Authorization',
      r.pick([
        'Bearer',
        'Bearer  ',
        'Basic dXNlcjpwYXNz',
        `Bearer ${key} extra`,
        `bearer ${key}x`,
        `Bearer ${BIG}`,
      ]),
    ]);
  else if (auth === 7) headers.push(['Authorization', `Bearer ${key}`], ['Authorization', 'Bearer other']);
  else if (auth === 8) headers.push(['Authorization', `Bearer ${'é'.repeat(40)}`]);
  let payload: Buffer | null = null;
  if (method === 'POST' || method === 'PUT' || method === 'PATCH' || r.chance(0.15)) {
    payload = Buffer.from(body(r, route.path), r.chance(0.05) ? 'latin1' : 'utf8');
    const ct = r.pick(CONTENT_TYPES);
    if (ct) headers.push(['Content-Type', ct]);
  }
  if (r.chance(0.15))
    headers.push(['Idempotency-Key', r.pick(['', 'k', 'k'.repeat(300), '日本', '__proto__'])]);
  if (r.chance(0.1)) headers.push(['X-Odd', BIG]);
  if (r.chance(0.1)) for (let h = 0; h < 80; h++) headers.push([`X-Many-${h}`, String(h)]);
  if (r.chance(0.05)) headers.push(['__proto__', 'x'], ['constructor', 'y']);
  if (r.chance(0.05)) headers.push(['X-Latin1', 'caf\xe9 \xff']);
  if (r.chance(0.03)) headers.push(['X-Huge', 'h'.repeat(20_000)]); // past the 16 KB header block: 400
  headers.push(['Connection', 'close']);
  if (payload) headers.push(['Content-Length', String(payload.length)]);
  if (method === 'HEAD' && payload) method = 'GET';
  const head = `${method} ${path} HTTP/1.1\r\n${headers.map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n`;
  return {
    label: `#${i} ${method} ${path.slice(0, 120)}`,
    raw: Buffer.concat([Buffer.from(head, 'latin1'), payload ?? Buffer.alloc(0)]),
    method,
    mutating: method !== 'GET' && method !== 'HEAD',
  };
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends raw bytes, reads until the server closes; null when nothing complete arrived in time. */
function send(port: number, raw: Buffer): Promise<Answer | 'hang'> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      resolve('hang');
    }, CLIENT_TIMEOUT_MS);
    socket.on('data', (c: Buffer) => chunks.push(c));
    // The server may close before reading all of a body it refused; what it answered still counts.
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'ECONNRESET' && err.code !== 'EPIPE') reject(err);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      if (split < 0) return resolve({ status: 0, headers: {}, body: all.toString('latin1') });
      const lines = all.subarray(0, split).toString('latin1').split('\r\n');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(lines[0])?.[1] ?? 0);
      const headers: Record<string, string> = {};
      for (const line of lines.slice(1)) {
        const at = line.indexOf(':');
        headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      let rest = all.subarray(split + 4);
      if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
        const parts: Buffer[] = [];
        for (;;) {
          const eol = rest.indexOf('\r\n');
          const size = parseInt(rest.subarray(0, eol).toString('latin1'), 16);
          if (!size) break;
          parts.push(rest.subarray(eol + 2, eol + 2 + size));
          rest = rest.subarray(eol + 2 + size + 2);
        }
        rest = Buffer.concat(parts);
      }
      resolve({ status, headers, body: rest.toString('utf8') });
    });
    socket.write(raw);
  });
}

/** SPEC 7: {"error": {"code", "message", "status"}} (plus `blocked` on BOT_BLOCKED), status equal to HTTP. */
function envelopeProblem(answer: Answer): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    return `body is not JSON: ${answer.body.slice(0, 200)}`;
  }
  const p = parsed as { error?: { code?: unknown; message?: unknown; status?: unknown } };
  if (!p || typeof p !== 'object' || !p.error || typeof p.error !== 'object') return 'no error object';
  const keys = Object.keys(p).filter((k) => k !== 'error' && k !== 'blocked');
  if (keys.length) return `extra top-level keys ${keys.join(',')}`;
  if (typeof p.error.code !== 'string' || !/^[A-Z_]+$/.test(p.error.code)) return 'error.code is not a CODE';
  if (typeof p.error.message !== 'string' || !p.error.message) return 'error.message is not a string';
  if (p.error.status !== answer.status)
    return `error.status ${String(p.error.status)} != HTTP ${answer.status}`;
  return null;
}

let runtime: LocalRuntime;
let accountId: string;
let key: string;

beforeAll(async () => {
  // No ALLOW_PRIVATE_TARGETS: every URL the fuzzer sends is refused before anything is fetched.
  runtime = await startLocalRuntime({
    dataDir: null,
    env: { ...process.env, ALLOW_PRIVATE_TARGETS: '', RENDER_MODE: 'static', LOG_LEVEL: 'SILENT' },
  });
  const created = await createAccount(runtime.services.table, { plan: 'dev' });
  accountId = created.account_id;
  key = created.api_key;
  // The per-minute budget would answer most of the run with 429; the fuzzer wants the handlers.
  await updateAccountSettings(runtime.services.table, accountId, { requests_per_minute: 100_000 });
}, 120_000);

afterAll(async () => {
  await runtime?.stop();
});

/** What a refused request must leave as it was: credits and spend, scans, webhooks. */
async function fingerprint(): Promise<string> {
  const table = runtime.services.table;
  const account = await getAccount(table, accountId);
  const scans = await listScans(table, accountId, { limit: 100 });
  const hooks = await listEndpoints(table, accountId);
  return JSON.stringify({
    credits: account?.credits,
    scans_total: account?.scans_total,
    spend: account?.spend_usd,
    plan: account?.plan,
    pending: [...(account?.pending_charges ?? [])],
    scans: scans.items.map((s) => s.scan_id),
    hooks: hooks.map((h) => h.id),
  });
}

describe('fuzzing every route over real HTTP', () => {
  it(`answers ${CASES} generated bad requests without a 5xx, in the SPEC 7 envelope, and changes nothing`, async () => {
    const r = prng(SEED);
    const serverErrors: string[] = [];
    const badEnvelopes: string[] = [];
    const hangs: string[] = [];
    const changed: string[] = [];
    const statuses = new Map<number, number>();
    const routesHit = new Set<string>();
    let before = await fingerprint();
    for (let i = 0; i < CASES; i++) {
      const c = request(r, key, i);
      routesHit.add(`${ROUTES[i % ROUTES.length].method} ${ROUTES[i % ROUTES.length].path}`);
      const answer = await send(runtime.port, c.raw);
      if (answer === 'hang') {
        hangs.push(c.label);
        continue;
      }
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      if (answer.status >= 500 || answer.status === 0)
        serverErrors.push(`${c.label} -> ${answer.status} ${answer.body.slice(0, 300)}`);
      if (answer.status >= 400 && c.method !== 'HEAD') {
        const problem = envelopeProblem(answer);
        if (problem) badEnvelopes.push(`${c.label} -> ${answer.status}: ${problem}`);
      }
      if (c.mutating) {
        const after = await fingerprint();
        if (answer.status >= 400 && after !== before) changed.push(`${c.label} -> ${answer.status}`);
        before = after;
      }
    }
    expect(hangs).toEqual([]);
    expect(serverErrors).toEqual([]);
    expect(badEnvelopes).toEqual([]);
    expect(changed).toEqual([]);
    expect(routesHit.size).toBe(ROUTES.length);
    // The run exercised refusals of many kinds, not one answer over and over.
    for (const status of [400, 401, 404, 405, 413]) expect(statuses.get(status) ?? 0).toBeGreaterThan(0);
    // Nothing the fuzzer sent may create a scan or spend a credit.
    expect(JSON.parse(before).scans).toEqual([]);
  }, 180_000);
});
