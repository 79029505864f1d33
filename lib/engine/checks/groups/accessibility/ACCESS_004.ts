import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass } from '../../outcome.js';
import { firstEvidence } from '../../signals/evidence.js';

export const ACCESS_004: CheckDeclaration = {
  id: 'ACCESS_004',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'performance',
  title: 'Some links have no name a screen reader can announce',
  label: 'Every link has a name',
  description:
    'Icon links without text or aria-label are announced as "link" or a raw URL; a blind visitor cannot tell the cart from the search.',
  threshold: 'every link has an accessible name (text, aria-label, title or image alt)',
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Add aria-label to icon-only links ("Cart", "Search", "Instagram").',
    'Give linked images an alt that names the destination.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0-2% conversion among assistive-technology users; removes a WCAG 2.4.4 failure',
  source: 'heuristic',
  run(model) {
    if (model.links.length === 0) return notApplicable('the page has no links');
    const nameless = model.links.filter((l) => l.name.trim() === '');
    const observed = `${nameless.length} of ${model.links.length} links without a name`;
    return nameless.length === 0
      ? pass(
          firstEvidence(model.links, (l) => l.name, 2),
          observed,
        )
      : fail(
          firstEvidence(nameless, () => ''),
          observed,
        );
  },
};
