import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalRuntime, type LocalRuntime } from '../../infra/local/runtime.js';
import type { Resolver } from '../../lib/net/ssrf-guard.js';
import { serveCorpus } from '../support/corpus.js';
import type { LocalServer } from '../support/local-server.js';

// Issue 25, items 8 and 12: answers that contradicted the docs or lacked a header, against the
// embedded runtime and the real handlers.

const KEY = 'service_live_security_edge_answers_key';
let runtime: LocalRuntime;
let pages: LocalServer;

/** Names a red team pointed at addresses the guard refuses even in development (no real DNS). */
const fakeDns: Resolver = async (host) => {
  if (host === 'metadata-alias.example.com') return [{ address: '169.254.169.254', family: 4 }];
  if (host === 'this-host.example.com') return [{ address: '0.0.0.0', family: 4 }];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
};

async function call(
  method: string,
  path: string,
  opts: { body?: unknown; headers?: Record<string, string> } = {},
) {
  const res = await fetch(`${runtime.url}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      authorization: `Bearer ${KEY}`,
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...opts.headers,
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // HTML (the portal, the report) stays text.
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, headers: res.headers, body: body as any, text };
}

/** Raw bytes on a fresh connection; resolves with everything the server sent before it closed. */
function raw(request: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(runtime.port, '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(text));
    setTimeout(() => socket.destroy(), 5_000);
  });
}

function envelopeOf(answer: string): {
  status: number;
  headers: string;
  body: { error: Record<string, unknown> };
} {
  const [head, body] = answer.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body: JSON.parse(body) };
}

beforeAll(async () => {
  pages = await serveCorpus();
  runtime = await startLocalRuntime({
    dataDir: null,
    env: { ...process.env, ALLOW_PRIVATE_TARGETS: '1', RENDER_MODE: 'static' },
  });
  runtime.services.resolver = fakeDns;
  await runtime.seed(KEY, 'dev');
}, 120_000);

afterAll(async () => {
  await runtime?.stop();
  await pages?.close();
});

describe('headers on every answer (item 8)', () => {
  it('sends X-Content-Type-Options: nosniff on JSON, errors, the portal and the server’s own answers', async () => {
    const answers = await Promise.all([
      call('GET', '/api/v1/checks'),
      call('GET', '/api/v1/account'),
      call('GET', '/api/v1/scans/sc_doesnotexist0'),
      call('GET', '/api/v1/account', { headers: { authorization: 'Bearer nope' } }),
      call('PUT', '/api/v1/scans'),
      call('GET', '/nowhere'),
      call('GET', '/portal'),
      call('POST', '/portal/keys'),
      call('PUT', '/portal/keys'),
    ]);
    for (const answer of answers) expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    const malformed = await raw(
      'GET /api/v1/checks HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
    );
    expect(envelopeOf(malformed).headers).toContain('x-content-type-options: nosniff');
  });

  it('answers a wrong method on a portal page with 405 and Allow, as the API does', async () => {
    const keys = await call('PUT', '/portal/keys');
    expect(keys.status).toBe(405);
    expect(keys.headers.get('allow')).toBe('GET, POST');
    expect(keys.text).toContain('Method not allowed');
    const home = await call('DELETE', '/portal');
    expect(home.status).toBe(405);
    expect(home.headers.get('allow')).toBe('GET');
    const signIn = await call('GET', '/portal/sign-in');
    expect(signIn.status).toBe(405);
    expect(signIn.headers.get('allow')).toBe('POST');
    const api = await call('PUT', '/api/v1/webhooks');
    expect(api.status).toBe(405);
    expect(api.headers.get('allow')).toBe('GET, POST, DELETE');
    expect(api.body.error).toMatchObject({ code: 'METHOD_NOT_ALLOWED', status: 405 });
  });

  it('states frame-ancestors in the report’s header only, not in its <meta> CSP (browsers ignore it there)', async () => {
    const scan = await call('POST', '/api/v1/scan', {
      body: { url: pages.at('/saas/agilezen-home.html'), finding_limit: 1 },
    });
    expect(scan.status, scan.text).toBe(200);
    const report = await call('GET', `/api/v1/scans/${scan.body.scan_id}/report`);
    expect(report.status).toBe(200);
    expect(report.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(report.text);
    expect(meta?.[1]).toContain('default-src &#39;none&#39;');
    expect(meta?.[1]).not.toContain('frame-ancestors');
  }, 120_000);
});

describe('answers the docs promise (item 12)', () => {
  it('answers CONNECT in the SPEC 7 envelope: 405 on a route, 404 elsewhere, 400 for a host:port target', async () => {
    const onRoute = envelopeOf(await raw('CONNECT /api/v1/scan HTTP/1.1\r\nHost: x\r\n\r\n'));
    expect(onRoute.status).toBe(405);
    expect(onRoute.headers).toContain('allow: post');
    expect(onRoute.body.error).toMatchObject({ code: 'METHOD_NOT_ALLOWED', status: 405 });
    const unknown = envelopeOf(await raw('CONNECT /elsewhere HTTP/1.1\r\nHost: x\r\n\r\n'));
    expect(unknown.body.error).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    const tunnel = envelopeOf(await raw('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n'));
    expect(tunnel.body.error).toMatchObject({ code: 'INVALID_REQUEST', status: 400 });
    for (const answer of [onRoute, unknown, tunnel]) expect(answer.headers).toContain('connection: close');
  });

  it('parses the bearer scheme strictly: one space, one token', async () => {
    for (const header of [`Bearer  ${KEY}`, `Bearer\t${KEY}`, `Bearer ${KEY} extra`, `Bearer:${KEY}`, KEY]) {
      const answer = await call('GET', '/api/v1/account', { headers: { authorization: header } });
      expect(answer.status, header).toBe(401);
      expect(answer.body.error.code).toBe('AUTH_INVALID');
    }
    expect(
      (await call('GET', '/api/v1/account', { headers: { authorization: `Bearer ${KEY}` } })).status,
    ).toBe(200);
    // The scheme name is case-insensitive (RFC 9110 11.1).
    expect(
      (await call('GET', '/api/v1/account', { headers: { authorization: `bearer ${KEY}` } })).status,
    ).toBe(200);
  });

  it('refuses a base_url, batch URL or batch item whose name resolves to a refused address, before billing', async () => {
    const before = (await call('GET', '/api/v1/account')).body;
    const scansBefore = (await call('GET', '/api/v1/scans?limit=100')).body.data.length;
    const cases: [string, unknown, string][] = [
      ['/api/v1/scan', { url: 'https://metadata-alias.example.com/' }, 'url: '],
      [
        '/api/v1/scan',
        { html: '<h1>Draft</h1>', base_url: 'https://metadata-alias.example.com/pricing' },
        'base_url: ',
      ],
      [
        '/api/v1/scan',
        {
          html: '<h1>Draft</h1>',
          base_url: 'https://this-host.example.com/',
          async: true,
          webhook_url: pages.at('/hook'),
        },
        'base_url: ',
      ],
      [
        '/api/v1/scan/batch',
        {
          urls: [pages.at('/saas/agilezen-home.html'), 'https://this-host.example.com/'],
          webhook_url: pages.at('/hook'),
        },
        'urls[1]: ',
      ],
      [
        '/api/v1/scan/batch',
        {
          items: [{ url: pages.at('/saas/agilezen-home.html') }, { url: 'metadata-alias.example.com' }],
          webhook_url: pages.at('/hook'),
        },
        'items[1].url: ',
      ],
      [
        '/api/v1/scan/batch',
        {
          items: [{ html: '<h1>A</h1>', base_url: 'https://metadata-alias.example.com/' }],
          webhook_url: pages.at('/hook'),
        },
        'items[0].base_url: ',
      ],
    ];
    for (const [path, body, field] of cases) {
      const answer = await call('POST', path, { body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.code).toBe('INVALID_URL');
      expect(answer.body.error.message.startsWith(field), answer.body.error.message).toBe(true);
      expect(answer.body.error.message).toMatch(/resolves to (169\.254\.169\.254|0\.0\.0\.0)/);
    }
    const after = (await call('GET', '/api/v1/account')).body;
    expect(after.credits).toEqual(before.credits);
    expect(after.usage).toEqual(before.usage);
    expect((await call('GET', '/api/v1/scans?limit=100')).body.data.length).toBe(scansBefore);
  });

  it('lets a name that does not resolve through to the fetch, as before', async () => {
    const answer = await call('POST', '/api/v1/scan', { body: { url: 'https://no-such-host.example.com/' } });
    expect(answer.status).not.toBe(400);
  }, 60_000);
});
