import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { MAX_BODY_BYTES } from '../../lib/api/http.js';
import { BASE_PATHS, FALLBACK_HANDLER, ROUTES, matchPath } from '../../lib/api/routes.js';
import { invokeLambda } from './lambda-invoker.js';

/** Which handler API Gateway would call for a method and path, with its resource and path parameters. */
export function routeRequest(
  method: string,
  path: string,
): { handler: string; resource: string; pathParameters: Record<string, string> | null } {
  for (const base of BASE_PATHS) {
    if (path !== base && !path.startsWith(`${base}/`)) continue;
    const rest = path.slice(base.length) || '/';
    for (const route of ROUTES) {
      const params = matchPath(route.path, rest);
      if (params && route.method === method) {
        return {
          handler: route.handler,
          resource: `${base}${route.path}`,
          pathParameters: Object.keys(params).length ? params : null,
        };
      }
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
  const headers: Record<string, string> = {};
  const multiValueHeaders: Record<string, string[]> = {};
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i];
    const value = req.rawHeaders[i + 1];
    headers[name] = headers[name] === undefined ? value : `${headers[name]},${value}`;
    (multiValueHeaders[name] ??= []).push(value);
  }
  const query: Record<string, string> = {};
  const multiQuery: Record<string, string[]> = {};
  for (const [k, v] of url.searchParams) {
    query[k] = v;
    (multiQuery[k] ??= []).push(v);
  }
  const requestId = randomUUID();
  return {
    resource: route.resource,
    path: url.pathname,
    httpMethod: req.method ?? 'GET',
    headers,
    multiValueHeaders,
    queryStringParameters: Object.keys(query).length ? query : null,
    multiValueQueryStringParameters: Object.keys(multiQuery).length ? multiQuery : null,
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
  const headers: Record<string, string | string[]> = { ...(result.headers as Record<string, string>) };
  for (const [k, v] of Object.entries(result.multiValueHeaders ?? {})) headers[k] = v.map(String);
  res.writeHead(result.statusCode, headers);
  res.end(result.isBase64Encoded ? Buffer.from(result.body, 'base64') : result.body);
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
}): Promise<{ server: Server; url: string; port: number; close(): Promise<void> }> {
  const server = createServer(async (req, res) => {
    try {
      const url = requestUrl(req.url);
      if (!url) {
        send(res, envelope(400, 'INVALID_REQUEST', 'The request target is not a path; send /api/v1/...'));
        return;
      }
      const body = await readBody(req, MAX_BODY_BYTES * 16);
      if (body === 'too-large') {
        // The rest of the body was not read, so this connection cannot carry another request.
        res.setHeader('connection', 'close');
        const socket = req.socket;
        send(
          res,
          envelope(413, 'PAYLOAD_TOO_LARGE', `The request body is larger than ${MAX_BODY_BYTES} bytes.`),
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
  server.requestTimeout = 0;
  server.headersTimeout = 60_000;
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
