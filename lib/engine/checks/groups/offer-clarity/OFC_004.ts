import type { CheckDeclaration } from '../../check.js';
import { LANDING } from '../../scope.js';
import { PLAN_WINDOW, planTextSays } from './shared.js';

const PLAN_AUDIENCE =
  /\b((ideal|best|perfect|great|built|made|designed) for|for (individuals|freelancers|solo|personal|hobby|small|growing|large|scaling|startups?|businesses|teams|companies|enterprises?|agencies|professionals|organi[sz]ations|creators|developers|power users))\b/i;

export const OFC_004: CheckDeclaration = {
  id: 'OFC_004',
  pageTypes: LANDING,
  languages: ['en'],
  prices: 'shown',
  dimension: 'clarity',
  title: 'Plans do not say who each one is for',
  label: 'Each plan says who it is for',
  description:
    'Buyers choose a plan by recognising themselves in it; a line such as "For growing teams" under each plan name does that faster than a feature list.',
  threshold: `when 2 or more plans are shown, a "for <audience>" line (for freelancers, for teams, best for ...) appears within ${PLAN_WINDOW} elements of the plan prices`,
  severity: 'low',
  weight: 2,
  industries: ['saas', 'app'],
  needs: 'static',
  fixSteps: [
    'Add one line under each plan name that names its buyer ("For solo founders", "For teams of 10+").',
    'Order the plans so the audiences grow from left to right.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +1-3% plan selection; an estimate',
  source: 'heuristic',
  run: (model) =>
    planTextSays(model, PLAN_AUDIENCE, {
      passed: 'plan audience stated',
      lookedFor: 'a "for <audience>" line beside the plans',
      failed: 'no plan audience',
    }),
};
