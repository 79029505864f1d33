import { describe, expect, it } from 'vitest';
import { buildPageModel } from '../../../lib/engine/model/build-model.js';
import { emptyModel } from '../../../lib/engine/model/empty-model.js';
import { goalOf, pageViewOf } from '../../../lib/engine/report/page-view.js';
import { pageViewSchema } from '../../../lib/engine/report/schema.js';

function model(html: string, url = 'https://acme.example/') {
  return buildPageModel({ url, finalUrl: url, html, http: emptyModel(url).http });
}

describe('the page object: what the audit saw', () => {
  it('names the page type, language, headline and primary call to action with their selectors', () => {
    const view = pageViewOf(
      model(`<html lang="en"><head><title>Billwise</title></head><body><main>
        <h1 class="hero-title">Invoices that get you paid twice as fast</h1>
        <p>Send an invoice in a minute and let reminders chase late payers for you, every week.</p>
        <a class="btn btn-primary" href="/signup">Start your free trial</a></main></body></html>`),
    );

    expect(pageViewSchema.strict().safeParse(view).error).toBeUndefined();
    expect(view.page_type).toBe('home_landing');
    expect(view.language).toBe('en');
    expect(view.headline).toEqual({
      text: 'Invoices that get you paid twice as fast',
      selector: expect.any(String),
      basis: 'markup',
      confidence: expect.any(Number),
      reason: null,
    });
    expect(view.headline.confidence).toBeGreaterThanOrEqual(0.5);
    expect(view.headline.selector).toContain('h1');
    expect(view.primary_cta).toMatchObject({ text: 'Start your free trial', goal: 'trial' });
    expect(view.primary_cta.selector).toMatch(/a/);
  });

  it('says null rather than guessing when there is no headline or call to action', () => {
    const view = pageViewOf(
      model('<html><body><p>Just a few words of text on an otherwise empty page.</p></body></html>'),
    );
    expect(view.headline).toMatchObject({ text: null, selector: null, basis: 'none' });
    expect(view.headline.reason).toBe('no heading or display text near the top of the page');
    expect(view.primary_cta).toMatchObject({ text: null, selector: null, goal: null, basis: 'none' });
    expect(view.primary_cta.reason).toBe('no button, form or link on the page asks for an action');
  });

  it('says an image-only hero has no text headline, and gives a menu entry taken as the ask a low confidence', () => {
    const view = pageViewOf(
      model(`<html><body><header><nav><ul><li><a href="/">Home</a></li><li><a href="/contact">Contact</a></li></ul></nav></header>
        <main><div class="slider"><img src="/banner-1.jpg" width="1200" height="500" alt="Christmas shop is open"></div>
        <p>Opening hours Monday to Friday.</p></main></body></html>`),
    );
    expect(view.headline).toMatchObject({ text: null, basis: 'none' });
    expect(view.headline.reason).toMatch(/^the first screen shows pictures/);
    expect(view.primary_cta).toMatchObject({ text: 'Contact', basis: 'menu', confidence: 0.25 });
  });

  it('reports findings that rest on an unsure pick with low confidence, after every sure conversion finding', async () => {
    const { runChecks } = await import('../../../lib/engine/checks/run-checks.js');
    const { composeAudit } = await import('../../../lib/engine/report/build-report.js');
    const audit = (m: ReturnType<typeof model>) =>
      composeAudit({
        scanId: 'sc_t',
        url: m.url,
        model: m,
        results: runChecks(m),
        benchmark: { histogram: new Array<number>(101).fill(0) },
        scanMeta: { cost_usd: 0, duration_ms: 0 },
      });
    // the only ask is a newsletter box in the footer: the main action is picked by default (0.4)
    const footerOnly = audit(
      model(`<html><body><header><nav><ul><li><a href="/">Home</a></li><li><a href="/about">About</a></li></ul></nav></header>
      <main><h1>Our roofs</h1><p>Roofing in Kent since 1962, slate and tile.</p></main>
      <footer><form action="/subscribe"><input type="email" name="email" placeholder="Email"><button>Subscribe</button></form></footer></body></html>`),
    );
    const unsure = footerOnly.findings.find((f) => f.check_ids.includes('CTA_006'));
    expect(unsure?.confidence).toBe('low');
    // sure conversion findings, then unsure ones, then hygiene (decisive.ts, conversionFirst)
    const { isHygieneCheck } = await import('../../../lib/engine/report/decisive.js');
    const conversion = footerOnly.findings.filter((f) => !f.check_ids.every(isHygieneCheck));
    const firstUnsure = conversion.findIndex((f) => f.confidence === 'low');
    expect(firstUnsure).toBeGreaterThan(0);
    expect(conversion.slice(firstUnsure).every((f) => f.confidence === 'low')).toBe(true);
    expect(footerOnly.findings.slice(0, conversion.length)).toEqual(conversion);

    // Nothing in the page asks, so a menu entry is taken as its main action (a guess, 0.25); that
    // nothing in the page asks is no guess: the finding that says so is as sure as the page read
    // and ranks first, as a missing main action does.
    const menuOnly = audit(
      model(`<html><body><header><nav><ul><li><a href="/">Home</a></li><li><a href="/contact">Contact</a></li></ul></nav></header>
      <main><h2>Our roofs</h2><p>Roofing in Kent since 1962, slate and tile.</p></main></body></html>`),
    );
    expect(menuOnly.page?.primary_cta).toMatchObject({ text: 'Contact', basis: 'menu', confidence: 0.25 });
    expect(menuOnly.findings[0]).toMatchObject({ check_ids: ['CTA_001'], confidence: 'medium' });
  });

  it('marks a static scan and a local address as degraded, with the reason in words', () => {
    const live = pageViewOf(model('<h1>Hello there friends</h1>'));
    expect(live.render).toMatchObject({ mode: 'static', degraded: true, stylesheets_failed: 0 });
    expect(live.render.reason).toMatch(/^no render/);

    const local = pageViewOf(model('<h1>Hello there friends</h1>', 'http://127.0.0.1:8080/draft.html'));
    expect(local.render.reason).toContain('127.0.0.1');
  });

  it('reads a call to action as a phone call from its tel: link, else from its intent', () => {
    expect(goalOf({ text: 'Call us', intent: 'contact', href: 'tel:+14169391530' })).toBe('call');
    expect(goalOf({ text: 'Add to cart', intent: 'cart', href: '/cart/add' })).toBe('add_to_cart');
    expect(goalOf({ text: 'Start', intent: 'signup', href: '/s', goal: 'trial' })).toBe('trial');
  });
});
