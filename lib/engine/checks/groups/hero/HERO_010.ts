import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { heroBlocks } from '../../signals/copy-blocks.js';
import { LANDING } from '../../scope.js';
import { NO_HERO } from './shared.js';

const HERO_MAX_TOP_HEADINGS = 2;

export const HERO_010: CheckDeclaration = {
  id: 'HERO_010',
  pageTypes: LANDING,
  languages: 'any',
  dimension: 'clarity',
  title: 'The first screen competes with several headlines',
  label: 'First screen carries one message',
  description:
    'Several top-level headlines on the first screen (announcements, promotions, slides) split attention; visitors remember none of them.',
  threshold: `the first screen holds at most ${HERO_MAX_TOP_HEADINGS} h1/h2 headings`,
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Pick the one message that converts best and give it the first screen.',
    'Move announcements and promotions out of the hero into a bar or a later section.',
    'Demote other headings to later sections.',
  ],
  fixEffort: 'medium',
  impact: 'medium',
  impactEstimate: 'estimate: +1-4% first-screen engagement; varies by page',
  source: 'heuristic',
  run(model) {
    if (model.hero.end <= 0) return notApplicable(NO_HERO);
    const top = heroBlocks(model).filter((b) => b.level !== null && b.level <= 2);
    if (top.length === 0) return notApplicable('the first screen has no h1 or h2');
    const observed = `${top.length} h1/h2 headings (limit ${HERO_MAX_TOP_HEADINGS})`;
    const evidence = top.slice(0, 4).map((b) => seen(b, b.text));
    return top.length <= HERO_MAX_TOP_HEADINGS ? pass(evidence, observed) : fail(evidence, observed);
  },
};
