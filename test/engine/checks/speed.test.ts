import { describe, it } from 'vitest';
import checks from '../../../lib/engine/checks/groups/speed/index.js';
import type { HttpFacts, Image, PageModel, RenderFacts } from '../../../lib/engine/model/page-model.js';
import { located, modelWith, renderFacts } from '../../support/model-fixture.js';
import {
  describeChecks,
  expectCompleteMetadata,
  expectSequentialIds,
  type CheckCase,
} from './c-check-cases.js';

function image(src: string, extra: Partial<Image> = {}): Image {
  return {
    ...located(),
    src,
    alt: '',
    width: 800,
    height: 600,
    loading: null,
    hasSrcset: false,
    format: 'jpg',
    isLogo: false,
    isPixel: false,
    ...extra,
  };
}

function withTiming(timing: Partial<RenderFacts['timing']>): PageModel {
  const base = renderFacts();
  return modelWith({ render: { ...base, timing: { ...base.timing, ...timing } } });
}

function withHttp(http: Partial<HttpFacts>): PageModel {
  const base = modelWith();
  return modelWith({ http: { ...base.http, ...http } });
}

/** A hero ending at order 15 followed by images further down the page. */
function withImagesBelowHero(extra: Partial<Image>): PageModel {
  const base = modelWith();
  return modelWith({
    hero: { ...base.hero, end: 15 },
    images: ['a', 'b', 'c', 'd'].map((n) => image(`https://example.com/${n}.jpg`, { ...extra, order: 100 })),
  });
}

const cases: CheckCase[] = [
  {
    id: 'SPEED_001',
    pass: () => withHttp({ ttfbMs: 240 }),
    fail: () => withTiming({ ttfbMs: 1900 }),
    notApplicable: () => modelWith(),
    passEvidence: { quote: '240 ms' },
    failEvidence: { quote: '1900 ms' },
  },
  {
    id: 'SPEED_002',
    pass: () => withTiming({ lcpMs: 1800 }),
    fail: () => withTiming({ lcpMs: 5200 }),
    notApplicable: () => withTiming({ lcpMs: null }),
    passEvidence: { quote: 'Largest Contentful Paint 1800 ms' },
    failEvidence: { quote: 'Largest Contentful Paint 5200 ms' },
  },
  {
    id: 'SPEED_003',
    pass: () => withTiming({ cls: 0.02 }),
    fail: () => withTiming({ cls: 0.31 }),
    notApplicable: () => withTiming({ cls: null }),
    passEvidence: { quote: 'Cumulative Layout Shift 0.02' },
    failEvidence: { quote: 'Cumulative Layout Shift 0.31' },
  },
  {
    id: 'SPEED_004',
    pass: () => withTiming({ tbtMs: 90 }),
    fail: () => withTiming({ tbtMs: 1400 }),
    notApplicable: () => withTiming({ tbtMs: null }),
    passEvidence: { quote: 'Total Blocking Time 90 ms' },
    failEvidence: { quote: 'Total Blocking Time 1400 ms' },
  },
  {
    id: 'SPEED_005',
    pass: () =>
      modelWith({
        render: renderFacts({ failedRequests: ['https://pixel.adnet.test/p.gif (net::ERR_FAILED)'] }),
      }),
    fail: () =>
      modelWith({
        render: renderFacts({ failedRequests: ['https://cdn.example.com/checkout.js (net::ERR_FAILED)'] }),
      }),
    passEvidence: { quote: 'pixel.adnet.test' },
    failEvidence: { quote: 'checkout.js' },
  },
  {
    id: 'SPEED_006',
    pass: () => modelWith({ render: renderFacts() }),
    fail: () =>
      modelWith({
        render: renderFacts({
          weight: {
            requests: 180,
            transferBytes: 7_400_000,
            byType: { image: { requests: 90, bytes: 5_900_000 } },
          },
        }),
      }),
    notApplicable: () =>
      modelWith({ render: renderFacts({ weight: { requests: 0, transferBytes: 0, byType: {} } }) }),
    passEvidence: { quote: '0.8 MB total' },
    failEvidence: { quote: 'largest share image 5.9 MB' },
  },
  {
    id: 'SPEED_007',
    pass: () => modelWith({ elementCount: 640 }),
    fail: () => modelWith({ elementCount: 4200 }),
    notApplicable: () => modelWith(),
    passEvidence: { quote: '640 elements' },
    failEvidence: { quote: '4200 elements' },
  },
  {
    id: 'SPEED_008',
    pass: () => withHttp({ headers: { 'content-encoding': 'br' }, compressed: true }),
    fail: () => withHttp({ headers: { 'content-type': 'text/html' }, bytes: 180_000 }),
    notApplicable: () => modelWith(),
    passEvidence: { quote: 'Content-Encoding: br' },
    failEvidence: { absent: true },
  },
  {
    id: 'SPEED_009',
    pass: () => modelWith(),
    fail: () => modelWith({ scripts: { ...modelWith().scripts, renderBlocking: 6 } }),
    passEvidence: {},
    failEvidence: {},
  },
  {
    id: 'SPEED_010',
    pass: () => modelWith({ url: 'https://shop.example.com/' }),
    fail: () => modelWith({ url: 'http://shop.example.com/' }),
    passEvidence: { quote: 'https://shop.example.com/' },
    failEvidence: { quote: 'http://shop.example.com/' },
  },
  {
    id: 'SPEED_011',
    pass: () => withImagesBelowHero({ loading: 'lazy' }),
    fail: () => withImagesBelowHero({}),
    notApplicable: () => modelWith({ images: [image('https://example.com/hero.jpg')] }),
    passEvidence: { quote: 'a.jpg loading=lazy' },
    failEvidence: { quote: 'b.jpg' },
  },
  {
    id: 'SPEED_012',
    pass: () => modelWith({ images: [image('https://example.com/team.jpg')] }),
    fail: () => modelWith({ images: [image('https://example.com/team.jpg', { width: null, height: null })] }),
    notApplicable: () => modelWith({ images: [image('https://example.com/px.gif', { isPixel: true })] }),
    passEvidence: { quote: 'team.jpg 800×600' },
    failEvidence: { quote: 'team.jpg' },
  },
  {
    id: 'SPEED_013',
    pass: () => modelWith({ images: [image('https://example.com/hero.avif', { format: 'avif' })] }),
    fail: () => modelWith({ images: [image('https://example.com/hero.png', { format: 'png' })] }),
    notApplicable: () => modelWith({ images: [image('https://example.com/logo.svg', { format: 'svg' })] }),
    passEvidence: { quote: 'hero.avif' },
    failEvidence: { quote: 'hero.png (png)' },
  },
  {
    id: 'SPEED_014',
    pass: () => modelWith({ url: 'https://www.example.com/' }),
    fail: () =>
      modelWith({
        url: 'https://www.example.com/',
        http: { ...modelWith().http, redirects: ['http://example.com/', 'https://example.com/'] },
      }),
    passEvidence: { quote: 'served directly' },
    failEvidence: { quote: '1. http://example.com/' },
  },
];

describe('speed checks', () => {
  it('numbers SPEED_001..SPEED_014 without gaps', () => {
    expectSequentialIds(checks, 'SPEED', 14);
  });

  it('declares complete metadata for every check', () => {
    expectCompleteMetadata(checks, 'speed');
  });

  describeChecks(checks, cases);
});
