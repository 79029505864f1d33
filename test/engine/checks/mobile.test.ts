import { describe, expect, it } from 'vitest';
import checks from '../../../lib/engine/checks/groups/mobile/index.js';
import type {
  CallToAction,
  ContactPoint,
  ElementLayout,
  Form,
  FormField,
  Heading,
  Image,
  Link,
  TapTarget,
  TextBlock,
} from '../../../lib/engine/model/page-model.js';
import { located, modelWith, renderFacts } from '../../support/model-fixture.js';
import {
  describeChecks,
  expectCompleteMetadata,
  expectSequentialIds,
  type CheckCase,
} from './c-check-cases.js';

function mobileLayout(height: number, extra: Partial<ElementLayout> = {}): ElementLayout {
  return { box: { x: 0, y: 100, width: 300, height }, visible: true, aboveFold: true, ...extra };
}

function field(name: string, type: string, extra: Partial<FormField> = {}): FormField {
  return {
    ...located(),
    tag: 'input',
    type,
    name,
    label: name,
    labelSource: 'label',
    placeholder: null,
    required: false,
    autocomplete: null,
    inputMode: null,
    ...extra,
  };
}

function form(fields: FormField[]): Form {
  return {
    ...located(),
    action: '/send',
    method: 'post',
    purpose: 'contact',
    fields,
    submitText: 'Send',
    privacyNote: null,
  };
}

function image(extra: Partial<Image> = {}): Image {
  return {
    ...located(),
    src: 'https://example.com/team.jpg',
    alt: 'Our team',
    width: 1200,
    height: 800,
    loading: null,
    hasSrcset: false,
    format: 'jpg',
    isLogo: false,
    isPixel: false,
    ...extra,
  };
}

function link(text: string, href: string, kind: Link['kind'] = 'page'): Link {
  return { ...located(), href, text, name: text, kind, internal: false, newTab: false, rel: [] };
}

function telLink(aboveFold: boolean): Link {
  return {
    ...link('Call (555) 123-4567', 'tel:+15551234567', 'tel'),
    layout: {
      mobile: mobileLayout(40, {
        aboveFold,
        box: { x: 0, y: aboveFold ? 20 : 2400, width: 200, height: 40 },
      }),
    },
  };
}

function contact(kind: ContactPoint['kind'], value: string): ContactPoint {
  return { ...located(), kind, value };
}

function primaryCta(height: number): CallToAction {
  return {
    ...located({ layout: { mobile: mobileLayout(height) } }),
    text: 'Start free trial',
    element: 'button',
    intent: 'trial',
    role: 'primary',
    styledAsButton: true,
    inForm: false,
  };
}

function target(text: string, width: number, height: number, spacingPx: number | null = 12): TapTarget {
  return { selector: `a.${text.toLowerCase()}`, text, width, height, spacingPx };
}

function heading(text: string, visibleOnMobile: boolean): Heading {
  return {
    ...located({
      layout: {
        desktop: mobileLayout(40),
        mobile: mobileLayout(visibleOnMobile ? 40 : 0, { visible: visibleOnMobile }),
      },
    }),
    level: 2,
    text,
  };
}

function block(text: string, fontSizePx: number): TextBlock {
  return { ...located({ layout: { mobile: mobileLayout(20, { fontSizePx }) } }), tag: 'p', text, words: 4 };
}

const meta = (viewport: string | null) => ({ ...modelWith().meta, viewport });

