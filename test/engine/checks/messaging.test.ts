import { describe, expect, it } from 'vitest';
import type { PageModel } from '../../../lib/engine/model/page-model.js';
import {
  type CheckCase,
  describeChecks,
  filler,
  flow,
  inIndustry,
  runCheck,
} from '../../support/check-kit/index.js';

const hero = (headline: string, sub: string) => flow().h1(headline).p(sub).endHero().build();
const saas = (m: PageModel) => inIndustry('saas', m);
const noHero = () => flow().build();

/** Body copy of the given sentences, one paragraph each. */
const body = (...paragraphs: string[]) =>
  flow()
    .h1('Invoices without the admin')
    .endHero()
    .paragraphs(...paragraphs)
    .build();

const cases: CheckCase[] = [
  {
    id: 'MSG_001',
    pass: () => hero('Invoices without the admin', 'Built for freelancers who would rather do the work.'),
    passQuote: 'Built for freelancers',
    fail: () => hero('Invoices without the admin', 'Send, track and get paid.'),
    failAbsent: true,
    na: noHero,
  },
  {
    id: 'MSG_002',
    pass: () => hero('Invoices without the admin', 'Send an invoice in two clicks and get paid faster.'),
    passQuote: 'Invoices without the admin',
    fail: () =>
      hero(
        'Innovative solutions for seamless billing',
        'We leverage cutting-edge technology to empower you.',
      ),
    failQuote: 'Innovative solutions',
    na: noHero,
  },
  {
    id: 'MSG_003',
    pass: () =>
      body(
        'You send the invoice and your client pays by card.',
        'Your reminders go out on their own, so you never chase a payment.',
        'You see what your clients owe at a glance.',
      ),
    passQuote: 'You send the invoice',
    fail: () =>
      body(
        'We are a team of experts. Our mission is to serve our clients.',
        'We founded our company in 2010 and we have grown our team since. Contact us.',
      ),
    failQuote: 'We founded our company',
    na: () => body('Invoices are sent on time.'),
  },
  {
    id: 'MSG_004',
    pass: () =>
      body(
        'Send invoices in two clicks. Clients pay by card.',
        'Reminders go out on their own. Payments land in your bank.',
        'Reports show who owes what.',
      ),
    passQuote: 'Reminders go out on their own.',
    fail: () =>
      body(
        'Our invoicing platform, which has been designed over many years together with accountants, freelancers and agencies from around the world, lets you create, send and track invoices and estimates in every currency.',
        'When a client pays late, the system automatically sends a friendly reminder that you can customise with your own words, logo and colours so that it always matches your brand and tone.',
        'Every payment that arrives is matched against the right invoice so that your books are always up to date and you never again need to reconcile bank statements by hand at the end of the month.',
        'Reports show at a glance who owes you money, how much, since when, and how your cash flow develops over the coming weeks and months based on invoices that are still open.',
        'Exports to all common accounting packages are included in every plan at no extra cost, and our support team answers your questions by chat or email within a few hours every working day.',
      ),
    failQuote: 'Every payment that arrives',
    na: () => body('Short copy. Only two sentences.'),
  },
  {
    id: 'MSG_005',
    pass: () => body('Send invoices in two clicks. Clients pay by card.'),
    passQuote: 'Send invoices in two clicks.',
    fail: () => body(`Our story begins long ago: ${filler(100)}`),
    failQuote: 'Our story begins long ago',
    na: () => flow().h1('Invoices without the admin').build(),
  },
  {
    id: 'MSG_006',
    pass: () => saas(hero('Invoices without the admin', 'Invoicing software for freelancers.')),
    passQuote: 'Invoicing software for freelancers.',
    fail: () => saas(hero('Get paid on time', 'Stop chasing clients for money.')),
    failQuote: 'Get paid on time',
    na: () => saas(noHero()),
  },
  {
    id: 'MSG_007',
    pass: () =>
      body(
        'You send an invoice.',
        'Your client pays by card.',
        'We remind late payers for you.',
        'You see every payment.',
        'Reports show who owes what.',
        'You export to your accountant.',
        'The app works on your phone.',
        'Support answers within hours.',
      ),
    passQuote: 'You send an invoice.',
    fail: () =>
      body(
        'Invoices are sent automatically.',
        'Payments are collected by card.',
        'Reminders are generated for late payers.',
        'Every payment is matched to its invoice.',
        'Reports are created each week.',
        'Exports are delivered to your accountant.',
        'The app is used on phones.',
        'Questions are answered within hours.',
      ),
    failQuote: 'Invoices are sent automatically.',
    na: () => body('Invoices are sent automatically.'),
  },
  {
    id: 'MSG_008',
    pass: () => body(`Send invoices in two clicks. ${filler(60)}`),
    passAbsent: true,
    fail: () => body(`Amazing deals! Huge savings! Act fast! Best prices! ${filler(60)}`),
    failQuote: 'Amazing deals!',
    na: () => body('Hello!'),
  },
  {
    id: 'MSG_009',
    pass: () => body('Send invoices in two clicks and get paid faster.'),
    passQuote: 'Send invoices in two clicks',
    fail: () => body('WE OFFER THE BEST PRICES IN TOWN', 'CALL US TODAY FOR A FREE QUOTE NOW'),
    failQuote: 'CALL US TODAY',
    na: () => body('Short.'),
  },
  {
    id: 'MSG_010',
    pass: () => hero('Get paid faster', 'Send invoices in two clicks.'),
    passQuote: 'Get paid faster',
    fail: () => hero('Invoicing software', 'Cloud-based and mobile-ready.'),
    failQuote: 'Invoicing software',
    na: noHero,
  },
  {
    id: 'MSG_011',
    pass: () => body(filler(120)),
    passQuote: 'Invoices without the admin',
    fail: () =>
      body(
        `Comprehensive implementation of interoperability functionalities and internationalisation ${filler(100)}`,
      ),
    failQuote: 'Comprehensive implementation',
    na: () => body('Short copy.'),
  },
  {
    id: 'MSG_012',
    pass: () =>
      flow()
        .h1('Invoices without the admin')
        .h2('Send an invoice in two clicks')
        .h2('Get paid by card')
        .build(),
    passQuote: 'Send an invoice in two clicks',
    fail: () => flow().h1('Invoices without the admin').h2('Features').h2('Pricing').h2('About us').build(),
    failQuote: 'Features',
    na: () => flow().h1('Invoices without the admin').h2('Features').build(),
  },
];

describeChecks('messaging', cases);

describe("MSG_006 and the visitor's things", () => {
  it('does not take the thing the visitor owns for the category of the offer, but takes a named category', () => {
    const status = (headline: string, sub: string) => runCheck('MSG_006', saas(hero(headline, sub))).status;
    expect(status('Extract structured data from any website', 'Turn pages into JSON in one request.')).toBe(
      'fail',
    );
    expect(status('Grow your dental practice', 'More patients every month.')).toBe('fail');
    expect(status('Website builder for your store', 'Launch in a day.')).toBe('pass');
    expect(status('Project management', 'Plan, track and ship together.')).toBe('pass');
  });
});
