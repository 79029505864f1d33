import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass } from '../../outcome.js';
import { excerpt, ratingEvidence } from '../../signals/evidence.js';
import { findTextOrPassage as findText } from '../../signals/text-search.js';
import { CONVERTING } from '../../scope.js';
import { withRating } from './shared.js';

const TEXT_RATING =
  /\b([1-5](?:\.\d)?)\s*(?:\/\s*5|out of 5|stars?)\b[^.]{0,40}?\b(\d[\d,]*)\s*(reviews|ratings)\b/i;

export const SOCIAL_002: CheckDeclaration = {
  id: 'SOCIAL_002',
  pageTypes: CONVERTING,
  languages: ['en'],
  dimension: 'trust',
  title: 'No aggregate star rating is shown',
  label: 'An aggregate star rating is shown',
  description:
    'A star rating with a review count summarises hundreds of opinions in one glance and is what shoppers scan for before reading anything else.',
  threshold: 'an aggregate rating (stars out of a best value) is shown',
  severity: 'medium',
  weight: 3,
  industries: ['ecommerce', 'saas', 'app', 'local', 'course', 'agency', 'event'],
  needs: 'static',
  fixSteps: [
    'Collect reviews with a review platform or your store’s review app.',
    'Show the average rating and the number of reviews near the title and the buy button.',
    'Mark it up as AggregateRating.',
  ],
  fixEffort: 'medium',
  impact: 'medium',
  impactEstimate: 'estimate: +1-5% conversion; varies by review volume',
  source: 'Spiegel Research Center, "How Online Reviews Influence Sales" (2017); range heuristic',
  run(model) {
    const r = withRating(model);
    if (r) {
      const count = r.reviewCount ?? r.ratingCount;
      return pass(
        ratingEvidence(r),
        `${r.ratingValue}/${r.bestRating}${count !== null ? ` from ${count} reviews` : ''}`,
      );
    }
    const hit = findText(model, TEXT_RATING);
    return hit
      ? pass(excerpt(hit, TEXT_RATING), 'rating stated in text')
      : fail(absent('an aggregate star rating with a review count'), 'no rating');
  },
};
