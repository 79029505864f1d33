import type { CheckDeclaration } from '../../check.js';
import { LANDING } from '../../scope.js';
import { SAAS, textCheck } from './shared.js';

const INTEGRATIONS =
  /\b(integrat(es|ions?|ed) with|integrations|connects? (with|to) (your )?\w+|works (with|seamlessly with)|plugs? into|sync(s)? with|zapier|slack|salesforce|hubspot|shopify|google (workspace|sheets|drive)|microsoft teams)\b/i;

export const SAAS_005: CheckDeclaration = {
  ...SAAS,
  id: 'SAAS_005',
  pageTypes: LANDING,
  languages: ['en'],
  dimension: 'persuasion',
  title: 'The page does not say what the product works with',
  label: 'Integrations are shown',
  description:
    'Software is bought to fit an existing stack; "does it work with our tools?" is a gate question, and integrations answer it.',
  threshold: 'the page names integrations or links an integrations page',
  severity: 'medium',
  weight: 3,
  fixSteps: [
    'List the 6-12 tools your customers use most with logos',
    'Link an integrations directory from the navigation',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-4% conversion among evaluating teams',
  source: 'heuristic',
  run(model) {
    return textCheck(model, INTEGRATIONS, 'integrations with other tools');
  },
};
