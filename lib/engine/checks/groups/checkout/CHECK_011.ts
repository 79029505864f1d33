import type { CheckDeclaration } from '../../check.js';
import { absent, fail, notApplicable, pass } from '../../outcome.js';
import { excerpt } from '../../signals/evidence.js';
import { sellingPrices } from '../../signals/prices.js';
import { findTextOrPassage as findText } from '../../signals/text-search.js';
import { CHECKOUT_CONTEXT } from '../../scope.js';
import { SELLING_INDUSTRIES, gate } from './shared.js';

const TAX =
  /\b(incl(\.|uding|usive of)? (vat|tax|gst)|excl(\.|uding)? (vat|tax|gst)|\+ ?(vat|tax)|tax(es)? (included|calculated|extra)|plus (tax|vat|applicable taxes)|duties|before tax|tax[- ]free|no sales tax|vat)\b/i;

export const CHECK_011: CheckDeclaration = {
  id: 'CHECK_011',
  pageTypes: CHECKOUT_CONTEXT,
  languages: ['en'],
  prices: 'shown',
  dimension: 'offer',
  title: 'Prices do not say whether tax is included',
  label: 'Tax treatment of prices is stated',
  description:
    'Tax added at the last step feels like a hidden cost; saying "incl. VAT" or "tax calculated at checkout" sets the expectation early.',
  threshold: 'the page states whether prices include tax, VAT or duties',
  severity: 'low',
  weight: 2,
  industries: SELLING_INDUSTRIES,
  needs: 'static',
  fixSteps: [
    'Add "incl. VAT" or "+ tax" next to prices, as your market expects.',
    'Mention duties for cross-border orders on the shipping page.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-2% checkout completion; an estimate',
  source: 'Baymard Institute, cart abandonment survey (extra costs: tax, fees); range heuristic',
  run(model) {
    const na = gate(model);
    if (na) return na;
    if (sellingPrices(model).length === 0) return notApplicable('no prices on the page');
    const hit = findText(model, TAX);
    return hit
      ? pass(excerpt(hit, TAX), 'tax treatment stated')
      : fail(absent('whether prices include tax, VAT or duties'), 'not stated');
  },
};
