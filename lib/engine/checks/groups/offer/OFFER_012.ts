import type { CheckDeclaration } from '../../check.js';
import { absent, fail, notApplicable, pass, seen } from '../../outcome.js';
import { planPricePoints, priceEvidence } from '../../signals/prices.js';
import { LANDING } from '../../scope.js';

const INCLUDED_LIMIT = 60;

export const OFFER_012: CheckDeclaration = {
  id: 'OFFER_012',
  pageTypes: LANDING,
  languages: 'any',
  prices: 'shown',
  dimension: 'offer',
  title: 'Plans do not list what is included',
  label: 'Plans list what is included',
  description:
    'A price without its contents cannot be judged as good value; a short feature list under each plan makes the comparison possible.',
  threshold: `when 2 or more plans are shown, at least 3 list items follow the first plan price (within ${INCLUDED_LIMIT} elements)`,
  severity: 'medium',
  weight: 3,
  industries: ['saas', 'app'],
  needs: 'static',
  fixSteps: [
    'List 4-8 included features or limits under each plan price.',
    'Start each list with what differs from the plan below.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-3% plan selection; an estimate',
  source: 'heuristic',
  run(model) {
    const points = planPricePoints(model);
    if (points.length < 2) return notApplicable('fewer than 2 plan prices');
    const first = points.reduce((a, b) => (a.order < b.order ? a : b));
    const items = model.textBlocks.filter(
      (b) => b.tag === 'li' && b.order > first.order && b.order - first.order <= INCLUDED_LIMIT,
    );
    const observed = `${items.length} list item(s) after the first plan price (minimum 3)`;
    return items.length >= 3
      ? pass(
          items.slice(0, 3).map((i) => seen(i, i.text)),
          observed,
        )
      : fail([priceEvidence(first), absent('a list of what the plan includes')], observed);
  },
};
