import http from 'node:http';
import net from 'node:net';
import type { LookupAddress } from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_KEPT_FAILURES,
  PROXY_FAILURE_HEADER,
  startGuardedProxy,
  type ProxyFailure,
} from '../../lib/net/guarded-proxy.js';
import { startServer, type LocalServer } from '../support/local-server.js';

let site: LocalServer;

beforeAll(async () => {
  site = await startServer((req, res) => res.end(`host=${req.headers.host} path=${req.url}`));
});

afterAll(async () => {
  await site.close();
});

/** Fake DNS answering from a table; a name missing from it does not exist. */
function resolverFrom(table: Record<string, string[]>) {
  const calls: string[] = [];
  const resolver = async (hostname: string): Promise<LookupAddress[]> => {
    calls.push(hostname);
    const answers = table[hostname];
    if (!answers) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return answers.map((address) => ({ address, family: net.isIP(address) }));
  };
  return { resolver, calls };
}

/** A plain-HTTP request through the proxy (absolute URI in the request line). */
function viaProxy(
  proxyPort: number,
  url: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: proxyPort, path: url, headers: { host: new URL(url).host } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on('error', reject);
  });
}

/** Sends CONNECT and returns the proxy's status line plus the socket (open on success). */
function connectVia(
  proxyPort: number,
  authority: string,
): Promise<{ statusLine: string; socket: net.Socket }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(proxyPort, '127.0.0.1', () => {
      socket.write(`CONNECT ${authority} HTTP/1.1\r\nHost: ${authority}\r\n\r\n`);
    });
    socket.once('data', (chunk) =>
      resolve({ statusLine: chunk.toString('latin1').split('\r\n')[0], socket }),
    );
    socket.once('error', reject);
  });
}

