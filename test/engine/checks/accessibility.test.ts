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
import { describeChecks, located, page, renderFacts, type CheckCase } from '../../support/check-kit/index.js';

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
  return page({ forms: [form] });
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

const withViewport = (viewport: string) => page({ meta: { ...page().meta, viewport } });
const withMarkup = (markup: Partial<PageModel['markup']>, more: Partial<PageModel> = {}) =>
  page({ markup: { ...page().markup, ...markup }, ...more });

const cases: CheckCase[] = [
  {
    id: 'ACCESS_001',
    pass: () => page({ lang: 'en-GB' }),
    fail: () => page({ lang: null }),
    passQuote: 'lang="en-GB"',
    failAbsent: true,
  },
  {
    id: 'ACCESS_002',
    pass: () => page({ images: [image('Grey three-seat sofa'), image('')] }),
    fail: () => page({ images: [image('Grey three-seat sofa'), image(null)] }),
    na: () => page(),
    passQuote: 'Grey three-seat sofa',
  },
  {
    id: 'ACCESS_003',
    pass: () => withFields([field('Email')]),
    fail: () =>
      withFields([field('email', { label: null, labelSource: 'placeholder', placeholder: 'Your email' })]),
    na: () => page(),
    failQuote: 'Your email',
  },
  {
    id: 'ACCESS_004',
    pass: () => page({ links: [link('', 'Cart', 'https://example.com/cart')] }),
    fail: () => page({ links: [link('', '', 'https://example.com/cart')] }),
    na: () => page(),
    passQuote: 'Cart',
    failQuote: '',
  },
  {
    id: 'ACCESS_005',
    pass: () =>
      page({
        render: renderFacts(),
        textBlocks: [textWithContrast('Free delivery on all orders', 7.1)],
      }),
    fail: () => page({ render: renderFacts(), textBlocks: [textWithContrast('Cancel anytime', 2.3)] }),
    na: () => page({ render: renderFacts() }),
    passQuote: 'Free delivery on all orders (7.1:1)',
    failQuote: 'Cancel anytime (2.3:1)',
  },
  {
    id: 'ACCESS_006',
    pass: () => withViewport('width=device-width, initial-scale=1'),
    fail: () => withViewport('width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no'),
    passQuote: 'initial-scale=1',
    failQuote: 'user-scalable=no',
  },
  {
    id: 'ACCESS_007',
    pass: () =>
      withMarkup({ hasSkipLink: true }, { links: [link('Skip to content', 'Skip to content', '#main')] }),
    fail: () => page(),
    passQuote: 'Skip to content',
    failAbsent: true,
  },
  {
    id: 'ACCESS_008',
    pass: () => withMarkup({ landmarks: ['banner', 'navigation', 'main', 'contentinfo'] }),
    fail: () => withMarkup({ landmarks: ['navigation'] }),
    passQuote: 'main',
    failAbsent: true,
  },
  {
    id: 'ACCESS_009',
    pass: () => page({ headings: [heading(1, 'Sofas'), heading(2, 'Fabric'), heading(3, 'Linen')] }),
    fail: () => page({ headings: [heading(1, 'Sofas'), heading(2, 'Fabric'), heading(4, 'Linen')] }),
    na: () => page({ headings: [heading(1, 'Sofas')] }),
    passQuote: 'H2 Fabric',
    failQuote: 'H4 Linen',
  },
  {
    id: 'ACCESS_010',
    pass: () => page(),
    fail: () => withMarkup({ positiveTabindex: 7 }),
    passAbsent: true,
    failQuote: '7 elements with tabindex > 0',
  },
  {
    id: 'ACCESS_011',
    pass: () => page({ videos: [video({ hasCaptions: true })] }),
    fail: () => page({ videos: [video({})] }),
    na: () => page({ videos: [video({ autoplay: true, muted: true })] }),
    passQuote: 'demo.mp4 (captions)',
    failQuote: 'demo.mp4 (no captions track)',
  },
  {
    id: 'ACCESS_012',
    pass: () => page({ policies: [policy('accessibility', 'Accessibility statement')] }),
    fail: () => page({ policies: [policy('privacy', 'Privacy policy')] }),
    passQuote: 'Accessibility statement',
    failAbsent: true,
  },
  {
    id: 'ACCESS_013',
    pass: () => withFields([field('email', { type: 'email', autocomplete: 'email' })]),
    fail: () => withFields([field('email', { type: 'email', autocomplete: 'off' })]),
    na: () => withFields([field('message')]),
  },
  {
    id: 'ACCESS_014',
    pass: () => page({ videos: [video({ autoplay: true, muted: true })] }),
    fail: () => page({ videos: [video({ autoplay: true })] }),
    na: () => page({ videos: [video({})] }),
    passQuote: 'demo.mp4 (autoplay, muted)',
    failQuote: 'demo.mp4 (autoplay with sound)',
  },
];

describeChecks('accessibility', cases);
