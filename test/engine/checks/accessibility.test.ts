import { describe, it } from 'vitest';
import checks from '../../../lib/engine/checks/groups/accessibility/index.js';
import type {
  Form,
  FormField,
  Heading,
  Image,
  Link,
  PageModel,
  Policy,
  TextBlock,
  Video,
} from '../../../lib/engine/model/page-model.js';
import { located, modelWith, renderFacts } from '../../support/model-fixture.js';
import {
  describeChecks,
  expectCompleteMetadata,
  expectSequentialIds,
  type CheckCase,
} from './c-check-cases.js';

function image(alt: string | null): Image {
  return {
    ...located(),
    src: 'https://example.com/sofa.jpg',
    alt,
    width: 800,
    height: 600,
    loading: null,
    hasSrcset: false,
    format: 'jpg',
    isLogo: false,
    isPixel: false,
  };
}

function field(name: string, extra: Partial<FormField> = {}): FormField {
  return {
    ...located(),
    tag: 'input',
    type: 'text',
    name,
    label: name,
    labelSource: 'label',
    placeholder: null,
    required: true,
    autocomplete: null,
    inputMode: null,
    ...extra,
  };
}

function withFields(fields: FormField[]): PageModel {
  const form: Form = {
    ...located(),
    action: '/lead',
    method: 'post',
    purpose: 'lead',
    fields,
    submitText: 'Get my quote',
    privacyNote: null,
  };
  return modelWith({ forms: [form] });
}

function link(text: string, name = text, href = 'https://example.com/x'): Link {
  return { ...located(), href, text, name, kind: 'page', internal: true, newTab: false, rel: [] };
}

function textWithContrast(text: string, contrastRatio: number, fontSizePx = 16): TextBlock {
  return {
    ...located({
      layout: {
        desktop: {
          box: { x: 0, y: 0, width: 600, height: 40 },
          visible: true,
          aboveFold: true,
          fontSizePx,
          contrastRatio,
        },
      },
    }),
    tag: 'p',
    text,
    words: text.split(' ').length,
  };
}

function heading(level: Heading['level'], text: string): Heading {
  return { ...located(), level, text };
}

function video(extra: Partial<Video>): Video {
  return {
    ...located(),
    provider: 'html5',
    src: 'https://example.com/demo.mp4',
    autoplay: false,
    muted: false,
    hasPoster: true,
    hasCaptions: false,
    ...extra,
  };
}

function policy(kind: Policy['kind'], text: string): Policy {
  return { ...located({ region: 'footer' }), kind, text, href: 'https://example.com/accessibility' };
}

const withViewport = (viewport: string) => modelWith({ meta: { ...modelWith().meta, viewport } });
const withMarkup = (markup: Partial<PageModel['markup']>, more: Partial<PageModel> = {}) =>
  modelWith({ markup: { ...modelWith().markup, ...markup }, ...more });

