import middy from '@middy/core';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { z } from 'zod';
import { accountForKey, type Account } from '../accounts/accounts.js';
import { hashApiKey } from '../accounts/api-keys.js';
import { PLANS } from '../accounts/plans.js';
import {
  acquireConcurrencySlot,
  rateLimitHeaders,
  takeMinuteToken,
  type ConcurrencySlot,
} from '../limits/rate-limits.js';
import { ServiceError, errorBody } from '../errors.js';
import { logger } from '../runtime/logger.js';
import { services } from '../runtime/services.js';
import {
  claimIdempotencyKey,
  requestHash,
  settleIdempotencyKey,
  validIdempotencyKey,
} from './idempotency.js';
import { BASE_PATHS } from './routes.js';

/** Largest request body the API accepts (a batch of 10 URLs with options is a few KB). */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Largest body of POST /scan, which may carry up to 2 MB of raw HTML (MAX_HTML_BYTES) as a JSON
 * string; escaping makes it longer. Under API Gateway's 10 MB and Lambda's 6 MB payload limits.
 */
export const MAX_SCAN_BODY_BYTES = 5 * 1024 * 1024;

export interface ApiContext {
  account: Account;
  requestId: string;
  /** SHA-256 of the bearer key of this request ('' on public routes). */
  apiKeyHash: string;
}

export type ApiEvent = Omit<APIGatewayProxyEvent, 'body'> & { body: unknown };

/**
 * On every answer of the service, whatever its type: a browser never guesses another type than the
 * one declared (a JSON error quoting page text is never sniffed as HTML).
 */
export const NOSNIFF = { 'x-content-type-options': 'nosniff' } as const;

/** The answer with the headers every answer carries (NOSNIFF) added. */
export function withSecurityHeaders(result: APIGatewayProxyResult): APIGatewayProxyResult {
  return { ...result, headers: { ...(result.headers ?? {}), ...NOSNIFF } };
}

export function json(
  statusCode: number,
  body: unknown,
  headers: Record<string, string> = {},
): APIGatewayProxyResult {
  return {
    statusCode,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...NOSNIFF,
      ...headers,
    },
    body: JSON.stringify(body),
  };
}

/** A zod failure as one sentence naming the field and what to send instead. */
export function describeZodError(err: z.ZodError): string {
  const issue = err.issues[0];
  const field = issue.path.length
    ? issue.path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i ? `.${String(p)}` : String(p))).join('')
    : 'body';
  return `${field}: ${issue.message}`;
}

/** Any error as a SPEC 7 response; unknown errors become INTERNAL_ERROR without leaking details. */
export function errorResponse(err: unknown, requestId: string): APIGatewayProxyResult {
  if (err instanceof ServiceError) return json(err.status, errorBody(err), err.headers);
  const middyStatus = (err as { statusCode?: number; expose?: boolean }).statusCode;
  if (middyStatus === 422 || middyStatus === 400) {
    return errorResponse(
      new ServiceError('INVALID_REQUEST', 'The request body is not valid JSON. Send a JSON object.'),
      requestId,
    );
  }
  if (middyStatus === 415) {
    return errorResponse(
      new ServiceError('UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json.'),
      requestId,
    );
  }
  logger.error('unhandled error', {
    err: err instanceof Error ? { name: err.name, message: err.message, stack: err.stack } : String(err),
    requestId,
  });
  return json(
    500,
    errorBody(
      new ServiceError(
        'INTERNAL_ERROR',
        `Something went wrong on our side (request ${requestId}); it is safe to retry.`,
      ),
    ),
  );
}

function header(event: Pick<APIGatewayProxyEvent, 'headers'>, name: string): string | undefined {
  const lower = name.toLowerCase();
  for (const [k, v] of Object.entries(event.headers ?? {}))
    if (k.toLowerCase() === lower) return v ?? undefined;
  return undefined;
}

export { header as requestHeader };

/** The account behind `Authorization: Bearer service_live_...` and the key's hash, or 401 AUTH_INVALID. */
export async function authenticateKey(
  event: Pick<APIGatewayProxyEvent, 'headers'>,
): Promise<{ account: Account; apiKeyHash: string; apiKey: string }> {
  const auth = header(event, 'authorization');
  if (!auth)
    throw new ServiceError('AUTH_INVALID', 'Send your API key as "Authorization: Bearer service_live_...".');
  // RFC 6750 2.1: the scheme, one space, a token68. Two spaces, a tab or a second word are
  // refused rather than guessed at (SPEC 5.4: a malformed token is 401).
  const match = /^Bearer ([A-Za-z0-9\-._~+/]+=*)$/i.exec(auth);
  if (!match) throw new ServiceError('AUTH_INVALID', 'The Authorization header must be "Bearer <API key>".');
  const account = await accountForKey(services().table, match[1]);
  if (!account) throw new ServiceError('AUTH_INVALID', 'The API key is unknown or revoked.');
  return { account, apiKeyHash: hashApiKey(match[1]), apiKey: match[1] };
}

export interface HandlerOptions {
  /** Parse a JSON body (POST routes). */
  body?: boolean;
  /** Public routes skip authentication and rate limits. */
  public?: boolean;
  /** Honour an Idempotency-Key header: a retried request gets the first answer (POST routes that charge or create). */
  idempotent?: boolean;
  /** Hold one of the key's concurrent-request slots while the request runs (the scan routes). */
  holdsSlot?: boolean;
  /** The body size limit of this route; MAX_BODY_BYTES when absent. */
  maxBodyBytes?: number;
}