describe('startGuardedProxy', () => {
  it('forwards plain HTTP to the checked address and keeps the Host header', async () => {
    const { resolver } = resolverFrom({ 'shop.test': ['127.0.0.1'] });
    const proxy = await startGuardedProxy({ allowPrivate: true, resolver });
    try {
      const res = await viaProxy(proxy.port, `http://shop.test:${site.port}/cart?x=1`);

      expect(res.status).toBe(200);
      expect(res.body).toBe(`host=shop.test:${site.port} path=/cart?x=1`);
      expect(proxy.failures).toEqual([]);
    } finally {
      await proxy.close();
    }
  });

  it('refuses a private target when private targets are not allowed, without connecting', async () => {
    const proxy = await startGuardedProxy({ allowPrivate: false, resolver: resolverFrom({}).resolver });
    const before = site.connections;
    try {
      const res = await viaProxy(proxy.port, site.at('/secret'));

      expect(res.status).toBe(403);
      expect(res.headers[PROXY_FAILURE_HEADER]).toBe('blocked');
      expect(proxy.failures[0]).toMatchObject({ kind: 'blocked', target: site.at('/secret') });
      expect(proxy.failures[0].refusal?.name).toBe('ForbiddenTargetError');
      expect(site.connections).toBe(before);
    } finally {
      await proxy.close();
    }
  });

  it('refuses the metadata address and metadata names even when private targets are allowed', async () => {
    const { resolver } = resolverFrom({ 'evil.test': ['127.0.0.1', '169.254.169.254'] });
    const proxy = await startGuardedProxy({ allowPrivate: true, resolver });
    try {
      const literal = await connectVia(proxy.port, '169.254.169.254:80');
      const name = await viaProxy(proxy.port, 'http://metadata.google.internal/computeMetadata/v1/');
      const mixed = await connectVia(proxy.port, 'evil.test:443');

      expect(literal.statusLine).toBe('HTTP/1.1 403 Forbidden');
      expect(name.status).toBe(403);
      expect(mixed.statusLine).toBe('HTTP/1.1 403 Forbidden');
      expect(proxy.failures.map((f) => f.kind)).toEqual(['blocked', 'blocked', 'blocked']);
      expect(proxy.failures[2].reason).toContain('169.254.169.254');
      literal.socket.destroy();
      mixed.socket.destroy();
    } finally {
      await proxy.close();
    }
  });

  it('tunnels CONNECT to the checked address', async () => {
    const { resolver } = resolverFrom({ 'tunnel.test': ['127.0.0.1'] });
    const proxy = await startGuardedProxy({ allowPrivate: true, resolver });
    try {
      const { statusLine, socket } = await connectVia(proxy.port, `tunnel.test:${site.port}`);
      const reply = new Promise<string>((resolve) => {
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString('latin1')));
        socket.on('end', () => resolve(text));
      });
      socket.write(`GET /through HTTP/1.1\r\nHost: tunnel.test\r\nConnection: close\r\n\r\n`);

      expect(statusLine).toBe('HTTP/1.1 200 Connection Established');
      expect(await reply).toContain('host=tunnel.test path=/through');
    } finally {
      await proxy.close();
    }
  });

  it('resolves each host once while its answer is fresh, so a rebinding answer cannot change the target', async () => {
    let answers = 0;
    const resolver = async (): Promise<LookupAddress[]> => {
      answers++;
      return answers === 1
        ? [{ address: '127.0.0.1', family: 4 }]
        : [{ address: '169.254.169.254', family: 4 }];
    };
    const proxy = await startGuardedProxy({ allowPrivate: true, resolver });
    try {
      const first = await viaProxy(proxy.port, `http://rebind.test:${site.port}/a`);
      const second = await viaProxy(proxy.port, `http://rebind.test:${site.port}/b`);

      expect(first.body).toContain('path=/a');
      expect(second.body).toContain('path=/b');
      expect(answers).toBe(1);
    } finally {
      await proxy.close();
    }
  });

  it('answers 502 for a host that does not resolve and records why', async () => {
    const proxy = await startGuardedProxy({ allowPrivate: true, resolver: resolverFrom({}).resolver });
    try {
      const res = await viaProxy(proxy.port, 'http://cdn.nowhere.test/app.js');
      const tunnel = await connectVia(proxy.port, 'cdn.nowhere.test:443');

      expect(res.status).toBe(502);
      expect(res.headers[PROXY_FAILURE_HEADER]).toBe('unreachable');
      expect(tunnel.statusLine).toBe('HTTP/1.1 502 Bad Gateway');
      expect(proxy.failures.map((f) => f.kind)).toEqual(['unreachable', 'unreachable']);
      expect(proxy.failures[0].reason).toContain('ENOTFOUND');
      tunnel.socket.destroy();
    } finally {
      await proxy.close();
    }
  });

  it('asks DNS again once the cached answer has expired, and checks the new answer', async () => {
    let answers = 0;
    const resolver = async (): Promise<LookupAddress[]> => {
      answers++;
      return answers === 1
        ? [{ address: '127.0.0.1', family: 4 }]
        : [{ address: '169.254.169.254', family: 4 }];
    };
    const proxy = await startGuardedProxy({ allowPrivate: true, resolver, resolveCacheMs: 0 });
    try {
      const first = await viaProxy(proxy.port, `http://rebind.test:${site.port}/a`);
      const second = await viaProxy(proxy.port, `http://rebind.test:${site.port}/b`);

      expect(first.status).toBe(200);
      expect(second.status).toBe(403);
      expect(answers).toBe(2);
      expect(proxy.failures[0].reason).toContain('169.254.169.254');
    } finally {
      await proxy.close();
    }
  });

  it('tells each listener about the failures made while it listens, and stops when told', async () => {
    const proxy = await startGuardedProxy({ allowPrivate: true, resolver: resolverFrom({}).resolver });
    try {
      await viaProxy(proxy.port, 'http://before.test/x.js');
      const heard: ProxyFailure[] = [];
      const stop = proxy.onFailure((failure) => heard.push(failure));
      await viaProxy(proxy.port, 'http://during.test/x.js');
      stop();
      await viaProxy(proxy.port, 'http://after.test/x.js');

      expect(heard.map((f) => f.target)).toEqual(['http://during.test/x.js']);
      expect(proxy.failures.map((f) => f.target)).toEqual([
        'http://before.test/x.js',
        'http://during.test/x.js',
        'http://after.test/x.js',
      ]);
    } finally {
      await proxy.close();
    }
  });

  it('keeps only the latest failures, so a proxy that lives for many scans does not grow', async () => {
    const proxy = await startGuardedProxy({ allowPrivate: true, resolver: resolverFrom({}).resolver });
    try {
      for (let i = 0; i < MAX_KEPT_FAILURES + 5; i++) await viaProxy(proxy.port, `http://gone.test/${i}`);

      expect(proxy.failures).toHaveLength(MAX_KEPT_FAILURES);
      expect(proxy.failures[0].target).toBe('http://gone.test/5');
      expect(proxy.failures.at(-1)!.target).toBe(`http://gone.test/${MAX_KEPT_FAILURES + 4}`);
    } finally {
      await proxy.close();
    }
  });
});
