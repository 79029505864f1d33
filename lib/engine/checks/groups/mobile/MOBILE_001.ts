import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { DOCUMENT } from '../../signals/evidence.js';

const DEVICE_WIDTH = /(?:^|[\s,;])width\s*=\s*device-width\b/i;

export const MOBILE_001: CheckDeclaration = {
  id: 'MOBILE_001',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'performance',
  title: 'The page has no mobile viewport, so phones show a shrunken desktop page',
  label: 'Mobile viewport set',
  description:
    'Without width=device-width phones render the page at desktop width and zoom out; text becomes unreadable and visitors pinch or leave.',
  threshold: 'a <meta name="viewport"> with width=device-width',
  severity: 'critical',
  weight: 5,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Add <meta name="viewport" content="width=device-width, initial-scale=1"> to the <head>.',
    'Check the layout at 360-414 px wide and fix elements with fixed widths.',
  ],
  fixEffort: 'medium',
  impact: 'high',
  impactEstimate:
    'estimate: +10-30% mobile conversion on a page that was not mobile-ready; varies by mobile share',
  source: 'heuristic',
  run(model) {
    const vp = model.meta.viewport?.trim();
    if (!vp) return fail(absent('a <meta name="viewport">'), 'no viewport tag');
    const ev = seen(DOCUMENT.viewport, vp);
    return DEVICE_WIDTH.test(vp) ? pass(ev, 'width=device-width') : fail(ev, 'no width=device-width');
  },
};
