import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass } from '../../outcome.js';
import { testimonialEvidence } from '../../signals/evidence.js';
import { CONVERTING } from '../../scope.js';
import { NO_TESTIMONIALS } from './shared.js';

// A figure with a unit of outcome; star ratings and review dates carry digits but no result.
const CONCRETE_RESULT =
  /\d+(\.\d+)?\s*(%|x\b|times\b|(hours?|hrs?|days?|weeks?|months?|minutes?|mins?|years?|seconds?)\b|k\b|(more |new )?(customers|sales|leads|users|orders|clients|signups|sign-ups|bookings|visitors)\b)|[$€£]\s?\d|\b(doubled|tripled|halved|twice as|x faster)\b/i;

export const SPQ_004: CheckDeclaration = {
  id: 'SPQ_004',
  pageTypes: CONVERTING,
  languages: ['en'],
  dimension: 'persuasion',
  title: 'No testimonial mentions a concrete result',
  label: 'Testimonials cite concrete results',
  description:
    '"Great service!" persuades nobody; "cut our month-end close from 5 days to 2" shows the outcome a buyer can expect.',
  threshold:
    'at least one testimonial states a measurable result (a figure with %, x, time, money or a count of customers/sales)',
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'static',
  presumes: ['testimonial'],
  fixSteps: [
    'Ask customers what changed, in numbers: time saved, revenue, fewer errors.',
    'Lead the testimonial with that result; cut generic praise.',
  ],
  fixEffort: 'medium',
  impact: 'medium',
  impactEstimate: 'estimate: +1-3% conversion; an estimate',
  source: 'heuristic',
  run(model) {
    const ts = model.testimonials;
    if (ts.length === 0) return notApplicable(NO_TESTIMONIALS);
    const concrete = ts.find((t) => CONCRETE_RESULT.test(t.quote));
    return concrete
      ? pass(testimonialEvidence(concrete), 'a testimonial cites a result')
      : fail(testimonialEvidence(ts[0]), `0 of ${ts.length} testimonials cite a result`);
  },
};
