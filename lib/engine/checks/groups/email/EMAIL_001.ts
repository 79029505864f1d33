import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { emailCaptureForms } from '../../signals/forms.js';
import { ACTIONABLE } from '../../scope.js';
import { EMAIL_INDUSTRIES, formLabel } from './shared.js';

export const EMAIL_001: CheckDeclaration = {
  id: 'EMAIL_001',
  pageTypes: ACTIONABLE,
  languages: 'any',
  dimension: 'cta',
  title: 'No way to leave an email address',
  label: 'Visitors can subscribe by email',
  description:
    'Most first-time visitors do not convert on the first visit; an email address is the cheapest way to bring them back, and a site without a capture lets them go for good.',
  threshold: 'the page has an email capture (newsletter or short email form) or a subscribe call to action',
  severity: 'medium',
  weight: 3,
  industries: EMAIL_INDUSTRIES,
  needs: 'static',
  fixSteps: [
    'Add a one-field email form with a specific promise (what they get, how often)',
    'Place it after the main content and in the footer',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate:
    'estimate: 1-3% of visitors subscribe; recovers part of the 95%+ who leave without converting',
  source: 'heuristic',
  run(model) {
    const form = emailCaptureForms(model)[0];
    if (form) return pass(seen(form, formLabel(form)), `${emailCaptureForms(model).length} capture form(s)`);
    const sub = model.ctas.find((c) => c.intent === 'subscribe');
    if (sub) return pass(seen(sub, sub.text), 'subscribe call to action');
    return fail(absent('an email capture form or a subscribe call to action'), 'no email capture');
  },
};