/** Per-request facts the middlewares hand to the handler (keyed by the event object middy passes along). */
interface RequestState {
  account: Account;
  apiKeyHash: string;
  /** The bearer key itself, in memory only: it seals the Idempotency-Key's stored answer. */
  apiKey: string;
  rawBody: string | null;
  rateHeaders: Record<string, string>;
}
const requestStates = new WeakMap<object, RequestState>();

/** The route without its base path: /api/v1/scan and /v1/scan are the same request. */
function routePathOf(resource: string): string {
  const base = BASE_PATHS.find((b) => resource === b || resource.startsWith(`${b}/`));
  return base ? resource.slice(base.length) : resource;
}

function withHeaders(result: APIGatewayProxyResult, headers: Record<string, string>): APIGatewayProxyResult {
  return { ...result, headers: { ...(result.headers ?? {}), ...headers } };
}

/** The longest a request of this invocation can still run: what a lease or a lock should last. */
function remainingMs(context: Context | undefined): number {
  const left = context?.getRemainingTimeInMillis?.();
  return (typeof left === 'number' && left > 0 ? left : 15 * 60_000) + 5_000;
}

/**
 * Wrap a route function as a Lambda handler. In order: body size (413), bearer key (401), the
 * plan's per-minute budget (429, every authenticated route), a JSON body (400), the
 * Idempotency-Key (replay or 409), a concurrency slot of the key (429, scan routes), the route.
 * Errors become the SPEC 7 envelope; every authenticated answer carries the RateLimit headers.
 */
export function apiHandler(
  fn: (event: ApiEvent, ctx: ApiContext) => Promise<APIGatewayProxyResult>,
  opts: HandlerOptions = {},
) {
  const base = middy<APIGatewayProxyEvent, APIGatewayProxyResult, Error, Context>();
  base.use({
    // Registered first, so it runs last: every answer, the route's or an error's, leaves with them.
    after: async (request) => {
      if (request.response) request.response = withSecurityHeaders(request.response);
    },
    onError: async (request) => {
      if (request.response && request.response.statusCode) {
        request.response = withSecurityHeaders(request.response);
        return;
      }
      const response = errorResponse(
        request.error,
        request.context?.awsRequestId ?? request.event.requestContext?.requestId ?? 'local',
      );
      const state = requestStates.get(request.event);
      request.response = withSecurityHeaders(state ? withHeaders(response, state.rateHeaders) : response);
    },
  });
  base.use({
    before: async (request) => {
      const body = request.event.body;
      const size = body ? Buffer.byteLength(body, request.event.isBase64Encoded ? 'base64' : 'utf8') : 0;
      const limit = opts.maxBodyBytes ?? MAX_BODY_BYTES;
      if (size > limit) {
        throw new ServiceError(
          'PAYLOAD_TOO_LARGE',
          `The request body is ${size} bytes; the limit is ${limit}.`,
        );
      }
    },
  });
  if (!opts.public) {
    base.use({
      before: async (request) => {
        const svc = services();
        const { account, apiKeyHash, apiKey } = await authenticateKey(request.event);
        const plan = PLANS[account.plan];
        const budget = await takeMinuteToken(
          svc.table,
          account.account_id,
          account.requests_per_minute ?? plan.requestsPerMinute,
          svc.now(),
        );
        requestStates.set(request.event, {
          account,
          apiKeyHash,
          apiKey,
          rawBody: request.event.body ?? null,
          rateHeaders: rateLimitHeaders(budget),
        });
      },
    });
  }
  base.use({
    before: async (request) => {
      const body = request.event.body;
      if (opts.body && (body === null || body === undefined || body === '')) {
        throw new ServiceError('INVALID_REQUEST', 'The request needs a JSON body.');
      }
    },
  });
  if (opts.body) base.use(httpJsonBodyParser({ disableContentTypeCheck: true }));
  return base.handler(async (event, context) => {
    const requestId = context?.awsRequestId ?? event.requestContext?.requestId ?? 'local';
    const state = requestStates.get(event);
    if (opts.public || !state)
      return fn(event as ApiEvent, { account: null as unknown as Account, requestId, apiKeyHash: '' });
    const svc = services();
    const stores = { table: svc.table, objects: svc.objects };
    const idempotencyKey = opts.idempotent ? header(event, 'idempotency-key') : undefined;
    const claim =
      idempotencyKey === undefined
        ? null
        : {
            accountId: state.account.account_id,
            key: validIdempotencyKey(idempotencyKey),
            requestHash: requestHash(
              event.httpMethod,
              routePathOf(event.resource ?? event.path),
              state.rawBody,
            ),
            apiKey: state.apiKey,
          };
    if (claim) {
      const found = await claimIdempotencyKey(stores, claim, {
        now: svc.now(),
        lockMs: remainingMs(context),
      });
      if (found.kind === 'replay') return withHeaders(found.response, state.rateHeaders);
    }
    let slot: ConcurrencySlot | null = null;
    try {
      let response: APIGatewayProxyResult;
      try {
        if (opts.holdsSlot) {
          const plan = PLANS[state.account.plan];
          slot = await acquireConcurrencySlot(svc.table, state.apiKeyHash, {
            max: state.account.concurrent_requests ?? plan.concurrentRequests,
            now: svc.now(),
            leaseMs: remainingMs(context),
          });
        }
        response = await fn(event as ApiEvent, {
          account: state.account,
          requestId,
          apiKeyHash: state.apiKeyHash,
        });
      } catch (err) {
        response = errorResponse(err, requestId);
      }
      if (claim) await settleIdempotencyKey(stores, claim, response);
      return withHeaders(response, state.rateHeaders);
    } finally {
      if (slot)
        await slot
          .release()
          .catch((err: unknown) => logger.warn('slot release failed', { err: String(err) }));
    }
  });
}
