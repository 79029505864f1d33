import type { CheckDeclaration } from '../../check.js';
import { LANDING } from '../../scope.js';
import { PLAN_WINDOW, planTextSays } from './shared.js';

const LIMIT =
  /\b(\d[\d,]*|unlimited)\s+(users?|seats?|projects?|GB|TB|contacts?|members?|credits?|requests?|emails?|sites?|websites?|workspaces?|boards?|minutes?|calls?|stores?|products?|pages?|integrations?|api calls?)\b/i;

export const OFC_008: CheckDeclaration = {
  id: 'OFC_008',
  pageTypes: LANDING,
  languages: ['en'],
  prices: 'shown',
  dimension: 'clarity',
  title: 'Plans do not state their limits in numbers',
  label: 'Plan limits are quantified',
  description:
    'Buyers pick a plan by its limits (users, projects, storage); without numbers they cannot tell which plan they need and delay the decision.',
  threshold: `when 2 or more plans are shown, a quantified limit ("5 users", "10 GB", "unlimited projects") appears within ${PLAN_WINDOW} elements of the plan prices`,
  severity: 'low',
  weight: 2,
  industries: ['saas', 'app'],
  needs: 'static',
  fixSteps: [
    'State the main limit of each plan as a number (users, projects, storage).',
    'Use "unlimited" only where it is true.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +1-2% plan selection; an estimate',
  source: 'heuristic',
  run: (model) =>
    planTextSays(model, LIMIT, {
      passed: 'limits quantified',
      lookedFor: 'a quantified plan limit near the plans',
      failed: 'no quantified limits',
    }),
};
