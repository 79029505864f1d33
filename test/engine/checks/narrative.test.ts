import type { PageModel } from '../../../lib/engine/model/page-model.js';
import {
  type CheckCase,
  describeChecks,
  faq,
  flow,
  inIndustry,
  price,
  testimonial,
} from '../../support/check-kit/index.js';

const QUOTE = 'We got paid twice as fast in the first month.';

const said = (order: number) =>
  testimonial(QUOTE, { order, author: 'Ana Ruiz', role: 'Designer', hasPhoto: true });

const proPlan = (order: number) =>
  price('$12', 12, { order, period: 'month', context: 'Pro plan $12 per month' });

const cancelAnswer = (order: number) => faq('Can I cancel anytime?', 'Yes.', { order });

const saas = (m: PageModel) => inIndustry('saas', m);

/** A page with a call to action at order 50 (the 5th element) and one part placed before or after it. */
function aroundAsk(before: boolean, part: (order: number) => Partial<PageModel>): PageModel {
  const m = flow()
    .h1('Invoices without the admin')
    .p('Send invoices in two clicks.')
    .h2('What customers say')
    .p('Stories from freelancers.')
    .cta('Start free trial', { role: 'primary', intent: 'trial' })
    .build();
  return { ...m, ...part(before ? 25 : 60) };
}

const cases: CheckCase[] = [
  {
    id: 'NARR_001',
    pass: () =>
      saas(
        flow()
          .h1('Invoices without the admin')
          .p('Tired of chasing clients for money?')
          .p('Send invoices in two clicks.')
          .p('Reminders go out on their own.')
          .build(),
      ),
    passQuote: 'Tired of chasing',
    fail: () =>
      saas(
        flow()
          .h1('Invoices without the admin')
          .p('Send invoices in two clicks.')
          .p('Reminders go out on their own.')
          .p('Reports show who owes what.')
          .build(),
      ),
    failAbsent: true,
    na: () => saas(flow().h1('Invoices').build()),
  },
  {
    id: 'NARR_002',
    pass: () => aroundAsk(true, (o) => ({ testimonials: [said(o)] })),
    passQuote: QUOTE,
    fail: () => aroundAsk(false, (o) => ({ testimonials: [said(o)] })),
    failQuote: 'Start free trial',
    na: () => aroundAsk(true, () => ({})),
  },
  {
    id: 'NARR_003',
    pass: () =>
      flow().h1('Invoices').h2('Send in two clicks').h2('Ready to get paid?').cta('Start free trial').build(),
    passQuote: 'Ready to get paid?',
    fail: () =>
      flow().h1('Invoices').cta('Start free trial').h2('Send in two clicks').h2('Our history').build(),
    failQuote: 'Our history',
    na: () => flow().h1('Invoices').h2('Send in two clicks').build(),
  },
  {
    id: 'NARR_004',
    pass: () => saas(flow().h1('Invoices').h2('How it works').p('Step 1: add a client.').build()),
    passQuote: 'How it works',
    fail: () => saas(flow().h1('Invoices').h2('Features').p('Add clients and send invoices.').build()),
    failAbsent: true,
  },
  {
    id: 'NARR_005',
    pass: () => saas({ ...flow().h1('Invoices').h2('Get paid faster').build(), prices: [proPlan(40)] }),
    passQuote: 'Pro plan $12 per month',
    fail: () => saas({ ...flow().h1('Invoices').h2('Get paid faster').build(), prices: [proPlan(15)] }),
    failQuote: 'Pro plan $12 per month',
    na: () => saas(flow().h1('Invoices').h2('Get paid faster').build()),
  },
  {
    id: 'NARR_006',
    pass: () => aroundAsk(true, (o) => ({ faq: [cancelAnswer(o)] })),
    passQuote: 'Can I cancel anytime?',
    fail: () => aroundAsk(false, (o) => ({ faq: [cancelAnswer(o)] })),
    failQuote: 'Can I cancel anytime?',
    na: () => aroundAsk(true, () => ({})),
  },
  {
    id: 'NARR_007',
    pass: () => flow().h1('Invoices').endHero().h2('Stop chasing late payments').h2('About us').build(),
    passQuote: 'Stop chasing late payments',
    fail: () => flow().h1('Invoices').endHero().h2('About us').h2('Stop chasing late payments').build(),
    failQuote: 'About us',
    na: () => flow().h1('Invoices').endHero().p('Only a paragraph.').build(),
  },
  {
    id: 'NARR_008',
    pass: () => flow().h1('Invoices').h2('Send in two clicks').h2('Ready to get paid faster?').build(),
    passQuote: 'Ready to get paid faster?',
    fail: () => flow().h1('Invoices').h2('Send in two clicks').h2('Our partners').build(),
    failQuote: 'Our partners',
    na: () => flow().h1('Invoices').h2('Send in two clicks').build(),
  },
];

describeChecks('narrative', cases);
