import { describe, expect, it } from 'vitest';
import type { Link, PageModel } from '../../../lib/engine/model/page-model.js';
import {
  block,
  check,
  describeChecks,
  heading,
  link,
  page,
  price,
  type CheckCase,
} from '../../support/check-kit/index.js';

const pageLink = (text: string, href: string, extra: Partial<Link> = {}) =>
  link(text, href, { kind: 'page', internal: true, ...extra });

const boxPrice = (text: string) => price(text, 49, { context: `Oak floor ${text} per box` });

const withTitle = (title: string | null): PageModel => page({ title });

const cases: CheckCase[] = [
  {
    id: 'SEO_001',
    pass: () => withTitle('Invoice software for freelancers | Acme'),
    fail: () => withTitle('Home'),
    na: undefined,
    passQuote: 'Invoice software',
    failQuote: 'Home',
  },
  {
    id: 'SEO_002',
    pass: () =>
      page({
        meta: {
          ...page().meta,
          description:
            'Send invoices in two minutes and get paid twice as fast. Free for your first ten clients.',
        },
      }),
    fail: () => page(),
    passQuote: 'Send invoices',
    failAbsent: true,
  },
  {
    id: 'SEO_003',
    pass: () => page({ headings: [heading('Invoices in two minutes', 1)] }),
    fail: () => page({ headings: [heading('Acme', 1), heading('Invoices in two minutes', 1)] }),
    passQuote: 'Invoices in two minutes',
    failQuote: 'Acme',
  },
  {
    id: 'SEO_004',
    pass: () =>
      page({
        title: 'Invoice software for freelancers | Acme',
        headings: [heading('Invoices in minutes', 1)],
      }),
    fail: () => page({ title: 'Acme Ltd', headings: [heading('Get paid twice as fast', 1)] }),
    na: () => page({ title: 'Acme Ltd' }),
    passQuote: 'Invoice software',
    failQuote: 'Get paid twice as fast',
  },
  {
    id: 'SEO_005',
    pass: () => page({ url: 'https://www.acme.com/', canonical: 'https://acme.com/' }),
    fail: () => page({ url: 'https://acme.com/', canonical: 'https://staging.other.net/' }),
    passQuote: 'https://acme.com/',
    failQuote: 'staging.other.net',
  },
  {
    id: 'SEO_006',
    pass: () => page({ meta: { ...page().meta, robots: 'index, follow' } }),
    fail: () => page({ meta: { ...page().meta, robots: 'noindex, nofollow' } }),
    passQuote: 'index, follow',
    failQuote: 'noindex',
  },
  {
    id: 'SEO_007',
    pass: () =>
      page({
        openGraph: {
          'og:title': 'Acme invoices',
          'og:description': 'Get paid faster',
          'og:image': 'https://acme.com/og.png',
        },
      }),
    fail: () => page({ openGraph: { 'og:title': 'Acme invoices' } }),
    passQuote: 'og.png',
    failQuote: 'Acme invoices',
    failAbsent: true,
  },
  {
    id: 'SEO_008',
    pass: () => page({ twitter: { 'twitter:card': 'summary_large_image' } }),
    fail: () => page({ twitter: { 'twitter:site': '@acme' } }),
    passQuote: 'summary_large_image',
    failAbsent: true,
  },
  {
    id: 'SEO_009',
    pass: () =>
      page({ structuredData: [{ format: 'json-ld', type: 'Organization', data: { name: 'Acme' } }] }),
    fail: () =>
      page({
        structuredData: [
          { format: 'json-ld', type: 'WebSite', data: {} },
          { format: 'json-ld', type: 'WebPage', data: {} },
        ],
      }),
    passObserved: 'Organization in json-ld',
    failAbsent: true,
  },
  {
    id: 'SEO_010',
    pass: () =>
      page({
        prices: [boxPrice('$49')],
        structuredData: [{ format: 'json-ld', type: 'Product', data: { offers: { price: 49 } } }],
      }),
    fail: () => page({ prices: [boxPrice('$49')] }),
    na: () => page(),
    passObserved: 'Product with an offer',
    failQuote: '$49',
    failAbsent: true,
  },
  {
    id: 'SEO_011',
    pass: () => page({ wordCount: 850, textBlocks: [block('Acme sends invoices for freelancers.')] }),
    fail: () => page({ wordCount: 40, textBlocks: [block('Beautiful. Simple. Yours.')] }),
    passQuote: 'Acme sends invoices',
    failQuote: 'Beautiful. Simple.',
  },
  {
    id: 'SEO_012',
    pass: () =>
      page({
        links: [
          pageLink('Pricing plans', 'https://acme.com/pricing'),
          pageLink('Read more', 'https://acme.com/a'),
        ],
      }),
    fail: () =>
      page({
        links: [
          pageLink('Read more', 'https://acme.com/a'),
          pageLink('Click here', 'https://acme.com/b'),
          pageLink('more »', 'https://acme.com/c'),
        ],
      }),
    na: () => page(),
    passQuote: 'Read more',
    failQuote: 'Click here',
  },
  {
    id: 'SEO_013',
    pass: () => page({ links: [pageLink('Pricing', 'https://acme.com/pricing')] }),
    fail: () => page({ links: [pageLink('Products', 'javascript:void(0)', { kind: 'javascript' })] }),
    na: () => page(),
    passQuote: 'Pricing',
    failQuote: 'Products',
  },
  {
    id: 'SEO_014',
    pass: () =>
      page({
        title: 'Acme | Invoices',
        site: {
          ...page().site,
          pages: [{ url: 'https://acme.com/pricing', kind: 'pricing', title: 'Pricing | Acme', status: 200 }],
        },
      }),
    fail: () =>
      page({
        title: 'Acme',
        site: {
          ...page().site,
          pages: [{ url: 'https://acme.com/pricing', kind: 'pricing', title: 'Acme', status: 200 }],
        },
      }),
    na: () => page({ title: 'Acme' }),
    passQuote: 'Acme | Invoices',
    failQuote: 'https://acme.com/pricing: Acme',
  },
];

describeChecks('seo', cases);

describe('SEO_005 and SEO_006 on a local copy (file or dev server)', () => {
  const local = (overrides: Partial<PageModel>) =>
    page({
      url: 'http://127.0.0.1:8080/draft.html',
      finalUrl: 'http://127.0.0.1:8080/draft.html',
      delivery: { ...page().delivery, loopback: true },
      ...overrides,
    });
  const run = (id: string, model: PageModel) => check(id).run(model);

  it('judges the canonical against the site it names, not 127.0.0.1', () => {
    expect(run('SEO_005', local({ canonical: 'https://acme.com/pricing' })).status).toBe('pass');
    expect(run('SEO_005', local({ canonical: 'draft.html' })).status).toBe('fail');
  });

  it("ignores the local server's X-Robots-Tag header but still reads the robots meta tag", () => {
    const http = { ...page().http, headers: { 'x-robots-tag': 'noindex' } };
    expect(run('SEO_006', local({ http })).status).toBe('pass');
    expect(run('SEO_006', page({ http })).status).toBe('fail');
    expect(run('SEO_006', local({ meta: { ...page().meta, robots: 'noindex' } })).status).toBe('fail');
  });
});
