import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { formQuote } from '../../signals/forms.js';
import { CHECKOUT_CONTEXT } from '../../scope.js';
import { SELLING_INDUSTRIES, checkoutForm, fieldEvidence, gate } from './shared.js';

const MAX_OPTIONAL = 2;

export const CHECK_005: CheckDeclaration = {
  id: 'CHECK_005',
  pageTypes: CHECKOUT_CONTEXT,
  languages: 'any',
  dimension: 'friction',
  title: 'The checkout is padded with optional fields',
  label: 'The checkout asks only for what it needs',
  description:
    'Optional fields (company, second address line, notes) look mandatory at a glance and lengthen the form; the best checkouts hide them behind a link.',
  threshold: `the checkout form shows at most ${MAX_OPTIONAL} optional fields`,
  severity: 'low',
  weight: 2,
  industries: SELLING_INDUSTRIES,
  needs: 'static',
  fixSteps: [
    'Remove optional fields you do not use for fulfilment.',
    'Collapse the rest behind links such as "+ Add company name".',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +1-3% checkout completion; an estimate',
  source: 'Baymard Institute, checkout usability research (optional fields); range heuristic',
  run(model) {
    const na = gate(model);
    if (na) return na;
    const form = checkoutForm(model);
    if (!form) return notApplicable('no checkout form on the page');
    const optional = form.fields.filter((f) => !f.required && f.type !== 'checkbox' && f.type !== 'radio');
    const observed = `${optional.length} optional field(s) of ${form.fields.length} (maximum ${MAX_OPTIONAL})`;
    if (optional.length <= MAX_OPTIONAL) return pass(seen(form, formQuote(form)), observed);
    return fail(optional.slice(0, 4).map(fieldEvidence), observed);
  },
};
