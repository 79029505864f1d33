import { describe, expect, it } from 'vitest';
import { addressBlock, isAllowedAddress, parseIPv6 } from '../../lib/net/ip-address.js';

describe('parseIPv6', () => {
  it('expands compressed forms and embedded dotted quads into eight groups', () => {
    expect(parseIPv6('::1')).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIPv6('::ffff:127.0.0.1')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
    expect(parseIPv6('[2001:db8::8:800:200c:417a]')).toEqual([0x2001, 0xdb8, 0, 0, 8, 0x800, 0x200c, 0x417a]);
    expect(parseIPv6('fe80::1%eth0')).toEqual([0xfe80, 0, 0, 0, 0, 0, 0, 1]);
  });

  it('returns null for text that is not IPv6', () => {
    expect(parseIPv6('127.0.0.1')).toBeNull();
    expect(parseIPv6('example.com')).toBeNull();
  });
});

describe('addressBlock', () => {
  const refusedAlways: Array<[string, RegExp]> = [
    ['0.0.0.0', /this network/],
    ['0.1.2.3', /this network/],
    ['169.254.169.254', /metadata/],
    ['169.254.170.2', /metadata/],
    ['169.254.1.1', /link-local/],
    ['100.100.100.200', /Alibaba/],
    ['192.0.2.10', /documentation/],
    ['198.51.100.7', /documentation/],
    ['203.0.113.99', /documentation/],
    ['198.18.0.1', /benchmarking/],
    ['224.0.0.1', /multicast/],
    ['239.255.255.250', /multicast/],
    ['255.255.255.255', /broadcast/],
    ['240.0.0.1', /reserved/],
    ['::', /unspecified/],
    ['fe80::1', /link-local/],
    ['fd00:ec2::254', /metadata/],
    ['ff02::1', /multicast/],
    ['2001:db8::1', /documentation/],
    ['3fff::1', /documentation/],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', /Teredo/],
    ['::ffff:169.254.169.254', /IPv4-mapped.*metadata/],
    ['64:ff9b::a9fe:a9fe', /NAT64.*metadata/],
    ['2002:a9fe:a9fe::1', /6to4.*metadata/],
    ['64:ff9b:1::1', /local-use NAT64/],
    ['100::1', /discard/],
    ['::8.8.8.8', /IPv4-compatible/],
    ['4000::1', /reserved/],
    ['not-an-ip', /not an IP/],
  ];

  it.each(refusedAlways)('refuses %s even when private targets are allowed', (address, reason) => {
    const block = addressBlock(address);
    expect(block?.reason).toMatch(reason);
    expect(block?.overridable).toBe(false);
    expect(isAllowedAddress(address, true)).toBe(false);
  });

  const refusedUnlessPrivateAllowed: Array<[string, RegExp]> = [
    ['127.0.0.1', /loopback/],
    ['127.255.255.254', /loopback/],
    ['10.0.0.1', /private/],
    ['172.16.0.1', /private/],
    ['172.31.255.255', /private/],
    ['192.168.1.1', /private/],
    ['100.64.0.1', /carrier-grade NAT/],
    ['100.127.255.255', /carrier-grade NAT/],
    ['::1', /loopback/],
    ['fc00::1', /unique-local/],
    ['fd12:3456:789a::1', /unique-local/],
    ['::ffff:127.0.0.1', /IPv4-mapped.*loopback/],
    ['::ffff:7f00:1', /IPv4-mapped.*loopback/],
    ['::ffff:10.0.0.1', /IPv4-mapped.*private/],
    ['::127.0.0.1', /IPv4-compatible.*loopback/],
    ['64:ff9b::10.0.0.1', /NAT64.*private/],
    ['64:ff9b::7f00:1', /NAT64.*loopback/],
    ['2002:c0a8:0101::1', /6to4.*192\.168\.1\.1/],
    ['2002:7f00:1::', /6to4.*loopback/],
    ['::ffff:0:7f00:1', /IPv4-translated.*loopback/],
  ];

  it.each(refusedUnlessPrivateAllowed)('refuses %s unless private targets are allowed', (address, reason) => {
    expect(addressBlock(address)?.reason).toMatch(reason);
    expect(isAllowedAddress(address, false)).toBe(false);
    expect(isAllowedAddress(address, true)).toBe(true);
  });

  const publicAddresses = [
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '172.15.255.255',
    '172.32.0.1',
    '100.63.255.255',
    '100.128.0.1',
    '11.0.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001:82b::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:0808:0808::1',
  ];

  it.each(publicAddresses)('accepts the public address %s', (address) => {
    expect(addressBlock(address)).toBeNull();
    expect(isAllowedAddress(address, false)).toBe(true);
  });
});
