import { describe, expect, it } from 'vitest';
import { editDistance } from '../../../lib/engine/checks/signals/edit-distance.js';
import {
  badge,
  block,
  check,
  contact,
  describeChecks,
  located,
  expectOutcome,
  heading,
  link,
  page,
  policy,
  type CheckCase,
} from '../../support/check-kit/index.js';

const footer = { region: 'footer' } as const;

const cases: CheckCase[] = [
  {
    id: 'TRUST_001',
    pass: () => page({ textBlocks: [block('We are SOC 2 Type II audited and encrypt data at rest.')] }),
    fail: () => page({ textBlocks: [block('The fastest way to plan your sprints.')] }),
    passQuote: 'SOC 2',
    failAbsent: true,
  },
  {
    id: 'TRUST_002',
    pass: () => page({ policies: [policy('privacy', 'Privacy Policy', footer)] }),
    fail: () => page({ links: [link('Blog', 'https://example.com/blog')] }),
    passQuote: 'Privacy Policy',
    failAbsent: true,
  },
  {
    id: 'TRUST_003',
    pass: () => page({ links: [link('Terms of Service', 'https://example.com/legal/terms', footer)] }),
    fail: () => page({ policies: [policy('privacy', 'Privacy')] }),
    passQuote: 'Terms of Service',
    failAbsent: true,
  },
  {
    id: 'TRUST_004',
    pass: () => page({ textBlocks: [block('Visit us at 1200 Pine Street, Seattle, WA 98101', footer)] }),
    fail: () => page({ textBlocks: [block('We ship everywhere.')] }),
    passQuote: '1200 Pine Street',
    failAbsent: true,
  },
  {
    id: 'TRUST_005',
    pass: () => page({ textBlocks: [block('Call us: (206) 555-0134 any day', { region: 'header' })] }),
    fail: () => page({ textBlocks: [block('Write to us any time.')] }),
    passQuote: '(206) 555-0134',
    failAbsent: true,
  },
  {
    id: 'TRUST_006',
    pass: () => page({ links: [link('Contact us', 'https://example.com/contact', footer)] }),
    fail: () => page({ links: [link('Shop', 'https://example.com/shop')] }),
    passQuote: 'Contact us',
    failAbsent: true,
  },
  {
    id: 'TRUST_007',
    pass: () =>
      page({
        fetchedAt: '2026-05-01T00:00:00.000Z',
        textBlocks: [block('© 2012-2026 Acme Ltd. All rights reserved.', footer)],
      }),
    fail: () =>
      page({
        fetchedAt: '2026-05-01T00:00:00.000Z',
        textBlocks: [block('© Copyright 2014 Acme. All rights reserved.', footer)],
      }),
    passQuote: '2012-2026',
    failQuote: 'Copyright 2014',
  },
  {
    id: 'TRUST_008',
    pass: () => page({ links: [link('About us', 'https://example.com/about-us', { region: 'nav' })] }),
    fail: () => page({ links: [link('Cart', 'https://example.com/cart', { region: 'nav' })] }),
    passQuote: 'About us',
    failAbsent: true,
  },
  {
    id: 'TRUST_009',
    pass: () => page({ textBlocks: [block('Questions? Our team replies within 2 hours on weekdays.')] }),
    fail: () => page({ textBlocks: [block('Questions? Send us a message.')] }),
    passQuote: 'within 2 hours',
    failAbsent: true,
  },
  {
    id: 'TRUST_010',
    pass: () => page({ textBlocks: [block('Family plumbers serving Austin since 1987.')] }),
    fail: () => page({ textBlocks: [block('Family plumbers serving Austin.')] }),
    passQuote: 'since 1987',
    failAbsent: true,
  },
  {
    id: 'TRUST_011',
    pass: () => page({ textBlocks: [block('Handmade leather bags, stitched in Leeds.')] }),
    fail: () => page({ textBlocks: [block('Lorem ipsum dolor sit amet, consectetur adipiscing elit.')] }),
    passAbsent: true,
    failQuote: 'Lorem ipsum',
  },
  {
    id: 'TRUST_012',
    pass: () => page({ links: [link('hello@acme.com', 'mailto:hello@acme.com', footer)] }),
    fail: () => page({ contacts: [contact('email', 'acmeplumbing@gmail.com', footer)] }),
    passQuote: 'hello@acme.com',
    failQuote: 'acmeplumbing@gmail.com',
  },
  {
    id: 'TRUST_013',
    pass: () =>
      page({ textBlocks: [block('Meet the team: Ana and Raj, who founded the studio in Lisbon.')] }),
    fail: () => page({ textBlocks: [block('We build websites that convert.')] }),
    passQuote: 'Meet the team',
    failAbsent: true,
  },
  {
    id: 'TRUST_014',
    pass: () => page({ badges: [badge('certification', 'Google Partner certified')] }),
    fail: () => page({ badges: [badge('payment', 'Visa')] }),
    passQuote: 'Google Partner',
    failAbsent: true,
  },
  {
    id: 'TRUST_015',
    pass: () =>
      page({ textBlocks: [block('Open Mon-Fri 8am-5pm'), block('Monday - Friday: 8:00 am - 5:00 pm')] }),
    passAbsent: true,
    fail: () => page({ textBlocks: [block('Open Mon-Fri 8am-5pm'), block('Monday to Friday 9am - 6pm')] }),
    failQuote: '9am - 6pm',
  },
  {
    id: 'TRUST_016',
    pass: () => page({ nav: navOf('Services', 'About us', 'Contact') }),
    passAbsent: true,
    fail: () => page({ nav: navOf('Home One', 'Home Two', 'Typography', 'Contact') }),
    failQuote: 'Home One',
  },
  {
    id: 'TRUST_017',
    pass: () => page({ contacts: [contact('phone', '+44 20 7946 0958', footer)] }),
    passAbsent: true,
    fail: () => page({ contacts: [contact('phone', '+1 123 456 7890', footer)] }),
    failQuote: '+1 123 456 7890',
  },
  {
    id: 'TRUST_018',
    pass: () => page({ hiddenLinks: [] }),
    passAbsent: true,
    fail: () =>
      page({
        hiddenLinks: [
          {
            ...located(),
            text: 'cheap viagra online',
            href: 'https://pills.example.net/',
            how: 'off screen',
          },
          { ...located(), text: 'best casino bonus', href: 'https://spin.example.org/', how: 'off screen' },
        ],
      }),
    failQuote: 'cheap viagra online',
  },
  {
    id: 'TRUST_019',
    pass: () =>
      page({ contacts: [contact('email', 'mailto:info@example.com', { shown: 'info@example.com' })] }),
    passAbsent: true,
    fail: () =>
      page({ contacts: [contact('email', 'mailto:info@example.om', { shown: 'info@example.om' })] }),
    failQuote: 'info@example.om',
  },
];

