import { guardedRequest } from '../../net/guarded-request.js';

export interface PostJsonOptions {
  timeoutMs: number;
  signal?: AbortSignal;
  /**
   * Whether the endpoint may be a loopback or private address. Only for an endpoint the operator
   * configured (a local model server); the guard still refuses metadata addresses.
   */
  allowPrivate: boolean;
}

export interface PostJsonResponse {
  status: number;
  body: string;
}

/** One JSON POST. The providers' only way out, so tests and the edge can swap it. */
export type PostJson = (
  url: string,
  body: string,
  headers: Record<string, string>,
  options: PostJsonOptions,
) => Promise<PostJsonResponse>;

/** Rewrite answers are a few KB; anything near this is not an answer. */
const MAX_ANSWER_BYTES = 1024 * 1024;

/** postJson through the SSRF guard (lib/net/guarded-request.ts); redirects are not followed. */
export const postJson: PostJson = async (url, body, headers, options) => {
  const res = await guardedRequest(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body,
    timeoutMs: options.timeoutMs,
    maxBytes: MAX_ANSWER_BYTES,
    allowPrivate: options.allowPrivate,
    followRedirects: false,
    signal: options.signal,
  });
  return { status: res.status, body: res.body.toString('utf8') };
};