const cases: CheckCase[] = [
  {
    id: 'ACCESS_001',
    pass: () => modelWith({ lang: 'en-GB' }),
    fail: () => modelWith({ lang: null }),
    passEvidence: { quote: 'lang="en-GB"' },
    failEvidence: { absent: true },
  },
  {
    id: 'ACCESS_002',
    pass: () => modelWith({ images: [image('Grey three-seat sofa'), image('')] }),
    fail: () => modelWith({ images: [image('Grey three-seat sofa'), image(null)] }),
    notApplicable: () => modelWith(),
    passEvidence: { quote: 'Grey three-seat sofa' },
    failEvidence: {},
  },
  {
    id: 'ACCESS_003',
    pass: () => withFields([field('Email')]),
    fail: () =>
      withFields([field('email', { label: null, labelSource: 'placeholder', placeholder: 'Your email' })]),
    notApplicable: () => modelWith(),
    passEvidence: {},
    failEvidence: { quote: 'Your email' },
  },
  {
    id: 'ACCESS_004',
    pass: () => modelWith({ links: [link('', 'Cart', 'https://example.com/cart')] }),
    fail: () => modelWith({ links: [link('', '', 'https://example.com/cart')] }),
    notApplicable: () => modelWith(),
    passEvidence: { quote: 'Cart' },
    failEvidence: { quote: '' },
  },
  {
    id: 'ACCESS_005',
    pass: () =>
      modelWith({
        render: renderFacts(),
        textBlocks: [textWithContrast('Free delivery on all orders', 7.1)],
      }),
    fail: () => modelWith({ render: renderFacts(), textBlocks: [textWithContrast('Cancel anytime', 2.3)] }),
    notApplicable: () => modelWith({ render: renderFacts() }),
    passEvidence: { quote: 'Free delivery on all orders (7.1:1)' },
    failEvidence: { quote: 'Cancel anytime (2.3:1)' },
  },
  {
    id: 'ACCESS_006',
    pass: () => withViewport('width=device-width, initial-scale=1'),
    fail: () => withViewport('width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no'),
    passEvidence: { quote: 'initial-scale=1' },
    failEvidence: { quote: 'user-scalable=no' },
  },
  {
    id: 'ACCESS_007',
    pass: () =>
      withMarkup({ hasSkipLink: true }, { links: [link('Skip to content', 'Skip to content', '#main')] }),
    fail: () => modelWith(),
    passEvidence: { quote: 'Skip to content' },
    failEvidence: { absent: true },
  },
  {
    id: 'ACCESS_008',
    pass: () => withMarkup({ landmarks: ['banner', 'navigation', 'main', 'contentinfo'] }),
    fail: () => withMarkup({ landmarks: ['navigation'] }),
    passEvidence: { quote: 'main' },
    failEvidence: { absent: true },
  },
  {
    id: 'ACCESS_009',
    pass: () => modelWith({ headings: [heading(1, 'Sofas'), heading(2, 'Fabric'), heading(3, 'Linen')] }),
    fail: () => modelWith({ headings: [heading(1, 'Sofas'), heading(2, 'Fabric'), heading(4, 'Linen')] }),
    notApplicable: () => modelWith({ headings: [heading(1, 'Sofas')] }),
    passEvidence: { quote: 'H2 Fabric' },
    failEvidence: { quote: 'H4 Linen' },
  },
  {
    id: 'ACCESS_010',
    pass: () => modelWith(),
    fail: () => withMarkup({ positiveTabindex: 7 }),
    passEvidence: { absent: true },
    failEvidence: { quote: '7 elements with tabindex > 0' },
  },
  {
    id: 'ACCESS_011',
    pass: () => modelWith({ videos: [video({ hasCaptions: true })] }),
    fail: () => modelWith({ videos: [video({})] }),
    notApplicable: () => modelWith({ videos: [video({ autoplay: true, muted: true })] }),
    passEvidence: { quote: 'demo.mp4 (captions)' },
    failEvidence: { quote: 'demo.mp4 (no captions track)' },
  },
  {
    id: 'ACCESS_012',
    pass: () => modelWith({ policies: [policy('accessibility', 'Accessibility statement')] }),
    fail: () => modelWith({ policies: [policy('privacy', 'Privacy policy')] }),
    passEvidence: { quote: 'Accessibility statement' },
    failEvidence: { absent: true },
  },
  {
    id: 'ACCESS_013',
    pass: () => withFields([field('email', { type: 'email', autocomplete: 'email' })]),
    fail: () => withFields([field('email', { type: 'email', autocomplete: 'off' })]),
    notApplicable: () => withFields([field('message')]),
    passEvidence: {},
    failEvidence: {},
  },
  {
    id: 'ACCESS_014',
    pass: () => modelWith({ videos: [video({ autoplay: true, muted: true })] }),
    fail: () => modelWith({ videos: [video({ autoplay: true })] }),
    notApplicable: () => modelWith({ videos: [video({})] }),
    passEvidence: { quote: 'demo.mp4 (autoplay, muted)' },
    failEvidence: { quote: 'demo.mp4 (autoplay with sound)' },
  },
];

describe('accessibility checks', () => {
  it('numbers ACCESS_001..ACCESS_014 without gaps', () => {
    expectSequentialIds(checks, 'ACCESS', 14);
  });

  it('declares complete metadata for every check', () => {
    expectCompleteMetadata(checks, 'accessibility');
  });

  describeChecks(checks, cases);
});
