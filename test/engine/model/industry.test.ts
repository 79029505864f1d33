import { describe, expect, it } from 'vitest';
import { classifyIndustry } from '../../../lib/engine/model/industry.js';
import { corpusModel, corpusName, manifest, snippetModel } from './corpus-models.js';

/** The corpus labels local service businesses (plumber, dentist, law firm) as 'agency'. */
function matches(expected: string, got: string): boolean {
  if (expected === 'agency') return got === 'agency' || got === 'local';
  if (expected === 'other') return !['ecommerce', 'saas', 'agency', 'local'].includes(got);
  return got === expected;
}

describe('classifyIndustry', () => {
  it('classifies at least 80% of the ecommerce, saas and agency corpus pages correctly', () => {
    const named = manifest.filter((e) => e.industry !== 'other');
    const correct = named.filter((e) => matches(e.industry, corpusModel(corpusName(e)).industry.id));
    // 35 of 38 when this test was written
    expect(correct.length / named.length).toBeGreaterThanOrEqual(0.8);
  });

  it('keeps most of the other corpus pages out of the three named classes', () => {
    const others = manifest.filter((e) => e.industry === 'other');
    const correct = others.filter((e) => matches('other', corpusModel(corpusName(e)).industry.id));
    expect(correct.length / others.length).toBeGreaterThanOrEqual(0.75);
  });

  it('gives its signals in words and a confidence between 0 and 1', () => {
    const facts = corpusModel('amazon-relay-module-pdp').industry;
    expect(facts.id).toBe('ecommerce');
    expect(facts.signals).toContain('Add to cart button');
    expect(facts.confidence).toBeGreaterThan(0.5);
    expect(facts.confidence).toBeLessThanOrEqual(1);
  });

  it('reads schema.org types: Product, SoftwareApplication, LocalBusiness, Course, NewsArticle, NGO, Event', () => {
    const typed = (type: string) =>
      snippetModel(
        `<script type="application/ld+json">{"@type":"${type}","name":"X"}</script><p>Hello there</p>`,
      );
    expect(classifyIndustry(typed('Product')).id).toBe('ecommerce');
    expect(classifyIndustry(typed('SoftwareApplication')).id).toBe('saas');
    expect(classifyIndustry(typed('Dentist')).id).toBe('local');
    expect(classifyIndustry(typed('Course')).id).toBe('course');
    expect(classifyIndustry(typed('NewsArticle')).id).toBe('publisher');
    expect(classifyIndustry(typed('NGO')).id).toBe('nonprofit');
    expect(classifyIndustry(typed('MusicEvent')).id).toBe('event');
    expect(classifyIndustry(typed('MobileApplication')).id).toBe('app');
  });

  it('recognises plans with monthly prices and a free trial as SaaS', () => {
    const model = snippetModel(
      '<h2>Pricing</h2><div class="plan"><h3>Starter</h3><p>$19/mo</p></div><div class="plan"><h3>Team</h3><p>$49 per month</p></div><a class="btn" href="/trial">Start free trial</a><p>No credit card required. Cancel anytime.</p>',
    );
    const facts = classifyIndustry(model);
    expect(facts.id).toBe('saas');
    expect(facts.signals).toEqual(
      expect.arrayContaining(['free trial call to action', 'no credit card required']),
    );
  });

  it('calls a page with no signals other, with low confidence', () => {
    const facts = classifyIndustry(snippetModel('<p>Hello.</p>'));
    expect(facts.id).toBe('other');
    expect(facts.confidence).toBeLessThan(0.5);
  });

  it('tells a local trade from an agency by its own words, though both sell services and quotes', () => {
    const plumber = snippetModel(
      '<header><p>Call 416 939 1530</p></header><main><h1>Emergency plumber in Toronto</h1>' +
        '<a class="btn" href="/quote">Get a free quote</a><h2>Our services</h2>' +
        '<p>Drain cleaning, leaking pipes, sewer repair and water heaters. Licensed and insured plumbers serving the Toronto area 24/7.</p></main>',
      { url: 'https://plumber.example/' },
    );
    const agency = snippetModel(
      '<main><h1>We design brands people remember</h1><a class="btn" href="/quote">Get a quote</a><h2>Our services</h2>' +
        '<p>Branding, web design and digital marketing for ambitious companies.</p><h2>Case studies</h2><p>Our work for clients.</p></main>',
      { url: 'https://studio.example/' },
    );
    expect(classifyIndustry(plumber).id).toBe('local');
    expect(classifyIndustry(plumber).signals).toContain('phone number at the top of the page');
    expect(classifyIndustry(agency).id).toBe('agency');
  });

  it('does not count a toll-free number at the top as a sign of a local business', () => {
    const national = snippetModel(
      '<header><p>Call 1-866-342-0201</p></header><main><h1>Wall decor</h1></main>',
    );
    expect(classifyIndustry(national).signals).not.toContain('phone number at the top of the page');
  });

  it('counts app-store badges as an app even when they link nowhere yet', () => {
    const app = snippetModel(
      '<main><h1>Discover the world</h1><a href="#"><img src="/app-store-badge.png" alt="App store badge"></a></main>',
    );
    expect(classifyIndustry(app).id).toBe('app');
  });

  it('does not read $0.00 (an empty cart or a blank price) as an offer', () => {
    const blank = snippetModel(
      '<main><h1>Floors</h1><p>Cart: $0.00</p><p>Total $0.00</p><p>Due $0.00</p></main>',
    );
    expect(classifyIndustry(blank).signals.some((s) => /one-off price/.test(s))).toBe(false);
  });

  it('reads a curriculum of modules as a course, even with a checkout form beside it', () => {
    const course = snippetModel(
      '<main><h1>Learn Node</h1><h3>Module #1 Setup</h3><p>Install.</p><h3>Module #2 Routing</h3><p>Routes.</p></main>',
    );
    expect(classifyIndustry(course).signals).toContain('a curriculum of modules or lessons');
  });
});
