import { STATUS_CODES } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { guardedRequest, OutboundRequestError, type RedirectHop } from '../../net/guarded-request.js';
import type { Resolver } from '../../net/ssrf-guard.js';
import { detectBotWall } from './bot-wall.js';
import { decodeHtml } from './charset.js';
import { BotBlockedError, ExtractionFailedError, type ExtractionFailureKind } from '../errors.js';

/**
 * The HTML of a page as a desktop Chrome would receive it, through the SSRF guard, within time and
 * size limits, decoded to a string. Bot walls throw BotBlockedError; pages that cannot be audited
 * throw ExtractionFailedError (RetryableExtractionError when a second attempt may succeed).
 */

export const DEFAULT_TIMEOUT_MS = 15_000;
export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;

export const CHROME_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** The navigation headers of desktop Chrome; sites vary content (and bot scores) on them. */
export const BROWSER_HEADERS: Readonly<Record<string, string>> = {
  'user-agent': CHROME_USER_AGENT,
  accept:
    'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7',
  'accept-language': 'en-US,en;q=0.9',
  'cache-control': 'no-cache',
  pragma: 'no-cache',
  'sec-ch-ua': '"Google Chrome";v="131", "Chromium";v="131", "Not_A Brand";v="24"',
  'sec-ch-ua-mobile': '?0',
  'sec-ch-ua-platform': '"Windows"',
  'sec-fetch-dest': 'document',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-site': 'none',
  'sec-fetch-user': '?1',
  'upgrade-insecure-requests': '1',
};

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
/** Statuses where the same request a moment later often succeeds. */
const TRANSIENT_STATUSES = new Set([408, 425, 429, 500, 502, 503, 504, 520, 521, 522, 523, 524]);

/** An extraction failure worth one more attempt (timeout, reset, 5xx). */
export class RetryableExtractionError extends ExtractionFailedError {
  constructor(message: string, options: { kind?: ExtractionFailureKind; cause?: unknown } = {}) {
    super(message, options);
    this.name = 'RetryableExtractionError';
  }
}

export interface StaticFetchOptions {
  allowPrivate: boolean;
  /** Origins that may be private addresses all the same (ssrf-guard.ts GuardOptions.privateOrigins). */
  privateOrigins?: readonly string[];
  timeoutMs?: number;
  maxBytes?: number;
  resolver?: Resolver;
  signal?: AbortSignal;
}

export interface StaticPage {
  url: string;
  finalUrl: string;
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  redirects: RedirectHop[];
  /** Media type without parameters, e.g. "text/html"; null when the server sent none. */
  contentType: string | null;
  /** WHATWG encoding name used to decode the body. */
  charset: string;
  html: string;
  /** Decoded body size. */
  bytes: number;
  /** Body size on the wire. */
  transferBytes: number;
  compressed: boolean;
  ttfbMs: number;
  totalMs: number;
}

function mediaType(contentType: string | undefined): string | null {
  const type = contentType?.split(';')[0].trim().toLowerCase();
  return type ? type : null;
}

function looksLikeHtml(body: Buffer): boolean {
  const head = body.subarray(0, 1024).toString('latin1');
  return /^\s*(\uFEFF|\xEF\xBB\xBF)?\s*<(!doctype\s+html|html|head|body|title|meta|!--)/i.test(head);
}

/** How much of a page's start is sampled for binary bytes, and the share of them that means binary. */
const BINARY_SAMPLE_BYTES = 64 * 1024;
const BINARY_SHARE = 0.05;

/**
 * Bytes no text page holds: NUL and the C0 controls other than tab, line feed, form feed and
 * carriage return (and ESC, which ISO-2022 text uses). An image or archive served as text/html is
 * about one in ten of them; a web page in any 8-bit or UTF-8 charset has none. UTF-16, whose every
 * other byte may be NUL, is decoded by its charset and not judged here.
 */
export function looksBinary(body: Buffer, charset: string): boolean {
  if (/^utf-?16/i.test(charset)) return false;
  const sample = body.subarray(0, BINARY_SAMPLE_BYTES);
  if (sample.length === 0) return false;
  let controls = 0;
  for (const byte of sample) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d && byte !== 0x1b)
      controls += 1;
  }
  return controls / sample.length > BINARY_SHARE;
}

function describeMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return Number.isInteger(mb) ? `${mb} MB` : `${Math.round(mb * 10) / 10} MB`;
}

function notHtml(type: string): ExtractionFailedError {
  return new ExtractionFailedError(
    `The URL returns ${type}, not an HTML page; submit the address of a web page.`,
    { kind: 'not-html' },
  );
}

