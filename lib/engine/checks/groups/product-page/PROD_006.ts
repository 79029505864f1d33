import type { CheckDeclaration } from '../../check.js';
import { absent, fail, imageQuote, pass, seen } from '../../outcome.js';
import { PROD, onProductPage, productImages } from './shared.js';

export const PROD_006: CheckDeclaration = {
  ...PROD,
  id: 'PROD_006',
  pageTypes: ['product_detail'],
  languages: 'any',
  dimension: 'clarity',
  title: 'Too few product images',
  label: 'Several product images',
  description:
    'Online shoppers cannot touch the product; several photos (angles, detail, in use, scale) stand in for handling it and are the most-viewed part of a product page.',
  threshold:
    'a product page shows at least 3 distinct product images (before the buy button, when there is one)',
  severity: 'high',
  weight: 4,
  fixSteps: [
    'Photograph the product from 3-6 angles, with a close-up of the material and one in use',
    'Show them as a gallery beside the buy box',
  ],
  fixEffort: 'medium',
  impact: 'high',
  impactEstimate: 'estimate: +3-10% conversion rate; varies by category',
  source: 'Baymard Institute, product page usability research (product images); range heuristic',
  run(model) {
    return onProductPage(model, () => {
      const imgs = productImages(model);
      const observed = `${imgs.length} product images (need >= 3)`;
      if (imgs.length >= 3)
        return pass(
          imgs.slice(0, 3).map((i) => seen(i, imageQuote(i))),
          observed,
        );
      if (imgs.length > 0)
        return fail(
          imgs.map((i) => seen(i, imageQuote(i))),
          observed,
        );
      return fail(absent('product images in the main content'), observed);
    });
  },
};
