import { isIP } from 'node:net';
import { ServiceError } from '../errors.js';
import { assertTargetUrl, bareHostname } from '../net/ssrf-guard.js';

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const TLD = /\.[a-z][a-z0-9-]*[a-z0-9]$|\.xn--[a-z0-9-]+$/i;

/**
 * The URL a scan is about, as the cache and the records see it: scheme added when absent (https),
 * host lower-cased, default port and fragment dropped. Refuses what the SSRF guard refuses without
 * DNS, and hosts that are not a domain with a top-level label (unless private targets are allowed).
 *
 * @example normalizeTargetUrl('Example.com/pricing#plans', { allowPrivate: false }) // 'https://example.com/pricing'
 */
export function normalizeTargetUrl(input: string, opts: { allowPrivate: boolean }): string {
  const trimmed = input.trim();
  if (!trimmed)
    throw new ServiceError('INVALID_URL', 'the URL is empty; send an address such as "https://example.com".');
  const withScheme =
    HAS_SCHEME.test(trimmed) && !/^[^/]+:\d+(\/|$)/.test(trimmed) ? trimmed : `https://${trimmed}`;
  const url = assertTargetUrl(withScheme, opts);
  const host = bareHostname(url);
  if (!isIP(host) && !TLD.test(host) && !opts.allowPrivate) {
    throw new ServiceError(
      'INVALID_URL',
      `"${host}" is not a valid domain; send a URL such as "https://example.com".`,
    );
  }
  url.hash = '';
  return url.href;
}
