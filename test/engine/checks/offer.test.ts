import { describe, expect, it } from 'vitest';
import {
  block,
  check,
  cta,
  describeChecks,
  guarantee,
  link,
  page,
  price,
  type CheckCase,
} from '../../support/check-kit/index.js';

const monthly = (amount: number) =>
  price(`$${amount}/mo`, amount, { period: 'month', context: `Pro $${amount}/mo` });
const plans = (...amounts: number[]) => amounts.map(monthly);

const cases: CheckCase[] = [
  {
    id: 'OFFER_001',
    pass: () => page({ links: [link('Pricing', 'https://example.com/pricing', { region: 'nav' })] }),
    fail: () => page({ links: [link('Features', 'https://example.com/features', { region: 'nav' })] }),
    passQuote: 'Pricing',
    failAbsent: true,
  },
  {
    id: 'OFFER_002',
    pass: () =>
      page({
        prices: [price('$1,490', 1490, { context: 'Bootcamp $1,490' })],
        textBlocks: [block('Or pay in 6 monthly instalments.')],
      }),
    fail: () => page({ prices: [price('$1,490', 1490, { context: 'Bootcamp $1,490' }), price('$49', 49)] }),
    passQuote: 'pay in 6 monthly',
    failQuote: 'Bootcamp $1,490',
    failAbsent: true,
  },
  {
    id: 'OFFER_003',
    pass: () => page({ prices: plans(19, 49) }),
    fail: () => page({ prices: [monthly(19), price('$99', 99, { context: 'Business $99' })] }),
    passQuote: '$19/mo',
    failQuote: 'Business $99',
  },
  {
    id: 'OFFER_004',
    pass: () =>
      page({
        textBlocks: [block('Summer sale: 30% off')],
        prices: [price('$70', 70), price('$100', 100, { isCompareAt: true, context: 'Was $100' })],
      }),
    fail: () => page({ textBlocks: [block('Summer sale: 30% off everything')], prices: [price('$70', 70)] }),
    passQuote: 'Was $100',
    failQuote: '30% off',
  },
  {
    id: 'OFFER_005',
    pass: () => page({ prices: plans(19, 49), textBlocks: [block('Pay yearly and get 2 months free')] }),
    fail: () =>
      page({ prices: [monthly(19), price('$190/yr', 190, { period: 'year', context: 'Pro $190/yr' })] }),
    passQuote: '2 months free',
    failQuote: '$190/yr',
  },
  {
    id: 'OFFER_006',
    pass: () => page({ guarantees: [guarantee('free-trial', '14-day free trial', { days: 14 })] }),
    fail: () => page({ ctas: [cta('Book a demo', 'demo')] }),
    passQuote: '14-day free trial',
    failAbsent: true,
  },
  {
    id: 'OFFER_007',
    pass: () => page({ prices: plans(9, 29, 79) }),
    fail: () => page({ prices: plans(5, 9, 19, 29, 49, 99) }),
    passQuote: '$9/mo',
    failQuote: '$49/mo',
  },
  {
    id: 'OFFER_008',
    pass: () =>
      page({
        prices: [price('$80', 80, { isCompareAt: true, context: 'Was $80' })],
        textBlocks: [block('You save $20 (25%)')],
      }),
    fail: () =>
      page({ prices: [price('$80', 80, { isCompareAt: true, context: 'Was: $80.00 Now: $60.00' })] }),
    passQuote: 'You save $20',
    failQuote: 'Was: $80.00',
    failAbsent: true,
  },
  {
    id: 'OFFER_009',
    pass: () => page({ prices: plans(9, 29), ctas: [cta('Contact sales', 'contact')] }),
    fail: () => page({ prices: plans(9, 29) }),
    passQuote: 'Contact sales',
    failAbsent: true,
  },
  {
    id: 'OFFER_010',
    pass: () => page({ prices: [price('$24.99', 24.99, { context: 'Now $24.99' })] }),
    fail: () => page({ textBlocks: [block('Add to cart to see price')] }),
    passQuote: 'Now $24.99',
    failQuote: 'to see price',
  },
  {
    id: 'OFFER_011',
    pass: () => page({ prices: [price('$24.99', 24.99)], ctas: [cta('Add to cart', 'cart')] }),
    fail: () =>
      page({ prices: [price('$24.99', 24.99)], ctas: [cta('Add to cart', 'cart', { order: 99_999 })] }),
    passQuote: 'Add to cart',
    failQuote: '$24.99',
    failAbsent: true,
  },
  {
    id: 'OFFER_012',
    pass: () =>
      page({
        prices: plans(9, 29),
        textBlocks: ['5 projects', '10 GB storage', 'Email support'].map((t) => block(t, { tag: 'li' })),
      }),
    fail: () => page({ prices: plans(9, 29), textBlocks: [block('Pick a plan that suits you.')] }),
    passQuote: '5 projects',
    failQuote: '$9/mo',
    failAbsent: true,
  },
  {
    id: 'OFFER_013',
    pass: () => planGrid(['3 projects', '5 GB storage'], ['Unlimited projects', '50 GB storage']),
    passQuote: 'Unlimited projects',
    fail: () => planGrid(['Unlimited domains', 'Free SSL'], ['Unlimited domains', 'Free SSL']),
    failQuote: '$9/mo',
    na: () => page({ prices: plans(9) }),
  },
];

