import { describe, expect, it } from 'vitest';
import {
  block,
  check,
  cta,
  describeChecks,
  field,
  form,
  image,
  link,
  page,
  type CheckCase,
} from '../../support/check-kit/index.js';

const pitch = () => page({ textBlocks: [block('Invoicing software for freelancers.')] });
const signup = (fields = [field('email'), field('password', { type: 'password' })]) => form('signup', fields);

const cases: CheckCase[] = [
  {
    id: 'SAAS_001',
    pass: () => page({ links: [link('Status', 'https://status.example.com/')] }),
    fail: pitch,
    passQuote: 'Status',
    failAbsent: true,
  },
  {
    id: 'SAAS_002',
    pass: () => page({ links: [link('Changelog', 'https://example.com/changelog')] }),
    fail: pitch,
    passQuote: 'Changelog',
    failAbsent: true,
  },
  {
    id: 'SAAS_003',
    pass: () => page({ ctas: [cta('Book a demo', 'demo')] }),
    fail: () => page({ ctas: [cta('Start free trial', 'trial')] }),
    passQuote: 'Book a demo',
    failAbsent: true,
  },
  {
    id: 'SAAS_004',
    pass: () => page({ images: [image('/img/hero.png', { alt: 'Invoice dashboard' })] }),
    fail: () => page({ images: [image('/img/blob.svg', { alt: 'Abstract shapes' })] }),
    passQuote: 'Invoice dashboard',
    failAbsent: true,
  },
  {
    id: 'SAAS_005',
    pass: () => page({ textBlocks: [block('Integrates with Slack, Xero and QuickBooks.')] }),
    fail: pitch,
    passQuote: 'Integrates with Slack',
    failAbsent: true,
  },
  {
    id: 'SAAS_006',
    pass: () => page({ textBlocks: [block('Available on web, Mac, Windows, iOS and Android.')] }),
    fail: pitch,
    passQuote: 'Available on web',
    failAbsent: true,
  },
  {
    id: 'SAAS_007',
    pass: () => page({ textBlocks: [block('Every plan includes free onboarding with our team.')] }),
    fail: pitch,
    passQuote: 'free onboarding',
    failAbsent: true,
  },
  {
    id: 'SAAS_008',
    pass: () => page({ links: [link('API', 'https://developers.example.com/')] }),
    fail: () => page({ links: [link('Blog', 'https://example.com/blog')] }),
    passQuote: 'API',
    failAbsent: true,
  },
  {
    id: 'SAAS_009',
    pass: () =>
      page({
        links: [link('', 'https://apps.apple.com/app/id1', { name: 'Download on the App Store' })],
      }),
    fail: pitch,
    passQuote: 'Download on the App Store',
    failAbsent: true,
  },
  {
    id: 'SAAS_010',
    pass: () => page({ textBlocks: [block('No lock-in: export your data anytime as CSV.')] }),
    fail: pitch,
    passQuote: 'export your data',
    failAbsent: true,
  },
  {
    id: 'SAAS_011',
    pass: () => page({ forms: [signup()] }),
    fail: () =>
      page({
        forms: [signup(['email', 'password', 'name', 'company', 'phone'].map((n) => field(n)))],
      }),
    passObserved: 'email, password',
    failObserved: 'company, phone',
    na: pitch,
  },
  {
    id: 'SAAS_012',
    pass: () => page({ forms: [signup()], ctas: [cta('Sign up with Google', 'signup')] }),
    fail: () => page({ forms: [signup()] }),
    passQuote: 'Sign up with Google',
    failQuote: 'Send',
    failAbsent: true,
    na: pitch,
  },
];

describeChecks('saas', cases);

describe('saas checks', () => {
  it('applies app-store links to app pages only', () => {
    expect(check('SAAS_009').industries).toEqual(['app']);
    expect(check('SAAS_001').industries).toEqual(['saas', 'app']);
  });
});

describe('SAAS_004 product visuals', () => {
  const saas004 = check('SAAS_004');

  it('takes a screen image by file name and a linked video demo for the product shown', () => {
    expect(saas004.run(page({ images: [image('/images/img-screen.png')] })).status).toBe('pass');
    expect(saas004.run(page({ images: [image('/images/screen_right_screendump5.jpg')] })).status).toBe(
      'pass',
    );
    expect(
      saas004.run(page({ links: [link('', 'https://example.com/VideoDemo.vm', { region: 'main' })] })).status,
    ).toBe('pass');
  });

  it('does not take a screen-reader image, a fullscreen icon or a footer video link for one', () => {
    const model = page({
      images: [image('/img/fullscreen-icon.svg'), image('/img/screenreader.png')],
      links: [link('Watch the demo', 'https://example.com/demo', { region: 'footer' })],
    });
    expect(saas004.run(model).status).toBe('fail');
  });
});
