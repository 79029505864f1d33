import { describe, expect, it } from 'vitest';
import { buildPageModel } from '../../../../lib/engine/model/build-model.js';
import type { PageModel, TextRole } from '../../../../lib/engine/model/page-model.js';
import { corpusHttp } from '../../../../bench/corpus.js';

function model(body: string): PageModel {
  const html = `<!doctype html><html lang="en"><head><title>Acme</title></head><body>${body}</body></html>`;
  return buildPageModel({
    url: 'https://acme.example/',
    finalUrl: 'https://acme.example/',
    html,
    http: corpusHttp(html.length),
    fetchedAt: '2026-01-01T00:00:00.000Z',
  });
}

/** The role the model gives the heading or text block that says exactly this. */
function roleOf(m: PageModel, text: string): TextRole | 'own' | 'missing' {
  const item = [...m.headings, ...m.textBlocks, ...m.guarantees].find((x) => x.text === text);
  return item ? (item.role ?? 'own') : 'missing';
}

const landing = model(`
  <main>
    <section class="hero">
      <h1>Payroll for restaurant owners</h1>
      <p>Pay your staff in minutes, every week, without spreadsheets.</p>
      <form action="/signup"><label for="e">Work email</label><input id="e" type="email"><button>Start free</button></form>
    </section>
    <section><h2>Trusted by brands you know</h2>
      <img src="/logos/a.png" alt="Alpha"><img src="/logos/b.png" alt="Beta"><img src="/logos/c.png" alt="Gamma"></section>
    <section><h2>Clients love us</h2>
      <div class="testimonial"><p>“Payday used to take me a whole evening, now it takes a minute.”</p><p class="author">Ana Ruiz, Casa Ruiz</p></div>
      <div class="testimonial"><p>“The best thing we bought this year, by far.”</p><p class="author">Tom Lee, Noodle Bar</p></div>
    </section>
    <section class="pricing">
      <div class="plan"><h3>Starter</h3><p class="price">$29/month</p><ul><li>Up to 10 staff</li><li>Free Lunch and Coffee</li></ul></div>
      <div class="plan"><h3>Growth</h3><p class="price">$79/month</p><ul><li>Up to 50 staff</li><li>Phone support</li></ul></div>
    </section>
    <section><h2>Get offers and updates</h2>
      <form action="/newsletter"><input type="email" placeholder="Email"><button>Subscribe</button></form></section>
    <section><h2>Why restaurants switch</h2><p>Tips and taxes are worked out for you.</p></section>
    <p>Call us on 555-201-3344</p>
  </main>`);

describe('assignTextRoles', () => {
  it("marks customers' words and the heading that introduces them", () => {
    expect(roleOf(landing, 'Clients love us')).toBe('testimonial');
    expect(roleOf(landing, '“The best thing we bought this year, by far.”')).toBe('testimonial');
  });

  it('marks the bullets and titles of a price grid', () => {
    expect(roleOf(landing, 'Free Lunch and Coffee')).toBe('pricing');
    expect(roleOf(landing, 'Starter')).toBe('pricing');
  });

  it('marks the heading of a section that holds a form and little else', () => {
    expect(roleOf(landing, 'Get offers and updates')).toBe('form');
  });

  it('marks the line that introduces a strip of customer logos, and a phone number', () => {
    expect(roleOf(landing, 'Trusted by brands you know')).toBe('logos');
    expect(roleOf(landing, 'Call us on 555-201-3344')).toBe('contact');
  });

  it("leaves the page's own promise unmarked, the hero's headline and subheadline above all", () => {
    expect(landing.hero.headline?.text).toBe('Payroll for restaurant owners');
    expect(landing.hero.headline?.role).toBeUndefined();
    expect(landing.hero.subheadline?.role).toBeUndefined();
    expect(roleOf(landing, 'Why restaurants switch')).toBe('own');
    expect(roleOf(landing, 'Tips and taxes are worked out for you.')).toBe('own');
  });

  it("does not take a product page's one buy box for a price grid", () => {
    const pdp = model(`<main><h1>Trail Runner 2</h1><p class="price">$120</p>
      <ul><li>Breathable mesh upper</li><li>Grippy sole for wet rock</li></ul><button>Add to cart</button></main>`);
    expect(roleOf(pdp, 'Breathable mesh upper')).toBe('own');
  });

  it("keeps a product's own words its own when its microdata nests the reviews", () => {
    const review = (author: string, body: string) =>
      `<div itemprop="review" itemscope itemtype="https://schema.org/Review"><span itemprop="author">${author}</span>
        <p itemprop="reviewBody">${body}</p></div>`;
    const spec = Array.from(
      { length: 30 },
      (_, i) => `<tr><td>Feature ${i + 1} of the frame</td><td>Steel, ${i + 10} mm</td></tr>`,
    );
    const m = model(`<main><section itemscope itemtype="https://schema.org/Product">
      <h1 itemprop="name">Wall-hung WC set with frame</h1><p>Rimless bowl, soft-close seat and a concealed cistern.</p>
      <table><tr><td>Warranty on the mechanism (years) 5</td><td>5</td></tr>${spec.join('')}</table>
      <div class="reviews"><h2>Reviews</h2>${review('Ana', 'Solid and quiet, easy to fit.')}${review('Tom', 'Looks great in our bathroom.')}</div>
    </section></main>`);
    expect(m.testimonials.filter((t) => t.source === 'schema').length).toBe(2);
    expect(roleOf(m, 'Rimless bowl, soft-close seat and a concealed cistern.')).toBe('own');
    expect(m.guarantees.find((g) => g.kind === 'warranty')?.role).toBeUndefined();
    // a list of reviews is their words, however the data locates them
    const list =
      model(`<main><div itemscope itemtype="https://schema.org/Product"><h1>Shelf</h1><p>Three oak shelves.</p>
      ${review('Ana', 'Sturdy, and it fits our small laundry room perfectly.')}</div></main>`);
    expect(roleOf(list, 'Sturdy, and it fits our small laundry room perfectly.')).toBe('testimonial');
  });

  it('does not take a form that wraps the whole page for a form', () => {
    const wrapped = model(`<form id="aspnet" action="/"><main><h1>Payroll for restaurant owners</h1>
      <h2>Why restaurants switch</h2><p>Tips and taxes are worked out for you.</p>
      <input type="search" name="q"><button>Search</button></main></form>`);
    expect(roleOf(wrapped, 'Why restaurants switch')).toBe('own');
  });
});
