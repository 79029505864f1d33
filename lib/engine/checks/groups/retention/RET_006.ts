import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { DOCUMENT } from '../../signals/evidence.js';

export const RET_006: CheckDeclaration = {
  id: 'RET_006',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'trust',
  title: 'The site has no favicon, so it is hard to find among tabs and bookmarks',
  label: 'Favicon set',
  description:
    'The favicon is how a returning visitor spots the site among open tabs, bookmarks and history, and a missing one looks unfinished.',
  threshold: 'a favicon is declared with <link rel="icon">',
  severity: 'low',
  weight: 1,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Add <link rel="icon" href="/favicon.svg"> (and a 180 px apple-touch-icon).',
    'Use the brand mark, readable at 16 px.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0-1% returning visits from tabs and bookmarks; small',
  source: 'heuristic',
  run(model) {
    return model.favicon
      ? pass(seen(DOCUMENT.favicon, model.favicon), 'favicon declared')
      : fail(absent('a <link rel="icon">'), 'no favicon');
  },
};
