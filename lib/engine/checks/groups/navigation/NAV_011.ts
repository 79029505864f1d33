import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass } from '../../outcome.js';
import { firstEvidence } from '../../signals/evidence.js';
import type { Link } from '../../../model/page-model.js';
import { menuChoices } from './shared.js';

export const NAV_011: CheckDeclaration = {
  id: 'NAV_011',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'friction',
  title: 'Navigation labels are too long to scan',
  label: 'Navigation labels are short',
  description:
    'Menus are scanned, not read; labels of one to three words let the eye find the right item at a glance.',
  threshold:
    'every top-level menu label (logo and call-to-action buttons aside) has at most 3 words and 24 characters',
  severity: 'low',
  weight: 1,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Shorten each label to the noun visitors look for ("Pricing", "Case studies").',
    'Move explanations into the page itself.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0-2% navigation click-through; small',
  source: 'heuristic',
  run(model) {
    const items = menuChoices(model);
    if (items.length === 0) return notApplicable('the page has no labelled navigation items');
    const label = (l: Link) => (l.text || l.name).trim();
    const long = items.filter((l) => label(l).length > 24 || label(l).split(/\s+/).length > 3);
    const observed = `${long.length} of ${items.length} labels too long`;
    return long.length === 0
      ? pass(firstEvidence(items, label), observed)
      : fail(firstEvidence(long, label), observed);
  },
};
