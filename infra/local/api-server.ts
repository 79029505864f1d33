import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { MAX_SCAN_BODY_BYTES } from '../../lib/api/http.js';
import {
  API_BASE_PATH,
  FALLBACK_HANDLER,
  PORTAL_BASE_PATH,
  PORTAL_ROUTES,
  ROUTES,
  aliasedPath,
  matchPath,
} from '../../lib/api/routes.js';
import { invokeLambda } from './lambda-invoker.js';

/**
 * Which handler API Gateway would call for a method and path, with its resource and path
 * parameters. The route table lives under /api/v1 only; the server has already turned a `/v1/...`
 * path into its /api/v1 form (`aliasedPath`), as the alias's proxy resource does on AWS.
 */
export function routeRequest(
  method: string,
  path: string,
): { handler: string; resource: string; pathParameters: Record<string, string> | null } {
  if (path === API_BASE_PATH || path.startsWith(`${API_BASE_PATH}/`)) {
    const rest = path.slice(API_BASE_PATH.length) || '/';
    for (const route of ROUTES) {
      const params = matchPath(route.path, rest);
      if (params && route.method === method) {
        return {
          handler: route.handler,
          resource: `${API_BASE_PATH}${route.path}`,
          pathParameters: Object.keys(params).length ? params : null,
        };
      }
    }
  }
  if (path === PORTAL_BASE_PATH || path.startsWith(`${PORTAL_BASE_PATH}/`)) {
    const rest = path.slice(PORTAL_BASE_PATH.length);
    // A portal page with another method goes to the portal too, which answers 405 with Allow (as
    // the ANY method of each portal resource does on API Gateway).
    const matches = PORTAL_ROUTES.map((route) => ({ route, params: matchPath(route.path, rest) }));
    const hit =
      matches.find(({ route, params }) => params && route.method === method) ??
      matches.find(({ params }) => params);
    if (hit?.params) {
      return {
        handler: hit.route.handler,
        resource: `${PORTAL_BASE_PATH}${hit.route.path}`,
        pathParameters: Object.keys(hit.params).length ? hit.params : null,
      };
    }
  }
  return {
    handler: FALLBACK_HANDLER,
    resource: '/{proxy+}',
    pathParameters: { proxy: path.replace(/^\//, '') },
  };
}

async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | 'too-large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return 'too-large';
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The REST API (v1 payload) proxy event API Gateway would send for this request. */
export function toProxyEvent(
  req: IncomingMessage,
  body: Buffer,
  url: URL,
  route: ReturnType<typeof routeRequest>,
): APIGatewayProxyEvent {
  // Maps, not object literals: a header or query parameter named __proto__ or constructor is a
  // name like any other (Object.fromEntries makes it an own property, as JSON.parse does on Lambda).
  const headers = new Map<string, string>();
  const multiValueHeaders = new Map<string, string[]>();
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i];
    const value = req.rawHeaders[i + 1];
    const seen = headers.get(name);
    headers.set(name, seen === undefined ? value : `${seen},${value}`);
    multiValueHeaders.set(name, [...(multiValueHeaders.get(name) ?? []), value]);
  }
  const query = new Map<string, string>();
  const multiQuery = new Map<string, string[]>();
  for (const [k, v] of url.searchParams) {
    query.set(k, v);
    multiQuery.set(k, [...(multiQuery.get(k) ?? []), v]);
  }
  const requestId = randomUUID();
  return {
    resource: route.resource,
    path: url.pathname,
    httpMethod: req.method ?? 'GET',
    headers: Object.fromEntries(headers),
    multiValueHeaders: Object.fromEntries(multiValueHeaders),
    queryStringParameters: query.size ? Object.fromEntries(query) : null,
    multiValueQueryStringParameters: multiQuery.size ? Object.fromEntries(multiQuery) : null,
    pathParameters: route.pathParameters,
    stageVariables: null,
    body: body.length ? body.toString('utf8') : null,
    isBase64Encoded: false,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      authorizer: null,
      protocol: `HTTP/${req.httpVersion}`,
      httpMethod: req.method ?? 'GET',
      identity: {
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
      } as APIGatewayProxyEvent['requestContext']['identity'],
      path: url.pathname,
      stage: 'local',
      requestId,
      requestTimeEpoch: Date.now(),
      resourceId: 'local',
      resourcePath: route.resource,
    },
  };
}

/**
 * The request target as a URL on this server. Only origin-form targets (`/path?query`) are served,
 * and `//host/path` stays a path instead of naming another host.
 */
