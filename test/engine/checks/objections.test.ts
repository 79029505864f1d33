import { describe, expect, it } from 'vitest';
import {
  block,
  check,
  cta,
  describeChecks,
  faq,
  field,
  form,
  guarantee,
  page,
  price,
  testimonial,
  type CheckCase,
} from '../../support/check-kit/index.js';

const longAnswer =
  'Yes, you can switch plans at any time and we prorate the difference on your next invoice.';
const faqs = (n: number) => Array.from({ length: n }, (_, i) => faq(`Question number ${i + 1}?`, longAnswer));
const lead = () =>
  form('lead', [field('name', { type: 'text' }), field('phone', { type: 'tel' })], {
    submitText: 'Request a callback',
  });

const cases: CheckCase[] = [
  {
    id: 'OBJ_001',
    pass: () => page({ faq: faqs(4) }),
    fail: () => page({ faq: faqs(1) }),
    passQuote: 'Question number 1',
    failQuote: 'Question number 1',
  },
  {
    id: 'OBJ_002',
    pass: () => page({ faq: [...faqs(2), faq('How much does it cost?', longAnswer)] }),
    fail: () => page({ faq: [faq('Can I invite my team?', longAnswer), ...faqs(2)] }),
    passQuote: 'How much does it cost',
    failQuote: 'invite my team',
  },
  {
    id: 'OBJ_003',
    pass: () => page({ faq: faqs(3) }),
    fail: () => page({ faq: [...faqs(2), faq('Do you ship abroad?', 'Yes.')] }),
    passObserved: 'shortest answer',
    failQuote: 'Do you ship abroad?',
  },
  {
    id: 'OBJ_004',
    pass: () =>
      page({
        prices: [price('$49', 49)],
        guarantees: [guarantee('money-back', '30-day money-back guarantee', { days: 30 })],
      }),
    fail: () => page({ prices: [price('$49', 49)] }),
    passQuote: '30-day money-back',
    failAbsent: true,
  },
  {
    id: 'OBJ_005',
    pass: () => page({ textBlocks: [block('Backed by our 60-day money-back guarantee.')] }),
    fail: () => page({ textBlocks: [block('Risk-free: satisfaction guaranteed.')] }),
    passQuote: '60-day',
    failQuote: 'Risk-free',
  },
  {
    id: 'OBJ_006',
    pass: () =>
      page({
        prices: [price('$12/mo', 12, { period: 'month' })],
        textBlocks: [block('No contracts. Cancel anytime.')],
      }),
    fail: () => page({ prices: [price('$12/mo', 12, { period: 'month', context: 'Pro $12/mo' })] }),
    passQuote: 'Cancel anytime',
    failQuote: 'Pro $12/mo',
  },
  {
    id: 'OBJ_007',
    pass: () => page({ faq: [...faqs(2), faq('How long does delivery take?', longAnswer)] }),
    fail: () => page({ faq: faqs(3) }),
    passQuote: 'How long does delivery take',
    failQuote: 'Question number 1',
  },
  {
    id: 'OBJ_008',
    pass: () => page({ forms: [lead()], textBlocks: [block('We never share your details.')] }),
    fail: () => page({ forms: [lead()] }),
    passQuote: 'never share',
    failQuote: 'Request a callback',
    failAbsent: true,
  },
  {
    id: 'OBJ_009',
    pass: () =>
      page({
        textBlocks: [
          block('Start your 14-day free trial.'),
          block("We'll remind you before your trial ends."),
        ],
      }),
    fail: () => page({ textBlocks: [block('Start your 14-day free trial.')] }),
    passQuote: 'remind you before',
    failQuote: '14-day free trial',
  },
  {
    id: 'OBJ_010',
    pass: () => page({ prices: [price('$49', 49)], textBlocks: [block('No setup fees, no hidden costs.')] }),
    fail: () => page({ prices: [price('$49', 49, { context: 'Only $49' })] }),
    passQuote: 'No setup fees',
    failQuote: 'Only $49',
    failAbsent: true,
  },
];

