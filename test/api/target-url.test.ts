import { describe, expect, it } from 'vitest';
import { hasRegistrableDomain, normalizeTargetUrl, parseTargetUrl } from '../../lib/api/target-url.js';
import { OutboundRequestError } from '../../lib/net/guarded-request.js';
import { ExtractionFailedError } from '../../lib/engine/errors.js';
import { failedToConnect, httpFallbackOf } from '../../lib/workflow/fetch-page.js';

const prod = { allowPrivate: false };
const dev = { allowPrivate: true };

describe('hasRegistrableDomain (Public Suffix List, ICANN section)', () => {
  it.each([
    ['example.com', true],
    ['shop.example.co.uk', true],
    ['xn--mnchen-3ya.de', true],
    ['foo.app', true],
    ['user.github.io', true],
    ['co.uk', false],
    ['nodomain', false],
    ['example.invalid', false],
    ['foo.local', false],
    ['bar.test', false],
    ['foo.example', false],
    ['shop.unknowntld', false],
    ['localhost', false],
    ['foo.internal', false],
    ['site.onion', false],
    ['printer.home.arpa', false],
    ['1.0.0.127.in-addr.arpa', false],
  ])('%s: %s', (host, expected) => {
    expect(hasRegistrableDomain(host)).toBe(expected);
  });
});

describe('parseTargetUrl', () => {
  it('adds https to a URL without a scheme and says so', () => {
    expect(parseTargetUrl('Example.com/pricing#plans', prod)).toEqual({
      url: 'https://example.com/pricing',
      schemeGuessed: true,
    });
    expect(parseTargetUrl('example.com:8080/x', prod)).toEqual({
      url: 'https://example.com:8080/x',
      schemeGuessed: true,
    });
    expect(parseTargetUrl('http://example.com/', prod)).toEqual({
      url: 'http://example.com/',
      schemeGuessed: false,
    });
    expect(normalizeTargetUrl('https://WWW.Example.COM:443/a', prod)).toBe('https://www.example.com/a');
  });

  it.each([
    'http://nodomain',
    'https://example.invalid',
    'http://foo.local',
    'http://bar.test',
    'https://shop.unknowntld/',
    'https://co.uk/',
    'http://site.onion/',
    'nodomain',
    'bar.test:8080/x',
  ])('refuses %s with INVALID_URL, with or without ALLOW_PRIVATE_TARGETS', (url) => {
    for (const opts of [prod, dev])
      expect(() => parseTargetUrl(url, opts)).toThrow(expect.objectContaining({ code: 'INVALID_URL' }));
  });

  it('keeps loopback and IP addresses working under ALLOW_PRIVATE_TARGETS only', () => {
    expect(parseTargetUrl('http://127.0.0.1:8080/p', dev).url).toBe('http://127.0.0.1:8080/p');
    expect(parseTargetUrl('localhost:3000/p', dev)).toEqual({
      url: 'https://localhost:3000/p',
      schemeGuessed: true,
    });
    expect(parseTargetUrl('http://app.localhost/', dev).url).toBe('http://app.localhost/');
    expect(parseTargetUrl('http://[::1]:8080/', dev).url).toBe('http://[::1]:8080/');
    for (const url of ['http://127.0.0.1:8080/p', 'http://localhost/', 'http://app.localhost/'])
      expect(() => parseTargetUrl(url, prod)).toThrow(expect.objectContaining({ code: 'INVALID_URL' }));
    // A public IP literal needs no domain.
    expect(parseTargetUrl('http://93.184.215.14/', prod).url).toBe('http://93.184.215.14/');
  });

  it('does not echo a huge host name whole', () => {
    const host = `${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.invalid`;
    try {
      parseTargetUrl(`https://${host}/`, prod);
      expect.unreachable();
    } catch (err) {
      expect((err as Error).message.length).toBeLessThan(250);
    }
  });
});

describe('the http fallback of a scheme-less URL', () => {
  it('falls back only when no connection could be made', () => {
    const refused = new OutboundRequestError('network', 'https://a.example/', 'connect ECONNREFUSED');
    const tls = new OutboundRequestError('network', 'https://a.example/', 'wrong version number');
    const slow = new OutboundRequestError('timeout', 'https://a.example/', 'connect timed out');
    const dns = new OutboundRequestError('dns', 'https://a.example/', 'ENOTFOUND');
    const wrap = (cause: unknown) =>
      new ExtractionFailedError('failed twice', { cause: new Error('x', { cause }) });
    expect(failedToConnect(wrap(refused))).toBe(true);
    expect(failedToConnect(wrap(tls))).toBe(true);
    expect(failedToConnect(wrap(slow))).toBe(true);
    expect(failedToConnect(wrap(dns))).toBe(false);
    expect(failedToConnect(new ExtractionFailedError('HTTP 500'))).toBe(false);
  });

  it('keeps host, port, path and query', () => {
    expect(httpFallbackOf('https://a.example:8443/p?q=1')).toBe('http://a.example:8443/p?q=1');
    expect(httpFallbackOf('http://a.example/')).toBeNull();
  });
});
