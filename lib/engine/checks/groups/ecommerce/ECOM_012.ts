import type { CheckDeclaration } from '../../check.js';
import { ECOM, textCheck } from './shared.js';

const SHIPS_TO =
  /\b(ship(s|ping)? (to|worldwide|internationally|across|nationwide|throughout|within)|international (shipping|delivery)|deliver(y|ing|s)? (to|across|worldwide|nationwide|throughout)|worldwide (shipping|delivery)|we (ship|deliver) to)\b/i;

export const ECOM_012: CheckDeclaration = {
  ...ECOM,
  id: 'ECOM_012',
  pageTypes: 'all',
  languages: ['en'],
  dimension: 'clarity',
  title: 'The store does not say where it ships',
  label: 'Shipping destinations are stated',
  description:
    'Visitors from abroad (or remote regions) assume they cannot order unless told otherwise; stating where you ship keeps them from leaving at the first doubt.',
  threshold: 'the page states where the store ships ("We ship worldwide", "Delivery across the UK")',
  severity: 'low',
  weight: 2,
  fixSteps: [
    'State your shipping regions in the announcement bar or footer',
    'List countries and costs on the shipping page',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-3% conversion rate among out-of-region visitors',
  source: 'heuristic',
  run(model) {
    return textCheck(model, SHIPS_TO, 'a statement of where the store ships');
  },
};