/** Two monthly plans in a grid, each price followed by its list of what it includes. */
function planGrid(first: string[], second: string[]) {
  let order = 1000;
  const at = () => ({
    order: (order += 10),
    selector: `#plans > div:nth-of-type(${order})`,
    region: 'main' as const,
  });
  const [a, b] = [monthly(9), monthly(29)];
  const prices = [{ ...a, ...at() }];
  const items = first.map((t) => block(t, { tag: 'li', ...at() }));
  prices.push({ ...b, ...at() });
  items.push(...second.map((t) => block(t, { tag: 'li', ...at() })));
  return page({ prices: prices.map((p) => ({ ...p, contextSelector: p.selector })), textBlocks: items });
}

describeChecks('offer', cases);

describe('offer checks', () => {
  it('OFFER_006 sees a free plan priced at 0, a plan named Free, a free account or a free download', () => {
    const subject = check('OFFER_006');
    const passes = [
      page({
        prices: [price('$0', 0, { period: 'month', context: 'Free $0 / mo. 1 user' }), price('$9', 9)],
      }),
      page({
        prices: [price('12', 12)],
        textBlocks: [block('Free', { tag: 'th' }), block('Pro', { tag: 'th' })],
      }),
      page({ ctas: [cta('Create Free Account', 'signup')] }),
      page({ ctas: [cta('Free Download', 'download')] }),
    ];
    for (const model of passes) expect(subject.run(model).status).toBe('pass');
    // "Free" as a word of copy, without a price table, and paid plans alone are no free start
    const fails = [
      page({ textBlocks: [block('Free'), block('Shipping on every order')] }),
      page({ prices: [price('$9', 9), price('$49', 49)], textBlocks: [block('Pro'), block('Enterprise')] }),
    ];
    for (const model of fails) expect(subject.run(model).status).toBe('fail');
  });

  it('is not applicable to price questions on a page without prices', () => {
    const model = page({ textBlocks: [block('About our studio.')] });
    for (const id of [
      'OFFER_002',
      'OFFER_003',
      'OFFER_004',
      'OFFER_005',
      'OFFER_007',
      'OFFER_008',
      'OFFER_009',
      'OFFER_010',
      'OFFER_011',
      'OFFER_012',
    ]) {
      expect(check(id).run(model).status).toBe('not_applicable');
    }
  });

  it('does not ask for an original price when no discount is announced', () => {
    expect(check('OFFER_004').run(page({ prices: [price('$70', 70)] })).status).toBe('not_applicable');
  });
});

describe('OFFER_001 on pricing links in other languages', () => {
  it('takes "Planes", "Planos" and "Piani" for a pricing link, as "Plans" in English', () => {
    const offer = check('OFFER_001');
    for (const [text, href] of [
      ['Planes', 'https://example.es/planes.html'],
      ['Planos e preços', 'https://example.pt/assinatura'],
      ['Piani', 'https://example.it/piani'],
    ]) {
      const outcome = offer.run(page({ links: [link(text, href, { region: 'nav' })] }));
      expect(outcome.status, text).toBe('pass');
    }
  });
});

describe("OFFER_001 on a product page without the product's price", () => {
  it("fails it whatever the menu links to: the site's tariffs or a section named Plans are not this product's price", () => {
    const offer = check('OFFER_001');
    const links = [
      link('UNSERE TARIFE', 'https://www.shop.example/tarife', { region: 'nav' }),
      link('Livres / Plans / CDs', 'https://www.shop.example/livres-plans-cd', { region: 'nav' }),
    ];
    const product = page({ links, pageType: { id: 'product_detail', confidence: 0.9, signals: [] } });
    expect(offer.run(product).status).toBe('fail');
    // on a landing page the same link leads to the prices
    expect(offer.run(page({ links })).status).toBe('pass');
  });
});

