import middy from '@middy/core';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { z } from 'zod';
import { accountForKey, type Account } from '../accounts/accounts.js';
import { ServiceError, errorBody } from '../errors.js';
import { logger } from '../runtime/logger.js';
import { services } from '../runtime/services.js';

/** Largest request body the API accepts (a batch of 10 URLs with options is a few KB). */
export const MAX_BODY_BYTES = 64 * 1024;

export interface ApiContext {
  account: Account;
  requestId: string;
}

export type ApiEvent = Omit<APIGatewayProxyEvent, 'body'> & { body: unknown };

export function json(
  statusCode: number,
  body: unknown,
  headers: Record<string, string> = {},
): APIGatewayProxyResult {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: JSON.stringify(body),
  };
}

/** A zod failure as one sentence naming the field and what to send instead. */
export function describeZodError(err: z.ZodError): string {
  const issue = err.issues[0];
  const field = issue.path.length ? issue.path.join('.') : 'body';
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

/** The account behind `Authorization: Bearer service_live_...`, or 401 AUTH_INVALID. */
export async function authenticate(event: Pick<APIGatewayProxyEvent, 'headers'>): Promise<Account> {
  const auth = header(event, 'authorization');
  if (!auth)
    throw new ServiceError('AUTH_INVALID', 'Send your API key as "Authorization: Bearer service_live_...".');
  const match = /^Bearer\s+(\S+)\s*$/i.exec(auth);
  if (!match) throw new ServiceError('AUTH_INVALID', 'The Authorization header must be "Bearer <API key>".');
  const account = await accountForKey(services().table, match[1]);
  if (!account) throw new ServiceError('AUTH_INVALID', 'The API key is unknown or revoked.');
  return account;
}

export interface HandlerOptions {
  /** Parse a JSON body (POST routes). */
  body?: boolean;
  /** Public routes skip authentication. */
  public?: boolean;
}

/**
 * Wrap a route function as a Lambda handler: errors become the SPEC 7 envelope, the body is
 * parsed as JSON (any content type; invalid JSON is a 400), and the bearer key is checked.
 */
export function apiHandler(
  fn: (event: ApiEvent, ctx: ApiContext) => Promise<APIGatewayProxyResult>,
  opts: HandlerOptions = {},
) {
  const base = middy<APIGatewayProxyEvent, APIGatewayProxyResult, Error, Context>();
  base.use({
    onError: async (request) => {
      if (request.response && request.response.statusCode) return;
      request.response = errorResponse(
        request.error,
        request.context?.awsRequestId ?? request.event.requestContext?.requestId ?? 'local',
      );
    },
  });
  base.use({
    before: async (request) => {
      const body = request.event.body;
      const size = body ? Buffer.byteLength(body, request.event.isBase64Encoded ? 'base64' : 'utf8') : 0;
      if (size > MAX_BODY_BYTES) {
        throw new ServiceError(
          'PAYLOAD_TOO_LARGE',
          `The request body is ${size} bytes; the limit is ${MAX_BODY_BYTES}.`,
        );
      }
      if (opts.body && (body === null || body === undefined || body === '')) {
        throw new ServiceError('INVALID_REQUEST', 'The request needs a JSON body.');
      }
    },
  });
  if (opts.body) base.use(httpJsonBodyParser({ disableContentTypeCheck: true }));
  return base.handler(async (event, context) => {
    const requestId = context?.awsRequestId ?? event.requestContext?.requestId ?? 'local';
    const account = opts.public ? (null as unknown as Account) : await authenticate(event);
    return fn(event as ApiEvent, { account, requestId });
  });
}
