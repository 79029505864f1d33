import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass } from '../../outcome.js';
import { hitEvidence } from '../../signals/evidence.js';
import { findText } from '../../signals/text-search.js';
import { CROSS_SELL, PROD, onProductPage } from './shared.js';

export const PROD_014: CheckDeclaration = {
  ...PROD,
  id: 'PROD_014',
  pageTypes: ['product_detail'],
  languages: ['en'],
  dimension: 'offer',
  title: 'No related or recommended products',
  label: 'Related products keep shoppers browsing',
  description:
    'When this product is not quite right, "You may also like" keeps the shopper in the store; when it is, "Goes well with" raises the order value.',
  threshold: 'the product page shows related / recommended / frequently-bought-together products',
  severity: 'low',
  weight: 2,
  fixSteps: [
    'Add a "You may also like" row of 4-8 similar products below the description',
    'Add a "Complete the set" or "Goes well with" row for accessories',
  ],
  fixEffort: 'medium',
  impact: 'medium',
  impactEstimate: 'estimate: +3-10% revenue per visitor from cross-sells and recovered exits',
  source: 'heuristic',
  run(model) {
    return onProductPage(model, () => {
      const hit = findText(model, CROSS_SELL);
      if (hit) return pass(hitEvidence(hit, CROSS_SELL), 'recommendations found');
      return fail(absent('a related / recommended products section'), 'not found');
    });
  },
};
