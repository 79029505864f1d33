import type { FormField, PageModel, Policy, Video } from '../../../lib/engine/model/page-model.js';
import {
  block,
  describeChecks,
  field,
  form,
  heading,
  image,
  link,
  page,
  policy,
  renderFacts,
  video,
  type CheckCase,
} from '../../support/check-kit/index.js';
import { describe, expect, it } from 'vitest';
import { ACCESS_005 } from '../../../lib/engine/checks/groups/accessibility/ACCESS_005.js';

const sofa = (alt: string | null) => image('https://example.com/sofa.jpg', { alt, width: 800, height: 600 });

const input = (name: string, extra: Partial<FormField> = {}) => field(name, { type: 'text', ...extra });

function withFields(fields: FormField[]): PageModel {
  return page({ forms: [form('lead', fields, { action: '/lead', submitText: 'Get my quote' })] });
}

const named = (text: string, name = text, href = 'https://example.com/x') =>
  link(text, href, { name, kind: 'page', internal: true });

/** A text block as the render measured it on the desktop: its contrast, or that it sits over an image. */
const measuredText = (
  text: string,
  measured: { contrastRatio?: number; overImage?: boolean; fontSizePx?: number },
) =>
  block(text, {
    layout: {
      desktop: { box: { x: 0, y: 0, width: 600, height: 40 }, visible: true, aboveFold: true, ...measured },
    },
    words: text.split(' ').length,
  });

const textWithContrast = (text: string, contrastRatio: number, fontSizePx = 16) =>
  measuredText(text, { contrastRatio, fontSizePx });

const demo = (extra: Partial<Video>) =>
  video('https://example.com/demo.mp4', { provider: 'html5', ...extra });

const statement = (kind: Policy['kind'], text: string) =>
  policy(kind, text, { region: 'footer', href: 'https://example.com/accessibility' });

const withViewport = (viewport: string) => page({ meta: { ...page().meta, viewport } });
const withMarkup = (markup: Partial<PageModel['markup']>, more: Partial<PageModel> = {}) =>
  page({ markup: { ...page().markup, ...markup }, ...more });

const cases: CheckCase[] = [
  {
    id: 'ACCESS_001',
    pass: () => page({ lang: 'en-GB' }),
    fail: () => page({ lang: null }),
    passObserved: 'lang="en-GB"',
    failAbsent: true,
  },
  {
    id: 'ACCESS_002',
    pass: () => page({ images: [sofa('Grey three-seat sofa'), sofa('')] }),
    fail: () => page({ images: [sofa('Grey three-seat sofa'), sofa(null)] }),
    na: () => page(),
    passQuote: 'Grey three-seat sofa',
  },
  {
    id: 'ACCESS_003',
    pass: () => withFields([input('Email')]),
    fail: () =>
      withFields([input('email', { label: null, labelSource: 'placeholder', placeholder: 'Your email' })]),
    na: () => page(),
    failQuote: 'Your email',
  },
  {
    id: 'ACCESS_004',
    pass: () => page({ links: [named('', 'Cart', 'https://example.com/cart')] }),
    fail: () => page({ links: [named('', '', 'https://example.com/cart')] }),
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
      withMarkup({ hasSkipLink: true }, { links: [named('Skip to content', 'Skip to content', '#main')] }),
    fail: () => page(),
    passQuote: 'Skip to content',
    failAbsent: true,
  },
  {
    id: 'ACCESS_008',
    pass: () => withMarkup({ landmarks: ['banner', 'navigation', 'main', 'contentinfo'] }),
    fail: () => withMarkup({ landmarks: ['navigation'] }),
    passObserved: 'main',
    failAbsent: true,
  },
  {
    id: 'ACCESS_009',
    pass: () => page({ headings: [heading('Sofas', 1), heading('Fabric', 2), heading('Linen', 3)] }),
    fail: () => page({ headings: [heading('Sofas', 1), heading('Fabric', 2), heading('Linen', 4)] }),
    na: () => page({ headings: [heading('Sofas', 1)] }),
    passQuote: 'Fabric',
    failQuote: 'Linen',
    failObserved: 'H2 followed by H4',
  },
  {
    id: 'ACCESS_010',
    pass: () => page(),
    fail: () => withMarkup({ positiveTabindex: 7 }),
    passAbsent: true,
    failObserved: '7 elements with tabindex > 0',
  },
  {
    id: 'ACCESS_011',
    pass: () => page({ videos: [demo({ hasCaptions: true })] }),
    fail: () => page({ videos: [demo({})] }),
    na: () => page({ videos: [demo({ autoplay: true, muted: true })] }),
  },
  {
    id: 'ACCESS_012',
    pass: () => page({ policies: [statement('accessibility', 'Accessibility statement')] }),
    fail: () => page({ policies: [statement('privacy', 'Privacy policy')] }),
    passQuote: 'Accessibility statement',
    failAbsent: true,
  },
  {
    id: 'ACCESS_013',
    pass: () => withFields([input('email', { type: 'email', autocomplete: 'email' })]),
    fail: () => withFields([input('email', { type: 'email', autocomplete: 'off' })]),
    na: () => withFields([input('message')]),
  },
  {
    id: 'ACCESS_014',
    pass: () => page({ videos: [demo({ autoplay: true, muted: true })] }),
    fail: () => page({ videos: [demo({ autoplay: true })] }),
    na: () => page({ videos: [demo({})] }),
    passObserved: '0 of 1 autoplaying videos with sound',
    failObserved: '1 of 1 autoplaying videos with sound',
  },
];

describeChecks('accessibility', cases);

const overImage = (text: string) => measuredText(text, { overImage: true });

describe('ACCESS_005 and text over images', () => {
  const access005 = ACCESS_005.run;
  it('does not guess the contrast of text over an image or gradient, and says so', () => {
    const result = access005(page({ render: renderFacts(), textBlocks: [overImage('Book your stay')] }));
    expect(result).toMatchObject({ status: 'not_applicable' });
    expect(result.status === 'not_applicable' && result.reason).toContain(
      'over images or gradients (1 elements)',
    );
  });
  it('judges the measured text and counts what it could not measure', () => {
    const result = access005(
      page({
        render: renderFacts(),
        textBlocks: [textWithContrast('Cancel anytime', 2.3), overImage('Book your stay')],
      }),
    );
    expect(result).toMatchObject({
      status: 'fail',
      observed: '0% of 1 text elements meet AA (minimum 95%); 1 over an image or gradient not measured',
    });
  });
});
