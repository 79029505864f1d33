import { describe, expect, it } from 'vitest';
import {
  badge,
  block,
  check,
  describeChecks,
  expectOutcome,
  heading,
  link,
  logo,
  page,
  review,
  runCheck,
  testimonial,
  type CheckCase,
} from '../../support/check-kit/index.js';
import { snippetModel } from '../model/corpus-models.js';

const named = (quote: string) =>
  testimonial(quote, { author: 'Dana Kim', role: 'Head of Ops', company: 'Northwind', hasPhoto: true });
const bare = (quote: string) => testimonial(quote);

const cases: CheckCase[] = [
  {
    id: 'SOCIAL_001',
    pass: () => page({ testimonials: [bare('They fixed our roof in a day.')] }),
    fail: () => page({ textBlocks: [block('We fix roofs.')] }),
    passQuote: 'fixed our roof',
    failAbsent: true,
  },
  {
    id: 'SOCIAL_002',
    pass: () => page({ reviews: [review({ ratingValue: 4.7, reviewCount: 312 })] }),
    fail: () => page({ textBlocks: [block('Our customers love us.')] }),
    passObserved: '4.7/5 from 312',
    failAbsent: true,
  },
  {
    id: 'SOCIAL_003',
    pass: () => page({ logos: [logo('Stripe'), logo('Shopify'), logo('Atlassian')] }),
    fail: () => page({ logos: [logo('Stripe')] }),
    passObserved: 'Shopify',
    failObserved: 'Stripe',
  },
  {
    id: 'SOCIAL_004',
    pass: () => page({ textBlocks: [block('As seen in The Guardian, Wired and Vogue.')] }),
    fail: () => page({ badges: [badge('payment', 'Visa')] }),
    passQuote: 'As seen in',
    failAbsent: true,
  },
  {
    id: 'SOCIAL_005',
    pass: () => page({ headings: [heading('Trusted by 12,000+ teams worldwide')] }),
    fail: () => page({ textBlocks: [block('Teams worldwide love it.')] }),
    passQuote: '12,000+ teams',
    failAbsent: true,
  },
  {
    id: 'SOCIAL_006',
    pass: () => {
      const r = review({ ratingValue: 4.8 });
      return page({
        reviews: [r],
        hero: { headline: null, subheadline: null, cta: null, image: null, end: r.order + 1 },
      });
    },
    fail: () => {
      const t = bare('Loved it.');
      return page({
        testimonials: [t],
        hero: { headline: null, subheadline: null, cta: null, image: null, end: t.order - 1 },
      });
    },
    passObserved: 'rating 4.8/5 in hero',
    failAbsent: true,
  },
  {
    id: 'SOCIAL_007',
    pass: () =>
      page({ links: [link('Rated Excellent on Trustpilot', 'https://www.trustpilot.com/review/acme.com')] }),
    fail: () => page({ textBlocks: [block('Rated excellent by our customers.')] }),
    passQuote: 'Trustpilot',
    failAbsent: true,
  },
  {
    id: 'SOCIAL_008',
    pass: () => page({ links: [link('Read customer stories', 'https://example.com/customers')] }),
    fail: () => page({ links: [link('Features', 'https://example.com/features')] }),
    passQuote: 'customer stories',
    failAbsent: true,
  },
  {
    id: 'SPQ_001',
    pass: () => page({ testimonials: [named('Great team.'), named('Fast and kind.')] }),
    fail: () => page({ testimonials: [named('Great team.'), bare('Anonymous praise here.')] }),
    passQuote: 'Dana Kim',
    failQuote: 'Anonymous praise',
  },
  {
    id: 'SPQ_002',
    pass: () => page({ testimonials: [named('Photo quote.'), bare('No photo.')] }),
    fail: () => page({ testimonials: [bare('Faceless quote.'), bare('Another.')] }),
    passQuote: 'Photo quote',
    failQuote: 'Faceless quote',
  },
  {
    id: 'SPQ_003',
    pass: () => page({ testimonials: [named('Our ops run smoother.')] }),
    fail: () => page({ testimonials: [testimonial('Just a name.', { author: 'Sam' })] }),
    passQuote: 'Head of Ops',
    failQuote: 'Just a name',
  },
  {
    id: 'SPQ_004',
    pass: () =>
      page({ testimonials: [bare('Nice people.'), bare('We cut month-end close from 5 days to 2.')] }),
    fail: () => page({ testimonials: [bare('Great service, highly recommend!')] }),
    passQuote: '5 days to 2',
    failQuote: 'Great service',
  },
  {
    id: 'SPQ_005',
    pass: () => page({ testimonials: [bare('One.'), bare('Two.'), bare('Three.')] }),
    fail: () => page({ testimonials: [bare('Only one quote.')] }),
    passQuote: 'Three',
    failQuote: 'Only one quote',
  },
  {
    id: 'SPQ_006',
    pass: () => page({ reviews: [review({ ratingValue: 4.4, reviewCount: 57, ratingCount: null })] }),
    fail: () => page({ reviews: [review({ ratingValue: 5, reviewCount: 3, ratingCount: 3 })] }),
    passObserved: '57 reviews',
    failObserved: '3 reviews',
  },
];

