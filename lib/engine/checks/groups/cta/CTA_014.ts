import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { primaryCta } from '../../signals/ctas.js';
import { CONVERTING } from '../../scope.js';
import { NO_PRIMARY } from './shared.js';

export const CTA_014: CheckDeclaration = {
  id: 'CTA_014',
  pageTypes: CONVERTING,
  languages: ['en'],
  dimension: 'cta',
  title: 'On desktop the main call to action is below the fold',
  label: 'Main call to action is above the fold on desktop',
  description:
    'On a desktop screen the first view should already hold the main button; below the fold it is only seen by visitors who scroll.',
  threshold: 'the primary call to action is visible within the first desktop viewport',
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'render',
  rests: ['primary_cta'],
  uses: ['layout'],
  fixSteps: [
    'Place the primary call to action beside or under the headline.',
    'Reduce the height of the hero image or header so the button fits the first view.',
  ],
  fixEffort: 'medium',
  impact: 'medium',
  impactEstimate: 'estimate: +1-5% desktop click-through; varies by screen sizes',
  source: 'Nielsen Norman Group, scrolling and attention (above the fold); range heuristic',
  run(model) {
    const cta = primaryCta(model);
    if (!cta) return notApplicable(NO_PRIMARY);
    const desktop = cta.layout?.desktop;
    if (!desktop) return notApplicable('the primary call to action was not measured on desktop');
    const observed = !desktop.visible
      ? 'hidden on desktop'
      : desktop.aboveFold
        ? `above the fold at ${Math.round(desktop.box.y)} px`
        : `below the fold at ${Math.round(desktop.box.y)} px`;
    return desktop.visible && desktop.aboveFold
      ? pass(seen(cta, cta.text), observed)
      : fail(seen(cta, cta.text), observed);
  },
};
