import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { copyBlocks, findBlock } from '../../signals/copy-blocks.js';
import { SWITCH_RE } from '../../signals/vocabularies/positioning.js';
import { LANDING } from '../../scope.js';

export const DIFF_007: CheckDeclaration = {
  id: 'DIFF_007',
  pageTypes: [...LANDING, 'about'],
  languages: ['en'],
  dimension: 'friction',
  title: 'The page does not make switching from a competitor easy',
  label: 'Page makes switching from a competitor easy',
  description:
    'Most software buyers already use something; import, migration or "switch from X" help removes the biggest cost of choosing you.',
  threshold: 'the copy offers a way to switch (import from, migrate from, switch from, free migration)',
  severity: 'medium',
  weight: 3,
  industries: ['saas', 'app'],
  needs: 'static',
  fixSteps: [
    'Name the tools customers move from and how their data comes along.',
    'Offer a free or assisted migration and say so near the call to action.',
  ],
  fixEffort: 'medium',
  impact: 'medium',
  impactEstimate: 'estimate: +1-5% trial starts from competitor users; varies by market',
  source: 'heuristic',
  run(model) {
    const hit = findBlock(copyBlocks(model), SWITCH_RE);
    if (hit) return pass(seen(hit, hit.text), `switching: "${SWITCH_RE.exec(hit.text)?.[0]}"`);
    return fail(absent('an import, migration or "switch from" offer'), 'no switching help');
  },
};
