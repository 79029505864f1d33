import type { CheckDeclaration } from '../../check.js';
import { ECOM, textCheck } from './shared.js';

const MERCHANDISING =
  /\b(best ?sellers?|best selling|new arrivals|new in|trending( now)?|most popular|top (rated|sellers|picks)|staff picks|featured (products|items|collection)|just (in|landed)|customer favou?rites|shop (the )?collection)\b/i;

export const ECOM_010: CheckDeclaration = {
  ...ECOM,
  id: 'ECOM_010',
  pageTypes: ['home_landing', 'category_listing', 'other'],
  languages: ['en'],
  dimension: 'persuasion',
  title: 'No best-sellers or new arrivals to guide browsing',
  label: 'Best-sellers or new arrivals guide browsing',
  description:
    'Shoppers facing a catalogue want a starting point; "Best sellers" and "New arrivals" rows borrow the choices of other customers and shorten the search.',
  threshold: 'the page shows or links a best-sellers, new-arrivals, trending or featured collection',
  severity: 'low',
  weight: 2,
  fixSteps: [
    'Add a "Best sellers" row of 4-8 products to the home and category pages',
    'Add "New arrivals" for returning visitors',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +1-4% click-through to product pages',
  source: 'heuristic',
  run(model) {
    return textCheck(model, MERCHANDISING, 'a best-sellers / new-arrivals / trending collection');
  },
};
