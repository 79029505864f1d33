import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { buyButton } from '../../signals/ctas.js';
import { PROD, onProductPage } from './shared.js';

export const PROD_001: CheckDeclaration = {
  ...PROD,
  id: 'PROD_001',
  // The add-to-cart control is itself evidence of a product page, so a product page without one
  // may be classified as a home or other page; there run()'s isProductPage (one schema.org
  // Product, og:type product, product signals) decides.
  pageTypes: ['product_detail', 'home_landing', 'other'],
  languages: ['en'],
  dimension: 'cta',
  title: 'The product page has no add-to-cart button',
  label: 'The product can be added to the cart',
  description:
    'A product page exists to be bought from; without a visible add-to-cart or buy-now control every visit ends without a purchase.',
  threshold: 'a product page shows an add-to-cart, add-to-bag or buy-now control',
  severity: 'critical',
  weight: 5,
  fixSteps: [
    'Show an "Add to cart" button beside the price on every purchasable product',
    'For unavailable products, show the reason and an alternative (back-in-stock alert, similar items)',
  ],
  fixEffort: 'medium',
  impact: 'high',
  impactEstimate: 'estimate: recovers 50-100% of the sales this page could make; every purchase starts here',
  source: 'heuristic',
  run(model) {
    return onProductPage(model, () => {
      const buy = buyButton(model);
      if (buy) return pass(seen(buy, buy.text), `${buy.intent} control`);
      return fail(absent('an add-to-cart / buy-now control'), 'no buy control');
    });
  },
};
