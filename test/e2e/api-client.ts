import type { OpenApiContract } from './openapi-contract.js';

export interface ApiAnswer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export interface CallOptions {
  /** A bearer key; null sends no Authorization header. */
  key?: string | null;
  /** An object is sent as JSON; a string is sent as is. */
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * A fetch-based client for the API under test: every answer is parsed as JSON and checked against
 * the OpenAPI document (status listed, body matching its schema) before a test sees it.
 */
export function apiClient(baseUrl: string, contract: OpenApiContract, defaultKey: string | null) {
  return async function call(method: string, path: string, opts: CallOptions = {}): Promise<ApiAnswer> {
    const key = opts.key === undefined ? defaultKey : opts.key;
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(key ? { authorization: `Bearer ${key}` } : {}),
        ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...opts.headers,
      },
      body:
        opts.body === undefined
          ? undefined
          : typeof opts.body === 'string'
            ? opts.body
            : JSON.stringify(opts.body),
    });
    const text = await res.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new Error(
        `${method} ${path} answered ${res.status} with a body that is not JSON: ${text.slice(0, 200)}`,
      );
    }
    contract.check(method, path, res.status, body);
    return { status: res.status, headers: res.headers, body };
  };
}

export type ApiCall = ReturnType<typeof apiClient>;
