import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { heroBlocks } from '../../signals/copy-blocks.js';
import { LANDING } from '../../scope.js';
import { NO_HERO } from './shared.js';

const HERO_MAX_COPY_WORDS = 80;

export const HERO_009: CheckDeclaration = {
  id: 'HERO_009',
  pageTypes: LANDING,
  languages: 'any',
  dimension: 'clarity',
  title: 'The first screen is crowded with copy',
  label: 'First screen copy is brief',
  description:
    'A first screen that reads like a page of text hides the headline; visitors scan, so every extra sentence dilutes the promise.',
  threshold: `the first screen carries at most ${HERO_MAX_COPY_WORDS} words besides the headline`,
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  rests: ['headline'],
  fixSteps: [
    'Keep the headline, one supporting sentence and the call to action on the first screen.',
    'Move explanations and feature lists into sections below.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-2% first-screen click-through; varies by audience',
  source: 'heuristic',
  run(model) {
    if (model.hero.end <= 0) return notApplicable(NO_HERO);
    const headline = model.hero.headline?.selector;
    const blocks = heroBlocks(model).filter((b) => b.selector !== headline);
    if (blocks.length === 0) return notApplicable('the first screen holds no copy besides the headline');
    const words = blocks.reduce((n, b) => n + b.words, 0);
    const longest = blocks.reduce((a, b) => (b.words > a.words ? b : a));
    const observed = `${words} words (limit ${HERO_MAX_COPY_WORDS})`;
    return words <= HERO_MAX_COPY_WORDS
      ? pass(seen(longest, longest.text), observed)
      : fail(seen(longest, longest.text), observed);
  },
};
