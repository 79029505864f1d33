import type { CheckDeclaration } from '../../check.js';
import { LANDING } from '../../scope.js';
import { SAAS, textCheck } from './shared.js';

const DATA_EXPORT =
  /\b(export (your |all (of )?your )?(data|content|files|projects|contacts)|you own your data|your data (is|stays) yours|no lock-?in|data portability|download (all )?your data)\b/i;

export const SAAS_010: CheckDeclaration = {
  ...SAAS,
  id: 'SAAS_010',
  pageTypes: LANDING,
  languages: ['en'],
  dimension: 'trust',
  title: 'Nothing says customers can take their data with them',
  label: 'Data export is promised',
  description:
    'Committing data to a tool feels risky when leaving looks impossible; "export your data anytime" removes the lock-in fear that stalls the decision.',
  threshold:
    'the page states that data can be exported or is owned by the customer ("export anytime", "you own your data")',
  severity: 'low',
  weight: 2,
  fixSteps: [
    "Offer a self-serve export (CSV or JSON) of the customer's data",
    'Say so on the pricing page or FAQ: "Your data is yours. Export it anytime."',
  ],
  fixEffort: 'medium',
  impact: 'low',
  impactEstimate: 'estimate: +1-3% conversion among cautious business buyers',
  source: 'heuristic',
  run(model) {
    return textCheck(model, DATA_EXPORT, 'a data-export or data-ownership promise');
  },
};
