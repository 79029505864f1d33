import { describe, expect, it } from 'vitest';
import { buildPageModel } from '../../../lib/engine/model/build-model.js';
import type { PageModel } from '../../../lib/engine/model/page-model.js';
import { SPEC_002 } from '../../../lib/engine/checks/groups/specificity/SPEC_002.js';
import { riskReversals } from '../../../lib/engine/checks/groups/objections/shared.js';
import { corpusHttp } from '../../../bench/corpus.js';

function model(body: string): PageModel {
  const html = `<!doctype html><html lang="en"><head><title>Acme Plumbing</title></head><body>${body}</body></html>`;
  return buildPageModel({
    url: 'https://acme.example/',
    finalUrl: 'https://acme.example/',
    html,
    http: corpusHttp(html.length),
    fetchedAt: '2026-01-01T00:00:00.000Z',
  });
}

const page = (testimonials: string, own = '') =>
  model(`<main><section class="hero"><h1>Plumbers for Leeds homes</h1><p>Boilers, leaks and bathrooms fixed the same week.</p>${own}<a class="btn" href="/quote">Get a quote</a></section>
    <section><h2>What customers say</h2>${testimonials}</section></main>`);

const review = (words: string, who: string) =>
  `<div class="testimonial"><p>“${words}”</p><p class="author">${who}</p></div>`;

describe("other people's words are not the seller's claims (issue 22 item 6)", () => {
  const reviews =
    review('The best plumber in town, hands down. Incredible work.', 'Ana Ruiz, Headingley') +
    review('They gave me a full refund when the part was late, no questions asked.', 'Tom Lee, Roundhay');

  it("reads no superlative in a customer's review as the seller's claim", () => {
    expect(SPEC_002.run(page(reviews)).status).toBe('not_applicable');
    // the seller's own "best" is still a claim that needs its proof
    expect(SPEC_002.run(page(reviews, '<p>The best plumbers in Leeds.</p>')).status).toBe('fail');
  });

  it("takes no customer's refund story for the seller's guarantee", () => {
    expect(riskReversals(page(reviews)).map((r) => r.text)).toEqual([]);
    const promised = page(reviews, '<p>Every repair comes with a 12-month guarantee.</p>');
    expect(
      riskReversals(promised)
        .map((r) => r.text)
        .join(' '),
    ).toMatch(/12-month guarantee/);
  });
});
