import {
  type CheckCase,
  describeChecks,
  flow,
  inIndustry,
  link,
  price,
} from '../../support/check-kit/index.js';

/** A selling page whose copy is the given paragraphs. */
const copy = (...paragraphs: string[]) =>
  inIndustry(
    'ecommerce',
    flow()
      .h1('Handmade leather bags')
      .paragraphs(...paragraphs)
      .build(),
  );

const plan = (amount: number, order: number) =>
  price(`$${amount}`, amount, { order, period: 'month', context: `$${amount} per month` });

const decline = (text: string) => link(text, 'https://example.com/#close', { region: 'aside' });

const plans = (marked: boolean) => {
  const b = flow().h1('Plans').h2('Pricing');
  if (marked) b.p('Most popular');
  return { ...b.build(), prices: [plan(9, 100), plan(29, 110), plan(99, 120)] };
};

const cases: CheckCase[] = [
  {
    id: 'PSY_001',
    pass: () => copy('Summer sale ends Sunday at midnight.'),
    passQuote: 'Summer sale ends Sunday',
    fail: () => copy('Every bag is stitched by hand.'),
    failAbsent: true,
  },
  {
    id: 'PSY_002',
    pass: () => copy('Offer ends 31 May at 11:59 pm.'),
    passQuote: 'Offer ends 31 May',
    fail: () => copy('Hurry, this deal ends soon!'),
    failQuote: 'Hurry, this deal ends soon!',
    na: () => copy('Every bag is stitched by hand.'),
  },
  {
    id: 'PSY_003',
    pass: () => copy('Only 3 left in stock.'),
    passQuote: 'Only 3 left in stock.',
    fail: () => copy('Limited stock: selling fast.'),
    failQuote: 'Limited stock',
    na: () => copy('Every bag is stitched by hand.'),
  },
  {
    id: 'PSY_004',
    pass: () => copy('Only 3 left in stock.'),
    passQuote: 'Only 3 left in stock.',
    fail: () => copy('Hurry! Last chance!', 'Limited stock, selling fast.', 'Sale ends soon, act now.'),
    failQuote: 'Last chance',
    na: () => copy('Every bag is stitched by hand.'),
  },
  {
    id: 'PSY_005',
    pass: () => copy('Take our quiz to find your perfect bag.'),
    passQuote: 'Take our quiz',
    fail: () => copy('Every bag is stitched by hand.'),
    failAbsent: true,
  },
  {
    id: 'PSY_006',
    pass: () => copy('Stop losing sales to abandoned carts.'),
    passQuote: 'Stop losing sales',
    fail: () => copy('Every bag is stitched by hand.'),
    failAbsent: true,
  },
  {
    id: 'PSY_007',
    pass: () => plans(true),
    passQuote: 'Most popular',
    fail: () => plans(false),
    failQuote: '$29 per month',
    na: () => ({ ...flow().h1('Plans').build(), prices: [plan(9, 100)] }),
  },
  {
    id: 'PSY_008',
    pass: () => copy('Set up your shop in 5 minutes.'),
    passQuote: 'in 5 minutes',
    fail: () => copy('Set up your shop today.'),
    failAbsent: true,
  },
  {
    id: 'PSY_009',
    pass: () => ({ ...copy('Get 10% off your first order.'), links: [decline('No thanks')] }),
    passQuote: 'No thanks',
    fail: () => ({
      ...copy('Get 10% off your first order.'),
      links: [decline("No thanks, I don't like saving money")],
    }),
    failQuote: "I don't like saving money",
    na: () => copy('Get 10% off your first order.'),
  },
  {
    id: 'PSY_010',
    pass: () =>
      flow()
        .h2('Talk to us')
        .cta('Request a quote', { role: 'primary', intent: 'quote' })
        .cta('Download the brochure', { intent: 'download' })
        .build(),
    passQuote: 'Download the brochure',
    fail: () =>
      flow()
        .h2('Talk to us')
        .cta('Request a quote', { role: 'primary', intent: 'quote' })
        .h2('Resources')
        .cta('Download the brochure', { intent: 'download' })
        .build(),
    failQuote: 'Request a quote',
    na: () => flow().cta('Watch the video', { role: 'primary', intent: 'learn' }).build(),
  },
];

describeChecks('psychology', cases);
