import { describe, expect, it } from 'vitest';
import type { PageModel } from '../../../lib/engine/model/page-model.js';
import {
  block,
  check,
  checksOf,
  cta,
  describeChecks,
  expectOutcome,
  field,
  form,
  link,
  page,
  price,
  type CheckCase,
} from '../../support/check-kit/index.js';

const shop = { id: 'ecommerce', confidence: 0.9, signals: ['cart'] } as const;
const store = (over: Partial<PageModel> = {}) =>
  page({ industry: { ...shop, signals: [...shop.signals] }, ...over });

const goodFields = () => [
  field('email', { type: 'email', label: 'Email', autocomplete: 'email' }),
  field('name', { type: 'text', label: 'Full name', autocomplete: 'name' }),
  field('address', { type: 'text', label: 'Address', autocomplete: 'street-address' }),
  field('zip', { type: 'text', label: 'Postcode', autocomplete: 'postal-code', inputMode: 'numeric' }),
  field('phone', { type: 'tel', label: 'Phone', autocomplete: 'tel', required: false }),
];
const checkout = (fields = goodFields()) => form('checkout', fields, { submitText: 'Place order' });
const optional = (label: string) => field(label, { type: 'text', label, required: false });

const cases: CheckCase[] = [
  {
    id: 'CHECK_001',
    pass: () =>
      store({
        forms: [form('cart', [field('qty', { type: 'number' })])],
        textBlocks: [block('Subtotal: $84.00')],
      }),
    fail: () =>
      store({ forms: [form('cart', [field('qty', { type: 'number' })], { submitText: 'Update cart' })] }),
    passQuote: 'Subtotal: $84.00',
    failQuote: 'Update cart',
    failAbsent: true,
  },
  {
    id: 'CHECK_002',
    pass: () =>
      store({ forms: [checkout()], textBlocks: [block('Express checkout with Apple Pay or Shop Pay')] }),
    fail: () => store({ forms: [checkout()], textBlocks: [block('We accept Visa and Mastercard.')] }),
    passQuote: 'Apple Pay',
    failAbsent: true,
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
    fail: () =>
      store({ forms: [checkout(Array.from({ length: 14 }, (_, i) => field(`f${i}`, { type: 'text' })))] }),
    passObserved: '5 fields (maximum 12): Email',
    failObserved: '14 fields',
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
    passObserved: '1 optional field(s) of 5',
    failQuote: '',
  },
  {
    id: 'CHECK_006',
    pass: () => store({ forms: [checkout()] }),
    fail: () => store({ forms: [checkout([field('phone', { type: 'tel', label: 'Phone' })])] }),
    passQuote: '',
    failQuote: '',
  },
  {
    id: 'CHECK_007',
    pass: () => store({ forms: [checkout()], textBlocks: [block('Step 2 of 3: Shipping')] }),
    fail: () => store({ forms: [checkout()] }),
    passQuote: 'Step 2 of 3',
    failQuote: 'Place order',
    failAbsent: true,
  },
  {
    id: 'CHECK_008',
    pass: () =>
      store({ forms: [checkout()], links: [link('Help', 'https://example.com/help', { region: 'header' })] }),
    fail: () =>
      store({
        forms: [checkout()],
        links: ['Women', 'Men', 'Kids', 'Sale', 'Brands', 'Blog'].map((t) =>
          link(t, `https://example.com/${t}`, { region: 'nav' }),
        ),
      }),
    passObserved: '1 header/navigation links',
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
    failAbsent: true,
  },
  {
    id: 'CHECK_010',
    pass: () => store({ forms: [checkout()] }),
    fail: () =>
      store({ forms: [form('cart', [field('coupon_code', { type: 'text', label: 'Promo code' })])] }),
    passQuote: 'Place order',
    passAbsent: true,
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
    failAbsent: true,
  },
  {
    id: 'CHECK_012',
    pass: () => store({ forms: [checkout()], textBlocks: [block('Start typing your address or postcode')] }),
    fail: () => store({ forms: [checkout()] }),
    passQuote: 'Start typing your address',
    failQuote: '',
  },
];

describeChecks('checkout', cases);

describe('checkout checks', () => {
  it('is not applicable to a page that sells nothing directly', () => {
    const model = page({
      industry: { id: 'saas', confidence: 0.8, signals: [] },
      textBlocks: [block('Book a demo. Free shipping!')],
    });
    for (const c of checksOf('checkout')) expect(c.run(model).status).toBe('not_applicable');
  });

  it('applies to a non-shop page that has a checkout form', () => {
    const model = page({ industry: { id: 'course', confidence: 0.7, signals: [] }, forms: [checkout()] });
    expect(check('CHECK_004').run(model).status).toBe('pass');
  });

  it('measures nearness in page text when the reassurance is not a listed element', () => {
    const model = store({
      forms: [checkout()],
      ctas: [cta('Add to Cart', 'cart')],
      text: 'Add to Cart Ships from Acme. Secure transaction. Returns within 30 days.',
    });
    expectOutcome(check('CHECK_009').run(model), 'pass', { quote: 'Secure transaction' });
  });

  it('accepts an address lookup service loaded by the page', () => {
    const scripts = { ...store().scripts, thirdPartyHosts: ['api.addressy.com'] };
    expectOutcome(check('CHECK_012').run(store({ forms: [checkout()], scripts })), 'pass', {
      quote: 'addressy',
    });
  });

  it('does not judge a shop page whose only cart form adds a product to the cart', () => {
    const model = store({
      forms: [form('cart', [field('qty', { type: 'number' })], { submitText: 'Add to cart' })],
      ctas: [cta('Add to cart', 'cart')],
      prices: [price('$29', 29)],
      textBlocks: [block('We accept Visa and Mastercard.')],
    });
    for (const c of checksOf('checkout')) expect(c.run(model).status, c.id).toBe('not_applicable');
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
      expect(check(id).run(model).status).toBe('not_applicable');
    }
  });
});
