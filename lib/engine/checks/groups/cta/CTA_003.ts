import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { primaryCta } from '../../signals/ctas.js';
import { countWords } from '../../signals/words.js';
import { CONVERTING } from '../../scope.js';
import { unreadLabel, NO_PRIMARY } from './shared.js';

const LABEL_MIN_WORDS = 2;

const LABEL_MAX_WORDS = 5;

export const CTA_003: CheckDeclaration = {
  id: 'CTA_003',
  pageTypes: CONVERTING,
  languages: 'any',
  dimension: 'cta',
  title: 'The main call to action label is too short or too long',
  label: 'Main call to action label has a readable length',
  description:
    'One word rarely says what happens next, and a sentence on a button is not read; two to five words carry an action and an object.',
  threshold: `the primary CTA label has ${LABEL_MIN_WORDS}-${LABEL_MAX_WORDS} words`,
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  rests: ['primary_cta'],
  fixSteps: [
    'Use a verb and the thing the visitor gets ("Start my trial", "Book a table").',
    `Keep it to ${LABEL_MAX_WORDS} words; move details into microcopy under the button.`,
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-3% click-through on the CTA; varies by page',
  source: 'heuristic',
  run(model) {
    const cta = primaryCta(model);
    if (!cta) return notApplicable(NO_PRIMARY);
    const unread = unreadLabel(cta);
    if (unread) return notApplicable(unread);
    const words = countWords(cta.text);
    const observed = `${words} words (range ${LABEL_MIN_WORDS}-${LABEL_MAX_WORDS})`;
    return words >= LABEL_MIN_WORDS && words <= LABEL_MAX_WORDS
      ? pass(seen(cta, cta.text), observed)
      : fail(seen(cta, cta.text), observed);
  },
};
