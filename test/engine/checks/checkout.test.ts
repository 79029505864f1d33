import { describe, expect, it } from 'vitest';
import checks from '../../../lib/engine/checks/groups/checkout/index.js';
import type { PageModel } from '../../../lib/engine/model/page-model.js';
import {
  block,
  cta,
  expectOutcome,
  expectSequentialIds,
  expectWellFormed,
  field,
  form,
  link,
  page,
  price,
  type CheckCase,
} from '../../support/b-page-parts.js';

const getCheck = (id: string) => checks.find((c) => c.id === id);

const shop = { id: 'ecommerce', confidence: 0.9, signals: ['cart'] } as const;
const store = (over: Partial<PageModel> = {}) =>
  page({ industry: { ...shop, signals: [...shop.signals] }, ...over });

const goodFields = () => [
  field('email', 'email', { label: 'Email', autocomplete: 'email' }),
  field('text', 'name', { label: 'Full name', autocomplete: 'name' }),
  field('text', 'address', { label: 'Address', autocomplete: 'street-address' }),
  field('text', 'zip', { label: 'Postcode', autocomplete: 'postal-code', inputMode: 'numeric' }),
  field('tel', 'phone', { label: 'Phone', autocomplete: 'tel', required: false }),
];
const checkout = (fields = goodFields()) => form('checkout', fields, { submitText: 'Place order' });
const optional = (label: string) => field('text', label, { label, required: false });

const cases: CheckCase[] = [
  {
    id: 'CHECK_001',
    pass: () =>
      store({ forms: [form('cart', [field('number', 'qty')])], textBlocks: [block('Subtotal: $84.00')] }),
    fail: () => store({ forms: [form('cart', [field('number', 'qty')], { submitText: 'Update cart' })] }),
    passQuote: 'Subtotal: $84.00',
    failQuote: 'Update cart',
  },
  {
    id: 'CHECK_002',
    pass: () =>
      store({ forms: [checkout()], textBlocks: [block('Express checkout with Apple Pay or Shop Pay')] }),
    fail: () => store({ forms: [checkout()], textBlocks: [block('We accept Visa and Mastercard.')] }),
    passQuote: 'Apple Pay',
    failQuote: 'absent',
  },
  {
    id: 'CHECK_003',
    pass: () => store({ forms: [checkout()] }),
    fail: () => store({ forms: [checkout()], textBlocks: [block('Please log in to checkout.')] }),
    passQuote: 'Place order',
    failQuote: 'log in to checkout',
  },
  {
    id: 'CHECK_004',
    pass: () => store({ forms: [checkout()] }),
    fail: () => store({ forms: [checkout(Array.from({ length: 14 }, (_, i) => field('text', `f${i}`)))] }),
    passQuote: '5 fields: Email',
    failQuote: '14 fields',
  },
  {
    id: 'CHECK_005',
    pass: () => store({ forms: [checkout()] }),
    fail: () =>
      store({
        forms: [
          checkout([
            ...goodFields(),
            optional('Company'),
            optional('Address line 2'),
            optional('Order notes'),
          ]),
        ],
      }),
    passQuote: '5 fields, 1 optional',
    failQuote: '',
  },
  {
    id: 'CHECK_006',
    pass: () => store({ forms: [checkout()] }),
    fail: () => store({ forms: [checkout([field('tel', 'phone', { label: 'Phone' })])] }),
    passQuote: '',
    failQuote: '',
  },
  {
    id: 'CHECK_007',
    pass: () => store({ forms: [checkout()], textBlocks: [block('Step 2 of 3: Shipping')] }),
    fail: () => store({ forms: [checkout()] }),
    passQuote: 'Step 2 of 3',
    failQuote: 'Place order',
  },
  {
    id: 'CHECK_008',
    pass: () =>
      store({ forms: [checkout()], links: [link('https://example.com/help', 'Help', { region: 'header' })] }),
    fail: () =>
      store({
        forms: [checkout()],
        links: ['Women', 'Men', 'Kids', 'Sale', 'Brands', 'Blog'].map((t) =>
          link(`https://example.com/${t}`, t, { region: 'nav' }),
        ),
      }),
    passQuote: '1 header links',
    failQuote: 'Women',
  },
  {
    id: 'CHECK_009',
    pass: () =>
      store({
        forms: [checkout()],
        ctas: [cta('Add to cart', 'cart')],
        textBlocks: [block('Secure checkout with 256-bit SSL')],
      }),
    fail: () =>
      store({
        forms: [checkout()],
        ctas: [cta('Add to cart', 'cart')],
        text: 'Add to cart',
        textBlocks: [block('Secure checkout', { order: 80_000 })],
      }),
    passQuote: 'Secure checkout',
    failQuote: 'Add to cart',
  },
  {
    id: 'CHECK_010',
    pass: () => store({ forms: [checkout()] }),
    fail: () => store({ forms: [form('cart', [field('text', 'coupon_code', { label: 'Promo code' })])] }),
    passQuote: 'Place order',
    failQuote: '',
  },
  {
    id: 'CHECK_011',
    pass: () =>
      store({
        forms: [checkout()],
        prices: [price('€29', 29, { currency: 'EUR' })],
        textBlocks: [block('All prices incl. VAT')],
      }),
    fail: () => store({ forms: [checkout()], prices: [price('€29', 29, { currency: 'EUR' })] }),
    passQuote: 'incl. VAT',
    failQuote: 'absent',
  },
  {
    id: 'CHECK_012',
    pass: () => store({ forms: [checkout()], textBlocks: [block('Start typing your address or postcode')] }),
    fail: () => store({ forms: [checkout()] }),
    passQuote: 'Start typing your address',
    failQuote: '',
  },
];

