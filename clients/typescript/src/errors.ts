import type { components } from './schema.js';

/** The error envelope of every non-2xx answer (SPEC 7). */
export type ApiErrorBody = components['schemas']['Error'];

/**
 * Every failure of a client call is one of these classes, told apart by `kind`:
 *
 * - `api`: the service answered with its error envelope (`code`, `message`, `status`);
 * - `response`: an answer that is not what the operation returns (an HTML page from a proxy, a
 *   body that is not JSON, an error status without the envelope);
 * - `network`: no answer at all (DNS, refused or reset connection), after the retries;
 * - `timeout`: no answer within `timeoutMs`, or a scan still not final when `waitForScan` gave up;
 * - `usage`: an argument the client refuses before sending anything (an id that would name
 *   another path, such as "." or "").
 *
 * A call cancelled through its own `signal` rejects with that signal's reason, as fetch does.
 */
export type AuditErrorKind = 'api' | 'response' | 'network' | 'timeout' | 'usage';

export abstract class AuditClientError extends Error {
  abstract readonly kind: AuditErrorKind;
  /** The request, e.g. "GET /scans/sc_x"; null for a usage error caught before a path existed. */
  readonly request: string | null;

  constructor(message: string, request: string | null, options?: { cause?: unknown }) {
    super(message, options);
    this.request = request;
    this.name = new.target.name;
  }
}

/** An error answer of the API: its HTTP status, SPEC 7 code and message. */
export class AuditApiError extends AuditClientError {
  readonly kind = 'api' as const;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body: ApiErrorBody,
    request: string | null = null,
  ) {
    super(`${code}: ${message}`, request);
  }

  /** True on BOT_BLOCKED: the site refused the audit's browser (the envelope's top-level `blocked`). */
  get blocked(): boolean {
    return this.body.blocked === true;
  }
}

/** An answer the operation does not give: not JSON, the wrong media type, or no error envelope. */
export class AuditResponseError extends AuditClientError {
  readonly kind = 'response' as const;

  constructor(
    readonly status: number,
    readonly contentType: string | null,
    /** The first 500 characters of the body, for a log line. */
    readonly bodyStart: string,
    reason: string,
    request: string | null,
  ) {
    super(
      `${request ?? 'request'}: ${reason} (HTTP ${status}, ${contentType ?? 'no content type'})`,
      request,
    );
  }
}

/** No answer: the connection failed on every attempt. `cause` is the last fetch error. */
export class AuditNetworkError extends AuditClientError {
  readonly kind = 'network' as const;

  constructor(
    readonly attempts: number,
    request: string,
    cause: unknown,
  ) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`${request}: no answer after ${attempts} attempt(s): ${reason}`, request, { cause });
  }
}

/** No answer in time (`timeoutMs`), or a polled scan that was still not final at the deadline. */
export class AuditTimeoutError extends AuditClientError {
  readonly kind = 'timeout' as const;

  constructor(
    readonly timeoutMs: number,
    message: string,
    request: string | null,
  ) {
    super(message, request);
  }
}

/** An argument refused before any request was made. */
export class AuditUsageError extends AuditClientError {
  readonly kind = 'usage' as const;

  constructor(message: string) {
    super(message, null);
  }
}

export type AuditError =
  AuditApiError | AuditResponseError | AuditNetworkError | AuditTimeoutError | AuditUsageError;

/** Narrows an unknown rejection to the client's errors (then switch on `kind`). */
export function isAuditError(err: unknown): err is AuditError {
  return err instanceof AuditClientError;
}
