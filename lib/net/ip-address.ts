import { isIPv4, isIPv6 } from 'node:net';

/**
 * Why an address is refused as an outbound target. `overridable` blocks are lifted by the
 * development setting allowPrivate (loopback, RFC 1918, CGNAT, unique-local); the others
 * (metadata, link-local, multicast, reserved, tunnels) stay refused in every configuration.
 */
export interface AddressBlock {
  reason: string;
  overridable: boolean;
}

/**
 * Cloud instance-metadata endpoints. They hand out credentials, so they are refused even when
 * private targets are allowed; some sit inside ranges that allowPrivate would otherwise open.
 */
const METADATA_ADDRESSES: ReadonlyMap<string, string> = new Map([
  ['169.254.169.254', 'AWS/GCP/Azure/OCI instance metadata'],
  ['169.254.170.2', 'AWS ECS task metadata'],
  ['169.254.170.23', 'AWS EKS pod identity'],
  ['100.100.100.200', 'Alibaba Cloud instance metadata'],
  ['192.0.0.192', 'Oracle Cloud metadata'],
  ['fd00:ec2::254', 'AWS instance metadata (IPv6)'],
  ['fd00:ec2::23', 'AWS EKS pod identity (IPv6)'],
]);

interface V4Range {
  base: number;
  bits: number;
  reason: string;
  overridable: boolean;
}

function v4(cidr: string, reason: string, overridable = false): V4Range {
  const [address, bits] = cidr.split('/');
  return { base: parseIPv4(address)!, bits: Number(bits), reason, overridable };
}

/** Special-purpose IPv4 ranges (IANA registry) that are not reachable public hosts. */
const V4_RANGES: readonly V4Range[] = [
  v4('0.0.0.0/8', '"this network" address, which reaches the local host'),
  v4('10.0.0.0/8', 'private network address', true),
  v4('100.64.0.0/10', 'carrier-grade NAT shared address', true),
  v4('127.0.0.0/8', 'loopback address', true),
  v4('169.254.0.0/16', 'link-local address, where cloud metadata services live'),
  v4('172.16.0.0/12', 'private network address', true),
  v4('192.0.0.0/24', 'IETF protocol assignment'),
  v4('192.0.2.0/24', 'documentation address'),
  v4('192.88.99.0/24', 'deprecated 6to4 relay anycast address'),
  v4('192.168.0.0/16', 'private network address', true),
  v4('198.18.0.0/15', 'benchmarking address'),
  v4('198.51.100.0/24', 'documentation address'),
  v4('203.0.113.0/24', 'documentation address'),
  v4('224.0.0.0/4', 'multicast address'),
  v4('255.255.255.255/32', 'broadcast address'),
  v4('240.0.0.0/4', 'reserved address'),
];

/** Dotted-quad IPv4 to an unsigned 32-bit number; only the canonical form (URL parsing normalises the rest). */
export function parseIPv4(address: string): number | null {
  if (!isIPv4(address)) return null;
  return address.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);
}

function formatIPv4(value: number): string {
  return [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255].join('.');
}

/** IPv6 text (with an optional embedded dotted quad or zone) to its eight 16-bit groups. */
export function parseIPv6(address: string): number[] | null {
  const text = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!isIPv6(text)) return null;
  let body = text.toLowerCase();
  const tail: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(body);
  if (dotted) {
    const value = parseIPv4(dotted[1]);
    if (value === null) return null;
    tail.push(value >>> 16, value & 0xffff);
    body = body.slice(0, -dotted[1].length);
    if (body.endsWith(':') && !body.endsWith('::')) body = body.slice(0, -1);
  }
  const toGroups = (part: string): number[] =>
    part === '' ? [] : part.split(':').map((g) => parseInt(g, 16));
  const [head, rest] = body.split('::') as [string, string | undefined];
  const headGroups = toGroups(head);
  const restGroups = rest === undefined ? [] : toGroups(rest);
  const known = headGroups.length + restGroups.length + tail.length;
  const zeros = rest === undefined ? 0 : 8 - known;
  const groups = [...headGroups, ...new Array<number>(zeros).fill(0), ...restGroups, ...tail];
  return groups.length === 8 ? groups : null;
}

function formatIPv6(groups: readonly number[]): string {
  // Canonical RFC 5952 form, so metadata addresses compare as text.
  let bestStart = -1;
  let bestLength = 0;
  for (let i = 0; i < 8;) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLength && j - i > 1) {
      bestStart = i;
      bestLength = j - i;
    }
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (bestStart < 0) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}

