import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass } from '../../outcome.js';
import { ratingEvidence } from '../../signals/evidence.js';
import { findAllText, near } from '../../signals/text-search.js';
import { CONVERTING } from '../../scope.js';
import { withRating } from './shared.js';

const REVIEW_COUNT = /\b(\d[\d,.]*)\s+(customer |global |verified )?(reviews|ratings|votes)\b/i;

const COUNT_WINDOW = 10;

export const SPQ_006: CheckDeclaration = {
  id: 'SPQ_006',
  pageTypes: CONVERTING,
  languages: ['en'],
  dimension: 'trust',
  title: 'The star rating rests on too few reviews',
  label: 'The star rating rests on enough reviews',
  description:
    'A 5-star average from three reviews is noise, and shoppers know it; a count of ten or more makes the rating meaningful.',
  threshold: 'the aggregate rating is backed by at least 10 reviews or ratings',
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Send a review request email a few days after delivery or onboarding.',
    'Until the count reaches 10, show individual reviews instead of an average.',
  ],
  fixEffort: 'medium',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-2% conversion; an estimate',
  source: 'Spiegel Research Center, "How Online Reviews Influence Sales" (2017); range heuristic',
  run(model) {
    const r = withRating(model);
    if (!r) return notApplicable('no aggregate rating on the page');
    let count = Math.max(r.reviewCount ?? 0, r.ratingCount ?? 0);
    if (count === 0) {
      // The count often sits in a sibling element ("1,204 ratings") the review markup does not carry.
      const hit = near(findAllText(model, REVIEW_COUNT), r.order, COUNT_WINDOW)[0];
      const m = hit ? REVIEW_COUNT.exec(hit.text) : null;
      if (m) count = Number(m[1].replace(/[,.]/g, ''));
    }
    const ev = ratingEvidence(r);
    const observed = `${count} reviews (minimum 10), rated ${r.ratingValue}/${r.bestRating}`;
    return count >= 10 ? pass(ev, observed) : fail(ev, observed);
  },
};
