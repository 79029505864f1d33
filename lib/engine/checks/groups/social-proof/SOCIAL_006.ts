import type { CheckDeclaration } from '../../check.js';
import { absent, fail, notApplicable, pass } from '../../outcome.js';
import { excerpt, logoEvidence, ratingEvidence, testimonialEvidence } from '../../signals/evidence.js';
import { LANDING } from '../../scope.js';
import { CUSTOMER_COUNT, customerCount } from './shared.js';

export const SOCIAL_006: CheckDeclaration = {
  id: 'SOCIAL_006',
  pageTypes: LANDING,
  languages: ['en'],
  dimension: 'trust',
  title: 'There is no social proof on the first screen',
  label: 'Social proof appears on the first screen',
  description:
    'Most visitors decide whether to keep reading within the first screen; proof placed only at the bottom is never seen by them.',
  threshold:
    'a testimonial, rating, customer logo or customer count sits in the first screen of content (the hero)',
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Move a rating, a customer count or a logo strip into or just under the hero.',
    'Keep it to one line so it supports, not crowds, the headline and call to action.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-3% conversion; varies by scroll depth',
  source: 'heuristic',
  run(model) {
    const end = model.hero.end;
    if (end <= 0) return notApplicable('the first screen of content could not be determined');
    const t = model.testimonials.find((x) => x.order < end);
    if (t) return pass(testimonialEvidence(t), 'testimonial in hero');
    const r = model.reviews.find((x) => x.order < end && x.ratingValue !== null);
    if (r) return pass(ratingEvidence(r), `rating ${r.ratingValue}/${r.bestRating} in hero`);
    const l = model.logos.find((x) => x.order < end && x.context !== 'brand');
    if (l) return pass(logoEvidence(model, l), `logo in hero: ${l.name}`);
    const hit = customerCount(model);
    if (hit && hit.order < end) return pass(excerpt(hit, CUSTOMER_COUNT), 'customer count in hero');
    return fail(
      absent('a testimonial, rating, customer logo or customer count in the first screen'),
      'none in hero',
    );
  },
};
