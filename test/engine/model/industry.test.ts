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
});