/** A menu of these entries, each with the selector of its link. */
function navOf(...texts: string[]) {
  return {
    present: true,
    items: texts.map((text, i) => ({
      text,
      href: `https://example.com/${i}`,
      selector: `nav li:nth-of-type(${i + 1}) > a`,
    })),
    hasSearch: false,
    sticky: null,
    hasLogoLinkHome: true,
  };
}

describeChecks('trust', cases);

describe('trust checks', () => {
  it('TRUST_011 reads template filler and unfilled template variables as placeholder text', () => {
    const subject = check('TRUST_011');
    const filler = [
      'Copyright © Your Website 2023',
      'To activate this form, sign up at startbootstrap.com/solution/contact-forms',
      'This free and open-source landing page template was built using Tailwind CSS.',
      // template Latin without the words "lorem ipsum"
      'Quas ut distinctio tenetur animi, voluptatem accusantium doloremque.',
      // Bootstrap's documentation examples, kept by pages built from its components
      'First slide label',
      'Some representative placeholder content for the first slide.',
      "Some quick example text to build on the card title and make up the bulk of the card's content.",
    ];
    for (const text of filler) expect(subject.run(page({ textBlocks: [block(text)] })).status).toBe('fail');
    const base = page({ textBlocks: [block('Handmade leather bags, stitched in Leeds.')] });
    const unfilled = { ...base, meta: { ...base.meta, description: '$metaDescriptionE' } };
    expect(subject.run(unfilled).status).toBe('fail');
    expect(subject.run({ ...base, title: '{{ page.title }}' }).status).toBe('fail');
    // a real copyright line, a template shop selling templates and a price in the head stay passes
    const real = page({
      textBlocks: [
        block('© 2024 Leeds Leather Ltd. Build your website with our templates.'),
        block('Choose a website template and grow your business.'),
        // a slide and a card of a real page
        block('Our first slide shows the new showroom; the label on each card names the wood.'),
      ],
    });
    expect(
      subject.run({ ...real, meta: { ...real.meta, description: 'Bags from $49, free delivery.' } }).status,
    ).toBe('pass');
  });

  it('TRUST_011 reads a bracketed slot that names a field as placeholder, and a bracketed link label as none', () => {
    const subject = check('TRUST_011');
    for (const text of [
      'Call us at [Insert phone number]',
      'Welcome to [Your Company Name]',
      'Written by [your name]',
    ])
      expect(subject.run(page({ textBlocks: [block(text)] })).status, text).toBe('fail');
    // a real estate site's footer link: a label in brackets, no field to fill
    expect(subject.run(page({ textBlocks: [block('[Your New York City Neighborhoods]')] })).status).toBe(
      'pass',
    );
  });

  it('finds the address in structured data when the text has none', () => {
    const model = page({
      structuredData: [
        { format: 'json-ld', type: 'LocalBusiness', data: { address: { streetAddress: '9 Elm Row' } } },
      ],
    });
    expectOutcome(check('TRUST_004').run(model), 'pass', { observed: 'Elm Row' });
  });

  it('is not applicable without a dated copyright notice or an email address', () => {
    const model = page({ textBlocks: [block('Just a page.')] });
    expect(check('TRUST_007').run(model).status).toBe('not_applicable');
    expect(check('TRUST_012').run(model).status).toBe('not_applicable');
  });
});

