import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass } from '../../outcome.js';
import { priceEvidence, sellingPrices } from '../../signals/prices.js';
import { LANDING } from '../../scope.js';

export const OFFER_003: CheckDeclaration = {
  id: 'OFFER_003',
  pageTypes: LANDING,
  languages: 'any',
  prices: 'shown',
  dimension: 'offer',
  title: 'Some plan prices do not say what period they cover',
  label: 'Every plan price states its billing period',
  description:
    '"$29" for a subscription is ambiguous: per month, per year, per user? Ambiguity reads as a trap.',
  threshold: 'each price on a plans page states its period (per month, per year, one-time)',
  severity: 'medium',
  weight: 3,
  industries: ['saas', 'app'],
  needs: 'static',
  fixSteps: [
    'Add "/month" or "/year" right after each amount.',
    'Say "one-time" for lifetime deals and add-ons.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +0.5-2% plan selection; an estimate',
  source: 'heuristic',
  run(model) {
    const prices = sellingPrices(model);
    if (prices.length === 0) return notApplicable('no prices on the page');
    const missing = prices.find((p) => p.period === null);
    const observed = `${prices.filter((p) => p.period !== null).length} of ${prices.length} prices with a period`;
    return missing ? fail(priceEvidence(missing), observed) : pass(priceEvidence(prices[0]), observed);
  },
};
