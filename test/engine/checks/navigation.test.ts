import { describe, expect, it } from 'vitest';
import type { Form, Image, Link, NavFacts, PageModel, Region } from '../../../lib/engine/model/page-model.js';
import {
  check,
  describeChecks,
  located,
  page,
  renderFacts,
  type CheckCase,
} from '../../support/check-kit/index.js';

function link(text: string, href: string, region: Region = 'main', extra: Partial<Link> = {}): Link {
  return {
    ...located({ region }),
    href,
    text,
    name: text,
    kind: 'page',
    internal: true,
    newTab: false,
    rel: [],
    ...extra,
  };
}

/** A page whose navigation lists `labels`, each also present as a link in the nav region. */
function withNav(labels: string[], extra: Partial<NavFacts> = {}, more: Partial<PageModel> = {}): PageModel {
  const items = labels.map((text) => ({
    text,
    href: `https://example.com/${text.toLowerCase().replace(/\W+/g, '-')}`,
  }));
  return page({
    nav: { present: true, items, hasSearch: false, sticky: null, hasLogoLinkHome: false, ...extra },
    links: items.map((i) => link(i.text, i.href, 'nav')),
    ...more,
  });
}

function logo(): Image {
  return {
    ...located({ region: 'header' }),
    src: 'https://example.com/logo.svg',
    alt: 'Acme',
    width: 120,
    height: 40,
    loading: null,
    hasSrcset: false,
    format: 'svg',
    isLogo: true,
    isPixel: false,
  };
}

function searchForm(): Form {
  return {
    ...located({ region: 'header' }),
    action: '/search',
    method: 'get',
    purpose: 'search',
    fields: [
      {
        ...located({ region: 'header' }),
        tag: 'input',
        type: 'search',
        name: 'q',
        label: null,
        labelSource: 'placeholder',
        placeholder: 'Search 2,000 floors',
        required: false,
        autocomplete: null,
        inputMode: null,
      },
    ],
    submitText: 'Search',
    privacyNote: null,
  };
}

function many(n: number, region: Region, extra: Partial<Link> = {}): Link[] {
  return Array.from({ length: n }, (_, i) => link(`Page ${i}`, `https://example.com/p${i}`, region, extra));
}

const longPage = () => renderFacts({ desktop: { documentHeight: 4000, height: 768 } });

