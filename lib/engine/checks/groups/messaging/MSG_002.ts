import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen, shownText } from '../../outcome.js';
import { heroBlocks } from '../../signals/copy-blocks.js';
import { JARGON_RE } from '../../signals/vocabularies/copy.js';
import { countMatches } from '../../signals/words.js';
import { LANDING } from '../../scope.js';
import { NO_HERO } from './shared.js';

const MAX_HERO_JARGON = 1;

export const MSG_002: CheckDeclaration = {
  id: 'MSG_002',
  pageTypes: LANDING,
  languages: ['en'],
  dimension: 'clarity',
  title: 'The first screen is written in jargon',
  label: 'First screen is free of marketing jargon',
  description:
    'Words like "innovative solutions" and "seamless synergy" could describe any company; visitors skim past them and still do not know what you do.',
  threshold: `the first screen uses at most ${MAX_HERO_JARGON} jargon word (solution, innovative, seamless, leverage, cutting-edge, …)`,
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Replace each jargon word with the concrete thing it stands for.',
    'Read the first screen aloud to a customer: rewrite any phrase they would not say.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-4% first-screen engagement; varies by audience',
  source: 'heuristic',
  run(model) {
    const hero = heroBlocks(model);
    if (hero.length === 0) return notApplicable(NO_HERO);
    const hits = hero.filter((b) => countMatches(b.text, JARGON_RE) > 0);
    const total = hits.reduce((n, b) => n + countMatches(b.text, JARGON_RE), 0);
    const observed = `${total} jargon words (limit ${MAX_HERO_JARGON})`;
    if (total <= MAX_HERO_JARGON) return pass(seen(hits[0] ?? hero[0], (hits[0] ?? hero[0]).text), observed);
    return fail(
      hits.slice(0, 3).map((b) => seen(b, shownText(b, JARGON_RE))),
      observed,
    );
  },
};
