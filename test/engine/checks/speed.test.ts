import { describe, expect, it } from 'vitest';
import { runCheck } from '../../../lib/engine/checks/run-checks.js';
import { CHECKS } from '../../../lib/engine/checks/registry.js';
import { declaredAddresses, deliveryFacts } from '../../../lib/engine/model/delivery.js';
import type { HttpFacts, Image, PageModel, RenderFacts } from '../../../lib/engine/model/page-model.js';
import { describeChecks, image, page, renderFacts, type CheckCase } from '../../support/check-kit/index.js';

const photo = (src: string, extra: Partial<Image> = {}) =>
  image(src, { alt: '', width: 800, height: 600, ...extra });

function withTiming(timing: Partial<RenderFacts['timing']>): PageModel {
  const base = renderFacts();
  return page({ render: { ...base, timing: { ...base.timing, ...timing } } });
}

function withHttp(http: Partial<HttpFacts>): PageModel {
  const base = page();
  return page({ http: { ...base.http, ...http } });
}

/** A hero ending at order 15 followed by images further down the page. */
function withImagesBelowHero(extra: Partial<Image>): PageModel {
  const base = page();
  return page({
    hero: { ...base.hero, end: 15 },
    images: ['a', 'b', 'c', 'd'].map((n) => photo(`https://example.com/${n}.jpg`, { ...extra, order: 100 })),
  });
}

const cases: CheckCase[] = [
  {
    id: 'SPEED_001',
    pass: () => withHttp({ ttfbMs: 240 }),
    fail: () => withTiming({ ttfbMs: 1900 }),
    na: () => page(),
    passQuote: '240 ms',
    failQuote: '1900 ms',
  },
  {
    id: 'SPEED_002',
    pass: () => withTiming({ lcpMs: 1800 }),
    fail: () => withTiming({ lcpMs: 5200 }),
    na: () => withTiming({ lcpMs: null }),
    passQuote: 'Largest Contentful Paint 1800 ms',
    failQuote: 'Largest Contentful Paint 5200 ms',
  },
  {
    id: 'SPEED_003',
    pass: () => withTiming({ cls: 0.02 }),
    fail: () => withTiming({ cls: 0.31 }),
    na: () => withTiming({ cls: null }),
    passQuote: 'Cumulative Layout Shift 0.02',
    failQuote: 'Cumulative Layout Shift 0.31',
  },
  {
    id: 'SPEED_004',
    pass: () => withTiming({ tbtMs: 90 }),
    fail: () => withTiming({ tbtMs: 1400 }),
    na: () => withTiming({ tbtMs: null }),
    passQuote: 'Total Blocking Time 90 ms',
    failQuote: 'Total Blocking Time 1400 ms',
  },
  {
    id: 'SPEED_005',
    pass: () =>
      page({
        render: renderFacts({ failedRequests: ['https://pixel.adnet.test/p.gif (net::ERR_FAILED)'] }),
      }),
    fail: () =>
      page({
        render: renderFacts({ failedRequests: ['https://cdn.example.com/checkout.js (net::ERR_FAILED)'] }),
      }),
    passQuote: 'pixel.adnet.test',
    failQuote: 'checkout.js',
  },
  {
    id: 'SPEED_006',
    pass: () => page({ render: renderFacts() }),
    fail: () =>
      page({
        render: renderFacts({
          weight: {
            requests: 180,
            transferBytes: 7_400_000,
            byType: { image: { requests: 90, bytes: 5_900_000 } },
          },
        }),
      }),
    na: () => page({ render: renderFacts({ weight: { requests: 0, transferBytes: 0, byType: {} } }) }),
    passQuote: '0.8 MB total',
    failQuote: 'largest share image 5.9 MB',
  },
  {
    id: 'SPEED_007',
    pass: () => page({ elementCount: 640 }),
    fail: () => page({ elementCount: 4200 }),
    na: () => page(),
    passObserved: '640 elements',
    failObserved: '4200 elements',
  },
  {
    id: 'SPEED_008',
    pass: () => withHttp({ headers: { 'content-encoding': 'br' }, compressed: true }),
    fail: () => withHttp({ headers: { 'content-type': 'text/html' }, bytes: 180_000 }),
    na: () => page(),
    passQuote: 'Content-Encoding: br',
    failAbsent: true,
  },
  {
    id: 'SPEED_009',
    pass: () => page(),
    fail: () => page({ scripts: { ...page().scripts, renderBlocking: 6 } }),
  },
  {
    id: 'SPEED_010',
    pass: () => page({ url: 'https://shop.example.com/' }),
    fail: () => page({ url: 'http://shop.example.com/' }),
    passQuote: 'https://shop.example.com/',
    failQuote: 'http://shop.example.com/',
  },
  {
    id: 'SPEED_011',
    pass: () => withImagesBelowHero({ loading: 'lazy' }),
    fail: () => withImagesBelowHero({}),
    na: () => page({ images: [photo('https://example.com/hero.jpg')] }),
    passObserved: 'lazy',
    failObserved: 'lazy',
  },
  {
    id: 'SPEED_012',
    pass: () => page({ images: [photo('https://example.com/team.jpg')] }),
    fail: () => page({ images: [photo('https://example.com/team.jpg', { width: null, height: null })] }),
    na: () => page({ images: [photo('https://example.com/px.gif', { isPixel: true })] }),
    passObserved: 'images sized',
    failObserved: 'images sized',
  },
  {
    id: 'SPEED_013',
    pass: () => page({ images: [photo('https://example.com/hero.avif', { format: 'avif' })] }),
    fail: () => page({ images: [photo('https://example.com/hero.png', { format: 'png' })] }),
    na: () => page({ images: [photo('https://example.com/logo.svg', { format: 'svg' })] }),
    passObserved: 'WebP/AVIF',
    failObserved: 'WebP/AVIF',
  },
  {
    id: 'SPEED_014',
    pass: () => page({ url: 'https://www.example.com/' }),
    fail: () =>
      page({
        url: 'https://www.example.com/',
        http: { ...page().http, redirects: ['http://example.com/', 'https://example.com/'] },
      }),
    passQuote: 'https://www.example.com/',
    passObserved: '0 redirects',
    failQuote: 'http://example.com/',
    failObserved: '2 redirects',
  },
];

