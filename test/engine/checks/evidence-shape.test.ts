/**
 * Evidence quotes what the page shows at the element its selector names (issue #12 item 5): built
 * from HTML through the model builder, so the detectors' evidence fields are exercised too.
 */
import { describe, expect, it } from 'vitest';
import type { CheckOutcome, Evidence } from '../../../lib/engine/checks/check.js';
import { runChecks } from '../../../lib/engine/checks/run-checks.js';
import type { PageModel } from '../../../lib/engine/model/page-model.js';
import { snippetModel } from '../model/corpus-models.js';
import { runCheck } from '../../support/check-kit/index.js';
import { evidenceProblem, pageFacts } from '../../support/evidence-rules.js';

function quoted(outcome: CheckOutcome): Evidence[] {
  if (outcome.status === 'not_applicable') throw new Error(outcome.reason);
  return outcome.evidence.filter((e) => e.absent === undefined);
}

describe('evidence shape', () => {
  it('quotes a price with its context at the element that shows that context', () => {
    const model = snippetModel(
      '<h1>Locks</h1><div id="box"><p class="old">Regular Price: <span>$71.99</span></p>' +
        '<p class="new">Special Price: <span id="p">$51.99</span></p></div>',
    );
    const p = model.prices.find((x) => x.text === '$51.99')!;
    expect(p.contextSelector).not.toBeNull();
    const [ev] = quoted(runCheck('OFFER_001', model));
    // never the joined text at the price's own span
    expect(ev.selector).toBe(p.contextSelector);
    expect(ev.quote).toContain('$51.99');
  });

  it('quotes what a contact shows, not the mailto address or a form action', () => {
    const model = snippetModel(
      '<h1>Plumbing</h1><a id="mail" href="mailto:info@example.com"><i class="icon-mail"></i></a>' +
        '<form id="f" action="/contact.php"><input name="name" placeholder="Your name"><textarea name="message"></textarea><button>Send message</button></form>',
    );
    const email = model.contacts.find((c) => c.kind === 'email')!;
    expect(email.value).toBe('info@example.com');
    expect(email.shown).toBe('');
    for (const e of quoted(runCheck('CONV_008', model))) {
      expect(e.quote).not.toContain('mailto');
      expect(e.quote).not.toContain('contact.php');
    }
  });

  it('splits the text around an email form into one quote per element', () => {
    const model = snippetModel(
      '<h1>Shop</h1><footer><h3 id="h">Newsletter</h3><p id="p">Subscribe to our newsletter.</p>' +
        '<form id="nl"><input type="email" name="email" placeholder="Email"><button>Subscribe</button></form></footer>',
    );
    const around = quoted(
      runCheck('EMAIL_002', { ...model, industry: { id: 'ecommerce', confidence: 1, signals: [] } }),
    );
    expect(around.length).toBeGreaterThan(1);
    for (const e of around) expect(e.quote).not.toContain(' / ');
  });

  it('quotes a head fact with a selector that finds it in any case, and the canonical as written', () => {
    const model = snippetModel('<h1>Hi</h1>', {
      head: '<meta name="Description" content="A short page."><link rel="canonical" href="https://https://example.com/">',
    });
    const [desc] = quoted(runCheck('SEO_002', model));
    expect(desc.selector).toBe('meta[name="description" i]');
    const [canonical] = quoted(runCheck('SEO_005', model));
    expect(canonical.quote).toBe('https://https://example.com/');
  });

  it('quotes the run of a block that holds the claim, not its own text joined across a list', () => {
    const model = snippetModel(
      '<h1>Scouting</h1><div id="c">Our tool is completely affordable.<ul><li>One</li><li>Two</li></ul>' +
        '<a href="/demo">Request a demo</a></div><p>Plans from $9 per month.</p>',
    );
    const block = model.textBlocks.find((b) => b.text.includes('affordable'))!;
    expect(block.pieces).toEqual(['Our tool is completely affordable.', 'Request a demo']);
    const [claim] = quoted(runCheck('SPEC_009', model));
    expect(claim.quote).toBe('Our tool is completely affordable.');
  });

  it('quotes nothing of a video: its address is not shown', () => {
    const model = snippetModel('<h1>App</h1><video id="v" src="/demo.mp4" controls></video>');
    const video = quoted(runCheck('ACCESS_011', model));
    expect(video).toEqual([{ quote: '', selector: '#v' }]);
  });
});

/**
 * The evidence items of every check the audit runs on the page (runChecks: the checks in scope)
 * that break the corpus rule (test/support/evidence-rules.ts).
 */
function brokenEvidence(model: PageModel, html: string): string[] {
  const facts = pageFacts(model, html);
  return runChecks(model).flatMap((r) =>
    r.evidence.flatMap((e) => {
      const problem = evidenceProblem(e, facts);
      return problem ? [`${r.id}: ${problem} — “${e.quote}” at ${e.selector}`] : [];
    }),
  );
}

/** The page snippetModel builds, as the independent parser of the rule reads it. */
function snippetHtml(body: string, head: string): string {
  return `<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`;
}

/** A small business page with the things checks used to describe instead of quoting. */
const DESCRIBED_HEAD =
  '<title>Tree care</title><script type="application/ld+json">' +
  JSON.stringify([
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Oak & Co',
      legalName: 'Oak & Co Ltd',
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Home', item: 'https://oak.example.com/' }],
    },
    {
      '@context': 'https://schema.org',
      '@type': 'Review',
      reviewBody: 'They saved our old oak and cleaned up after themselves, every branch of it.',
      author: { '@type': 'Person', name: 'Ute G.' },
      reviewRating: { '@type': 'Rating', ratingValue: 5 },
    },
  ]) +
  '</script><script src="https://widget.intercom.io/widget/abc"></script>';

