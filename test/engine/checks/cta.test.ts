import { describe, expect, it } from 'vitest';
import { runCheck, runChecks } from '../../../lib/engine/checks/run-checks.js';
import { lookupIn } from '../../../lib/engine/checks/default-catalogue.js';
import { lastSegmentWords } from '../../../lib/engine/checks/groups/cta/shared.js';
import { composeAudit } from '../../../lib/engine/report/build-report.js';
import { computeScore } from '../../../lib/engine/report/score.js';
import { snippetModel } from '../model/corpus-models.js';
import type { CallToAction, Layout } from '../../../lib/engine/model/page-model.js';
import {
  type CheckCase,
  check,
  cta,
  describeChecks,
  field,
  form,
  link,
  filler,
  flow,
  renderFacts,
} from '../../support/check-kit/index.js';

const HEADLINE = 'Project plans your whole team can follow';

/** A page whose primary call to action has the given label and properties. */
const withPrimary = (text: string, over: Partial<CallToAction> = {}) =>
  flow()
    .h1(HEADLINE)
    .cta(text, { role: 'primary', intent: 'trial', ...over })
    .endHero()
    .build();

function layout(y: number, visible = true): Layout {
  const at = { box: { x: 0, y, width: 200, height: 48 }, visible, aboveFold: y < 700 };
  return { desktop: at, mobile: at };
}

const rendered = (y: number) =>
  flow()
    .h1(HEADLINE)
    .cta('Start free trial', { role: 'primary', intent: 'trial', layout: layout(y) })
    .endHero()
    .build({ render: renderFacts() });

const noPrimary = () => flow().h1(HEADLINE).cta('Read the blog').build();

