import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass } from '../../outcome.js';
import { hitEvidence } from '../../signals/evidence.js';
import { findText } from '../../signals/text-search.js';
import { PROD, onProductPage } from './shared.js';

const QUESTIONS =
  /\b(questions? (&|and) answers?|customer questions|q ?& ?a|ask a question|questions about this product)\b/i;

export const PROD_013: CheckDeclaration = {
  ...PROD,
  id: 'PROD_013',
  pageTypes: ['product_detail'],
  languages: ['en'],
  dimension: 'persuasion',
  title: 'Shoppers cannot see or ask questions about the product',
  label: 'Product questions and answers are shown',
  description:
    'A questions-and-answers section settles the specific doubts reviews do not cover (fit, compatibility, use) and keeps shoppers from leaving to ask elsewhere.',
  threshold: 'the product page has a questions & answers section or an "Ask a question" option',
  severity: 'low',
  weight: 2,
  fixSteps: [
    'Add a Q&A section under the reviews where shoppers can ask and staff or owners answer',
    'Seed it with the questions customer service already gets about this product',
  ],
  fixEffort: 'medium',
  impact: 'low',
  impactEstimate: 'estimate: +1-3% conversion rate among engaged shoppers',
  source: 'heuristic',
  run(model) {
    return onProductPage(model, () => {
      const hit = findText(model, QUESTIONS);
      if (hit) return pass(hitEvidence(hit, QUESTIONS), 'Q&A found');
      return fail(absent('a questions & answers section or "Ask a question" option'), 'not found');
    });
  },
};
