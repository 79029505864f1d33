import type { CheckDeclaration } from '../../check.js';
import { fail, fieldQuote, notApplicable, pass } from '../../outcome.js';
import { firstEvidence } from '../../signals/evidence.js';

export const ACCESS_003: CheckDeclaration = {
  id: 'ACCESS_003',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'friction',
  title: 'Form fields rely on placeholders or have no label',
  label: 'Form fields are labelled',
  description:
    'A placeholder disappears as soon as the visitor types and is not read reliably by screen readers; unlabelled fields cause wrong entries and abandoned forms.',
  threshold:
    'every visible form field has a <label>, aria-label or title (a placeholder alone does not count)',
  severity: 'high',
  weight: 3,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Add a visible <label for="…"> to every field.',
    'Keep placeholders only for examples of the expected format.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-4% form completion; removes a WCAG 3.3.2 failure',
  source: 'Nielsen Norman Group, placeholders in form fields are harmful; range heuristic',
  run(model) {
    const fields = model.forms.flatMap((f) => f.fields);
    if (fields.length === 0) return notApplicable('the page has no form fields');
    const unlabelled = fields.filter((f) => f.labelSource === 'placeholder' || f.labelSource === 'none');
    const observed = `${unlabelled.length} of ${fields.length} fields without a real label`;
    return unlabelled.length === 0
      ? pass(firstEvidence(fields, fieldQuote), observed)
      : fail(firstEvidence(unlabelled, fieldQuote), observed);
  },
};
