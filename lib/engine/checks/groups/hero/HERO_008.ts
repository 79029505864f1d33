import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { copyCtas } from '../../signals/ctas.js';
import { LANDING } from '../../scope.js';

const HERO_MAX_CTAS = 2;

export const HERO_008: CheckDeclaration = {
  id: 'HERO_008',
  pageTypes: LANDING,
  languages: 'any',
  dimension: 'cta',
  title: 'The first screen asks for too many things at once',
  label: 'First screen keeps to one or two asks',
  description:
    'Each extra button on the first screen competes with the main one; choice overload lowers the click-through of all of them.',
  threshold: `the first screen offers at most ${HERO_MAX_CTAS} calls to action (menu links excluded)`,
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Keep one primary and at most one secondary call to action on the first screen.',
    'Move the other links further down, next to the content they belong to.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-4% primary click-through; varies by page',
  source: 'heuristic',
  run(model) {
    const end = model.hero.end;
    const inHero = copyCtas(model).filter((c) => c.order < end);
    if (inHero.length === 0) return notApplicable('the first screen has no call to action to count');
    const observed = `${inHero.length} calls to action (limit ${HERO_MAX_CTAS})`;
    const evidence = inHero.slice(0, 4).map((c) => seen(c, c.text));
    return inHero.length <= HERO_MAX_CTAS ? pass(evidence, observed) : fail(evidence, observed);
  },
};
