import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { findTextLinksFirst as findText } from '../../signals/text-search.js';
import { WISHLIST } from '../../signals/vocabularies/retention.js';

export const RET_005: CheckDeclaration = {
  id: 'RET_005',
  pageTypes: ['product_detail', 'category_listing', 'search_results'],
  languages: ['en'],
  dimension: 'cta',
  title: 'Shoppers cannot save products for later',
  label: 'Wishlist or save-for-later',
  description:
    'Many shoppers browse before they buy; a wishlist keeps their picks (and their email, when saved to an account) so the next visit starts where they left off.',
  threshold: 'a wishlist, favourites or save-for-later link or button',
  severity: 'low',
  weight: 2,
  industries: ['ecommerce'],
  needs: 'static',
  fixSteps: [
    'Add a heart or "Save" button on product cards and product pages.',
    'Show the saved items from the header and remind signed-in shoppers by email.',
  ],
  fixEffort: 'medium',
  impact: 'low',
  impactEstimate: 'estimate: +1-4% returning-shopper conversion; varies by catalogue',
  source: 'heuristic',
  run(model) {
    const hit = findText(model, WISHLIST);
    if (hit) return pass(seen(hit, hit.text), 'save-for-later offered');
    return fail(absent('a wishlist, favourites or save-for-later control'), 'no wishlist');
  },
};
