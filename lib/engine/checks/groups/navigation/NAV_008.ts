import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass } from '../../outcome.js';
import { firstEvidence } from '../../signals/evidence.js';

export const NAV_008: CheckDeclaration = {
  id: 'NAV_008',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'friction',
  title: "Links to the site's own pages open new tabs",
  label: 'Internal links stay in the same tab',
  description:
    'Opening your own pages in new tabs breaks the back button, piles up tabs on mobile and splits the journey; visitors lose the page they were on.',
  threshold: 'no link to another page of the same site opens in a new tab',
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Remove target="_blank" from links to your own pages.',
    'Keep new tabs for external sites and documents only, and say so in the link.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0-2% completed journeys; small',
  source: 'Nielsen Norman Group, opening links in new windows and tabs; range heuristic',
  run(model) {
    const internal = model.links.filter((l) => l.internal && l.kind === 'page');
    if (internal.length === 0) return notApplicable('the page has no links to its own site');
    const newTab = internal.filter((l) => l.newTab);
    const observed = `${newTab.length} of ${internal.length} internal links open a new tab (0 allowed)`;
    return newTab.length === 0
      ? pass(
          firstEvidence(internal, (l) => l.text || l.name, 2),
          observed,
        )
      : fail(
          firstEvidence(newTab, (l) => l.text || l.name),
          observed,
        );
  },
};
