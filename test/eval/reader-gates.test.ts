import { describe, expect, it } from 'vitest';
import {
  droppedName,
  elementSelectors,
  misspelt,
  namesOf,
  pageTexts,
  runOn,
  stitched,
  wrongCtaTarget,
  wrongFindingTarget,
  wrongSource,
} from '../../bench/eval/reader-gates.js';
import { rewriteGates } from '../../bench/eval/rewrite-gates.js';
import { buildPageModel } from '../../lib/engine/model/build-model.js';
import type { PageModel } from '../../lib/engine/model/page-model.js';
import { corpusHttp } from '../../bench/corpus.js';

/** A page built by the real model builder from its markup. */
function page(body: string, head = '<title>Mercy Hospital | Springfield</title>'): PageModel {
  const html = `<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`;
  return buildPageModel({
    url: 'https://www.mercyhospital.example/',
    finalUrl: 'https://www.mercyhospital.example/',
    html,
    http: corpusHttp(html.length),
    fetchedAt: '2026-01-01T00:00:00.000Z',
  });
}

const hospital = page(`
  <header><nav><ul><li><a href="/stores">Our Stores</a></li><li><a href="/service">Service</a></li>
  <li><a href="/sell">What We Sell</a></li></ul></nav></header>
  <main>
    <section class="hero"><h1>Hospital care in Springfield, day and night</h1>
      <p>Emergency care, maternity and surgery under one roof, with short waits.</p>
      <a class="btn" href="/book">Book an appointment</a></section>
    <section><h2>Best Features of Our Hospital</h2><p>Modern wards and a calm place to recover.</p></section>
    <section><h3>Our Expert Doctors</h3><p>Specialists in every field.</p></section>
    <section><h2>We deliver landmark projects</h2><h3>We Build Partnerships</h3></section>
    <section class="features"><div class="card"><h4>Free Bid Appraisal</h4></div></section>
    <section class="contact"><h2>Get in Touch With Our Team</h2></section>
    <section class="testimonials"><h2>What our patients say</h2>
      <blockquote class="testimonial"><p>The staff were so friendly and helpful from start to finish.</p>
      <cite>Jane Doe</cite></blockquote></section>
    <section class="pricing">
      <div class="plan"><h3>Basic</h3><p class="price">$199</p><ul><li>Conference pass</li><li>Free Lunch and Coffee</li></ul></div>
      <div class="plan"><h3>Pro</h3><p class="price">$399</p><ul><li>Workshop seat</li><li>Evening dinner</li></ul></div>
    </section>
    <form action="/subscribe"><h3>Subscribe to our newsletter for offers</h3>
      <label for="e">Your Email Address</label><input id="e" type="email" name="email"><button>Subscribe</button></form>
    <p>Call us on 555-201-3344 any time.</p>
  </main>
  <footer><ul><li><a href="/home-services">Home Services Experienced Pros Happiness Guarantee</a></li></ul>
  <p>© 2026 Mercy Hospital. All rights reserved.</p></footer>`);

const texts = pageTexts(hospital);
const names = ['Mercy Hospital'];

describe('the stitched gate', () => {
  it.each([
    'Best Features of Our Hospital. Our Expert Doctors. Call us.',
    'We deliver landmark projects. We Build Partnerships. Request a quote.',
    'Free Bid Appraisal. Get in Touch With Our Team.',
    'The staff were so friendly and helpful from start to finish. Subscribe to our newsletter for offers.',
  ])('catches “%s”, joined from separate elements', (alt) => {
    expect(stitched(alt, texts, names)).not.toBeNull();
  });

  it.each([
    'Emergency care, maternity and surgery under one roof with Mercy Hospital',
    'Emergency care, maternity and surgery under one roof, with short waits. Book online.',
    'Hospital care in Springfield, day and night | Mercy Hospital',
    'Mercy Hospital helps you recover in a calm place.',
  ])('lets “%s” through: one element, a formula or a name', (alt) => {
    expect(stitched(alt, texts, names)).toBeNull();
  });
});

