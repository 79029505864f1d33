import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass } from '../../outcome.js';
import { firstEvidence } from '../../signals/evidence.js';

export const NAV_007: CheckDeclaration = {
  id: 'NAV_007',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'friction',
  title: 'The footer offers no way onward',
  label: 'Footer links onward',
  description:
    'Visitors who read to the bottom are the most interested; a footer with links to key pages, contact and policies catches them instead of ending the visit.',
  threshold: 'at least 5 links in the footer',
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Add a footer with links to the main pages, contact, and policies.',
    'Repeat the main call to action above the footer links.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0-2% pages per visit; small',
  source: 'heuristic',
  run(model) {
    const footer = model.links.filter((l) => l.region === 'footer');
    const observed = `${footer.length} footer links (minimum 5)`;
    if (footer.length === 0) return fail(absent('links in a <footer>'), observed);
    const ev = firstEvidence(footer, (l) => l.text || l.name || l.href);
    return footer.length >= 5 ? pass(ev, observed) : fail(ev, observed);
  },
};