export function requestUrl(target: string | undefined): URL | null {
  if (!target?.startsWith('/')) return null;
  try {
    return new URL(`http://localhost${target}`);
  } catch {
    return null;
  }
}

function send(res: ServerResponse, result: APIGatewayProxyResult): void {
  // API Gateway's own answers carry it too (gateway responses in infra/constructs/api.ts).
  const headers: Record<string, string | string[]> = {
    ...(result.headers as Record<string, string>),
    'x-content-type-options': 'nosniff',
  };
  for (const [k, v] of Object.entries(result.multiValueHeaders ?? {})) headers[k] = v.map(String);
  res.writeHead(result.statusCode, headers);
  res.end(result.isBase64Encoded ? Buffer.from(result.body, 'base64') : result.body);
}

/**
 * How long a client may take to send a request: its headers, and the whole request with its body.
 * API Gateway cuts slow clients off too; without a bound, a client that never finishes its body
 * holds a connection (and a handler waiting on it) for ever.
 */
export const DEFAULT_HEADERS_TIMEOUT_MS = 10_000;
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

export interface ApiServerLimits {
  /** Until the request's headers are complete (HTTP_HEADERS_TIMEOUT_MS); 408 after. */
  headersTimeoutMs?: number;
  /** Until the whole request, body included, is received (HTTP_REQUEST_TIMEOUT_MS); 408 after. */
  requestTimeoutMs?: number;
}

/** The limits the environment sets (HTTP_HEADERS_TIMEOUT_MS, HTTP_REQUEST_TIMEOUT_MS), else the defaults. */
export function limitsFromEnv(env: NodeJS.ProcessEnv): Required<ApiServerLimits> {
  const ms = (value: string | undefined, fallback: number) => {
    const n = Number(value);
    return value !== undefined && Number.isInteger(n) && n > 0 ? n : fallback;
  };
  const requestTimeoutMs = ms(env.HTTP_REQUEST_TIMEOUT_MS, DEFAULT_REQUEST_TIMEOUT_MS);
  return {
    requestTimeoutMs,
    headersTimeoutMs: Math.min(ms(env.HTTP_HEADERS_TIMEOUT_MS, DEFAULT_HEADERS_TIMEOUT_MS), requestTimeoutMs),
  };
}

/** A complete HTTP/1.1 answer in the SPEC 7 envelope, for a socket Node's parser gave up on. */
function rawEnvelope(status: number, code: string, message: string, reason: string): string {
  const body = JSON.stringify({ error: { code, message, status } });
  return (
    `HTTP/1.1 ${status} ${reason}\r\n` +
    'Content-Type: application/json; charset=utf-8\r\n' +
    'Cache-Control: no-store\r\n' +
    'X-Content-Type-Options: nosniff\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    'Connection: close\r\n\r\n' +
    body
  );
}

/** A handler's answer as raw HTTP/1.1 on a socket Node does not answer on (CONNECT), then closed. */
function rawAnswer(result: APIGatewayProxyResult): string {
  const body = result.isBase64Encoded ? Buffer.from(result.body, 'base64') : Buffer.from(result.body);
  const headers = { ...(result.headers as Record<string, string>), 'x-content-type-options': 'nosniff' };
  const lines = Object.entries(headers)
    .filter(([name]) => !/^(content-length|connection|transfer-encoding)$/i.test(name))
    .map(([name, value]) => `${name}: ${String(value).replace(/[\r\n]/g, ' ')}\r\n`);
  const reason =
    result.statusCode === 405 ? 'Method Not Allowed' : result.statusCode === 404 ? 'Not Found' : '';
  return (
    `HTTP/1.1 ${result.statusCode} ${reason}\r\n${lines.join('')}` +
    `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.toString('utf8')}`
  );
}

/** The envelope for an error Node's HTTP parser or its timers raised before a handler could answer. */
export function clientErrorResponse(err: { code?: string }, limits: Required<ApiServerLimits>): string {
  switch (err.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return rawEnvelope(
        408,
        'REQUEST_TIMEOUT',
        `The request did not arrive in time: headers are allowed ${limits.headersTimeoutMs / 1000} s and the whole request ${limits.requestTimeoutMs / 1000} s. Send the body with the request.`,
        'Request Timeout',
      );
    case 'HPE_HEADER_OVERFLOW':
      return rawEnvelope(400, 'INVALID_REQUEST', 'The request headers are too large.', 'Bad Request');
    default:
      return rawEnvelope(
        400,
        'INVALID_REQUEST',
        `The request is not valid HTTP/1.1 (${err.code ?? 'parse error'}); check its framing (Content-Length, Transfer-Encoding, chunk sizes).`,
        'Bad Request',
      );
  }
}

