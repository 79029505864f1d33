import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass } from '../../outcome.js';
import { excerpt } from '../../signals/evidence.js';
import { findTextOrPassage as findText } from '../../signals/text-search.js';
import { CONVERTING, GENERAL } from '../../scope.js';

const TRACK_RECORD =
  /\b(since|est\.?|established( in)?|founded( in)?|serving [\w\s]{0,30} since|in business since)\s*(19|20)\d{2}\b|\b\d{1,3}\+?\s+years? (of )?(experience|in business|serving|of service|of expertise)\b/i;

export const TRUST_010: CheckDeclaration = {
  id: 'TRUST_010',
  pageTypes: CONVERTING,
  languages: ['en'],
  dimension: 'trust',
  title: 'The page does not state the business’s track record',
  label: 'Track record (years in business) is stated',
  description:
    'Years in business ("since 1998", "20 years of experience") is a cheap, checkable credibility signal that reassures buyers the business will still be there after the sale.',
  threshold: 'the page states a founding year or a number of years in business',
  severity: 'low',
  weight: 2,
  industries: ['ecommerce', 'agency', 'local', 'course', 'event', 'nonprofit', ...GENERAL],
  needs: 'static',
  fixSteps: [
    'Add "Since <year>" or "<n> years serving <market>" near the logo, hero or footer.',
    'Back it with a short history on the About page.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-1% conversion; larger for services where longevity matters',
  source: 'heuristic',
  run(model) {
    const hit = findText(model, TRACK_RECORD);
    return hit
      ? pass(excerpt(hit, TRACK_RECORD), 'track record stated')
      : fail(absent('a founding year or years in business'), 'not stated');
  },
};
