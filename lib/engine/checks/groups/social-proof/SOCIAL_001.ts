import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass } from '../../outcome.js';
import { testimonialEvidence } from '../../signals/evidence.js';
import { CONVERTING } from '../../scope.js';

export const SOCIAL_001: CheckDeclaration = {
  id: 'SOCIAL_001',
  pageTypes: CONVERTING,
  languages: 'any',
  dimension: 'trust',
  title: 'The page shows no customer testimonials',
  label: 'Customer testimonials are shown',
  description:
    'Visitors believe other customers more than the seller; a testimonial is the most basic form of that proof and its absence leaves every claim unsupported.',
  threshold: 'at least one customer testimonial is on the page',
  severity: 'high',
  weight: 4,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Ask three recent happy customers for a two-sentence quote about their result.',
    'Show them with name and photo near the main call to action.',
  ],
  fixEffort: 'medium',
  impact: 'high',
  impactEstimate: 'estimate: +2-8% conversion; varies by how unknown the brand is',
  source: 'heuristic',
  run(model) {
    const t = model.testimonials[0];
    return t
      ? pass(
          testimonialEvidence(t),
          `${model.testimonials.length} testimonial(s)${t.shownAs?.length === 0 ? ', the first only in structured data' : ''}`,
        )
      : fail(absent('a customer testimonial'), '0 testimonials');
  },
};
