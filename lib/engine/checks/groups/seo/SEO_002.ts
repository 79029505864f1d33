import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { DOCUMENT } from '../../signals/evidence.js';

export const SEO_002: CheckDeclaration = {
  id: 'SEO_002',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'discoverability',
  title: 'The meta description is missing or the wrong length for a search snippet',
  label: 'Meta description fits the search snippet',
  description:
    'Search engines often show the meta description under the title; without one they pick a random sentence, and an overlong one is cut mid-promise.',
  threshold: 'the meta description has 70-160 characters',
  severity: 'high',
  weight: 3,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Add <meta name="description"> summarising the offer and the reason to click.',
    'Keep it between 70 and 160 characters.',
    'End with the action the visitor can take ("Start free", "Book a table").',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +1-5% organic click-through; varies by query',
  source: 'heuristic',
  run(model) {
    const desc = model.meta.description?.trim();
    if (!desc) return fail(absent('a <meta name="description"> with text'), 'no meta description');
    const n = [...desc].length;
    const observed = `${n} characters (70-160)`;
    const ev = seen(DOCUMENT.description, desc);
    return n >= 70 && n <= 160 ? pass(ev, observed) : fail(ev, observed);
  },
};