function blockIPv4(value: number): AddressBlock | null {
  const metadata = METADATA_ADDRESSES.get(formatIPv4(value));
  if (metadata) return { reason: `cloud metadata address (${metadata})`, overridable: false };
  for (const range of V4_RANGES) {
    const mask = range.bits === 0 ? 0 : (0xffffffff << (32 - range.bits)) >>> 0;
    if ((value & mask) >>> 0 === (range.base & mask) >>> 0) {
      return { reason: range.reason, overridable: range.overridable };
    }
  }
  return null;
}

/** An IPv4 address carried inside an IPv6 one: the block of the inner address, if any. */
function embedded(kind: string, value: number): AddressBlock | null {
  const inner = blockIPv4(value);
  if (!inner) return null;
  return {
    reason: `${kind} embedding ${formatIPv4(value)}, a ${inner.reason}`,
    overridable: inner.overridable,
  };
}

function blockIPv6(g: readonly number[]): AddressBlock | null {
  const metadata = METADATA_ADDRESSES.get(formatIPv6(g));
  if (metadata) return { reason: `cloud metadata address (${metadata})`, overridable: false };
  const low32 = ((g[6] << 16) | g[7]) >>> 0;
  const firstFiveZero = g[0] === 0 && g[1] === 0 && g[2] === 0 && g[3] === 0 && g[4] === 0;

  if (firstFiveZero && g[5] === 0xffff) return embedded('IPv4-mapped IPv6 address', low32);
  if (firstFiveZero && g[5] === 0) {
    if (low32 === 0) return { reason: 'unspecified address', overridable: false };
    if (low32 === 1) return { reason: 'loopback address', overridable: true };
    return (
      embedded('IPv4-compatible IPv6 address', low32) ?? {
        reason: 'deprecated IPv4-compatible IPv6 address',
        overridable: false,
      }
    );
  }
  if (g[0] === 0 && g[1] === 0 && g[2] === 0 && g[3] === 0 && g[4] === 0xffff && g[5] === 0) {
    return (
      embedded('IPv4-translated IPv6 address', low32) ?? {
        reason: 'IPv4-translated address',
        overridable: false,
      }
    );
  }
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 0 && g[3] === 0 && g[4] === 0 && g[5] === 0) {
    return embedded('NAT64 address', low32);
  }
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1) {
    return { reason: 'local-use NAT64 address', overridable: false };
  }
  if (g[0] === 0x2002) {
    const inner = ((g[1] << 16) | g[2]) >>> 0;
    return embedded('6to4 address', inner);
  }
  if (g[0] === 0x2001 && g[1] === 0) {
    return { reason: 'Teredo tunnel address, which can reach any IPv4 host', overridable: false };
  }
  if (g[0] === 0x2001 && g[1] === 0x0db8) return { reason: 'documentation address', overridable: false };
  if (g[0] === 0x3fff && g[1] >> 12 === 0) return { reason: 'documentation address', overridable: false };
  if (g[0] === 0x2001 && g[1] === 2 && g[2] === 0)
    return { reason: 'benchmarking address', overridable: false };
  if (g[0] === 0x2001 && (g[1] & 0xffe0) === 0x0020) return { reason: 'ORCHID address', overridable: false };
  if (g[0] === 0x2001 && (g[1] & 0xfff0) === 0x0010) return { reason: 'ORCHID address', overridable: false };
  if ((g[0] & 0xfe00) === 0xfc00) return { reason: 'unique-local (private) address', overridable: true };
  if ((g[0] & 0xffc0) === 0xfe80) return { reason: 'link-local address', overridable: false };
  if ((g[0] & 0xffc0) === 0xfec0) return { reason: 'deprecated site-local address', overridable: true };
  if ((g[0] & 0xff00) === 0xff00) return { reason: 'multicast address', overridable: false };
  if (g[0] === 0x100 && g[1] === 0 && g[2] === 0 && g[3] === 0)
    return { reason: 'discard-only address', overridable: false };
  // Only 2000::/3 is allocated global unicast; everything else (apart from the forms above) is reserved.
  if ((g[0] & 0xe000) !== 0x2000) return { reason: 'reserved IPv6 address', overridable: false };
  return null;
}

/**
 * Classifies an IP address literal (IPv4 dotted quad or IPv6, brackets and zone allowed).
 * Returns why it must not be contacted, or null for a public unicast address.
 * Text that is not an IP address is refused too, so a caller cannot skip the check by accident.
 *
 * @example addressBlock('10.1.2.3') // { reason: 'private network address', overridable: true }
 */
export function addressBlock(address: string): AddressBlock | null {
  const value = parseIPv4(address);
  if (value !== null) return blockIPv4(value);
  const groups = parseIPv6(address);
  if (groups) return blockIPv6(groups);
  return { reason: 'not an IP address', overridable: false };
}

/** True when the address may be contacted under the given setting. */
export function isAllowedAddress(address: string, allowPrivate: boolean): boolean {
  const block = addressBlock(address);
  return block === null || (allowPrivate && block.overridable);
}