describeChecks('social-proof', cases);

describe('social proof checks', () => {
  it('reads the review count from the text beside the rating when the markup lacks it', () => {
    const model = page({
      reviews: [review({ ratingValue: 4.4, reviewCount: null, ratingCount: null })],
      textBlocks: [block('1,204 ratings')],
    });
    expectOutcome(check('SPQ_006').run(model), 'pass', { observed: '1204 reviews' });
  });

  it('judges testimonial quality only when there are testimonials', () => {
    const model = page({ textBlocks: [block('No quotes here.')] });
    for (const id of ['SPQ_001', 'SPQ_002', 'SPQ_003', 'SPQ_004', 'SPQ_005', 'SPQ_006']) {
      expect(check(id).run(model).status).toBe('not_applicable');
    }
  });

  it('is not applicable to the first screen when the hero is unknown', () => {
    expect(check('SOCIAL_006').run(page({ testimonials: [bare('Hi.')] })).status).toBe('not_applicable');
  });
});

describe('SOCIAL_001 finds testimonials that carry no testimonial class', () => {
  const status = (body: string) => runCheck('SOCIAL_001', snippetModel(body)).status;

  it('passes on a quote followed by the customer\'s name, a quote card, a "Name X - words" line', () => {
    // a first-person quote with the name on the next line
    expect(
      status(
        '<main><div><p>My husband and I wanted to see a play, and Todd secured fantastic seats for us.</p><p>Lynn Brod</p></div></main>',
      ),
    ).toBe('pass');
    // repeated cards: words, then an avatar, a name and a role
    const card = (name: string) =>
      `<div><p>The onboarding took an afternoon and support answered every question within the hour.</p><div><img src="a.jpg" alt=""><div><div>${name}</div><div>Acme, ceo</div></div></div></div>`;
    expect(status(`<main><section>${card('Trich B')}${card('John B')}</section></main>`)).toBe('pass');
    // a section labelled testimonials with an abbreviated class
    expect(
      status(
        '<main><section class="section testi" aria-label="testimonials"><p class="testi-text">The food was extraordinary, thank you for the evening.</p><div class="profile"><p class="profile-name">Sam Jhonson</p></div></section></main>',
      ),
    ).toBe('pass');
    expect(status('<main><aside><div>Karen D - Quick and easy, thanks!</div></aside></main>')).toBe('pass');
  });

  it('fails on feature grids, team bios, article paragraphs and button rows', () => {
    // a feature list: each paragraph is followed by the next feature's title
    expect(
      status(
        '<main><h3>Fast Sync</h3><p>Changes reach every device within seconds of saving them anywhere.</p><h3>Secure Storage</h3><p>Files are encrypted at rest and in transit with modern ciphers.</p><h3>Team Sharing</h3></main>',
      ),
    ).toBe('fail');
    // team bios: the name comes before the words
    const bio = (name: string) =>
      `<div><img src="t.jpg" alt=""><h4>${name}</h4><p>She has led our design team for ten years and loves typography.</p></div>`;
    expect(status(`<main>${bio('Ana Ruiz')}${bio('Lee Park')}</main>`)).toBe('fail');
    // article paragraphs broken up by ad labels, and paragraphs followed by buttons
    expect(
      status(
        '<main><p>Officials said the government had already shown important progress on several fronts.</p><div>Advertisement</div><p>The executive order keeps some sanctions in place for another six months.</p><div>Advertisement</div><p>Plans start with a free tier that covers small teams and personal projects.</p><div>Read More</div></main>',
      ),
    ).toBe('fail');
  });
});
