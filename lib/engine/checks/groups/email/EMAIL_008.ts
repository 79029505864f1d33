import type { CheckDeclaration } from '../../check.js';
import { captureSays } from './shared.js';

const INCENTIVE =
  /(\d+\s?%|[$£€]\s?\d+)\s*off|\bdiscount\b|\bfree (shipping|delivery|gift|sample)\b|\bcoupon\b|\bpromo code\b|\bwelcome (gift|offer|code)\b|\breward points?\b/i;

export const EMAIL_008: CheckDeclaration = {
  id: 'EMAIL_008',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'offer',
  title: "No incentive for joining the store's email list",
  label: 'A signup incentive is offered',
  description:
    'Shoppers trade their address for a reason: a first-order discount, free shipping or a gift; stores that offer one grow their list several times faster.',
  threshold:
    "the text beside the store's email form offers an incentive (% or amount off, free shipping, gift, code)",
  severity: 'medium',
  weight: 3,
  industries: ['ecommerce'],
  needs: 'static',
  fixSteps: [
    'Offer a welcome incentive you can afford (e.g. 10% off the first order or free shipping)',
    'State it in the form\'s heading: "Get 10% off your first order"',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +50-150% signup rate; margin cost on first orders',
  source: 'heuristic',
  run: (model) =>
    captureSays(model, INCENTIVE, 'a signup incentive (discount, free shipping, gift) beside the form'),
};
