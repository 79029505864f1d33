/**
 * Error codes of SPEC section 7, plus the few the SPEC leaves "not shown" (documented in docs/api.md).
 * Every non-2xx response is `{ error: { code, message, status } }`, with `blocked: true` at the top
 * level on BOT_BLOCKED.
 */
export const ERROR_STATUS = {
  INVALID_URL: 400,
  INVALID_REQUEST: 400,
  AUTH_INVALID: 401,
  INSUFFICIENT_CREDITS: 402,
  TRIAL_EXHAUSTED: 402,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  /** The embedded server only: headers or body did not arrive in time (docs/operations.md). */
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  BOT_BLOCKED: 422,
  EXTRACTION_FAILED: 422,
  RATE_LIMITED: 429,
  SCAN_FAILED: 500,
  INTERNAL_ERROR: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}

/** An error with a SPEC error code; anything else that escapes a handler becomes INTERNAL_ERROR. */
export class ServiceError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Extra response headers (Retry-After on 429, for example). */
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    options: { headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'ServiceError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.headers = options.headers ?? {};
  }
}

/** The URL's host resolves to an address the service must not reach (SSRF guard). */
export class ForbiddenTargetError extends ServiceError {
  readonly address: string;
  constructor(host: string, address: string, reason: string) {
    super(
      'INVALID_URL',
      `The URL host "${host}" resolves to ${address} (${reason}); only public addresses can be scanned.`,
    );
    this.name = 'ForbiddenTargetError';
    this.address = address;
  }
}

/** The error envelope of SPEC section 7. */
export function errorBody(err: ServiceError): {
  error: { code: ErrorCode; message: string; status: number };
  blocked?: true;
} {
  const body: { error: { code: ErrorCode; message: string; status: number }; blocked?: true } = {
    error: { code: err.code, message: err.message, status: err.status },
  };
  if (err.code === 'BOT_BLOCKED') body.blocked = true;
  return body;
}
