import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { formQuote } from '../../signals/forms.js';
import { CONVERTING } from '../../scope.js';
import { SAAS } from './shared.js';

export const SAAS_011: CheckDeclaration = {
  ...SAAS,
  id: 'SAAS_011',
  pageTypes: CONVERTING,
  languages: 'any',
  dimension: 'friction',
  title: 'The signup form asks for too much',
  label: 'The signup form is short',
  description:
    'Each field before the first login costs signups; company size, phone and role can be asked inside the product once the user has seen value.',
  threshold: 'the signup form has at most 4 fields (checkboxes not counted)',
  severity: 'medium',
  weight: 3,
  fixSteps: [
    'Cut the form to email and password (or email only with a magic link)',
    'Ask for name, company and role during onboarding instead',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +5-20% signup completion',
  source: 'heuristic',
  run(model) {
    const form = model.forms.find((f) => f.purpose === 'signup');
    if (!form) return notApplicable('no signup form on the page');
    const fields = form.fields.filter((f) => f.type !== 'checkbox' && f.type !== 'radio');
    const names = fields.map((f) => f.label ?? f.name).join(', ');
    const observed = `${fields.length} fields (limit 4): ${names}`;
    return fields.length <= 4
      ? pass(seen(form, formQuote(form)), observed)
      : fail(seen(form, formQuote(form)), observed);
  },
};
