import type { CheckDeclaration } from '../../check.js';
import { absent, fail, notApplicable, pass } from '../../outcome.js';
import { excerpt } from '../../signals/evidence.js';
import { findAllText, near } from '../../signals/text-search.js';
import { OFFER_PAGES } from '../../scope.js';
import { priceEvidence } from '../../signals/prices.js';

const SAVING =
  /\b(save|saving|you save)\s*[$€£]?\d|\b\d{1,2}\s?% off\b|\b(save|saving) \d{1,2}\s?%|(^|\s)[-−–]\s?\d{1,2}\s?%/i;

const SAVING_WINDOW = 10;

export const OFFER_008: CheckDeclaration = {
  id: 'OFFER_008',
  pageTypes: OFFER_PAGES,
  languages: ['en'],
  prices: 'shown',
  dimension: 'offer',
  title: 'A reduced price does not say how much the shopper saves',
  label: 'Reduced prices state the saving',
  description:
    'A struck-through price makes the shopper do the arithmetic; "Save $20 (25%)" next to it turns the discount into a figure they feel.',
  threshold: `when a crossed-out or "was" price is shown, a saving ("save $X", "X% off", "you save") is stated within ${SAVING_WINDOW} elements of it`,
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Print the saving in money or percent next to every compare-at price.',
    'Use the same format ("Save $20") across product cards and product pages.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-3% conversion on discounted items; an estimate',
  source: 'heuristic',
  run(model) {
    const compare = model.prices.find((p) => p.isCompareAt);
    if (!compare) return notApplicable('no crossed-out or "was" price');
    if (SAVING.test(compare.context)) return pass(priceEvidence(compare), 'saving stated beside the price');
    const hit = near(findAllText(model, SAVING), compare.order, SAVING_WINDOW)[0];
    return hit
      ? pass([priceEvidence(compare), excerpt(hit, SAVING)], 'saving stated')
      : fail([priceEvidence(compare), absent('a stated saving ("save $X", "X% off")')], 'saving not stated');
  },
};
