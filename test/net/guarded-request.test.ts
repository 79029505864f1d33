import type { LookupAddress } from 'node:dns';
import net from 'node:net';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ForbiddenTargetError } from '../../lib/errors.js';
import { guardedRequest, OutboundRequestError } from '../../lib/net/guarded-request.js';
import type { Resolver } from '../../lib/net/ssrf-guard.js';
import { startServer, type LocalServer } from '../support/local-server.js';

const servers: LocalServer[] = [];
async function serve(...args: Parameters<typeof startServer>): Promise<LocalServer> {
  const server = await startServer(...args);
  servers.push(server);
  return server;
}

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

function sequenceResolver(...answers: string[][]) {
  let call = 0;
  return vi.fn<Resolver>(async () =>
    answers[Math.min(call++, answers.length - 1)].map((address): LookupAddress => ({ address, family: 4 })),
  );
}

async function failure(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (err) {
    return err as Error;
  }
  throw new Error('expected the request to fail');
}

const page =
  '<!doctype html><html><head><title>t</title></head><body>' + 'hello world '.repeat(500) + '</body></html>';

describe('guardedRequest', () => {
  it('returns status, lower-case headers, body and timing of a plain response', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'X-Thing': 'a' });
      res.end(page);
    });
    const res = await guardedRequest(server.at('/p?q=1'), { allowPrivate: true });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['x-thing']).toBe('a');
    expect(res.body.toString('utf8')).toBe(page);
    expect(res.transferBytes).toBe(Buffer.byteLength(page));
    expect(res.finalUrl).toBe(server.at('/p?q=1'));
    expect(res.redirects).toEqual([]);
    expect(res.timing.ttfbMs).toBeGreaterThanOrEqual(0);
    expect(res.timing.totalMs).toBeGreaterThanOrEqual(res.timing.ttfbMs);
  });

  it.each([
    ['gzip', (b: Buffer) => zlib.gzipSync(b)],
    ['deflate', (b: Buffer) => zlib.deflateSync(b)],
    ['deflate', (b: Buffer) => zlib.deflateRawSync(b)],
    ['br', (b: Buffer) => zlib.brotliCompressSync(b)],
  ])('decodes a %s body and reports the compressed transfer size', async (encoding, compress) => {
    const compressed = compress(Buffer.from(page));
    const server = await serve((req, res) => {
      expect(req.headers['accept-encoding']).toBe('gzip, deflate, br');
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': encoding });
      res.end(compressed);
    });
    const res = await guardedRequest(server.url, { allowPrivate: true });
    expect(res.body.toString('utf8')).toBe(page);
    expect(res.contentEncoding).toBe(encoding);
    expect(res.transferBytes).toBe(compressed.length);
    expect(res.transferBytes).toBeLessThan(res.body.length);
  });

  it('refuses a corrupt compressed body', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-encoding': 'gzip' });
      res.end('this is not gzip');
    });
    const err = await failure(guardedRequest(server.url, { allowPrivate: true }));
    expect((err as OutboundRequestError).reason).toBe('decode');
  });

  it('follows a chain of three redirects and records each hop', async () => {
    const server = await serve((req, res) => {
      const n = Number(new URL(req.url!, 'http://x').searchParams.get('n') ?? '0');
      if (n < 3) {
        res.writeHead(n === 1 ? 301 : 302, { location: `/hop?n=${n + 1}` });
        res.end();
        return;
      }
      res.end('arrived');
    });
    const res = await guardedRequest(server.at('/hop?n=0'), { allowPrivate: true });
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe('arrived');
    expect(res.finalUrl).toBe(server.at('/hop?n=3'));
    expect(res.redirects.map((r) => [r.status, r.location])).toEqual([
      [302, server.at('/hop?n=1')],
      [301, server.at('/hop?n=2')],
      [302, server.at('/hop?n=3')],
    ]);
  });

  it('follows ten redirects and refuses the eleventh', async () => {
    const server = await serve((req, res) => {
      const n = Number(new URL(req.url!, 'http://x').searchParams.get('n'));
      const limit = Number(new URL(req.url!, 'http://x').searchParams.get('limit'));
      if (n < limit) {
        res.writeHead(307, { location: `/?n=${n + 1}&limit=${limit}` });
        res.end();
      } else res.end('done');
    });
    const ten = await guardedRequest(server.at('/?n=0&limit=10'), { allowPrivate: true });
    expect(ten.redirects).toHaveLength(10);

    const err = await failure(guardedRequest(server.at('/?n=0&limit=11'), { allowPrivate: true }));
    expect(err).toBeInstanceOf(OutboundRequestError);
    expect((err as OutboundRequestError).reason).toBe('too-many-redirects');
  });

  it('returns the redirect itself when redirects are not followed', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(302, { location: 'http://169.254.169.254/' });
      res.end();
    });
    const res = await guardedRequest(server.url, { allowPrivate: true, followRedirects: false });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('http://169.254.169.254/');
  });

  it('refuses a redirect to the metadata address before any connection is attempted', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/iam/' });
      res.end();
    });
    const connect = vi.spyOn(net.Socket.prototype, 'connect');
    const resolver = sequenceResolver(['127.0.0.1']);

    const err = await failure(guardedRequest(server.url, { allowPrivate: true, resolver }));

    expect(err).toBeInstanceOf(ForbiddenTargetError);
    expect((err as ForbiddenTargetError).address).toBe('169.254.169.254');
    expect(server.requests).toBe(1);
    // The only socket ever connected is the one to the local server.
    expect(connect).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(connect.mock.calls)).not.toContain('169.254');
    expect(resolver).not.toHaveBeenCalled();
  });

  it('refuses a redirect to a name that resolves to the metadata address without connecting', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(301, { location: 'http://innocent.example/' });
      res.end();
    });
    const resolver = vi.fn<Resolver>(async () => [{ address: '169.254.169.254', family: 4 }]);
    const lookups: string[] = [];
    const connect = vi.spyOn(net.Socket.prototype, 'connect');

    const err = await failure(guardedRequest(server.url, { allowPrivate: true, resolver }));

    expect(err).toBeInstanceOf(ForbiddenTargetError);
    expect(err.message).toContain('innocent.example');
    expect(resolver).toHaveBeenCalledWith('innocent.example');
    for (const call of connect.mock.calls) lookups.push(JSON.stringify(call[0]));
    expect(lookups.join()).not.toContain('169.254.169.254');
  });

  it('refuses loopback when private targets are not allowed, without connecting', async () => {
    const server = await serve((_req, res) => res.end('secret'));
    const err = await failure(guardedRequest(server.url, { allowPrivate: false }));
    expect(err).toBeInstanceOf(ForbiddenTargetError);
    expect(server.connections).toBe(0);
  });

  it('refuses a name that resolves to loopback, without connecting', async () => {
    const server = await serve((_req, res) => res.end('secret'));
    const resolver = sequenceResolver(['127.0.0.1']);
    const err = await failure(
      guardedRequest(`http://rebind.example:${server.port}/`, { allowPrivate: false, resolver }),
    );
    expect(err).toBeInstanceOf(ForbiddenTargetError);
    expect(err.message).toMatch(/"rebind\.example" resolves to 127\.0\.0\.1 \(loopback address\)/);
    expect(server.connections).toBe(0);
  });

  it('connects to the address it checked even if DNS answers differently afterwards', async () => {
    const server = await serve((req, res) => res.end(`host=${req.headers.host}`));
    // A second question would get the metadata address; there must be no second question.
    const resolver = sequenceResolver(['127.0.0.1'], ['169.254.169.254']);
    const res = await guardedRequest(`http://pinned.example:${server.port}/`, {
      allowPrivate: true,
      resolver,
    });
    expect(res.body.toString()).toBe(`host=pinned.example:${server.port}`);
    expect(resolver).toHaveBeenCalledTimes(1);
    expect(server.connections).toBe(1);
  });

  it('aborts a body that grows past the size limit while it streams', async () => {
    let written = 0;
    let aborted = false;
    const server = await serve((req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      res.on('close', () => {
        aborted = !res.writableFinished;
      });
      const pump = () => {
        while (written < 50 * 1024 * 1024 && !res.destroyed) {
          written += chunk.length;
          if (!res.write(chunk)) {
            res.once('drain', pump);
            return;
          }
        }
        res.end();
      };
      pump();
      req.on('close', () => undefined);
    });
    const err = await failure(guardedRequest(server.url, { allowPrivate: true, maxBytes: 1024 * 1024 }));
    expect((err as OutboundRequestError).reason).toBe('too-large');
    expect(err.message).toContain('larger than 1 MB');
    await vi.waitFor(() => expect(aborted).toBe(true));
    expect(written).toBeLessThan(50 * 1024 * 1024);
  });

  it('refuses a declared content length above the limit before reading the body', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-length': String(10 * 1024 * 1024) });
      res.write('x');
    });
    const err = await failure(guardedRequest(server.url, { allowPrivate: true, maxBytes: 5 * 1024 * 1024 }));
    expect((err as OutboundRequestError).reason).toBe('too-large');
    expect(err.message).toContain('larger than 5 MB');
  });

  it('enforces the limit on the decoded size of a compressed body', async () => {
    const bomb = zlib.gzipSync(Buffer.alloc(4 * 1024 * 1024, 'a'));
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-encoding': 'gzip' });
      res.end(bomb);
    });
    const err = await failure(guardedRequest(server.url, { allowPrivate: true, maxBytes: 1024 * 1024 }));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect((err as OutboundRequestError).reason).toBe('too-large');
  });

  it('times out a server that never answers', async () => {
    const server = await serve(() => undefined);
    const err = await failure(guardedRequest(server.url, { allowPrivate: true, timeoutMs: 300 }));
    expect(err).toBeInstanceOf(OutboundRequestError);
    expect((err as OutboundRequestError).reason).toBe('timeout');
    expect((err as OutboundRequestError).transient).toBe(true);
  });

  it('counts a host that never resolves against the connect limit', async () => {
    const resolver = vi.fn<Resolver>(() => new Promise(() => undefined));
    const err = await failure(
      guardedRequest('http://slow-dns.example/', {
        allowPrivate: false,
        resolver,
        timeoutMs: 10_000,
        connectTimeoutMs: 200,
      }),
    );
    expect((err as OutboundRequestError).reason).toBe('timeout');
    expect(err.message).toContain('connecting');
    expect(resolver).toHaveBeenCalledWith('slow-dns.example');
  });

  it('applies the first-byte limit separately from the total limit', async () => {
    const server = await serve(() => undefined);
    const err = await failure(
      guardedRequest(server.url, { allowPrivate: true, timeoutMs: 10_000, ttfbTimeoutMs: 200 }),
    );
    expect((err as OutboundRequestError).reason).toBe('timeout');
    expect(err.message).toContain('waiting for the first byte');
  });

  it('times out a body that stalls after the head', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html>');
    });
    const err = await failure(guardedRequest(server.url, { allowPrivate: true, timeoutMs: 300 }));
    expect((err as OutboundRequestError).reason).toBe('timeout');
    expect(err.message).toContain('whole exchange');
  });

  it('reports a connection reset as a transient network failure', async () => {
    const server = await serve((req) => req.socket.destroy());
    const err = await failure(guardedRequest(server.url, { allowPrivate: true }));
    expect((err as OutboundRequestError).reason).toBe('network');
    expect((err as OutboundRequestError).transient).toBe(true);
  });

  it('reports a reset in the middle of the body as a network failure', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-length': '1000' });
      res.write('partial', () => res.socket?.destroy());
    });
    const err = await failure(guardedRequest(server.url, { allowPrivate: true }));
    expect((err as OutboundRequestError).reason).toBe('network');
  });

  it('sends method, headers and body, and turns a POST into a GET after a 303', async () => {
    const seen: string[] = [];
    const server = await serve(async (req, res) => {
      let body = '';
      for await (const chunk of req) body += chunk;
      seen.push(`${req.method} ${req.url} ${req.headers['x-sig'] ?? '-'} ${body}`);
      if (req.url === '/submit') {
        res.writeHead(303, { location: '/done' });
        res.end();
      } else res.end('ok');
    });
    const res = await guardedRequest(server.at('/submit'), {
      allowPrivate: true,
      method: 'POST',
      headers: { 'X-Sig': 'abc', 'Content-Type': 'application/json' },
      body: '{"a":1}',
    });
    expect(res.body.toString()).toBe('ok');
    expect(seen).toEqual(['POST /submit abc {"a":1}', 'GET /done abc ']);
  });

  it('drops credentials when a redirect leaves the origin', async () => {
    const other = await serve((req, res) => res.end(String(req.headers.authorization ?? 'none')));
    const first = await serve((req, res) => {
      res.writeHead(302, { location: other.url });
      res.end(String(req.headers.authorization));
    });
    const res = await guardedRequest(first.url, {
      allowPrivate: true,
      headers: { Authorization: 'Bearer x' },
    });
    expect(res.body.toString()).toBe('none');
  });

  it('lets the caller stop before the body is downloaded', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      res.write('%PDF-');
    });
    const err = await failure(
      guardedRequest(server.url, {
        allowPrivate: true,
        onResponseHead: (head) => {
          throw new Error(`refused ${head.headers['content-type']}`);
        },
      }),
    );
    expect(err.message).toBe('refused application/pdf');
  });

  it('stops when the caller aborts', async () => {
    const server = await serve(() => undefined);
    const controller = new AbortController();
    const pending = guardedRequest(server.url, { allowPrivate: true, signal: controller.signal });
    await vi.waitFor(() => expect(server.requests).toBe(1));
    controller.abort();
    const err = await failure(pending);
    expect((err as OutboundRequestError).reason).toBe('aborted');
  });

  it('reports an unresolvable host as a DNS failure', async () => {
    const resolver = vi.fn<Resolver>(async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND nx.example'), { code: 'ENOTFOUND' });
    });
    const err = await failure(guardedRequest('http://nx.example/', { allowPrivate: false, resolver }));
    expect((err as OutboundRequestError).reason).toBe('dns');
    expect((err as OutboundRequestError).transient).toBe(false);
  });
});
