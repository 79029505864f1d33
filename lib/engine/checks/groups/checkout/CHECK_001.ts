import type { CheckDeclaration } from '../../check.js';
import { absent, fail, notApplicable, pass, seen } from '../../outcome.js';
import { excerpt } from '../../signals/evidence.js';
import { checkoutForms } from '../../signals/forms.js';
import { findTextOrPassage as findText } from '../../signals/text-search.js';
import { CHECKOUT_CONTEXT } from '../../scope.js';
import { SELLING_INDUSTRIES, gate } from './shared.js';

const ORDER_TOTAL =
  /\b(sub-?total|order total|grand total|order summary|estimated total|total( due| to pay)?\s*:?\s*[$€£]\s?\d)/i;

export const CHECK_001: CheckDeclaration = {
  id: 'CHECK_001',
  pageTypes: CHECKOUT_CONTEXT,
  languages: ['en'],
  dimension: 'friction',
  title: 'The cart or checkout does not show the order total',
  label: 'The cart or checkout shows the order total',
  description:
    'Buyers check the total before they commit; a cart or checkout without a visible subtotal or total makes them hesitate or go back.',
  threshold: 'a page with a cart or checkout form shows a subtotal, total or order summary',
  severity: 'medium',
  weight: 3,
  industries: SELLING_INDUSTRIES,
  needs: 'static',
  fixSteps: [
    'Show an order summary with items, subtotal, shipping and total beside the form.',
    'Keep it visible on every checkout step.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-3% checkout completion; an estimate',
  source: 'Baymard Institute, cart abandonment survey (total cost not shown up front); range heuristic',
  run(model) {
    const na = gate(model);
    if (na) return na;
    const forms = checkoutForms(model);
    if (forms.length === 0) return notApplicable('no cart or checkout form');
    const hit = findText(model, ORDER_TOTAL);
    return hit
      ? pass(excerpt(hit, ORDER_TOTAL), 'order total shown')
      : fail(
          [
            seen(forms[0], forms[0].submitText ?? `${forms[0].purpose} form`),
            absent('a subtotal, total or order summary'),
          ],
          'no total',
        );
  },
};
