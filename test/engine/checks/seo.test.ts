import { describe, expect, it } from 'vitest';
import checks from '../../../lib/engine/checks/groups/seo/index.js';
import type { Heading, Link, PageModel, Price, TextBlock } from '../../../lib/engine/model/page-model.js';
import { located, modelWith } from '../../support/model-fixture.js';
import {
  describeChecks,
  expectCompleteMetadata,
  expectSequentialIds,
  type CheckCase,
} from './c-check-cases.js';

function h1(text: string): Heading {
  return { ...located(), level: 1, text };
}

function link(text: string, href: string, extra: Partial<Link> = {}): Link {
  return {
    ...located(),
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

function price(text: string): Price {
  return {
    ...located(),
    text,
    amount: 49,
    currency: 'USD',
    period: null,
    isCompareAt: false,
    context: `Oak floor ${text} per box`,
  };
}

function block(text: string): TextBlock {
  return { ...located(), tag: 'p', text, words: text.split(/\s+/).length };
}

const withTitle = (title: string | null): PageModel => modelWith({ title });

const cases: CheckCase[] = [
  {
    id: 'SEO_001',
    pass: () => withTitle('Invoice software for freelancers | Acme'),
    fail: () => withTitle('Home'),
    notApplicable: undefined,
    passEvidence: { quote: 'Invoice software' },
    failEvidence: { quote: 'Home' },
  },
  {
    id: 'SEO_002',
    pass: () =>
      modelWith({
        meta: {
          ...modelWith().meta,
          description:
            'Send invoices in two minutes and get paid twice as fast. Free for your first ten clients.',
        },
      }),
    fail: () => modelWith(),
    passEvidence: { quote: 'Send invoices' },
    failEvidence: { absent: true },
  },
  {
    id: 'SEO_003',
    pass: () => modelWith({ headings: [h1('Invoices in two minutes')] }),
    fail: () => modelWith({ headings: [h1('Acme'), h1('Invoices in two minutes')] }),
    passEvidence: { quote: 'Invoices in two minutes' },
    failEvidence: { quote: 'Acme' },
  },
  {
    id: 'SEO_004',
    pass: () =>
      modelWith({ title: 'Invoice software for freelancers | Acme', headings: [h1('Invoices in minutes')] }),
    fail: () => modelWith({ title: 'Acme Ltd', headings: [h1('Get paid twice as fast')] }),
    notApplicable: () => modelWith({ title: 'Acme Ltd' }),
    passEvidence: { quote: 'Invoice software' },
    failEvidence: { quote: 'Get paid twice as fast' },
  },
  {
    id: 'SEO_005',
    pass: () => modelWith({ url: 'https://www.acme.com/', canonical: 'https://acme.com/' }),
    fail: () => modelWith({ url: 'https://acme.com/', canonical: 'https://staging.other.net/' }),
    passEvidence: { quote: 'https://acme.com/' },
    failEvidence: { quote: 'staging.other.net' },
  },
  {
    id: 'SEO_006',
    pass: () => modelWith({ meta: { ...modelWith().meta, robots: 'index, follow' } }),
    fail: () => modelWith({ meta: { ...modelWith().meta, robots: 'noindex, nofollow' } }),
    passEvidence: { quote: 'index, follow' },
    failEvidence: { quote: 'noindex' },
  },
  {
    id: 'SEO_007',
    pass: () =>
      modelWith({
        openGraph: {
          'og:title': 'Acme invoices',
          'og:description': 'Get paid faster',
          'og:image': 'https://acme.com/og.png',
        },
      }),
    fail: () => modelWith({ openGraph: { 'og:title': 'Acme invoices' } }),
    passEvidence: { quote: 'og.png' },
    failEvidence: { quote: 'Acme invoices', absent: true },
  },
  {
    id: 'SEO_008',
    pass: () => modelWith({ twitter: { 'twitter:card': 'summary_large_image' } }),
    fail: () => modelWith({ twitter: { 'twitter:site': '@acme' } }),
    passEvidence: { quote: 'summary_large_image' },
    failEvidence: { absent: true },
  },
  {
    id: 'SEO_009',
    pass: () =>
      modelWith({ structuredData: [{ format: 'json-ld', type: 'Organization', data: { name: 'Acme' } }] }),
    fail: () =>
      modelWith({
        structuredData: [
          { format: 'json-ld', type: 'WebSite', data: {} },
          { format: 'json-ld', type: 'WebPage', data: {} },
        ],
      }),
    passEvidence: { quote: 'Organization' },
    failEvidence: { absent: true },
  },
  {
    id: 'SEO_010',
    pass: () =>
      modelWith({
        prices: [price('$49')],
        structuredData: [{ format: 'json-ld', type: 'Product', data: { offers: { price: 49 } } }],
      }),
    fail: () => modelWith({ prices: [price('$49')] }),
    notApplicable: () => modelWith(),
    passEvidence: { quote: 'Product with offer' },
    failEvidence: { quote: '$49', absent: true },
  },
  {
    id: 'SEO_011',
    pass: () => modelWith({ wordCount: 850, textBlocks: [block('Acme sends invoices for freelancers.')] }),
    fail: () => modelWith({ wordCount: 40, textBlocks: [block('Beautiful. Simple. Yours.')] }),
    passEvidence: { quote: 'Acme sends invoices' },
    failEvidence: { quote: 'Beautiful. Simple.' },
  },
  {
    id: 'SEO_012',
    pass: () =>
      modelWith({
        links: [link('Pricing plans', 'https://acme.com/pricing'), link('Read more', 'https://acme.com/a')],
      }),
    fail: () =>
      modelWith({
        links: [
          link('Read more', 'https://acme.com/a'),
          link('Click here', 'https://acme.com/b'),
          link('more »', 'https://acme.com/c'),
        ],
      }),
    notApplicable: () => modelWith(),
    passEvidence: { quote: 'Read more' },
    failEvidence: { quote: 'Click here' },
  },
  {
    id: 'SEO_013',
    pass: () => modelWith({ links: [link('Pricing', 'https://acme.com/pricing')] }),
    fail: () => modelWith({ links: [link('Products', 'javascript:void(0)', { kind: 'javascript' })] }),
    notApplicable: () => modelWith(),
    passEvidence: { quote: 'Pricing' },
    failEvidence: { quote: 'Products' },
  },
  {
    id: 'SEO_014',
    pass: () =>
      modelWith({
        title: 'Acme | Invoices',
        site: {
          ...modelWith().site,
          pages: [{ url: 'https://acme.com/pricing', kind: 'pricing', title: 'Pricing | Acme', status: 200 }],
        },
      }),
    fail: () =>
      modelWith({
        title: 'Acme',
        site: {
          ...modelWith().site,
          pages: [{ url: 'https://acme.com/pricing', kind: 'pricing', title: 'Acme', status: 200 }],
        },
      }),
    notApplicable: () => modelWith({ title: 'Acme' }),
    passEvidence: { quote: 'Acme | Invoices' },
    failEvidence: { quote: 'https://acme.com/pricing: Acme' },
  },
];

describe('seo checks', () => {
  it('numbers SEO_001..SEO_014 without gaps', () => {
    expectSequentialIds(checks, 'SEO', 14);
  });

  it('declares complete metadata for every check', () => {
    expectCompleteMetadata(checks, 'seo');
  });

  describeChecks(checks, cases);
});

describe('SEO_005 and SEO_006 on a local copy (file or dev server)', () => {
  const local = (overrides: Partial<PageModel>) =>
    modelWith({
      url: 'http://127.0.0.1:8080/draft.html',
      finalUrl: 'http://127.0.0.1:8080/draft.html',
      delivery: { ...modelWith().delivery, loopback: true },
      ...overrides,
    });
  const run = (id: string, model: PageModel) => checks.find((c) => c.id === id)!.run(model);

  it('judges the canonical against the site it names, not 127.0.0.1', () => {
    expect(run('SEO_005', local({ canonical: 'https://acme.com/pricing' })).status).toBe('pass');
    expect(run('SEO_005', local({ canonical: 'draft.html' })).status).toBe('fail');
  });

  it("ignores the local server's X-Robots-Tag header but still reads the robots meta tag", () => {
    const http = { ...modelWith().http, headers: { 'x-robots-tag': 'noindex' } };
    expect(run('SEO_006', local({ http })).status).toBe('pass');
    expect(run('SEO_006', modelWith({ http })).status).toBe('fail');
    expect(run('SEO_006', local({ meta: { ...modelWith().meta, robots: 'noindex' } })).status).toBe('fail');
  });
});
