import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass } from '../../outcome.js';
import { percent } from '../../signals/words.js';
import type { TapTarget } from '../../../model/page-model.js';

export const MOBILE_005: CheckDeclaration = {
  id: 'MOBILE_005',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'performance',
  title: 'Many links and buttons are too small or too cramped to tap',
  label: 'Tap targets are easy to hit',
  description:
    'Targets smaller than a fingertip and packed together cause mis-taps; every wrong tap is a moment of frustration on the way to converting.',
  threshold:
    'at least 90% of tap targets meet WCAG 2.5.8: 24 × 24 CSS px, or spaced so a 24 px circle around each clears its neighbours',
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'render',
  uses: ['layout'],
  fixSteps: [
    'Give links and buttons padding so each is at least 24 px (ideally 44 px) high.',
    'Add space between adjacent small links (menus, footers, pagination) or stack them vertically on mobile.',
    'Start with navigation, form controls and the main call to action.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-4% mobile click-through; varies',
  source: 'Nielsen Norman Group, touch target size; range heuristic',
  run(model) {
    const targets = model.render?.tapTargets ?? [];
    if (targets.length === 0) return notApplicable('no tap targets were measured');
    // WCAG 2.5.8 spacing exception: an undersized target is fine when its 24 px circle clears the next target.
    const bad = targets.filter((t) => {
      const side = Math.min(t.width, t.height);
      return side < 24 && t.spacingPx !== null && t.spacingPx < 24 - side;
    });
    const okShare = 100 - percent(bad.length, targets.length);
    const observed = `${okShare}% of ${targets.length} targets meet 24 px size or spacing (minimum 90%)`;
    const describe = (t: TapTarget) => ({
      quote: `${t.text || '(no text)'} (${Math.round(t.width)} × ${Math.round(t.height)} px, ${t.spacingPx ?? '–'} px from the next)`,
      selector: t.selector,
    });
    return okShare >= 90
      ? pass(targets.slice(0, 2).map(describe), observed)
      : fail(bad.slice(0, 3).map(describe), observed);
  },
};
