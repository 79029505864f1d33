import { describe, expect, it } from 'vitest';
import checks from '../../../lib/engine/checks/groups/objections.js';
import {
  block,
  cta,
  expectOutcome,
  expectSequentialIds,
  expectWellFormed,
  faq,
  field,
  form,
  guarantee,
  link,
  page,
  policy,
  price,
  type CheckCase,
} from '../../support/b-page-parts.js';

const getCheck = (id: string) => checks.find((c) => c.id === id);

const longAnswer =
  'Yes, you can switch plans at any time and we prorate the difference on your next invoice.';
const faqs = (n: number) => Array.from({ length: n }, (_, i) => faq(`Question number ${i + 1}?`, longAnswer));
const signup = () => form('signup', [field('email', 'email')], { submitText: 'Create account' });

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
    fail: () => page({ faq: [faq('Can I invite my team?', longAnswer)] }),
    passQuote: 'How much does it cost',
    failQuote: 'invite my team',
  },
  {
    id: 'OBJ_003',
    pass: () => page({ faq: faqs(2) }),
    fail: () => page({ faq: [...faqs(2), faq('Do you ship abroad?', 'Yes.')] }),
    passQuote: 'prorate',
    failQuote: 'Do you ship abroad? Yes.',
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
    failQuote: 'absent',
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
    pass: () => page({ policies: [policy('returns', 'Returns & exchanges', { region: 'footer' })] }),
    fail: () => page({ links: [link('https://example.com/shop', 'Shop all')] }),
    passQuote: 'Returns & exchanges',
    failQuote: 'absent',
  },
  {
    id: 'OBJ_008',
    pass: () => page({ forms: [signup()], textBlocks: [block('We never share your email.')] }),
    fail: () => page({ forms: [signup()] }),
    passQuote: 'never share',
    failQuote: 'Create account',
  },
  {
    id: 'OBJ_009',
    pass: () =>
      page({
        ctas: [cta('Buy now', 'purchase', { role: 'primary' })],
        guarantees: [guarantee('money-back', '30-day money back')],
      }),
    fail: () =>
      page({
        ctas: [cta('Buy now', 'purchase', { role: 'primary' })],
        guarantees: [guarantee('money-back', '30-day money back', { order: 90_000, region: 'footer' })],
      }),
    passQuote: '30-day money back',
    failQuote: '30-day money back',
  },
  {
    id: 'OBJ_010',
    pass: () => page({ textBlocks: [block('Questions? Talk to an expert.')] }),
    fail: () => page({ textBlocks: [block('Buy today.')] }),
    passQuote: 'Talk to an expert',
    failQuote: 'absent',
  },
];

describe('objection handling checks', () => {
  it('numbers OBJ_001..OBJ_010 with no gaps', () => {
    expectSequentialIds(checks, { OBJ: 10 });
  });

  describe.each(cases)('$id', ({ id, pass, fail, passQuote, failQuote }) => {
    const check = getCheck(id)!;

    it('is registered with complete metadata', () => {
      expectWellFormed(check, 'objections');
    });

    it('passes on a page that meets the threshold, quoting the evidence', () => {
      expectOutcome(check.run(pass()), 'pass', passQuote);
    });

    it('fails on a page that misses the threshold, quoting the evidence', () => {
      expectOutcome(check.run(fail()), 'fail', failQuote);
    });
  });

  it('is not applicable when there is nothing to object to', () => {
    const model = page({ textBlocks: [block('Our story.')] });
    for (const id of ['OBJ_002', 'OBJ_003', 'OBJ_004', 'OBJ_005', 'OBJ_006', 'OBJ_008', 'OBJ_009']) {
      expect(getCheck(id)!.run(model).status).toBe('not_applicable');
    }
  });

  it('counts a live chat widget as help before buying', () => {
    const outcome = getCheck('OBJ_010')!.run(page({ chatWidget: { present: true, vendor: 'intercom' } }));
    expectOutcome(outcome, 'pass', 'intercom');
  });
});
