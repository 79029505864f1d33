import type { CheckDeclaration } from '../../check.js';
import { absent, fail, notApplicable, pass, seen } from '../../outcome.js';
import { buyingCtas } from '../../signals/ctas.js';
import { priceEvidence, sellingPrices } from '../../signals/prices.js';
import { GENERAL, OFFER_PAGES } from '../../scope.js';

const CTA_WINDOW = 40;

export const OFFER_011: CheckDeclaration = {
  id: 'OFFER_011',
  pageTypes: OFFER_PAGES,
  languages: 'any',
  prices: 'shown',
  dimension: 'cta',
  title: 'The price is not followed by a way to buy',
  label: 'The price sits next to a buy button',
  description:
    'The moment a visitor accepts the price is the moment to act; a price with no button nearby forces a search for the next step.',
  threshold: `a buy, cart, trial or sign-up call to action sits within ${CTA_WINDOW} elements of the first price`,
  severity: 'medium',
  weight: 3,
  // Product pages are judged by PROD_002 (price beside add-to-cart, measured in pixels).
  industries: ['saas', 'app', 'course', 'event', 'agency', 'local', 'nonprofit', ...GENERAL],
  needs: 'static',
  fixSteps: [
    'Put the purchase or sign-up button directly under each price.',
    'Use the same wording on every price card.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-4% conversion; an estimate',
  source: 'heuristic',
  run(model) {
    const p = sellingPrices(model).find((x) => x.region === 'main') ?? sellingPrices(model)[0];
    if (!p) return notApplicable('no prices on the page');
    const c = buyingCtas(model).find((x) => Math.abs(x.order - p.order) <= CTA_WINDOW);
    return c
      ? pass(
          [priceEvidence(p), seen(c, c.text)],
          `"${c.text}" ${Math.abs(c.order - p.order)} elements from the price`,
        )
      : fail(
          [priceEvidence(p), absent('a buy, cart, trial or sign-up button near the price')],
          'no purchase action near the price',
        );
  },
};
