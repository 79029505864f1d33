import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { PROD, onProductPage } from './shared.js';

export const PROD_008: CheckDeclaration = {
  ...PROD,
  id: 'PROD_008',
  pageTypes: ['product_detail'],
  languages: 'any',
  dimension: 'clarity',
  title: 'The product description is too thin',
  label: 'The product is described in words',
  description:
    'A description that explains what the product is for, how it feels and why it is better answers the questions a shop assistant would; a one-liner leaves them open.',
  threshold: 'the product page has a description paragraph of at least 40 words',
  severity: 'medium',
  weight: 3,
  fixSteps: [
    'Write 80-200 words: who it is for, the problem it solves, what makes it better, how it feels in use',
    'Put the most important benefit in the first sentence',
  ],
  fixEffort: 'medium',
  impact: 'medium',
  impactEstimate: 'estimate: +2-6% conversion rate; also improves search visibility',
  source: 'heuristic',
  run(model) {
    return onProductPage(model, () => {
      const main = model.textBlocks.filter((b) => b.region === 'main');
      if (main.length === 0) return fail(absent('a product description in the main content'), '0 words');
      const longest = main.reduce((a, b) => (b.words > a.words ? b : a));
      const observed = `longest paragraph ${longest.words} words (need >= 40)`;
      return longest.words >= 40
        ? pass(seen(longest, longest.text), observed)
        : fail(seen(longest, longest.text), observed);
    });
  },
};
