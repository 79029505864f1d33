import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { DEADLINE_RE } from '../../signals/vocabularies/urgency.js';
import { OFFER_PAGES } from '../../scope.js';
import { SELLING, urgencyBlocks } from './shared.js';

export const PSY_002: CheckDeclaration = {
  id: 'PSY_002',
  pageTypes: OFFER_PAGES,
  languages: ['en'],
  dimension: 'trust',
  title: 'Urgency is claimed without a real deadline',
  label: 'Urgency is backed by a concrete deadline',
  description:
    '"Hurry, ends soon!" without a date reads as a trick and costs trust; a stated date or time makes the urgency credible.',
  threshold: 'each urgency claim comes with a date, weekday or clock time in the same block',
  severity: 'medium',
  weight: 3,
  industries: SELLING,
  needs: 'static',
  fixSteps: [
    'Add the real end date and time to every deadline ("Offer ends Sunday 12 May, midnight").',
    'Remove urgency that has no real deadline behind it.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-4% conversion rate; varies by audience scepticism',
  source: 'heuristic',
  run(model) {
    const claims = urgencyBlocks(model);
    if (claims.length === 0) return notApplicable('the page makes no urgency claim');
    const vague = claims.filter((b) => !DEADLINE_RE.test(b.text));
    if (vague.length === 0)
      return pass(seen(claims[0], claims[0].text), `${claims.length} dated urgency claims`);
    return fail(
      vague.slice(0, 3).map((b) => seen(b, b.text)),
      `${vague.length} of ${claims.length} urgency claims without a date`,
    );
  },
};
