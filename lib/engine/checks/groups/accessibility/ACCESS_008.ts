import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';

export const ACCESS_008: CheckDeclaration = {
  id: 'ACCESS_008',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'performance',
  title: 'The page marks no main content area',
  label: 'Main content landmark',
  description:
    'Screen-reader users jump between landmarks; without a <main> they cannot go straight to the content and must listen through headers and menus.',
  threshold: 'a <main> element (or role="main")',
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Wrap the page content (between header and footer) in <main>.',
    'Use <header>, <nav> and <footer> for the surrounding parts.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0-1% conversion among screen-reader users; small',
  source: 'heuristic',
  run(model) {
    const landmarks = model.markup.landmarks;
    const observed = landmarks.length > 0 ? `landmarks: ${landmarks.join(', ')}` : 'no landmarks';
    return landmarks.includes('main')
      ? pass(seen({ selector: 'main, [role="main"]' }, ''), observed)
      : fail(absent('a <main> or role="main" landmark'), observed);
  },
};
