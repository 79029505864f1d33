import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { DOCUMENT } from '../../signals/evidence.js';

export const SPEED_007: CheckDeclaration = {
  id: 'SPEED_007',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'performance',
  title: 'The page is built from too many elements',
  label: 'Lean page structure',
  description:
    'A very large DOM slows styling, layout and every script that touches the page; menus and filters lag on mid-range phones.',
  threshold: 'at most 1,500 elements in the document',
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Remove hidden duplicate markup (separate mobile and desktop menus, unused modals).',
    'Paginate or lazy-render long lists and mega menus.',
  ],
  fixEffort: 'high',
  impact: 'low',
  impactEstimate: 'estimate: +0-2% conversion from snappier interaction; varies',
  source: 'heuristic',
  run(model) {
    if (model.elementCount <= 0) return notApplicable('the element count is unknown');
    const observed = `${model.elementCount} elements (at most 1,500)`;
    const ev = seen(DOCUMENT.body, '');
    return model.elementCount <= 1500 ? pass(ev, observed) : fail(ev, observed);
  },
};
