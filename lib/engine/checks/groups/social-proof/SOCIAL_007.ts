import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { excerpt } from '../../signals/evidence.js';
import { findAllText } from '../../signals/text-search.js';
import { CONVERTING } from '../../scope.js';

const REVIEW_PLATFORM =
  /\b(trustpilot|g2( crowd)?|capterra|google reviews|yelp|feefo|reviews\.io|yotpo|bazaarvoice|tripadvisor|trustradius|sitejabber|judge\.me|okendo|houzz|homeadvisor|angi|avvo|product hunt)\b/i;

const RATED = /\b(reviews?|rated|rating|ratings|stars?|score|excellent)\b/i;

const RATED_SPAN = 60;

const REVIEW_HOST =
  /(trustpilot|g2|capterra|yelp|feefo|reviews\.io|tripadvisor|trustradius|sitejabber|houzz|homeadvisor|avvo|producthunt)\.(com|co\.uk|io)/i;

export const SOCIAL_007: CheckDeclaration = {
  id: 'SOCIAL_007',
  pageTypes: CONVERTING,
  languages: ['en'],
  dimension: 'trust',
  title: 'No independent review platform is cited',
  label: 'An independent review platform is cited',
  description:
    'Reviews on the seller’s own site can be curated; a rating on Trustpilot, G2, Google or Yelp is independent and therefore more credible.',
  threshold:
    'the page links to or cites a third-party review platform (Trustpilot, G2, Capterra, Google reviews, Yelp ...)',
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Claim your profile on the review platform your buyers use.',
    'Embed its rating widget or link to the profile near your testimonials.',
  ],
  fixEffort: 'medium',
  impact: 'medium',
  impactEstimate: 'estimate: +0.5-3% conversion; varies by rating and volume',
  source: 'heuristic',
  run(model) {
    const link = model.links.find((l) => REVIEW_HOST.test(l.href));
    if (link) return pass(seen(link, link.text || link.href), 'review platform linked');
    // A platform named in passing ("integrated with Yelp") is not a rating: review words must sit beside it.
    const hit =
      findAllText(model, REVIEW_PLATFORM).find((h) => {
        const m = REVIEW_PLATFORM.exec(h.text)!;
        return RATED.test(
          h.text.slice(Math.max(0, m.index - RATED_SPAN), m.index + m[0].length + RATED_SPAN),
        );
      }) ?? null;
    return hit
      ? pass(excerpt(hit, REVIEW_PLATFORM), 'review platform cited')
      : fail(absent('a link to or mention of a third-party review platform'), 'none');
  },
};
