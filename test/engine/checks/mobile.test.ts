import { describe, expect, it } from 'vitest';
import type {
  CallToAction,
  ElementLayout,
  FormField,
  Image,
  Link,
  TapTarget,
} from '../../../lib/engine/model/page-model.js';
import {
  block,
  check,
  contact,
  cta,
  describeChecks,
  field,
  form,
  heading,
  image,
  link,
  located,
  page,
  renderFacts,
  type CheckCase,
} from '../../support/check-kit/index.js';

function mobileLayout(height: number, extra: Partial<ElementLayout> = {}): ElementLayout {
  return { box: { x: 0, y: 100, width: 300, height }, visible: true, aboveFold: true, ...extra };
}

const input = (name: string, type: string, extra: Partial<FormField> = {}) =>
  field(name, { type, required: false, ...extra });

const contactForm = (fields: FormField[]) => form('contact', fields, { action: '/send' });

const teamPhoto = (extra: Partial<Image> = {}) =>
  image('https://example.com/team.jpg', { alt: 'Our team', width: 1200, height: 800, ...extra });

const plain = (text: string, href: string, kind: Link['kind'] = 'page') =>
  link(text, href, { kind, internal: false });

function telLink(aboveFold: boolean): Link {
  return {
    ...plain('Call (555) 123-4567', 'tel:+15551234567', 'tel'),
    layout: {
      mobile: mobileLayout(40, {
        aboveFold,
        box: { x: 0, y: aboveFold ? 20 : 2400, width: 200, height: 40 },
      }),
    },
  };
}

function primaryCta(height: number): CallToAction {
  return cta('Start free trial', 'trial', {
    ...located({ layout: { mobile: mobileLayout(height) } }),
    element: 'button',
    href: undefined,
    role: 'primary',
  });
}

function target(text: string, width: number, height: number, spacingPx: number | null = 12): TapTarget {
  return { selector: `a.${text.toLowerCase()}`, text, width, height, spacingPx };
}

const section = (text: string, visibleOnMobile: boolean) =>
  heading(text, 2, {
    layout: {
      desktop: mobileLayout(40),
      mobile: mobileLayout(visibleOnMobile ? 40 : 0, { visible: visibleOnMobile }),
    },
  });

const sized = (text: string, fontSizePx: number) =>
  block(text, { layout: { mobile: mobileLayout(20, { fontSizePx }) }, words: 4 });

const meta = (viewport: string | null) => ({ ...page().meta, viewport });

