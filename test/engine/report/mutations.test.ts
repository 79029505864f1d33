/**
 * Mutation tests: a real corpus page is edited in one respect (a call to action removed, a meta
 * description added...) and audited before and after. The audit must move in the direction the
 * edit deserves. Both sides go through the same parse -> serialize round trip, so the only
 * difference between them is the edit itself.
 */
import { selectAll, selectOne } from 'css-select';
import { Text, type AnyNode, type Document, type Element } from 'domhandler';
import { appendChild, getOuterHTML, removeElement } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import type { CheckResult } from '../../../lib/engine/checks/check.js';
import type { DimensionId } from '../../../lib/engine/checks/dimensions.js';
import { runChecks } from '../../../lib/engine/checks/run-checks.js';
import { buildPageModel } from '../../../lib/engine/model/build-model.js';
import { labelFromImageFile } from '../../../lib/engine/model/detectors/ctas.js';
import type { PageModel } from '../../../lib/engine/model/page-model.js';
import { HISTOGRAM_SIZE } from '../../../lib/engine/report/benchmark.js';
import { composeAudit } from '../../../lib/engine/report/build-report.js';
import { lookupIn } from '../../../lib/engine/checks/default-catalogue.js';
import { computeScore } from '../../../lib/engine/report/score.js';
import type { FullAudit } from '../../../lib/engine/report/types.js';
import { readCorpusPage, staticHttp } from '../model/corpus-models.js';

interface Audited {
  model: PageModel;
  results: CheckResult[];
  audit: FullAudit;
}

function auditHtml(page: string, html: string): Audited {
  const url = `https://www.${page}.example/`;
  const model = buildPageModel({
    url,
    finalUrl: url,
    html,
    http: staticHttp(html.length),
    fetchedAt: '2026-01-01T00:00:00.000Z',
  });
  const results = runChecks(model);
  const audit = composeAudit({
    scanId: 'sc_mutation',
    url,
    model,
    results,
    benchmark: { histogram: new Array<number>(HISTOGRAM_SIZE).fill(0) },
    scanMeta: { cost_usd: 0, duration_ms: 0 },
  });
  return { model, results, audit };
}

function edited(html: string, edit: (doc: Document) => void): string {
  const doc = parseDocument(html);
  edit(doc);
  return getOuterHTML(doc);
}

/** The page audited as it is, and after `edit` (which may read the original's model). */
function mutate(
  page: string,
  edit: (doc: Document, before: PageModel) => void,
): {
  before: Audited;
  after: Audited;
} {
  const html = readCorpusPage(page);
  const before = auditHtml(
    page,
    edited(html, () => undefined),
  );
  const after = auditHtml(
    page,
    edited(html, (doc) => edit(doc, before.model)),
  );
  return { before, after };
}

function statusOf(a: Audited, checkId: string): CheckResult['status'] | undefined {
  return a.results.find((r) => r.id === checkId)?.status;
}

/** The score before rounding to an integer. */
function exactScore(a: Audited): number {
  return computeScore(a.results, lookupIn()).exact;
}

function dimensionScore(a: Audited, id: DimensionId): number {
  const d = a.audit.dimensions.find((x) => x.dimension === id);
  if (d?.score === null || d === undefined) throw new Error(`dimension ${id} did not apply`);
  return d.score;
}

function hasFinding(a: Audited, checkId: string): boolean {
  return a.audit.findings.some((f) => f.check_ids.includes(checkId));
}

/** Add-to-cart and buy-now wording. */
const BUY_LABEL = /\b(add to (cart|bag|basket|shopping bag)|buy (it )?now)\b/i;

/** Pages across the industries whose primary call to action gets relabelled. */
const RELABEL_PAGES = [
  'amazon-relay-module-pdp',
  'wilsonsleather-bag-pdp',
  'floorbarn-flooring-home',
  'leewardpro-license-plates-home',
  'bunchball-home',
  'microlink-home',
  'saasy-dark-template',
  'v1-project-accounting-home',
  'callpaul-law-home',
  'lawfire-template',
  'liu-brooklyn-university',
  'traveler-app-template',
];

function all(doc: Document, selector: string): Element[] {
  return selectAll<AnyNode, Element>(selector, doc);
}

