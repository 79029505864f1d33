import { describe, expect, it } from 'vitest';
import type { Link, NavFacts, PageModel, Region } from '../../../lib/engine/model/page-model.js';
import {
  check,
  describeChecks,
  field,
  form,
  image,
  link,
  page,
  renderFacts,
  type CheckCase,
} from '../../support/check-kit/index.js';

const pageLink = (text: string, href: string, region: Region = 'main', extra: Partial<Link> = {}) =>
  link(text, href, { region, kind: 'page', internal: true, ...extra });

/** A page whose navigation lists `labels`, each also present as a link in the nav region. */
function withNav(labels: string[], extra: Partial<NavFacts> = {}, more: Partial<PageModel> = {}): PageModel {
  const items = labels.map((text) => ({
    text,
    href: `https://example.com/${text.toLowerCase().replace(/\W+/g, '-')}`,
  }));
  return page({
    nav: { present: true, items, hasSearch: false, sticky: null, hasLogoLinkHome: false, ...extra },
    links: items.map((i) => pageLink(i.text, i.href, 'nav')),
    ...more,
  });
}

const logo = () =>
  image('https://example.com/logo.svg', {
    region: 'header',
    alt: 'Acme',
    width: 120,
    height: 40,
    format: 'svg',
    isLogo: true,
  });

const searchForm = () =>
  form(
    'search',
    [
      field('q', {
        region: 'header',
        type: 'search',
        label: null,
        labelSource: 'placeholder',
        placeholder: 'Search 2,000 floors',
        required: false,
      }),
    ],
    { region: 'header', action: '/search', method: 'get', submitText: 'Search' },
  );

function many(n: number, region: Region, extra: Partial<Link> = {}): Link[] {
  return Array.from({ length: n }, (_, i) =>
    pageLink(`Page ${i}`, `https://example.com/p${i}`, region, extra),
  );
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
          pageLink('Floors', 'https://shop.example.com/floors', 'main', {
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
        links: [...many(6, 'footer'), pageLink('Privacy policy', 'https://example.com/privacy', 'footer')],
      }),
    fail: () => page({ links: [pageLink('Privacy policy', 'https://example.com/privacy', 'footer')] }),
    passQuote: 'Page 0',
    failQuote: 'Privacy policy',
  },
  {
    id: 'NAV_008',
    pass: () =>
      page({
        links: [
          pageLink('Pricing', 'https://example.com/pricing'),
          pageLink('Our Twitter', 'https://x.com/acme', 'footer', { internal: false, newTab: true }),
        ],
      }),
    fail: () =>
      page({ links: [pageLink('Pricing', 'https://example.com/pricing', 'main', { newTab: true })] }),
    na: () => page({ links: [pageLink('Our Twitter', 'https://x.com/acme', 'footer', { internal: false })] }),
    passQuote: 'Pricing',
    failQuote: 'Pricing',
  },
  {
    id: 'NAV_009',
    pass: () => page({ links: [pageLink('Pricing', 'https://example.com/pricing')] }),
    fail: () =>
      page({
        links: [
          pageLink('Shop', 'https://example.com/#', 'main', { leadsNowhere: true }),
          pageLink('Brands', 'https://example.com/#', 'main', { leadsNowhere: true }),
          pageLink('Sale', 'https://example.com/#', 'main', { leadsNowhere: true }),
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
          pageLink('Services', 'https://example.com/services', 'nav'),
          pageLink('Instagram', 'https://instagram.com/acme', 'nav', { internal: false }),
        ],
      }),
    fail: () =>
      page({
        links: [
          pageLink('Services', 'https://example.com/services', 'nav'),
          pageLink('Shop', 'https://acme-store.myshopify.com/', 'nav', { internal: false }),
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
        pageLink('Acme', 'https://example.com/', 'header'),
        pageLink('Home', 'https://example.com/', 'nav'),
        pageLink('Features', 'https://example.com/#features', 'nav'),
        pageLink('Pricing', 'https://example.com/#pricing', 'nav'),
      ],
    });
    const outcome = check('NAV_002').run(model);
    expect(outcome).toMatchObject({ status: 'pass', observed: '2 top-level choices (at most 8)' });
  });

  it('counts only top-level menu entries, not dropdown sub-items, against the limit of 8', () => {
    const top = Array.from({ length: 6 }, (_, i) =>
      pageLink(`Section ${i}`, `https://example.com/s${i}`, 'nav', {
        selector: `#menu > ul > li:nth-of-type(${i + 1}) > a`,
      }),
    );
    const sub = Array.from({ length: 12 }, (_, i) =>
      pageLink(`Item ${i}`, `https://example.com/s0/i${i}`, 'nav', {
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
