import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass } from '../../outcome.js';
import { firstEvidence } from '../../signals/evidence.js';

export const NAV_009: CheckDeclaration = {
  id: 'NAV_009',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'friction',
  title: 'Several links go nowhere (href="#")',
  label: 'Links lead somewhere',
  description:
    'A link to "#" jumps to the top of the page or does nothing; visitors read it as a broken site, and menu items built this way fail without JavaScript.',
  threshold: 'at most 2 links point to a bare "#"',
  severity: 'medium',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Point each "#" link at the page it names, or remove it.',
    'Use a <button> for menu toggles and other actions.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0-2% clicks reaching a page; small',
  source: 'heuristic',
  run(model) {
    if (model.links.length === 0) return notApplicable('the page has no links');
    const dead = model.links.filter((l) => l.href === '' || l.href === '#' || l.href.endsWith('#'));
    const observed = `${dead.length} links to "#" (at most 2)`;
    if (dead.length === 0)
      return pass(
        firstEvidence(model.links, (l) => l.text || l.name, 2),
        observed,
      );
    const ev = firstEvidence(dead, (l) => l.text || l.name);
    return dead.length <= 2 ? pass(ev, observed) : fail(ev, observed);
  },
};
