import { describe, expect, it } from 'vitest';
import {
  block,
  check,
  contact,
  cta,
  describeChecks,
  field,
  form,
  link,
  page,
  type CheckCase,
} from '../../support/check-kit/index.js';

/** A page whose one external script is the given analytics or ad vendors. */
const tracked = (...analytics: string[]) =>
  page({
    scripts: { total: 1, external: 1, inlineBytes: 0, renderBlocking: 0, thirdPartyHosts: [], analytics },
  });

const cases: CheckCase[] = [
  {
    id: 'CONV_001',
    pass: () => tracked('Google Analytics'),
    fail: () => tracked('Meta Pixel'),
    // the vendors are named in the observed value: a script has no text to quote
    passQuote: '',
    failAbsent: true,
  },
  {
    id: 'CONV_002',
    pass: () => page({ textBlocks: [block('Grab our free checklist for onboarding new hires.')] }),
    fail: () => page({ textBlocks: [block('Onboarding software for growing teams.')] }),
    passQuote: 'free checklist',
    failAbsent: true,
  },
  {
    id: 'CONV_003',
    pass: () => page({ chatWidget: { present: true, vendor: 'intercom' } }),
    fail: () => page(),
    passObserved: 'live chat widget (intercom)',
    failAbsent: true,
  },
  {
    id: 'CONV_004',
    pass: () => page({ ctas: [cta('Request a callback', 'contact')] }),
    fail: () => page({ ctas: [cta('Contact us', 'contact')] }),
    passQuote: 'Request a callback',
    failAbsent: true,
  },
  {
    id: 'CONV_005',
    pass: () => page({ links: [link('Chat on WhatsApp', 'https://wa.me/15550100')] }),
    fail: () => page({ links: [link('Call us', 'tel:+15550100')] }),
    passQuote: 'Chat on WhatsApp',
    failAbsent: true,
  },
  {
    id: 'CONV_006',
    pass: () => tracked('Google Analytics', 'LinkedIn Insight'),
    fail: () => tracked('Plausible'),
    passObserved: 'LinkedIn Insight',
    na: () => tracked('Google Tag Manager'),
    failAbsent: true,
  },
  {
    id: 'CONV_007',
    pass: () => page({ ctas: [cta('Contact us', 'contact', { href: 'https://example.com/contact' })] }),
    fail: () => page({ ctas: [cta('Email us', 'contact', { href: 'mailto:hi@example.com' })] }),
    passQuote: 'Contact us',
    failQuote: 'Email us',
    na: () => page({ ctas: [cta('Read more', 'learn')] }),
  },
  {
    id: 'CONV_008',
    pass: () => page({ contacts: [contact('phone', '+1 555 0100'), contact('email', 'hi@example.com')] }),
    fail: () => page({ contacts: [contact('phone', '+1 555 0100')] }),
    passQuote: 'hi@example.com',
    failQuote: '+1 555 0100',
  },
  {
    id: 'CONV_009',
    pass: () => page({ forms: [form('lead', [field('name'), field('phone')])] }),
    fail: () => page({ forms: [form('search', [field('q')])] }),
    passObserved: 'name, phone',
    failAbsent: true,
  },
  {
    id: 'CONV_010',
    pass: () => page({ links: [link('For agencies', 'https://example.com/agencies')] }),
    fail: () => page({ links: [link('Features', 'https://example.com/features')] }),
    passQuote: 'For agencies',
    failAbsent: true,
  },
];

describeChecks('conversion-path', cases);

describe('conversion-path checks', () => {
  it('reports CONV_008 as absent when the page offers no contact channel', () => {
    const out = check('CONV_008').run(page());
    expect(out.status).toBe('fail');
    if (out.status !== 'not_applicable') expect(out.evidence[0].absent).toMatch(/phone number/);
  });
});
