import type { CheckDeclaration } from '../../check.js';
import { absent, fail, notApplicable, pass, seen } from '../../outcome.js';
import { copyBlocks, findBlock } from '../../signals/copy-blocks.js';
import { PAIN_RE } from '../../signals/vocabularies/copy.js';
import { LANDING } from '../../scope.js';

const MIN_BLOCKS_FOR_HALVES = 4;

export const NARR_001: CheckDeclaration = {
  id: 'NARR_001',
  pageTypes: LANDING,
  languages: ['en'],
  dimension: 'persuasion',
  title: "The page never names the visitor's problem",
  label: "Page names the visitor's problem early",
  description:
    'A solution only feels needed once the reader recognises the problem; pages that open with features skip the step that creates the want.',
  threshold:
    'the first half of the copy names a problem or pain (tired of, struggle, waste, hassle, hard to, …)',
  severity: 'medium',
  weight: 3,
  industries: ['saas', 'app', 'agency', 'local', 'course', 'nonprofit'],
  needs: 'static',
  fixSteps: [
    "Write one short section on the problem in the visitor's words, right after the hero.",
    'Follow it directly with how the product removes that problem.',
  ],
  fixEffort: 'medium',
  impact: 'medium',
  impactEstimate: 'estimate: +1-4% conversion rate; varies by awareness of the problem',
  source: 'heuristic',
  run(model) {
    const blocks = copyBlocks(model);
    if (blocks.length < MIN_BLOCKS_FOR_HALVES) return notApplicable('too little copy to judge its order');
    const firstHalf = blocks.slice(0, Math.ceil(blocks.length / 2));
    const hit = findBlock(firstHalf, PAIN_RE);
    if (hit) return pass(seen(hit, hit.text), `problem named: "${PAIN_RE.exec(hit.text)?.[0]}"`);
    const later = findBlock(blocks, PAIN_RE);
    if (later) return fail(seen(later, later.text), 'problem named only in the second half');
    return fail(absent('a problem or pain named in the first half of the copy'), 'no problem named');
  },
};