describe('the stitched gate on lines run together', () => {
  const roses = page(
    '<main><h1>One Dozen Red and White Roses</h1><p>Let that romantic side of you be known! The classic pair.</p></main>',
  );

  it('catches a heading run into its paragraph without punctuation', () => {
    expect(runOn('One Dozen Red and White Roses Let that romantic side of you be known!', roses.seams)).toBe(
      'Roses Let',
    );
  });

  it('lets the same words through with the line ended, or as part of another word', () => {
    expect(
      runOn('One Dozen Red and White Roses. Let that romantic side of you be known!', roses.seams),
    ).toBeNull();
    expect(runOn('Roses Letters', roses.seams)).toBeNull();
  });
});

describe('the misspelling gate', () => {
  const flagged = ['Commited', 'Lifes', 'Carrier'];

  it.each([
    'Commited to your health with Mercy Hospital',
    'Lifes best moments start here',
    'Build your carrier',
  ])('catches “%s”, which repeats a word the spelling check flags', (alt) => {
    expect(misspelt(alt, flagged)).not.toBeNull();
  });

  it('lets the words spelt right through', () => {
    expect(misspelt('Committed to your health with Mercy Hospital', flagged)).toBeNull();
    expect(misspelt('Build your career', flagged)).toBeNull();
  });
});

describe('the wrong-source gate', () => {
  it.each([
    ['Free Lunch and Coffee', 'headline', 'pricing'],
    ['Home Services Experienced Pros Happiness Guarantee', 'finding', 'footer'],
    ['Call 555-201-3344 today', 'subheadline', 'phone'],
    ['Dépannage en 24 h au 06 43 72 18 50', 'subheadline', 'phone'],
    ['The staff were so friendly and helpful from start to finish', 'headline', 'testimonial'],
    ['Our Stores Service What We Sell', 'meta_description', 'navigation'],
    ['Your Email Address', 'headline', 'form'],
  ])('catches “%s” (%s) taken from %s', (alt, element, source) => {
    expect(wrongSource(alt, element, texts, names)).toContain(source);
  });

  it.each([
    ['Call 416 939 1530', 'primary_cta'],
    ['Toronto Plumbers offers 24/7 plumbing services. Call 416 939 1530.', 'meta_description'],
    ['Plombier à Lyon, 7 jours sur 7. Appelez le 04 72 00 00 00.', 'meta_description'],
    ['Call 416 939 1530', 'finding'],
  ])('lets the number of a call formula through (“%s”, %s)', (alt, element) => {
    expect(wrongSource(alt, element, texts, names)).toBeNull();
  });

  it('reads opening hours written with dots as hours, not as a French number', () => {
    expect(
      wrongSource('Ouvert du lundi au samedi 08.00 12.00 14.00 18.00', 'subheadline', texts, names),
    ).toBeNull();
  });

  it('still catches a number that is not the closing call: “Call 416 939 1530 for a quote.”', () => {
    expect(wrongSource('Call 416 939 1530 for a quote.', 'meta_description', texts, names)).toContain(
      'phone',
    );
    expect(wrongSource('Call 416 939 1530', 'subheadline', texts, names)).toContain('phone');
  });

  it('lets a call label through that a price card also says: the formula and the number are no quote', () => {
    const repair = page(
      `<main><h1>Dépannage climatisation à Marseille</h1><a href="tel:0643721850">06 43 72 18 50</a>
      <section class="pricing"><div class="plan"><h3>Diagnostic</h3><p class="price">89 €</p>
      <ul><li>Déplacement inclus</li><li>Intervention en 24 h dans la majorité des cas. Appelez le 06 43 72 18 50, standard joignable 7j/7.</li></ul></div>
      <div class="plan"><h3>Recharge</h3><p class="price">149 €</p><ul><li>Gaz inclus</li></ul></div></section></main>`,
      '<title>Clim Urgence</title>',
    );
    const repairTexts = pageTexts(repair);
    expect(
      repairTexts.some((t) => t.source === 'pricing' && t.text.includes('appelez le 06 43 72 18 50')),
    ).toBe(true);
    expect(wrongSource('Appelez le 06 43 72 18 50', 'primary_cta', repairTexts, ['Clim Urgence'])).toBeNull();
    // a price card's own words stay caught
    expect(wrongSource('Déplacement inclus', 'headline', repairTexts, ['Clim Urgence'])).toContain('pricing');
  });

  it('catches a fact the rationale says it quoted from a price card', () => {
    const card = hospital.textBlocks.find((b) => b.text === 'Free Lunch and Coffee')!;
    expect(card.role).toBe('pricing');
    expect(wrongSource('Lunch included', 'headline', texts, names, [card.selector])).toContain('pricing');
  });

  it.each([
    'Emergency care, maternity and surgery under one roof with Mercy Hospital',
    'Book an appointment',
    'Hospital care in Springfield, day and night | Mercy Hospital',
  ])('lets “%s” through: the page’s own promise', (alt) => {
    expect(wrongSource(alt, 'headline', texts, names)).toBeNull();
  });
});

