import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';

export const HERO_001: CheckDeclaration = {
  id: 'HERO_001',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'clarity',
  title: 'The first screen has no headline',
  label: 'First screen opens with a headline',
  description:
    'Visitors decide within seconds whether a page is for them; without a headline the first screen gives them nothing to decide on.',
  threshold: 'the first screen has a headline (an h1, or the most prominent heading before the hero ends)',
  severity: 'critical',
  weight: 5,
  industries: 'all',
  needs: 'static',
  rests: ['headline'],
  fixSteps: [
    'Add one h1 at the top of the first screen.',
    'Make it say what the visitor gets, in plain words.',
    'Keep decorative slogans below it, not in its place.',
  ],
  fixEffort: 'low',
  impact: 'high',
  impactEstimate: 'estimate: +3-10% engagement with the first screen; varies by traffic source',
  source: 'heuristic',
  run(model) {
    const h = model.hero.headline;
    if (!h) return fail(absent('an h1 or prominent heading on the first screen'), 'no headline');
    return pass(seen(h, h.text), `h${h.level} headline`);
  },
};
