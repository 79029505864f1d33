import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import { ForbiddenTargetError, ServiceError } from '../errors.js';
import { addressBlock } from './ip-address.js';

/**
 * The one gate for every outbound request (page, redirect hop, sub-page, webhook, browser proxy).
 * A target passes when its URL is http(s) without credentials, its host name is not a reserved
 * name, and EVERY address it resolves to is public. See docs/security.md.
 */

/** Resolves a host name to all its addresses; injectable so tests never touch real DNS. */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export interface GuardOptions {
  /** Development setting ALLOW_PRIVATE_TARGETS: opens loopback/private ranges, never metadata. */
  allowPrivate: boolean;
  /**
   * Origins (`http://127.0.0.1:51234`) that may be private or loopback addresses even without
   * allowPrivate: the CLI's own file server, and nothing else of the run (docs/security.md).
   * Metadata addresses stay refused.
   */
  privateOrigins?: readonly string[];
  resolver?: Resolver;
}

/** Whether the guard lets `url` reach private addresses: the setting, or its origin is exempt. */
export function privateAllowedFor(
  url: URL,
  options: Pick<GuardOptions, 'allowPrivate' | 'privateOrigins'>,
): boolean {
  return options.allowPrivate || (options.privateOrigins?.includes(url.origin) ?? false);
}

/** The URL itself is unusable as a target (scheme, credentials, syntax): 400 INVALID_URL. */
export class TargetUrlError extends ServiceError {
  constructor(message: string) {
    super('INVALID_URL', message);
    this.name = 'TargetUrlError';
  }
}

/** Names that reach instance metadata without an address in sight; refused in every configuration. */
const METADATA_HOSTNAMES: ReadonlySet<string> = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'metadata.azure.internal',
  'metadata.ec2.internal',
  'instance-data',
  'instance-data.ec2.internal',
  'metadata.tencentyun.com',
  'metadata.platformequinix.com',
]);

/** Suffixes of names that only exist inside private networks; allowPrivate opens them. */
export const PRIVATE_NAME_SUFFIXES = [
  '.localhost',
  '.local',
  '.internal',
  '.localdomain',
  '.home.arpa',
  '.lan',
  '.intranet',
];

export const defaultResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, order: 'verbatim' });

/** URL host without IPv6 brackets or the trailing root dot, as DNS and the socket see it. */
export function bareHostname(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
}

/**
 * Parses and checks everything that can be checked without DNS: scheme, credentials, reserved
 * names and IP literals. WHATWG URL parsing already turns decimal, octal, hex and short IPv4
 * spellings into a dotted quad and lower-cases the host, so the checks below see one form.
 *
 * @example assertTargetUrl('http://127.1/', { allowPrivate: false }) // throws ForbiddenTargetError
 */
export function assertTargetUrl(
  input: string | URL,
  options: Pick<GuardOptions, 'allowPrivate' | 'privateOrigins'>,
): URL {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new TargetUrlError(`"${String(input)}" is not a valid URL; send an absolute http(s) URL.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TargetUrlError(
      `The URL scheme "${url.protocol.slice(0, -1)}" is not supported; use http or https.`,
    );
  }
  if (url.username || url.password) {
    throw new TargetUrlError(
      'URLs with a user name or password are not accepted; remove the "user:pass@" part.',
    );
  }
  const host = bareHostname(url);
  if (!host) throw new TargetUrlError('The URL has no host name.');
  const allowPrivate = privateAllowedFor(url, options);
  if (isIP(host)) {
    assertAllowedAddress(host, host, allowPrivate);
    return url;
  }
  if (METADATA_HOSTNAMES.has(host)) {
    throw new ForbiddenTargetError(host, 'a cloud metadata service', 'reserved host name');
  }
  if (!allowPrivate) {
    if (host === 'localhost' || PRIVATE_NAME_SUFFIXES.some((suffix) => host.endsWith(suffix))) {
      throw new ForbiddenTargetError(host, 'a private network', 'reserved host name');
    }
    if (!host.includes('.')) {
      // Single-label names resolve through the machine's search domains, i.e. to internal hosts.
      throw new ForbiddenTargetError(host, 'a local network name', 'host name without a domain');
    }
  }
  return url;
}

/** Throws ForbiddenTargetError unless the address may be contacted under the setting. */
export function assertAllowedAddress(host: string, address: string, allowPrivate: boolean): void {
  const block = addressBlock(address);
  if (block && !(allowPrivate && block.overridable)) {
    throw new ForbiddenTargetError(host, address, block.reason);
  }
}

/**
 * Resolves a host and checks every address. One forbidden address refuses the whole host:
 * otherwise a name answering [public, private] would pass and the socket could pick the private one.
 */
export async function resolveAllowedAddresses(host: string, options: GuardOptions): Promise<LookupAddress[]> {
  const bare = host
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  const family = isIP(bare);
  if (family) {
    assertAllowedAddress(bare, bare, options.allowPrivate);
    return [{ address: bare, family }];
  }
  const addresses = await (options.resolver ?? defaultResolver)(bare);
  if (addresses.length === 0) {
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${bare}`), { code: 'ENOTFOUND', hostname: bare });
  }
  for (const { address } of addresses) assertAllowedAddress(bare, address, options.allowPrivate);
  return addresses;
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** The shape of the `lookup` option of net.connect / http.request. */
export type GuardedLookupFunction = (
  hostname: string,
  options: { family?: number | string; all?: boolean },
  callback: LookupCallback,
) => void;

/**
 * A `lookup` for http.request/net.connect that resolves, checks every address, and hands the
 * socket only the addresses it checked. Resolution and check happen in the same call the socket
 * connects with, so a DNS answer cannot change between check and connect (rebinding).
 *
 * @example http.request(url, { lookup: guardedLookup({ allowPrivate: false }) })
 */
export function guardedLookup(options: GuardOptions): GuardedLookupFunction {
  return (hostname, lookupOptions, callback) => {
    resolveAllowedAddresses(hostname, options).then(
      (addresses) => {
        const wanted =
          lookupOptions.family === 'IPv4' ? 4 : lookupOptions.family === 'IPv6' ? 6 : lookupOptions.family;
        const usable =
          wanted === 4 || wanted === 6 ? addresses.filter((a) => a.family === wanted) : addresses;
        if (usable.length === 0) {
          const err: NodeJS.ErrnoException = new Error(`getaddrinfo ENOTFOUND ${hostname}`);
          err.code = 'ENOTFOUND';
          callback(err, '');
          return;
        }
        if (lookupOptions.all) callback(null, usable);
        else callback(null, usable[0].address, usable[0].family);
      },
      (err: NodeJS.ErrnoException) => callback(err, ''),
    );
  };
}

/**
 * Full check of a URL: syntax, names, and every resolved address.
 *
 * @example await checkTarget('https://example.com/', { allowPrivate: false })
 */
export async function checkTarget(
  input: string | URL,
  options: GuardOptions,
): Promise<{ url: URL; addresses: LookupAddress[] }> {
  const url = assertTargetUrl(input, options);
  const addresses = await resolveAllowedAddresses(bareHostname(url), options);
  return { url, addresses };
}