describe('checkout checks', () => {
  it('numbers CHECK_001..CHECK_012 with no gaps', () => {
    expectSequentialIds(checks, { CHECK: 12 });
  });

  describe.each(cases)('$id', ({ id, pass, fail, passQuote, failQuote }) => {
    const check = getCheck(id)!;

    it('is registered with complete metadata', () => {
      expectWellFormed(check, 'checkout');
    });

    it('passes on a page that meets the threshold, quoting the evidence', () => {
      expectOutcome(check.run(pass()), 'pass', passQuote);
    });

    it('fails on a page that misses the threshold, quoting the evidence', () => {
      expectOutcome(check.run(fail()), 'fail', failQuote);
    });
  });

  it('is not applicable to a page that sells nothing directly', () => {
    const model = page({
      industry: { id: 'saas', confidence: 0.8, signals: [] },
      textBlocks: [block('Book a demo. Free shipping!')],
    });
    for (const c of checks) expect(c.run(model).status).toBe('not_applicable');
  });

  it('applies to a non-shop page that has a checkout form', () => {
    const model = page({ industry: { id: 'course', confidence: 0.7, signals: [] }, forms: [checkout()] });
    expect(getCheck('CHECK_004')!.run(model).status).toBe('pass');
  });

  it('measures nearness in page text when the reassurance is not a listed element', () => {
    const model = store({
      forms: [checkout()],
      ctas: [cta('Add to Cart', 'cart')],
      text: 'Add to Cart Ships from Acme. Secure transaction. Returns within 30 days.',
    });
    expectOutcome(getCheck('CHECK_009')!.run(model), 'pass', 'Secure transaction');
  });

  it('accepts an address lookup service loaded by the page', () => {
    const scripts = { ...store().scripts, thirdPartyHosts: ['api.addressy.com'] };
    expectOutcome(getCheck('CHECK_012')!.run(store({ forms: [checkout()], scripts })), 'pass', 'addressy');
  });

  it('does not judge a shop page whose only cart form adds a product to the cart', () => {
    const model = store({
      forms: [form('cart', [field('number', 'qty')], { submitText: 'Add to cart' })],
      ctas: [cta('Add to cart', 'cart')],
      prices: [price('$29', 29)],
      textBlocks: [block('We accept Visa and Mastercard.')],
    });
    for (const c of checks) expect(c.run(model).status, c.id).toBe('not_applicable');
  });

  it('does not judge checkout forms on a shop page without one', () => {
    const model = store({ textBlocks: [block('Our bestsellers')] });
    for (const id of [
      'CHECK_001',
      'CHECK_004',
      'CHECK_005',
      'CHECK_006',
      'CHECK_007',
      'CHECK_008',
      'CHECK_010',
      'CHECK_012',
    ]) {
      expect(getCheck(id)!.run(model).status).toBe('not_applicable');
    }
  });
});
