import type { CheckDeclaration } from '../../check.js';
import { PROD, onProductPage, textCheck } from './shared.js';

const DELIVERY_TIME =
  /\b(arrives? (by|on|in|within)|get it (by|on|tomorrow)|delivery (by|on|in|within|time|estimate)|delivered (by|in|within)|ships? (in|within|today|tomorrow|next)|usually ships|dispatch(es|ed)? (in|within|today|tomorrow)|order within .{1,20} (for|to get)|next[- ]day delivery|same[- ]day delivery|\d+\s?[-–]\s?\d+ (business |working )?days)\b/i;

export const PROD_004: CheckDeclaration = {
  ...PROD,
  id: 'PROD_004',
  pageTypes: ['product_detail'],
  languages: ['en'],
  dimension: 'offer',
  title: 'The product page does not say when it will arrive',
  label: 'Delivery time is stated',
  description:
    '"When will I get it?" is one of the last questions before buying; a delivery estimate answers it at the point of decision instead of at checkout.',
  threshold: 'the product page states a delivery or dispatch time ("Arrives by Friday", "Ships in 1-2 days")',
  severity: 'medium',
  weight: 3,
  fixSteps: [
    'Show a delivery estimate under the add-to-cart button ("Order in the next 3 h, arrives Thursday")',
    'Compute it from the dispatch cut-off and carrier times',
  ],
  fixEffort: 'medium',
  impact: 'medium',
  impactEstimate: 'estimate: +2-5% conversion rate on product pages',
  source: 'Baymard Institute, cart abandonment survey (delivery too slow); range heuristic',
  run(model) {
    return onProductPage(model, () =>
      textCheck(model, DELIVERY_TIME, 'a delivery or dispatch time ("Arrives by", "Ships in 1-2 days")'),
    );
  },
};
