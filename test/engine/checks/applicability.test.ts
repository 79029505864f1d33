import { describe, expect, it } from 'vitest';
import { applicability, runCheck } from '../../../lib/engine/checks/run-checks.js';
import { donationContext, quoteSignals } from '../../../lib/engine/checks/scope.js';
import type { PageModel, PageType } from '../../../lib/engine/model/page-model.js';
import {
  block,
  check,
  cta,
  field,
  form,
  heading,
  link,
  page,
  policy,
  price,
} from '../../support/check-kit/index.js';

function typed(id: PageType, over: Partial<PageModel> = {}, confidence = 0.9, signals = ['test signal']) {
  return page({ pageType: { id, confidence, signals }, ...over });
}

const checkout = () =>
  form(
    'checkout',
    [field('email', { type: 'email', label: 'Email' }), field('address', { type: 'text', label: 'Address' })],
    {
      submitText: 'Place order',
    },
  );

describe('applicability by page type', () => {
  it('does not ask a product page for an order total, even with a cart form on it', () => {
    const pdp = typed('product_detail', {
      industry: { id: 'ecommerce', confidence: 0.9, signals: [] },
      forms: [form('cart', [field('qty', { type: 'number' })], { submitText: 'Update cart' })],
    });
    const result = runCheck(check('CHECK_001'), pdp);
    expect(result.status).toBe('not_applicable');
    expect(result.reason).toMatch(
      /^applies to .*home_landing.* pages; this page was classified as product_detail \(signals: test signal\)$/,
    );
  });

  it('still asks a cart page (classified other) for its order total', () => {
    const cart = typed('other', {
      industry: { id: 'ecommerce', confidence: 0.9, signals: [] },
      forms: [form('cart', [field('qty', { type: 'number' })], { submitText: 'Update cart' })],
    });
    expect(runCheck(check('CHECK_001'), cart).status).toBe('fail');
  });

  it('does not judge an article or a review page as a landing page', () => {
    for (const type of ['article_blog', 'review_ugc'] as const) {
      const model = typed(type, {
        industry: { id: 'saas', confidence: 0.9, signals: [] },
        headings: [heading('How we rebuilt our kitchen in a weekend', 1)],
      });
      for (const id of [
        'HERO_002',
        'HERO_005',
        'MSG_001',
        'MSG_010',
        'NARR_004',
        'PSY_001',
        'DIFF_001',
        'SPEC_004',
      ]) {
        const result = runCheck(check(id), model);
        expect(result.status, `${id} on ${type}`).toBe('not_applicable');
        expect(result.reason, id).toContain(`this page was classified as ${type}`);
      }
      // The headline itself is still judged everywhere.
      expect(applicability(check('HERO_001'), model)).toBeNull();
    }
  });

  it('asks the article check of articles only', () => {
    expect(
      applicability(
        check('PAGE_002'),
        typed('article_blog', { industry: { id: 'publisher', confidence: 0.9, signals: [] } }),
      ),
    ).toBeNull();
    expect(
      applicability(
        check('PAGE_002'),
        typed('home_landing', { industry: { id: 'publisher', confidence: 0.9, signals: [] } }),
      ),
    ).toMatch(/applies to article_blog pages/);
  });

  it('treats an uncertain page type as a home or landing page too', () => {
    const uncertain = typed('article_blog', {}, 0.3);
    expect(applicability(check('HERO_005'), uncertain)).toBeNull();
    // ...but a guess never adds product or checkout checks.
    expect(applicability(check('PROD_003'), uncertain)).not.toBeNull();
  });
});

