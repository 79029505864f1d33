import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass } from '../../outcome.js';
import { excerpt } from '../../signals/evidence.js';
import { priceEvidence, sellingPrices } from '../../signals/prices.js';
import { findTextOrPassage as findText } from '../../signals/text-search.js';
import { OFFER_PAGES } from '../../scope.js';

const HIDDEN_PRICE =
  /\b(call for (a )?(price|pricing)|price on request|request (a )?price|login to see (the )?price|sign in to see (the )?price|add to (cart|bag) to see (the )?price|see price in cart|email for price)\b/i;

export const OFFER_010: CheckDeclaration = {
  id: 'OFFER_010',
  pageTypes: OFFER_PAGES,
  languages: ['en'],
  prices: 'required',
  dimension: 'offer',
  title: 'Prices are hidden behind a request or a login',
  label: 'Prices are shown openly',
  description:
    '"Call for price" or "add to cart to see price" adds a step before the shopper can even judge the offer; most never take it.',
  threshold: 'no "call for price", "price on request" or "log in / add to cart to see price" wording',
  severity: 'high',
  weight: 3,
  industries: ['ecommerce'],
  needs: 'static',
  fixSteps: [
    'Show the price on the product card and page.',
    'If a manufacturer’s advertised price policy applies, show it in the cart with a clear note.',
  ],
  fixEffort: 'low',
  impact: 'high',
  impactEstimate: 'estimate: +3-10% add-to-cart on affected products; an estimate',
  source: 'heuristic',
  run(model) {
    const hit = findText(model, HIDDEN_PRICE);
    if (hit) return fail(excerpt(hit, HIDDEN_PRICE), 'price hidden');
    const p = sellingPrices(model)[0];
    return p
      ? pass(priceEvidence(p), 'prices shown openly')
      : notApplicable('no prices and no hidden-price wording');
  },
};
