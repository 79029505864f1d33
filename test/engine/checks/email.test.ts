import { describe, expect, it } from 'vitest';
import type { Form, PageModel } from '../../../lib/engine/model/page-model.js';
import {
  block,
  check,
  cta,
  describeChecks,
  field,
  form,
  heading,
  link,
  page,
  type CheckCase,
} from '../../support/check-kit/index.js';

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
  return page({ headings: [h], textBlocks: [b], forms: [f] });
}

const plain = () => signupPage('Newsletter', 'Sign up below.');
const noForm = () => page({ textBlocks: [block('Welcome to our shop.')] });

const cases: CheckCase[] = [
  {
    id: 'EMAIL_001',
    pass: plain,
    fail: () => page({ forms: [form('search', [field('q')])] }),
    passQuote: 'Subscribe',
    failAbsent: true,
  },
  {
    id: 'EMAIL_002',
    pass: () => signupPage('Get weekly pricing tips', 'Straight to your inbox.'),
    fail: plain,
    passQuote: 'weekly pricing tips',
    failQuote: 'Sign up below.',
    failAbsent: true,
    na: noForm,
  },
  {
    id: 'EMAIL_003',
    pass: () => signupPage('Newsletter', 'One email every Tuesday, nothing more.'),
    fail: plain,
    passQuote: 'every Tuesday',
    failQuote: 'Newsletter',
    failAbsent: true,
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
    failAbsent: true,
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
    failAbsent: true,
    na: noForm,
  },
  {
    id: 'EMAIL_009',
    pass: () => signupPage('Newsletter', 'Join 12,000 product managers who read it.'),
    fail: plain,
    passQuote: '12,000 product managers',
    failQuote: 'Sign up below.',
    failAbsent: true,
    na: noForm,
  },
  {
    id: 'EMAIL_010',
    pass: () =>
      page({
        forms: [
          form('signup', [
            field('email', { label: 'Work email', labelSource: 'aria' }),
            field('password', { type: 'password' }),
          ]),
        ],
      }),
    fail: () =>
      page({
        forms: [
          form('signup', [
            field('email'),
            field('email2', { type: 'email', label: 'Confirm email', labelSource: 'aria' }),
          ]),
        ],
      }),
    passQuote: 'Work email',
    failQuote: 'Confirm email',
    na: () => page({ forms: [form('search', [field('q')])] }),
  },
];

describeChecks('email', cases);

describe('email checks', () => {
  it('counts a subscribe call to action as an email capture when there is no form', () => {
    const out = check('EMAIL_001').run(page({ ctas: [cta('Subscribe to the digest', 'subscribe')] }));
    expect(out.status).toBe('pass');
  });

  it('does not treat a contact form with a message box as an email capture', () => {
    const contactForm = form('other', [field('email'), field('message', { tag: 'textarea' })]);
    expect(check('EMAIL_005').run(page({ forms: [contactForm] })).status).toBe('not_applicable');
  });

  it("does not read a footer link before the form as the form's promise", () => {
    const offers = link('Special offers', 'https://example.com/offers', { region: 'footer' });
    const f = form('newsletter', [field('email')], { region: 'footer' });
    const out = check('EMAIL_002').run(page({ links: [offers], forms: [f] }));
    expect(out.status).toBe('fail');
  });
});
