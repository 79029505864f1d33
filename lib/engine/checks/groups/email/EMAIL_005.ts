import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { emailCaptureForms } from '../../signals/forms.js';
import { EMAIL_INDUSTRIES, formLabel } from './shared.js';

export const EMAIL_005: CheckDeclaration = {
  id: 'EMAIL_005',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'friction',
  title: 'The email signup asks for too much',
  label: 'The email signup is short',
  description:
    'Every extra field on a newsletter form costs signups; an email address (and at most a first name) is all a subscription needs.',
  threshold: 'the shortest email capture form has at most 2 visible fields',
  severity: 'medium',
  weight: 3,
  industries: EMAIL_INDUSTRIES,
  needs: 'static',
  fixSteps: [
    'Cut the form to the email field, plus a first name only if you use it',
    'Ask for anything else later, in the welcome email',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +10-25% signup rate per field removed; varies',
  source: 'heuristic',
  run(model) {
    const forms = emailCaptureForms(model);
    if (forms.length === 0) return notApplicable('no email capture form on the page');
    const shortest = forms.reduce((a, b) => (b.fields.length < a.fields.length ? b : a));
    const observed = `${shortest.fields.length} fields (limit 2)`;
    return shortest.fields.length <= 2
      ? pass(seen(shortest, formLabel(shortest)), observed)
      : fail(seen(shortest, formLabel(shortest)), observed);
  },
};
