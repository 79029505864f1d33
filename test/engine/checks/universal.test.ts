import { describe, expect, it } from 'vitest';
import { emptyModel } from '../../../lib/engine/model/empty-model.js';
import {
  block,
  check,
  contact,
  describeChecks,
  heading,
  expectOutcome,
  link,
  page,
  type CheckCase,
} from '../../support/check-kit/index.js';

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
    failAbsent: true,
  },
  {
    id: 'UNIV_002',
    pass: () => page({ textBlocks: [block('Our spring range is in store now.')] }),
    fail: () => page({ textBlocks: [block('Online shop coming soon!')] }),
    passAbsent: true,
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
    passAbsent: true,
    failObserved: 'carousel',
  },
  {
    id: 'UNIV_005',
    pass: () => page({ contacts: [contact('email', 'hello@acme.com', footer)] }),
    fail: () =>
      page({
        links: [link('Blog', 'https://example.com/blog', footer)],
        contacts: [contact('email', 'hello@acme.com', { region: 'main' })],
      }),
    passQuote: 'hello@acme.com',
    failAbsent: true,
  },
  {
    id: 'UNIV_006',
    pass: () => page({ textBlocks: [block('© 2026 Northwind Traders Ltd. All rights reserved.', footer)] }),
    fail: () => page({ textBlocks: [block('© 2026 Northwind. All rights reserved.', footer)] }),
    passQuote: 'Northwind Traders Ltd',
    failAbsent: true,
  },
  {
    id: 'UNIV_007',
    pass: () => page({ textBlocks: [block('Welcome to our shop.')] }),
    fail: () => page({ textBlocks: [block('This site is best viewed in Internet Explorer 8 at 1024x768.')] }),
    passAbsent: true,
    failQuote: 'best viewed in',
  },
  {
    id: 'UNIV_008',
    pass: () => page({ textBlocks: [block('You will receive a guaranteed reply.')] }),
    fail: () => page({ textBlocks: [block('You will recieve our guarentee by email.')] }),
    passAbsent: true,
    failQuote: 'recieve',
  },
  {
    id: 'UNIV_009',
    pass: () =>
      page({ fetchedAt: '2026-03-01T00:00:00.000Z', textBlocks: [block('© 2012-2026 Acme Ltd', footer)] }),
    passQuote: '© 2012-2026',
    fail: () =>
      page({ fetchedAt: '2026-03-01T00:00:00.000Z', textBlocks: [block('© 2019 Acme Ltd', footer)] }),
    failQuote: '© 2019',
    na: () => page({ fetchedAt: '2026-03-01T00:00:00.000Z', textBlocks: [block('Fresh bread daily.')] }),
  },
  {
    id: 'UNIV_010',
    pass: () => english({ headings: [heading('Book an appointment today', 1)] }),
    passAbsent: true,
    fail: () => english({ headings: [heading('Book an Appoinment today', 1)] }),
    failQuote: 'Book an Appoinment today',
    na: () =>
      page({
        language: { code: 'it', source: 'content', declared: 'it' },
        headings: [heading('Prenota un appuntamento', 1)],
      }),
  },
];

function english(over: Parameters<typeof page>[0]) {
  return page({ ...over, language: { code: 'en', source: 'content', declared: 'en' } });
}

describeChecks('universal', cases);

describe('universal checks', () => {
  it('is not applicable without tracking or a dated promotion', () => {
    const model = page({ textBlocks: [block('Established 2009, still going.')] });
    for (const id of ['UNIV_001', 'UNIV_003']) expect(check(id).run(model).status).toBe('not_applicable');
  });

  it('does not blame the business for misspellings in customer reviews', () => {
    const model = page({ textBlocks: [block('I recieved it fast', { selector: '#customer_review-1 > p' })] });
    expectOutcome(check('UNIV_008').run(model), 'pass', { absent: true });
  });

  it('ignores years in copyright lines when looking for dated promotions', () => {
    const model = page({
      fetchedAt: '2026-03-01T00:00:00.000Z',
      textBlocks: [block('© 2014 Summer Events Ltd')],
    });
    expect(check('UNIV_003').run(model).status).toBe('not_applicable');
  });

  it("names a German association's e.V. as the entity behind the site, from the same legal forms as HERO_004", () => {
    const model = page({ textBlocks: [block('© 2026 Bonner Ruder-Verein 1882 e.V. | Impressum', footer)] });
    expectOutcome(check('UNIV_006').run(model), 'pass', { quote: 'Bonner Ruder-Verein 1882 e.V.' });
    // a name with an umlaut is a name: "Müller" stopped the ASCII pattern at its "ü"
    const umlaut = page({ textBlocks: [block('© 2026 Müller Bau GmbH', footer)] });
    expectOutcome(check('UNIV_006').run(umlaut), 'pass', { quote: 'Müller Bau GmbH' });
  });
});
