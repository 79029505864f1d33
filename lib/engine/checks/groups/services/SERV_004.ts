import type { CheckDeclaration } from '../../check.js';
import { CONVERTING } from '../../scope.js';
import { FREE_FIRST_STEP_LANGUAGES, FREE_FIRST_STEP_RE } from '../../signals/vocabularies/offers.js';
import { SERV, textCheck } from './shared.js';

export const SERV_004: CheckDeclaration = {
  ...SERV,
  id: 'SERV_004',
  pageTypes: CONVERTING,
  languages: FREE_FIRST_STEP_LANGUAGES,
  dimension: 'offer',
  title: 'No free first step (consultation, quote or estimate)',
  label: 'A free first step is offered',
  description:
    'A free quote or consultation lowers the cost of making contact to zero; without it, enquiring feels like committing.',
  threshold: 'the page offers a free consultation, quote, estimate, assessment or no-obligation first step',
  severity: 'high',
  weight: 4,
  fixSteps: [
    'Offer a free, no-obligation first step suited to your trade (quote, estimate, consultation)',
    'Name it on the main button: "Get my free estimate"',
  ],
  fixEffort: 'low',
  impact: 'high',
  impactEstimate: 'estimate: +10-25% enquiries',
  source: 'heuristic',
  run(model) {
    return textCheck(model, FREE_FIRST_STEP_RE, 'a free consultation, quote or estimate offer');
  },
};
