import type { CheckDeclaration } from '../../check.js';
import { PROD, onProductPage, textCheck } from './shared.js';

const BUNDLE =
  /\b(buy \d+,? (get|save)|bundle (and|&) save|save \d+% (when|on) (you buy|\d+)|multi-?pack|\d+[- ]pack|frequently bought together|volume discount|quantity discount|buy more,? save more|bundle)\b/i;

export const PROD_005: CheckDeclaration = {
  ...PROD,
  id: 'PROD_005',
  pageTypes: ['product_detail'],
  languages: ['en'],
  dimension: 'offer',
  title: 'No bundle or multi-buy offer on the product',
  label: 'A bundle or multi-buy offer raises order value',
  description:
    'Bundles and "buy 2, save 10%" offers raise average order value and give shoppers a reason to buy now rather than compare.',
  threshold: 'the product page offers a bundle, multi-pack or quantity discount',
  severity: 'low',
  weight: 2,
  fixSteps: [
    'Create a bundle with a complementary product or a 2-3 pack with a visible saving',
    'Show it in the buy box as a selectable option with the saving in money or percent',
  ],
  fixEffort: 'medium',
  impact: 'medium',
  impactEstimate: 'estimate: +5-15% average order value among buyers who take it',
  source: 'heuristic',
  run(model) {
    return onProductPage(model, () => textCheck(model, BUNDLE, 'a bundle, multi-pack or quantity discount'));
  },
};
