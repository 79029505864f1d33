import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass } from '../../outcome.js';
import { testimonialEvidence } from '../../signals/evidence.js';
import { CONVERTING } from '../../scope.js';
import { NO_TESTIMONIALS } from './shared.js';

export const SPQ_005: CheckDeclaration = {
  id: 'SPQ_005',
  pageTypes: CONVERTING,
  languages: 'any',
  dimension: 'trust',
  title: 'Only one or two testimonials are shown',
  label: 'Several testimonials are shown',
  description:
    'One or two quotes look hand-picked; three or more from different customers read as a pattern rather than an exception.',
  threshold: 'at least 3 testimonials are on the page (when there are any)',
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  presumes: ['testimonial'],
  fixSteps: [
    'Add testimonials until you show at least three, from different customer types.',
    'Rotate in fresh ones every quarter.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-2% conversion; an estimate',
  source: 'heuristic',
  run(model) {
    const ts = model.testimonials;
    if (ts.length === 0) return notApplicable(NO_TESTIMONIALS);
    const ev = ts.slice(0, 3).flatMap(testimonialEvidence);
    const observed = `${ts.length} testimonial(s) (minimum 3)`;
    return ts.length >= 3 ? pass(ev, observed) : fail(ev, observed);
  },
};