const cases: CheckCase[] = [
  {
    id: 'CTA_001',
    pass: () => withPrimary('Start free trial'),
    passQuote: 'Start free trial',
    fail: noPrimary,
    failAbsent: true,
  },
  {
    id: 'CTA_002',
    pass: () => withPrimary('Get my free quote'),
    passQuote: 'Get my free quote',
    fail: () => withPrimary('Submit form'),
    failQuote: 'Submit form',
    na: noPrimary,
  },
  {
    id: 'CTA_003',
    pass: () => withPrimary('Book a table'),
    passQuote: 'Book a table',
    fail: () => withPrimary('Go'),
    failQuote: 'Go',
    na: noPrimary,
  },
  {
    id: 'CTA_004',
    pass: () => withPrimary('Start free trial'),
    passQuote: 'Start free trial',
    fail: () => withPrimary('Pricing and plans'),
    failQuote: 'Pricing and plans',
    na: noPrimary,
  },
  {
    id: 'CTA_005',
    pass: () => withPrimary('Start free trial'),
    passQuote: 'Start free trial',
    fail: () => withPrimary('Start free trial', { styledAsButton: false }),
    failQuote: 'Start free trial',
    na: noPrimary,
  },
  {
    id: 'CTA_006',
    pass: () =>
      flow()
        .cta('Try it free', { region: 'header', intent: 'trial' })
        .h1(HEADLINE)
        .cta('Start free trial', { role: 'primary', intent: 'trial' })
        .build(),
    passQuote: 'Try it free',
    fail: () =>
      flow()
        .cta('Log in', { region: 'header', intent: 'other' })
        .h1(HEADLINE)
        .cta('Start free trial', { role: 'primary', intent: 'trial' })
        .build(),
    failQuote: 'Start free trial',
    na: () => withPrimary('Start free trial'),
  },
  {
    id: 'CTA_007',
    pass: () => withPrimary('Start my free trial'),
    passQuote: 'Start my free trial',
    fail: () => withPrimary('Start free trial'),
    failQuote: 'Start free trial',
    na: noPrimary,
  },
  {
    id: 'CTA_008',
    pass: () => ({
      ...withPrimary('Add to cart', { intent: 'cart' }),
      industry: { id: 'ecommerce', confidence: 0.9, signals: [] },
    }),
    passQuote: 'Add to cart',
    fail: () => ({
      ...withPrimary('Subscribe to our newsletter', { intent: 'subscribe' }),
      industry: { id: 'ecommerce', confidence: 0.9, signals: [] },
    }),
    failQuote: 'Subscribe to our newsletter',
    na: () => ({
      ...withPrimary('Learn more', { intent: 'learn' }),
      industry: { id: 'ecommerce', confidence: 0.9, signals: [] },
    }),
  },
  {
    id: 'CTA_009',
    pass: () =>
      flow()
        .h1(HEADLINE)
        .cta('Start free trial', { role: 'primary', intent: 'trial' })
        .cta('Book a demo', { intent: 'demo' })
        .build(),
    passQuote: 'Book a demo',
    fail: () =>
      flow()
        .h1(HEADLINE)
        .cta('Start free trial', { role: 'primary', intent: 'trial' })
        .cta('Book a demo', { intent: 'demo' })
        .cta('Download the app', { intent: 'download' })
        .cta('Donate', { intent: 'donate' })
        .build(),
    failQuote: 'Donate',
    na: () => withPrimary('Start free trial'),
  },
  {
    id: 'CTA_010',
    pass: () =>
      flow()
        .h1(HEADLINE)
        .cta('Start free trial', { role: 'primary', intent: 'trial' })
        .cta('Start free trial', { intent: 'trial' })
        .build(),
    passQuote: 'Start free trial',
    fail: () =>
      flow()
        .h1(HEADLINE)
        .cta('Start free trial', { role: 'primary', intent: 'trial' })
        .cta('Try it for 14 days', { intent: 'trial' })
        .cta('Begin your trial', { intent: 'trial' })
        .build(),
    failQuote: 'Begin your trial',
    na: () => withPrimary('Start free trial'),
  },
  {
    id: 'CTA_011',
    pass: () =>
      flow()
        .h1(HEADLINE)
        .cta('Start free trial', { role: 'primary', intent: 'trial' })
        .p(filler(300))
        .p(filler(300))
        .p(filler(100))
        .cta('Try it free', { intent: 'trial' })
        .build(),
    passQuote: 'Try it free',
    fail: () =>
      flow()
        .h1(HEADLINE)
        .cta('Start free trial', { role: 'primary', intent: 'trial' })
        .p(filler(300))
        .p(filler(300))
        .p(filler(100))
        .build(),
    failQuote: 'Start free trial',
    na: () => withPrimary('Start free trial'),
  },
  {
    id: 'CTA_012',
    pass: () =>
      flow()
        .h1(HEADLINE)
        .cta('Start free trial', { role: 'primary', intent: 'trial' })
        .p('No credit card required. Cancel anytime.')
        .build(),
    passQuote: 'No credit card required',
    fail: () =>
      flow()
        .h1(HEADLINE)
        .cta('Start free trial', { role: 'primary', intent: 'trial' })
        .p('Plans for every team size.')
        .build(),
    failQuote: 'Start free trial',
    na: noPrimary,
  },
  {
    id: 'CTA_013',
    pass: () => rendered(420),
    passQuote: 'Start free trial',
    fail: () => rendered(1400),
    failQuote: 'Start free trial',
    na: () => withPrimary('Start free trial'),
  },
  {
    id: 'CTA_014',
    pass: () => rendered(420),
    passQuote: 'Start free trial',
    fail: () => rendered(1400),
    failQuote: 'Start free trial',
    na: () => withPrimary('Start free trial'),
  },
  {
    id: 'CTA_015',
    pass: () => withPrimary('Book a repair', { intent: 'book' }),
    passQuote: 'Book a repair',
    fail: () =>
      flow()
        .h1(HEADLINE)
        .cta('Book a repair', { role: 'primary', intent: 'book', element: 'button', inert: 'render' })
        .endHero()
        .build({ render: renderFacts() }),
    failQuote: 'Book a repair',
    na: noPrimary,
  },
];

describeChecks('cta', cases);

describe('CTA_002 in the languages of its generic labels', () => {
  const inLanguage = (code: string, text: string) => ({
    ...withPrimary(text),
    language: { code, source: 'content' as const, declared: code },
  });

  it('fails "learn more", "details" and "send" in other languages and passes labels that name the action', () => {
    const generic = [
      ['de', 'Mehr erfahren'],
      ['es', 'Ver detalles'],
      ['fr', 'En savoir plus »'],
      ['it', 'Scopri di più'],
      ['nl', 'Meer informatie'],
      ['pt', 'Saiba mais'],
      ['pl', 'Wyślij'],
    ];
    for (const [code, text] of generic) {
      expect(runCheck(check('CTA_002'), inLanguage(code, text)).status, text).toBe('fail');
    }
    for (const [code, text] of [
      ['de', 'In den Warenkorb'],
      ['fr', 'Ajouter au panier'],
      ['de', 'Mehr erfahren über unsere Tarife'],
      ['es', 'Reservar mesa'],
    ]) {
      expect(runCheck(check('CTA_002'), inLanguage(code, text)).status, text).toBe('pass');
    }
  });

  it('stays out of languages whose labels it does not know', () => {
    expect(runCheck(check('CTA_002'), inLanguage('ja', '詳細')).status).toBe('not_applicable');
  });
});

