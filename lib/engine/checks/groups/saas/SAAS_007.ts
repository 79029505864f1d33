import type { CheckDeclaration } from '../../check.js';
import { LANDING } from '../../scope.js';
import { SAAS, textCheck } from './shared.js';

const ONBOARDING =
  /\b(free onboarding|onboarding (call|session|support|specialist|help)|dedicated (onboarding|success|account) (manager|team|specialist)|customer success (manager|team)|setup (help|assistance|support)|white[- ]glove|live training|free training|personal(i[sz]ed)? onboarding|we'?ll (set (it|you) up|help you get started))\b/i;

export const SAAS_007: CheckDeclaration = {
  ...SAAS,
  id: 'SAAS_007',
  pageTypes: LANDING,
  languages: ['en'],
  dimension: 'persuasion',
  title: 'No help getting started is offered',
  label: 'Onboarding help is offered',
  description:
    'Buyers fear a tool nobody will set up; free onboarding, training or a success manager tells them they will not be left alone.',
  threshold: 'the page offers onboarding, setup help, training or a customer success manager',
  severity: 'low',
  weight: 2,
  fixSteps: [
    'Offer a free onboarding call or setup help on paid plans',
    'Mention it next to the plans and the signup button',
  ],
  fixEffort: 'medium',
  impact: 'low',
  impactEstimate: 'estimate: +1-3% conversion; higher activation after signup',
  source: 'heuristic',
  run(model) {
    return textCheck(model, ONBOARDING, 'onboarding, setup help or training');
  },
};
