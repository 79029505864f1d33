import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { primaryCta } from '../../signals/ctas.js';
import { ACTIONABLE } from '../../scope.js';
import { NO_PRIMARY } from './shared.js';

export const CTA_005: CheckDeclaration = {
  id: 'CTA_005',
  pageTypes: ACTIONABLE,
  languages: 'any',
  dimension: 'cta',
  title: 'The main call to action looks like an ordinary link',
  label: 'Main call to action looks like a button',
  description:
    'Visitors look for buttons when they are ready to act; a plain text link is easy to read past.',
  threshold: 'the primary CTA is a button or styled as one (button element, role=button or a btn/cta class)',
  severity: 'high',
  weight: 4,
  industries: 'all',
  needs: 'static',
  rests: ['primary_cta'],
  fixSteps: [
    'Render the primary call to action as a button with a solid, contrasting fill.',
    'Give it generous padding so it reads as the thing to press.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +2-8% click-through on the CTA; varies by design',
  source: 'Nielsen Norman Group, flat UI signifiers (eyetracking); range heuristic',
  run(model) {
    const cta = primaryCta(model);
    if (!cta) return notApplicable(NO_PRIMARY);
    return cta.styledAsButton
      ? pass(seen(cta, cta.text), `styled as a button (${cta.element})`)
      : fail(seen(cta, cta.text), `plain ${cta.element}`);
  },
};
