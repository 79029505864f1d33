import type { CheckDeclaration } from '../../check.js';
import { timingCheck } from './shared.js';

export const SPEED_002: CheckDeclaration = {
  id: 'SPEED_002',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'performance',
  title: 'The main content takes too long to appear',
  label: 'Main content appears fast',
  description:
    'Largest Contentful Paint is when the visitor sees the main picture or headline; past 2.5 s bounce rates climb steeply, most of all on mobile.',
  threshold: 'Largest Contentful Paint is at most 2,500 ms (Core Web Vitals "good")',
  severity: 'high',
  weight: 5,
  industries: 'all',
  needs: 'render',
  uses: ['timing'],
  fixSteps: [
    'Find the LCP element (usually the hero image or headline) and load it first: preload it, never lazy-load it.',
    'Compress and resize the hero image; serve WebP/AVIF.',
    'Remove render-blocking scripts and styles ahead of it.',
  ],
  fixEffort: 'medium',
  impact: 'high',
  impactEstimate: 'estimate: +2-8% conversion when LCP drops under 2.5 s; varies by starting point',
  source: 'Google/Deloitte, "Milliseconds Make Millions" (2020); range heuristic',
  run(model) {
    return timingCheck(model, 'lcpMs', 'Largest Contentful Paint', 2500);
  },
};
