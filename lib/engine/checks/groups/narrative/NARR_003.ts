import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { sectionHeadings } from '../../signals/copy-blocks.js';
import { copyCtas } from '../../signals/ctas.js';
import { LANDING } from '../../scope.js';

export const NARR_003: CheckDeclaration = {
  id: 'NARR_003',
  pageTypes: LANDING,
  languages: 'any',
  dimension: 'cta',
  title: 'The page ends without a call to action',
  label: 'Page ends with a call to action',
  description:
    'Readers who reach the end are the most convinced; if the last section has no button they have to scroll back up to act.',
  threshold: 'a call to action follows the last section heading of the page',
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Add a closing section after the last content section that restates the offer.',
    'Give it the primary call to action.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-3% conversions from readers who scroll to the end; varies by page length',
  source: 'heuristic',
  run(model) {
    const h2 = sectionHeadings(model);
    if (h2.length < 2) return notApplicable('fewer than two sections');
    const last = h2[h2.length - 1];
    const after = copyCtas(model).find((c) => c.order > last.order);
    if (after)
      return pass([seen(last, last.text), seen(after, after.text)], 'a call to action closes the page');
    return fail(seen(last, last.text), 'no call to action after the last section');
  },
};
