import type { PageModel } from '../../../lib/engine/model/page-model.js';
import { type CheckCase, describeChecks, flow, inIndustry } from '../../support/check-kit/index.js';

const saas = (m: PageModel) => inIndustry('saas', m);

/** A SaaS page whose copy is the given paragraphs. */
const copy = (...paragraphs: string[]) =>
  saas(
    flow()
      .h1('Invoices without the admin')
      .paragraphs(...paragraphs)
      .build(),
  );

const hero = (sub: string) => saas(flow().h1('Invoicing for freelancers').p(sub).endHero().build());

const cases: CheckCase[] = [
  {
    id: 'DIFF_001',
    pass: () => saas(flow().h1('Invoices').h2('Why choose Paydesk?').build()),
    passQuote: 'Why choose Paydesk?',
    fail: () => saas(flow().h1('Invoices').h2('Features').build()),
    failAbsent: true,
  },
  {
    id: 'DIFF_002',
    pass: () => copy('Unlike other invoicing tools, reminders are written by you.'),
    passQuote: 'Unlike other invoicing tools',
    fail: () => copy('Reminders are written by you.'),
    failAbsent: true,
  },
  {
    id: 'DIFF_003',
    pass: () => saas(flow().h1('Invoices').h2('Paydesk vs. spreadsheets').build()),
    passQuote: 'Paydesk vs. spreadsheets',
    fail: () => saas(flow().h1('Invoices').h2('Compare plans').p('Paydesk is unlike other tools.').build()),
    failAbsent: true,
  },
  {
    id: 'DIFF_004',
    pass: () => copy('The only invoicing app that chases late payers by phone.'),
    passQuote: 'The only invoicing app',
    fail: () => copy('An invoicing app that chases late payers.'),
    failAbsent: true,
  },
  {
    id: 'DIFF_005',
    pass: () => hero('Get paid without chasing a single client.'),
    passQuote: 'without chasing',
    fail: () => hero('Send invoices and get paid.'),
    failQuote: 'Send invoices and get paid.',
    na: () => saas(flow().build()),
  },
  {
    id: 'DIFF_006',
    pass: () => hero('Get paid 9 days sooner, on average.'),
    passQuote: 'Invoicing for freelancers',
    fail: () => hero('High quality invoicing with great service.'),
    failQuote: 'High quality invoicing',
    na: () => saas(flow().build()),
  },
  {
    id: 'DIFF_007',
    pass: () => copy('Switching from QuickBooks? Import your clients in one click.'),
    passQuote: 'Switching from QuickBooks?',
    fail: () => copy('Add your clients one by one.'),
    failAbsent: true,
  },
  {
    id: 'DIFF_008',
    pass: () => copy('We specialise in invoicing for creative freelancers.'),
    passQuote: 'We specialise in invoicing',
    fail: () => copy('Invoicing for everyone.'),
    failAbsent: true,
  },
];

describeChecks('differentiation', cases);
