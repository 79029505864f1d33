import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { OFFER_PAGES } from '../../scope.js';
import { NO_HEADLINE } from './shared.js';

const DESKTOP_HEADLINE_MIN_PX = 28;

export const HERO_012: CheckDeclaration = {
  id: 'HERO_012',
  pageTypes: OFFER_PAGES,
  languages: 'any',
  dimension: 'clarity',
  title: 'The headline is set too small to lead the page',
  label: 'Headline is set large enough to lead',
  description:
    'The headline should be the first thing the eye lands on; set near body size, it reads as just another line.',
  threshold: `the headline is at least ${DESKTOP_HEADLINE_MIN_PX} px on desktop`,
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'render',
  rests: ['headline'],
  uses: ['layout'],
  fixSteps: [
    `Set the headline to at least ${DESKTOP_HEADLINE_MIN_PX} px on desktop.`,
    'Make it clearly the largest text on the first screen.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-2% first-screen engagement; varies by design',
  source: 'heuristic',
  run(model) {
    const h = model.hero.headline;
    if (!h) return notApplicable(NO_HEADLINE);
    const size = h.layout?.desktop?.fontSizePx;
    if (size === undefined) return notApplicable('the headline font size was not measured on desktop');
    const observed = `${size} px (minimum ${DESKTOP_HEADLINE_MIN_PX} px)`;
    return size >= DESKTOP_HEADLINE_MIN_PX
      ? pass(seen(h, h.text), observed)
      : fail(seen(h, h.text), observed);
  },
};
