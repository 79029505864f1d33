import { describe, expect, it } from 'vitest';
import {
  TEMPLATE_WORDS,
  rewriteDeterministically,
} from '../../../lib/engine/rewrite/deterministic-rewriter.js';
import { PageVocabulary, introducedNames, introducedNumbers } from '../../../lib/engine/rewrite/guardrail.js';
import { buildRewriteInput } from '../../../lib/engine/rewrite/rewrite-input.js';
import { sectionOf } from '../../../lib/engine/rewrite/page-facts.js';
import { phoneNumbersIn } from '../../../lib/engine/rewrite/formulas.js';
import { COPY_ELEMENTS, type CopyRewrites } from '../../../lib/engine/rewrite/rewrite-types.js';
import type { PageModel } from '../../../lib/engine/model/page-model.js';
import { located, modelWith } from '../../support/model-fixture.js';
import { saasPage } from './page-fixture.js';

function allAlternatives(r: CopyRewrites): string[] {
  return COPY_ELEMENTS.flatMap((e) => r[e].alternatives);
}

describe('rewriteDeterministically', () => {
  it('writes "{action} with {product}" from the promise and says what it improves', () => {
    const r = rewriteDeterministically(buildRewriteInput(saasPage, []));

    expect(r.headline.original).toBe('Welcome to Formly');
    expect(r.headline.alternatives).toEqual(['Build forms faster without code with Formly']);
    expect(r.headline.rationale).toContain('By the copy rubric it is weak (a greeting).');
    expect(r.headline.rationale).toContain(
      '#1 uses “Build forms faster without code” from ‹.hero p›, “Formly” from ‹title›; adds “with”. Better: names “Formly” and names an outcome; drops the filler (the current copy: a greeting).',
    );
    expect(r.provider).toBe('deterministic');
    expect(r.fallback_reason).toBeNull();
  });

  it('keeps a headline the rubric calls good and offers nothing in its place', () => {
    const good = { ...saasPage.hero.headline!, text: 'Build forms faster with Formly' };
    const page = { ...saasPage, hero: { ...saasPage.hero, headline: good }, headings: [good] };

    const r = rewriteDeterministically(buildRewriteInput(page, []));

    expect(r.headline.alternatives).toEqual([]);
    expect(r.headline.rationale).toMatch(/By the copy rubric it is good \(names “Formly”, names an outcome/);
    expect(r.headline.rationale).toContain(
      'No alternative: the current copy is good by the rubric, so keep it.',
    );
  });

  it('writes "{product} helps you {action}" and never glues two phrases of the page together', () => {
    // a subheadline the rubric calls weak ("Learn more") gets the formula
    const weak = { ...saasPage.hero.subheadline!, text: 'Build forms faster without code. Learn more.' };
    const page: PageModel = {
      ...saasPage,
      text: `${saasPage.text} Learn more.`,
      textBlocks: [weak],
      hero: { ...saasPage.hero, subheadline: weak },
    };
    const r = rewriteDeterministically(buildRewriteInput(page, []));

    expect(r.subheadline.alternatives).toEqual(['Formly helps you build forms faster without code.']);
    for (const a of allAlternatives(r)) expect(a).not.toMatch(/Trusted by 4,000 teams/);
  });

  it('offers nothing for copy the rubric calls good, however a draft scores: better than the original, or nothing', () => {
    // "Build forms faster without code. Works everywhere." names an outcome, fits and has no filler
    const r = rewriteDeterministically(buildRewriteInput(saasPage, []));

    expect(r.subheadline.alternatives).toEqual([]);
    expect(r.subheadline.rationale).toContain('the current copy is good by the rubric, so keep it');
  });

  it('replaces a vague button label with a first-person label for its goal and says it added it', () => {
    const r = rewriteDeterministically(buildRewriteInput(saasPage, []));

    expect(r.primary_cta.original).toBe('Submit');
    expect(r.primary_cta.alternatives).toEqual(['Try Formly', 'Start my trial']);
    expect(r.primary_cta.rationale).toContain('#2 uses nothing from the page; adds “Start my trial”.');
  });

  it('writes a missing or thin meta description from the promise with an invitation', () => {
    const r = rewriteDeterministically(buildRewriteInput(saasPage, []));

    expect(r.meta_description.alternatives).toEqual([
      'Formly helps you build forms faster without code. Start your trial.',
    ]);
    for (const t of r.meta_title.alternatives) expect(t.length).toBeLessThanOrEqual(60);
  });

  it("closes a booking page's description on booking, not on an online booking the page may not have", () => {
    // a services page's "Get a free consultation" form was closed on "Book online."
    const cta = {
      ...saasPage.hero.cta!,
      text: 'Get a free consultation',
      intent: 'book' as const,
      goal: 'book' as const,
    };
    const page = { ...saasPage, ctas: [cta], hero: { ...saasPage.hero, cta } };

    const r = rewriteDeterministically(buildRewriteInput(page, []));

    expect(r.meta_description.alternatives.length).toBeGreaterThan(0);
    for (const a of r.meta_description.alternatives) {
      expect(a).toMatch(/Book now\.$/);
      expect(a).not.toMatch(/online/i);
    }
  });

  it('writes no label and no closing invitation for a main call to action the audit only guessed', () => {
    const guessed: PageModel = {
      ...saasPage,
      ctaPerception: {
        basis: 'markup',
        confidence: 0.4,
        reason: 'the only ask is a form at the foot of the page',
      },
    };

    const r = rewriteDeterministically(buildRewriteInput(guessed, []));

    expect(r.primary_cta.alternatives).toEqual([]);
    expect(r.primary_cta.rationale).toContain(
      'the audit is not sure that “Submit” is the main call to action',
    );
    expect(allAlternatives(r).join(' | ')).not.toMatch(/trial/i);
    // the same page with a sure pick gets both (the tests above)
    const sure = rewriteDeterministically(
      buildRewriteInput(
        { ...saasPage, ctaPerception: { basis: 'rendered', confidence: 0.8, reason: null } },
        [],
      ),
    );
    expect(sure.primary_cta.alternatives).toContain('Start my trial');
    expect(sure.meta_description.alternatives).toEqual([
      'Formly helps you build forms faster without code. Start your trial.',
    ]);
  });

  it('quotes no sentence with a slip in it: a benefit that misspells a word gives no alternative', () => {
    const slip = { ...saasPage.hero.subheadline!, text: 'Build forms fastr without code. Works everywhere.' };
    const page: PageModel = {
      ...saasPage,
      text: saasPage.text.replace('faster', 'fastr'),
      textBlocks: [slip],
      hero: { ...saasPage.hero, subheadline: slip },
    };

    const input = buildRewriteInput(page, []);
    expect(input.misspelt).toContain('fastr');
    for (const a of allAlternatives(rewriteDeterministically(input))) expect(a).not.toMatch(/fastr/);
    // the same page spelt right quotes the benefit (the test above): the slip is what stops it
    expect(allAlternatives(rewriteDeterministically(buildRewriteInput(saasPage, [])))).toContain(
      'Formly helps you build forms faster without code. Start your trial.',
    );
  });

  it('cuts a long meta description after a whole sentence, or adds the invitation it lacks, keeping its words', () => {
    const long =
      'Formly builds forms faster without code for small teams everywhere. Collect payments in every form you publish, from any device, with no plugin to install and nothing to maintain.';
    const page = { ...saasPage, meta: { ...saasPage.meta, description: long } };

    const r = rewriteDeterministically(buildRewriteInput(page, []));

    // the cut alone would still ask for nothing, so only the cut with the invitation reads better
    expect(r.meta_description.alternatives).toEqual([
      'Formly builds forms faster without code for small teams everywhere. Start your trial.',
    ]);
    expect(r.meta_description.rationale).toContain('from ‹meta description›');
  });

  it('adds no number and no capitalised word the page does not contain', () => {
    const input = buildRewriteInput(saasPage, []);
    const v = new PageVocabulary(input.pageText);

    const alternatives = allAlternatives(rewriteDeterministically(input));

    expect(alternatives.length).toBeGreaterThan(5);
    for (const a of alternatives) {
      expect(introducedNumbers(a, v)).toEqual([]);
      expect(introducedNames(a, v, TEMPLATE_WORDS)).toEqual([]);
    }
  });

  it("takes facts from the page's promise only, each with its place", () => {
    const input = buildRewriteInput(saasPage, []);

    expect(input.facts.benefits.map((b) => b.text).join(' ')).not.toMatch(/cookie/i);
    expect(input.facts.benefits[0]).toEqual({
      kind: 'benefit',
      text: 'Build forms faster without code',
      where: '.hero p',
    });
    expect(input.facts.proofs.map((p) => p.text)).toContain('Trusted by 4,000 teams');
  });

  it.each([
    ['a customer review', { role: 'testimonial' as const }],
    ['a pricing plan bullet', { role: 'pricing' as const }],
    ["a form's heading", { role: 'form' as const }],
    ['a contact detail', { role: 'contact' as const }],
    ['a menu entry', { region: 'nav' as const }],
    ['the footer', { region: 'footer' as const }],
  ])('never quotes %s', (_, where) => {
    const foreign = {
      ...located({ region: 'main' }),
      level: 2 as const,
      text: 'Grow your revenue with free lunch',
      ...where,
    };
    const page = {
      ...saasPage,
      headings: [...saasPage.headings, foreign],
      text: `${saasPage.text} ${foreign.text}`,
    };

    const input = buildRewriteInput(page, []);

    expect(input.facts.benefits.map((b) => b.text)).not.toContain(foreign.text);
    for (const a of allAlternatives(rewriteDeterministically(input))) expect(a).not.toContain(foreign.text);
  });

  it("quotes the headline's own section only, however far the first screen reaches", () => {
    // a short page on a tall screen: the fold (hero.end) lies past the pricing section
    const h1 = { ...located({ region: 'main' }), level: 1 as const, text: 'Rochester Tutoring' };
    const own = { ...located({ region: 'main' }), level: 2 as const, text: 'Tutoring with med-students' };
    const tutor = { ...located({ region: 'main' }), level: 2 as const, text: 'Malayna Hocker' };
    const pricing = { ...located({ region: 'main' }), level: 2 as const, text: 'Straight-forward pricing' };
    const pricingLine = {
      ...located({ region: 'main' }),
      tag: 'p',
      text: 'Tutors have simple and straight-forward pricing for all services.',
      words: 10,
    };
    const page = modelWith({
      ...saasPage,
      title: 'Rochester Tutoring',
      text: [h1, own, tutor, pricing, pricingLine].map((x) => x.text).join(' '),
      headings: [h1, own, tutor, pricing],
      textBlocks: [pricingLine],
      hero: { headline: h1, subheadline: null, cta: null, image: null, end: pricingLine.order + 10 },
    });

    const input = buildRewriteInput(page, []);

    expect(input.facts.benefits.map((b) => b.text)).not.toContain(
      'Tutors have simple and straight-forward pricing for all services',
    );
    expect(rewriteDeterministically(input).headline.alternatives).toEqual([]);
    // the same page with the pricing line in the headline's own section does quote it
    const inOwn = {
      ...page,
      headings: [h1, own, pricing],
      textBlocks: [{ ...pricingLine, order: own.order + 1 }],
    };
    expect(buildRewriteInput(inOwn, []).facts.benefits.map((b) => b.text)).toContain(
      'Tutors have simple and straight-forward pricing for all services',
    );
  });

  it('never uses a count that a page repeats card by card ("47 Students")', () => {
    const card = (n: string) => ({
      ...located({ region: 'main' }),
      level: 3 as const,
      text: `${n} students enrolled so far`,
    });
    const page = { ...saasPage, headings: [...saasPage.headings.slice(0, 2), card('47'), card('12')] };

    const input = buildRewriteInput(page, []);

    expect(input.facts.proofs).toEqual([]);
    for (const a of allAlternatives(rewriteDeterministically(input))) expect(a).not.toMatch(/students/);
  });

  it('offers nothing and says why when the page says nothing', () => {
    const r = rewriteDeterministically(buildRewriteInput(modelWith(), []));

    expect(r.headline.alternatives).toEqual([]);
    expect(r.headline.rationale).toMatch(/No alternative: the page's own promise .* holds no phrase/);
    expect(r.meta_title.rationale).toMatch(/No alternative: no part of the title is confirmed as the brand/);
    for (const a of allAlternatives(r)) expect(a).not.toMatch(/\d/);
  });

  it("reads the brand of a local copy from the page's own canonical link, never from 127.0.0.1", () => {
    const local = {
      ...saasPage,
      url: 'http://127.0.0.1:5173/index.html',
      finalUrl: 'http://127.0.0.1:5173/index.html',
      title: 'Formly - Build forms faster without code',
      delivery: { ...saasPage.delivery, loopback: true },
    };

    expect(buildRewriteInput(local, []).facts.brand).toBeNull();
    const copy = { ...local, canonical: 'https://formly.example/' };
    expect(buildRewriteInput(copy, []).facts.brand).toMatchObject({ text: 'Formly', where: 'title' });
  });

  it('reads an og:site_name that is a host ("vercel.com") as the word the title writes ("Vercel")', () => {
    // a local copy (no live address to read the brand from)
    const page = {
      ...saasPage,
      url: 'http://127.0.0.1:5173/index.html',
      finalUrl: 'http://127.0.0.1:5173/index.html',
      delivery: { ...saasPage.delivery, loopback: true },
      title: 'Develop. Preview. Ship. – Vercel',
      openGraph: { ...saasPage.openGraph, 'og:site_name': 'vercel.com' },
      text: `${saasPage.text} Vercel`,
    };
    expect(buildRewriteInput(page, []).facts.brand).toMatchObject({ text: 'Vercel', where: 'title' });
    const r = rewriteDeterministically(buildRewriteInput(page, []));
    expect(r.meta_title.alternatives.join(' ')).not.toContain('vercel.com');
    // a dotted brand is no host: "Dr.Oetker" names no title part by its first letters
    const dotted = {
      ...page,
      title: 'Drinks and desserts | Dr. Oetker',
      openGraph: { 'og:site_name': 'Dr.Oetker' },
    };
    expect(buildRewriteInput(dotted, []).facts.brand?.text).not.toBe('Drinks and desserts');
    // a host alone, with no title word to match, is still the brand
    const bare = { ...page, title: 'Develop. Preview. Ship.' };
    expect(buildRewriteInput(bare, []).facts.brand).toMatchObject({
      text: 'vercel.com',
      where: 'og:site_name',
    });
  });

  it('leaves the headline of a product page, which is the product name', () => {
    const page = { ...saasPage, pageType: { ...saasPage.pageType, id: 'product_detail' as const } };

    const r = rewriteDeterministically(buildRewriteInput(page, []));

    expect(r.headline.alternatives).toEqual([]);
    expect(r.headline.rationale).toContain("No alternative: a product page's headline is the product's name");
  });

  it('keeps a specific label of the page rather than a generic one', () => {
    const page = {
      ...saasPage,
      hero: { ...saasPage.hero, cta: { ...saasPage.hero.cta!, text: 'Start building forms' } },
    };

    const r = rewriteDeterministically(buildRewriteInput(page, []));

    expect(r.primary_cta.alternatives).toEqual([]);
    expect(r.primary_cta.rationale).toContain('the current copy is good by the rubric, so keep it');
  });

  it('relabels no control that carries no words, such as a quantity stepper', () => {
    const page = { ...saasPage, hero: { ...saasPage.hero, cta: { ...saasPage.hero.cta!, text: '+' } } };

    const r = rewriteDeterministically(buildRewriteInput(page, []));

    expect(r.primary_cta.alternatives).toEqual([]);
    expect(r.primary_cta.rationale).toContain('is a control without words');
  });

  it('gives no call label to an address taken for the main call to action', () => {
    const cta = { ...saasPage.hero.cta!, text: '400 Central Park West, #15K', goal: 'call' as const };
    const page = { ...saasPage, hero: { ...saasPage.hero, cta } };

    const r = rewriteDeterministically(buildRewriteInput(page, []));

    expect(r.primary_cta.alternatives).toEqual([]);
    expect(r.primary_cta.rationale).toContain('is neither a phone number nor worded as a call');
  });

  it.each([
    ['Free Product Demo', 'demo', 'Book my free demo'],
    ['free trial', 'trial', 'Start my free trial'],
    ['Kostenlose Demo', 'demo', 'Kostenlose Demo anfragen'],
  ] as const)('keeps the free offer a label states: “%s” (%s) -> “%s”', (text, goal, label) => {
    const intent = goal === 'demo' ? ('demo' as const) : ('trial' as const);
    const cta = { ...saasPage.hero.cta!, text, goal, intent };
    const de = /Kostenlos/.test(text);
    const page = {
      ...saasPage,
      hero: { ...saasPage.hero, cta },
      ctas: [cta],
      ...(de ? { language: { code: 'de', source: 'content' as const, declared: 'de' } } : {}),
    };

    const r = rewriteDeterministically(buildRewriteInput(page, []));

    expect(r.primary_cta.alternatives).toContain(label);
    for (const a of r.primary_cta.alternatives) expect(a).toMatch(/free|kostenlos/i);
  });

  it('offers no label that drops a free offer it has no words for', () => {
    const cta = {
      ...saasPage.hero.cta!,
      text: 'Free Shipping Deals',
      goal: 'buy' as const,
      intent: 'purchase' as const,
    };
    const page = { ...saasPage, hero: { ...saasPage.hero, cta }, ctas: [cta] };

    expect(rewriteDeterministically(buildRewriteInput(page, [])).primary_cta.alternatives).toEqual([]);
  });

  describe('a call to action that shows a phone number', () => {
    const withCall = (text: string): PageModel => {
      const cta = { ...saasPage.hero.cta!, text, goal: 'call' as const, intent: 'contact' as const };
      return { ...saasPage, hero: { ...saasPage.hero, cta }, ctas: [cta], text: `${saasPage.text} ${text}` };
    };

    it('keeps the number in the label and closes the description on it', () => {
      const r = rewriteDeterministically(buildRewriteInput(withCall('416 939 1530'), []));

      expect(r.primary_cta.alternatives).toEqual(['Call 416 939 1530']);
      expect(r.primary_cta.rationale).toContain('#1 uses “416 939 1530” from ‹.hero a.btn›; adds “Call”.');
      expect(r.meta_description.alternatives.some((a) => a.endsWith(' Call 416 939 1530.'))).toBe(true);
      for (const a of allAlternatives(r)) expect(a).not.toMatch(/Call us/);
    });

    it('in the page language ("Appelez le ...")', () => {
      const page = {
        ...withCall('01 23 45 67 89'),
        language: { code: 'fr', source: 'content' as const, declared: 'fr' },
      };

      expect(rewriteDeterministically(buildRewriteInput(page, [])).primary_cta.alternatives).toEqual([
        'Appelez le 01 23 45 67 89',
      ]);
    });

    it('proposes no label for several numbers, or for a number sold with a free offer', () => {
      const several = rewriteDeterministically(
        buildRewriteInput(withCall('Austin: (512)897-1849 Buda: (512)312-9032'), []),
      );
      expect(several.primary_cta.alternatives).toEqual([]);
      expect(several.primary_cta.rationale).toContain(
        'lists several phone numbers (“(512)897-1849”, “(512)312-9032”)',
      );

      const free = rewriteDeterministically(
        buildRewriteInput(withCall('Free Consultation 303.333.PAUL'), []),
      );
      expect(free.primary_cta.alternatives).toEqual([]);
      expect(free.primary_cta.rationale).toContain('names a free offer beside its number');
    });
  });

  it.each(['Remove Item', 'Save', 'post comment', 'Update cart', 'aktualisieren', 'Filtern'])(
    'gives no conversion label to a button that does its own task (“%s”)',
    (text) => {
      const cta = { ...saasPage.hero.cta!, text, goal: 'other' as const };
      const page = { ...saasPage, hero: { ...saasPage.hero, cta } };

      const r = rewriteDeterministically(buildRewriteInput(page, []));

      expect(r.primary_cta.alternatives).toEqual([]);
      expect(r.primary_cta.rationale).toContain('names its own task on the page');
    },
  );

  it('promises an account only where the page shows one: a mailing list\'s "Sign up here" gets no "Create my account"', () => {
    const signUp = (href: string, password = false) => {
      const cta = {
        ...saasPage.hero.cta!,
        text: 'Sign up here',
        intent: 'signup' as const,
        goal: 'signup' as const,
        href,
      };
      const forms = password
        ? [
            {
              ...saasPage.forms[0]!,
              fields: [{ type: 'password', name: 'pw', label: 'Password', required: true }],
            },
          ]
        : [];
      return rewriteDeterministically(
        buildRewriteInput(
          { ...saasPage, ctas: [cta], hero: { ...saasPage.hero, cta }, forms } as typeof saasPage,
          [],
        ),
      );
    };
    // a Mailchimp list behind a Google redirect (a Sites page of round 15)
    const list = signUp('http://www.google.com/url?q=http%3A%2F%2Feepurl.com%2FghFfcr&sa=D');
    expect(list.primary_cta.alternatives).not.toContain('Create my account');
    expect(list.meta_description.alternatives.join(' ')).not.toMatch(/account/i);
    expect(signUp('https://formly.example/newsletter').primary_cta.alternatives).not.toContain(
      'Create my account',
    );
    // a sign-up page, or a password field on the page: an account it is
    expect(signUp('https://formly.example/signup').primary_cta.alternatives).toContain('Create my account');
    expect(signUp('https://formly.example/start', true).primary_cta.alternatives).toContain(
      'Create my account',
    );
    // the link's own address decides before a login form elsewhere on the page
    expect(
      signUp('http://www.google.com/url?q=http%3A%2F%2Feepurl.com%2FghFfcr', true).primary_cta.alternatives,
    ).not.toContain('Create my account');
    // a campaign tag names no mailing list
    expect(signUp('https://formly.example/signup?utm_source=newsletter').primary_cta.alternatives).toContain(
      'Create my account',
    );
  });

  it.each([
    ['en', 'Send my message'],
    ['de', 'Nachricht senden'],
    ['fr', 'Envoyer mon message'],
    ['es', 'Enviar mi mensaje'],
  ] as const)(
    'labels the submit button of a contact form with what it sends, not "Contact us" (%s)',
    (lang, label) => {
      const cta = {
        ...saasPage.hero.cta!,
        text: 'Submit',
        element: 'button' as const,
        inForm: true,
        intent: 'contact' as const,
        goal: 'contact' as const,
      };
      const page = {
        ...saasPage,
        language: { code: lang, source: 'content' as const, declared: lang },
        hero: { ...saasPage.hero, cta },
        ctas: saasPage.ctas.map((c) => (c.role === 'primary' ? cta : c)),
      };

      const r = rewriteDeterministically(buildRewriteInput(page, []));

      expect(r.primary_cta.alternatives).toEqual([label]);
      // a contact link is not a form's own button: the visitor has not started contacting yet
      const link = { ...cta, element: 'link' as const, inForm: false, href: '/contact' };
      const linked = rewriteDeterministically(
        buildRewriteInput(
          {
            ...page,
            hero: { ...page.hero, cta: link },
            ctas: page.ctas.map((c) => (c.role === 'primary' ? link : c)),
          },
          [],
        ),
      );
      expect(linked.primary_cta.alternatives).not.toContain(label);
    },
  );

  it("gives no label to the site's logo taken for the main call to action", () => {
    const cta = { ...saasPage.hero.cta!, text: 'Your Shop Logo', goal: 'other' as const };
    const page = { ...saasPage, hero: { ...saasPage.hero, cta } };

    const r = rewriteDeterministically(buildRewriteInput(page, []));

    expect(r.primary_cta.alternatives).toEqual([]);
    expect(r.primary_cta.rationale).toContain("is the site's logo");
  });

  it('keeps the product name the current copy carries', () => {
    // "Welcome | Formly" is weak (a greeting), and every title offered for it still names Formly
    const r = rewriteDeterministically(buildRewriteInput(saasPage, []));

    expect(r.meta_title.alternatives.length).toBeGreaterThan(0);
    for (const a of r.meta_title.alternatives) expect(a).toContain('Formly');
  });

  it('leaves a title whose words are good but long when no whole part of it fits', () => {
    const title = 'Forms for every team, payments in every form, no code at all | Formly';

    const r = rewriteDeterministically(buildRewriteInput({ ...saasPage, title }, []));

    expect(r.meta_title.alternatives).toEqual([]);
    expect(r.meta_title.rationale).toContain('By the copy rubric it is weak (over 60 characters).');
  });

  it('repeats no word the spelling check flags on the page', () => {
    const sub = { ...saasPage.hero.subheadline!, text: 'Build forms faster without code. Works everywhere.' };
    const page = { ...saasPage, hero: { ...saasPage.hero, subheadline: sub } };
    const input = { ...buildRewriteInput(page, []), misspelt: ['faster'] };

    for (const a of allAlternatives(rewriteDeterministically(input))) expect(a).not.toMatch(/faster/);
  });

  it('knows the misspellings of the visible headings even when no spelling check result is given', () => {
    const headline = { ...saasPage.hero.headline!, text: 'Commited to forms without code' };
    const page = {
      ...saasPage,
      headings: saasPage.headings.map((h) => (h.text === saasPage.hero.headline!.text ? headline : h)),
      hero: { ...saasPage.hero, headline },
    };

    const input = buildRewriteInput(page, []);

    expect(input.misspelt).toContain('Commited');
    for (const a of allAlternatives(rewriteDeterministically(input))) expect(a).not.toMatch(/commited/i);
  });
});

/** The fixture page in another language: its facts in that language, its template words too. */
function pageIn(lang: 'de' | 'fr' | 'es', benefit: string, sub: string): PageModel {
  const heading = { ...saasPage.hero.headline!, text: 'Formly' };
  const subheadline = { ...saasPage.hero.subheadline!, text: sub };
  return {
    ...saasPage,
    language: { code: lang, source: 'content', declared: lang },
    text: `Formly ${benefit} ${sub} Submit`,
    headings: [heading, { ...located({ region: 'main' }), level: 2, text: benefit }],
    textBlocks: [subheadline],
    guarantees: [],
    hero: { ...saasPage.hero, headline: heading, subheadline },
  };
}

describe('formulas in the page language', () => {
  it.each([
    [
      'de',
      'Rechnungen schneller schreiben',
      'Formulare einfach erstellen.',
      'Formulare einfach erstellen – mit Formly',
      'Jetzt testen',
    ],
    [
      'fr',
      'Créez vos formulaires plus simplement',
      'Simple et rapide pour toute équipe.',
      'Créez vos formulaires plus simplement avec Formly',
      'Commencer mon essai',
    ],
    [
      'es',
      'Crea formularios más rápido',
      'Simple y rápido para todo equipo.',
      'Crea formularios más rápido con Formly',
      'Empezar mi prueba',
    ],
  ] as const)('writes %s copy with %s words only', (lang, benefit, sub, headline, cta) => {
    const r = rewriteDeterministically(buildRewriteInput(pageIn(lang, benefit, sub), []));

    expect(r.headline.alternatives[0]).toBe(headline);
    expect(r.primary_cta.alternatives).toContain(cta);
    expect(allAlternatives(r).join(' ')).not.toMatch(/\b(with|helps you|Start|my)\b/);
  });

  it('asks in the voice of a one-person business: "Me contacter", "Contact me", not "us"', () => {
    const lawyer = (lang: 'fr' | 'en', copy: string[], label: string): PageModel => {
      const page = pageIn(lang as 'fr', 'Droit de la famille', copy[0]);
      const blocks = copy.map((text, i) => ({
        ...located({ region: 'main' }),
        order: 50 + i,
        tag: 'p',
        text,
        words: 8,
      }));
      const cta = { ...saasPage.ctas[0], text: label, intent: 'contact' as const, goal: 'contact' as const };
      return {
        ...page,
        text: `${page.text} ${copy.join(' ')} ${label}`,
        textBlocks: blocks,
        ctas: [cta],
        hero: { ...page.hero, cta },
      };
    };
    const solo = rewriteDeterministically(
      buildRewriteInput(
        lawyer('fr', ['Je vous reçois à Boulogne.', 'Je souhaite que la rencontre vous rassure.'], 'Contact'),
        [],
      ),
    );
    expect(solo.primary_cta.alternatives).toEqual(['Me contacter']);
    const firm = rewriteDeterministically(
      buildRewriteInput(
        lawyer('fr', ['Nous vous recevons à Boulogne.', 'Nous défendons vos droits.'], 'Contact'),
        [],
      ),
    );
    expect(firm.primary_cta.alternatives).toEqual(['Nous contacter']);
    const photographer = rewriteDeterministically(
      buildRewriteInput(
        lawyer('en', ['I photograph weddings in Kent.', 'I travel anywhere in the south.'], 'Click here'),
        [],
      ),
    );
    expect(photographer.primary_cta.alternatives).toEqual(['Contact me']);
  });

  it('adds no words to a page whose language is not recognised', () => {
    const page = { ...saasPage, language: { code: null, source: 'none' as const, declared: null } };

    const r = rewriteDeterministically(buildRewriteInput(page, []));

    expect(r.primary_cta.alternatives).toEqual([]);
    expect(r.headline.alternatives).toEqual([]);
    expect(r.primary_cta.rationale).toContain(
      "no call-to-action formula in the page's language (not recognised)",
    );
  });

  it('proposes no button label for a language without formulas, and says why', () => {
    const page = { ...saasPage, language: { code: 'nl', source: 'content' as const, declared: 'nl' } };

    const r = rewriteDeterministically(buildRewriteInput(page, []));

    expect(r.primary_cta.alternatives).toEqual([]);
    expect(r.primary_cta.rationale).toContain("no call-to-action formula in the page's language (nl)");
  });
});

describe('phoneNumbersIn', () => {
  it('finds each different phone number as written, vanity numbers included, and no short codes', () => {
    expect(phoneNumbersIn('Call us: 416 939 1530 or 416-939-1530')).toEqual(['416 939 1530']);
    expect(phoneNumbersIn('Free Consultation 303.333.PAUL Se Habla Español')).toEqual(['303.333.PAUL']);
    expect(phoneNumbersIn('+49 2389 4754')).toEqual(['+49 2389 4754']);
    expect(phoneNumbersIn('Order SKU 12345 now')).toEqual([]);
    expect(phoneNumbersIn('Open 24/7')).toEqual([]);
  });
});

describe('the template words', () => {
  it('are plain capitalised words without digits', () => {
    for (const w of TEMPLATE_WORDS) expect(w).toMatch(/^\p{Lu}[\p{L}'’-]*$/u);
  });
});

describe('the guardrail', () => {
  it('finds numbers the page never states, ignoring thousands separators', () => {
    const v = new PageVocabulary('Trusted by 4,000 teams since 2019');

    expect(introducedNumbers('Join 4000 teams, 2019 to 2024, 99% happy', v)).toEqual(['2024', '99']);
  });

  it('finds capitalised words the page never writes, except allowed ones', () => {
    const v = new PageVocabulary('Formly helps teams at Acme build forms');

    expect(introducedNames('Formly beats Typeform at Acme', v)).toEqual(['Typeform']);
    expect(introducedNames('Try Formly', v, new Set(['Try']))).toEqual([]);
  });
});

describe('PageVocabulary.isNameLike', () => {
  it('treats words the page mostly capitalises as names, and common words as not', () => {
    const v = new PageVocabulary(
      'Scoutforce helps coaches. Scoutforce is fast. Visit scoutforce.com. Have a look, we have it.',
    );

    expect(v.isNameLike('Scoutforce')).toBe(true);
    expect(v.isNameLike('Have')).toBe(false);
    expect(v.isNameLike('LIU')).toBe(true);
  });
});

describe('call-to-action goals', () => {
  it('reads the goal of a CTA from whole words only', () => {
    const page = {
      ...saasPage,
      hero: { ...saasPage.hero, cta: { ...saasPage.hero.cta!, text: 'Recall', intent: 'other' as const } },
    };

    const r = rewriteDeterministically(buildRewriteInput(page, []));

    // "Recall" contains "call" but asks for nothing: no label fits, and the rationale says so.
    expect(r.primary_cta.alternatives).toEqual([]);
    expect(r.primary_cta.rationale).toContain('what the main call to action asks for is unclear');
  });
});

describe('what the rewriter never takes for an instruction or a promise', () => {
  const withSub = (text: string): PageModel => {
    const sub = { ...saasPage.hero.subheadline!, text };
    return {
      ...saasPage,
      text: saasPage.text.replace('Build forms faster without code. Works everywhere.', text),
      textBlocks: [sub],
      hero: { ...saasPage.hero, subheadline: sub },
    };
  };

  it('does not read a statement that opens with a verb-like name as an action ("Start Bootstrap can help you ...")', () => {
    const r = rewriteDeterministically(
      buildRewriteInput(
        withSub('Start Bootstrap can help you build better websites using the framework.'),
        [],
      ),
    );
    const all = allAlternatives(r).join(' | ');
    expect(all).not.toMatch(/helps you start/i);
    expect(all).not.toMatch(/Start Bootstrap can help you build better websites using the framework with/);
  });

  it('takes no copy from a theme credit ("A Free Bootstrap Theme by Start Bootstrap")', () => {
    const r = rewriteDeterministically(
      buildRewriteInput(withSub('A Free Bootstrap Theme by Start Bootstrap.'), []),
    );
    expect(allAlternatives(r).join(' | ')).not.toMatch(/Bootstrap Theme/);
  });
});

describe('a call to action that scrolls to a section of the page', () => {
  const scrollingTo = (text: string, href: string, intent: 'signup' | 'book' = 'signup'): PageModel => {
    const cta = { ...saasPage.hero.cta!, text, href, intent, goal: undefined };
    return {
      ...saasPage,
      meta: { ...saasPage.meta, description: null },
      ctas: [cta],
      hero: { ...saasPage.hero, cta },
    };
  };

  it('promises no sign-up for "Get Started" that leads to #features, in the label or the description', () => {
    const r = rewriteDeterministically(
      buildRewriteInput(scrollingTo('Get Started', 'https://formly.example/#features'), []),
    );

    expect(r.primary_cta.alternatives).toEqual([]);
    expect(r.primary_cta.rationale).toContain(
      'the main call to action (“Get Started”) scrolls to a section of this page (#features) whose name does not say what a new label would promise',
    );
    expect(allAlternatives(r).join(' | ')).not.toMatch(/account/i);
  });

  it('offers the goal label when the section is named for it (#signup) or echoes the label (#booking)', () => {
    const signup = rewriteDeterministically(
      buildRewriteInput(scrollingTo('Get Started', 'https://formly.example/#signup'), []),
    );
    expect(signup.primary_cta.alternatives).toContain('Create my account');

    const booking = rewriteDeterministically(
      buildRewriteInput(scrollingTo('Book a table', '#booking', 'book'), []),
    );
    expect(booking.primary_cta.rationale).not.toContain('scrolls to a section');
  });
});

describe('sectionOf', () => {
  it('names the section of this page a link scrolls to, and nothing for other pages or a bare #', () => {
    expect(sectionOf('https://formly.example/#features', 'https://formly.example/')).toBe('features');
    expect(sectionOf('#about', 'https://formly.example/')).toBe('about');
    expect(sectionOf('https://formly.example/#!', 'https://formly.example/')).toBeNull();
    expect(sectionOf('https://formly.example/signup#form', 'https://formly.example/')).toBeNull();
    expect(sectionOf('https://formly.example/signup', 'https://formly.example/')).toBeNull();
    expect(sectionOf(undefined, 'https://formly.example/')).toBeNull();
    expect(sectionOf(`#${'x'.repeat(61)}`, 'https://formly.example/')).toBeNull();
  });
});