function fromOutboundError(
  err: OutboundRequestError,
  options: Required<Pick<StaticFetchOptions, 'timeoutMs' | 'maxBytes'>>,
) {
  switch (err.reason) {
    case 'too-large':
      return new ExtractionFailedError(
        `The page is larger than ${describeMegabytes(options.maxBytes)}, the most a scan downloads.`,
        { kind: 'too-large', cause: err },
      );
    case 'timeout':
      return new RetryableExtractionError(
        `The page did not finish loading within ${options.timeoutMs / 1000} s (${err.message}).`,
        { kind: 'fetch-timeout', cause: err },
      );
    case 'too-many-redirects':
      return new ExtractionFailedError(`The page redirects too many times (${err.message}).`, {
        kind: 'too-many-redirects',
        cause: err,
      });
    case 'dns':
      return err.transient
        ? new RetryableExtractionError(`The host name could not be resolved right now (${err.message}).`, {
            kind: 'unknown-host',
            cause: err,
          })
        : new ExtractionFailedError(`The host name does not exist (${err.message}); check the URL.`, {
            kind: 'unknown-host',
            cause: err,
          });
    case 'network':
      return new RetryableExtractionError(`The page could not be downloaded: ${err.message}.`, {
        kind: 'unreachable',
        cause: err,
      });
    default:
      return new ExtractionFailedError(`The page could not be downloaded: ${err.message}.`, { cause: err });
  }
}

/**
 * Downloads and decodes a page.
 *
 * @example const page = await staticFetch('https://example.com/', { allowPrivate: false });
 */
export async function staticFetch(url: string, options: StaticFetchOptions): Promise<StaticPage> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  let response;
  try {
    response = await guardedRequest(url, {
      allowPrivate: options.allowPrivate,
      privateOrigins: options.privateOrigins,
      resolver: options.resolver,
      signal: options.signal,
      headers: { ...BROWSER_HEADERS },
      timeoutMs,
      maxBytes,
      followRedirects: true,
      onResponseHead: ({ status, headers }) => {
        // Error pages are read whatever their type: a bot wall may hide behind any of them.
        const type = mediaType(headers['content-type']);
        if (status < 400 && type && !HTML_TYPES.has(type)) throw notHtml(type);
      },
    });
  } catch (err) {
    if (err instanceof OutboundRequestError) throw fromOutboundError(err, { timeoutMs, maxBytes });
    throw err;
  }

  const { status, headers, body } = response;
  const contentType = mediaType(headers['content-type']);
  const { html, charset } = decodeHtml(body, headers['content-type']);

  const wall = detectBotWall({ status, headers, html });
  if (wall) {
    throw new BotBlockedError(
      wall.vendor,
      `The site is protected by ${wall.vendor} bot protection (${wall.reason}), which blocks automated access.`,
    );
  }
  if (status < 200 || status >= 300) {
    const label = `HTTP ${status}${STATUS_CODES[status] ? ` ${STATUS_CODES[status]}` : ''}`;
    const message = `The page answered ${label}; only a page that loads successfully can be audited.`;
    throw TRANSIENT_STATUSES.has(status)
      ? new RetryableExtractionError(message)
      : new ExtractionFailedError(message);
  }
  if (body.length === 0)
    throw new ExtractionFailedError('The page is empty (HTTP ' + status + ' with no content).', {
      kind: 'empty-page',
    });
  if (looksBinary(body, charset)) {
    // Parsing megabytes of binary as markup takes the model builder a minute and yields nothing to audit.
    throw new ExtractionFailedError(
      `The URL returns binary data${contentType ? ` labelled ${contentType}` : ''}, not an HTML page; submit the address of a web page.`,
      { kind: 'not-html' },
    );
  }
  if (!contentType && !looksLikeHtml(body)) {
    throw new ExtractionFailedError(
      'The URL returns content without a type that does not look like HTML; submit the address of a web page.',
      { kind: 'not-html' },
    );
  }

  return {
    url: response.url,
    finalUrl: response.finalUrl,
    status,
    headers,
    redirects: response.redirects,
    contentType,
    charset,
    html,
    bytes: body.length,
    transferBytes: response.transferBytes,
    compressed: response.contentEncoding !== null && response.contentEncoding !== 'identity',
    ttfbMs: Math.round(response.timing.ttfbMs),
    totalMs: Math.round(response.timing.totalMs),
  };
}

export interface TwoAttemptOptions {
  /** Pause before the second attempt. */
  delayMs?: number;
  /** Which failures get a second attempt; by default RetryableExtractionError only (never bot walls). */
  isTransient?: (err: unknown) => boolean;
}

/**
 * Runs an acquisition, and once more if it failed transiently (SPEC: EXTRACTION_FAILED after two
 * attempts). A second transient failure becomes a plain ExtractionFailedError that says so.
 *
 * @example const page = await withTwoAttempts(() => staticFetch(url, { allowPrivate: false }));
 */
export async function withTwoAttempts<T>(
  fn: (attempt: 1 | 2) => Promise<T>,
  options: TwoAttemptOptions = {},
): Promise<T> {
  const isTransient = options.isTransient ?? ((err: unknown) => err instanceof RetryableExtractionError);
  try {
    return await fn(1);
  } catch (first) {
    if (!isTransient(first)) throw first;
    await sleep(options.delayMs ?? 250);
    try {
      return await fn(2);
    } catch (second) {
      if (second instanceof RetryableExtractionError) {
        throw new ExtractionFailedError(`${second.message} It failed twice in a row.`, {
          kind: second.kind,
          cause: second,
        });
      }
      throw second;
    }
  }
}
