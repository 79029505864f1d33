import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { URGENCY_RE } from '../../signals/vocabularies/urgency.js';
import { LANDING } from '../../scope.js';
import { SELLING, urgencyBlocks } from './shared.js';

export const PSY_001: CheckDeclaration = {
  id: 'PSY_001',
  pageTypes: LANDING,
  languages: ['en'],
  dimension: 'persuasion',
  title: 'Nothing gives visitors a reason to act now',
  label: 'Page gives a reason to act now',
  description:
    'Without a reason to decide today, "later" wins, and later rarely comes; a real deadline or seasonal offer moves fence-sitters.',
  threshold:
    'the copy states a time-bound reason to act (offer ends, limited time, order by, early-bird, …) ',
  severity: 'medium',
  weight: 3,
  industries: SELLING,
  needs: 'static',
  fixSteps: [
    'Tie an honest deadline to the offer (launch price, seasonal cut-off, next cohort start).',
    'State it near the primary call to action with its date.',
  ],
  fixEffort: 'medium',
  impact: 'medium',
  impactEstimate: 'estimate: +2-9% conversion rate during the offer; varies by offer',
  source: 'heuristic',
  run(model) {
    const hit = urgencyBlocks(model)[0];
    if (hit) return pass(seen(hit, hit.text), `urgency: "${URGENCY_RE.exec(hit.text)?.[0]}"`);
    return fail(
      absent('a time-bound reason to act now (deadline, limited-time offer, early-bird price)'),
      'no urgency',
    );
  },
};
