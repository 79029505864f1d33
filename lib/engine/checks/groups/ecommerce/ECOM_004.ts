import type { CheckDeclaration } from '../../check.js';
import { pass } from '../../outcome.js';
import { ECOM, imageEvidence, textCheck } from './shared.js';

const BNPL =
  /\b(klarna|afterpay|affirm|sezzle|clearpay|zip ?pay|quadpay|shop ?pay installments|laybuy|pay in (3|4|three|four)|(3|4|three|four) interest[- ]free (payments|installments|instalments)|buy now,? pay later)\b/i;

export const ECOM_004: CheckDeclaration = {
  ...ECOM,
  id: 'ECOM_004',
  pageTypes: 'all',
  languages: ['en'],
  dimension: 'offer',
  title: 'No pay-later or instalment option',
  label: 'Shoppers can pay in instalments',
  description:
    'Splitting a price into instalments (Klarna, Afterpay, Affirm, PayPal Pay in 4) makes a larger basket affordable today and is expected by younger shoppers.',
  threshold: 'the page mentions a buy-now-pay-later or interest-free instalment option',
  severity: 'low',
  weight: 2,
  fixSteps: [
    'Enable a pay-later provider in your checkout',
    'Show the instalment price under the product price ("or 4 payments of $12.50")',
  ],
  fixEffort: 'medium',
  impact: 'medium',
  impactEstimate: 'estimate: +2-10% conversion rate and higher order value on baskets over ~$50',
  source: 'heuristic',
  run(model) {
    const img = imageEvidence(model, BNPL);
    if (img) return pass(img, 'pay-later logo');
    return textCheck(model, BNPL, 'a buy-now-pay-later or instalment option');
  },
};
