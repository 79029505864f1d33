import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { DOCUMENT } from '../../signals/evidence.js';

const LANG = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i;

export const ACCESS_001: CheckDeclaration = {
  id: 'ACCESS_001',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'performance',
  title: 'The page does not declare its language',
  label: 'Page language declared',
  description:
    'Screen readers pick their pronunciation from the lang attribute and browsers use it to offer translation; without it, the page is read out in the wrong voice.',
  threshold: '<html lang> holds a valid language code (e.g. "en", "de-AT")',
  severity: 'medium',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Add lang="en" (or the page language) to the <html> element.',
    'Mark passages in another language with their own lang attribute.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0-1% conversion; removes a WCAG 3.1.1 failure',
  source: 'heuristic',
  run(model) {
    const lang = model.lang?.trim();
    if (!lang) return fail(absent('a lang attribute on <html>'), 'no lang');
    // the attribute is markup, not text the page shows: the element, and the value in observed
    const ev = seen(DOCUMENT.html, '');
    return LANG.test(lang) ? pass(ev, `lang="${lang}"`) : fail(ev, `"${lang}" is not a language code`);
  },
};
