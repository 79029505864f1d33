import type { CheckDeclaration } from '../../check.js';
import { PROD, onProductPage, textCheck } from './shared.js';

const AVAILABILITY =
  /\b(in stock|out of stock|only \d+ left|\d+ (left|available)( in stock)?|available now|sold out|pre-?order|back-?order(ed)?|low stock|available for (pickup|delivery)|currently unavailable|ready to ship)\b/i;

export const PROD_003: CheckDeclaration = {
  ...PROD,
  id: 'PROD_003',
  pageTypes: ['product_detail'],
  languages: ['en'],
  dimension: 'clarity',
  title: 'The product page does not say whether it is in stock',
  label: 'Stock status is shown',
  description:
    'Shoppers hesitate when they cannot tell whether the item is available now; an explicit "In stock" removes the doubt (and an honest "Only 3 left" adds urgency).',
  threshold: 'the product page states availability ("In stock", "Only 3 left", "Pre-order", "Sold out")',
  severity: 'medium',
  weight: 3,
  fixSteps: [
    'Show the stock status next to the price, from live inventory',
    'Say "In stock - ready to ship" rather than nothing when it is available',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-4% add-to-cart rate',
  source: 'heuristic',
  run(model) {
    return onProductPage(model, () =>
      textCheck(model, AVAILABILITY, 'a stock status ("In stock", "Only 3 left")'),
    );
  },
};
