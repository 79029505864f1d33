import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { authorQuote, testimonialEvidence } from '../../signals/evidence.js';
import type { Testimonial } from '../../../model/page-model.js';
import { CONVERTING } from '../../scope.js';
import { NO_TESTIMONIALS, ratio, share } from './shared.js';

export const SPQ_001: CheckDeclaration = {
  id: 'SPQ_001',
  pageTypes: CONVERTING,
  languages: 'any',
  dimension: 'trust',
  title: 'Testimonials are anonymous',
  label: 'Testimonials are attributed to named people',
  description:
    'An unnamed quote could have been written by anyone, including the seller; a real name makes it believable.',
  threshold: 'at least 80% of testimonials carry the author’s name',
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Ask each customer for permission to show their full name.',
    'Remove quotes you cannot attribute.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +0.5-2% conversion; an estimate',
  source: 'heuristic',
  run(model) {
    const ts = model.testimonials;
    if (ts.length === 0) return notApplicable(NO_TESTIMONIALS);
    const named = (t: Testimonial) => !!t.author && t.author.trim().length > 1;
    const observed = `${ratio(ts, named)} named (minimum 80%)`;
    const anon = ts.find((t) => !named(t));
    return share(ts, named) >= 0.8
      ? pass(
          ts
            .filter(named)
            .slice(0, 2)
            .map((t) => seen(t, authorQuote(t))),
          observed,
        )
      : fail(testimonialEvidence(anon!), observed);
  },
};
