import { describe, expect, it } from 'vitest';
import checks from '../../../lib/engine/checks/groups/checkout.js';
import type { PageModel } from '../../../lib/engine/model/page-model.js';
import {
  badge,
  block,
  cta,
  expectOutcome,
  expectSequentialIds,
  expectWellFormed,
  field,
  form,
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

const cases: CheckCase[] = [
  {
    id: 'CHECK_001',
    pass: () => store({ badges: [badge('payment', 'Visa Mastercard PayPal')] }),
    fail: () => store({ textBlocks: [block('Add to cart to order.')] }),
    passQuote: 'Visa Mastercard',
    failQuote: 'absent',
  },
  {
    id: 'CHECK_002',
    pass: () => store({ textBlocks: [block('Express checkout with Apple Pay or Shop Pay')] }),
    fail: () => store({ textBlocks: [block('We accept Visa and Mastercard.')] }),
    passQuote: 'Apple Pay',
    failQuote: 'absent',
  },
  {
    id: 'CHECK_003',
    pass: () => store({ forms: [checkout()] }),
    fail: () => store({ textBlocks: [block('Please log in to checkout.')] }),
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
          checkout([field('email', 'email', { label: 'Email' }), field('text', 'name', { label: 'Name' })]),
        ],
      }),
    passQuote: 'autocomplete=email',
    failQuote: 'Email (type=email',
  },
  {
    id: 'CHECK_006',
    pass: () => store({ forms: [checkout()] }),
    fail: () => store({ forms: [checkout([field('tel', 'phone', { label: 'Phone' })])] }),
    passQuote: 'Phone (type=tel)',
    failQuote: 'Phone (type=tel, required)',
  },
  {
    id: 'CHECK_007',
    pass: () => store({ textBlocks: [block('Free shipping on orders over $50')] }),
    fail: () => store({ textBlocks: [block('Shipping calculated at checkout')] }),
    passQuote: 'Free shipping',
    failQuote: 'absent',
  },
  {
    id: 'CHECK_008',
    pass: () => store({ textBlocks: [block('Ships within 2 business days from Leeds.')] }),
    fail: () => store({ textBlocks: [block('Ships from Leeds.')] }),
    passQuote: 'Ships within 2 business days',
    failQuote: 'absent',
  },
  {
    id: 'CHECK_009',
    pass: () =>
      store({ ctas: [cta('Add to cart', 'cart')], textBlocks: [block('Secure checkout with 256-bit SSL')] }),
    fail: () =>
      store({
        ctas: [cta('Add to cart', 'cart')],
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
    failQuote: 'Promo code',
  },
  {
    id: 'CHECK_011',
    pass: () =>
      store({ prices: [price('€29', 29, { currency: 'EUR' })], textBlocks: [block('All prices incl. VAT')] }),
    fail: () => store({ prices: [price('€29', 29, { currency: 'EUR' })] }),
    passQuote: 'incl. VAT',
    failQuote: 'absent',
  },
  {
    id: 'CHECK_012',
    pass: () => store({ forms: [checkout()] }),
    fail: () => store({ forms: [checkout([field('text', 'email', { label: 'Email address' })])] }),
    passQuote: 'Email (type=email',
    failQuote: 'Email address (type=text',
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

  it('does not judge form fields on a shop page without a checkout form', () => {
    const model = store({ textBlocks: [block('Our bestsellers')] });
    for (const id of ['CHECK_004', 'CHECK_005', 'CHECK_006', 'CHECK_010', 'CHECK_012']) {
      expect(getCheck(id)!.run(model).status).toBe('not_applicable');
    }
  });
});
