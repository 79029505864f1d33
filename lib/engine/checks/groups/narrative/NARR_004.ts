import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { copyBlocks, findBlock } from '../../signals/copy-blocks.js';
import { HOW_IT_WORKS_RE } from '../../signals/vocabularies/copy.js';
import { LANDING } from '../../scope.js';

export const NARR_004: CheckDeclaration = {
  id: 'NARR_004',
  pageTypes: LANDING,
  languages: ['en'],
  dimension: 'clarity',
  title: 'The page does not explain how it works',
  label: 'Page explains how it works',
  description:
    'Unclear next steps are a silent objection; a short "how it works" in three steps shows the path from click to result.',
  threshold:
    'a heading or block introduces the process ("How it works", "3 simple steps", "Step 1", "Our process")',
  severity: 'medium',
  weight: 3,
  industries: ['saas', 'app', 'agency', 'local', 'course'],
  needs: 'static',
  fixSteps: [
    'Add a "How it works" section with three numbered steps.',
    'Make the first step the call to action and the last step the result.',
  ],
  fixEffort: 'medium',
  impact: 'medium',
  impactEstimate: 'estimate: +1-4% conversion rate; varies by how new the offer is',
  source: 'heuristic',
  run(model) {
    const hit = findBlock(copyBlocks(model), HOW_IT_WORKS_RE);
    if (hit) return pass(seen(hit, hit.text), 'process explained');
    return fail(absent('a "how it works" / steps / process section'), 'no process section');
  },
};
