import { describe, expect, it } from 'vitest';
import checks from '../../../lib/engine/checks/groups/saas/index.js';
import { modelWith } from '../../support/model-fixture.js';
import {
  assertCase,
  assertMetadata,
  assertSequentialIds,
  block,
  cta,
  field,
  form,
  image,
  link,
  type CheckCase,
} from '../../support/d-model-parts.js';

const getCheck = (id: string) => checks.find((c) => c.id === id);

const pitch = () => modelWith({ textBlocks: [block('Invoicing software for freelancers.')] });
const signup = (fields = [field('email'), field('password', { type: 'password' })]) => form('signup', fields);

const cases: CheckCase[] = [
  {
    id: 'SAAS_001',
    pass: () => modelWith({ links: [link('Status', 'https://status.example.com/')] }),
    fail: pitch,
    passQuote: 'Status',
  },
  {
    id: 'SAAS_002',
    pass: () => modelWith({ links: [link('Changelog', 'https://example.com/changelog')] }),
    fail: pitch,
    passQuote: 'Changelog',
  },
  {
    id: 'SAAS_003',
    pass: () => modelWith({ ctas: [cta('Book a demo', 'demo')] }),
    fail: () => modelWith({ ctas: [cta('Start free trial', 'trial')] }),
    passQuote: 'Book a demo',
  },
  {
    id: 'SAAS_004',
    pass: () => modelWith({ images: [image('/img/hero.png', { alt: 'Invoice dashboard' })] }),
    fail: () => modelWith({ images: [image('/img/blob.svg', { alt: 'Abstract shapes' })] }),
    passQuote: 'Invoice dashboard',
  },
  {
    id: 'SAAS_005',
    pass: () => modelWith({ textBlocks: [block('Integrates with Slack, Xero and QuickBooks.')] }),
    fail: pitch,
    passQuote: 'Integrates with Slack',
  },
  {
    id: 'SAAS_006',
    pass: () => modelWith({ textBlocks: [block('Available on web, Mac, Windows, iOS and Android.')] }),
    fail: pitch,
    passQuote: 'Available on web',
  },
  {
    id: 'SAAS_007',
    pass: () => modelWith({ textBlocks: [block('Every plan includes free onboarding with our team.')] }),
    fail: pitch,
    passQuote: 'free onboarding',
  },
  {
    id: 'SAAS_008',
    pass: () => modelWith({ links: [link('API', 'https://developers.example.com/')] }),
    fail: () => modelWith({ links: [link('Blog', 'https://example.com/blog')] }),
    passQuote: 'API',
  },
  {
    id: 'SAAS_009',
    pass: () =>
      modelWith({
        links: [link('', 'https://apps.apple.com/app/id1', { name: 'Download on the App Store' })],
      }),
    fail: pitch,
    passQuote: 'Download on the App Store',
  },
  {
    id: 'SAAS_010',
    pass: () => modelWith({ textBlocks: [block('No lock-in: export your data anytime as CSV.')] }),
    fail: pitch,
    passQuote: 'export your data',
  },
  {
    id: 'SAAS_011',
    pass: () => modelWith({ forms: [signup()] }),
    fail: () =>
      modelWith({
        forms: [signup(['email', 'password', 'name', 'company', 'phone'].map((n) => field(n)))],
      }),
    passQuote: 'email, password',
    failQuote: 'company, phone',
    na: pitch,
  },
  {
    id: 'SAAS_012',
    pass: () => modelWith({ forms: [signup()], ctas: [cta('Sign up with Google', 'signup')] }),
    fail: () => modelWith({ forms: [signup()] }),
    passQuote: 'Sign up with Google',
    failQuote: 'signup form',
    na: pitch,
  },
];

describe('saas checks', () => {
  it('numbers SAAS_001..SAAS_012 with no gaps', () => {
    assertSequentialIds(checks, 'SAAS', 12);
  });

  it.each(cases)('$id passes on a software page that has it and fails on one that lacks it', (c) => {
    const check = getCheck(c.id)!;
    expect(check.group).toBe('saas');
    assertMetadata(check);
    assertCase(check, c);
  });

  it('applies app-store links to app pages only', () => {
    expect(getCheck('SAAS_009')!.industries).toEqual(['app']);
    expect(getCheck('SAAS_001')!.industries).toEqual(['saas', 'app']);
  });
});
