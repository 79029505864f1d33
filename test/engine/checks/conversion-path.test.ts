import { describe, expect, it } from 'vitest';
import checks from '../../../lib/engine/checks/groups/conversion-path.js';
import { getCheck } from '../../../lib/engine/checks/registry.js';
import { modelWith } from '../../support/model-fixture.js';
import {
  assertCase,
  assertMetadata,
  assertSequentialIds,
  block,
  contact,
  cta,
  field,
  form,
  link,
  type CheckCase,
} from '../../support/d-model-parts.js';

const cases: CheckCase[] = [
  {
    id: 'CONV_001',
    pass: () => modelWith({ ctas: [cta('Start free trial', 'trial'), cta('Book a demo', 'demo')] }),
    fail: () => modelWith({ ctas: [cta('Start free trial', 'trial'), cta('Try it free', 'trial')] }),
    passQuote: 'Book a demo',
    failQuote: 'Start free trial',
    na: () => modelWith({ ctas: [cta('Learn more', 'learn')] }),
  },
  {
    id: 'CONV_002',
    pass: () => modelWith({ textBlocks: [block('Grab our free checklist for onboarding new hires.')] }),
    fail: () => modelWith({ textBlocks: [block('Onboarding software for growing teams.')] }),
    passQuote: 'free checklist',
  },
  {
    id: 'CONV_003',
    pass: () => modelWith({ chatWidget: { present: true, vendor: 'intercom' } }),
    fail: () => modelWith(),
    passQuote: 'intercom',
  },
  {
    id: 'CONV_004',
    pass: () => modelWith({ ctas: [cta('Get started', 'signup', { href: 'https://example.com/signup' })] }),
    fail: () =>
      modelWith({
        ctas: [
          cta('Get started', 'signup', { href: 'https://example.com/#' }),
          cta('Buy now', 'purchase', { href: '' }),
        ],
      }),
    passQuote: 'https://example.com/signup',
    failQuote: 'https://example.com/#',
    na: () =>
      modelWith({ ctas: [cta('Send', 'contact', { element: 'button', inForm: true, href: undefined })] }),
  },
  {
    id: 'CONV_005',
    pass: () => {
      const l = link('Sign up', 'https://example.com/signup');
      return modelWith({
        links: [l],
        ctas: [cta('Sign up', 'signup', { selector: l.selector, href: l.href })],
      });
    },
    fail: () => {
      const l = link('Sign up', 'https://example.com/signup', { newTab: true });
      return modelWith({
        links: [l],
        ctas: [cta('Sign up', 'signup', { selector: l.selector, href: l.href })],
      });
    },
    passQuote: 'Sign up',
    failQuote: 'target=_blank',
    na: () => modelWith({ ctas: [cta('Read the docs', 'learn')] }),
  },
  {
    id: 'CONV_006',
    pass: () => modelWith({ ctas: [cta('Get a free quote', 'quote', { role: 'primary' })] }),
    fail: () => modelWith({ ctas: [cta('Learn more', 'learn', { role: 'primary' })] }),
    passQuote: 'Get a free quote',
    failQuote: 'Learn more',
    na: () => modelWith(),
  },
  {
    id: 'CONV_007',
    pass: () => modelWith({ ctas: [cta('Contact us', 'contact', { href: 'https://example.com/contact' })] }),
    fail: () => modelWith({ ctas: [cta('Email us', 'contact', { href: 'mailto:hi@example.com' })] }),
    passQuote: 'Contact us',
    failQuote: 'mailto:hi@example.com',
    na: () => modelWith({ ctas: [cta('Read more', 'learn')] }),
  },
  {
    id: 'CONV_008',
    pass: () =>
      modelWith({ contacts: [contact('phone', '+1 555 0100'), contact('email', 'hi@example.com')] }),
    fail: () => modelWith({ contacts: [contact('phone', '+1 555 0100')] }),
    passQuote: 'hi@example.com',
    failQuote: '+1 555 0100',
  },
  {
    id: 'CONV_009',
    pass: () => modelWith({ forms: [form('lead', [field('name'), field('phone')])] }),
    fail: () => modelWith({ forms: [form('search', [field('q')])] }),
    passQuote: 'name, phone',
  },
  {
    id: 'CONV_010',
    pass: () => modelWith({ links: [link('For agencies', 'https://example.com/agencies')] }),
    fail: () => modelWith({ links: [link('Features', 'https://example.com/features')] }),
    passQuote: 'For agencies',
  },
];

describe('conversion-path checks', () => {
  it('numbers CONV_001..CONV_010 with no gaps', () => {
    assertSequentialIds(checks, 'CONV', 10);
  });

  it.each(cases)('$id passes on a page that has it and fails on one that lacks it', (c) => {
    const check = getCheck(c.id)!;
    expect(check.group).toBe('conversion-path');
    assertMetadata(check);
    assertCase(check, c);
  });

  it('reports CONV_008 as absent when the page offers no contact channel', () => {
    const out = getCheck('CONV_008')!.run(modelWith());
    expect(out.status).toBe('fail');
    if (out.status !== 'not_applicable') expect(out.evidence[0].absent).toMatch(/phone number/);
  });
});
