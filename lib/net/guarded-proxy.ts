import http from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { ForbiddenTargetError } from '../errors.js';
import { checkTarget, type Resolver } from './ssrf-guard.js';

/**
 * A forwarding proxy (plain HTTP and CONNECT) that Chromium sends every request through, so each
 * subrequest of a rendered page passes the SSRF guard. The proxy resolves the host itself, checks
 * every address, and connects to the address it checked: a DNS answer that changes between check
 * and connect (rebinding) cannot redirect the connection.
 */

export interface ProxyFailure {
  /** The URL (plain HTTP) or host:port (CONNECT) the browser asked for. */
  target: string;
  /** 'blocked' when the guard refused it, 'unreachable' when DNS or the connection failed. */
  kind: 'blocked' | 'unreachable';
  reason: string;
  /** The guard's own error when it refused the host. */
  refusal?: ForbiddenTargetError;
}

export interface GuardedProxyOptions {
  allowPrivate: boolean;
  /**
   * Origins whose plain HTTP requests may reach private addresses (ssrf-guard.ts
   * GuardOptions.privateOrigins): the CLI's file server. Tunnels (CONNECT) never are.
   */
  privateOrigins?: readonly string[];
  /** DNS for the guard; tests pass a fake one so no real name is ever looked up. */
  resolver?: Resolver;
  /** Resolve + connect limit per upstream connection. */
  connectTimeoutMs?: number;
  /** How long one DNS answer (or refusal) is reused; 30 s by default. */
  resolveCacheMs?: number;
}

export interface GuardedProxy {
  /** `http://127.0.0.1:<port>`, for Chromium's proxy setting. */
  readonly url: string;
  readonly port: number;
  /** The latest requests the proxy refused or could not reach (at most MAX_KEPT_FAILURES), oldest first. */
  readonly failures: readonly ProxyFailure[];
  /**
   * Calls `listener` with every failure from now on, until the returned function is called. One
   * proxy serves every page of a browser, so a render listens while it runs and keeps only the
   * failures of URLs its own page requested.
   */
  onFailure(listener: (failure: ProxyFailure) => void): () => void;
  /** Stops listening and cuts every open connection (tunnels included). */
  close(): Promise<void>;
}

/** Response header on answers the proxy makes itself, so the renderer can tell them from the site's. */
export const PROXY_FAILURE_HEADER = 'x-cas-proxy-failure';

/** Failures kept in `failures`; a long-lived proxy must not grow without bound. */
export const MAX_KEPT_FAILURES = 500;

/** Hop-by-hop headers (RFC 9110 7.6.1) are the proxy's own business, never forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function forwardHeaders(raw: string[]): [string, string][] {
  const out: [string, string][] = [];
  for (let i = 0; i < raw.length; i += 2) {
    if (!HOP_BY_HOP.has(raw[i].toLowerCase())) out.push([raw[i], raw[i + 1]]);
  }
  return out;
}

function splitHostPort(authority: string): { host: string; port: number } | null {
  const match = /^(\[[^\]]+\]|[^:]+):(\d{1,5})$/.exec(authority);
  if (!match) return null;
  const port = Number(match[2]);
  return port > 0 && port < 65536 ? { host: match[1], port } : null;
}

function describe(err: unknown): string {
  if (err instanceof ForbiddenTargetError) return err.message;
  const code = (err as { code?: string }).code;
  return code ? `${code} ${(err as Error).message}` : String((err as Error)?.message ?? err);
}

/**
 * Starts a proxy on 127.0.0.1 (port 0). One proxy serves one browser process (every page of it):
 * allowPrivate is process configuration, and Chromium takes its proxy at launch
 * (`--proxy-server=<url> --proxy-bypass-list=<-loopback>`).
 *
 * @example
 * const proxy = await startGuardedProxy({ allowPrivate: false });
 * await puppeteer.launch({ args: [`--proxy-server=${proxy.url}`, '--proxy-bypass-list=<-loopback>'] });
 */
