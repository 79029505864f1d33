import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { buyButton } from '../../signals/ctas.js';
import { PROD, onProductPage } from './shared.js';

export const PROD_002: CheckDeclaration = {
  ...PROD,
  id: 'PROD_002',
  pageTypes: ['product_detail'],
  languages: ['en'],
  needs: 'render',
  uses: ['layout'],
  dimension: 'friction',
  title: 'The price sits far from the add-to-cart button',
  label: 'Price and add-to-cart sit together',
  description:
    'Shoppers decide with the price in view; when price and buy button are far apart the buy box reads as two separate things and the decision stalls.',
  threshold: 'on desktop the product price is within 400 px (vertically) of the add-to-cart button',
  severity: 'medium',
  weight: 3,
  fixSteps: [
    'Group title, price, options and the add-to-cart button in one buy box',
    'Place the price directly above the options and button',
  ],
  fixEffort: 'medium',
  impact: 'medium',
  impactEstimate: 'estimate: +1-3% add-to-cart rate',
  source: 'heuristic',
  run(model) {
    return onProductPage(model, () => {
      const buy = buyButton(model);
      const btnBox = buy?.layout?.desktop?.box;
      if (!buy || !btnBox) return notApplicable('no measured add-to-cart button');
      const priced = model.prices.filter((p) => !p.isCompareAt && p.layout?.desktop?.visible !== false);
      const measured = priced.filter((p) => p.layout?.desktop?.box);
      if (measured.length === 0) return notApplicable('no measured price');
      const nearest = measured.reduce((a, b) =>
        Math.abs(b.layout!.desktop!.box.y - btnBox.y) < Math.abs(a.layout!.desktop!.box.y - btnBox.y) ? b : a,
      );
      const gap = Math.round(Math.abs(nearest.layout!.desktop!.box.y - btnBox.y));
      const evidence = [seen(nearest, nearest.text), seen(buy, buy.text)];
      const observed = `${gap} px apart (limit 400)`;
      return gap <= 400 ? pass(evidence, observed) : fail(evidence, observed);
    });
  },
};
