import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { copyBlocks, findBlock } from '../../signals/copy-blocks.js';
import { LOSS_RE } from '../../signals/vocabularies/urgency.js';
import { LANDING } from '../../scope.js';
import { SELLING } from './shared.js';

export const PSY_006: CheckDeclaration = {
  id: 'PSY_006',
  pageTypes: LANDING,
  languages: ['en'],
  dimension: 'persuasion',
  title: 'The page never says what inaction costs',
  label: 'Page shows the cost of doing nothing',
  description:
    'People weigh losses about twice as heavily as gains; naming what the visitor loses by waiting ("every month you lose …") makes the status quo look expensive.',
  threshold: 'the copy frames a loss or cost of inaction (stop losing, missing out, costs you, …)',
  severity: 'low',
  weight: 2,
  industries: SELLING,
  needs: 'static',
  fixSteps: [
    'Quantify what the problem costs the visitor per week or month.',
    'Put that cost next to the price or the call to action.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-3% conversion rate; varies by offer',
  source: 'heuristic',
  run(model) {
    const hit = findBlock(copyBlocks(model), LOSS_RE);
    if (hit) return pass(seen(hit, hit.text), `loss framing: "${LOSS_RE.exec(hit.text)?.[0]}"`);
    return fail(absent('copy that frames the cost of inaction'), 'no loss framing');
  },
};
