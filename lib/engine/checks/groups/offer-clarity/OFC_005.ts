import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass } from '../../outcome.js';
import { priceEvidence, sellingPrices } from '../../signals/prices.js';
import type { Price } from '../../../model/page-model.js';
import { OFFER_PAGES } from '../../scope.js';

const FROM_PREFIX = /\b(from|starting (at|from)|starts at|as low as|prices from|plans from)\s*:?\s*$/i;

function isFromPrice(p: Price): boolean {
  if (FROM_PREFIX.test(p.text.replace(/[\d$€£.,\s]+$/, ''))) return true;
  const i = p.context.indexOf(p.text);
  return i > 0 && FROM_PREFIX.test(p.context.slice(0, i));
}

export const OFC_005: CheckDeclaration = {
  id: 'OFC_005',
  pageTypes: OFFER_PAGES,
  languages: ['en'],
  prices: 'shown',
  dimension: 'clarity',
  title: 'Only "from" prices are shown',
  label: 'Actual prices are shown, not only "from" prices',
  description:
    '"From $9" invites the question "and what does it really cost?"; when every price is a starting price, the real cost stays unknown.',
  threshold: 'at least one price is an actual price, not prefixed with "from", "starting at" or "as low as"',
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Show the price of the most popular option or configuration.',
    'Keep "from" only where options really change the price, and show the range.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-2% conversion; an estimate',
  source: 'heuristic',
  run(model) {
    const prices = sellingPrices(model);
    if (prices.length === 0) return notApplicable('no prices on the page');
    const exact = prices.find((p) => !isFromPrice(p));
    return exact
      ? pass(
          priceEvidence(exact),
          `${prices.filter((p) => !isFromPrice(p)).length} of ${prices.length} prices exact`,
        )
      : fail(priceEvidence(prices[0]), `all ${prices.length} prices are "from" prices`);
  },
};
