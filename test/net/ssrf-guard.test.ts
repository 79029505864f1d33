import type { LookupAddress } from 'node:dns';
import { describe, expect, it, vi } from 'vitest';
import { errorBody, ForbiddenTargetError } from '../../lib/errors.js';
import {
  assertTargetUrl,
  checkTarget,
  guardedLookup,
  TargetUrlError,
  type Resolver,
} from '../../lib/net/ssrf-guard.js';

/** A resolver that answers from a table and records every question; no real DNS is involved. */
function tableResolver(table: Record<string, string[] | (() => string[])>) {
  const resolver = vi.fn<Resolver>(async (hostname) => {
    const entry = table[hostname];
    if (!entry) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    const addresses = typeof entry === 'function' ? entry() : entry;
    return addresses.map((address): LookupAddress => ({ address, family: address.includes(':') ? 6 : 4 }));
  });
  return resolver;
}

function lookupOnce(
  lookup: ReturnType<typeof guardedLookup>,
  hostname: string,
  all = true,
): Promise<{ err: NodeJS.ErrnoException | null; result: string | LookupAddress[] }> {
  return new Promise((resolve) => lookup(hostname, { all }, (err, result) => resolve({ err, result })));
}

describe('assertTargetUrl', () => {
  // Every spelling reaches the guard as the address it means: WHATWG URL parsing normalises them.
  const forbiddenSpellings: Array<[string, string]> = [
    ['http://127.0.0.1/', '127.0.0.1'],
    ['http://2130706433/', '127.0.0.1'],
    ['http://0177.0.0.1/', '127.0.0.1'],
    ['http://0x7f.0.0.1/', '127.0.0.1'],
    ['http://0x7f000001/', '127.0.0.1'],
    ['http://017700000001/', '127.0.0.1'],
    ['http://127.1/', '127.0.0.1'],
    ['http://127.0.0.1./', '127.0.0.1'],
    ['http://%31%32%37.0.0.1/', '127.0.0.1'],
    ['http://127。0。0。1/', '127.0.0.1'],
    ['http://0/', '0.0.0.0'],
    ['http://0.0.0.0:8080/', '0.0.0.0'],
    ['http://10.0.0.1/', '10.0.0.1'],
    ['http://172.16.5.4/', '172.16.5.4'],
    ['http://192.168.0.1/', '192.168.0.1'],
    ['http://100.64.1.1/', '100.64.1.1'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ['http://0xa9fea9fe/', '169.254.169.254'],
    ['http://2852039166/', '169.254.169.254'],
    ['http://100.100.100.200/', '100.100.100.200'],
    ['http://224.0.0.1/', '224.0.0.1'],
    ['http://255.255.255.255/', '255.255.255.255'],
    ['http://[::1]/', '::1'],
    ['http://[0:0:0:0:0:0:0:1]/', '::1'],
    ['http://[::ffff:127.0.0.1]/', '::ffff:7f00:1'],
    ['http://[::FFFF:7F00:1]/', '::ffff:7f00:1'],
    ['http://[::127.0.0.1]/', '::7f00:1'],
    ['http://[fe80::1]/', 'fe80::1'],
    ['http://[fd00:ec2::254]/', 'fd00:ec2::254'],
    ['http://[fc00::1]/', 'fc00::1'],
    ['http://[64:ff9b::a9fe:a9fe]/', '64:ff9b::a9fe:a9fe'],
    ['http://[64:ff9b::10.1.2.3]/', '64:ff9b::a01:203'],
    ['http://[2002:7f00:1::1]/', '2002:7f00:1::1'],
    ['http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
    ['http://[2001:db8::1]/', '2001:db8::1'],
    ['http://public.com@127.0.0.1/', '127.0.0.1'],
    ['HTTP://127.0.0.1:65535/', '127.0.0.1'],
  ];

  it.each(forbiddenSpellings)('refuses %s as the address %s', (url, address) => {
    const error = (() => {
      try {
        assertTargetUrl(url, { allowPrivate: false });
      } catch (err) {
        return err;
      }
      return null;
    })();
    // Credentials are refused before the address is looked at; everything else names the address.
    if (url.includes('@')) {
      expect(error).toBeInstanceOf(TargetUrlError);
      expect(assertTargetUrl.bind(null, url.replace('public.com@', ''), { allowPrivate: false })).toThrow(
        address,
      );
      return;
    }
    expect(error).toBeInstanceOf(ForbiddenTargetError);
    expect((error as ForbiddenTargetError).address).toBe(address);
    expect((error as ForbiddenTargetError).status).toBe(400);
    expect((error as ForbiddenTargetError).code).toBe('INVALID_URL');
  });

  const forbiddenNames = [
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://METADATA.GOOGLE.INTERNAL./',
    'http://metadata/',
    'http://instance-data/latest/',
    'http://metadata.goog/',
  ];

  it.each(forbiddenNames)(
    'refuses the metadata host name in %s even when private targets are allowed',
    (url) => {
      expect(() => assertTargetUrl(url, { allowPrivate: true })).toThrow(ForbiddenTargetError);
      expect(() => assertTargetUrl(url, { allowPrivate: true })).toThrow(/metadata/);
    },
  );

  it.each([
    'http://localhost:3000/',
    'http://app.localhost/',
    'http://printer.local/',
    'http://db.internal/',
    'http://intranet/',
  ])('refuses the private host name in %s unless private targets are allowed', (url) => {
    expect(() => assertTargetUrl(url, { allowPrivate: false })).toThrow(ForbiddenTargetError);
    expect(assertTargetUrl(url, { allowPrivate: true }).href).toBe(new URL(url).href);
  });

  it('keeps metadata addresses refused when private targets are allowed', () => {
    expect(() => assertTargetUrl('http://169.254.169.254/', { allowPrivate: true })).toThrow(/metadata/);
    expect(() => assertTargetUrl('http://[fd00:ec2::254]/', { allowPrivate: true })).toThrow(/metadata/);
    expect(() => assertTargetUrl('http://100.100.100.200/', { allowPrivate: true })).toThrow(/Alibaba/);
    expect(() => assertTargetUrl('http://[::ffff:a9fe:a9fe]/', { allowPrivate: true })).toThrow(/metadata/);
  });

  it('accepts loopback and private literals when private targets are allowed', () => {
    for (const url of [
      'http://127.0.0.1:8080/',
      'http://[::1]/',
      'http://10.1.2.3/',
      'http://192.168.1.1/',
    ]) {
      expect(assertTargetUrl(url, { allowPrivate: true }).href).toBe(new URL(url).href);
    }
  });

  it.each([
    'ftp://example.com/',
    'file:///etc/passwd',
    'gopher://example.com/',
    'javascript:alert(1)',
    'data:text/html,hi',
  ])('refuses the scheme of %s', (url) => {
    expect(() => assertTargetUrl(url, { allowPrivate: true })).toThrow(/scheme/);
  });

  it('refuses credentials in the URL with a message that says what to remove', () => {
    expect(() => assertTargetUrl('https://user:pass@example.com/', { allowPrivate: false })).toThrow(
      /user:pass@/,
    );
    expect(() => assertTargetUrl('https://user@example.com/', { allowPrivate: false })).toThrow(
      TargetUrlError,
    );
  });

  it('refuses text that is not a URL with INVALID_URL', () => {
    const error = (() => {
      try {
        assertTargetUrl('not a url', { allowPrivate: false });
      } catch (err) {
        return err as TargetUrlError;
      }
    })();
    expect(error?.code).toBe('INVALID_URL');
    expect(errorBody(error!).error.status).toBe(400);
  });

  it('accepts public host names on any port', () => {
    expect(assertTargetUrl('https://example.com:8443/a?b=1', { allowPrivate: false }).port).toBe('8443');
    expect(assertTargetUrl('http://93.184.216.34/', { allowPrivate: false }).hostname).toBe('93.184.216.34');
  });
});

describe('checkTarget', () => {
  it('refuses a public-looking name that resolves to a private address', async () => {
    const resolver = tableResolver({ 'evil.example': ['10.0.0.5'] });
    await expect(checkTarget('https://evil.example/', { allowPrivate: false, resolver })).rejects.toThrow(
      /"evil\.example" resolves to 10\.0\.0\.5 \(private network address\)/,
    );
  });

  it('refuses a name when any one of its addresses is forbidden', async () => {
    const resolver = tableResolver({ 'mixed.example': ['93.184.216.34', '169.254.169.254'] });
    await expect(
      checkTarget('https://mixed.example/', { allowPrivate: true, resolver }),
    ).rejects.toBeInstanceOf(ForbiddenTargetError);
  });

  it('refuses a name whose IPv6 answer embeds a loopback address', async () => {
    const resolver = tableResolver({ 'v6.example': ['::ffff:127.0.0.1'] });
    await expect(checkTarget('https://v6.example/', { allowPrivate: false, resolver })).rejects.toThrow(
      /IPv4-mapped/,
    );
  });

  it('returns every checked address of a public name', async () => {
    const resolver = tableResolver({ 'ok.example': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'] });
    const { addresses } = await checkTarget('https://ok.example/', { allowPrivate: false, resolver });
    expect(addresses.map((a) => a.address)).toEqual(['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946']);
  });

  it('does not resolve names that are refused by name', async () => {
    const resolver = tableResolver({});
    await expect(
      checkTarget('http://metadata.google.internal/', { allowPrivate: true, resolver }),
    ).rejects.toThrow();
    expect(resolver).not.toHaveBeenCalled();
  });
});

describe('guardedLookup', () => {
  it('hands the socket the addresses it checked and refuses a rebinding answer', async () => {
    let calls = 0;
    // Public on the first question, loopback on the second: the classic rebinding pattern.
    const resolver = tableResolver({
      'rebind.example': () => (calls++ === 0 ? ['93.184.216.34'] : ['127.0.0.1']),
    });
    const lookup = guardedLookup({ allowPrivate: false, resolver });

    const first = await lookupOnce(lookup, 'rebind.example');
    const second = await lookupOnce(lookup, 'rebind.example');

    expect(first.err).toBeNull();
    expect(first.result).toEqual([{ address: '93.184.216.34', family: 4 }]);
    expect(second.err).toBeInstanceOf(ForbiddenTargetError);
    expect(second.result).toBe('');
    // One resolution per lookup: the answer that was checked is the answer that was handed over.
    expect(resolver).toHaveBeenCalledTimes(2);
  });

  it('answers in the single-address form when the socket does not ask for all', async () => {
    const resolver = tableResolver({ 'one.example': ['93.184.216.34'] });
    const { err, result } = await new Promise<{ err: unknown; result: unknown[] }>((resolve) =>
      guardedLookup({ allowPrivate: false, resolver })('one.example', {}, (e, address, family) =>
        resolve({ err: e, result: [address, family] }),
      ),
    );
    expect(err).toBeNull();
    expect(result).toEqual(['93.184.216.34', 4]);
  });

  it('filters the checked addresses by the requested family', async () => {
    const resolver = tableResolver({ 'dual.example': ['93.184.216.34', '2606:4700::1'] });
    const lookup = guardedLookup({ allowPrivate: false, resolver });
    const { result } = await new Promise<{ result: unknown }>((resolve) =>
      lookup('dual.example', { all: true, family: 6 }, (_e, r) => resolve({ result: r })),
    );
    expect(result).toEqual([{ address: '2606:4700::1', family: 6 }]);
  });

  it('checks IP literals without asking the resolver', async () => {
    const resolver = tableResolver({});
    const lookup = guardedLookup({ allowPrivate: true, resolver });
    const metadata = await lookupOnce(lookup, '169.254.169.254');
    const loopback = await lookupOnce(lookup, '127.0.0.1');
    expect(metadata.err).toBeInstanceOf(ForbiddenTargetError);
    expect(loopback.result).toEqual([{ address: '127.0.0.1', family: 4 }]);
    expect(resolver).not.toHaveBeenCalled();
  });

  it('passes resolver failures through with their code', async () => {
    const { err } = await lookupOnce(
      guardedLookup({ allowPrivate: false, resolver: tableResolver({}) }),
      'nx.example',
    );
    expect(err?.code).toBe('ENOTFOUND');
  });
});

describe('privateOrigins: one exempt origin, not the whole run (the CLI file server, issue 25.1)', () => {
  const exempt = { allowPrivate: false, privateOrigins: ['http://127.0.0.1:45678'] };

  it('lets the exempt origin reach loopback and nothing else of the machine', () => {
    expect(assertTargetUrl('http://127.0.0.1:45678/site.css', exempt).href).toBe(
      'http://127.0.0.1:45678/site.css',
    );
    expect(() => assertTargetUrl('http://127.0.0.1:45679/', exempt)).toThrow(ForbiddenTargetError);
    expect(() => assertTargetUrl('https://127.0.0.1:45678/', exempt)).toThrow(ForbiddenTargetError);
    expect(() => assertTargetUrl('http://localhost:45678/', exempt)).toThrow(ForbiddenTargetError);
    expect(() => assertTargetUrl('http://10.0.0.1:45678/', exempt)).toThrow(ForbiddenTargetError);
  });

  it('never opens a metadata address, even when named as the exempt origin', () => {
    const metadata = { allowPrivate: false, privateOrigins: ['http://169.254.169.254'] };
    expect(() => assertTargetUrl('http://169.254.169.254/latest/meta-data/', metadata)).toThrow(
      ForbiddenTargetError,
    );
  });
});
