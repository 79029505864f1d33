import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { emailCaptureForms } from '../../signals/forms.js';
import { EMAIL_INDUSTRIES, formLabel } from './shared.js';

export const EMAIL_007: CheckDeclaration = {
  id: 'EMAIL_007',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'cta',
  title: 'The email signup is hidden in the footer',
  label: 'The email signup sits in the page content',
  description:
    'Footer-only newsletter forms are seen by the few who scroll to the end; a capture in the content, after the main pitch, is seen by many times more visitors.',
  threshold: 'at least one email capture form sits outside the footer',
  severity: 'low',
  weight: 2,
  industries: EMAIL_INDUSTRIES,
  needs: 'static',
  fixSteps: [
    'Add an email capture section inside the page content, after the main offer or the first article section',
    'Keep the footer form as a second chance',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: 2-4x more signups than a footer-only form; varies by scroll depth',
  source: 'heuristic',
  run(model) {
    const forms = emailCaptureForms(model);
    if (forms.length === 0) return notApplicable('no email capture form on the page');
    const inContent = forms.find((f) => f.region !== 'footer');
    if (inContent) return pass(seen(inContent, formLabel(inContent)), `in the ${inContent.region}`);
    return fail(seen(forms[0], formLabel(forms[0])), 'only in the footer');
  },
};
