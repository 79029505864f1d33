import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { testimonialEvidence } from '../../signals/evidence.js';
import type { Testimonial } from '../../../model/page-model.js';
import { CONVERTING } from '../../scope.js';
import { NO_TESTIMONIALS, ratio, share } from './shared.js';

export const SPQ_003: CheckDeclaration = {
  id: 'SPQ_003',
  pageTypes: CONVERTING,
  languages: 'any',
  dimension: 'trust',
  title: 'Testimonials do not say who the customer is',
  label: 'Testimonials name the customer’s role or company',
  description:
    'A role or company lets visitors judge whether the customer is like them ("Head of Ops at a 50-person agency"), which is what makes proof persuasive.',
  threshold: 'at least half of the testimonials carry a role or a company',
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  presumes: ['testimonial'],
  fixSteps: [
    'Add the customer’s job title and company (or town, for consumers) under each name.',
    'Prefer quotes from customers who match your target buyer.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-1.5% conversion; an estimate',
  source: 'heuristic',
  run(model) {
    const ts = model.testimonials;
    if (ts.length === 0) return notApplicable(NO_TESTIMONIALS);
    const who = (t: Testimonial) => !!(t.role || t.company);
    const observed = `${ratio(ts, who)} with role or company (minimum half)`;
    const bare = ts.find((t) => !who(t));
    return share(ts, who) >= 0.5
      ? pass(
          ts
            .filter(who)
            .slice(0, 2)
            .map((t) => seen(t, t.role ?? t.company ?? '')),
          observed,
        )
      : fail(testimonialEvidence(bare!), observed);
  },
};
