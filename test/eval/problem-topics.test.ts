import { describe, expect, it } from 'vitest';
import { CHECKS } from '../../lib/engine/checks/registry.js';
import { matchProblem, PROBLEM_TOPICS, topicCovers, topicsOf } from '../../bench/eval/problem-topics.js';

const ids = (problem: string) => topicsOf(problem).map((t) => t.id);

describe('problem topics', () => {
  it('recognises the problems experts name most, in their own wording', () => {
    expect(ids('Lorem ipsum fills the hero and every feature block.')).toContain('placeholder');
    expect(ids("There is no prominent 'Book an appointment' button on the page.")).toContain('main_action');
    expect(ids("The only ask is a small 'Subscribe' text link in the header.")).toContain('main_action');
    expect(ids('The demo request, the real goal, is a small text link in the top bar.')).toContain(
      'main_action',
    );
    expect(ids("Nothing asks a student to act: no 'Apply' button.")).toContain('main_action');
    expect(ids('The phone number is plain text, not a tel: link.')).toContain('tap_to_call');
    expect(ids('There is no viewport meta, so phones get a shrunken desktop page.')).toContain('mobile');
    expect(ids("The headline is only the company's legal name.")).toContain('value_proposition');
    expect(ids('The homepage shows no price or per-seat cost.')).toContain('price_missing');
    expect(ids('There is no social proof at all: no logos or testimonials.')).toContain('social_proof');
    expect(ids("'No reviews yet' is shown next to the price.")).toContain('social_proof');
    expect(ids('The hero is a six-slide auto-rotating carousel.')).toContain('carousel');
    expect(ids('Shipping cost is never stated before checkout.')).toContain('shipping');
    expect(ids('The product has a single package image.')).toContain('product_imagery');
    expect(ids('Every button has an empty href, so nothing leads anywhere.')).toContain('dead_links');
    expect(ids("Every 'Purchase Now' button links to '#!'.")).toContain('dead_links');
    expect(ids('Only one small product photo, for a part bought for its look.')).toContain('product_imagery');
    expect(ids("No room rates, 'from £' price or current offer is shown.")).toContain('price_missing');
    expect(ids('No free design consultation, estimate or seminar invitation.')).toContain('free_first_step');
    expect(ids('An empty petition counter is negative social proof right at the ask.')).toContain(
      'social_proof',
    );
    expect(ids('The strong outcome testimonials are pushed below news and a jobs box.')).toContain(
      'social_proof',
    );
  });

  it('reads the problem, not every subject it mentions', () => {
    // testimonials are there; the problem is the missing ask
    const t = ids('After eight persuasive testimonials there is no call to action.');
    expect(t).toContain('main_action');
    expect(t).not.toContain('social_proof');
    expect(ids("The hero h1 'The #1 rewards program' has no button.")).not.toContain('seo_basics');
    // an offer that includes analytics is no measurement problem; missing or broken analytics is
    const offer = ids(
      "The hero 'Everything you need to power your fundraising.' says nothing concrete; the real offer (giving days and social analytics for charities) only appears below.",
    );
    expect(offer).toEqual(['value_proposition']);
    expect(ids('A broken analytics include, so conversions are not tracked.')).toContain('measurement');
    expect(ids('There are no analytics on the page at all.')).toContain('measurement');
    // off to another site competes with the page's ask; to another page of the same site does not
    expect(
      ids("A banner button 'Visit Acme.org' sends prospects to the consumer crowdfunding site."),
    ).toContain('competing_actions');
    expect(ids("The 'Read More' buttons send visitors to the staff page.")).not.toContain(
      'competing_actions',
    );
    expect(ids("The conversion ask is a small 'Get In Touch' navbar button.")).toContain('main_action');
  });

  it('leaves a problem no topic covers unmapped', () => {
    expect(ids('The colours of the footer clash with the brand palette.')).toEqual([]);
    expect(matchProblem('The colours clash.', [['TRUST_011']])).toEqual({
      problem: 'The colours clash.',
      topics: [],
      found_at: null,
    });
  });

  it('places a problem at the first finding that names a check of its topics, among all check_ids', () => {
    const findings = [['SEO_001'], ['CTA_012', 'CTA_006'], ['TRUST_011']];
    expect(matchProblem('There is no clear call to action.', findings).found_at).toBe(2);
    expect(matchProblem('Lorem ipsum everywhere.', findings).found_at).toBe(3);
    expect(matchProblem('No testimonials or reviews.', findings).found_at).toBeNull();
  });

  it('names only checks of the catalogue, and families by their prefix', () => {
    const known = new Set(CHECKS.map((c) => c.id));
    for (const topic of PROBLEM_TOPICS) {
      expect(topic.checks.length, topic.id).toBeGreaterThan(0);
      for (const c of topic.checks)
        if (c.endsWith('_'))
          expect(
            CHECKS.some((k) => k.id.startsWith(c)),
            `${topic.id} ${c}`,
          ).toBe(true);
        else expect(known.has(c), `${topic.id} ${c}`).toBe(true);
    }
    const social = PROBLEM_TOPICS.find((t) => t.id === 'social_proof')!;
    expect(topicCovers(social, 'SPQ_004')).toBe(true);
    expect(topicCovers(social, 'SEO_001')).toBe(false);
  });
});