const cases: CheckCase[] = [
  {
    id: 'MOBILE_001',
    pass: () => modelWith({ meta: meta('width=device-width, initial-scale=1') }),
    fail: () => modelWith({ meta: meta('width=1024') }),
    passEvidence: { quote: 'width=device-width' },
    failEvidence: { quote: 'width=1024' },
  },
  {
    id: 'MOBILE_002',
    pass: () => modelWith({ render: renderFacts() }),
    fail: () => modelWith({ render: renderFacts({ mobile: { horizontalOverflowPx: 610 } }) }),
    passEvidence: { quote: '390 px wide on a 390 px screen' },
    failEvidence: { quote: '1000 px wide on a 390 px screen' },
  },
  {
    id: 'MOBILE_003',
    pass: () => modelWith({ render: renderFacts(), textBlocks: [block('We ship within a day.', 16)] }),
    fail: () =>
      modelWith({
        render: renderFacts({ mobile: { bodyFontSizePx: 12 } }),
        textBlocks: [block('Tiny copy here.', 12)],
      }),
    notApplicable: () => modelWith({ render: renderFacts({ mobile: { bodyFontSizePx: null } }) }),
    passEvidence: { quote: 'We ship within a day.' },
    failEvidence: { quote: 'Tiny copy here.' },
  },
  {
    id: 'MOBILE_004',
    pass: () => modelWith({ render: renderFacts({ mobile: { smallTextShare: 0.04 } }) }),
    fail: () =>
      modelWith({
        render: renderFacts({ mobile: { smallTextShare: 0.35 } }),
        textBlocks: [block('Prices exclude VAT and delivery.', 10)],
      }),
    passEvidence: { quote: '4% small text' },
    failEvidence: { quote: 'Prices exclude VAT' },
  },
  {
    id: 'MOBILE_005',
    pass: () =>
      modelWith({
        render: renderFacts({ tapTargets: [target('Pricing', 80, 44, 2), target('Terms', 30, 16, 10)] }),
      }),
    fail: () =>
      modelWith({
        render: renderFacts({ tapTargets: [target('Pricing', 80, 44, 2), target('Terms', 30, 11, 2)] }),
      }),
    notApplicable: () => modelWith({ render: renderFacts() }),
    passEvidence: { quote: 'Pricing (80 × 44 px, 2 px from the next)' },
    failEvidence: { quote: 'Terms (30 × 11 px, 2 px from the next)' },
  },
  {
    id: 'MOBILE_006',
    pass: () => modelWith({ render: renderFacts(), links: [telLink(true)] }),
    fail: () => modelWith({ render: renderFacts(), links: [telLink(false)] }),
    notApplicable: () => modelWith({ render: renderFacts() }),
    passEvidence: { quote: 'Call (555) 123-4567' },
    failEvidence: { quote: 'Call (555) 123-4567' },
  },
  {
    id: 'MOBILE_007',
    pass: () =>
      modelWith({
        contacts: [contact('phone', '(555) 123-4567')],
        links: [link('(555) 123-4567', 'tel:+15551234567', 'tel')],
      }),
    fail: () => modelWith({ contacts: [contact('phone', '(555) 123-4567')] }),
    notApplicable: () => modelWith(),
    passEvidence: { quote: '(555) 123-4567' },
    failEvidence: { quote: '(555) 123-4567', absent: true },
  },
  {
    id: 'MOBILE_008',
    pass: () => modelWith({ forms: [form([field('email', 'email'), field('phone', 'tel')])] }),
    fail: () => modelWith({ forms: [form([field('email', 'email'), field('phone_number', 'text')])] }),
    notApplicable: () => modelWith({ forms: [form([field('message', 'text')])] }),
    passEvidence: {},
    failEvidence: {},
  },
  {
    id: 'MOBILE_009',
    pass: () => modelWith({ forms: [form([field('card_number', 'text', { inputMode: 'numeric' })])] }),
    fail: () => modelWith({ forms: [form([field('cvc', 'text')])] }),
    notApplicable: () => modelWith({ forms: [form([field('postcode', 'text')])] }),
    passEvidence: {},
    failEvidence: {},
  },
  {
    id: 'MOBILE_010',
    pass: () =>
      modelWith({
        forms: [
          form([field('email', 'email', { layout: { mobile: mobileLayout(44, { fontSizePx: 16 }) } })]),
        ],
      }),
    fail: () =>
      modelWith({
        forms: [
          form([field('email', 'email', { layout: { mobile: mobileLayout(30, { fontSizePx: 13 }) } })]),
        ],
      }),
    notApplicable: () => modelWith({ forms: [form([field('email', 'email')])] }),
    passEvidence: { quote: 'email: 16 px' },
    failEvidence: { quote: 'email: 13 px' },
  },
  {
    id: 'MOBILE_011',
    pass: () => modelWith({ images: [image({ hasSrcset: true, src: 'https://example.com/hero.jpg' })] }),
    fail: () => modelWith({ images: [image({ src: 'https://example.com/hero-2400.jpg' })] }),
    notApplicable: () => modelWith({ images: [image({ format: 'svg' })] }),
    passEvidence: { quote: 'Our team' },
    failEvidence: { quote: 'Our team' },
  },
  {
    id: 'MOBILE_012',
    pass: () =>
      modelWith({
        render: renderFacts(),
        headings: [heading('Why teams switch', true), heading('Pricing', true)],
      }),
    fail: () =>
      modelWith({
        render: renderFacts(),
        headings: [heading('Why teams switch', true), heading('Our guarantee', false)],
      }),
    notApplicable: () =>
      modelWith({ render: renderFacts(), headings: [{ ...heading('Pricing', true), layout: undefined }] }),
    passEvidence: { quote: 'Why teams switch' },
    failEvidence: { quote: 'Our guarantee (hidden on mobile)' },
  },
  {
    id: 'MOBILE_013',
    pass: () => modelWith({ render: renderFacts(), ctas: [primaryCta(48)] }),
    fail: () => modelWith({ render: renderFacts(), ctas: [primaryCta(28)] }),
    notApplicable: () => modelWith({ render: renderFacts() }),
    passEvidence: { quote: 'Start free trial' },
    failEvidence: { quote: 'Start free trial' },
  },
  {
    id: 'MOBILE_014',
    pass: () =>
      modelWith({
        contacts: [contact('address', '12 High St, Leeds')],
        links: [link('Get directions', 'https://www.google.com/maps/search/?api=1&query=12+High+St+Leeds')],
      }),
    fail: () => modelWith({ contacts: [contact('address', '12 High St, Leeds')] }),
    notApplicable: () => modelWith(),
    passEvidence: { quote: 'Get directions' },
    failEvidence: { quote: '12 High St', absent: true },
  },
];

describe('mobile checks', () => {
  it('numbers MOBILE_001..MOBILE_014 without gaps', () => {
    expectSequentialIds(checks, 'MOBILE', 14);
  });

  it('declares complete metadata for every check', () => {
    expectCompleteMetadata(checks, 'mobile');
  });

  describeChecks(checks, cases);
});

describe('MOBILE_006 without a render', () => {
  const check = checks.find((c) => c.id === 'MOBILE_006')!;
  const phone = contact('phone', '(555) 123-4567');

  it('fails a local page that shows a phone number with no tel: link at all, a markup fact', () => {
    const outcome = check.run(modelWith({ contacts: [phone] }));
    expect(outcome.status).toBe('fail');
  });

  it('leaves the place of an existing tel: link to the render', () => {
    const model = modelWith({ contacts: [phone], links: [telLink(true)] });
    const outcome = check.run(model);
    expect(outcome.status).toBe('not_applicable');
    expect(outcome.status === 'not_applicable' && outcome.reason).toMatch(/^needs a rendered page/);
    expect(check.run({ ...model, render: renderFacts() }).status).toBe('pass');
  });
});