describe('CTA_001 when nothing on the page looks like a button', () => {
  const plainLinks = () =>
    flow()
      .h1(HEADLINE)
      .cta('Call us on 0161 713 2867', { role: 'primary', intent: 'contact', styledAsButton: false })
      .cta('Read our story', { intent: 'learn', styledAsButton: false })
      .endHero()
      .build();

  it('fails, quoting the likeliest main action, and denies only that one stands out', () => {
    const result = runCheck(check('CTA_001'), plainLinks());
    expect(result.status).toBe('fail');
    expect(result.evidence[0].quote).toBe('Call us on 0161 713 2867');
    expect(result.observed).toContain('no call to action or form on the page has the look of a button');
    // judged from markup classes or a measured paint: never a sure finding
    expect(result.confidence).toBe('medium');
    expect(result.denies).toEqual(['prominent_cta']);
  });

  it("passes when a form's button is on the page: a log-in form's is one, a search box's is not", () => {
    const withForm = (purpose: 'login' | 'search', submitText: string) => ({
      ...plainLinks(),
      forms: [
        {
          selector: 'main form',
          order: 30,
          region: 'main' as const,
          action: '/go',
          method: 'post',
          purpose,
          fields: [],
          submitText,
          privacyNote: null,
        },
      ],
    });
    expect(runCheck(check('CTA_001'), withForm('login', 'Log in')).status).toBe('pass');
    const search = runCheck(check('CTA_001'), withForm('search', 'Search'));
    expect(search.status).toBe('fail');
    expect(search.observed).toContain("(a search box's aside)");
  });

  it('passes when any call to action of the page looks like a button, even a secondary one', () => {
    const model = flow()
      .h1(HEADLINE)
      .cta('Call us on 0161 713 2867', { role: 'primary', intent: 'contact', styledAsButton: false })
      .cta('Get a quote', { intent: 'quote', styledAsButton: true })
      .endHero()
      .build();
    expect(runCheck(check('CTA_001'), model).status).toBe('pass');
  });
});

describe('CTA_005 when the page asks only through its menu', () => {
  const menuOnly = (region: CallToAction['region'] = 'nav') => ({
    ...noPrimary(),
    mainAsk: cta('Contact', 'contact', { region, styledAsButton: false, selector: 'nav a.contact' }),
  });

  it('fails, quoting the menu entry: an entry of the menu is an ordinary link', () => {
    const result = runCheck(check('CTA_005'), menuOnly());
    expect(result.status).toBe('fail');
    expect(result.evidence[0].quote).toBe('Contact');
    expect(result.observed).toContain('is only a menu entry');
    // it agrees with CTA_001's failure to find a main call to action, whichever entry was picked
    expect(result.presumes).toEqual([]);
    expect(result.rests).toEqual([]);
    expect(runCheck(check('CTA_005'), menuOnly('aside')).observed).toContain('is only a sidebar entry');
  });

  it('stays not applicable when the page asks for nothing at all', () => {
    expect(runCheck(check('CTA_005'), noPrimary()).status).toBe('not_applicable');
  });

  it('abstains when the content holds an ask it cannot read: a wordless link to one, a search box', () => {
    // a graphic drawn by the stylesheet, linking to the ticket office: a visitor sees a button
    const drawn = {
      ...menuOnly(),
      links: [link('', 'https://show.example/content/billetterie', { region: 'main' })],
    };
    const result = runCheck(check('CTA_005'), drawn);
    expect(result.status).toBe('not_applicable');
    expect(result.reason).toContain('leads to "billetterie"');
    // a wordless link elsewhere (a photo of the work, the logo home) is no ask
    const photos = {
      ...menuOnly(),
      links: [
        link('', 'https://agency.example/motion-graphics', { region: 'main' }),
        link('', 'https://agency.example/', { region: 'main' }),
      ],
    };
    expect(runCheck(check('CTA_005'), photos).status).toBe('fail');
    const finder = { ...menuOnly(), forms: [form('search', [field('q')], { region: 'main' })] };
    expect(runCheck(check('CTA_005'), finder).reason).toContain('a search box in the content');
    // a broken escape in the address is read as written, never thrown
    expect(lastSegmentWords('https://shop.example/tickets%C3')).toBe('tickets%C3');
    expect(lastSegmentWords('https://shop.example/jetzt-spenden.html?x=1')).toBe('jetzt spenden');
    expect(lastSegmentWords('not an address')).toBe('');
    // an ask in the content that was not ranked the main one, a chat app's icon, a booking widget's script
    const asking = {
      ...menuOnly(),
      ctas: [cta('Call us now on 01234 567890', 'contact', { region: 'main', styledAsButton: false })],
    };
    expect(runCheck(check('CTA_005'), asking).reason).toContain('in the content asks too');
    const chat = { ...menuOnly(), links: [link('', 'https://wa.me/34600111222', { region: 'main' })] };
    expect(runCheck(check('CTA_005'), chat).reason).toContain("a chat app's icon");
    const base = menuOnly();
    const booking = { ...base, scripts: { ...base.scripts, thirdPartyHosts: ['assets.calendly.com'] } };
    expect(runCheck(check('CTA_005'), booking).reason).toContain('assets.calendly.com');
    // the site search of the header is a tool on every page
    const header = { ...menuOnly(), forms: [form('search', [field('q')], { region: 'header' })] };
    expect(runCheck(check('CTA_005'), header).status).toBe('fail');
  });

  it('holds no contradiction in the audit of a real page whose only ask is its menu entry', () => {
    const model = snippetModel(
      '<header><nav><a href="/">Home</a> <a href="/about">About</a> <a href="/contact">Contact</a></nav></header>' +
        '<main><h1>Tree surveys for councils and owners</h1><p>We assess the safety and health of trees.</p></main>',
      { url: 'https://trees.example/' },
    );
    expect(model.ctas.some((c) => c.role === 'primary')).toBe(false);
    expect(model.mainAsk?.text).toBe('Contact');
    const audit = composeAudit({
      scanId: 'sc_menu',
      url: model.url,
      model,
      results: runChecks(model),
      benchmark: { histogram: new Array<number>(101).fill(0) },
      scanMeta: { cost_usd: 0, duration_ms: 0 },
    });
    const failed = audit.findings.map((f) => f.check_id);
    expect(failed).toContain('CTA_001');
    expect(failed).toContain('CTA_005');
    // the menu entry named for want of any other ask is praised nowhere
    expect(audit.strengths.map((s) => s.check_id)).not.toContain('HERO_006');
    expect(audit.strengths.map((s) => s.check_id)).not.toContain('CTA_015');
    // CTA_001 still caps the score as on a page without a main call to action
    expect(computeScore(runChecks(model), lookupIn(undefined)).caps.map((c) => c.check_id)).toContain(
      'CTA_001',
    );
  });
});