describe('applicability by language', () => {
  const german = (over: Partial<PageModel> = {}) =>
    page({ language: { code: 'de', source: 'content', declared: 'de' }, ...over });

  it('makes a check that reads English words not applicable on a German page, with the reason', () => {
    const result = runCheck(check('HERO_003'), german({ headings: [heading('Willkommen bei Acme', 1)] }));
    expect(result).toMatchObject({
      status: 'not_applicable',
      reason: 'reads English wording; this page is in German',
    });
  });

  it('abstains on a page of unknown language written in another script, and runs where the letters are Latin', () => {
    const unknown = (script?: string) =>
      page({
        language: { code: null, source: 'none', declared: null, ...(script ? { script } : {}) },
        headings: [heading('Натяжные потолки', 1)],
      });
    expect(runCheck(check('HERO_003'), unknown('Cyrillic'))).toMatchObject({
      status: 'not_applicable',
      reason: 'reads English wording; this page is written in Cyrillic script',
    });
    expect(runCheck(check('HERO_003'), unknown()).reason ?? '').not.toMatch(/script/);
  });

  it('still runs a check whose word lists cover German', () => {
    const model = german({ policies: [policy('privacy', 'Datenschutzerklärung')] });
    expect(runCheck(check('TRUST_002'), model).status).toBe('pass');
    const contact = german({ links: [link('Kontakt', 'https://acme.de/kontakt')] });
    expect(runCheck(check('TRUST_006'), contact).status).toBe('pass');
  });

  it('reads prices and pricing links in the languages of its pricing words, and no further', () => {
    const inLanguage = (code: string, over: Partial<PageModel> = {}) =>
      page({
        language: { code, source: 'content', declared: code },
        industry: { id: 'saas', confidence: 0.9, signals: [] },
        ...over,
      });
    const offer = check('OFFER_001');
    const preise = inLanguage('de', { links: [link('Preise', 'https://acme.de/preise')] });
    expect(runCheck(offer, preise).status).toBe('pass');
    // shipping costs are not the offer's price, in German as in English
    const versand = inLanguage('de', { links: [link('Versandkosten', 'https://acme.de/versandkosten')] });
    expect(runCheck(offer, versand).status).toBe('fail');
    // what a school calls its prices: fees ("tasse"); enrolment ("Matrículas") is not a price
    const tasse = inLanguage('it', {
      links: [link('Iscrizioni, tasse e borse di studio', 'https://uni.example.it/servizi')],
    });
    expect(runCheck(offer, tasse).status).toBe('pass');
    const matricula = inLanguage('pt', {
      links: [link('Matrículas', 'https://escola.example.br/matricula')],
    });
    expect(runCheck(offer, matricula).status).toBe('fail');
    const gratis = inLanguage('fr', { ctas: [cta('Téléchargement gratuit', 'download')] });
    expect(runCheck(offer, gratis).status).toBe('pass');
    expect(runCheck(offer, inLanguage('pl')).status).toBe('fail');
    expect(runCheck(offer, inLanguage('ja'))).toMatchObject({ status: 'not_applicable' });
    expect(runCheck(offer, inLanguage('ja')).reason).toMatch(/this page is in Japanese$/);
  });

  it('runs language-independent checks and all checks when the language is unknown', () => {
    expect(applicability(check('SEO_001'), german())).toBeNull();
    expect(
      applicability(check('HERO_003'), page({ language: { code: null, source: 'none', declared: null } })),
    ).toBeNull();
  });
});

describe('applicability by prices', () => {
  it('does not treat donation amounts as prices', () => {
    const donate = typed('donation', {
      industry: { id: 'nonprofit', confidence: 0.9, signals: [] },
      prices: [price('$25', 25), price('$50', 50), price('$100', 100)],
      ctas: [cta('Donate now', 'donate', { role: 'primary' })],
    });
    expect(donationContext(donate)).toBe(true);
    for (const id of ['SEO_010', 'OFC_010', 'OBJ_010', 'OFFER_011']) {
      const result = runCheck(check(id), donate);
      expect(result.status, id).toBe('not_applicable');
      expect(result.reason, id).toBe(
        'judges prices; the amounts on this page are donation amounts, not prices',
      );
    }
  });

  it('also reads a nonprofit home page whose main ask is a gift as a donation page', () => {
    const home = typed('home_landing', {
      industry: { id: 'nonprofit', confidence: 0.9, signals: [] },
      ctas: [cta('Give today', 'other', { role: 'primary' })],
      prices: [price('$35', 35)],
    });
    expect(runCheck(check('SEO_010'), home).status).toBe('not_applicable');
  });

  it('does not tell a quote-based seller to show prices', () => {
    const enterprise = typed('home_landing', {
      industry: { id: 'saas', confidence: 0.9, signals: [] },
      ctas: [cta('Contact sales', 'contact', { role: 'primary' })],
      forms: [form('lead', [field('email', { type: 'email' }), field('company', { type: 'text' })])],
    });
    expect(quoteSignals(enterprise)).toEqual(['"Contact sales"', 'a lead form', 'no prices on the page']);
    const result = runCheck(check('OFFER_001'), enterprise);
    expect(result.status).toBe('not_applicable');
    expect(result.reason).toBe(
      'asks for listed prices; this business sells by quote (signals: "Contact sales"; a lead form; no prices on the page)',
    );
    const agency = typed('home_landing', {
      industry: { id: 'agency', confidence: 0.9, signals: [] },
      textBlocks: [block('Affordable web design for small businesses.')],
      forms: [form('contact', [field('email', { type: 'email' }), field('message', { type: 'textarea' })])],
    });
    expect(runCheck(check('SPEC_009'), agency).status).toBe('not_applicable');
  });

  it('still asks a demo-led SaaS without prices to show them', () => {
    const demo = typed('home_landing', {
      industry: { id: 'saas', confidence: 0.9, signals: [] },
      ctas: [cta('Request a demo', 'demo', { role: 'primary' })],
    });
    expect(quoteSignals(demo)).toBeNull();
    expect(runCheck(check('OFFER_001'), demo).status).toBe('fail');
  });
});

describe('checkout context', () => {
  it('judges a checkout page and not a shop page whose cart form adds a product', () => {
    const shop = { id: 'ecommerce', confidence: 0.9, signals: [] } as const;
    const co = typed('other', { industry: { ...shop, signals: [] }, forms: [checkout()] });
    expect(runCheck(check('CHECK_004'), co).status).toBe('pass');
    const home = typed('home_landing', {
      industry: { ...shop, signals: [] },
      forms: [form('cart', [field('qty', { type: 'number' })], { submitText: 'Add to cart' })],
      textBlocks: [block('We accept Visa')],
    });
    expect(runCheck(check('CHECK_002'), home).status).toBe('not_applicable');
  });
});
