import type { CheckDeclaration } from '../../check.js';
import { absent, fail, notApplicable, pass, seen } from '../../outcome.js';
import { countLetterWords } from '../../signals/words.js';
import { LANDING } from '../../scope.js';
import { NO_HEADLINE } from './shared.js';

const SUB_MIN_WORDS = 6;

const SUB_MAX_WORDS = 40;

export const HERO_005: CheckDeclaration = {
  id: 'HERO_005',
  pageTypes: LANDING,
  languages: 'any',
  dimension: 'clarity',
  title: 'The headline has no clear supporting line',
  label: 'Headline is backed by a clear subheadline',
  description:
    'A subheadline turns a short promise into an understood offer: what it is, for whom, and how it delivers.',
  threshold: `a subheadline of ${SUB_MIN_WORDS}-${SUB_MAX_WORDS} words follows the headline on the first screen`,
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'static',
  rests: ['headline'],
  fixSteps: [
    'Add one sentence under the headline that explains how you deliver its promise.',
    `Keep it between ${SUB_MIN_WORDS} and ${SUB_MAX_WORDS} words.`,
    'Name the audience or the outcome the headline only implies.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-4% first-screen click-through; varies by offer complexity',
  source: 'heuristic',
  run(model) {
    if (!model.hero.headline) return notApplicable(NO_HEADLINE);
    const sub = model.hero.subheadline;
    if (!sub) return fail(absent('a paragraph right after the headline on the first screen'), 'none');
    // a line of dates and figures ("28.01. - 05.02. 10%") says nothing about the headline's promise
    const words = countLetterWords(sub.text);
    const observed = `${words} words (range ${SUB_MIN_WORDS}-${SUB_MAX_WORDS})`;
    return words >= SUB_MIN_WORDS && words <= SUB_MAX_WORDS
      ? pass(seen(sub, sub.text), observed)
      : fail(seen(sub, sub.text), observed);
  },
};