export async function startGuardedProxy(options: GuardedProxyOptions): Promise<GuardedProxy> {
  const connectTimeoutMs = options.connectTimeoutMs ?? 10_000;
  const resolveCacheMs = options.resolveCacheMs ?? 30_000;
  const failures: ProxyFailure[] = [];
  const listeners = new Set<(failure: ProxyFailure) => void>();
  const sockets = new Set<Duplex>();
  // One answer per host for a while: a page asks for the same few hosts hundreds of times, and each
  // failed lookup costs ~300 ms here. It also pins each host to one checked address for a render.
  // The answer expires because the proxy lives as long as the browser (many scans, maybe hours).
  const resolved = new Map<string, { answer: Promise<{ address: string; family: number }>; at: number }>();
  const resolveOnce = (host: string, exempt: boolean): Promise<{ address: string; family: number }> => {
    const cacheKey = exempt ? `exempt:${host}` : host;
    const cached = resolved.get(cacheKey);
    let answer = cached && Date.now() - cached.at < resolveCacheMs ? cached.answer : undefined;
    if (!answer) {
      // The whole guard (names like metadata.google.internal, then every resolved address).
      const checked = checkTarget(`http://${host}/`, {
        allowPrivate: options.allowPrivate || exempt,
        resolver: options.resolver,
      }).then(({ addresses }) => addresses[0]);
      answer = withTimeout(checked, connectTimeoutMs, `resolving ${host}`);
      answer.catch(() => undefined);
      if (resolved.size >= 1_000) {
        for (const [name, entry] of resolved)
          if (Date.now() - entry.at >= resolveCacheMs) resolved.delete(name);
      }
      resolved.set(cacheKey, { answer, at: Date.now() });
    }
    return answer;
  };

  const track = (socket: Duplex): void => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };

  /** Resolves through the guard and opens a TCP connection to the checked address. */
  const connectChecked = async (host: string, port: number, exempt = false): Promise<net.Socket> => {
    const started = Date.now();
    const target = await resolveOnce(host, exempt);
    const socket = net.connect({ host: target.address, port, family: target.family });
    track(socket);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => {
          socket.destroy();
          reject(new Error(`connect to ${host}:${port} timed out`));
        },
        Math.max(1, connectTimeoutMs - (Date.now() - started)),
      );
      socket.once('connect', () => {
        clearTimeout(timer);
        resolve();
      });
      socket.once('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
    });
    return socket;
  };

  const fail = (target: string, err: unknown): ProxyFailure => {
    const failure: ProxyFailure = {
      target,
      kind: err instanceof ForbiddenTargetError ? 'blocked' : 'unreachable',
      reason: describe(err),
    };
    if (err instanceof ForbiddenTargetError) failure.refusal = err;
    failures.push(failure);
    if (failures.length > MAX_KEPT_FAILURES) failures.splice(0, failures.length - MAX_KEPT_FAILURES);
    for (const listener of listeners) listener(failure);
    return failure;
  };

  const server = http.createServer((req, res) => {
    void (async () => {
      let url: URL;
      try {
        url = new URL(req.url ?? '');
        if (url.protocol !== 'http:') throw new Error('only absolute http: URLs are proxied without CONNECT');
      } catch (err) {
        res.writeHead(400, { [PROXY_FAILURE_HEADER]: 'bad-request' }).end(describe(err));
        return;
      }
      const port = url.port ? Number(url.port) : 80;
      let upstreamSocket: net.Socket;
      try {
        upstreamSocket = await connectChecked(
          url.hostname,
          port,
          options.privateOrigins?.includes(url.origin) ?? false,
        );
      } catch (err) {
        const failure = fail(url.href, err);
        res
          .writeHead(failure.kind === 'blocked' ? 403 : 502, {
            [PROXY_FAILURE_HEADER]: failure.kind,
            'content-type': 'text/plain',
          })
          .end(failure.reason);
        return;
      }
      // The checked socket is handed to the request, so the upstream is exactly the address checked.
      const upstream = http.request({
        method: req.method,
        path: url.pathname + url.search,
        headers: forwardHeaders(req.rawHeaders).flat(),
        setHost: false,
        // Without an agent, Node uses createConnection (agent: false would make a fresh agent instead).
        createConnection: () => upstreamSocket,
      });
      upstream.on('response', (upRes) => {
        res.writeHead(upRes.statusCode ?? 502, upRes.statusMessage, forwardHeaders(upRes.rawHeaders).flat());
        upRes.pipe(res);
      });
      upstream.on('error', (err) => {
        fail(url.href, err);
        if (!res.headersSent)
          res.writeHead(502, { [PROXY_FAILURE_HEADER]: 'unreachable' }).end(describe(err));
        else res.destroy();
      });
      req.pipe(upstream);
    })();
  });

  server.on('connect', (req: http.IncomingMessage, client: Duplex, head: Buffer) => {
    track(client);
    client.on('error', () => client.destroy());
    const authority = splitHostPort(req.url ?? '');
    if (!authority) {
      client.end('HTTP/1.1 400 Bad Request\r\n\r\n');
      return;
    }
    void connectChecked(authority.host, authority.port).then(
      (upstream) => {
        if (client.destroyed) {
          upstream.destroy();
          return;
        }
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        if (head.length > 0) upstream.write(head);
        upstream.on('error', () => client.destroy());
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
        upstream.pipe(client);
        client.pipe(upstream);
      },
      (err: unknown) => {
        const failure = fail(req.url ?? '', err);
        const status = failure.kind === 'blocked' ? '403 Forbidden' : '502 Bad Gateway';
        // Closed outright: a half-open socket keeps a slot of Chromium's per-proxy pool busy until
        // the server's keep-alive time-out, which stalls pages with many unreachable hosts.
        client.end(
          `HTTP/1.1 ${status}\r\n${PROXY_FAILURE_HEADER}: ${failure.kind}\r\ncontent-length: 0\r\n\r\n`,
          () => client.destroy(),
        );
      },
    );
  });
  server.on('connection', (socket) => track(socket));
  server.on('clientError', (_err, socket) => socket.destroy());

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as net.AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    failures,
    onFailure(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
