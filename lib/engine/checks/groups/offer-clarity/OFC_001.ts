import type { CheckDeclaration } from '../../check.js';
import { absent, fail, notApplicable, pass, seen } from '../../outcome.js';
import { excerpt } from '../../signals/evidence.js';
import { formQuote, leadForms } from '../../signals/forms.js';
import { findTextOrPassage as findText } from '../../signals/text-search.js';
import { CONVERTING } from '../../scope.js';

const NEXT_STEP =
  /\b(what happens next|next steps?|after you (submit|sign up|book|apply|register|send)|we('ll| will) (call|email|contact|send|review|reach out|confirm|be in touch|get back to you)|you('ll| will) (receive|get|hear from)|once you (submit|sign up|book)|confirmation (email|call|text))\b/i;

export const OFC_001: CheckDeclaration = {
  id: 'OFC_001',
  pageTypes: CONVERTING,
  languages: ['en'],
  dimension: 'clarity',
  title: 'The page does not say what happens after the form is sent',
  label: 'The next step after converting is explained',
  description:
    'Uncertainty about what follows a form ("will a salesperson call me?") is a top reason for abandoning it; spelling out the next step removes it.',
  threshold:
    'a page with a lead, contact, sign-up or booking form says what happens after submitting (next steps, "we will email you", "you will receive")',
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Add one line under the form: what they receive, from whom, and when.',
    'For multi-step services, show the process as 3 numbered steps.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +2-6% form completion; an estimate',
  source: 'heuristic',
  run(model) {
    const form = leadForms(model)[0];
    if (!form) return notApplicable('no lead, contact or sign-up form');
    const hit = findText(model, NEXT_STEP);
    return hit
      ? pass(excerpt(hit, NEXT_STEP), 'next step explained')
      : fail(
          [seen(form, formQuote(form)), absent('an explanation of what happens after submitting')],
          `not explained beside the ${form.purpose} form`,
        );
  },
};
