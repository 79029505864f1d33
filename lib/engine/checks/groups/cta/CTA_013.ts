import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { primaryCta } from '../../signals/ctas.js';
import { CONVERTING } from '../../scope.js';
import { NO_PRIMARY } from './shared.js';

const MOBILE_CTA_MAX_Y = 600;

export const CTA_013: CheckDeclaration = {
  id: 'CTA_013',
  pageTypes: CONVERTING,
  languages: 'any',
  dimension: 'cta',
  title: 'On mobile the main call to action starts too far down',
  label: 'Main call to action is near the top on mobile',
  description:
    'Most visits are on phones; a primary button that only appears after several swipes is missed by visitors who would have acted.',
  threshold: `the primary call to action starts within the first ${MOBILE_CTA_MAX_Y} px on mobile`,
  severity: 'high',
  weight: 4,
  industries: 'all',
  needs: 'render',
  rests: ['primary_cta'],
  uses: ['layout'],
  fixSteps: [
    'Move the primary call to action directly under the headline in the mobile layout.',
    'Shrink the header image and spacing above it on small screens.',
  ],
  fixEffort: 'medium',
  impact: 'high',
  impactEstimate: 'estimate: +2-8% mobile click-through; varies by mobile share',
  source: 'Nielsen Norman Group, scrolling and attention (above the fold); range heuristic',
  run(model) {
    const cta = primaryCta(model);
    if (!cta) return notApplicable(NO_PRIMARY);
    const mobile = cta.layout?.mobile;
    if (!mobile) return notApplicable('the primary call to action was not measured on mobile');
    const observed = mobile.visible
      ? `starts at ${Math.round(mobile.box.y)} px (limit ${MOBILE_CTA_MAX_Y} px)`
      : 'hidden on mobile';
    return mobile.visible && mobile.box.y <= MOBILE_CTA_MAX_Y
      ? pass(seen(cta, cta.text), observed)
      : fail(seen(cta, cta.text), observed);
  },
};
