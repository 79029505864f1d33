import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { findBlock, heroBlocks, heroQuoteBlocks } from '../../signals/copy-blocks.js';
import { OUTCOME_RE } from '../../signals/vocabularies/copy.js';
import { LANDING } from '../../scope.js';
import { NO_HERO } from './shared.js';

export const MSG_010: CheckDeclaration = {
  id: 'MSG_010',
  pageTypes: LANDING,
  languages: ['en'],
  dimension: 'clarity',
  title: 'The first screen does not name an outcome for the visitor',
  label: 'First screen promises an outcome',
  description:
    'People buy results (time saved, sales won, pain avoided), not features; the first screen should say which result they get.',
  threshold: 'the first screen names an outcome (save, grow, faster, easier, without, peace of mind, …)',
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Write down the main result customers get and put it in the headline or subheadline.',
    'Phrase it as a change for the visitor ("Close your books in a day, not a week").',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-5% first-screen click-through; varies by offer',
  source: 'heuristic',
  run(model) {
    const hero = heroBlocks(model);
    if (hero.length === 0) return notApplicable(NO_HERO);
    const hit = findBlock(hero, OUTCOME_RE);
    if (hit) return pass(seen(hit, hit.text), `outcome word "${OUTCOME_RE.exec(hit.text)?.[0]}"`);
    return fail(
      heroQuoteBlocks(model).map((b) => seen(b, b.text)),
      'no outcome named on the first screen',
    );
  },
};
