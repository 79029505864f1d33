import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass } from '../../outcome.js';
import { firstEvidence } from '../../signals/evidence.js';
import type { FormField } from '../../../model/page-model.js';

export const MOBILE_010: CheckDeclaration = {
  id: 'MOBILE_010',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'friction',
  title: 'Form fields make iPhones zoom in when tapped',
  label: 'Form fields do not trigger zoom',
  description:
    'iOS Safari zooms into any field with text smaller than 16 px; the form jumps, the submit button leaves the screen and the visitor must zoom back out.',
  threshold: 'every form field has a font size of at least 16 px at the mobile viewport',
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'render',
  uses: ['layout'],
  fixSteps: [
    'Set font-size: 16px (or more) on input, select and textarea on small screens.',
    'Do not disable zoom to hide the jump; fix the font size instead.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0-3% mobile form completion; varies',
  source: 'heuristic',
  run(model) {
    const measuredFields = model.forms
      .flatMap((f) => f.fields)
      .filter((f) => f.layout?.mobile?.visible && f.layout.mobile.fontSizePx !== undefined);
    if (measuredFields.length === 0) return notApplicable('no visible form field was measured on mobile');
    const small = measuredFields.filter((f) => (f.layout?.mobile?.fontSizePx ?? 16) < 16);
    const observed = `${small.length} of ${measuredFields.length} fields below 16 px`;
    const text = (f: FormField) =>
      `${f.label ?? f.placeholder ?? f.name}: ${f.layout?.mobile?.fontSizePx} px`;
    return small.length === 0
      ? pass(firstEvidence(measuredFields, text), observed)
      : fail(firstEvidence(small, text), observed);
  },
};