const envelope = (status: number, code: string, message: string): APIGatewayProxyResult => ({
  statusCode: status,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify({ error: { code, message, status } }),
});

/**
 * API Gateway on one machine: each request becomes a proxy event for the real handler. It listens
 * on 127.0.0.1 only, like every other port of the embedded runtime (docs/security.md): a reverse
 * proxy is the way to expose it.
 */
export async function startApiServer(opts: {
  port: number;
  limits?: ApiServerLimits;
}): Promise<{ server: Server; url: string; port: number; close(): Promise<void> }> {
  const defaults = limitsFromEnv({});
  const requestTimeoutMs = opts.limits?.requestTimeoutMs ?? defaults.requestTimeoutMs;
  const limits = {
    requestTimeoutMs,
    headersTimeoutMs: Math.min(opts.limits?.headersTimeoutMs ?? defaults.headersTimeoutMs, requestTimeoutMs),
  };
  const options = {
    requestTimeout: limits.requestTimeoutMs,
    headersTimeout: limits.headersTimeoutMs,
    // How often Node looks for requests past those limits; its default (30 s) would add up to 30 s.
    connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(limits.headersTimeoutMs / 4))),
  };
  const server = createServer(options, async (req, res) => {
    try {
      const url = requestUrl(req.url);
      if (!url) {
        send(res, envelope(400, 'INVALID_REQUEST', 'The request target is not a path; send /api/v1/...'));
        return;
      }
      // The /v1 alias: on AWS a proxy resource forwards /v1/<rest> to /api/v1/<rest> of the same
      // stage, so the handler sees the /api/v1 path; here the path is rewritten the same way.
      url.pathname = aliasedPath(url.pathname);
      // The largest any route takes (POST /scan with raw HTML); each route checks its own limit.
      const body = await readBody(req, MAX_SCAN_BODY_BYTES);
      if (body === 'too-large') {
        // The rest of the body was not read, so this connection cannot carry another request.
        res.setHeader('connection', 'close');
        const socket = req.socket;
        send(
          res,
          envelope(413, 'PAYLOAD_TOO_LARGE', `The request body is larger than ${MAX_SCAN_BODY_BYTES} bytes.`),
        );
        res.on('finish', () => socket?.destroy());
        return;
      }
      const route = routeRequest(req.method ?? 'GET', url.pathname);
      const result = (await invokeLambda(
        route.handler,
        toProxyEvent(req, body, url, route),
      )) as APIGatewayProxyResult;
      send(res, result);
    } catch (err) {
      // A request the client abandoned or the timers cut off was answered in 'clientError'.
      if (!res.socket?.writable) return;
      // What API Gateway answers when the integration itself fails.
      send(
        res,
        envelope(
          500,
          'INTERNAL_ERROR',
          `The handler failed: ${err instanceof Error ? err.message : String(err)}`,
        ),
      );
    }
  });
  // CONNECT is handed to a 'connect' listener instead of the request handler, and Node closes the
  // socket unanswered without one. It is answered like any other method no route takes (405 on a
  // route's path, 404 elsewhere, 400 for a target that is not a path), and never tunnels.
  server.on('connect', (req: IncomingMessage, socket: Duplex) => {
    socket.on('error', () => socket.destroy());
    const close = (answer: string) => {
      socket.end(answer, () => socket.destroy());
      setTimeout(() => socket.destroy(), 1_000).unref();
    };
    const url = requestUrl(req.url);
    if (!url) {
      close(
        rawEnvelope(
          400,
          'INVALID_REQUEST',
          'CONNECT is not supported: this is an API, not a proxy. Send /api/v1/... requests.',
          'Bad Request',
        ),
      );
      return;
    }
    const route = routeRequest('CONNECT', url.pathname);
    invokeLambda(route.handler, toProxyEvent(req, Buffer.alloc(0), url, route)).then(
      (result) => close(rawAnswer(result as APIGatewayProxyResult)),
      () => close(rawEnvelope(500, 'INTERNAL_ERROR', 'The handler failed.', 'Internal Server Error')),
    );
  });
  // Malformed HTTP (bad chunking, Content-Length with Transfer-Encoding, oversized headers) and
  // the timeouts above end here: answer in the envelope where nothing was sent yet, then close.
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (socket.writable && (!inFlight || !inFlight.headersSent)) {
      socket.end(clientErrorResponse(err, limits), () => socket.destroy());
      setTimeout(() => socket.destroy(), 1_000).unref();
    } else {
      socket.destroy();
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    server,
    port,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