const DESCRIBED_BODY =
  '<table><tr><td><a href="/"><img src="/img/home.gif" alt="Home"></a></td>' +
  '<td><a href="/services/"><img src="/img/services.gif" alt="Tree Services"></a></td>' +
  '<td><a href="/gallery/"><img src="/img/gallery.gif" alt="Gallery"></a></td></tr></table>' +
  '<h1>Tree surgeons in Kent</h1><p>We prune, fell and survey trees for homes and councils across Kent.</p>' +
  '<logic:notEqual name="user"><h3>Fancy a Chat?</h3><p>Call us for a free survey of your trees this week.</p></logic:notEqual>' +
  '<form id="quote" action="/send"><input name="name" aria-label="Your name"><input name="email" type="email">' +
  '<textarea name="message"></textarea></form>' +
  '<video id="v" src="/film.mp4" autoplay></video>' +
  '<div id="buy"><label for="size">Size :</label><select id="size" name="size"><option>Small</option>' +
  '<option selected>Large <span>tree</span></option></select><span>Price: from £95 per visit</span></div>' +
  '<div id="claim">Our surveys are thorough!<ul><li>Root checks</li><li>Crown checks</li></ul>Book a survey today</div>' +
  '<p>Every survey ends with a written report on each tree: its species, its age, its health, the work it needs ' +
  'and what that work costs, so you can plan the next five years of care for your garden with confidence.</p>';

/** A product page whose size field is labelled by a <label> beside it. */
const PRODUCT_HEAD =
  '<script type="application/ld+json">' +
  JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Oak sweatshirt',
    offers: { '@type': 'Offer', price: '30.00', priceCurrency: 'GBP' },
  }) +
  '</script>';
const PRODUCT_BODY =
  '<h1>Oak sweatshirt</h1><p class="price">£30.00</p><form id="buy" action="/cart"><label for="group_1">Size :</label>' +
  '<select id="group_1" name="group[1]"><option>S</option><option>M</option></select>' +
  '<button type="submit">Add to cart</button></form>';

describe('evidence never quotes a description', () => {
  const model = snippetModel(DESCRIBED_BODY, {
    head: DESCRIBED_HEAD,
    url: 'https://oak.example.com/services/trees/',
  });
  const product = snippetModel(PRODUCT_BODY, {
    head: PRODUCT_HEAD,
    url: 'https://oak.example.com/shop/sweatshirt',
  });

  it('every check quotes only text the page shows, at a selector that finds it', () => {
    expect(brokenEvidence(model, snippetHtml(DESCRIBED_BODY, DESCRIBED_HEAD))).toEqual([]);
    expect(brokenEvidence(product, snippetHtml(PRODUCT_BODY, PRODUCT_HEAD))).toEqual([]);
  });

  it('names what it recognised from data, scripts and attributes in observed, and quotes nothing of it', () => {
    const outcomes = Object.fromEntries(
      ['NAV_006', 'SEO_009', 'CONV_003', 'ACCESS_001', 'UNIV_006'].map((id) => [id, runCheck(id, model)]),
    );
    for (const [id, outcome] of Object.entries(outcomes)) {
      expect(outcome.status, id).toBe('pass');
      if (outcome.status === 'not_applicable') continue;
      for (const e of outcome.evidence) expect(e.quote, id).toBe('');
    }
    const observed = (id: string): string | undefined => {
      const o = outcomes[id];
      return o.status === 'not_applicable' ? undefined : o.observed;
    };
    expect(observed('NAV_006')).toBe('BreadcrumbList in json-ld');
    expect(observed('SEO_009')).toBe('Organization in json-ld');
    expect(observed('CONV_003')).toBe('live chat widget (intercom)');
    expect(observed('ACCESS_001')).toBe('lang="en"');
    expect(observed('UNIV_006')).toContain('Oak & Co Ltd');
  });

  it('quotes a form by what it shows, never by its purpose', () => {
    for (const id of ['OBJ_008', 'OFC_001', 'CONV_009']) {
      const [form] = quoted(runCheck(id, model)).filter((e) => e.selector === '#quote');
      expect(form, id).toEqual({ quote: 'Your name', selector: '#quote' });
    }
  });

  it('points a review found only in JSON-LD at its script without quoting it', () => {
    const [t] = model.testimonials;
    expect(t.source).toBe('schema');
    const outcome = runCheck('SOCIAL_001', model);
    expect(quoted(outcome)).toEqual([{ quote: '', selector: t.selector }]);
    expect(outcome.status === 'pass' && outcome.observed).toBe(
      '1 testimonial(s), the first only in structured data',
    );
  });

  it('quotes a menu of image links at the links, not at a <nav> the page lacks', () => {
    const items = quoted(runCheck('NAV_001', model));
    expect(items.map((e) => e.quote)).toEqual(['Home', 'Tree Services', 'Gallery']);
    for (const e of items) expect(e.selector).not.toBe('nav');
  });

  it('quotes a field by what the field shows, not by its <label>', () => {
    const outcome = runCheck('PROD_010', product);
    expect(quoted(outcome)).toEqual([{ quote: '', selector: '#group_1' }]);
    expect(outcome.status === 'fail' && outcome.observed).toBe('no size guide for the size field (Size :)');
  });

  it('quotes a price alone when its context runs across a select', () => {
    const price = model.prices.find((p) => p.amount === 95)!;
    expect(price.context).toContain('Large');
    expect(price.contextSelector).toBeNull();
  });

  it('quotes the run of a block that holds the match, never the runs joined', () => {
    const [claim] = quoted(runCheck('MSG_008', model)).filter((e) => e.selector === '#claim');
    expect(claim.quote).toBe('Our surveys are thorough!');
  });
});