describe('OFFER_001 on free offers', () => {
  it('takes a free tier priced at 0 for a price shown', () => {
    const model = page({ prices: [price('£0', 0, { context: 'Free £0 for one user Sign Up' })] });
    expect(check('OFFER_001').run(model).status).toBe('pass');
  });

  it('takes a call to action that says the product is free for its price, but not "free" in copy', () => {
    const offer = check('OFFER_001');
    const download = page({ ctas: [cta('Firefox Free Download English (US) Windows', 'download')] });
    const outcome = offer.run(download);
    expect(outcome.status).toBe('pass');
    expect(outcome.status === 'pass' ? outcome.evidence[0]?.quote : null).toContain('Free Download');
    const copy = page({
      textBlocks: [block('100% free of jargon.'), block('Read with our free app.')],
      ctas: [cta('Buy the course', 'purchase')],
    });
    expect(offer.run(copy).status).toBe('fail');
    // a free trial of something paid does not say what it costs
    expect(offer.run(page({ ctas: [cta('Start free trial', 'trial')] })).status).toBe('fail');
  });
});

describe('OFFER_006 on open-source software', () => {
  const subject = check('OFFER_006');
  const titled = (title: string, description: string | null = null) =>
    page({ title, meta: { ...page().meta, description } });

  it('takes software that calls itself open source in its title, description or hero for a free version', () => {
    // two developer tools of round 17: "Keploy - Open source e2e testing toolkit", VSCodium's
    // "Free/Libre Open Source Software Binaries of VSCode"; both reported "no free way to start"
    expect(subject.run(titled('Keploy - Open source e2e testing toolkit for developers')).status).toBe(
      'pass',
    );
    expect(
      subject.run(titled('VSCodium', 'Free/Libre Open Source Software Binaries of VSCode')),
    ).toMatchObject({
      status: 'pass',
      evidence: [
        {
          quote: 'Free/Libre Open Source Software Binaries of VSCode',
          selector: 'meta[name="description" i]',
        },
      ],
    });
  });

  it('does not take a tool for open-source projects, or open source said further down, for one', () => {
    expect(
      subject.run(titled('GitHub', 'Code management for open source and private projects.')).status,
    ).toBe('fail');
    expect(
      subject.run(page({ title: 'Acme CRM', textBlocks: [block('Built on open-source libraries.')] })).status,
    ).toBe('fail');
    // paid services about open source, and a dental product
    for (const title of [
      'Snyk | Open Source Security',
      'Open Source License Compliance Platform',
      'Commercial support for your open source stack',
      'Floss — dental practice software',
    ])
      expect(subject.run(titled(title)).status, title).toBe('fail');
    expect(subject.run(titled('Acme Editor', 'Acme is 100% open source.')).status).toBe('pass');
  });
});

describe('OFFER_006 on button labels', () => {
  it('reads the free start on a call to action whose words run together in the page text', () => {
    const model = page({
      ctas: [cta('Firefox Free Download English (US) Windows', 'download')],
      text: 'FirefoxFree DownloadEnglish (US)Windows',
    });
    expect(check('OFFER_006').run(model).status).toBe('pass');
    expect(check('OFFER_006').run(page({ text: 'FirefoxFree DownloadEnglish (US)Windows' })).status).toBe(
      'fail',
    );
  });
});

describe('OFFER_001 and other rates', () => {
  it('does not take a shipping-rates or tax link for a pricing page', () => {
    const offer = check('OFFER_001');
    const shipping = page({
      links: [link('Shipping Rates & Policies', 'https://shop.example.com/help/shipping')],
    });
    expect(offer.run(shipping).status).toBe('fail');
    const rates = page({ links: [link('Our rates', 'https://shop.example.com/rates')] });
    expect(offer.run(rates).status).toBe('pass');
  });
});

describe('OFFER_001 and links into the page itself', () => {
  it('does not take a "#pricing" link on a page without prices for a pricing page', () => {
    const offer = check('OFFER_001');
    const anchor = page({ links: [link('Pricing', 'https://example.com/#pricing', { region: 'nav' })] });
    expect(offer.run(anchor).status).toBe('fail');
    const other = page({ links: [link('Pricing', 'https://example.com/pricing#plans', { region: 'nav' })] });
    expect(offer.run(other).status).toBe('pass');
  });
});

describe('OFFER_001 on a page served away from its own address', () => {
  it('takes "/#pricing" for this page when the canonical address is the site root', () => {
    const offer = check('OFFER_001');
    const served = {
      url: 'http://127.0.0.1:8080/drafts/home.html',
      finalUrl: 'http://127.0.0.1:8080/drafts/home.html',
    };
    const links = [link('Pricing', 'http://127.0.0.1:8080/#pricing', { region: 'nav' })];
    expect(offer.run(page({ ...served, canonical: 'https://acme.example/', links })).status).toBe('fail');
    expect(offer.run(page({ ...served, canonical: 'https://acme.example/about', links })).status).toBe(
      'pass',
    );
    expect(offer.run(page({ ...served, canonical: null, links })).status).toBe('pass');
  });
});
