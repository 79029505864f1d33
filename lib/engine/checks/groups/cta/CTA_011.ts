import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { copyBlocks } from '../../signals/copy-blocks.js';
import { copyCtas, primaryCta } from '../../signals/ctas.js';
import { normalise } from '../../signals/words.js';
import { CONVERTING } from '../../scope.js';
import { NO_PRIMARY } from './shared.js';

const LONG_PAGE_WORDS = 600;

export const CTA_011: CheckDeclaration = {
  id: 'CTA_011',
  pageTypes: CONVERTING,
  languages: 'any',
  dimension: 'cta',
  title: 'A long page does not repeat its main call to action further down',
  label: 'Main call to action is repeated further down the page',
  description:
    'Visitors who read on are the most interested ones; on a long page they should not have to scroll back up to act.',
  threshold: `on pages of ${LONG_PAGE_WORDS}+ words, a call to action with the primary goal appears in the second half of the copy`,
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'static',
  rests: ['primary_cta'],
  fixSteps: [
    'Repeat the primary call to action after the main proof section.',
    'Close the page with a final section that restates the offer and the button.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-5% conversions from engaged readers; varies by page length',
  source: 'heuristic',
  run(model) {
    const cta = primaryCta(model);
    if (!cta) return notApplicable(NO_PRIMARY);
    if (model.wordCount < LONG_PAGE_WORDS)
      return notApplicable(`the page has fewer than ${LONG_PAGE_WORDS} words`);
    const blocks = copyBlocks(model);
    if (blocks.length < 2) return notApplicable('too little copy to tell its halves apart');
    const middle = blocks[Math.floor(blocks.length / 2)].order;
    const key = normalise(cta.text);
    const later = copyCtas(model).find(
      (c) =>
        c.order > middle &&
        ((cta.intent !== 'other' && c.intent === cta.intent) || normalise(c.text) === key),
    );
    if (later) return pass(seen(later, later.text), 'repeated in the second half');
    return fail(seen(cta, cta.text), 'only in the first half');
  },
};