describe('CTA_008 reads an add-to-cart button as buying', () => {
  const on = (industry: 'event' | 'agency', text: string, intent: CallToAction['intent']) => ({
    ...withPrimary(text, { intent }),
    industry: { id: industry, confidence: 0.9, signals: [] },
  });

  it('passes a ticket seller whose main button puts the tickets in the cart', () => {
    expect(runCheck(check('CTA_008'), on('event', 'Add to Cart', 'cart')).status).toBe('pass');
  });

  it('still fails a cart button where buying is not the site’s conversion', () => {
    expect(runCheck(check('CTA_008'), on('agency', 'Add to Cart', 'cart')).status).toBe('fail');
  });
});

describe('app-store badges', () => {
  it("CTA_001: a store's badge is the store's button, not the page's, unless it is the main ask", () => {
    const badged = (primary: 'link' | 'badge') =>
      flow()
        .h1(HEADLINE)
        .cta('SIGN UP', {
          role: primary === 'link' ? 'primary' : 'secondary',
          intent: 'signup',
          styledAsButton: false,
        })
        .cta('App Store', {
          role: primary === 'badge' ? 'primary' : 'secondary',
          intent: 'download',
          styledAsButton: true,
          store: 'App Store',
          labelFrom: 'store',
        })
        .endHero()
        .build();
    // perk.com: a plain "SIGN UP" beside badge after badge: nothing of the page's own stands out
    expect(runCheck(check('CTA_001'), badged('link')).status).toBe('fail');
    expect(runCheck(check('CTA_001'), badged('badge')).status).toBe('pass');
  });

  it('abstains on how the words of a badge without words are put', () => {
    const badge = withPrimary('Google Play', {
      labelFrom: 'store',
      intent: 'download',
      store: 'Google Play',
    });
    for (const id of ['CTA_003', 'CTA_004', 'CTA_007']) {
      const r = runCheck(check(id), badge);
      expect(r.status, id).toBe('not_applicable');
      expect(r.reason, id).toMatch(/app-store badge without words/);
    }
  });
});

describe('a main call to action drawn as a picture of its label', () => {
  // the file name says what the button is for ("news submit"), not how its words are put
  const drawn = () => withPrimary('ey news submit2011', { labelFrom: 'file', intent: 'subscribe' });

  it('abstains on the wording checks, with the reason', () => {
    for (const id of ['CTA_003', 'CTA_004', 'CTA_007']) {
      const r = runCheck(check(id), drawn());
      expect(r.status, id).toBe('not_applicable');
      expect(r.reason, id).toMatch(/picture of its label/);
    }
  });

  it('still judges a generic label and the same words given as text', () => {
    expect(runCheck(check('CTA_002'), withPrimary('submit', { labelFrom: 'file' })).status).toBe('fail');
    expect(runCheck(check('CTA_004'), withPrimary('ey news submit2011')).status).toBe('fail');
  });
});
