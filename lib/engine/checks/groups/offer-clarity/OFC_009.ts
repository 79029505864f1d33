import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass } from '../../outcome.js';
import { OFFER_PAGES } from '../../scope.js';
import { priceEvidence } from '../../signals/prices.js';

export const OFC_009: CheckDeclaration = {
  id: 'OFC_009',
  pageTypes: OFFER_PAGES,
  languages: 'any',
  prices: 'shown',
  dimension: 'clarity',
  title: 'Prices mix currencies',
  label: 'Prices use one currency',
  description:
    'Mixed currencies on one page make comparison impossible and suggest a broken or copied price list.',
  threshold: 'all prices with a currency use the same one',
  severity: 'low',
  weight: 1,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Show every price in the visitor’s currency.',
    'If you sell in several currencies, add a currency switcher rather than mixing them.',
  ],
  fixEffort: 'medium',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-1% conversion; an estimate',
  source: 'heuristic',
  run(model) {
    const priced = model.prices.filter((p) => p.currency !== null && p.amount > 0);
    if (priced.length < 2) return notApplicable('fewer than 2 prices with a currency');
    const first = priced[0];
    const other = priced.find((p) => p.currency !== first.currency);
    const currencies = [...new Set(priced.map((p) => p.currency))].join(', ');
    return other
      ? fail([priceEvidence(first), priceEvidence(other)], `currencies: ${currencies}`)
      : pass(priceEvidence(first), `one currency: ${currencies}`);
  },
};