function one(doc: Document, selector: string): Element | null {
  return selectOne<AnyNode, Element>(selector, doc);
}

/** Resolve every selector first: removing one element shifts the :nth-of-type of its siblings. */
function removeAll(doc: Document, selectors: readonly string[]): number {
  const doomed = new Set<Element>();
  for (const s of selectors) for (const el of all(doc, s)) doomed.add(el);
  for (const el of doomed) removeElement(el);
  return doomed.size;
}

function appendHtml(parent: Element, html: string): void {
  for (const node of parseDocument(html).children) appendChild(parent, node);
}

function first(doc: Document, selector: string): Element {
  const el = one(doc, selector);
  if (!el) throw new Error(`no ${selector} in the page`);
  return el;
}

describe('mutations of corpus pages move the audit the right way', () => {
  it.each(['agilezen-home', 'scoutforce-home'])(
    'removing the main ask of %s lowers the score and puts a new CTA finding in the top 3',
    (page) => {
      const { before, after } = mutate(page, (doc, model) => {
        const primary = model.ctas.find((c) => c.role === 'primary');
        expect(primary, 'the page has a primary CTA to remove').toBeDefined();
        // the primary and every other button asking for the same (agilezen's hero "Create Free
        // Account" and its header "Sign Up"): with one of them left, the page still has a clear ask
        const asks = model.ctas.filter(
          (c) => c === primary || (c.styledAsButton && c.goal === primary!.goal && c.region !== 'footer'),
        );
        expect(
          removeAll(
            doc,
            asks.map((c) => c.selector),
          ),
        ).toBe(asks.length);
      });

      expect(after.audit.score).toBeLessThan(before.audit.score);
      expect(dimensionScore(after, 'cta')).toBeLessThan(dimensionScore(before, 'cta'));
      const failedBefore = new Set(before.audit.findings.flatMap((f) => f.check_ids));
      const newTop = after.audit.findings
        .slice(0, 3)
        .filter((f) => f.dimension_id === 'cta' && f.check_ids.some((id) => !failedBefore.has(id)));
      expect(newTop.map((f) => f.check_id)).not.toEqual([]);
    },
  );

  it('relabelling the only call to action "Click here" fails the generic-label check and lowers the score', () => {
    const { before, after } = mutate('scoutforce-home', (doc, model) => {
      const button = first(doc, model.ctas.find((c) => c.role === 'primary')!.selector);
      for (const child of [...button.children]) removeElement(child);
      appendChild(button, new Text('Click here'));
    });

    expect(after.model.ctas.find((c) => c.role === 'primary')?.text).toBe('Click here');
    expect(statusOf(before, 'CTA_002')).toBe('pass');
    expect(statusOf(after, 'CTA_002')).toBe('fail');
    expect(after.audit.findings.find((f) => f.check_ids.includes('CTA_002'))?.explanation).toContain(
      'Click here',
    );
    expect(dimensionScore(after, 'cta')).toBeLessThan(dimensionScore(before, 'cta'));
    expect(after.audit.score).toBeLessThan(before.audit.score);
  });

  it.each(['agilezen-home', 'perk-app-home'])(
    'removing the testimonials of %s lowers the trust dimension and reports the missing testimonials',
    (page) => {
      const html = readCorpusPage(page);
      const before = auditHtml(
        page,
        edited(html, () => undefined),
      );
      expect(before.model.testimonials).not.toEqual([]);
      // Removing a quote can expose its container as the next candidate: repeat until none is left.
      let current = html;
      let after = before;
      for (let round = 0; round < 4 && after.model.testimonials.length > 0; round += 1) {
        const selectors = after.model.testimonials.map((t) => t.selector);
        current = edited(current, (doc) => removeAll(doc, selectors));
        after = auditHtml(page, current);
      }

      expect(after.model.testimonials).toEqual([]);
      expect(statusOf(before, 'SOCIAL_001')).toBe('pass');
      expect(statusOf(after, 'SOCIAL_001')).toBe('fail');
      expect(hasFinding(after, 'SOCIAL_001')).toBe(true);
      expect(dimensionScore(after, 'trust')).toBeLessThan(dimensionScore(before, 'trust'));
      expect(after.audit.score).toBeLessThan(before.audit.score);
    },
  );

  it.each(['sb-shop-item-template', 'bluecadet-agency-home'])(
    'adding a meta description to %s turns the SEO_002 finding into a passed check',
    (page) => {
      const description =
        'Compare the details, read what buyers say and order online in minutes, with secure checkout and free returns.';
      const { before, after } = mutate(page, (doc) => {
        const existing = one(doc, 'meta[name="description"]');
        if (existing) existing.attribs.content = description;
        else appendHtml(first(doc, 'head'), `<meta name="description" content="${description}">`);
      });

      expect(hasFinding(before, 'SEO_002')).toBe(true);
      expect(hasFinding(after, 'SEO_002')).toBe(false);
      expect(statusOf(after, 'SEO_002')).toBe('pass');
      expect(dimensionScore(after, 'discoverability')).toBeGreaterThan(
        dimensionScore(before, 'discoverability'),
      );
      expect(after.audit.score).toBeGreaterThanOrEqual(before.audit.score);
    },
  );

  it('removing the only h1 fails the one-H1 check and lowers discoverability', () => {
    const { before, after } = mutate('agilezen-home', (doc) => {
      expect(removeAll(doc, ['h1'])).toBe(1);
    });

    expect(statusOf(before, 'SEO_003')).toBe('pass');
    expect(statusOf(after, 'SEO_003')).toBe('fail');
    expect(hasFinding(after, 'SEO_003')).toBe(true);
    expect(dimensionScore(after, 'discoverability')).toBeLessThan(dimensionScore(before, 'discoverability'));
    expect(after.audit.score).toBeLessThan(before.audit.score);
  });

  it('removing the viewport meta fails the mobile viewport check and lowers performance', () => {
    const { before, after } = mutate('sb-shop-item-template', (doc) => {
      expect(removeAll(doc, ['meta[name="viewport"]'])).toBe(1);
    });

    expect(statusOf(before, 'MOBILE_001')).toBe('pass');
    expect(statusOf(after, 'MOBILE_001')).toBe('fail');
    expect(dimensionScore(after, 'performance')).toBeLessThan(dimensionScore(before, 'performance'));
    expect(after.audit.score).toBeLessThan(before.audit.score);
  });

  it('adding a viewport meta to a desktop-only page passes the mobile viewport check', () => {
    const { before, after } = mutate('dunkin-coffee-pdp', (doc) => {
      appendHtml(first(doc, 'head'), '<meta name="viewport" content="width=device-width, initial-scale=1">');
    });

    expect(hasFinding(before, 'MOBILE_001')).toBe(true);
    expect(hasFinding(after, 'MOBILE_001')).toBe(false);
    expect(dimensionScore(after, 'performance')).toBeGreaterThan(dimensionScore(before, 'performance'));
    // the page's score sits low on the curve, where one check moves less than a whole point:
    // compare the unrounded score
    expect(exactScore(after)).toBeGreaterThan(exactScore(before));
    expect(after.audit.score).toBeGreaterThanOrEqual(before.audit.score);
  });

  it('adding a privacy policy link passes the privacy check and raises trust', () => {
    const { before, after } = mutate('sb-shop-item-template', (doc) => {
      appendHtml(first(doc, 'footer'), '<a href="/privacy-policy">Privacy Policy</a>');
    });

    expect(hasFinding(before, 'TRUST_002')).toBe(true);
    expect(statusOf(after, 'TRUST_002')).toBe('pass');
    expect(hasFinding(after, 'TRUST_002')).toBe(false);
    expect(dimensionScore(after, 'trust')).toBeGreaterThan(dimensionScore(before, 'trust'));
    expect(after.audit.score).toBeGreaterThanOrEqual(before.audit.score);
  });

  it('giving every image alt text passes the text-alternative check and raises the score', () => {
    const { before, after } = mutate('visionproject-home', (doc) => {
      // a button image gets the label it shows (read from its file name), as its author would write it
      for (const img of all(doc, 'img')) {
        const label = /btn|button/i.test(img.attribs.src ?? '')
          ? labelFromImageFile(img.attribs.src ?? '')
          : '';
        img.attribs.alt = label || 'Screenshot of the project board';
      }
    });

    expect(statusOf(before, 'ACCESS_002')).toBe('fail');
    expect(statusOf(after, 'ACCESS_002')).toBe('pass');
    expect(dimensionScore(after, 'performance')).toBeGreaterThan(dimensionScore(before, 'performance'));
    // the page's score sits low on the curve, where one check moves less than a whole point:
    // compare the unrounded score
    expect(exactScore(after)).toBeGreaterThan(exactScore(before));
    expect(after.audit.score).toBeGreaterThanOrEqual(before.audit.score);
  });

  it('removing the phone number and email address fails the phone check and lowers trust', () => {
    // an agency, whose trust rests on being reachable (the licence-plate maker is industry 'other',
    // where losing a phone that was not click-to-call also drops a failing mobile check)
    const { before, after } = mutate('lightstream-agency-home', (doc, model) => {
      expect(model.contacts.map((c) => c.kind).sort()).toEqual(['email', 'phone']);
      removeAll(doc, [...model.contacts.map((c) => c.selector), 'a[href^="tel:"]', 'a[href^="mailto:"]']);
    });

    expect(statusOf(before, 'TRUST_005')).toBe('pass');
    expect(statusOf(after, 'TRUST_005')).toBe('fail');
    expect(hasFinding(after, 'TRUST_005')).toBe(true);
    expect(dimensionScore(after, 'trust')).toBeLessThan(dimensionScore(before, 'trust'));
    // a template page scored near the bottom of the curve: compare the unrounded score
    expect(exactScore(after)).toBeLessThan(exactScore(before));
    expect(after.audit.score).toBeLessThanOrEqual(before.audit.score);
  });

  it('adding a money-back guarantee passes the guarantee check and raises persuasion', () => {
    const { before, after } = mutate('sb-shop-item-template', (doc) => {
      appendHtml(
        first(doc, 'section'),
        '<div class="guarantee"><h3>Our promise</h3><p>30-day money-back guarantee: not happy? Return it within 30 days for a full refund.</p></div>',
      );
    });

    expect(hasFinding(before, 'OBJ_004')).toBe(true);
    expect(statusOf(after, 'OBJ_004')).toBe('pass');
    expect(statusOf(after, 'OBJ_005')).toBe('pass');
    expect(hasFinding(after, 'OBJ_004')).toBe(false);
    expect(dimensionScore(after, 'persuasion')).toBeGreaterThan(dimensionScore(before, 'persuasion'));
    expect(after.audit.score).toBeGreaterThan(before.audit.score);
  });

  it('adding a price in a second currency fails the one-currency check and lowers clarity', () => {
    const { before, after } = mutate('sb-modern-business-pricing', (doc) => {
      appendHtml(
        first(doc, 'main'),
        '<section class="add-on"><h2>Extra storage</h2><p>Add 100 GB for €9 per month.</p></section>',
      );
    });

    expect(statusOf(before, 'OFC_009')).toBe('pass');
    expect(statusOf(after, 'OFC_009')).toBe('fail');
    // a low-severity check: its result (with the evidence) is in the check table, not the findings
    const result = after.results.find((r) => r.id === 'OFC_009');
    expect(result?.evidence.map((e) => e.quote).join(' ')).toContain('€9');
    expect(after.audit.findings.some((f) => f.check_ids.includes('OFC_009'))).toBe(false);
    expect(dimensionScore(after, 'clarity')).toBeLessThan(dimensionScore(before, 'clarity'));
  });

  it.each(['wilsonsleather-bag-pdp', 'sb-shop-item-template', 'amazon-relay-module-pdp'])(
    'removing the add-to-cart controls of %s fails PROD_001 and lowers the score',
    (page) => {
      const { before, after } = mutate(page, (doc, model) => {
        const buy = model.ctas.filter((c) => BUY_LABEL.test(c.text));
        expect(
          removeAll(
            doc,
            buy.map((c) => c.selector),
          ),
        ).toBeGreaterThan(0);
      });

      expect(after.model.ctas.filter((c) => BUY_LABEL.test(c.text))).toEqual([]);
      expect(statusOf(before, 'PROD_001')).toBe('pass');
      expect(statusOf(after, 'PROD_001')).toBe('fail');
      expect(after.audit.findings.find((f) => f.check_ids.includes('PROD_001'))?.severity).toBe('critical');
      expect(dimensionScore(after, 'cta')).toBeLessThan(dimensionScore(before, 'cta'));
      // Without its buy box a template served from a site root can be reclassified as a home page,
      // which swaps the product checks for the landing-page ones; its score must then not rise.
      if (after.model.pageType.id === before.model.pageType.id) {
        expect(after.audit.score).toBeLessThan(before.audit.score);
      } else {
        expect(after.audit.score).toBeLessThanOrEqual(before.audit.score);
      }
    },
  );

  it('relabelling the primary call to action "Click here" fails the generic-label check on most pages', () => {
    const flagged: string[] = [];
    const kept: string[] = [];
    for (const page of RELABEL_PAGES) {
      const { before, after } = mutate(page, (doc, model) => {
        const primary = model.ctas.find((c) => c.role === 'primary');
        expect(primary, `${page} has a primary CTA`).toBeDefined();
        // every copy of the label changes, as a site-wide relabel would
        const same = model.ctas.filter((c) => c.text.toLowerCase() === primary!.text.toLowerCase());
        for (const c of same) {
          const el = first(doc, c.selector);
          if (el.name === 'input') el.attribs.value = 'Click here';
          else {
            for (const child of [...el.children]) removeElement(child);
            appendChild(el, new Text('Click here'));
          }
        }
      });
      if (after.model.ctas.find((c) => c.role === 'primary')?.text === 'Click here') kept.push(page);
      if (statusOf(before, 'CTA_002') !== 'fail' && statusOf(after, 'CTA_002') === 'fail') {
        flagged.push(page);
        expect(hasFinding(after, 'CTA_002')).toBe(true);
        expect(after.audit.score).toBeLessThanOrEqual(before.audit.score);
      }
    }
    expect(kept.length).toBeGreaterThanOrEqual(Math.ceil(RELABEL_PAGES.length * 0.75));
    expect(flagged.length).toBeGreaterThanOrEqual(Math.ceil(RELABEL_PAGES.length * 0.75));
  });

  it.each(['sb-shop-item-template', 'agilezen-home'])(
    'adding a price without a currency to %s reports it under OFC_010',
    (page) => {
      const { before, after } = mutate(page, (doc) => {
        appendHtml(
          first(doc, 'main, #main, section, body'),
          '<div class="add-on"><h3>Gift wrapping</h3><p>Price: 49.99</p><button>Add to cart</button></div>',
        );
      });

      expect(after.model.prices.some((p) => p.text === '49.99' && p.currency === null)).toBe(true);
      expect(statusOf(before, 'OFC_010')).not.toBe('fail');
      expect(statusOf(after, 'OFC_010')).toBe('fail');
      expect(after.audit.findings.find((f) => f.check_ids.includes('OFC_010'))?.explanation).toContain(
        '49.99',
      );
    },
  );

  it('adding JSON-LD Product with an AggregateRating passes the rating and structured-data checks', () => {
    const { before, after } = mutate('sb-shop-item-template', (doc) => {
      appendHtml(
        first(doc, 'head'),
        '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Shop item",' +
          '"aggregateRating":{"@type":"AggregateRating","ratingValue":"4.6","reviewCount":"128"}}</script>',
      );
    });

    expect(after.model.reviews.map((r) => [r.ratingValue, r.reviewCount])).toContainEqual([4.6, 128]);
    expect(hasFinding(before, 'SOCIAL_002')).toBe(true);
    expect(hasFinding(before, 'SEO_009')).toBe(true);
    expect(statusOf(after, 'SOCIAL_002')).toBe('pass');
    expect(statusOf(after, 'SEO_009')).toBe('pass');
    expect(dimensionScore(after, 'trust')).toBeGreaterThan(dimensionScore(before, 'trust'));
    expect(dimensionScore(after, 'discoverability')).toBeGreaterThan(
      dimensionScore(before, 'discoverability'),
    );
    expect(after.audit.score).toBeGreaterThan(before.audit.score);
  });
});
