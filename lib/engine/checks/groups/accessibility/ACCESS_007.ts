import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { DOCUMENT } from '../../signals/evidence.js';
import { findLink } from '../../signals/text-search.js';

const SKIP_LINK = /\bskip\b/i;

export const ACCESS_007: CheckDeclaration = {
  id: 'ACCESS_007',
  pageTypes: 'all',
  languages: ['en'],
  dimension: 'performance',
  title: 'Keyboard users must tab through the whole menu on every page',
  label: 'Skip link to the content',
  description:
    'A "skip to content" link lets keyboard and switch users jump past the header; without it they tab through every menu item before reaching the offer.',
  threshold: 'a "skip to content" link at the top of the page',
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Add <a href="#main" class="skip-link">Skip to content</a> as the first element of <body>.',
    'Show it on keyboard focus and give the main content id="main".',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0-1% conversion among keyboard users; removes a WCAG 2.4.1 failure',
  source: 'heuristic',
  run(model) {
    const link = findLink(model, SKIP_LINK);
    if (model.markup.hasSkipLink) {
      return pass(
        // a skip link known by its class alone has no words found to quote: the page is the element
        link ? seen(link, link.text || link.name) : seen(DOCUMENT.body, ''),
        'skip link present',
      );
    }
    return fail(absent('a "skip to content" link'), 'no skip link');
  },
};
