import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass } from '../../outcome.js';
import { measured } from '../../signals/evidence.js';

export const SPEED_003: CheckDeclaration = {
  id: 'SPEED_003',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'performance',
  title: 'The layout jumps while the page loads',
  label: 'Layout stays stable',
  description:
    'When content shifts as it loads, visitors lose their place and tap the wrong thing, sometimes an ad or the wrong product.',
  threshold: 'Cumulative Layout Shift is at most 0.1 (Core Web Vitals "good")',
  severity: 'medium',
  weight: 4,
  industries: 'all',
  needs: 'render',
  uses: ['layout'],
  fixSteps: [
    'Give images, videos and embeds width and height (or aspect-ratio) so space is reserved.',
    'Reserve space for banners, cookie bars and ads instead of pushing content down.',
    'Load web fonts with font-display: optional or matching fallback metrics.',
  ],
  fixEffort: 'medium',
  impact: 'medium',
  impactEstimate: 'estimate: +1-3% conversion; fewer mis-taps on mobile',
  source: 'heuristic',
  run(model) {
    const cls = model.render?.timing.cls;
    if (cls === null || cls === undefined) return notApplicable('layout shift was not measured');
    const value = Math.round(cls * 1000) / 1000;
    const observed = `${value} (at most 0.1)`;
    const ev = measured(`Cumulative Layout Shift ${value}`);
    return cls <= 0.1 ? pass(ev, observed) : fail(ev, observed);
  },
};
