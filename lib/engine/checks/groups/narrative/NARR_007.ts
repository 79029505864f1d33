import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { sectionHeadings } from '../../signals/copy-blocks.js';
import { COMPANY_FIRST_RE } from '../../signals/vocabularies/copy.js';
import { LANDING } from '../../scope.js';

export const NARR_007: CheckDeclaration = {
  id: 'NARR_007',
  pageTypes: LANDING,
  languages: ['en'],
  dimension: 'clarity',
  title: 'The first section after the hero is about the company',
  label: 'First section after the hero is about the visitor',
  description:
    'The section after the hero is the second most read; "About us" or "Our history" there answers a question the visitor has not asked yet.',
  threshold:
    'the first section heading after the hero is not "About us", "Our story", "Who we are", "Welcome" or similar',
  severity: 'medium',
  weight: 2,
  industries: 'all',
  needs: 'static',
  rests: ['headline'],
  fixSteps: [
    'Move the company story lower or to the About page.',
    'Open the first section with the problem you solve or the main benefit.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +0.5-3% engagement past the first screen; varies by page',
  source: 'heuristic',
  run(model) {
    const headline = model.hero.headline;
    const start = Math.max(model.hero.end, headline ? headline.order + 1 : 0);
    const first = sectionHeadings(model).find((h) => h.order >= start);
    if (!first) return notApplicable('no section heading after the first screen');
    return COMPANY_FIRST_RE.test(first.text)
      ? fail(seen(first, first.text), 'company-first section')
      : pass(seen(first, first.text), 'visitor-first section');
  },
};
