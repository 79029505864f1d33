import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { planPricePoints, priceEvidence } from '../../signals/prices.js';
import type { Price } from '../../../model/page-model.js';
import { LANDING } from '../../scope.js';

const NAME_WINDOW = 15;

export const OFC_007: CheckDeclaration = {
  id: 'OFC_007',
  pageTypes: LANDING,
  languages: 'any',
  prices: 'shown',
  dimension: 'clarity',
  title: 'Some plan prices have no plan name',
  label: 'Every plan is named',
  description:
    'A named plan ("Team", "Business") tells the buyer who it is for and gives sales and support a word to use; anonymous price cards blur together.',
  threshold: `each plan price has a heading within ${NAME_WINDOW} elements before it`,
  severity: 'low',
  weight: 1,
  industries: ['saas', 'app'],
  needs: 'static',
  fixSteps: [
    'Give each plan a short name that says who it is for.',
    'Put the name above the price as a heading.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0-1% plan selection; an estimate',
  source: 'heuristic',
  run(model) {
    const points = planPricePoints(model);
    if (points.length < 2) return notApplicable('fewer than 2 plan prices');
    const nameOf = (p: Price) =>
      model.headings.filter((h) => h.order < p.order && p.order - h.order <= NAME_WINDOW).pop();
    const unnamed = points.find((p) => !nameOf(p));
    const observed = `${points.filter((p) => nameOf(p)).length} of ${points.length} plan prices named`;
    if (unnamed) return fail(priceEvidence(unnamed), observed);
    // the plan's name at its heading and the price where it is shown: two elements, two quotes
    return pass(
      points.slice(0, 3).flatMap((p) => [seen(nameOf(p)!, nameOf(p)!.text), priceEvidence(p)]),
      observed,
    );
  },
};
