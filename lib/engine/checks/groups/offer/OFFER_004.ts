import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass } from '../../outcome.js';
import { excerpt } from '../../signals/evidence.js';
import { findTextOrPassage as findText } from '../../signals/text-search.js';
import { OFFER_PAGES } from '../../scope.js';
import { priceEvidence } from '../../signals/prices.js';

const DISCOUNT =
  /\b(\d{1,2}\s?% off|on sale|sale price|save \$?\d|discount(ed)?|reduced|clearance|was \$?\d|markdown)\b/i;

export const OFFER_004: CheckDeclaration = {
  id: 'OFFER_004',
  pageTypes: OFFER_PAGES,
  languages: ['en'],
  prices: 'shown',
  dimension: 'offer',
  title: 'A discount is announced without the original price',
  label: 'Discounts show the original price',
  description:
    'A sale is only persuasive when the shopper can see what they save; a struck-through original price anchors the deal.',
  threshold: 'when the page announces a sale or discount, at least one crossed-out or "was" price is shown',
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Show the regular price crossed out next to the sale price.',
    'Add the saving in money or percent ("Save $20").',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-3% conversion on discounted items; an estimate',
  source: 'heuristic',
  run(model) {
    if (model.prices.length === 0) return notApplicable('no prices on the page');
    const compare = model.prices.find((p) => p.isCompareAt);
    const hit = findText(model, DISCOUNT);
    if (!hit && !compare) return notApplicable('no sale or discount is announced');
    if (compare) return pass(priceEvidence(compare), 'compare-at price shown');
    return fail(excerpt(hit!, DISCOUNT), 'discount announced, no original price');
  },
};
