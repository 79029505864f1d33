import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass } from '../../outcome.js';
import { recognisedEvidence } from '../../signals/evidence.js';

export const UNIV_004: CheckDeclaration = {
  id: 'UNIV_004',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'friction',
  title: 'An auto-rotating carousel moves the message away from the visitor',
  label: 'No auto-rotating carousel',
  description:
    'Auto-advancing sliders are rarely clicked past the first slide and move text before it can be read; one clear message beats five rotating ones.',
  threshold: 'the page has no carousel or slider set to rotate on its own',
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Replace the slider with one static hero that carries the main message.',
    'If a slider must stay, stop auto-rotation and show the slides as visible cards.',
  ],
  fixEffort: 'medium',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-2% click-through from the first screen; an estimate',
  source: 'Nielsen Norman Group, auto-forwarding carousels; range heuristic',
  run(model) {
    return model.markup.carousel
      ? fail(recognisedEvidence(), 'auto-rotating carousel or slider in the markup')
      : pass(absent('an auto-rotating carousel or slider'), 'none');
  },
};
