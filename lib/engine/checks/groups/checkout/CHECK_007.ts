import type { CheckDeclaration } from '../../check.js';
import { absent, fail, notApplicable, pass, seen } from '../../outcome.js';
import { excerpt } from '../../signals/evidence.js';
import { findTextOrPassage as findText } from '../../signals/text-search.js';
import { CHECKOUT_CONTEXT } from '../../scope.js';
import { SELLING_INDUSTRIES, checkoutForm, gate } from './shared.js';

const PROGRESS =
  /\b(step \d( of \d)?|\d of \d steps?|(shipping|delivery|information|details)\s*[>›»→/]\s*(payment|billing)|(cart|basket)\s*[>›»→/]\s*(checkout|information|shipping|details))/i;

export const CHECK_007: CheckDeclaration = {
  id: 'CHECK_007',
  pageTypes: CHECKOUT_CONTEXT,
  languages: ['en'],
  dimension: 'friction',
  title: 'The checkout does not show how many steps are left',
  label: 'The checkout shows its progress',
  description:
    'A multi-step checkout without a progress indicator feels endless; "Step 2 of 3" tells buyers the end is near.',
  threshold:
    'a page with a checkout form shows the checkout steps (e.g. "Step 1 of 3", "Shipping > Payment > Review")',
  severity: 'low',
  weight: 2,
  industries: SELLING_INDUSTRIES,
  needs: 'static',
  fixSteps: [
    'Show the checkout steps at the top of every checkout page.',
    'Mark the current step and keep the step names short (Details, Shipping, Payment).',
  ],
  fixEffort: 'medium',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-2% checkout completion; an estimate',
  source: 'heuristic',
  run(model) {
    const na = gate(model);
    if (na) return na;
    const form = checkoutForm(model);
    if (!form) return notApplicable('no checkout form on the page');
    const hit = findText(model, PROGRESS);
    return hit
      ? pass(excerpt(hit, PROGRESS), 'progress shown')
      : fail(
          [seen(form, form.submitText ?? 'checkout form'), absent('a checkout progress indicator')],
          'no progress indicator',
        );
  },
};
