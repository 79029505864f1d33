import type { CheckDeclaration } from '../../check.js';
import { PRESENTING } from '../../scope.js';
import { SERV, textCheck } from './shared.js';

const FINANCING =
  /\b(financing( available| options)?|finance options|payment plans?|0% (apr|interest|financing)|monthly payments|pay (over time|monthly)|carecredit|interest[- ]free (credit|financing))\b/i;

export const SERV_006: CheckDeclaration = {
  ...SERV,
  id: 'SERV_006',
  pageTypes: PRESENTING,
  languages: ['en'],
  industries: ['local'],
  dimension: 'offer',
  title: 'No financing or payment plans for a large purchase',
  label: 'Financing or payment plans are offered',
  description:
    'Roofs, dental work and renovations are large, often unplanned costs; payment plans turn "not now" into "yes, monthly".',
  threshold: 'the page mentions financing, payment plans or monthly payments',
  severity: 'low',
  weight: 2,
  fixSteps: [
    'Partner with a financing provider or offer in-house payment plans',
    'State it near prices and the main call to action ("0% financing for 12 months")',
  ],
  fixEffort: 'medium',
  impact: 'medium',
  impactEstimate: 'estimate: +3-10% accepted quotes on high-ticket services',
  source: 'heuristic',
  run(model) {
    return textCheck(model, FINANCING, 'financing or payment plans');
  },
};
