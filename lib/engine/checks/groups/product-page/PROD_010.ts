import type { CheckDeclaration } from '../../check.js';
import { absent, fail, fieldQuote, notApplicable, pass, seen } from '../../outcome.js';
import { hitEvidence } from '../../signals/evidence.js';
import { findField } from '../../signals/forms.js';
import { findText } from '../../signals/text-search.js';
import { PROD, onProductPage } from './shared.js';

const SIZE_FIELD = /\bsize\b/i;

const SIZE_GUIDE =
  /\b(size (guide|chart)|sizing (guide|chart|info)|fit guide|find your size|measurement guide)\b/i;

export const PROD_010: CheckDeclaration = {
  ...PROD,
  id: 'PROD_010',
  pageTypes: ['product_detail'],
  languages: ['en'],
  dimension: 'friction',
  title: 'Sizes are offered without a size guide',
  label: 'A size guide helps choose the size',
  description:
    'Choosing the wrong size is the top reason for apparel returns and a top reason to abandon; a size guide next to the size selector removes the guesswork.',
  threshold: 'when the product page asks for a size, it links or shows a size guide / size chart',
  severity: 'medium',
  weight: 3,
  fixSteps: [
    'Add a "Size guide" link next to the size selector, opening the measurements for this product',
    'Add fit notes ("runs small, size up") where relevant',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +2-5% conversion rate and fewer size-related returns',
  source: 'heuristic',
  run(model) {
    return onProductPage(model, () => {
      const size = findField(model, SIZE_FIELD);
      if (!size) return notApplicable('no size selector on the page');
      const guide = findText(model, SIZE_GUIDE);
      if (guide) return pass(hitEvidence(guide, SIZE_GUIDE), 'size guide found');
      // the field's <label> is another element: the field shows its aria-label or placeholder
      return fail(
        [seen(size, fieldQuote(size)), absent('a size guide or size chart')],
        `no size guide for the size field (${size.label ?? size.name})`,
      );
    });
  },
};