describe('TRUST_006 contact routes', () => {
  const trust006 = check('TRUST_006');

  it('takes a customer-service link for a contact route', () => {
    const model = page({
      links: [
        link('Customer Service', 'https://example.com/gp/help/customer/display.html', { region: 'nav' }),
      ],
    });
    expect(trust006.run(model).status).toBe('pass');
  });

  it('does not take a "Contact" link that leads nowhere (href="" or a bare http://) for one', () => {
    const model = page({
      links: [
        link('Contact', 'https://example.com/', { region: 'header' }),
        link('Contact Us', 'http://', { region: 'footer', kind: 'other' }),
      ],
    });
    expect(trust006.run(model).status).toBe('fail');
    // the same words leading to a page of their own are a route
    expect(
      trust006.run(page({ links: [link('Contact', 'https://example.com/contact', { region: 'header' })] }))
        .status,
    ).toBe('pass');
  });
});

describe('TRUST_006 reads contact links in the languages it declares, by their name and address', () => {
  const trust006 = check('TRUST_006');
  const run = (links: ReturnType<typeof link>[]) => trust006.run(page({ links })).status;

  it('takes "Contacto", "Kontakt", "Contattaci" and a customer service in other words for a route', () => {
    expect(run([link('Contacto', 'https://example.com/#contacto', { region: 'footer' })])).toBe('pass');
    expect(run([link('Kontakt', 'https://example.com/impressum-und-mehr', { region: 'footer' })])).toBe(
      'pass',
    );
    expect(run([link('Contattaci', 'https://example.com/pagina/12', { region: 'footer' })])).toBe('pass');
    expect(run([link('Kundenservice', 'https://example.com/hilfe', { region: 'footer' })])).toBe('pass');
    expect(run([link('Service client', 'https://example.com/aide', { region: 'footer' })])).toBe('pass');
  });

  it('takes a picture link by its alt text, and a contact page by its address', () => {
    // an image link: no text, the accessible name is the picture's alt
    const picture = link('', 'https://example.com/fr/index.php?controller=contact-form', {
      region: 'header',
    });
    expect(run([{ ...picture, name: 'Contactez-nous' }])).toBe('pass');
    expect(run([link('Écrivez-nous', 'https://example.com/fr/index.php?controller=contact-form')])).toBe(
      'pass',
    );
  });

  it('takes a "Find us" or directions page for a route: where the business is and how to reach it', () => {
    // an arts centre's "Find Us" and an estate agent's branch finder (round 17): both list the
    // address and phone numbers, and both sites were reported as having no way to contact them
    expect(run([link('Find Us', 'https://example.com/visit/find-us/', { region: 'footer' })])).toBe('pass');
    expect(run([link('Anfahrt', 'https://example.com/anfahrt', { region: 'nav' })])).toBe('pass');
    expect(run([link('Comment nous trouver', 'https://example.com/acces', { region: 'nav' })])).toBe('pass');
    // finding a product is no route to the business, and neither is a social profile or a store
    expect(run([link('Find your size', 'https://example.com/sizes', { region: 'nav' })])).toBe('fail');
    expect(
      run([link('Find us on Facebook', 'https://www.facebook.com/acmebakery', { region: 'footer' })]),
    ).toBe('fail');
    expect(run([link('Find us on the App Store', 'https://example.com/app', { region: 'footer' })])).toBe(
      'fail',
    );
  });

  it('still wants the link to lead somewhere, and the words to name getting in touch', () => {
    expect(run([link('Kontakt', 'https://example.com/', { region: 'header' })])).toBe('fail');
    expect(run([link('Über uns', 'https://example.com/ueber-uns', { region: 'nav' })])).toBe('fail');
    expect(run([link('Contactless payment', 'https://example.com/payments', { region: 'nav' })])).toBe(
      'fail',
    );
  });
});

