import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { countWords } from '../../signals/words.js';
import { LANDING } from '../../scope.js';
import { NO_HEADLINE } from './shared.js';

const HEADLINE_MAX_WORDS = 12;

export const HERO_002: CheckDeclaration = {
  id: 'HERO_002',
  pageTypes: LANDING,
  languages: 'any',
  dimension: 'clarity',
  title: 'The headline is too long to take in at a glance',
  label: 'Headline is short enough to read at a glance',
  description: 'A headline is read in one glance; past a dozen words visitors skim it and miss the promise.',
  threshold: `the headline has at most ${HEADLINE_MAX_WORDS} words`,
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'static',
  rests: ['headline'],
  fixSteps: [
    'Cut the headline to the single promise that matters most.',
    'Move qualifiers and details into the subheadline.',
    `Count the words: aim for ${HEADLINE_MAX_WORDS} or fewer.`,
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-3% click-through from the first screen; varies by audience',
  source: 'heuristic',
  run(model) {
    const h = model.hero.headline;
    if (!h) return notApplicable(NO_HEADLINE);
    const words = countWords(h.text);
    const observed = `${words} words (limit ${HEADLINE_MAX_WORDS})`;
    return words <= HEADLINE_MAX_WORDS ? pass(seen(h, h.text), observed) : fail(seen(h, h.text), observed);
  },
};
