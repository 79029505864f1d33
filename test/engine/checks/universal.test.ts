import { describe, expect, it } from 'vitest';
import checks from '../../../lib/engine/checks/groups/universal/index.js';
import { emptyModel } from '../../../lib/engine/model/empty-model.js';
import {
  block,
  contact,
  expectOutcome,
  expectSequentialIds,
  expectWellFormed,
  link,
  page,
  type CheckCase,
} from '../../support/b-page-parts.js';

const getCheck = (id: string) => checks.find((c) => c.id === id);

const tracking = { ...emptyModel().scripts, analytics: ['google-analytics', 'meta-pixel'] };
const footer = { region: 'footer' } as const;

const cases: CheckCase[] = [
  {
    id: 'UNIV_001',
    pass: () =>
      page({
        scripts: tracking,
        cookieBanner: { present: true, text: 'We use cookies to improve your visit.', selector: '#cookies' },
      }),
    fail: () => page({ scripts: tracking }),
    passQuote: 'We use cookies',
    failQuote: 'absent',
  },
  {
    id: 'UNIV_002',
    pass: () => page({ textBlocks: [block('Our spring range is in store now.')] }),
    fail: () => page({ textBlocks: [block('Online shop coming soon!')] }),
    passQuote: 'absent',
    failQuote: 'coming soon',
  },
  {
    id: 'UNIV_003',
    pass: () =>
      page({ fetchedAt: '2026-03-01T00:00:00.000Z', textBlocks: [block('Spring sale 2026 is on now')] }),
    fail: () =>
      page({
        fetchedAt: '2026-03-01T00:00:00.000Z',
        textBlocks: [block('Our Summer Sale 2014 ends Sunday!')],
      }),
    passQuote: 'Spring sale 2026',
    failQuote: 'Summer Sale 2014',
  },
  {
    id: 'UNIV_004',
    pass: () => page({ textBlocks: [block('One clear hero.')] }),
    fail: () => page({ markup: { ...emptyModel().markup, carousel: true } }),
    passQuote: 'absent',
    failQuote: 'carousel',
  },
  {
    id: 'UNIV_005',
    pass: () => page({ contacts: [contact('email', 'hello@acme.com', footer)] }),
    fail: () =>
      page({
        links: [link('https://example.com/blog', 'Blog', footer)],
        contacts: [contact('email', 'hello@acme.com', { region: 'main' })],
      }),
    passQuote: 'hello@acme.com',
    failQuote: 'absent',
  },
  {
    id: 'UNIV_006',
    pass: () => page({ textBlocks: [block('© 2026 Northwind Traders Ltd. All rights reserved.', footer)] }),
    fail: () => page({ textBlocks: [block('© 2026 Northwind. All rights reserved.', footer)] }),
    passQuote: 'Northwind Traders Ltd',
    failQuote: 'absent',
  },
  {
    id: 'UNIV_007',
    pass: () => page({ textBlocks: [block('Welcome to our shop.')] }),
    fail: () => page({ textBlocks: [block('This site is best viewed in Internet Explorer 8 at 1024x768.')] }),
    passQuote: 'absent',
    failQuote: 'best viewed in',
  },
  {
    id: 'UNIV_008',
    pass: () => page({ textBlocks: [block('You will receive a guaranteed reply.')] }),
    fail: () => page({ textBlocks: [block('You will recieve our guarentee by email.')] }),
    passQuote: 'absent',
    failQuote: 'recieve',
  },
];

describe('universal checks', () => {
  it('numbers UNIV_001..UNIV_008 with no gaps', () => {
    expectSequentialIds(checks, { UNIV: 8 });
  });

  describe.each(cases)('$id', ({ id, pass, fail, passQuote, failQuote }) => {
    const check = getCheck(id)!;

    it('is registered with complete metadata', () => {
      expectWellFormed(check, 'universal');
    });

    it('passes on a page that meets the threshold, quoting the evidence', () => {
      expectOutcome(check.run(pass()), 'pass', passQuote);
    });

    it('fails on a page that misses the threshold, quoting the evidence', () => {
      expectOutcome(check.run(fail()), 'fail', failQuote);
    });
  });

  it('is not applicable without tracking or a dated promotion', () => {
    const model = page({ textBlocks: [block('Established 2009, still going.')] });
    for (const id of ['UNIV_001', 'UNIV_003']) expect(getCheck(id)!.run(model).status).toBe('not_applicable');
  });

  it('does not blame the business for misspellings in customer reviews', () => {
    const model = page({ textBlocks: [block('I recieved it fast', { selector: '#customer_review-1 > p' })] });
    expectOutcome(getCheck('UNIV_008')!.run(model), 'pass', 'absent');
  });

  it('ignores years in copyright lines when looking for dated promotions', () => {
    const model = page({
      fetchedAt: '2026-03-01T00:00:00.000Z',
      textBlocks: [block('© 2014 Summer Events Ltd')],
    });
    expect(getCheck('UNIV_003')!.run(model).status).toBe('not_applicable');
  });
});
