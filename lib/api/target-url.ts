import { isIP } from 'node:net';
import { parse as parseDomain } from 'tldts';
import { ServiceError } from '../errors.js';
import { assertTargetUrl, bareHostname } from '../net/ssrf-guard.js';

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * ICANN suffixes of the Public Suffix List that name no reachable web site: `.onion` needs Tor and
 * `.arpa` is DNS infrastructure (reverse zones, home.arpa).
 */
const UNREACHABLE_SUFFIXES = ['onion', 'arpa'];

/** Loopback names ALLOW_PRIVATE_TARGETS opens (development: the CLI and the tests audit pages there). */
function isLoopbackName(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost');
}

/**
 * Whether a host name has a registrable domain under a public suffix the Public Suffix List knows
 * (ICANN section): `example.co.uk` has, `co.uk`, `nodomain`, `example.invalid`, `foo.local`,
 * `bar.test` and `x.unknowntld` have not.
 *
 * @example hasRegistrableDomain('shop.example.com') // true
 */
export function hasRegistrableDomain(host: string): boolean {
  const parsed = parseDomain(host, { allowPrivateDomains: false });
  if (parsed.isIp || !parsed.isIcann || !parsed.domain || !parsed.publicSuffix) return false;
  const topLabel = parsed.publicSuffix.split('.').pop() ?? '';
  return !UNREACHABLE_SUFFIXES.includes(topLabel);
}

export interface TargetUrl {
  /** Normalized: scheme added when absent (https), host lower-cased, default port and fragment dropped. */
  url: string;
  /** The input had no scheme: https was assumed, and a fetch may fall back to http as browsers do. */
  schemeGuessed: boolean;
}

/**
 * The URL a scan is about, as the cache and the records see it. Refuses what the SSRF guard
 * refuses without DNS, and any host name without a registrable domain under a known public suffix
 * (400 INVALID_URL, before anything is fetched or charged). IP literals pass to the SSRF guard;
 * with ALLOW_PRIVATE_TARGETS, `localhost` and `*.localhost` pass too.
 *
 * @example parseTargetUrl('Example.com/pricing#plans', { allowPrivate: false }) // { url: 'https://example.com/pricing', schemeGuessed: true }
 */
export function parseTargetUrl(input: string, opts: { allowPrivate: boolean }): TargetUrl {
  const trimmed = input.trim();
  if (!trimmed)
    throw new ServiceError('INVALID_URL', 'the URL is empty; send an address such as "https://example.com".');
  const schemeGuessed = !HAS_SCHEME.test(trimmed) || /^[^/]+:\d+(\/|$)/.test(trimmed);
  const url = assertTargetUrl(schemeGuessed ? `https://${trimmed}` : trimmed, opts);
  const host = bareHostname(url);
  const allowed = isIP(host) || (opts.allowPrivate && isLoopbackName(host)) || hasRegistrableDomain(host);
  if (!allowed) {
    throw new ServiceError(
      'INVALID_URL',
      `"${host.length > 100 ? `${host.slice(0, 100)}...` : host}" is not a public domain name (no registrable domain under a known top-level domain); send a URL such as "https://example.com".`,
    );
  }
  url.hash = '';
  return { url: url.href, schemeGuessed };
}

/**
 * The normalized URL of parseTargetUrl, for callers that never fall back to http (webhook URLs).
 *
 * @example normalizeTargetUrl('Example.com/pricing#plans', { allowPrivate: false }) // 'https://example.com/pricing'
 */
export function normalizeTargetUrl(input: string, opts: { allowPrivate: boolean }): string {
  return parseTargetUrl(input, opts).url;
}
