import type { CheckDeclaration } from '../../check.js';
import { timingCheck } from './shared.js';

export const SPEED_004: CheckDeclaration = {
  id: 'SPEED_004',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'performance',
  title: 'Scripts keep the page from responding',
  label: 'Page responds while loading',
  description:
    'Long JavaScript tasks freeze the page: taps on buttons and menus do nothing, and visitors think the site is broken.',
  threshold: 'Total Blocking Time is at most 200 ms',
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'render',
  uses: ['timing'],
  fixSteps: [
    'Remove or delay third-party scripts that are not needed for the first interaction (chat, heatmaps, A/B tools).',
    'Split large bundles and defer code for below-the-fold widgets.',
  ],
  fixEffort: 'high',
  impact: 'medium',
  impactEstimate: 'estimate: +1-4% conversion on mid-range phones; varies',
  source: 'heuristic',
  run(model) {
    return timingCheck(model, 'tbtMs', 'Total Blocking Time', 200);
  },
};
