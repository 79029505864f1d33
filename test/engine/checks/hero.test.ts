import { describe, expect, it } from 'vitest';
import type { Layout } from '../../../lib/engine/model/page-model.js';
import {
  type CheckCase,
  describeChecks,
  filler,
  flow,
  image,
  renderFacts,
  runCheck,
} from '../../support/check-kit/index.js';

const HEADLINE = 'Project plans your whole team can follow';
const SUB = 'Plan sprints, track work and ship on time with one shared board.';

function layout(y: number, fontSizePx = 40): Layout {
  const at = (top: number) => ({
    box: { x: 0, y: top, width: 300, height: 40 },
    visible: true,
    aboveFold: top < 700,
    fontSizePx,
  });
  return { desktop: at(y), mobile: at(y) };
}

const heroWith = (headline: string, sub = SUB) =>
  flow().h1(headline).p(sub).cta('Start free trial', { role: 'primary', intent: 'trial' }).endHero();

/** A rendered page whose headline starts at `y` px and is set at `fontSizePx`. */
function measured(y: number, fontSizePx: number) {
  return flow()
    .h1(HEADLINE, { layout: layout(y, fontSizePx) })
    .p(SUB)
    .endHero()
    .build({ render: renderFacts() });
}

const cases: CheckCase[] = [
  {
    id: 'HERO_001',
    pass: () => heroWith(HEADLINE).build(),
    passQuote: HEADLINE,
    fail: () => flow().p('Some text without any heading at all.').endHero().build(),
    failAbsent: true,
  },
  {
    id: 'HERO_002',
    pass: () => heroWith(HEADLINE).build(),
    passQuote: HEADLINE,
    fail: () =>
      heroWith(
        'We are a company that builds the very best project planning software for teams everywhere',
      ).build(),
    failQuote: 'We are a company',
    na: () => flow().p('No headline here.').endHero().build(),
  },
  {
    id: 'HERO_003',
    pass: () => heroWith(HEADLINE).build(),
    passQuote: HEADLINE,
    fail: () => heroWith('Welcome to our website').build(),
    failQuote: 'Welcome to our website',
    na: () => flow().endHero().build(),
  },
  {
    id: 'HERO_004',
    pass: () => heroWith(HEADLINE).build({ openGraph: { 'og:site_name': 'Planbase' } }),
    passQuote: HEADLINE,
    fail: () => heroWith('PlanBase').build({ finalUrl: 'https://www.planbase.io/' }),
    failQuote: 'PlanBase',
    na: () => flow().endHero().build(),
  },
  {
    id: 'HERO_005',
    pass: () => heroWith(HEADLINE).build(),
    passQuote: SUB,
    fail: () => heroWith(HEADLINE, 'Fast.').build(),
    failQuote: 'Fast.',
    na: () => flow().endHero().build(),
  },
  {
    id: 'HERO_006',
    pass: () => heroWith(HEADLINE).build(),
    passQuote: 'Start free trial',
    fail: () => flow().h1(HEADLINE).p(SUB).endHero().cta('Start free trial', { role: 'primary' }).build(),
    failAbsent: true,
  },
  {
    id: 'HERO_007',
    pass: () => {
      const m = heroWith(HEADLINE).build();
      const board = image('https://example.com/board.png', {
        order: 15,
        alt: 'The shared sprint board',
        width: 800,
        height: 500,
        hasSrcset: true,
        format: 'png',
      });
      return { ...m, images: [board], hero: { ...m.hero, image: board } };
    },
    passQuote: 'The shared sprint board',
    fail: () => heroWith(HEADLINE).build(),
    failAbsent: true,
  },
  {
    id: 'HERO_008',
    pass: () =>
      flow()
        .h1(HEADLINE)
        .cta('Start free trial', { role: 'primary' })
        .cta('See how it works', { intent: 'learn' })
        .endHero()
        .build(),
    passQuote: 'See how it works',
    fail: () =>
      flow()
        .h1(HEADLINE)
        .cta('Start free trial', { role: 'primary' })
        .cta('Book a demo')
        .cta('Watch the video')
        .cta('Read the docs')
        .endHero()
        .build(),
    failQuote: 'Read the docs',
    na: () => flow().h1(HEADLINE).cta('Log in', { region: 'nav' }).endHero().build(),
  },
  {
    id: 'HERO_009',
    pass: () => heroWith(HEADLINE).build(),
    passQuote: SUB,
    fail: () =>
      flow()
        .h1(HEADLINE)
        .p(`Our platform brings together planning, tracking and reporting: ${filler(90)}`)
        .endHero()
        .build(),
    failQuote: 'Our platform brings together planning',
    na: () => flow().h1(HEADLINE).build(),
  },
  {
    id: 'HERO_010',
    pass: () => heroWith(HEADLINE).build(),
    passQuote: HEADLINE,
    fail: () =>
      flow()
        .h1(HEADLINE)
        .h2('Summer sale on all plans')
        .h2('New: time tracking')
        .h2('Join our webinar')
        .endHero()
        .build(),
    failQuote: 'Join our webinar',
    na: () => flow().p(SUB).endHero().build(),
  },
  {
    id: 'HERO_011',
    pass: () => measured(120, 44),
    passQuote: HEADLINE,
    fail: () => measured(700, 44),
    failQuote: HEADLINE,
    na: () => heroWith(HEADLINE).build({ render: renderFacts() }),
  },
  {
    id: 'HERO_012',
    pass: () => measured(120, 44),
    passQuote: HEADLINE,
    fail: () => measured(120, 18),
    failQuote: HEADLINE,
    na: () => heroWith(HEADLINE).build({ render: renderFacts() }),
  },
];

