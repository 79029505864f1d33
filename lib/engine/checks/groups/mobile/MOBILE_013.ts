import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';

export const MOBILE_013: CheckDeclaration = {
  id: 'MOBILE_013',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'cta',
  title: 'The main button is too small for a thumb on mobile',
  label: 'Main button is thumb-sized on mobile',
  description:
    'The one tap that matters most should be the easiest; a main button under 44 px high is easy to miss with a thumb.',
  threshold: 'the primary call to action is at least 44 px high at the mobile viewport',
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'render',
  rests: ['primary_cta'],
  uses: ['layout'],
  fixSteps: [
    'Give the primary button at least 44 px height on small screens (padding, not font size).',
    'Consider making it full width on phones.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-5% mobile click-through on the main action; varies',
  source: 'Nielsen Norman Group, touch target size; range heuristic',
  run(model) {
    const cta = model.ctas.find((c) => c.role === 'primary') ?? model.hero.cta;
    const box = cta?.layout?.mobile;
    if (!cta || !box?.visible) return notApplicable('no primary call to action measured on mobile');
    const h = Math.round(box.box.height);
    const observed = `${h} × ${Math.round(box.box.width)} px (minimum 44 px high)`;
    const ev = seen(cta, cta.text);
    return h >= 44 ? pass(ev, observed) : fail(ev, observed);
  },
};
