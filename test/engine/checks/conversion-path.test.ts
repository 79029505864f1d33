import { describe, expect, it } from 'vitest';
import checks from '../../../lib/engine/checks/groups/conversion-path/index.js';
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

const getCheck = (id: string) => checks.find((c) => c.id === id);

const cases: CheckCase[] = [
  {
    id: 'CONV_001',
    pass: () =>
      modelWith({
        scripts: {
          total: 1,
          external: 1,
          inlineBytes: 0,
          renderBlocking: 0,
          thirdPartyHosts: [],
          analytics: ['Google Analytics'],
        },
      }),
    fail: () =>
      modelWith({
        scripts: {
          total: 1,
          external: 1,
          inlineBytes: 0,
          renderBlocking: 0,
          thirdPartyHosts: [],
          analytics: ['Meta Pixel'],
        },
      }),
    // the vendors are named in the observed value: a script has no text to quote
    passQuote: '',
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
    pass: () => modelWith({ ctas: [cta('Request a callback', 'contact')] }),
    fail: () => modelWith({ ctas: [cta('Contact us', 'contact')] }),
    passQuote: 'Request a callback',
  },
  {
    id: 'CONV_005',
    pass: () => modelWith({ links: [link('Chat on WhatsApp', 'https://wa.me/15550100')] }),
    fail: () => modelWith({ links: [link('Call us', 'tel:+15550100')] }),
    passQuote: 'Chat on WhatsApp',
  },
  {
    id: 'CONV_006',
    pass: () =>
      modelWith({
        scripts: {
          total: 1,
          external: 1,
          inlineBytes: 0,
          renderBlocking: 0,
          thirdPartyHosts: [],
          analytics: ['Google Analytics', 'LinkedIn Insight'],
        },
      }),
    fail: () =>
      modelWith({
        scripts: {
          total: 1,
          external: 1,
          inlineBytes: 0,
          renderBlocking: 0,
          thirdPartyHosts: [],
          analytics: ['Plausible'],
        },
      }),
    passQuote: 'LinkedIn Insight',
    na: () =>
      modelWith({
        scripts: {
          total: 1,
          external: 1,
          inlineBytes: 0,
          renderBlocking: 0,
          thirdPartyHosts: [],
          analytics: ['Google Tag Manager'],
        },
      }),
  },
  {
    id: 'CONV_007',
    pass: () => modelWith({ ctas: [cta('Contact us', 'contact', { href: 'https://example.com/contact' })] }),
    fail: () => modelWith({ ctas: [cta('Email us', 'contact', { href: 'mailto:hi@example.com' })] }),
    passQuote: 'Contact us',
    failQuote: 'Email us',
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
