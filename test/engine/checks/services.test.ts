import { describe, expect, it } from 'vitest';
import checks from '../../../lib/engine/checks/groups/services/index.js';
import { modelWith } from '../../support/model-fixture.js';
import {
  assertCase,
  assertMetadata,
  assertSequentialIds,
  block,
  contact,
  cta,
  field,
  form,
  heading,
  link,
  type CheckCase,
} from '../../support/d-model-parts.js';

const getCheck = (id: string) => checks.find((c) => c.id === id);

const generic = () => modelWith({ textBlocks: [block('Quality work you can trust.')] });

const cases: CheckCase[] = [
  {
    id: 'SERV_001',
    pass: () => modelWith({ textBlocks: [block('Proudly serving Austin, Round Rock and Cedar Park.')] }),
    fail: generic,
    passQuote: 'Proudly serving Austin',
  },
  {
    id: 'SERV_002',
    pass: () =>
      modelWith({
        headings: [heading('Ways to work with us')],
        textBlocks: [block('Fixed-price projects or a monthly retainer.')],
      }),
    fail: generic,
    passQuote: 'Ways to work with us',
  },
  {
    id: 'SERV_003',
    pass: () =>
      modelWith({
        headings: [
          heading('Our services'),
          heading('Roof repair', 3),
          heading('Gutters', 3),
          heading('Skylights', 3),
          heading('About us'),
        ],
      }),
    fail: () =>
      modelWith({ headings: [heading('Our services'), heading('Roof repair', 3), heading('About us')] }),
    passQuote: 'Skylights',
    failQuote: 'Our services',
  },
  {
    id: 'SERV_004',
    pass: () => modelWith({ ctas: [cta('Get your free estimate', 'quote')] }),
    fail: () => modelWith({ ctas: [cta('Contact us', 'contact')] }),
    passQuote: 'free estimate',
  },
  {
    id: 'SERV_005',
    pass: () => modelWith({ links: [link('Schedule', 'https://calendly.com/acme/intro')] }),
    fail: () => modelWith({ links: [link('Call us', 'tel:+15550100')] }),
    passQuote: 'Schedule',
  },
  {
    id: 'SERV_006',
    pass: () => modelWith({ textBlocks: [block('0% financing available for 12 months.')] }),
    fail: generic,
    passQuote: '0% financing',
  },
  {
    id: 'SERV_007',
    pass: () => modelWith({ contacts: [contact('hours', 'Mon-Fri 8am-6pm')] }),
    fail: generic,
    passQuote: 'Mon-Fri 8am-6pm',
  },
  {
    id: 'SERV_008',
    pass: () => modelWith({ textBlocks: [block('Most kitchens are finished in 4-6 weeks.')] }),
    fail: generic,
    passQuote: '4-6 weeks',
  },
  {
    id: 'SERV_009',
    pass: () =>
      modelWith({
        forms: [
          form('contact', [field('name'), field('service', { tag: 'select', label: 'Service needed' })]),
        ],
      }),
    fail: () => modelWith({ forms: [form('contact', [field('name'), field('email')])] }),
    passQuote: 'Service needed',
    failQuote: 'name, email',
    na: generic,
  },
  {
    id: 'SERV_010',
    pass: () => modelWith({ headings: [heading('New patient special: $49 exam and cleaning')] }),
    fail: generic,
    passQuote: 'New patient special',
  },
];

describe('services checks', () => {
  it('numbers SERV_001..SERV_010 with no gaps', () => {
    assertSequentialIds(checks, 'SERV', 10);
  });

  it.each(cases)('$id passes on a service page that has it and fails on one that lacks it', (c) => {
    const check = getCheck(c.id)!;
    expect(check.group).toBe('services');
    assertMetadata(check);
    assertCase(check, c);
  });

  it('SERV_001 reads where the business works from its address or a place named beside its work', () => {
    const check = getCheck('SERV_001')!;
    const passes = [
      modelWith({ contacts: [contact('address', '2730 Wilshire Blvd., Suite 320, Santa Monica, CA 90403')] }),
      modelWith({
        textBlocks: [block('Remodeling projects throughout Seattle and the Greater Puget Sound Area.')],
      }),
      modelWith({ headings: [heading('Top legal consultancy in Vegas')] }),
      modelWith({ textBlocks: [block('Erin Clark -- a Dallas website design and graphic design company.')] }),
    ];
    for (const model of passes) expect(check.run(model).status).toBe('pass');
    const fails = [
      modelWith({ headings: [heading('Beautiful Across Devices')] }),
      modelWith({ textBlocks: [block('We help clients in every industry, across the web.')] }),
      modelWith({ textBlocks: [block('We are a Leading digital agency for ambitious brands.')] }),
      modelWith({ contacts: [contact('phone', '206-588-2075')] }),
    ];
    for (const model of fails) expect(check.run(model).status).toBe('fail');
  });

  it('counts links to individual service pages as listed services', () => {
    const model = modelWith({
      links: ['plumbing', 'heating', 'drains'].map((s) => link(s, `https://example.com/services/${s}`)),
    });
    expect(getCheck('SERV_003')!.run(model).status).toBe('pass');
  });

  it('keeps hours, financing and first-visit offers to local businesses', () => {
    expect(getCheck('SERV_006')!.industries).toEqual(['local']);
    expect(getCheck('SERV_007')!.industries).toEqual(['local']);
    expect(getCheck('SERV_010')!.industries).toEqual(['local']);
  });
});