describe('TRUST_016: sample entries numbered in turn', () => {
  const run = (over: Parameters<typeof page>[0]) => check('TRUST_016').run(page(over));
  const numbered = (noun: string, n: number, pad = '') =>
    Array.from({ length: n }, (_, i) => `${noun} ${pad}${i + 1}`);

  it('fails on a generic noun numbered four times or more, in headings or links, quoting them', () => {
    const features = run({ headings: numbered('Feature', 6).map((t) => heading(t, 3)) });
    expect(features).toMatchObject({
      status: 'fail',
      observed: expect.stringContaining('6 sample entries numbered in turn ("Feature 1" … "Feature 6")'),
    });
    const products = run({
      links: numbered('List Products', 24, '0').map((t) =>
        link(t, 'https://example.com/#', { region: 'nav' }),
      ),
    });
    expect(products).toMatchObject({
      status: 'fail',
      evidence: expect.arrayContaining([expect.objectContaining({ quote: 'List Products 01' })]),
    });
    expect(run({ links: ['Home-1', 'Home-2', 'Home-3', 'Home-4'].map((t) => link(t, '/')) }).status).toBe(
      'fail',
    );
  });

  it('stays quiet on steps, days and modules, on three samples, and on named entries', () => {
    for (const noun of ['Step', 'Day', 'Module', 'Week', 'Chapter'])
      expect(run({ headings: numbered(noun, 6).map((t) => heading(t, 3)) }).status, noun).toBe('pass');
    expect(run({ headings: numbered('Feature', 3).map((t) => heading(t, 3)) }).status).toBe('pass');
    expect(
      run({ headings: ['Invoices', 'Payroll', 'Reports', 'Tax'].map((t) => heading(t, 3)) }).status,
    ).toBe('pass');
  });
});

describe('editDistance', () => {
  it('counts an added, dropped, changed or swapped letter as one edit', () => {
    expect(editDistance('scoutforce.om', 'scoutforce.com')).toBe(1);
    expect(editDistance('stearnsdesignbbuild.com', 'stearnsdesignbuild.com')).toBe(1);
    expect(editDistance('exanple.com', 'example.com')).toBe(1);
    expect(editDistance('exmaple.com', 'example.com')).toBe(1);
    expect(editDistance('example.com', 'example.com')).toBe(0);
    expect(editDistance('examplify.com', 'example.com')).toBe(3);
  });
});

describe('TRUST_019: a contact email on a misspelling of the own domain', () => {
  const mail = (address: string) => contact('email', `mailto:${address}`, { shown: address });
  const run = (over: Parameters<typeof page>[0]) => check('TRUST_019').run(page(over));

  it('fails on one letter dropped, doubled, changed or swapped, quoting the address', () => {
    for (const address of ['info@exmple.com', 'info@exammple.com', 'info@exanple.com', 'info@exmaple.com']) {
      expect(run({ contacts: [mail(address)] }), address).toMatchObject({
        status: 'fail',
        evidence: [{ quote: address }],
      });
    }
  });

  it('stays quiet on the own domain and its subdomains, other companies, free mail and short names', () => {
    for (const address of [
      'sales@example.com',
      'help@support.example.com',
      'me@gmail.com',
      'ops@examplify.com',
    ])
      expect(run({ contacts: [mail(address)] }).status, address).toBe('pass');
    const short = {
      ...page({ contacts: [mail('info@abd.de')] }),
      url: 'https://abc.de/',
      finalUrl: 'https://abc.de/',
    };
    expect(check('TRUST_019').run(short).status).toBe('pass');
  });

  it('stays quiet on a near domain the page itself links to (the business owns it)', () => {
    const outcome = run({
      contacts: [mail('info@example.co')],
      links: [link('Our UK shop', 'https://example.co/')],
    });
    expect(outcome.status).toBe('pass');
  });

  it('reads the canonical site on a local audit, and abstains when the own domain is unknown', () => {
    const local = (canonical: string | null) => ({
      ...page({ contacts: [mail('info@example.om')] }),
      url: 'http://127.0.0.1:4000/index.html',
      finalUrl: 'http://127.0.0.1:4000/index.html',
      canonical,
    });
    const withCanonical = local('https://www.example.com/');
    withCanonical.delivery = { ...withCanonical.delivery, loopback: true };
    expect(check('TRUST_019').run(withCanonical).status).toBe('fail');
    const without = local(null);
    without.delivery = { ...without.delivery, loopback: true };
    expect(check('TRUST_019').run(without).status).toBe('not_applicable');
  });
});
