import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { DOCUMENT } from '../../signals/evidence.js';

const ZOOM_DISABLED = /user-scalable\s*=\s*(?:no|0)\b/i;

const MAX_SCALE = /maximum-scale\s*=\s*([\d.]+)/i;

export const ACCESS_006: CheckDeclaration = {
  id: 'ACCESS_006',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'performance',
  title: 'The page stops visitors from zooming in',
  label: 'Zoom is allowed',
  description:
    'Low-vision visitors and anyone reading fine print zoom on phones; disabling it makes prices, terms and form hints unreadable for them.',
  threshold: 'the viewport has neither user-scalable=no nor maximum-scale below 2',
  severity: 'high',
  weight: 3,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Remove user-scalable=no and maximum-scale from the viewport meta tag.',
    'Fix the layout issue that zoom was hiding (usually input font size).',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0-2% mobile conversion among older visitors; removes a WCAG 1.4.4 failure',
  source: 'heuristic',
  run(model) {
    const vp = model.meta.viewport?.trim();
    if (!vp) return pass(absent('a viewport that disables zoom'), 'no viewport restriction');
    const ev = seen(DOCUMENT.viewport, vp);
    const max = MAX_SCALE.exec(vp);
    if (ZOOM_DISABLED.test(vp)) return fail(ev, 'user-scalable disabled');
    if (max && Number(max[1]) < 2) return fail(ev, `maximum-scale=${max[1]} (minimum 2)`);
    return pass(ev, 'zoom allowed');
  },
};