const cases: CheckCase[] = [
  {
    id: 'MOBILE_001',
    pass: () => page({ meta: meta('width=device-width, initial-scale=1') }),
    fail: () => page({ meta: meta('width=1024') }),
    passQuote: 'width=device-width',
    failQuote: 'width=1024',
  },
  {
    id: 'MOBILE_002',
    pass: () => page({ render: renderFacts() }),
    fail: () => page({ render: renderFacts({ mobile: { horizontalOverflowPx: 610 } }) }),
    passQuote: '390 px wide on a 390 px screen',
    failQuote: '1000 px wide on a 390 px screen',
  },
  {
    id: 'MOBILE_003',
    pass: () => page({ render: renderFacts(), textBlocks: [sized('We ship within a day.', 16)] }),
    fail: () =>
      page({
        render: renderFacts({ mobile: { bodyFontSizePx: 12 } }),
        textBlocks: [sized('Tiny copy here.', 12)],
      }),
    na: () => page({ render: renderFacts({ mobile: { bodyFontSizePx: null } }) }),
    passQuote: 'We ship within a day.',
    failQuote: 'Tiny copy here.',
  },
  {
    id: 'MOBILE_004',
    pass: () => page({ render: renderFacts({ mobile: { smallTextShare: 0.04 } }) }),
    fail: () =>
      page({
        render: renderFacts({ mobile: { smallTextShare: 0.35 } }),
        textBlocks: [sized('Prices exclude VAT and delivery.', 10)],
      }),
    passQuote: '4% small text',
    failQuote: 'Prices exclude VAT',
  },
  {
    id: 'MOBILE_005',
    pass: () =>
      page({
        render: renderFacts({ tapTargets: [target('Pricing', 80, 44, 2), target('Terms', 30, 16, 10)] }),
      }),
    fail: () =>
      page({
        render: renderFacts({ tapTargets: [target('Pricing', 80, 44, 2), target('Terms', 30, 11, 2)] }),
      }),
    na: () => page({ render: renderFacts() }),
    passQuote: 'Pricing (80 × 44 px, 2 px from the next)',
    failQuote: 'Terms (30 × 11 px, 2 px from the next)',
  },
  {
    id: 'MOBILE_006',
    pass: () => page({ render: renderFacts(), links: [telLink(true)] }),
    fail: () => page({ render: renderFacts(), links: [telLink(false)] }),
    na: () => page({ render: renderFacts() }),
    passQuote: 'Call (555) 123-4567',
    failQuote: 'Call (555) 123-4567',
  },
  {
    id: 'MOBILE_007',
    pass: () =>
      page({
        contacts: [contact('phone', '(555) 123-4567')],
        links: [plain('(555) 123-4567', 'tel:+15551234567', 'tel')],
      }),
    fail: () => page({ contacts: [contact('phone', '(555) 123-4567')] }),
    na: () => page(),
    passQuote: '(555) 123-4567',
    failQuote: '(555) 123-4567',
    failAbsent: true,
  },
  {
    id: 'MOBILE_008',
    pass: () => page({ forms: [contactForm([input('email', 'email'), input('phone', 'tel')])] }),
    fail: () => page({ forms: [contactForm([input('email', 'email'), input('phone_number', 'text')])] }),
    na: () => page({ forms: [contactForm([input('message', 'text')])] }),
  },
  {
    id: 'MOBILE_009',
    pass: () => page({ forms: [contactForm([input('card_number', 'text', { inputMode: 'numeric' })])] }),
    fail: () => page({ forms: [contactForm([input('cvc', 'text')])] }),
    na: () => page({ forms: [contactForm([input('postcode', 'text')])] }),
  },
  {
    id: 'MOBILE_010',
    pass: () =>
      page({
        forms: [
          contactForm([
            input('email', 'email', { layout: { mobile: mobileLayout(44, { fontSizePx: 16 }) } }),
          ]),
        ],
      }),
    fail: () =>
      page({
        forms: [
          contactForm([
            input('email', 'email', { layout: { mobile: mobileLayout(30, { fontSizePx: 13 }) } }),
          ]),
        ],
      }),
    na: () => page({ forms: [contactForm([input('email', 'email')])] }),
    passQuote: 'email: 16 px',
    failQuote: 'email: 13 px',
  },
  {
    id: 'MOBILE_011',
    pass: () => page({ images: [teamPhoto({ hasSrcset: true, src: 'https://example.com/hero.jpg' })] }),
    fail: () => page({ images: [teamPhoto({ src: 'https://example.com/hero-2400.jpg' })] }),
    na: () => page({ images: [teamPhoto({ format: 'svg' })] }),
    passQuote: 'Our team',
    failQuote: 'Our team',
  },
  {
    id: 'MOBILE_012',
    pass: () =>
      page({
        render: renderFacts(),
        headings: [section('Why teams switch', true), section('Pricing', true)],
      }),
    fail: () =>
      page({
        render: renderFacts(),
        headings: [section('Why teams switch', true), section('Our guarantee', false)],
      }),
    na: () => page({ render: renderFacts(), headings: [{ ...section('Pricing', true), layout: undefined }] }),
    passQuote: 'Why teams switch',
    failQuote: 'Our guarantee (hidden on mobile)',
  },
  {
    id: 'MOBILE_013',
    pass: () => page({ render: renderFacts(), ctas: [primaryCta(48)] }),
    fail: () => page({ render: renderFacts(), ctas: [primaryCta(28)] }),
    na: () => page({ render: renderFacts() }),
    passQuote: 'Start free trial',
    failQuote: 'Start free trial',
  },
  {
    id: 'MOBILE_014',
    pass: () =>
      page({
        contacts: [contact('address', '12 High St, Leeds')],
        links: [plain('Get directions', 'https://www.google.com/maps/search/?api=1&query=12+High+St+Leeds')],
      }),
    fail: () => page({ contacts: [contact('address', '12 High St, Leeds')] }),
    na: () => page(),
    passQuote: 'Get directions',
    failQuote: '12 High St',
    failAbsent: true,
  },
];

describeChecks('mobile', cases);

describe('MOBILE_006 without a render', () => {
  const subject = check('MOBILE_006');
  const phone = contact('phone', '(555) 123-4567');

  it('fails a local page that shows a phone number with no tel: link at all, a markup fact', () => {
    const outcome = subject.run(page({ contacts: [phone] }));
    expect(outcome.status).toBe('fail');
  });

  it('leaves the place of an existing tel: link to the render', () => {
    const model = page({ contacts: [phone], links: [telLink(true)] });
    const outcome = subject.run(model);
    expect(outcome.status).toBe('not_applicable');
    expect(outcome.status === 'not_applicable' && outcome.reason).toMatch(/^needs a rendered page/);
    expect(subject.run({ ...model, render: renderFacts() }).status).toBe('pass');
  });
});