const cases: CheckCase[] = [
  {
    id: 'NAV_001',
    pass: () => withNav(['Product', 'Pricing', 'Contact']),
    fail: () => page(),
    passQuote: 'Pricing',
    failAbsent: true,
  },
  {
    id: 'NAV_002',
    pass: () => withNav(['Product', 'Pricing', 'Customers', 'Contact']),
    fail: () => withNav(['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'A9', 'A10']),
    na: () => page(),
    passQuote: 'Product',
    failQuote: 'A9',
  },
  {
    id: 'NAV_003',
    pass: () => withNav(['Product'], { hasLogoLinkHome: true }, { images: [logo()] }),
    fail: () => withNav(['Product'], {}, { images: [logo()] }),
    passQuote: 'Acme',
    failQuote: 'Acme',
    failAbsent: true,
  },
  {
    id: 'NAV_004',
    pass: () => page({ forms: [searchForm()] }),
    fail: () => withNav(['Shop', 'Sale']),
    passQuote: 'Search 2,000 floors',
    failAbsent: true,
  },
  {
    id: 'NAV_005',
    pass: () => withNav(['Product', 'Pricing'], { sticky: true }, { render: longPage() }),
    fail: () => withNav(['Product', 'Pricing'], { sticky: false }, { render: longPage() }),
    na: () =>
      withNav(['Product'], { sticky: false }, { render: renderFacts({ desktop: { documentHeight: 900 } }) }),
    passQuote: 'Product',
    failQuote: 'Product',
  },
  {
    id: 'NAV_006',
    pass: () =>
      page({
        url: 'https://shop.example.com/floors/oak-natural',
        links: [
          link('Floors', 'https://shop.example.com/floors', 'main', {
            selector: 'nav.breadcrumb > a:nth-child(2)',
          }),
        ],
      }),
    fail: () => page({ url: 'https://shop.example.com/floors/oak-natural' }),
    na: () => page({ url: 'https://shop.example.com/' }),
    passQuote: 'Floors',
    failAbsent: true,
  },
  {
    id: 'NAV_007',
    pass: () =>
      page({
        links: [...many(6, 'footer'), link('Privacy policy', 'https://example.com/privacy', 'footer')],
      }),
    fail: () => page({ links: [link('Privacy policy', 'https://example.com/privacy', 'footer')] }),
    passQuote: 'Page 0',
    failQuote: 'Privacy policy',
  },
  {
    id: 'NAV_008',
    pass: () =>
      page({
        links: [
          link('Pricing', 'https://example.com/pricing'),
          link('Our Twitter', 'https://x.com/acme', 'footer', { internal: false, newTab: true }),
        ],
      }),
    fail: () => page({ links: [link('Pricing', 'https://example.com/pricing', 'main', { newTab: true })] }),
    na: () => page({ links: [link('Our Twitter', 'https://x.com/acme', 'footer', { internal: false })] }),
    passQuote: 'Pricing',
    failQuote: 'Pricing',
  },
  {
    id: 'NAV_009',
    pass: () => page({ links: [link('Pricing', 'https://example.com/pricing')] }),
    fail: () =>
      page({
        links: [
          link('Shop', 'https://example.com/#'),
          link('Brands', 'https://example.com/#'),
          link('Sale', 'https://example.com/#'),
        ],
      }),
    na: () => page(),
    passQuote: 'Pricing',
    failQuote: 'Brands',
  },
  {
    id: 'NAV_010',
    pass: () => page({ links: many(40, 'main') }),
    fail: () => page({ links: many(220, 'main') }),
    na: () => page(),
    passQuote: 'Page 0',
    failQuote: 'Page 0',
  },
  {
    id: 'NAV_011',
    pass: () => withNav(['Product', 'Case studies', 'Pricing']),
    fail: () => withNav(['Product', 'Everything you need to know about our services']),
    na: () => page(),
    passQuote: 'Case studies',
    failQuote: 'Everything you need to know',
  },
  {
    id: 'NAV_012',
    pass: () =>
      page({
        links: [
          link('Services', 'https://example.com/services', 'nav'),
          link('Instagram', 'https://instagram.com/acme', 'nav', { internal: false }),
        ],
      }),
    fail: () =>
      page({
        links: [
          link('Services', 'https://example.com/services', 'nav'),
          link('Shop', 'https://acme-store.myshopify.com/', 'nav', { internal: false }),
        ],
      }),
    na: () => page(),
    passQuote: 'Services',
    failQuote: 'Shop',
  },
];

describeChecks('navigation', cases);

describe('navigation checks', () => {
  it('leaves the logo and home links out of the menu choices but counts one-page section links', () => {
    const model = page({
      links: [
        link('Acme', 'https://example.com/', 'header'),
        link('Home', 'https://example.com/', 'nav'),
        link('Features', 'https://example.com/#features', 'nav'),
        link('Pricing', 'https://example.com/#pricing', 'nav'),
      ],
    });
    const outcome = check('NAV_002').run(model);
    expect(outcome).toMatchObject({ status: 'pass', observed: '2 top-level choices (at most 8)' });
  });

  it('counts only top-level menu entries, not dropdown sub-items, against the limit of 8', () => {
    const top = Array.from({ length: 6 }, (_, i) =>
      link(`Section ${i}`, `https://example.com/s${i}`, 'nav', {
        selector: `#menu > ul > li:nth-of-type(${i + 1}) > a`,
      }),
    );
    const sub = Array.from({ length: 12 }, (_, i) =>
      link(`Item ${i}`, `https://example.com/s0/i${i}`, 'nav', {
        selector: `#menu > ul > li:nth-of-type(1) > div > ul > li:nth-of-type(${i + 1}) > a`,
      }),
    );
    const model = page({
      nav: { present: true, items: [], hasSearch: false, sticky: null, hasLogoLinkHome: false },
      links: [...top, ...sub],
    });
    const outcome = check('NAV_002').run(model);
    expect(outcome).toMatchObject({ status: 'pass', observed: '6 top-level choices (at most 8)' });
  });
});
