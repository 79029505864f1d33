import { describe, expect, it } from 'vitest';
import {
  block,
  check,
  checksOf,
  describeChecks,
  field,
  form,
  heading,
  page,
  price,
  type CheckCase,
} from '../../support/check-kit/index.js';

const monthly = (amount: number) =>
  price(`$${amount}/mo`, amount, { period: 'month', context: `$${amount}/mo` });
const leadForm = () => form('lead', [field('email', { type: 'email' })], { submitText: 'Get my quote' });

const cases: CheckCase[] = [
  {
    id: 'OFC_001',
    pass: () =>
      page({ forms: [leadForm()], textBlocks: [block("We'll email your quote within one business day.")] }),
    fail: () => page({ forms: [leadForm()], textBlocks: [block('Fill in the form.')] }),
    passQuote: "We'll email",
    failQuote: 'Get my quote',
    failAbsent: true,
  },
  {
    id: 'OFC_002',
    pass: () => page({ headings: [heading('Start your 14-day free trial')] }),
    fail: () => page({ headings: [heading('Start your free trial today')] }),
    passQuote: '14-day free trial',
    failQuote: 'free trial today',
  },
  {
    id: 'OFC_003',
    pass: () => page({ textBlocks: [block('Start a free trial. No credit card required.')] }),
    fail: () => page({ textBlocks: [block('Start a free trial today.')] }),
    passQuote: 'No credit card required',
    failQuote: 'free trial',
  },
  {
    id: 'OFC_004',
    pass: () => page({ prices: [monthly(9), monthly(29)], textBlocks: [block('Best for growing teams')] }),
    fail: () =>
      page({ prices: [monthly(9), monthly(29)], textBlocks: [block('Everything in Starter, plus more')] }),
    passQuote: 'Best for growing teams',
    failQuote: '$9/mo',
    failAbsent: true,
  },
  {
    id: 'OFC_005',
    pass: () =>
      page({
        prices: [price('$90', 90, { context: 'From $90' }), price('$140', 140, { context: 'Deluxe $140' })],
      }),
    fail: () =>
      page({
        prices: [
          price('$90', 90, { context: 'Rooms from $90' }),
          price('$60', 60, { context: 'starting at $60' }),
        ],
      }),
    passQuote: 'Deluxe $140',
    failQuote: 'Rooms from $90',
  },
  {
    id: 'OFC_006',
    pass: () => page({ prices: [monthly(8)], textBlocks: [block('Yearly plans are billed annually.')] }),
    fail: () => page({ prices: [monthly(8)], textBlocks: [block('Save with yearly plans.')] }),
    passQuote: 'billed annually',
    failQuote: '$8/mo',
  },
  {
    id: 'OFC_007',
    pass: () => {
      const [starter, p1, team, p2] = [heading('Starter', 3), monthly(9), heading('Team', 3), monthly(29)];
      return page({ headings: [starter, team], prices: [p1, p2] });
    },
    fail: () => {
      const [starter, p1, p2] = [heading('Starter', 3), monthly(9), monthly(29)];
      return page({ headings: [starter], prices: [p1, { ...p2, order: p1.order + 500 }] });
    },
    passQuote: 'Starter',
    failQuote: '$29/mo',
  },
  {
    id: 'OFC_008',
    pass: () =>
      page({ prices: [monthly(9), monthly(29)], textBlocks: [block('Up to 5 users', { tag: 'li' })] }),
    fail: () =>
      page({ prices: [monthly(9), monthly(29)], textBlocks: [block('Everything you need', { tag: 'li' })] }),
    passQuote: '5 users',
    failQuote: '$9/mo',
    failAbsent: true,
  },
  {
    id: 'OFC_009',
    pass: () => page({ prices: [price('$9', 9), price('$19', 19)] }),
    fail: () =>
      page({ prices: [price('$9', 9), price('€19', 19, { currency: 'EUR', context: '€19 per box' })] }),
    passQuote: '$9',
    failQuote: '€19 per box',
  },
  {
    id: 'OFC_010',
    pass: () => page({ prices: [price('$49.99', 49.99), price('$19', 19)] }),
    fail: () =>
      page({
        prices: [
          price('$19', 19),
          price('49.99', 49.99, { currency: null, context: 'Price: 49.99 Add to cart' }),
        ],
      }),
    passQuote: '$49.99',
    failQuote: 'Price: 49.99',
  },
];

describeChecks('offer-clarity', cases);

describe('offer clarity checks', () => {
  it('does not treat a review form as a lead form', () => {
    const reviews = form('lead', [field('title', { type: 'text' })], {
      selector: '#write_review_form',
      submitText: 'Post',
    });
    expect(check('OFC_001').run(page({ forms: [reviews] })).status).toBe('not_applicable');
  });

  it('is not applicable without forms, trials, plans or prices', () => {
    const model = page({ textBlocks: [block('Read our story.')] });
    for (const c of checksOf('offer-clarity')) expect(c.run(model).status).toBe('not_applicable');
  });
});

describe('OFC_010 prices carry a currency', () => {
  const subject = check('OFC_010');

  it('does not apply to a page without prices', () => {
    expect(subject.run(page({})).status).toBe('not_applicable');
  });

  it('ignores a crossed-out price without a currency', () => {
    const outcome = subject.run(
      page({
        prices: [price('$39', 39), price('49', 49, { currency: null, isCompareAt: true })],
      }),
    );
    expect(outcome.status).toBe('pass');
  });
});
