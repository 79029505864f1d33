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
    });
    expect(view.headline.selector).toContain('h1');
    expect(view.primary_cta).toMatchObject({ text: 'Start your free trial', goal: 'trial' });
    expect(view.primary_cta.selector).toMatch(/a/);
  });

  it('says null rather than guessing when there is no headline or call to action', () => {
    const view = pageViewOf(
      model('<html><body><p>Just a few words of text on an otherwise empty page.</p></body></html>'),
    );
    expect(view.headline).toEqual({ text: null, selector: null });
    expect(view.primary_cta).toEqual({ text: null, selector: null, goal: null });
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
