import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { copyBlocks, findBlock } from '../../signals/copy-blocks.js';
import { OUTCOME_FIGURE_RE } from '../../signals/vocabularies/proof.js';
import { LANDING } from '../../scope.js';
import { CLAIMING } from './shared.js';

export const SPEC_004: CheckDeclaration = {
  id: 'SPEC_004',
  pageTypes: [...LANDING, 'product_detail'],
  languages: ['en'],
  dimension: 'persuasion',
  title: 'No result is stated with a number',
  label: 'Results are stated with numbers',
  description:
    '"Save time" is a hope; "save 6 hours a week" is a result a buyer can weigh against the price.',
  threshold: 'at least one outcome claim carries a figure ("37% more leads", "save 6 hours", "3x faster")',
  severity: 'medium',
  weight: 3,
  industries: CLAIMING,
  needs: 'static',
  fixSteps: [
    'Measure one result customers get (time, money, growth) and state it with its number.',
    'Put it in a heading or next to the call to action.',
  ],
  fixEffort: 'medium',
  impact: 'medium',
  impactEstimate: 'estimate: +1-5% conversion rate; varies by strength of the result',
  source: 'heuristic',
  run(model) {
    const hit = findBlock(copyBlocks(model), OUTCOME_FIGURE_RE);
    if (hit) return pass(seen(hit, hit.text), `result: "${OUTCOME_FIGURE_RE.exec(hit.text)?.[0]}"`);
    return fail(absent('an outcome stated with a figure (%, x, hours, $)'), 'no quantified result');
  },
};
