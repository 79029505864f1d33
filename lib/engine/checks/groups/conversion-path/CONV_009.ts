import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { formQuote } from '../../signals/forms.js';
import { LANDING } from '../../scope.js';
import { LEAD_GEN } from './shared.js';

export const CONV_009: CheckDeclaration = {
  id: 'CONV_009',
  pageTypes: [...LANDING, 'contact'],
  languages: 'any',
  dimension: 'friction',
  title: 'No way to enquire without leaving the page',
  label: 'Visitors can enquire right on the page',
  description:
    'For a service business every extra click between interest and enquiry loses prospects; an on-page form captures them while they are convinced.',
  threshold: 'the page carries a contact, quote or lead form with at least 2 fields',
  severity: 'medium',
  weight: 3,
  industries: LEAD_GEN,
  needs: 'static',
  fixSteps: [
    'Add a short enquiry form (name, phone or email, what they need) to the page',
    'Place it after the main pitch and again near the end, with a specific button label such as "Get my free quote"',
  ],
  fixEffort: 'medium',
  impact: 'medium',
  impactEstimate: 'estimate: +5-20% more enquiries; varies by traffic source',
  source: 'heuristic',
  run(model) {
    const form = model.forms.find(
      (f) =>
        (f.purpose === 'contact' ||
          f.purpose === 'lead' ||
          f.purpose === 'signup' ||
          f.purpose === 'other') &&
        f.fields.length >= 2,
    );
    if (form)
      return pass(
        seen(form, formQuote(form)),
        `${form.purpose} form, ${form.fields.length} fields: ${form.fields.map((f) => f.label ?? f.name).join(', ')}`,
      );
    return fail(
      absent('a contact, quote or lead form with at least 2 fields'),
      'no enquiry form on the page',
    );
  },
};
