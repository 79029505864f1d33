import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass } from '../../outcome.js';
import { testimonialEvidence } from '../../signals/evidence.js';
import { CONVERTING } from '../../scope.js';
import { NO_TESTIMONIALS, ratio, share } from './shared.js';

export const SPQ_002: CheckDeclaration = {
  id: 'SPQ_002',
  pageTypes: CONVERTING,
  languages: 'any',
  dimension: 'trust',
  title: 'Testimonials have no photos of the people quoted',
  label: 'Testimonials show the faces of the people quoted',
  description:
    'A face next to a quote makes it feel real and is read before the words; faceless quotes are easy to dismiss as invented.',
  threshold: 'at least half of the testimonials show a photo of the person',
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  presumes: ['testimonial'],
  fixSteps: [
    'Ask customers for a headshot or use their public profile photo with permission.',
    'Show it beside each quote.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-1.5% conversion; an estimate',
  source: 'heuristic',
  run(model) {
    const ts = model.testimonials;
    if (ts.length === 0) return notApplicable(NO_TESTIMONIALS);
    const observed = `${ratio(ts, (t) => t.hasPhoto)} with a photo (minimum half)`;
    const without = ts.find((t) => !t.hasPhoto);
    return share(ts, (t) => t.hasPhoto) >= 0.5
      ? pass(
          ts
            .filter((t) => t.hasPhoto)
            .slice(0, 2)
            .flatMap(testimonialEvidence),
          observed,
        )
      : fail(testimonialEvidence(without!), observed);
  },
};
