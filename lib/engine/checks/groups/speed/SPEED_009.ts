import type { CheckDeclaration } from '../../check.js';
import { fail, pass, seen } from '../../outcome.js';
import { DOCUMENT } from '../../signals/evidence.js';

export const SPEED_009: CheckDeclaration = {
  id: 'SPEED_009',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'performance',
  title: 'Scripts in the <head> block the first paint',
  label: 'No scripts block the first paint',
  description:
    'A script in the <head> without async or defer stops the browser from showing anything until it has downloaded and run.',
  threshold: 'at most 1 render-blocking external script in the <head>',
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Add defer to scripts that do not have to run before the page shows.',
    'Move third-party tags to async loading or a tag manager.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: 200-1,000 ms faster first paint; +0-3% conversion',
  source: 'heuristic',
  run(model) {
    const n = model.scripts.renderBlocking;
    const observed = `${n} render-blocking scripts (at most 1)`;
    // the count is the observed value: the scripts themselves have no text to quote
    const ev = seen(DOCUMENT.headScripts, '');
    return n <= 1 ? pass(ev, observed) : fail(ev, observed);
  },
};
