import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass } from '../../outcome.js';
import { measured } from '../../signals/evidence.js';

export const SPEED_001: CheckDeclaration = {
  id: 'SPEED_001',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'performance',
  title: 'The server is slow to answer',
  label: 'Server answers quickly',
  description:
    'Nothing can show until the first byte arrives; a slow server delays every other step of the load and every visitor feels it.',
  threshold: 'time to first byte is at most 800 ms',
  severity: 'high',
  weight: 3,
  industries: 'all',
  needs: 'static',
  uses: ['timing'],
  fixSteps: [
    'Cache the rendered HTML (page cache or CDN) instead of building it per request.',
    'Serve from a region or CDN edge close to your visitors.',
    'Profile slow database queries and plugins on the page route.',
  ],
  fixEffort: 'medium',
  impact: 'medium',
  impactEstimate: 'estimate: +1-4% conversion per second saved; varies by audience',
  source: 'Google/Deloitte, "Milliseconds Make Millions" (2020); range heuristic',
  run(model) {
    const ttfb = model.render?.timing.ttfbMs ?? model.http.ttfbMs;
    if (ttfb === null || ttfb === undefined) return notApplicable('time to first byte was not measured');
    const observed = `${Math.round(ttfb)} ms (at most 800 ms)`;
    const ev = measured(`first byte after ${Math.round(ttfb)} ms`);
    return ttfb <= 800 ? pass(ev, observed) : fail(ev, observed);
  },
};
