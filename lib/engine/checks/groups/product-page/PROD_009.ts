import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass } from '../../outcome.js';
import { hitEvidence } from '../../signals/evidence.js';
import { findText } from '../../signals/text-search.js';
import { PROD, onProductPage } from './shared.js';

const SPEC_HEADING =
  /\b(specifications?|specs|tech(nical)? (specs|details|data)|product (details|information|info)|details|dimensions|materials?|ingredients|size (&|and) fit|measurements|care instructions|what'?s in the box|features)\b/i;

export const PROD_009: CheckDeclaration = {
  ...PROD,
  id: 'PROD_009',
  pageTypes: ['product_detail'],
  languages: ['en'],
  dimension: 'clarity',
  title: 'No specifications or details section',
  label: 'Specifications are listed',
  description:
    'Dimensions, materials and technical details are what careful buyers compare; without them they return the product or do not buy it.',
  threshold: 'the product page has a specifications / details / dimensions / materials section',
  severity: 'medium',
  weight: 3,
  fixSteps: [
    'Add a "Specifications" section: dimensions, weight, materials, compatibility, what is in the box',
    'Show it as a two-column table or list below the buy box',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-4% conversion rate and fewer returns',
  source: 'heuristic',
  run(model) {
    return onProductPage(model, () => {
      const hit =
        model.headings.find((h) => SPEC_HEADING.test(h.text)) ??
        findText(model, SPEC_HEADING, (h) => h.region === 'main' && h.text.length <= 40);
      if (hit) return pass(hitEvidence(hit, SPEC_HEADING), 'section found');
      return fail(absent('a specifications / details / dimensions section'), 'not found');
    });
  },
};
