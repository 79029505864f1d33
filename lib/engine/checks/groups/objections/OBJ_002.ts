import type { CheckDeclaration } from '../../check.js';
import { CONVERTING } from '../../scope.js';
import { faqAsks } from './shared.js';

const PRICE_QUESTION =
  /\b(cost|costs|price|prices|pricing|how much|fees?|charge|charged|pay|payment|expensive|afford)\b/i;

export const OBJ_002: CheckDeclaration = {
  id: 'OBJ_002',
  pageTypes: CONVERTING,
  languages: ['en'],
  dimension: 'persuasion',
  title: 'The FAQ avoids the question of cost',
  label: 'The FAQ answers the cost question',
  description:
    '"How much does it cost?" is the question every buyer has; an FAQ that dodges it looks evasive.',
  threshold:
    'when an FAQ of 3 or more questions is shown, at least one is about price, cost, fees or payment',
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Add "How much does it cost?" with a straight answer or a price range.',
    'Cover payment terms and any extra fees in the same answer.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-2% conversion; an estimate',
  source: 'heuristic',
  run: (model) => faqAsks(model, PRICE_QUESTION, { answered: 'cost question answered', about: 'cost' }),
};