describeChecks('speed', cases);

describe('SPEED_010 on a local copy: the live scheme from the address the page gives itself', () => {
  const check = CHECKS.find((c) => c.id === 'SPEED_010')!;
  const local = (over: Partial<PageModel> = {}, finalUrl = 'http://127.0.0.1:4173/index.html') =>
    page({ url: finalUrl, finalUrl, delivery: deliveryFacts({ finalUrl, render: null }), ...over });

  it('fails with medium confidence when the canonical link, og:url or <base href> is http://', () => {
    for (const over of [
      { canonicalHref: 'http://www.shop.co.uk/' },
      { openGraph: { 'og:url': 'http://www.shop.co.uk/boots' } },
      { baseHref: 'http://www.shop.co.uk/' },
    ]) {
      const result = runCheck(check, local(over));
      expect(result.status, JSON.stringify(over)).toBe('fail');
      expect(result.confidence).toBe('medium');
      expect(result.evidence[0].quote).toMatch(/^http:\/\/www\.shop\.co\.uk\//);
      expect(result.observed).toMatch(/gives its live address as plain http:\/\/ \(audited locally\)$/);
    }
  });

  it('passes on an https:// address, and says where it read it', () => {
    const result = runCheck(check, local({ canonicalHref: 'https://www.shop.co.uk/' }));
    expect(result.status).toBe('pass');
    expect(result.observed).toContain('canonical link');
  });

  it('abstains with the local reason when the page gives no live address, or gives both schemes', () => {
    const none = runCheck(check, local({ canonicalHref: '/index.html' }));
    expect(none.status).toBe('not_applicable');
    expect(none.reason).toMatch(
      /^served from 127\.0\.0\.1 \(a local address\): .*not the live site; the page gives no address of its own/,
    );
    const both = runCheck(
      check,
      local({ canonicalHref: 'https://www.shop.co.uk/', openGraph: { 'og:url': 'http://shop.co.uk/' } }),
    );
    expect(both.status).toBe('not_applicable');
    expect(both.reason).toContain('both http:// and https://');
  });

  it('reads no live address from a local, private or reserved host', () => {
    for (const href of [
      'http://localhost:3000/',
      'http://192.168.1.20/',
      'http://devbox/',
      'http://www.site.example/',
      'http://shop.test/',
      'http://www.example.com/',
    ])
      expect(declaredAddresses({ canonicalHref: href, openGraph: {} }), href).toEqual([]);
    expect(runCheck(check, local({ canonicalHref: 'http://www.site.example/' })).status).toBe(
      'not_applicable',
    );
  });

  it('still measures a live page by its served URL, whatever its canonical says', () => {
    const live = page({
      url: 'https://www.shop.co.uk/',
      finalUrl: 'https://www.shop.co.uk/',
      canonicalHref: 'http://www.shop.co.uk/',
    });
    expect(runCheck(check, live).status).toBe('pass');
  });
});