describe('the dropped-name gate', () => {
  it('catches a product name that lost a word ("IM Solution" -> "with Solution")', () => {
    expect(
      droppedName('IM Solution for clinics', 'Manage patient records with Solution', ['IM Solution']),
    ).toBe('IM Solution');
  });

  it('catches a title that drops the product for a minor feature', () => {
    const pdp = page(
      '<main><h1>Acme Trail Runner 2</h1><p class="price">$120</p><button>Add to cart</button></main>',
      '<title>Acme Trail Runner 2 - Lightweight running shoe | Acme</title><meta property="og:site_name" content="Acme">',
    );
    const n = namesOf(pdp);
    expect(n).toContain('Acme Trail Runner 2');
    expect(
      droppedName('Acme Trail Runner 2 - Lightweight running shoe | Acme', 'Breathable mesh upper | Acme', n),
    ).toBe('Acme Trail Runner 2');
  });

  it('lets an alternative that keeps the name through', () => {
    expect(droppedName('Welcome to Formly', 'Build forms faster with Formly', ['Formly'])).toBeNull();
    expect(droppedName(null, 'Build forms faster with Formly', ['Formly'])).toBeNull();
  });
});

describe('the wrong-target gate', () => {
  it('catches a quantity stepper "+" relabelled "Add to cart"', () => {
    expect(wrongCtaTarget('+', 'Add to cart', 'product_detail', [])).toContain('control without words');
  });

  it('catches a call label for an address taken as the main action', () => {
    expect(wrongCtaTarget('400 CENTRAL PARK WEST, #15K', 'Call us now', 'home_landing', [])).toContain(
      'not a phone number',
    );
  });

  it.each([
    ['Remove Item', 'Buy now'],
    ['Save', 'Get my quote'],
    ['post comment', 'Contact us'],
  ])('catches a button that does its own task (“%s”) relabelled “%s”', (label, alt) => {
    expect(wrongCtaTarget(label, alt, 'checkout', [])).toContain('does its own task');
  });

  it('lets a clearer label for the same task, and an offer that saves money, through', () => {
    expect(wrongCtaTarget('Remove', 'Remove this item', 'checkout', [])).toBeNull();
    expect(wrongCtaTarget('Save 20% today', 'Save 20% on your first order', 'home_landing', [])).toBeNull();
  });

  it('catches "Download <site>" as the main action of a review page', () => {
    expect(wrongCtaTarget('Download', 'Download Trustpilot', 'review_ugc', ['Trustpilot'])).toContain(
      'names the site',
    );
  });

  it('catches copy for the headline on a finding about an image', () => {
    const selectors = elementSelectors(hospital);
    const finding = { title: 'Images lack alt text', evidence: [{ selector: 'main > img' }] };
    expect(wrongFindingTarget(finding, 'headline', selectors)).not.toBeNull();
  });

  it('lets a button label for the button, and copy for the element the finding is about, through', () => {
    expect(wrongCtaTarget('Submit', 'Start my trial', 'home_landing', ['Formly'])).toBeNull();
    expect(wrongCtaTarget('Try it', 'Try Formly', 'home_landing', ['Formly'])).toBeNull();
    expect(wrongCtaTarget('416 939 1530', 'Call us now', 'home_landing', [])).toBeNull();
    const selectors = elementSelectors(hospital);
    const finding = { title: 'The headline is vague', evidence: [{ selector: selectors.headline }] };
    expect(wrongFindingTarget(finding, 'headline', selectors)).toBeNull();
  });
});

