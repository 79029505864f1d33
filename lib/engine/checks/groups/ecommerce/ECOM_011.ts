import type { CheckDeclaration } from '../../check.js';
import { fieldQuote, notApplicable, pass, seen } from '../../outcome.js';
import { findField } from '../../signals/forms.js';
import { isListingPage } from '../../signals/page-kinds.js';
import { ECOM, textCheck } from './shared.js';

const SORT_FILTER =
  /\b(sort( by)?|filter( by)?|refine( by)?|narrow (by|results)|price range|shop by (price|size|colou?r|brand))\b/i;

export const ECOM_011: CheckDeclaration = {
  ...ECOM,
  id: 'ECOM_011',
  pageTypes: ['category_listing', 'search_results'],
  languages: ['en'],
  dimension: 'friction',
  title: 'The product listing cannot be sorted or filtered',
  label: 'The product listing can be sorted and filtered',
  description:
    'On a listing of many products, shoppers narrow by price, size or brand; without sort and filter controls they scroll, tire and leave.',
  threshold: 'a page listing products offers sort or filter controls',
  severity: 'medium',
  weight: 3,
  fixSteps: [
    'Add a sort control (price, popularity, newest) above the listing',
    'Add filters for the attributes shoppers choose by (price range, size, colour, brand)',
  ],
  fixEffort: 'medium',
  impact: 'medium',
  impactEstimate: 'estimate: +2-6% click-through from listing to product page',
  source: 'Baymard Institute, product list usability research (sorting and filtering); range heuristic',
  run(model) {
    if (!isListingPage(model)) return notApplicable('not a product listing page');
    const field = findField(model, SORT_FILTER);
    if (field) return pass(seen(field, fieldQuote(field)), 'control found');
    return textCheck(model, SORT_FILTER, 'sort or filter controls for the listing');
  },
};
