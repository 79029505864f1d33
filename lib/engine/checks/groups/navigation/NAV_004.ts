import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { DOCUMENT } from '../../signals/evidence.js';
import { formQuote } from '../../signals/forms.js';

export const NAV_004: CheckDeclaration = {
  id: 'NAV_004',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'friction',
  title: 'There is no site search for a catalogue or archive',
  label: 'Site search available',
  description:
    'Shoppers and readers who search convert or engage far more than browsers; a large catalogue or archive without search loses the visitors who know what they want.',
  threshold: 'a shop or publisher page offers a search box',
  severity: 'high',
  weight: 4,
  industries: ['ecommerce', 'publisher'],
  needs: 'static',
  fixSteps: [
    'Put a search field in the header on every page.',
    'Make it tolerant of typos and show suggestions as the visitor types.',
  ],
  fixEffort: 'medium',
  impact: 'high',
  impactEstimate: 'estimate: +2-10% conversion among searchers; depends on catalogue size',
  source: 'heuristic',
  run(model) {
    const form = model.forms.find((f) => f.purpose === 'search');
    if (form) return pass(seen(form, formQuote(form)), 'search form');
    // the navigation is the element; it has no words of its own to quote for its search box
    if (model.nav.hasSearch) return pass(seen(DOCUMENT.nav, ''), 'search in navigation');
    return fail(absent('a search form or search box'), 'no search');
  },
};
