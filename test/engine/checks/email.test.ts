import { describe, expect, it } from 'vitest';
import checks from '../../../lib/engine/checks/groups/email/index.js';
import { modelWith } from '../../support/model-fixture.js';
import type { Form, PageModel } from '../../../lib/engine/model/page-model.js';
import {
  assertCase,
  assertMetadata,
  assertSequentialIds,
  block,
  cta,
  field,
  form,
  heading,
  link,
  type CheckCase,
} from '../../support/d-model-parts.js';

const getCheck = (id: string) => checks.find((c) => c.id === id);

/** A page with a heading, a line of copy, then a newsletter form (in that document order). */
function signupPage(
  title: string,
  copy: string,
  over: Partial<Form> = {},
  fields = [field('email')],
): PageModel {
  const h = heading(title);
  const b = block(copy);
  const f = form('newsletter', fields, { submitText: 'Subscribe', ...over });
  return modelWith({ headings: [h], textBlocks: [b], forms: [f] });
}

const plain = () => signupPage('Newsletter', 'Sign up below.');
const noForm = () => modelWith({ textBlocks: [block('Welcome to our shop.')] });

const cases: CheckCase[] = [
  {
    id: 'EMAIL_001',
    pass: plain,
    fail: () => modelWith({ forms: [form('search', [field('q')])] }),
    passQuote: 'Subscribe',
  },
  {
    id: 'EMAIL_002',
    pass: () => signupPage('Get weekly pricing tips', 'Straight to your inbox.'),
    fail: plain,
    passQuote: 'weekly pricing tips',
    failQuote: 'Sign up below.',
    na: noForm,
  },
  {
    id: 'EMAIL_003',
    pass: () => signupPage('Newsletter', 'One email every Tuesday, nothing more.'),
    fail: plain,
    passQuote: 'every Tuesday',
    failQuote: 'Newsletter',
    na: noForm,
  },
  {
    id: 'EMAIL_004',
    pass: () => {
      const m = plain();
      m.links = [link('Read past issues', 'https://example.com/newsletter/archive')];
      return m;
    },
    fail: plain,
    na: noForm,
    passQuote: 'Read past issues',
  },
  {
    id: 'EMAIL_005',
    pass: plain,
    fail: () =>
      signupPage('Newsletter', 'Sign up.', {}, [field('email'), field('first name'), field('company')]),
    passQuote: 'Subscribe',
    failQuote: 'Subscribe',
    na: noForm,
  },
  {
    id: 'EMAIL_006',
    pass: plain,
    fail: () => signupPage('Newsletter', 'Sign up below.', { submitText: 'Submit' }),
    passQuote: 'Subscribe',
    failQuote: 'Submit',
    na: noForm,
  },
  {
    id: 'EMAIL_007',
    pass: plain,
    fail: () => signupPage('Newsletter', 'Sign up below.', { region: 'footer' }),
    passQuote: 'Subscribe',
    failQuote: 'Subscribe',
    na: noForm,
  },
  {
    id: 'EMAIL_008',
    pass: () => signupPage('Get 10% off your first order', 'Join the list.'),
    fail: plain,
    passQuote: '10% off',
    failQuote: 'Sign up below.',
    na: noForm,
  },
  {
    id: 'EMAIL_009',
    pass: () => signupPage('Newsletter', 'Join 12,000 product managers who read it.'),
    fail: plain,
    passQuote: '12,000 product managers',
    failQuote: 'Sign up below.',
    na: noForm,
  },
  {
    id: 'EMAIL_010',
    pass: () =>
      modelWith({
        forms: [
          form('signup', [field('email', { label: 'Work email' }), field('password', { type: 'password' })]),
        ],
      }),
    fail: () =>
      modelWith({
        forms: [form('signup', [field('email'), field('email2', { type: 'email', label: 'Confirm email' })])],
      }),
    passQuote: 'Work email',
    failQuote: 'Confirm email',
    na: () => modelWith({ forms: [form('search', [field('q')])] }),
  },
];

describe('email checks', () => {
  it('numbers EMAIL_001..EMAIL_010 with no gaps', () => {
    assertSequentialIds(checks, 'EMAIL', 10);
  });

  it.each(cases)('$id passes on a page that has it and fails on one that lacks it', (c) => {
    const check = getCheck(c.id)!;
    expect(check.group).toBe('email');
    assertMetadata(check);
    assertCase(check, c);
  });

  it('counts a subscribe call to action as an email capture when there is no form', () => {
    const out = getCheck('EMAIL_001')!.run(
      modelWith({ ctas: [cta('Subscribe to the digest', 'subscribe')] }),
    );
    expect(out.status).toBe('pass');
  });

  it('does not treat a contact form with a message box as an email capture', () => {
    const contactForm = form('other', [field('email'), field('message', { tag: 'textarea' })]);
    expect(getCheck('EMAIL_005')!.run(modelWith({ forms: [contactForm] })).status).toBe('not_applicable');
  });

  it("does not read a footer link before the form as the form's promise", () => {
    const offers = link('Special offers', 'https://example.com/offers', { region: 'footer' });
    const f = form('newsletter', [field('email')], { region: 'footer' });
    const out = getCheck('EMAIL_002')!.run(modelWith({ links: [offers], forms: [f] }));
    expect(out.status).toBe('fail');
  });
});
