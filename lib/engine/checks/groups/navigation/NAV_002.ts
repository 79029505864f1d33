import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass } from '../../outcome.js';
import { firstEvidence } from '../../signals/evidence.js';
import { menuChoices } from './shared.js';

export const NAV_002: CheckDeclaration = {
  id: 'NAV_002',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'friction',
  title: 'The navigation offers too many choices',
  label: 'Navigation is focused',
  description:
    "Every extra menu item slows the decision (Hick's law) and pulls attention from the conversion path; a short menu gets scanned, a long one gets skipped.",
  threshold:
    'at most 8 top-level choices in the header and navigation (dropdown sub-items, home/logo links and call-to-action buttons not counted)',
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Group related pages under a few top-level labels.',
    'Move secondary pages (careers, press, legal) to the footer.',
    'Keep 5-8 top-level items.',
  ],
  fixEffort: 'medium',
  impact: 'medium',
  impactEstimate: 'estimate: +1-4% click-through to key pages; varies by menu',
  source: 'heuristic',
  run(model) {
    const choices = menuChoices(model);
    if (choices.length === 0) return notApplicable('the page has no navigation');
    const observed = `${choices.length} top-level choices (at most 8)`;
    const ev = firstEvidence(choices, (l) => l.text || l.name, choices.length > 8 ? 10 : 3);
    return choices.length <= 8 ? pass(ev, observed) : fail(ev, observed);
  },
};
