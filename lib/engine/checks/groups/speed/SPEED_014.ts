import type { CheckDeclaration } from '../../check.js';
import { fail, pass } from '../../outcome.js';
import { measured } from '../../signals/evidence.js';

export const SPEED_014: CheckDeclaration = {
  id: 'SPEED_014',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'performance',
  title: 'Visitors pass through a chain of redirects before the page',
  label: 'At most one redirect',
  description:
    'Each redirect is a full round trip before anything loads, often 100-300 ms on mobile, paid by every visitor from ads and links.',
  threshold: 'at most 1 redirect before the final page',
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  uses: ['transport'],
  fixSteps: [
    'Point ads, emails and internal links straight at the final URL (https, with or without www, trailing slash).',
    'Collapse http→https→www chains into one redirect at the edge.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: 100-600 ms faster start on mobile; +0-1% conversion',
  source: 'heuristic',
  run(model) {
    const hops = model.http.redirects;
    const observed = `${hops.length} redirects (at most 1)`;
    // each address as it is, in the order of the hops; observed says how many there were
    if (hops.length === 0) return pass(measured(model.finalUrl), observed);
    const ev = [...hops, model.finalUrl].slice(0, 4).map((u) => measured(u));
    return hops.length <= 1 ? pass(ev, observed) : fail(ev, observed);
  },
};
