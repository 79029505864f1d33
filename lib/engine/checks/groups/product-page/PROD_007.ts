import type { CheckDeclaration } from '../../check.js';
import { fail, imageQuote, notApplicable, pass, seen } from '../../outcome.js';
import { PROD, onProductPage, productImages } from './shared.js';

export const PROD_007: CheckDeclaration = {
  ...PROD,
  id: 'PROD_007',
  pageTypes: ['product_detail'],
  languages: 'any',
  dimension: 'clarity',
  title: 'Product images are too small to inspect',
  label: 'Product images are large enough to zoom',
  description:
    'Shoppers zoom in to check texture, stitching and finish; small images hide exactly the detail that convinces them of quality.',
  threshold: 'at least one product image is >= 800 px wide (declared) or offers a srcset of larger sizes',
  severity: 'medium',
  weight: 3,
  fixSteps: [
    'Upload product photos at 1600-2000 px on the long side',
    'Serve them with srcset and enable click or hover zoom',
  ],
  fixEffort: 'medium',
  impact: 'medium',
  impactEstimate: 'estimate: +1-4% conversion rate; more for apparel and furniture',
  source: 'heuristic',
  run(model) {
    return onProductPage(model, () => {
      const imgs = productImages(model);
      if (imgs.length === 0) return notApplicable('no product images to measure');
      const big = imgs.find((i) => i.hasSrcset || (i.width ?? 0) >= 800);
      if (big)
        return pass(seen(big, imageQuote(big)), big.hasSrcset ? 'srcset offered' : `${big.width} px wide`);
      const sized = imgs.filter((i) => i.width !== null);
      if (sized.length === 0) return notApplicable('no product image declares its width or a srcset');
      const widest = sized.reduce((a, b) => (b.width! > a.width! ? b : a));
      return fail(seen(widest, imageQuote(widest)), `widest ${widest.width} px (need >= 800)`);
    });
  },
};