describeChecks('objections', cases);

describe('objection handling checks', () => {
  describe('OBJ_004 asks for a guarantee only where the page sells', () => {
    const subject = check('OBJ_004');

    it('leaves sign-up, booking and apply buttons without prices to other checks', () => {
      const model = page({
        ctas: [
          cta('Sign up free', 'signup'),
          cta('Book an appointment', 'book'),
          cta('Subscribe', 'subscribe'),
        ],
      });
      expect(subject.run(model).status).toBe('not_applicable');
    });

    it('reads sums of money, discounts and prices in prose or quotes as mentions, not offers', () => {
      const story = block(
        'Fresh halibut fillets routinely sell for $24 to $28 a pound at the market, and often more.',
        { tag: 'p', selector: '#story' },
      );
      const model = page({
        textBlocks: [story],
        prices: [
          price('$3', 3, { context: 'Discrimination suit wins $3 million' }),
          price('$50', 50, { context: 'get $50 off your first order' }),
          price('$24', 24, { selector: '#story', context: 'sell for $24 to $28 a pound' }),
          price('$15', 15, { order: 40, context: 'for a $15 gift card' }),
          price('£12.00', 12, { context: '£27.99 Save £12.00 Was £39.99', isCompareAt: false }),
          price('15€', 15, { context: 'UBER VOUS OFFRE 15€ POUR VENIR AU TGS !' }),
          price('20 €', 20, { context: 'Jetzt anmelden und bis zu 20 € sparen' }),
        ],
        testimonials: [testimonial('I redeemed my points for a $15 gift card!', { order: 39 })],
      });
      expect(subject.run(model).status).toBe('not_applicable');
    });

    it('still reads the price beside a saving, and a price that follows other words', () => {
      const saving = page({
        prices: [
          price('£27.99', 27.99, { context: '£27.99 Save £12.00 Was £39.99' }),
          price('£12.00', 12, { context: '£27.99 Save £12.00 Was £39.99' }),
        ],
      });
      expect(subject.run(saving).status).toBe('fail');
      const offer = page({ prices: [price('15€', 15, { context: 'Offre spéciale 15€ le billet' })] });
      expect(subject.run(offer).status).toBe('fail');
    });

    it('fails a buy button or a price tag with no guarantee, and a free tier beside paid plans', () => {
      expect(subject.run(page({ ctas: [cta('Buy tickets', 'purchase')] })).status).toBe('fail');
      expect(
        subject.run(page({ prices: [price('$0.00', 0, { context: 'Oak plank $0.00 sq. ft.' })] })).status,
      ).toBe('fail');
      const guaranteed = page({
        ctas: [cta('Buy tickets', 'purchase')],
        guarantees: [guarantee('money-back', '100% money-back guarantee')],
      });
      expect(subject.run(guaranteed).status).toBe('pass');
    });
  });

  it('is not applicable when there is nothing to object to', () => {
    const model = page({ textBlocks: [block('Our story.')] });
    for (const id of [
      'OBJ_002',
      'OBJ_003',
      'OBJ_004',
      'OBJ_005',
      'OBJ_006',
      'OBJ_007',
      'OBJ_008',
      'OBJ_009',
      'OBJ_010',
    ]) {
      expect(check(id).run(model).status).toBe('not_applicable');
    }
  });

  it('leaves email-only sign-ups and review forms to other checks', () => {
    const signup = form('signup', [field('email', { type: 'email' })], { submitText: 'Join' });
    const reviews = form('lead', [field('title', { type: 'text' }), field('body', { type: 'textarea' })], {
      selector: '#write_review_form',
    });
    expect(check('OBJ_008').run(page({ forms: [signup, reviews] })).status).toBe('not_applicable');
  });

  it('judges FAQ content only when there is a real FAQ of three or more questions', () => {
    expect(check('OBJ_002').run(page({ faq: faqs(2) })).status).toBe('not_applicable');
  });
});
