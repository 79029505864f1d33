import http from 'node:http';
import https from 'node:https';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import type { Transform } from 'node:stream';
import { ServiceError } from '../errors.js';
import {
  assertTargetUrl,
  bareHostname,
  guardedLookup,
  type Resolver,
  privateAllowedFor,
} from './ssrf-guard.js';

/**
 * The only HTTP client of the service: every connection goes through the SSRF guard's lookup,
 * every redirect hop is re-checked, and time and size limits hold while the body streams.
 */

export const MAX_REDIRECTS = 10;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export type OutboundFailure =
  'timeout' | 'too-large' | 'too-many-redirects' | 'bad-redirect' | 'dns' | 'network' | 'decode' | 'aborted';

/** A request that did not produce a complete response. `transient` failures are worth one retry. */
export class OutboundRequestError extends Error {
  readonly reason: OutboundFailure;
  readonly url: string;
  readonly transient: boolean;
  constructor(
    reason: OutboundFailure,
    url: string,
    message: string,
    options: { transient?: boolean; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'OutboundRequestError';
    this.reason = reason;
    this.url = url;
    this.transient = options.transient ?? false;
  }
}

export interface ResponseHead {
  url: string;
  status: number;
  headers: Record<string, string>;
}

export interface GuardedRequestOptions {
  allowPrivate: boolean;
  /** Origins exempt from the private-address rule (ssrf-guard.ts GuardOptions.privateOrigins). */
  privateOrigins?: readonly string[];
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Whole exchange, all redirect hops included. */
  timeoutMs?: number;
  /** Per hop, until the TCP (and TLS) connection is up. Defaults to min(10 s, timeoutMs). */
  connectTimeoutMs?: number;
  /** Per hop, until the response head arrives. Defaults to timeoutMs. */
  ttfbTimeoutMs?: number;
  /** Limit of the decoded body and of the bytes on the wire. */
  maxBytes?: number;
  /** true follows up to 10 redirects, a number sets a lower limit, false returns the 3xx itself. */
  followRedirects?: boolean | number;
  signal?: AbortSignal;
  resolver?: Resolver;
  /** Sees each final response head before its body is read; throwing stops the download. */
  onResponseHead?: (head: ResponseHead) => void;
}

export interface RedirectHop {
  url: string;
  status: number;
  location: string;
}

export interface GuardedResponse {
  url: string;
  finalUrl: string;
  status: number;
  /** Lower-case names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  redirects: RedirectHop[];
  /** Decoded (decompressed) body. */
  body: Buffer;
  /** Body bytes as they crossed the wire, before decompression. */
  transferBytes: number;
  contentEncoding: string | null;
  timing: {
    /** Final hop: from its request start to its response head. */
    ttfbMs: number;
    /** From the first request to the end of the final body, redirects included. */
    totalMs: number;
  };
}

interface HopResult {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  transferBytes: number;
  contentEncoding: string | null;
  ttfbMs: number;
}

interface HopContext {
  lookup: ReturnType<typeof guardedLookup>;
  deadlineAt: number;
  connectTimeoutMs: number;
  ttfbTimeoutMs: number;
  maxBytes: number;
  signal?: AbortSignal;
  follow: boolean;
  onResponseHead?: (head: ResponseHead) => void;
}

function flattenHeaders(raw: IncomingHttpHeaders): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

function decoderFor(encoding: string | null, firstChunk: Buffer): Transform | null {
  // Truncated streams still decode what arrived, as browsers do.
  const lenient = { finishFlush: zlib.constants.Z_SYNC_FLUSH };
  switch (encoding) {
    case null:
    case '':
    case 'identity':
      return null;
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip(lenient);
    case 'deflate': {
      // "deflate" is meant to be zlib-wrapped, but some servers send a raw stream.
      const wrapped =
        firstChunk.length >= 2 &&
        (firstChunk[0] & 0x0f) === 8 &&
        ((firstChunk[0] << 8) | firstChunk[1]) % 31 === 0;
      return wrapped ? zlib.createInflate(lenient) : zlib.createInflateRaw(lenient);
    }
    case 'br':
      return zlib.createBrotliDecompress({ finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH });
    default:
      throw new Error(`unsupported content encoding "${encoding}"`);
  }
}

function networkError(err: NodeJS.ErrnoException, url: string): OutboundRequestError {
  const code = err.code ?? '';
  if (code === 'ENOTFOUND' || code === 'EAI_NONAME' || code === 'EAI_AGAIN' || code === 'ENODATA') {
    return new OutboundRequestError('dns', url, `the host name of ${url} could not be resolved (${code})`, {
      transient: code === 'EAI_AGAIN',
      cause: err,
    });
  }
  const detail = code ? `${code}: ${err.message}` : err.message;
  return new OutboundRequestError('network', url, `the connection to ${url} failed (${detail})`, {
    transient: true,
    cause: err,
  });
}

function fetchHop(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: Buffer | null,
  ctx: HopContext,
): Promise<HopResult> {
  return new Promise<HopResult>((resolve, reject) => {
    const href = url.href;
    const started = performance.now();
    const timers: NodeJS.Timeout[] = [];
    let settled = false;

    const cleanup = () => {
      timers.forEach(clearTimeout);
      ctx.signal?.removeEventListener('abort', onAbort);
    };
    const fail = (err: unknown) => {
      if (settled) return;
      settled = true;
      cleanup();
      req.destroy();
      reject(err);
    };
    const succeed = (result: HopResult) => {
      if (settled) return;
      settled = true;
      cleanup();
      resolve(result);
    };
    const onAbort = () =>
      fail(
        new OutboundRequestError('aborted', href, `the request to ${href} was cancelled`, {
          cause: ctx.signal?.reason,
        }),
      );
    const timeout = (what: string, ms: number) =>
      setTimeout(
        () =>
          fail(
            new OutboundRequestError('timeout', href, `${what} of ${href} took longer than ${ms} ms`, {
              transient: true,
            }),
          ),
        ms,
      );

    const remaining = ctx.deadlineAt - performance.now();
    if (remaining <= 0) {
      reject(
        new OutboundRequestError('timeout', href, `the request to ${href} ran out of time`, {
          transient: true,
        }),
      );
      return;
    }
    const transport = url.protocol === 'https:' ? https : http;
    const req = transport.request({
      protocol: url.protocol,
      hostname: bareHostname(url),
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      method,
      headers,
      lookup: ctx.lookup as unknown as http.RequestOptions['lookup'],
      // A fresh socket per hop: a pooled one could have been opened to an address checked under other rules.
      agent: false,
    });

    if (ctx.signal?.aborted) {
      onAbort();
      return;
    }
    ctx.signal?.addEventListener('abort', onAbort, { once: true });
    timers.push(timeout('the whole exchange', Math.round(remaining)));
    const connectTimer = timeout('connecting', Math.min(ctx.connectTimeoutMs, remaining));
    const ttfbTimer = timeout('waiting for the first byte', Math.min(ctx.ttfbTimeoutMs, remaining));
    timers.push(connectTimer, ttfbTimer);

    req.on('socket', (socket) => {
      const connected = () => clearTimeout(connectTimer);
      if (!socket.connecting) connected();
      else socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', connected);
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      // Refusals of the guard's lookup arrive here unchanged and must stay INVALID_URL.
      if (err instanceof ServiceError || err instanceof OutboundRequestError) fail(err);
      else fail(networkError(err, href));
    });
    req.on('response', (res: IncomingMessage) => {
      clearTimeout(ttfbTimer);
      clearTimeout(connectTimer);
      const ttfbMs = performance.now() - started;
      const status = res.statusCode ?? 0;
      const responseHeaders = flattenHeaders(res.headers);
      const contentEncoding = responseHeaders['content-encoding']?.trim().toLowerCase() || null;

      if (ctx.follow && REDIRECT_STATUSES.has(status) && responseHeaders.location) {
        res.resume();
        succeed({
          status,
          headers: responseHeaders,
          body: Buffer.alloc(0),
          transferBytes: 0,
          contentEncoding,
          ttfbMs,
        });
        return;
      }
      try {
        ctx.onResponseHead?.({ url: href, status, headers: responseHeaders });
      } catch (err) {
        fail(err);
        return;
      }
      const declared = Number(responseHeaders['content-length']);
      if (Number.isFinite(declared) && declared > ctx.maxBytes) {
        fail(tooLarge(href, ctx.maxBytes));
        return;
      }

      const chunks: Buffer[] = [];
      let transferBytes = 0;
      let decodedBytes = 0;
      let decoder: Transform | null | undefined;
      const collect = (chunk: Buffer) => {
        decodedBytes += chunk.length;
        if (decodedBytes > ctx.maxBytes) fail(tooLarge(href, ctx.maxBytes));
        else chunks.push(chunk);
      };
      const finish = () =>
        succeed({
          status,
          headers: responseHeaders,
          body: Buffer.concat(chunks),
          transferBytes,
          contentEncoding,
          ttfbMs,
        });

      res.on('data', (chunk: Buffer) => {
        if (settled) return;
        transferBytes += chunk.length;
        if (transferBytes > ctx.maxBytes) {
          fail(tooLarge(href, ctx.maxBytes));
          return;
        }
        if (decoder === undefined) {
          try {
            decoder = decoderFor(contentEncoding, chunk);
          } catch (err) {
            fail(new OutboundRequestError('decode', href, `${href} answered with ${(err as Error).message}`));
            return;
          }
          if (decoder) {
            decoder.on('data', collect);
            decoder.on('end', finish);
            decoder.on('error', (err) =>
              fail(
                new OutboundRequestError(
                  'decode',
                  href,
                  `the ${contentEncoding} body of ${href} is corrupt (${err.message})`,
                  { cause: err },
                ),
              ),
            );
          }
        }
        if (decoder) decoder.write(chunk);
        else collect(chunk);
      });
      res.on('end', () => {
        if (decoder) decoder.end();
        else finish();
      });
      res.on('error', (err: NodeJS.ErrnoException) => fail(networkError(err, href)));
      res.on('aborted', () =>
        fail(
          networkError(
            Object.assign(new Error('the connection was reset mid-body'), { code: 'ECONNRESET' }),
            href,
          ),
        ),
      );
    });

    if (body) req.write(body);
    req.end();
  });
}

function tooLarge(url: string, maxBytes: number): OutboundRequestError {
  return new OutboundRequestError(
    'too-large',
    url,
    `the response of ${url} is larger than ${formatBytes(maxBytes)}`,
  );
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

/**
 * One guarded HTTP exchange with redirects, limits and decompression.
 * Throws ForbiddenTargetError / TargetUrlError (INVALID_URL) for a refused target or hop, and
 * OutboundRequestError for anything that kept a response from arriving whole.
 *
 * @example const res = await guardedRequest('https://example.com/', { allowPrivate: false });
 */
export async function guardedRequest(
  input: string | URL,
  options: GuardedRequestOptions,
): Promise<GuardedResponse> {
  const started = performance.now();
  const timeoutMs = options.timeoutMs ?? 15_000;
  const maxRedirects =
    options.followRedirects === false
      ? 0
      : typeof options.followRedirects === 'number'
        ? Math.min(options.followRedirects, MAX_REDIRECTS)
        : MAX_REDIRECTS;
  const strictLookup = guardedLookup({ allowPrivate: options.allowPrivate, resolver: options.resolver });
  const openLookup = options.privateOrigins?.length
    ? guardedLookup({ allowPrivate: true, resolver: options.resolver })
    : strictLookup;
  const ctx: HopContext = {
    lookup: strictLookup,
    deadlineAt: started + timeoutMs,
    connectTimeoutMs: options.connectTimeoutMs ?? Math.min(10_000, timeoutMs),
    ttfbTimeoutMs: options.ttfbTimeoutMs ?? timeoutMs,
    maxBytes: options.maxBytes ?? 5 * 1024 * 1024,
    signal: options.signal,
    follow: options.followRedirects !== false,
    onResponseHead: options.onResponseHead,
  };
  const first = assertTargetUrl(input, options);
  let url = first;
  let method = (options.method ?? 'GET').toUpperCase();
  let body: Buffer | null = options.body === undefined ? null : Buffer.from(options.body);
  let headers: Record<string, string> = {
    'accept-encoding': 'gzip, deflate, br',
    ...lowerCaseKeys(options.headers ?? {}),
  };
  const redirects: RedirectHop[] = [];

  while (true) {
    // Each hop resolves under the rule of its own origin: only an exempt origin opens private addresses.
    ctx.lookup = privateAllowedFor(url, options) ? openLookup : strictLookup;
    const hop = await fetchHop(
      url,
      method,
      body ? { ...headers, 'content-length': String(body.length) } : headers,
      body,
      ctx,
    );
    const location = ctx.follow && REDIRECT_STATUSES.has(hop.status) ? hop.headers.location : undefined;
    if (location === undefined) {
      return {
        url: first.href,
        finalUrl: url.href,
        status: hop.status,
        headers: hop.headers,
        redirects,
        body: hop.body,
        transferBytes: hop.transferBytes,
        contentEncoding: hop.contentEncoding,
        timing: { ttfbMs: hop.ttfbMs, totalMs: performance.now() - started },
      };
    }
    if (redirects.length >= maxRedirects) {
      throw new OutboundRequestError(
        'too-many-redirects',
        first.href,
        `${first.href} redirects more than ${maxRedirects} times`,
      );
    }
    let next: URL;
    try {
      next = new URL(location, url);
    } catch {
      throw new OutboundRequestError(
        'bad-redirect',
        url.href,
        `${url.href} redirects to an invalid location "${location}"`,
      );
    }
    redirects.push({ url: url.href, status: hop.status, location: next.href });
    // Every hop passes the same gate as the first URL; the lookup then checks its addresses.
    assertTargetUrl(next, options);
    if (hop.status === 303 || ((hop.status === 301 || hop.status === 302) && method === 'POST')) {
      method = method === 'HEAD' ? 'HEAD' : 'GET';
      body = null;
      headers = withoutKeys(headers, ['content-type', 'content-length']);
    }
    if (next.origin !== url.origin)
      headers = withoutKeys(headers, ['authorization', 'cookie', 'proxy-authorization']);
    url = next;
  }
}

function lowerCaseKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}

function withoutKeys(headers: Record<string, string>, keys: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([k]) => !keys.includes(k)));
}
