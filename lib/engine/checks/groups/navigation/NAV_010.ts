import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass } from '../../outcome.js';
import { firstEvidence } from '../../signals/evidence.js';

export const NAV_010: CheckDeclaration = {
  id: 'NAV_010',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'friction',
  title: 'The page is crowded with links',
  label: 'A manageable number of links',
  description:
    'Hundreds of links compete with the main action for attention and bury the path to conversion.',
  threshold: 'at most 150 links on the page',
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Remove repeated links (the same target linked from image, title and button).',
    'Collapse long link lists (tags, archives, every category) behind a category page.',
  ],
  fixEffort: 'medium',
  impact: 'low',
  impactEstimate: 'estimate: +0-3% click-through on the main action; varies',
  source: 'heuristic',
  run(model) {
    const n = model.links.length;
    if (n === 0) return notApplicable('the page has no links');
    const observed = `${n} links (at most 150)`;
    const ev = firstEvidence(model.links, (l) => l.text || l.name || l.href, 2);
    return n <= 150 ? pass(ev, observed) : fail(ev, observed);
  },
};
