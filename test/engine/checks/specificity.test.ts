import { type CheckCase, describeChecks, filler, flow, price } from '../../support/check-kit/index.js';

const hero = (sub: string) => flow().h1('Invoices without the admin').p(sub).endHero().build();

/** A page whose copy is the given paragraphs. */
const copy = (...paragraphs: string[]) =>
  flow()
    .h1('Invoices without the admin')
    .paragraphs(...paragraphs)
    .build();

const starter = () => price('$19', 19, { order: 999, period: 'month', context: 'Starter $19 per month' });

const cases: CheckCase[] = [
  {
    id: 'SPEC_001',
    pass: () => hero('Freelancers get paid 9 days sooner on average.'),
    passQuote: '9 days sooner',
    fail: () => hero('Freelancers get paid sooner.'),
    failQuote: 'Freelancers get paid sooner.',
    na: () => flow().build(),
  },
  {
    id: 'SPEC_002',
    pass: () => copy('Voted the best invoicing app by Capterra users in 2024.'),
    passQuote: 'Voted the best invoicing app',
    fail: () => copy('The best invoicing app in the world.'),
    failQuote: 'The best invoicing app',
    na: () => copy('The best way to learn is Module #1 of the course.'),
  },
  {
    id: 'SPEC_003',
    pass: () => copy('Thousands of freelancers trust us.', 'Today 12,431 customers send invoices with us.'),
    passQuote: '12,431 customers',
    fail: () => copy('Thousands of freelancers trust us.'),
    failQuote: 'Thousands of freelancers',
    na: () => copy('Send invoices in two clicks.'),
  },
  {
    id: 'SPEC_004',
    pass: () => copy('Our customers save 6 hours a week on admin.'),
    passQuote: 'save 6 hours',
    fail: () => copy('Our customers save time on admin.'),
    failAbsent: true,
  },
  {
    id: 'SPEC_005',
    pass: () => copy('Invoices get paid 37% faster.', 'Over 1,000+ customers.'),
    passQuote: '37% faster',
    fail: () => copy('Invoices get paid 50% faster.', 'Over 1,000+ customers.'),
    failQuote: '50% faster',
    na: () => copy('Send invoices in two clicks.'),
  },
  {
    id: 'SPEC_006',
    pass: () => copy('Get paid 9 days sooner.'),
    passQuote: '9 days sooner',
    fail: () => copy('Save up to 70% on fees.', 'Get paid as much as 10 days sooner.'),
    failQuote: 'up to 70%',
    na: () => copy('Send invoices in two clicks.'),
  },
  {
    id: 'SPEC_007',
    pass: () => copy('Invoices get paid 37% faster.', 'According to a 2024 survey of 1,204 customers.'),
    passQuote: 'According to a 2024 survey',
    fail: () => copy('Invoices get paid 37% faster.'),
    failQuote: '37% faster',
    na: () => copy('Send invoices in two clicks.'),
  },
  {
    id: 'SPEC_008',
    pass: () => copy(filler(160)),
    passAbsent: true,
    fail: () => copy(`Amazing invoices, incredible reports, perfect reminders. ${filler(150)}`),
    failQuote: 'Amazing invoices',
    na: () => copy('Amazing invoices.'),
  },
  {
    id: 'SPEC_009',
    pass: () => ({ ...copy('Affordable plans for every freelancer.'), prices: [starter()] }),
    passQuote: 'Starter $19 per month',
    fail: () => copy('Affordable plans for every freelancer.'),
    failQuote: 'Affordable plans',
    na: () => copy('Send invoices in two clicks.'),
  },
  {
    id: 'SPEC_010',
    pass: () => copy('Get paid 2x faster than with email invoices.'),
    passQuote: '2x faster',
    fail: () => copy('Get paid faster.', 'Easier reports than ever.'),
    failQuote: 'Get paid faster.',
    na: () => copy('Send invoices in two clicks.'),
  },
];

describeChecks('specificity', cases);