describe('rewriteGates', () => {
  it("judges a finding's button label as a button label: it may repeat a menu entry", () => {
    const shop = page(
      '<header><nav><a href="/account">My account</a> <a href="/cart">Cart</a></nav></header><main><h1>Create your account</h1><form action="/join"><input type="email" name="email"><button>Submit</button></form></main>',
    );
    const keep = { original: null, alternatives: [], rationale: 'No alternative: nothing.' };
    const finding = (copy: string) => ({
      check_id: 'CTA_002',
      title: 'The main call to action uses a generic label',
      evidence: [],
      fix_steps: ['Name the action on the button'],
      rewritten_copy: copy,
    });
    const audit = (label: string) => ({
      findings: [finding(label)],
      copy_rewrites: {
        headline: keep,
        subheadline: keep,
        primary_cta: { original: 'Submit', alternatives: [label], rationale: '' },
        meta_title: keep,
        meta_description: keep,
        provider: 'test',
        fallback_reason: null,
      },
    });

    expect(rewriteGates(shop, audit('Create my account') as never).counts.rewritten_copy_not_copy).toBe(0);
    expect(
      rewriteGates(shop, audit('Accept the Privacy Policy') as never).counts.rewritten_copy_not_copy,
    ).toBe(1);
  });

  it("reads a formula's own ask as the formula's, even when the menu has the same words, and a menu entry it took as a fragment", () => {
    const firm = page(
      '<header><nav><a href="/contact-us.php">CONTACT US</a> <a href="/fees">Our Fixed Fees</a></nav></header><main><h1>Immigration solicitors in Hampstead</h1><p>Visas and appeals for families and businesses.</p></main>',
      '<title>Immigration Solicitors in Hampstead, London</title><meta name="description" content="A London-based firm of solicitors giving high quality immigration advice.">',
    );
    const keep = { original: null, alternatives: [], rationale: 'No alternative: nothing.' };
    const withDescription = (text: string) => ({
      findings: [],
      copy_rewrites: {
        headline: keep,
        subheadline: keep,
        primary_cta: keep,
        meta_title: keep,
        meta_description: {
          original: 'A London-based firm of solicitors giving high quality immigration advice.',
          alternatives: [text],
          rationale: '',
        },
        provider: 'test',
        fallback_reason: null,
      },
    });

    const own = 'A London-based firm of solicitors giving high quality immigration advice. Contact us.';
    expect(rewriteGates(firm, withDescription(own) as never).counts.fragments).toBe(0);
    const taken = 'Immigration advice from London solicitors. Our Fixed Fees.';
    expect(rewriteGates(firm, withDescription(taken) as never).counts.fragments).toBe(1);
  });

  it('reads a phone number the page shows as in context, and one it never shows as out of it', () => {
    const plumber = page('<main><h1>Plumbing in Toronto</h1><p>Phone 212.334.5100</p></main>');
    const keep = { original: null, alternatives: [], rationale: 'No alternative: nothing.' };
    const withLabel = (label: string) => ({
      findings: [],
      copy_rewrites: {
        headline: keep,
        subheadline: keep,
        primary_cta: { original: '212.334.5100', alternatives: [label], rationale: '' },
        meta_title: keep,
        meta_description: keep,
        provider: 'test',
        fallback_reason: null,
      },
    });

    expect(rewriteGates(plumber, withLabel('Call 212.334.5100')).counts.numbers_out_of_context).toBe(0);
    expect(rewriteGates(plumber, withLabel('Call 212.334.5199')).counts.numbers_out_of_context).toBe(1);
  });

  it('counts each reader gate over an audit and the good originals that still got an alternative', () => {
    const keep = { original: null, alternatives: [], rationale: 'No alternative: nothing.' };
    const audit = {
      findings: [],
      copy_rewrites: {
        headline: {
          original: 'Hospital care in Springfield, day and night',
          alternatives: ['Best Features of Our Hospital. Our Expert Doctors.', 'Free Lunch and Coffee'],
          rationale: '',
        },
        subheadline: {
          original: 'Emergency care at Mercy Hospital',
          alternatives: ['Emergency care'],
          rationale: '',
        },
        primary_cta: keep,
        meta_title: keep,
        meta_description: keep,
        provider: 'test',
        fallback_reason: null,
      },
    };

    const g = rewriteGates(hospital, audit, { misspelt: ['Coffee'] });

    expect(g.counts.stitched).toBe(1);
    expect(g.counts.wrong_source).toBe(1);
    expect(g.counts.misspelt).toBe(1);
    expect(g.counts.dropped_name).toBe(1);
    expect(g.counts.wrong_target).toBe(0);
    expect(g.good_originals).toBeGreaterThanOrEqual(1);
    expect(g.good_with_alternative).toBe(1);
  });
});
