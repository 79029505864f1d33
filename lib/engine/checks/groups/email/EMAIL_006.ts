import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { emailCaptureForms } from '../../signals/forms.js';
import { EMAIL_INDUSTRIES, formLabel } from './shared.js';

const GENERIC_SUBMIT = /^\s*(submit|go|ok|send|enter|>|»|›|→|-->|)\s*$/i;

export const EMAIL_006: CheckDeclaration = {
  id: 'EMAIL_006',
  pageTypes: 'all',
  languages: ['en'],
  dimension: 'cta',
  title: 'The email signup button says "Submit"',
  label: 'The email signup button is specific',
  description:
    'A button that says "Submit" or "Go" describes the visitor\'s effort, not what they get; "Send me the deals" or "Subscribe" converts better.',
  threshold:
    'the email form\'s button is not blank or a bare "Submit", "Go", "OK", "Send", "Enter" or an arrow',
  severity: 'low',
  weight: 2,
  industries: EMAIL_INDUSTRIES,
  needs: 'static',
  fixSteps: [
    'Rename the button after the result: "Get my 10% code", "Send me the guide", "Subscribe"',
    'Keep it to 2-4 words',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +5-15% signup rate on the form',
  source: 'heuristic',
  run(model) {
    const forms = emailCaptureForms(model);
    if (forms.length === 0) return notApplicable('no email capture form on the page');
    const good = forms.find((f) => f.submitText !== null && !GENERIC_SUBMIT.test(f.submitText));
    if (good) return pass(seen(good, good.submitText!), `button: "${good.submitText}"`);
    const f = forms[0];
    return fail(seen(f, formLabel(f)), `button: "${f.submitText ?? ''}"`);
  },
};
