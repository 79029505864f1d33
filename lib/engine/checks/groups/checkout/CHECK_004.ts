import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { formQuote } from '../../signals/forms.js';
import { CHECKOUT_CONTEXT } from '../../scope.js';
import { SELLING_INDUSTRIES, checkoutForm, gate } from './shared.js';

const MAX_FIELDS = 12;

export const CHECK_004: CheckDeclaration = {
  id: 'CHECK_004',
  pageTypes: CHECKOUT_CONTEXT,
  languages: 'any',
  dimension: 'friction',
  title: 'The checkout form has too many fields',
  label: 'The checkout form is short',
  description:
    'Each extra field adds effort and doubt; the best checkouts need about 8 fields, the average has 12 and many ask for far more.',
  threshold: `the checkout form has at most ${MAX_FIELDS} visible fields`,
  severity: 'medium',
  weight: 3,
  industries: SELLING_INDUSTRIES,
  needs: 'static',
  fixSteps: [
    'Remove optional fields (company, second address line, phone) or hide them behind a link.',
    'Use one "Full name" field and address lookup.',
  ],
  fixEffort: 'medium',
  impact: 'medium',
  impactEstimate: 'estimate: +2-6% checkout completion; an estimate',
  source: 'Baymard Institute, checkout usability research (form field count); range heuristic',
  run(model) {
    const na = gate(model);
    if (na) return na;
    const form = checkoutForm(model);
    if (!form) return notApplicable('no checkout form on the page');
    const observed = `${form.fields.length} fields (maximum ${MAX_FIELDS}): ${form.fields.map((f) => f.label ?? f.name).join(', ')}`;
    const ev = seen(form, formQuote(form));
    return form.fields.length <= MAX_FIELDS ? pass(ev, observed) : fail(ev, observed);
  },
};