describeChecks('hero', cases);

describe('HERO_005 counts the words of a sentence', () => {
  it('fails a line of dates and figures under the headline, which the dash and numbers padded to six tokens', () => {
    const promo = runCheck(
      'HERO_005',
      heroWith('Ferienhaus Feinen', 'Last-Minute 28.01. - 05.02. 10% sparen!').build(),
    );
    expect(promo.status).toBe('fail');
    expect(promo.status === 'fail' && promo.observed).toBe('2 words (range 6-40)');
    // six words of a sentence with a figure among them pass
    expect(
      runCheck('HERO_005', heroWith(HEADLINE, 'Sleeps 9 guests in 4 quiet bedrooms by the lake').build())
        .status,
    ).toBe('pass');
  });
});

describe('HERO_006 without a measured layout', () => {
  const run = (model: ReturnType<ReturnType<typeof flow>['build']>) => runCheck('HERO_006', model);
  const product = { pageType: { id: 'product_detail' as const, confidence: 0.9, signals: [] } };

  it('takes a call to action in the header for one on the first screen', () => {
    const model = flow()
      .h1(HEADLINE)
      .p(SUB)
      .endHero()
      .cta('Book a call', { role: 'primary', region: 'header' })
      .build();
    expect(run(model)).toMatchObject({ status: 'pass', observed: expect.stringContaining('in the header') });
  });

  it("takes a product page's own buy button for the buy box beside its title, but no other page's", () => {
    const buy = () =>
      flow()
        .h1('French Vanilla Ground Coffee')
        .p(SUB)
        .endHero()
        .cta('Add to cart', { role: 'primary', intent: 'cart', goal: 'add_to_cart' });
    expect(run(buy().build(product)).status).toBe('pass');
    expect(run(buy().build()).status).toBe('fail');
  });

  it('abstains when no headline marks where the first screen ends, and judges once the page was measured', () => {
    const headless = (over = {}) =>
      flow().p(SUB).endHero().cta('Request a quote', { role: 'primary', intent: 'quote' }).build(over);
    expect(run(headless())).toMatchObject({
      status: 'not_applicable',
      reason: expect.stringContaining('no headline'),
    });
    // measured (a render whose styles loaded): the fold says where the first screen ends
    expect(run(headless({ render: renderFacts() })).status).toBe('fail');
  });
});

describe('HERO_004 and legal company names', () => {
  it('fails a headline that is a legal name the domain does not spell, and passes a claim that names a company', () => {
    const named = (headline: string) =>
      runCheck('HERO_004', heroWith(headline).build({ finalUrl: 'https://www.nytix.com/' }));
    expect(named('Applause Theatre & Entertainment Service, Inc.')).toMatchObject({
      status: 'fail',
      observed: expect.stringContaining('legal name'),
    });
    expect(named('Müller Bau GmbH').status).toBe('fail');
    expect(named('Smith & Sons Ltd').status).toBe('fail');
    // a German club's registered name (the rowing club of the eleventh blind round), from the
    // shared legal forms (model/legal-forms.ts)
    expect(named('Bonner Ruder-Verein 1882 e.V.').status).toBe('fail');
    expect(named('Rudern in unserem Verein e.V. Bonn: jetzt mitmachen').status).toBe('pass');
    // title-case claims and sentences that mention a company are headlines, not names
    expect(named('Quantities Limited').status).toBe('pass');
    expect(named('Trusted by Acme Inc.').status).toBe('pass');
    expect(named('Build faster with Acme Inc.').status).toBe('pass');
  });
});

describe('HERO_007 and a picture the stylesheet paints', () => {
  it('counts a hero photo set as a CSS background, measured in the render, and quotes its file', () => {
    const bare = heroWith(HEADLINE).build();
    const painted = {
      ...bare,
      render: renderFacts({
        desktop: {
          firstScreenPicture: {
            url: 'https://farm.example/images/hero.jpg?v=3',
            selector: 'body > section.hero',
            width: 1366,
            height: 768,
          },
        },
      }),
    };
    const result = runCheck('HERO_007', painted);
    expect(result).toMatchObject({
      status: 'pass',
      evidence: [{ quote: 'background picture hero.jpg (1366x768 px)', selector: 'body > section.hero' }],
    });
    // the same page measured with no such picture still has no image of the offer
    const none = { ...bare, render: renderFacts({ desktop: { firstScreenPicture: null } }) };
    expect(runCheck('HERO_007', none).status).toBe('fail');
  });
});
